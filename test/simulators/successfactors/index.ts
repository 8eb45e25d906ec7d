// SAP SuccessFactors Recruiting simulator: career{N}.successfactors.com|.eu. Job listing
// (`/career?company={co}&career_job_req_id={id}&career_ns=job_listing`) -> Apply -> the same URL with
// `career_ns=job_application`, which without a session is "Career Opportunities: Sign In" -> Create an
// account (`login_ns=register`) -> [a one-time passcode mailed to the address] -> the application: one
// page of sections with the Apply button `#fbqa_apply` -> `/portalcareer?...&isRedirectToAppSent=true`.
// Accounts are per company (the `company` parameter); a candidate session is kept per company too.
//
// Facts and their sources (found through this project's code/pages search; fs:"..." is an exact string
// found in public code, repository not named by the search):
// - URLs `career{N}.successfactors.com|.eu/career[s]?company=&career_job_req_id=&career_ns=job_listing|
//   job_application`, `login_ns=register`, `sfcareer/jobreqcareer?jobId=&company=` (docs/platforms.md);
//   `login_ns=forgot_pwd`, the page titles "Career Opportunities: Sign In" and closed postings answered
//   HTTP 200 with a `jobErrMsg` element (a job-board research note, fs:"closed postings return HTTP 200
//   with a `jobErrMsg` element"); "Career Opportunities: Create an Account" (docs/platforms.md); a
//   listing's title "Career Opportunities: {title} ({id})" and its `#applyButton_top|bottom` (an HSBC
//   autofill blueprint, fs:"Career Opportunities:\s*(.+?)\s*\(").
// - Sign In: `input#username`, `input#password`, `button#fbqa_signin` (a selector seed, fs:"button#fbqa_signin";
//   a Kellogg bot's XPaths); "Create an account" is the `.bottomLink a` link (the Kellogg bot,
//   fs:"'.bottomLink a'") carrying `login_ns=register` (a SuccessFactors runner, fs:"login_ns=register").
// - Create an Account: `fbclc_userName` (the e-mail), `fbclc_emailConf`, `fbclc_pwd`, `fbclc_pwdConf`,
//   `fbclc_fName`, `fbclc_lName`, `fbclc_phoneNumber`, `fbclc_ituCode`, `fbclc_country`, the visibility
//   radios `fbclc_searPref`, the job-alert checkbox `fbclc_emailEnabled` that arrives checked, the data
//   privacy link `#dataPrivacyId` whose dialog's Accept is `dlgButton_20:`, the hidden `fbclc_dpcsId` it
//   fills, `#fbclc_createAccountButton` (an AMD Selenium project, fs:"fbclc_createAccountButton"; the
//   Kellogg bot; the research note; fs:"ARRIVES CHECKED"; the runner, fs:"fbclc_dpcsId"). Fields are not
//   configurable; using the e-mail as the user name is a company setting (SAP's Candidate Profile guide,
//   1library.net). Password rules of one tenant: 10-32 characters, upper and lower case, a number or
//   punctuation, no spaces (the research note). "Account Already Exists" when the e-mail has an account
//   (an automation's notes, fs:"Account Already Exists").
// - A CAPTCHA on account creation unless the company disables it (SAP's guide: "Disable CAPTCHA for
//   external candidate account creation"); the page loads `sfReCaptcha_*.js` and bots meet a reCAPTCHA
//   iframe there (the research note; the Kellogg bot): behaviour `captcha` shows it, unpassable.
// - A one-time passcode e-mailed at account creation, pushed to all customers in January 2021 with an
//   opt-out (hrstrategiesconsulting.com, "Email Verification with One-Time Password"); its page has
//   `#passcode` and `#continueBtn` (the Kellogg bot). Here it is on with `emailVerification` (4042/4043),
//   off otherwise: tenants seen in 2026 created accounts without it (the research note on a university's
//   site; the runner's recorded submissions). Its six digits, wording and sender are GUESSES (the sender
//   system@successfactors.com is seen in candidate mail: catalog/platforms/successfactors.ts).
// - The application is one page of sections (`rcmFormSection` with an h2: "Formal Education",
//   "Candidate-Specific Information"), "Expand all sections", a resume upload, dates as mm/dd/yyyy, screening
//   questions `fbjq_question_{n}` as radio groups or text areas, profile fields `tor__f{field}`
//   (`tor__fcellPhone`, `tor__faddress`, `tor__fcity`, `tor__fstate`, `tor__fzip`), EEO `tor__fgender`,
//   `tor__fethnicity`, `tor__fveteranStatus`, `tor__fdisabilityStatus`, the Apply button `#fbqa_apply`
//   labelled "Apply" (the Kellogg bot; the EY diagnostic, fs:"Expand all sections"; the runner; a
//   Cypress page object, fs:"tor__fzip"; fs:"c?.id==='fbqa_apply'"). Name fields come from the profile
//   (SAP's Candidate Profile/Application sync, learning.sap.com).
// - Success: `/portalcareer?isRedirectToAppSent=true&isQuickApplyPostLoginRedirect=true`, "Your
//   application has been sent", "Thank you for expressing your interest", `#fbja_jobSearch` "Back to job
//   listings" (the HSBC blueprint, fs:"isRedirectToAppSent=true").
// GUESSES (marked; nothing public showed them):
// - The POST targets and how the server tells the pages apart; the session per company.
// - Wording: the closed text, the sign-in refusal "Invalid username or password." and a lock after 5
//   failures, error banner markup (`#errorMsg.errorMessage`, `.fieldError`), "You have already applied
//   for this job." (the runner looks for "already applied").
// - The application's exact fields and options: real EEO fields are cascading picklists (here plain
//   selects with "I do not wish to self-identify"); radio values are option numbers; work and education
//   history are not simulated; the passcode page's wording; the data privacy statement's text.
// - Which pages arrive with their sections folded and how a section's bar toggles (pages.ts `Folding`:
//   a variant's sections are open, folded under bars with aria-expanded, or folded under bars with no
//   ARIA that "Expand all sections" opens).
import express from "express";
import {
  type SimState,
  type PostingBehaviour,
  type UploadedFile,
  preamble,
  readForm,
  str,
  h,
  numericCode,
  recaptchaWall,
  verificationMail,
} from "../core";
import {
  type Errors,
  type Vals,
  sfPage,
  signInBody,
  registerBody,
  passcodeBody,
  applyBody,
  section as sectionOf,
  type Folding,
  text,
  textarea,
  select,
  radios,
  VARIANT_APPLY_JS,
  COUNTRIES,
} from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { requiredVariantErrors } from "../variant-forms";
import { sfName, sfValue, successFactorsVariantItems, variantField } from "./variants";

export const SUCCESSFACTORS_HOST = /^career\d*\.successfactors\.(com|eu)$/;
export const WRONG_PASSWORD = "Invalid username or password.";
export const LOCKED = "Your account has been locked because of too many failed sign-in attempts. Use Forgot your password? to reset it.";
export const ACCOUNT_EXISTS = "Account Already Exists. Sign in with this email address or reset your password.";
export const CLOSED = "The job you are trying to apply for is no longer available.";
const LOCK_AFTER = 5;
const DECLINE = "I do not wish to self-identify";
const STATES = ["California", "Illinois", "New York", "Texas", "Washington"];

interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  failures: number;
}
interface Pending {
  account: Account;
  code: string;
  returnTo: string;
}
interface SfSession {
  email?: string;
  pending?: Pending;
}

type Question = [name: string, label: string, kind: "radio" | "textarea", options: string[]];
const questions = (b: PostingBehaviour): Question[] => [
  ["fbjq_question_1", "Are you legally authorized to work in the country where this job is located?", "radio", ["Yes", "No"]],
  ["fbjq_question_2", "Will you now or in the future require sponsorship for employment visa status?", "radio", ["Yes", "No"]],
  ["fbjq_question_3", "Are you at least 18 years of age?", "radio", ["Yes", "No"]],
  ...(b.unanswerableQuestion ? [["fbjq_question_4", "Acme employee referral code", "textarea", []] as Question] : []),
];
const EEO: [string, string, string[]][] = [
  ["tor__fgender", "Gender", ["Female", "Male", DECLINE]],
  [
    "tor__fethnicity",
    "Race/Ethnicity",
    ["Hispanic or Latino", "White", "Black or African American", "Asian", "Two or More Races", DECLINE],
  ],
  [
    "tor__fveteranStatus",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", DECLINE],
  ],
  ["tor__fdisabilityStatus", "Disability Status", ["Yes, I have a disability", "No, I do not have a disability", DECLINE]],
];
const PROFILE: [name: string, label: string, required: boolean][] = [
  ["tor__ffirstName", "First Name", true],
  ["tor__flastName", "Last Name", true],
  ["tor__fcellPhone", "Cell Phone", true],
  ["tor__faddress", "Address", true],
  ["tor__fcity", "City", true],
  ["tor__fzip", "Zip/Postal Code", true],
];
const required = (label: string) => `${label} is a required field.`;
const variantOf = (b: PostingBehaviour): Variant | undefined => (b.variant === undefined ? undefined : variantFor(b.variant));

function sections(b: PostingBehaviour, vals: Vals, e: Errors, resume: UploadedFile | undefined, email: string): string {
  const v = variantOf(b);
  // A variant's page arrives folded on two seeds of three; a refused one shows its errors open.
  const folding: Folding = !v || Object.keys(e).length ? "open" : (["open", "folded-aria", "folded-plain"] as const)[v.seed % 3];
  const section = (id: string, title: string, content: string) => sectionOf(id, title, content, folding);
  const labels: Record<string, string> = v
    ? { tor__ffirstName: v.labels.firstName, tor__flastName: v.labels.lastName, tor__fcellPhone: v.labels.phone }
    : {};
  const fields = PROFILE.map(([n, l, r]) => text(vals, n, labels[n] ?? l, r, e));
  fields.splice(
    2,
    0,
    `<div class="rcmFormField"><span class="fieldLabel">Email</span> <span id="tor__fcontactEmail">${h(email)}</span></div>`,
  );
  fields.splice(6, 0, select(vals, "tor__fstate", "State/Province", STATES, true, e));
  fields.push(select({ tor__fcountry: "United States", ...vals }, "tor__fcountry", "Country/Region", COUNTRIES, true, e));
  return [
    section(
      "myDocuments",
      "My Documents",
      `<div class="rcmFormField attachActions"><label for="49:_file">Resume${resume ? "" : `<span class="required" aria-hidden="true">*</span>`}</label>
<input type="file" id="49:_file" name="resume" accept=".pdf,.doc,.docx,.rtf,.txt"${resume ? "" : ` aria-required="true"`}${e.resume ? ` aria-invalid="true" aria-describedby="resume-error"` : ""}>
${resume ? `<p id="attachedResume">Attached: ${h(resume.filename)}</p>` : ""}${e.resume ? `<span class="fieldError" id="resume-error" role="alert">${h(e.resume)}</span>` : ""}</div>`,
    ),
    section("profileInformation", "Profile Information", fields.join("\n")),
    section(
      "candidateSpecific",
      "Candidate-Specific Information",
      text(vals, "tor__favailableDate", "Available Start Date", true, e, "text", "MM/DD/YYYY"),
    ),
    section(
      "jobSpecific",
      "Job-Specific Information",
      [
        ...(v ? v.order(questions(b), "successfactors-questions") : questions(b)).map(([n, l, kind, opts]) =>
          kind === "radio" ? radios(vals, n, l, opts, true, e) : textarea(vals, n, l, true, e),
        ),
        ...(v ? successFactorsVariantItems(v).map((i) => variantField(vals, i, e)) : []),
      ].join("\n"),
    ),
    section("eeo", "Voluntary Self-Identification", EEO.map(([n, l, opts]) => select(vals, n, l, opts, true, e)).join("\n")),
  ].join("\n");
}

/** mm/dd/yyyy naming a real day. */
function validDate(s: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[3], +m[1] - 1, +m[2]));
  return d.getUTCMonth() === +m[1] - 1 && d.getUTCDate() === +m[2];
}

function validateApplication(b: PostingBehaviour, f: Vals, resume: UploadedFile | undefined): Errors {
  const e: Errors = {};
  if (!resume) e.resume = required("Resume");
  for (const [n, l, r] of PROFILE) if (r && !str(f[n])) e[n] = required(l);
  for (const [n, l] of [
    ["tor__fstate", "State/Province"],
    ["tor__fcountry", "Country/Region"],
  ])
    if (!str(f[n])) e[n] = required(l);
  if (!str(f.tor__favailableDate)) e.tor__favailableDate = required("Available Start Date");
  else if (!validDate(str(f.tor__favailableDate))) e.tor__favailableDate = "Available Start Date: enter a date as MM/DD/YYYY.";
  for (const [n, l] of questions(b)) if (!str(f[n])) e[n] = required(l);
  for (const [n, l] of EEO) if (!str(f[n])) e[n] = required(l);
  // A variant's required questions; a second level only while its first level has the answer.
  const v = variantOf(b);
  if (v)
    Object.assign(
      e,
      requiredVariantErrors(v, f, sfName, (q) => required(q.label), { optionValue: sfValue }),
    );
  return e;
}

function passwordProblems(pw: string, email: string): string[] {
  const bad: string[] = [];
  if (pw.length < 10 || pw.length > 32) bad.push("Password must be between 10 and 32 characters.");
  if (!/[a-z]/.test(pw) || !/[A-Z]/.test(pw)) bad.push("Password must contain upper and lower case letters.");
  if (!/[0-9]/.test(pw) && !/[^A-Za-z0-9\s]/.test(pw)) bad.push("Password must contain a number or a punctuation character.");
  if (/\s|[^\x21-\x7e]/.test(pw)) bad.push("Password must not contain spaces or Unicode characters.");
  if (email && pw.toLowerCase().includes(email.toLowerCase())) bad.push("Password must not contain your email address.");
  return bad;
}

export function successFactorsSite(state: SimState): express.Router {
  const r = express.Router();
  const accounts = new Map<string, Map<string, Account>>(); // company (lower-case) -> e-mail -> account
  const applied = new Map<string, { fields: Vals; files: Record<string, UploadedFile> }>(); // "company|email|job"
  const company = (req: express.Request) => str(req.query.company as string);
  const co = (req: express.Request) => company(req).toLowerCase();
  const jobOf = (req: express.Request) => str((req.query.career_job_req_id ?? req.query.jobId) as string);
  const accountsOf = (req: express.Request) => accounts.get(co(req)) ?? accounts.set(co(req), new Map()).get(co(req))!;
  const sess = (req: express.Request, res: express.Response): SfSession => {
    const all = (state.session(req, res).successfactors ??= {}) as Record<string, SfSession>;
    return (all[co(req)] ??= {});
  };
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const url = (req: express.Request, extra: Record<string, string>) => {
    const q = new URLSearchParams({ company: company(req), career_job_req_id: jobOf(req), ...extra });
    return `/career?${q}`;
  };
  const applyUrl = (req: express.Request) => url(req, { career_ns: "job_application" });
  /** A seeded variant's additions to every page of the posting: the cookie banner, the confirmation script. */
  const variantExtra = (req: express.Request) => {
    const id = jobOf(req),
      v = id ? variantOf(state.postings.get(id)) : undefined;
    return v ? `${v.cookieBanner ? COOKIE_BANNER : ""}<script>${confirmScript(v)}\n${VARIANT_APPLY_JS}</script>` : "";
  };
  const send = (req: express.Request, res: express.Response, title: string, body: string, status = 200, script = "") =>
    res
      .status(status)
      .type("html")
      .send(sfPage(title, company(req), sess(req, res).email ?? null, body, script, variantExtra(req)));
  const closed = (req: express.Request, res: express.Response) =>
    send(
      req,
      res,
      "Job Not Available",
      `<div id="jobErrMsg" class="jobErrMsg" role="alert"><p>${h(CLOSED)}</p></div><p><a href="/career?company=${h(company(req))}">Search all jobs</a></p>`,
    );
  /** The posting's behaviours first: delays, failures, a closed posting. True when answered. */
  const gate = async (req: express.Request, res: express.Response): Promise<boolean> => {
    const id = jobOf(req);
    if (await preamble(state, id, res)) return true;
    if (!id || state.postings.get(id).closed) {
      closed(req, res);
      return true;
    }
    return false;
  };

  const signInPage = (req: express.Request, res: express.Response, e: Errors = {}, username = "", status = 200) =>
    send(
      req,
      res,
      "Sign In",
      signInBody(
        url(req, { career_ns: "job_application", login_ns: "login" }),
        url(req, { career_ns: "job_application", login_ns: "register" }),
        e,
        username,
      ),
      status,
    );
  const registerPage = (req: express.Request, res: express.Response, vals: Vals = {}, e: Errors = {}, status = 200) => {
    const page = registerBody(
      url(req, { career_ns: "job_application", login_ns: "register" }),
      url(req, { career_ns: "job_application", login_ns: "login" }),
      vals,
      e,
      state.postings.get(jobOf(req)).captcha ? recaptchaWall() : "",
    );
    send(req, res, "Create an Account", page.body, status, page.script);
  };

  const listing = async (req: express.Request, res: express.Response) => {
    if (await gate(req, res)) return;
    const b = state.postings.get(jobOf(req));
    const apply = `<a class="btn applyButton" id="__ID__" href="${h(applyUrl(req))}">Apply</a>`;
    send(
      req,
      res,
      `${titleOf(b)} (${jobOf(req)})`,
      `${apply.replace("__ID__", "applyButton_top")}<h1 class="jobTitle">${h(titleOf(b))}</h1>
<div class="jobDescription"><p>Join ${h(company(req))}.</p></div>${apply.replace("__ID__", "applyButton_bottom")}`,
    );
  };

  const application = async (req: express.Request, res: express.Response, vals?: Vals, e: Errors = {}, status = 200) => {
    const s = sess(req, res);
    const b = state.postings.get(jobOf(req));
    const account = accountsOf(req).get(s.email!)!;
    const done = applied.get(`${co(req)}|${s.email}|${jobOf(req)}`);
    if (done)
      return send(
        req,
        res,
        "Job Application",
        `<div class="infoMessage" id="alreadyApplied"><p>You have already applied for this job.</p><p>You can follow it under Jobs Applied.</p></div>`,
      );
    const shown = vals ?? {
      tor__ffirstName: account.firstName,
      tor__flastName: account.lastName,
      ...(account.phone ? { tor__fcellPhone: account.phone } : {}),
      tor__fcountry: account.country,
    };
    send(
      req,
      res,
      `Apply: ${titleOf(b)}`,
      applyBody({
        title: titleOf(b),
        jobId: jobOf(req),
        action: applyUrl(req),
        errors: e,
        sections: sections(b, shown, e, undefined, account.email),
      }),
      status,
    );
  };

  const career = async (req: express.Request, res: express.Response) => {
    const ns = str(req.query.career_ns as string);
    const login = str(req.query.login_ns as string);
    if (ns !== "job_application") return listing(req, res);
    if (await gate(req, res)) return;
    const s = sess(req, res);
    if (s.email && accountsOf(req).has(s.email)) return application(req, res);
    if (login === "register") return registerPage(req, res);
    if (login === "verify" && s.pending)
      return send(
        req,
        res,
        "Verify Your Email",
        passcodeBody(url(req, { career_ns: "job_application", login_ns: "verify" }), s.pending.account.email, {}),
      );
    if (login === "forgot_pwd")
      return send(
        req,
        res,
        "Forgot Password",
        `<h1>Forgot Password</h1><p>Enter your email address to receive a link to reset your password.</p>`,
      );
    signInPage(req, res);
  };
  r.get(["/career", "/careers", "/portalcareer"], async (req, res, next) => {
    if (req.path === "/portalcareer" && req.query.isRedirectToAppSent === "true") return next();
    await career(req, res);
  });
  r.get("/sfcareer/jobreqcareer", (req, res) => res.redirect(302, url(req, { career_ns: "job_listing" })));

  r.get("/portalcareer", (req, res) => {
    const b = state.postings.get(jobOf(req));
    send(
      req,
      res,
      "Application Sent",
      `<div id="applicationSent" class="successMessage"><h1>Your application has been sent.</h1>
<p>Thank you for expressing your interest in ${h(titleOf(b))}. You can follow your application under Jobs Applied.</p>
<a href="/career?company=${h(company(req))}" id="fbja_jobSearch">Back to job listings</a></div>`,
    );
  });

  r.post(["/career", "/careers"], async (req, res) => {
    if (await gate(req, res)) return;
    const { fields: f, files } = await readForm(req);
    const s = sess(req, res);
    const login = str(req.query.login_ns as string);
    const b = state.postings.get(jobOf(req));

    if (s.email && accountsOf(req).has(s.email)) {
      const key = `${co(req)}|${s.email}|${jobOf(req)}`;
      if (applied.has(key)) return res.redirect(303, applyUrl(req));
      const e = validateApplication(b, f, files.resume);
      if (Object.keys(e).length) return application(req, res, f, e, 400);
      applied.set(key, { fields: f, files });
      const { fbqa_apply: _a, ...answers } = f;
      state.record({
        ats: "successfactors",
        tenant: co(req),
        jobId: jobOf(req),
        fields: { ...answers, email: s.email },
        files: { resume: files.resume },
      });
      const q = new URLSearchParams({
        company: company(req),
        career_job_req_id: jobOf(req),
        isRedirectToAppSent: "true",
        isQuickApplyPostLoginRedirect: "true",
      });
      return res.redirect(303, `/portalcareer?${q}`);
    }

    if (login === "register") {
      const email = str(f.fbclc_userName).toLowerCase();
      const e: Errors = {};
      if (!email) e.fbclc_userName = required("Email");
      else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) e.fbclc_userName = "Email: enter a valid email address.";
      else if (accountsOf(req).has(email)) e.fbclc_userName = ACCOUNT_EXISTS;
      if (email && str(f.fbclc_emailConf).toLowerCase() !== email) e.fbclc_emailConf = "The email addresses do not match.";
      const pw = str(f.fbclc_pwd);
      if (!pw) e.fbclc_pwd = required("Choose Password");
      else {
        const bad = passwordProblems(pw, email);
        if (bad.length) e.fbclc_pwd = bad.join(" ");
      }
      if (pw && str(f.fbclc_pwdConf) !== pw) e.fbclc_pwdConf = "The passwords do not match.";
      if (!str(f.fbclc_fName)) e.fbclc_fName = required("First Name");
      if (!str(f.fbclc_lName)) e.fbclc_lName = required("Last Name");
      if (!str(f.fbclc_country)) e.fbclc_country = required("Country/Region of Residence");
      if (!str(f.fbclc_dpcsId)) e.fbclc_dpcsId = "You must read and accept the data privacy statement.";
      if (b.captcha && !str(f["g-recaptcha-response"])) e.captcha = "Please verify that you are not a robot.";
      if (Object.keys(e).length) return registerPage(req, res, { ...f, fbclc_pwd: "", fbclc_pwdConf: "" }, e, 400);
      const account: Account = {
        email,
        password: pw,
        firstName: str(f.fbclc_fName),
        lastName: str(f.fbclc_lName),
        phone: str(f.fbclc_phoneNumber),
        country: str(f.fbclc_country),
        failures: 0,
      };
      if (!b.emailVerification) {
        accountsOf(req).set(email, account);
        s.email = email;
        return res.redirect(303, applyUrl(req));
      }
      s.pending = { account, code: numericCode(), returnTo: applyUrl(req) };
      await state.sendMail(
        verificationMail({
          from: "system@successfactors.com",
          to: email,
          subject: `${company(req)}: your one-time passcode`,
          htmlOnly: b.htmlOnlyMail,
          lines: [
            "Use this one-time passcode to verify your email address and finish creating your candidate account:",
            s.pending.code,
            "The passcode expires in 30 minutes.",
          ],
        }),
      );
      return res.redirect(303, url(req, { career_ns: "job_application", login_ns: "verify" }));
    }

    if (login === "verify" && s.pending) {
      if (str(f.passcode) !== s.pending.code) {
        return send(
          req,
          res,
          "Verify Your Email",
          passcodeBody(url(req, { career_ns: "job_application", login_ns: "verify" }), s.pending.account.email, {
            passcode: "The passcode is not valid. Check it and try again.",
          }),
          400,
        );
      }
      accountsOf(req).set(s.pending.account.email, s.pending.account);
      s.email = s.pending.account.email;
      const back = s.pending.returnTo;
      s.pending = undefined;
      return res.redirect(303, back);
    }

    // Sign In.
    const email = str(f.username).toLowerCase();
    const account = accountsOf(req).get(email);
    if (!email || !str(f.password)) return signInPage(req, res, { _form: "Enter your email address and password." }, email, 400);
    if (account && account.failures >= LOCK_AFTER) return signInPage(req, res, { _form: LOCKED }, email, 400);
    if (!account || account.password !== str(f.password)) {
      if (account) account.failures++;
      return signInPage(req, res, { _form: account && account.failures >= LOCK_AFTER ? LOCKED : WRONG_PASSWORD }, email, 400);
    }
    account.failures = 0;
    s.email = email;
    res.redirect(303, applyUrl(req));
  });
  return r;
}
