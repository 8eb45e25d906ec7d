// Taleo (Oracle Taleo Enterprise) simulator: {co}.taleo.net career sections. Posting
// (jobdetail.ftl) → Apply (jobapply.ftl) → privacy statement → Login or New User registration (an account
// per company) → legal disclaimer → a numbered wizard (resume upload, general profile, experience and
// education, job-specific questions, diversity, a typed e-signature, review) → Submit → thank-you page.
// Markup in pages.ts.
//
// Facts and their sources (public automation projects and extensions that drive real Taleo career
// sections, found through this project's code search; repository names as they were found):
// - URL shapes {co}.taleo.net/careersection/{section}/jobdetail.ftl?job={id}&lang=en, jobapply.ftl, and the
//   sign-in page /careersection/iam/accessmanagement/login.jsf?lang=..&redirectionURI=..&TARGET=..
//   (an autofill extension's site table for socgen.taleo.net; docs/platforms.md).
// - Apply button id `requisitionDescriptionInterface.UP_APPLY_ON_REQ.row1`; privacy statement before
//   authentication `dialogTemplate-dialogForm-StatementBeforeAuthentificationContent-ContinueButton`
//   (title "I Agree" in a Playwright project); login `dialogTemplate-dialogForm-login-name1|-password|
//   -defaultCmd` (value "Sign In"); `-login-register` (New User); registration `dialogTemplate-dialogForm-
//   userName|password|passwordConfirm|email|emailConfirm|defaultCmd` (several Selenium projects, among them
//   the "autoscab" Starbucks locators); a failed login shows `errorMessageTitle` (the extension's check).
// - Wizard ids: `et-ef-content-ftf-saveContinueCmdBottom` (Save and Continue), on the file page
//   `editTemplateMultipart-editForm-content-ftf-saveContinueCmdBottom`; final `et-ef-content-ftf-
//   submitCmdBottom`; `et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerContinueButton`;
//   resume `...ResumeParsingBlock-UploadResumeBlock-resumeUploadRadio_2|resumeSkipRadio_1|
//   ResumeUploadInputFile`; profile `...cpi-cfrmsub-frm-dv_cs_candidate_personal_info_FirstName|LastName|
//   Address|City|ZipCode|HomePhone|EmailAddress|ResidenceLocation-0..2`; `recruitmentSourceType` and
//   `recruitmentSourceDP` selects; experience `...we-wei-0-frm-dv_cs_experience_Employer|JobFunction|
//   BeginDate|EndDate`; education `...csef-efi-0-frm-dv_cs_education_Institution|Program|StudyLevel`;
//   prescreening radios `...preq-...-qr_com.taleo.functionalcomponent.prescreening.entity.question.
//   PossibleAnswer__{n}`; diversity radios `...diversityBlock-...-questionRadio_com.taleo.systemcomponent.
//   question.entity.RegulationPossibleAnswer__{n}` (veteran, gender, Hispanic/Latino, race in that order);
//   e-signature `...eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`; thank-you title
//   `et-ef-content-flowTemplate-gp-j_id_id16pc9-page_0-thankYouBlock-tyTitle` ("autoscab" locators and
//   another Selenium project's XPaths). The order of pages is the one those projects walk.
// - Password policy: configured per career section (Oracle docs, "New User Registration Using Third-party
//   Credentials": "a password that conforms to the security policies configured for the career section").
//   This tenant's rules (8-32 characters, a letter, a number, not the user name) are a GUESS; an older
//   Taleo support page forbids special characters and asks 6-32, which some tenants may still use.
// - Accounts lock after repeated failed sign-ins (Taleo's candidate support page: "System says my account
//   is locked"); the count (5 here) is a GUESS, as are all message wordings on these pages.
// - E-mail activation after registration is off unless the posting asks (`emailVerification`): whether
//   and how tenants verify the address is a GUESS; the link shape is invented.
// - CAPTCHA: docs/platforms.md says "sometimes CAPTCHA"; putting it on the review page is a GUESS.
// - The e-signature must match the profile's first and last name (GUESS at the rule and its wording).
// - Closed postings: the page says the job is no longer available (GUESS at the wording), HTTP 200.
// - Real Taleo parses the uploaded resume into the profile and keeps JSF view state; neither is modelled
//   beyond a per-page `javax.faces.ViewState` token.
import express from "express";
import {
  type SimState,
  type PostingBehaviour,
  type UploadedFile,
  h,
  preamble,
  readForm,
  str,
  token,
  verificationMail,
  recaptchaWall,
} from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { taleoVariantErrors, taleoVariantForget, taleoVariantHtml, taleoVariantScript } from "./variants";
import {
  ET,
  MP,
  PAGE,
  preq,
  possibleAnswer,
  FLOW,
  type Values,
  type Errors,
  PASSWORD_RULES,
  textField,
  select,
  radios,
  checkbox,
  taleoPage,
  flowPage,
  statementPage,
  loginPage,
  registerPage,
  activationSentPage,
  thankYouPage,
  alreadyAppliedPage,
} from "./pages";

export const TALEO_HOST = /^([a-z0-9-]+)\.taleo\.net$/;
const IAM = "/careersection/iam/accessmanagement";
const LOCK_AFTER = 5;

// Applications (drafts included) belong to the candidate's account, not to a browser session.
interface AppState {
  step: number;
  fields: Values;
  files: Record<string, UploadedFile>;
  viewState: string;
  submitted: boolean;
  thanked?: boolean;
}
interface Account {
  userName: string;
  email: string;
  password: string;
  active: boolean;
  failures: number;
  apps: Record<string, AppState>;
}
interface TaleoSession {
  user?: string;
  statementAccepted?: boolean;
  pending?: string;
}

const cpi = (n: string) => `${PAGE}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_${n}`;
export const F = {
  resumeChoice: `${MP}-gp-j_id_id16pc8-page_0-ResumeParsingBlock-UploadResumeBlock-resumeChoice`,
  resumeFile: `${MP}-gp-j_id_id16pc8-page_0-ResumeParsingBlock-UploadResumeBlock-ResumeUploadInputFile`,
  firstName: cpi("FirstName"),
  lastName: cpi("LastName"),
  address: cpi("Address"),
  city: cpi("City"),
  country: cpi("ResidenceLocation-0"),
  state: cpi("ResidenceLocation-1"),
  zip: cpi("ZipCode"),
  email: cpi("EmailAddress"),
  phone: cpi("HomePhone"),
  sourceType: "recruitmentSourceType",
  source: "recruitmentSourceDP",
  employer: `${PAGE}-we-wei-0-frm-dv_cs_experience_Employer`,
  jobFunction: `${PAGE}-we-wei-0-frm-dv_cs_experience_JobFunction`,
  currentEmployer: `${PAGE}-we-wei-0-frm-dv_cs_experience_CurrentEmployer`,
  institution: `${ET}-gp-j_id_id16pc9-page_1-csef-efi-0-frm-dv_cs_education_Institution`,
  program: `${ET}-gp-j_id_id16pc9-page_1-csef-efi-0-frm-dv_cs_education_Program`,
  studyLevel: `${ET}-gp-j_id_id16pc9-page_1-csef-efi-0-frm-dv_cs_education_StudyLevel`,
  signature: `${PAGE}-eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`,
};
const question = (i: number) => `${preq(i)}-qr`;
const answerId = (i: number, n: number) => possibleAnswer(question(i), n);
const diversity = (i: number) => `${PAGE}-diversityBlock-j_id_id11pc10-0-j_id_id14pc10-${i}-questionRadio`;
const diversityId = (i: number, n: number) => `${diversity(i)}_com.taleo.systemcomponent.question.entity.RegulationPossibleAnswer__${n}`;

const COUNTRIES = ["United States", "Canada", "United Kingdom", "France"];
const US_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "California",
  "Colorado",
  "Florida",
  "Georgia",
  "Illinois",
  "Massachusetts",
  "New York",
  "Oregon",
  "Texas",
  "Washington",
];
const SOURCES: Record<string, string[]> = {
  "Company Career Site": ["Company Career Site"],
  "Job Board": ["Indeed", "LinkedIn", "Glassdoor"],
  "Employee Referral": ["Employee Referral"],
  Other: ["Other"],
};
const STUDY_LEVELS = ["High School Diploma", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"];

interface Question {
  label: string;
  answers: string[];
  text?: boolean;
}
const questions = (b: PostingBehaviour): Question[] => [
  { label: "Are you legally authorized to work in the United States?", answers: ["Yes", "No"] },
  { label: "Will you now or in the future require sponsorship for employment visa status?", answers: ["Yes", "No"] },
  { label: "Are you at least 18 years of age?", answers: ["Yes", "No"] },
  ...(b.unanswerableQuestion ? [{ label: "Acme employee referral code", answers: [], text: true }] : []),
];
const DIVERSITY: Question[] = [
  {
    label: "Veteran Status",
    answers: [
      "I am not a protected veteran",
      "I identify as one or more of the classifications of protected veteran",
      "I choose not to self-identify",
    ],
  },
  { label: "Gender", answers: ["Female", "Male", "I choose not to disclose"] },
  { label: "Are you Hispanic or Latino?", answers: ["Yes", "No", "I choose not to disclose"] },
  {
    label: "Race",
    answers: [
      "American Indian or Alaska Native",
      "Asian",
      "Black or African American",
      "Native Hawaiian or Other Pacific Islander",
      "White",
      "Two or More Races",
      "I choose not to disclose",
    ],
  },
];
const required = (label: string) => `The field "${label}" is required.`;
const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));
/** The General Profile labels, reworded by a seeded variant (variants.ts). */
const labelsOf = (v: Variant | null) => ({
  firstName: v?.labels.firstName ?? "First Name",
  lastName: v?.labels.lastName ?? "Last Name",
  city: v?.labels.location ?? "City",
  email: v?.labels.email ?? "Email Address",
  phone: v?.labels.phone ?? "Home Phone",
});
const v = (f: Values, k: string) => str(f[k]);

// Source Name appears once a Source Type is chosen, with that type's sources (Taleo re-renders the
// block; here a small script).
const SOURCE_SCRIPT = `(function(){var t=document.getElementById(${JSON.stringify(F.sourceType)}),d=document.getElementById(${JSON.stringify(F.source)});
var m=${JSON.stringify(SOURCES)};if(!t||!d)return;function fill(){var cur=d.value;d.innerHTML='<option value="">Select...</option>';(m[t.value]||[]).forEach(function(o){
var e=document.createElement('option');e.value=o;e.textContent=o;if(o===cur)e.selected=true;d.appendChild(e);});
document.getElementById('sourceNameBlock').hidden=!t.value;}t.addEventListener('change',fill);})();`;

function content(step: number, b: PostingBehaviour, f: Values, e: Errors, email: string): string {
  const vr = variantOf(b),
    L = labelsOf(vr);
  switch (FLOW[step]) {
    case "Legal Disclaimer":
      return `<div class="legalDisclaimer"><p>By continuing, you confirm that the information you provide in this application is accurate and that you
agree to our processing of it for recruiting purposes.</p></div>`;
    case "Resume Upload":
      return `${radios(
        { [F.resumeChoice]: "upload", ...f },
        F.resumeChoice,
        "How would you like to provide your resume?",
        [
          [
            `${MP}-gp-j_id_id16pc8-page_0-ResumeParsingBlock-UploadResumeBlock-resumeSkipRadio_1`,
            "skip",
            "I do not want to upload a resume",
          ],
          [`${MP}-gp-j_id_id16pc8-page_0-ResumeParsingBlock-UploadResumeBlock-resumeUploadRadio_2`, "upload", "I want to upload my resume"],
        ],
        false,
        e,
      )}
<div class="field"><label for="${F.resumeFile}"><span class="mandatory">*</span>Resume</label><input type="file" id="${F.resumeFile}" name="${F.resumeFile}" aria-required="true">${
        e[F.resumeFile] ? `<span class="errorMessage" role="alert">${e[F.resumeFile]}</span>` : ""
      }</div>`;
    case "General Profile": {
      const type = v(f, F.sourceType);
      return `<h3>Personal Information</h3>${textField(f, F.firstName, L.firstName, true, e)}${textField(f, F.lastName, L.lastName, true, e)}
${textField(f, F.address, "Street Address", false, e)}${textField(f, F.city, L.city, true, e)}
${select(f, F.country, "Place of Residence", COUNTRIES, true, e)}${select(f, F.state, "State/Province", US_STATES, false, e)}
${textField(f, F.zip, "Zip/Postal Code", true, e)}${textField({ [F.email]: email, ...f }, F.email, L.email, true, e, "email")}
${textField(f, F.phone, L.phone, true, e, "tel")}
<h3>Source Tracking</h3><p>Please indicate how you learned about this job opportunity.</p>
${select(f, F.sourceType, "Source Type", Object.keys(SOURCES), true, e)}<div id="sourceNameBlock"${type ? "" : " hidden"}>${select(f, F.source, "Source Name", SOURCES[type] ?? [], true, e)}</div>`;
    }
    case "Work Experience and Education":
      return `<h3>Work Experience</h3>${textField(f, F.employer, "Employer", false, e)}${textField(f, F.jobFunction, "Job Function", false, e)}
${checkbox(f, F.currentEmployer, "Current Job")}
<h3>Education</h3>${textField(f, F.institution, "Institution", false, e)}${textField(f, F.program, "Program", false, e)}
${select(f, F.studyLevel, "Level of Education", STUDY_LEVELS, false, e)}`;
    case "Job Specific Questions": {
      // A seeded variant: the posting's questions in its order (each keeps its row's name), then the variant's rows.
      const rows = questions(b).map((q, i) => [q, i] as const);
      return (vr ? vr.order(rows, "taleo-questions") : rows)
        .map(([q, i]) =>
          q.text
            ? textField(f, question(i), q.label, true, e)
            : radios(
                f,
                question(i),
                q.label,
                q.answers.map((a, n) => [answerId(i, 95900 + i * 10 + n), a, a]),
                true,
                e,
              ),
        )
        .join("\n")
        .concat(vr ? `\n${taleoVariantHtml(vr, rows.length, f, e)}` : "");
    }
    case "Diversity":
      return `<p>Providing this information is voluntary. Select "I choose not to disclose" if you prefer not to answer.</p>${DIVERSITY.map(
        (q, i) =>
          radios(
            f,
            diversity(i),
            q.label,
            q.answers.map((a, n) => [diversityId(i, 22260130812 + i * 1000 + n), a, a]),
            true,
            e,
          ),
      ).join("\n")}`;
    case "eSignature":
      return `<div id="${PAGE}-eSignatureBlock"><p>By typing my full name below, I certify that the information in this application is true and
complete, and I understand that this electronic signature has the same effect as my handwritten signature.</p>
${textField(f, F.signature, "Full Name", true, e)}<p>Date: ${new Date().toISOString().slice(0, 10)}</p></div>`;
    default:
      return `<div class="reviewSummary">${Object.entries(f)
        .filter(([k]) => !k.startsWith("javax") && !/Cmd|Button/.test(k))
        .map(
          ([k, x]) =>
            `<div class="reviewItem"><span class="label">${h(k.replace(/^.*dv_cs_/, ""))}</span>: <span class="value">${h([x].flat().join(", "))}</span></div>`,
        )
        .join("")}</div>
${b.captcha ? recaptchaWall() : ""}`;
  }
}

function validate(step: number, b: PostingBehaviour, f: Values, app: AppState, files: Record<string, UploadedFile>): Errors {
  const e: Errors = {};
  const need = (k: string, label: string) => {
    if (!v(f, k)) e[k] = required(label);
  };
  const vr = variantOf(b),
    L = labelsOf(vr);
  switch (FLOW[step]) {
    case "Resume Upload":
      if (v(f, F.resumeChoice) !== "skip" && !files[F.resumeFile] && !app.files[F.resumeFile])
        e[F.resumeFile] = "Please select a resume file to upload.";
      break;
    case "General Profile":
      need(F.firstName, L.firstName);
      need(F.lastName, L.lastName);
      need(F.city, L.city);
      need(F.country, "Place of Residence");
      need(F.zip, "Zip/Postal Code");
      need(F.email, L.email);
      need(F.phone, L.phone);
      need(F.sourceType, "Source Type");
      if (v(f, F.country) === "United States") need(F.state, "State/Province");
      if (v(f, F.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v(f, F.email))) e[F.email] = "The email address is not valid.";
      if (v(f, F.sourceType) && !(SOURCES[v(f, F.sourceType)] ?? []).includes(v(f, F.source))) e[F.source] = required("Source Name");
      break;
    case "Job Specific Questions":
      questions(b).forEach((q, i) => need(question(i), q.label));
      if (vr) Object.assign(e, taleoVariantErrors(vr, questions(b).length, f));
      break;
    case "Diversity":
      DIVERSITY.forEach((q, i) => need(diversity(i), q.label));
      break;
    case "eSignature": {
      const name = `${v(app.fields, F.firstName)} ${v(app.fields, F.lastName)}`.trim().toLowerCase();
      if (!v(f, F.signature)) e[F.signature] = required("Full Name");
      else if (v(f, F.signature).replace(/\s+/g, " ").toLowerCase() !== name)
        e[F.signature] = "The electronic signature must match the first and last name entered in your profile.";
      break;
    }
    case "Review and Submit":
      if (b.captcha && !v(f, "g-recaptcha-response")) e.captcha = "Please verify that you are not a robot.";
  }
  return e;
}

export function taleoSite(state: SimState): express.Router {
  const accounts = new Map<string, Map<string, Account>>(); // company -> user name (lower case) -> account
  const activations = new Map<string, { co: string; user: string; returnTo: string }>();
  const r = express.Router();
  const coOf = (req: express.Request) => TALEO_HOST.exec(req.hostname)![1];
  const accountsOf = (co: string) => accounts.get(co) ?? accounts.set(co, new Map()).get(co)!;
  const sessionOf = (req: express.Request, res: express.Response) => (state.session(req, res).taleo ??= {}) as TaleoSession;
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  // A seeded variant's additions to every page of its posting (the job is the query's, or the sign-in
  // pages' return address's): the cookie banner, the show-if script, and on the last page Submit by fetch.
  const variantExtra = (req: express.Request, last: boolean) => {
    const back = str(req.query.redirectionURI as string);
    const id = str(req.query.job as string) || (back ? (new URL(back, "http://x").searchParams.get("job") ?? "") : "");
    const vr = id ? variantOf(state.postings.get(id)) : null;
    if (!vr) return "";
    const thanks = `/careersection/${req.params.section ?? ""}/jobapply.ftl?job=${encodeURIComponent(id)}&lang=en`;
    return `<script>${confirmScript(vr)}\n${taleoVariantScript(vr, last, thanks)}</script>${vr.cookieBanner ? COOKIE_BANNER : ""}`;
  };
  const send = (res: express.Response, html: string, status = 200, last = false) =>
    res
      .status(status)
      .type("html")
      .send(html.replace("</body>", `${variantExtra(res.req, last)}</body>`));
  const closedPage = () =>
    taleoPage(
      "Job Description",
      `<div class="errorMessageTitle" id="jobNotAvailable"><p>This job is no longer available.</p>
<p>The job posting you are trying to access has been closed or removed.</p></div>`,
    );
  const loginUrl = (req: express.Request, back: string) => {
    const target = `${req.protocol}://${req.hostname}${back}`;
    return `${IAM}/login.jsf?lang=en&redirectionURI=${encodeURIComponent(target)}&TARGET=${encodeURIComponent(target)}`;
  };
  const backTo = (req: express.Request) => {
    const u = new URL(str(req.query.redirectionURI as string) || "/", `http://${req.hostname}`);
    return u.hostname === req.hostname ? u.pathname + u.search : "/"; // never an open redirect
  };

  r.get("/careersection/:section/jobdetail.ftl", async (req, res) => {
    const id = str(req.query.job as string);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return send(res, closedPage());
    send(
      res,
      taleoPage(
        `Job Description - ${titleOf(b)} (${id})`,
        `<div class="editablesection"><h1 id="requisitionDescriptionInterface.reqTitleLinkAction.row1">${h(titleOf(b))}</h1>
<div id="requisitionDescriptionInterface.reqContestNumberValue.row1">${h(id)}</div><div id="requisitionDescriptionInterface.ID1702.row1"><p>Join ${h(coOf(req))}.</p></div>
<a id="requisitionDescriptionInterface.UP_APPLY_ON_REQ.row1" class="subtitle" href="/careersection/${h(req.params.section)}/jobapply.ftl?job=${h(encodeURIComponent(id))}&amp;lang=en" title="Apply Online">Apply Online</a></div>`,
      ),
    );
  });

  // The privacy statement, then the login form; "New User" leads to registration.
  r.all(`${IAM}/login.jsf`, async (req, res) => {
    const s = sessionOf(req, res),
      co = coOf(req),
      here = req.originalUrl;
    const f = req.method === "POST" ? (await readForm(req)).fields : {};
    if (v(f, "dialogTemplate-dialogForm-StatementBeforeAuthentificationContent-ContinueButton")) {
      s.statementAccepted = true;
      return res.redirect(303, here);
    }
    if (!s.statementAccepted) return send(res, statementPage(here));
    if (v(f, "dialogTemplate-dialogForm-login-register")) return res.redirect(303, here.replace("/login.jsf", "/register.jsf"));
    if (req.method === "GET" || !v(f, "dialogTemplate-dialogForm-login-defaultCmd")) return send(res, loginPage(here, []));
    const name = v(f, "dialogTemplate-dialogForm-login-name1"),
      account = accountsOf(co).get(name.toLowerCase());
    const refuse = (msg: string) => send(res, loginPage(here, [msg], name), 400);
    if (account && account.failures >= LOCK_AFTER)
      return refuse('Your account has been locked because of too many failed sign-in attempts. Use "Forgot your password?" to unlock it.');
    if (!account || account.password !== v(f, "dialogTemplate-dialogForm-login-password")) {
      if (account) account.failures++;
      return refuse("The user name or password is invalid. Please try again.");
    }
    if (!account.active) return refuse("Your account has not been activated. Click the link in the activation email we sent you.");
    account.failures = 0;
    s.user = account.userName.toLowerCase();
    res.redirect(303, backTo(req));
  });

  r.all(`${IAM}/register.jsf`, async (req, res) => {
    const s = sessionOf(req, res),
      co = coOf(req),
      here = req.originalUrl;
    if (!s.statementAccepted) return res.redirect(303, here.replace("/register.jsf", "/login.jsf"));
    if (req.method === "GET") return send(res, registerPage(here, [], {}));
    const { fields: f } = await readForm(req);
    if (v(f, "dialogTemplate-dialogForm-cancelCmd")) return res.redirect(303, here.replace("/register.jsf", "/login.jsf"));
    const user = v(f, "dialogTemplate-dialogForm-userName"),
      pw = v(f, "dialogTemplate-dialogForm-password"),
      email = v(f, "dialogTemplate-dialogForm-email");
    const known = accountsOf(co),
      errs: string[] = [];
    if (!user) errs.push(required("User Name"));
    else if (known.has(user.toLowerCase())) errs.push("This user name is already used. Please choose another one.");
    const broken = [
      pw.length >= 8 && pw.length <= 32,
      /[A-Za-z]/.test(pw),
      /\d/.test(pw),
      !user || !pw.toLowerCase().includes(user.toLowerCase()),
    ]
      .map((ok, i) => (ok ? null : PASSWORD_RULES[i]))
      .filter(Boolean);
    if (broken.length) errs.push(`The password does not meet the security policy. It must: ${broken.join("; ")}.`);
    if (pw !== v(f, "dialogTemplate-dialogForm-passwordConfirm")) errs.push("The passwords entered do not match.");
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errs.push("The email address is not valid.");
    else if (email.toLowerCase() !== v(f, "dialogTemplate-dialogForm-emailConfirm").toLowerCase())
      errs.push("The email addresses entered do not match.");
    else if ([...known.values()].some((a) => a.email.toLowerCase() === email.toLowerCase()))
      errs.push('An account already exists with this email address. Use "Forgot your user name?" to retrieve it.');
    if (!v(f, "dialogTemplate-dialogForm-legalAgreement")) errs.push("You must accept the terms of use to register.");
    if (errs.length) return send(res, registerPage(here, errs, f), 400);
    const returnTo = backTo(req),
      jobId = new URL(returnTo, "http://x").searchParams.get("job") ?? "";
    const activate = state.postings.get(jobId).emailVerification === true;
    known.set(user.toLowerCase(), { userName: user, email, password: pw, active: !activate, failures: 0, apps: {} });
    if (!activate) {
      s.user = user.toLowerCase();
      return res.redirect(303, returnTo);
    }
    const t = token();
    activations.set(t, { co, user: user.toLowerCase(), returnTo });
    s.pending = user.toLowerCase();
    const link = `${req.protocol}://${req.hostname}${IAM}/activate.jsf?token=${t}`;
    await state.sendMail(
      verificationMail({
        from: "no-reply@taleo.net",
        to: email,
        subject: `${co}: activate your candidate account`,
        htmlOnly: state.postings.get(jobId).htmlOnlyMail,
        link,
        lines: ["Thank you for registering in our career section.", "To activate your account, click the link below:", link],
      }),
    );
    send(res, activationSentPage(email));
  });

  r.get(`${IAM}/activate.jsf`, (req, res) => {
    const a = activations.get(str(req.query.token as string));
    if (!a)
      return send(
        res,
        taleoPage("Account Activation", `<div class="errorMessageTitle"><p>This activation link is invalid or has expired.</p></div>`),
        404,
      );
    activations.delete(str(req.query.token as string));
    const account = accountsOf(a.co).get(a.user);
    if (account) account.active = true;
    const s = sessionOf(req, res);
    if (s.pending === a.user) {
      s.user = a.user;
      s.pending = undefined;
      return res.redirect(303, a.returnTo);
    }
    send(res, taleoPage("Account Activation", `<p id="activationMessage">Your account has been activated. You can now sign in.</p>`));
  });

  r.all("/careersection/:section/jobapply.ftl", async (req, res) => {
    const id = str(req.query.job as string);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id),
      s = sessionOf(req, res),
      co = coOf(req);
    if (b.closed) return send(res, closedPage());
    const here = `/careersection/${req.params.section}/jobapply.ftl?job=${encodeURIComponent(id)}&lang=en`;
    const account = s.user ? accountsOf(co).get(s.user) : undefined;
    if (!account) return res.redirect(303, loginUrl(req, here));
    const app = (account.apps[id] ??= { step: 0, fields: {}, files: {}, viewState: token(), submitted: false });
    if (app.submitted) {
      const first = !app.thanked;
      app.thanked = true;
      return send(res, first ? thankYouPage(titleOf(b), id) : alreadyAppliedPage(titleOf(b), id));
    }
    const show = (errors: Errors, status = 200) => {
      app.viewState = token();
      send(
        res,
        flowPage({
          title: titleOf(b),
          jobId: id,
          step: app.step,
          content: content(app.step, b, app.fields, errors, account.email),
          errors: Object.values(errors),
          viewState: app.viewState,
          action: here,
          script: FLOW[app.step] === "General Profile" ? SOURCE_SCRIPT : "",
        }),
        status,
        FLOW[app.step] === "Review and Submit",
      );
    };
    if (req.method !== "POST") return show({});
    const { fields: f, files } = await readForm(req);
    if (v(f, "javax.faces.ViewState") !== app.viewState) return res.redirect(303, here); // a stale page: show the current one
    const pressed = (suffix: string) => Object.keys(f).some((k) => k.endsWith(suffix));
    if (pressed("legalDisclaimerDeclineButton"))
      return send(res, taleoPage("Job Application", `<p>You declined the legal disclaimer; your application was not started.</p>`));
    if (pressed("previousCmdBottom")) {
      app.step = Math.max(1, app.step - 1);
      return res.redirect(303, here);
    }
    const errs = validate(app.step, b, f, app, files);
    const vr = variantOf(b);
    if (vr && FLOW[app.step] === "Job Specific Questions") taleoVariantForget(vr, questions(b).length, app.fields);
    for (const [k, x] of Object.entries(f)) if (!k.startsWith("javax") && !/Cmd|Button|g-recaptcha/.test(k)) app.fields[k] = x;
    Object.assign(app.files, files);
    if (Object.keys(errs).length) return show(errs, 400);
    if (pressed("saveDraftCmdBottom")) return res.redirect(303, here);
    if (app.step < FLOW.length - 1) {
      app.step++;
      return res.redirect(303, here);
    }
    if (!pressed("submitCmdBottom")) return res.redirect(303, here);
    app.submitted = true;
    state.record({ ats: "taleo", tenant: co, jobId: id, fields: { ...app.fields, userName: account.userName }, files: app.files });
    // A seeded variant's Submit posts with fetch for its in-page confirmation shapes (variants.ts).
    if (vr && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, here);
  });
  return r;
}
