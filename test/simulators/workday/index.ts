// Workday simulator: {tenant}.wd{N}.myworkdayjobs.com career sites. Posting → Apply (adventureButton) →
// Apply Manually → Create Account / Sign In (step 1 of the progress bar) → e-mailed verification link
// (on by default) → a six-step wizard → Submit (docs/platforms.md "Workday"). Accounts persist per
// tenant. Server-rendered pages (real Workday is one SPA document with the same markup); the in-page
// behaviour is in client.ts, the markup in pages.ts.
//
// Built from captures (pages saved from live tenants):
// - tmwclaxton/autoapplycv:tests/fixtures/form-extraction/html/web-dupont-wd5-myworkdayjobs-com-applymanually.html@d2f4ddf8c15ac6e298eb8b26e234921de62ba812,
//   with web-visa-wd5-…-usemylastapplication.html,
//   web-keybank-wd5-…-usemylastapplication.html and web-travere-wd1-…-introduceyourself.html at
//   c87d62eddb9d80f3e9c5cdb5ebefa2175489e9a7: the account wall inside `applyFlowPage`
//   (`backToJobPosting`, `jobTitleHeading`, the progress bar `ol[data-automation-id=progressBar]` in
//   "Application Progress" with `progressBarActiveStep`/`InactiveStep` items of two labels, "current
//   step 1 of 8" + "Create Account/Sign In", 6 to 8 steps), `signInContent` with `h3#authViewTitle`,
//   `passwordRulesList`, ONE `form[data-automation-id=signInFormo]` (sic) of name-less inputs
//   (`input-4`…, data-automation-ids `email`, `password`, `verifyPassword`), the consent text behind
//   `createAccountExpandButton` "Read More", `createAccountCheckbox` (aria-checked) in a `formField-`
//   wrapper, the `click_filter` "Create Account" in `noCaptchaWrapper` as the form's only button,
//   `signInLink`, `forgotPasswordLink`, and the beecatcher after the form; the cookie notice
//   `legalNotice` with Decline and Accept Cookies; dropdowns as `button[aria-haspopup=listbox]` whose
//   value is the option's 32-hex id, named "Country United States of America required", beside an
//   undisplayed text input holding the id; the resume drop zone ("Select file").
// - silentashish/huntgry:src/shared/autofill/fixtures/workday-create-account.html (with
//   workday-posting.html, workday-apply-choice.html, workday-signin.html)
//   @61a4c011b2a2997c7a8daafd1c90595d0f5949e5: the posting and the apply choice.
// Described, not captured (the steps behind the account): the huntgry fixtures workday-my-information.html
// and workday-application-questions.html @511272bd41c10682e7e6da4cbbd2190317ea1923, which say they were
// rebuilt from autofill code, and a tenant's selector notes (code search fs:"Workday Tenant Control
// Selectors and Option Variance"): ids without data-automation-id (`source--source`,
// `country--country`, `name--legalName--firstName`, `address--city`, `address--countryRegion`,
// `phoneNumber--phoneType`, `phoneNumber--phoneNumber`), `formField-*` wrappers,
// `candidateIsPreviousWorker` radios, `primaryQuestionnaire--{hash}` per employer question,
// `personalInfoUS--gender|ethnicity|veteranStatus` (options from a sanitized observation found by code
// search fs:"personalInfoUS--hispanicOrLatino": "Not declared", "I DO NOT WISH TO SELF-IDENTIFY"),
// `termsAndConditions--acceptTermsAndAgreements`, `selfIdentifiedDisabilityData--name` and
// `--dateSignedOn-dateSection{Month,Day,Year}-input`, the disability checkboxes.
// Older facts kept (automation projects that drive real Workday sites): buttons act only on trusted
// pointer clicks; inputs are React-controlled (a value set by script without an input event React
// sees is lost: react/react#10135, #11095, #19389); prompts are searchable and nested ("How Did You
// Hear About Us?": a category such as "Career Websites" opens its sites) with option aria-labels
// "checked"/"not checked"; errors are an `errorBanner` "Errors Found (n)" with one `errorMessage` per
// field ("Error: The field City is required and must have a value."); the address fields depend on the
// country; dates are three section spinners that take typed digits and move on when full.
//
// GUESSES:
// - guess: how a step is sent (a form POST of the page's state keyed by id; the live SPA calls its API),
//   the step containers other than `applyFlowMyInfoPage` / `applyFlowPrimaryQuestionsPage`, the
//   `stepHeading`, footer buttons of type submit, and `pageFooterSubmitButton` on Review (one tenant's
//   notes say `pageFooterNextButton` doubles as Submit there).
// - guess: the sign-in view of the account form (no capture: here the same form without Verify New
//   Password and consent), the verify-your-account page and the activation link.
// - guess: the employer's questions as a fieldset whose legend is the question over the picker; which
//   address fields each country gets (here State for the United States only); the ethnicity options.
// - guess: the "How Did You Hear About Us?" prompt as a single-select button (current tenants show a
//   multi-select prompt with a search input and "1 item selected" chips), and no Country Phone Code.
// - guess: the review page's summary, the confirmation (`applicationSubmittedMessage`; one tenant's
//   notes describe a redirect to Candidate Home instead), the e-mail shown read-only on My Information.
// - guess: password rules' error wording; a filled honeypot silently discarding the submission; the
//   session-timeout dialog (a test hook).
import express from "express";
import {
  type SimState,
  type PostingBehaviour,
  preamble,
  readForm,
  str,
  h,
  token,
  verificationMail,
  recaptchaWall,
  type UploadedFile,
} from "../core";
import {
  STEPS,
  type Dropdown,
  type Chrome,
  type PromptTree,
  flat,
  guid,
  labelOfGuid,
  textField,
  dateField,
  dropdown,
  radios,
  checkboxes,
  richText,
  wdPage,
  errorBanner,
  accountPage,
  verifyEmailPage,
  stepPage,
} from "./pages";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type WdItem, workdayVariantItems } from "./variants";
import { experienceSections, validateExperience } from "./experience";

export const WORKDAY_HOST_PATTERN = "*.myworkdayjobs.com";
export const WORKDAY_HOST = /^([a-z0-9-]+)\.wd\d+\.myworkdayjobs\.com$/;
/** wdN.myworkdaysite.com/[locale/]recruiting/{tenant}/{site}/...: the tenant is in the path. */
export const WORKDAY_SITE_HOST_PATTERN = "*.myworkdaysite.com";
export const WORKDAY_SITE_HOST = /^wd\d+\.myworkdaysite\.com$/;

interface Account {
  password: string;
  verified: boolean;
}
interface AppState {
  step: number;
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  submitted: boolean;
  confirmationSeen?: boolean;
}
interface WdSession {
  email?: string;
  pendingEmail?: string;
  bot?: boolean;
  apps: Record<string, AppState>;
}
type Errors = Record<string, string>;

const yesNo = flat(["Yes", "No"]);
/** The employer's questions are `primaryQuestionnaire--{id}` with an opaque id per question (described). */
export const questionId = (name: string) => `primaryQuestionnaire--${guid(`question:${name}`)}`;
const question = (name: string, label: string, options: PromptTree, required: boolean): Dropdown => ({
  id: questionId(name),
  box: guid(`question:${name}`),
  label,
  options,
  required,
  legend: true,
});
const fixedQuestions = (b: PostingBehaviour): Dropdown[] => [
  question("workAuthorization", "Are you legally authorized to work in the country in which this job is located?", yesNo, true),
  question("sponsorship", "Will you now or in the future require sponsorship for employment visa status?", yesNo, true),
  question("over18", "Are you at least 18 years of age?", yesNo, true),
  question("relocate", "Are you willing to relocate?", yesNo, false),
  ...(b.unanswerableQuestion
    ? [question("referralCode", "Which Acme employee referred you? (employee ID)", flat(["E-1001", "E-2002", "E-3003"]), true)]
    : []),
];
/** A variant's employer requires an education entry on odd seeds (experience.ts). */
const educationRequired = (b: PostingBehaviour) => (variantOf(b)?.seed ?? 0) % 2 === 1;
const variantOf = (b: PostingBehaviour) => (b.variant === undefined ? undefined : variantFor(b.variant));
/** The Application Questions step in page order: the employer's questions (employers order them), then a variant's. */
const questions = (b: PostingBehaviour) => {
  const v = variantOf(b);
  return v ? [...v.order(fixedQuestions(b), "workday-questions"), ...workdayVariantItems(v)] : fixedQuestions(b);
};
const sourceDropdown: Dropdown = {
  id: "source--source",
  box: "source",
  label: "How Did You Hear About Us?",
  required: true,
  search: true,
  options: [
    ["Career Websites", flat(["Company Website", "LinkedIn", "Indeed", "Glassdoor"])],
    ["Social Media", flat(["Facebook", "Instagram", "X (Twitter)"])],
    ["Employee Referral", null],
    ["Job Fair", null],
    ["Other", null],
  ],
};
const US_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "District of Columbia",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
];
const USA = "United States of America";
// The address section follows the country (Workday re-renders it); here only the United States has a State.
const stateDropdown: Dropdown = {
  id: "address--countryRegion",
  box: "countryRegion",
  label: "State",
  options: flat(US_STATES),
  required: true,
  dependsOn: `country--country=${USA}`,
};
const countryDropdown: Dropdown = {
  id: "country--country",
  box: "country",
  label: "Country",
  options: flat([USA, "Canada", "United Kingdom"]),
  required: true,
};
const phoneType: Dropdown = {
  id: "phoneNumber--phoneType",
  box: "phoneType",
  label: "Phone Device Type",
  options: flat(["Mobile", "Home", "Work"]),
  required: true,
};
// `personalInfoUS--*` (described); the gender, Hispanic/Latino and veteran options as a tenant's
// sanitized observation lists them, the ethnicity options as another tenant's notes word them (GUESS
// at the full lists).
const DECLINE = "I do not wish to self-identify";
const disclosures: Dropdown[] = [
  { id: "personalInfoUS--gender", box: "gender", label: "Gender", options: flat(["Female", "Male", "Not declared"]), required: true },
  {
    id: "personalInfoUS--hispanicOrLatino",
    box: "hispanicOrLatino",
    label: "Are you Hispanic or Latino?",
    options: yesNo,
    required: false,
  },
  {
    id: "personalInfoUS--ethnicity",
    box: "ethnicity",
    label: "Please select the ethnicity which most accurately describes how you identify yourself",
    options: flat([
      "American Indian or Alaska Native (United States of America)",
      "Asian (Not Hispanic or Latino) (United States of America)",
      "Black or African American (United States of America)",
      "White (Not Hispanic or Latino) (United States of America)",
      "Two or More Races (United States of America)",
      DECLINE,
    ]),
    required: true,
  },
  {
    id: "personalInfoUS--veteranStatus",
    box: "veteranStatus",
    label: "Veteran Status",
    options: flat([
      "I AM NOT A VETERAN",
      "I IDENTIFY AS ONE OR MORE OF THE CLASSIFICATIONS OF PROTECTED VETERANS",
      "I DO NOT WISH TO SELF-IDENTIFY",
    ]),
    required: true,
  },
];
const TERMS = "termsAndConditions--acceptTermsAndAgreements";
const disability: [string, string][] = [
  ["yes", "Yes, I have a disability (or previously had a disability)"],
  ["no", "No, I do not have a disability and have not had one in the past"],
  ["decline", "I do not want to answer"],
];
export const WD_FIELDS = {
  firstName: "name--legalName--firstName",
  lastName: "name--legalName--lastName",
  addressLine1: "address--addressLine1",
  city: "address--city",
  postalCode: "address--postalCode",
  phone: "phoneNumber--phoneNumber",
  signerName: "selfIdentifiedDisabilityData--name",
  dateSigned: "selfIdentifiedDisabilityData--dateSignedOn",
  disability: "selfIdentifiedDisabilityData--disabilityStatus",
} as const;
const required = (label: string) => `Error: The field ${label} is required and must have a value.`;
const PASSWORD_RULE =
  "Error: Password must contain at least 8 characters, an uppercase letter, a lowercase letter, a numeric character and a special character.";

function myInformation(b: PostingBehaviour, vals: Record<string, string | string[]>, email: string, e: Errors): string {
  const v = variantOf(b);
  const l = v?.labels;
  return `${dropdown(vals, sourceDropdown, e)}
${radios(
  vals,
  "candidateIsPreviousWorker",
  "candidateIsPreviousWorker",
  "Have you previously worked for Acme?",
  [
    ["true", "Yes"],
    ["false", "No"],
  ],
  e,
)}
${dropdown({ "country--country": USA, ...vals }, countryDropdown, e)}
${textField(vals, "legalName--firstName", WD_FIELDS.firstName, l?.firstName ?? "First Name", true, e)}${textField(vals, "legalName--lastName", WD_FIELDS.lastName, l?.lastName ?? "Last Name", true, e)}
${textField(vals, "addressLine1", WD_FIELDS.addressLine1, "Address Line 1", true, e)}${textField(vals, "city", WD_FIELDS.city, "City", true, e)}
${dropdown(vals, stateDropdown, e)}${textField(vals, "postalCode", WD_FIELDS.postalCode, "Postal Code", true, e)}
<div data-automation-id="formField-email" class="wd-field"><label>Email Address</label><span data-automation-id="email">${h(email)}</span></div>
${dropdown(vals, phoneType, e)}${textField(vals, "phoneNumber", WD_FIELDS.phone, l?.phone ?? "Phone Number", true, e, { type: "tel" })}`;
}

function stepContent(
  i: number,
  b: PostingBehaviour,
  vals: Record<string, string | string[]>,
  email: string,
  e: Errors,
): { html: string; multipart?: boolean } {
  switch (STEPS[i]) {
    case "My Information":
      return { html: myInformation(b, vals, email, e) };
    case "My Experience":
      // Captured on a talent-community page: the "Resume/CV" heading, the drop zone and "Select file".
      return {
        multipart: true,
        html: `${experienceSections(vals, educationRequired(b), e)}
<h3>Resume/CV</h3><div data-automation-id="formField-resume" class="wd-field"><label for="resume">Upload either DOC, DOCX, HTML, PDF, or TXT file types (5MB max)<abbr title="required" aria-hidden="true">*</abbr></label>
<div data-automation-id="resumeUpload"><div data-automation-id="file-upload-drop-zone">Drop file here or <button type="button" data-automation-id="select-files">Select file</button></div>
<input type="file" id="resume" name="resume" data-automation-id="file-upload-input-ref" aria-required="true" style="opacity:0;position:absolute;width:1px;height:1px"></div>
<div data-automation-id="file-upload-successful" hidden>Successfully Uploaded! <span data-automation-id="file-upload-item-name"></span></div>${e.resume ? `<p data-automation-id="errorMessage">${h(e.resume)}</p>` : ""}</div>
${textField(vals, "linkedinQuestion", "linkedinQuestion", "LinkedIn", false, e)}`,
      };
    case "Application Questions":
      return {
        html: questions(b)
          .map((q) => renderQuestion(vals, q, e))
          .join("\n"),
      };
    case "Voluntary Disclosures":
      return {
        html: `${disclosures.map((d) => dropdown(vals, d, e)).join("\n")}
${checkboxes(vals, "acceptTermsAndAgreements", TERMS, null, [["true", "Yes, I have read and consent to the terms and conditions"]], true, e)}`,
      };
    case "Self Identify":
      return {
        html: `${richText("paragraph", "Voluntary Self-Identification of Disability (Form CC-305)")}${textField(vals, "name", WD_FIELDS.signerName, "Name", true, e)}
${dateField(vals, "dateSignedOn", WD_FIELDS.dateSigned, "Date", true, e)}
${checkboxes(vals, "disabilityStatus", WD_FIELDS.disability, "Please check one of the boxes below", disability, true, e)}`,
      };
    default:
      return {
        html: `<div data-automation-id="reviewSummary">${Object.entries(vals)
          .filter(([k]) => !k.startsWith("_"))
          .map(
            ([k, x]) =>
              `<div data-automation-id="review-${h(k)}"><span class="label">${h(k)}</span>: <span class="value">${h([x].flat().join(", "))}</span></div>`,
          )
          .join("")}</div>
${b.captcha ? recaptchaWall() : ""}`,
      };
  }
}

function renderQuestion(vals: Record<string, string | string[]>, q: Dropdown | WdItem, e: Errors): string {
  if (!("type" in q)) return dropdown(vals, q, e);
  if (q.type === "display") return richText(q.kind, q.text);
  const shown = q.dependsOn ? ` data-wd-depends="${h(q.dependsOn)}"` : "";
  const opts = q.options.map((o): [string, string] => [o, o]);
  if (q.kind === "picker")
    return dropdown(
      vals,
      { id: q.id, box: q.box, label: q.label, options: flat(q.options), required: q.required, legend: true, dependsOn: q.dependsOn },
      e,
    );
  const html =
    q.kind === "radio"
      ? radios(vals, q.box, q.id, q.label, opts, e, q.required)
      : q.kind === "checkboxes"
        ? checkboxes(vals, q.box, q.id, q.label, opts, q.required, e)
        : checkboxes(vals, q.box, q.id, null, [["true", q.label]], q.required, e);
  return shown ? html.replace(/^<(\w+)/, `<$1${shown}`) : html;
}
/** MM/DD/YYYY naming a day of the calendar (02/30 is not one). */
function validDate(s: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[3], +m[1] - 1, +m[2]));
  return d.getUTCMonth() === +m[1] - 1 && d.getUTCDate() === +m[2];
}

function validate(
  i: number,
  b: PostingBehaviour,
  f: Record<string, string | string[]>,
  files: Record<string, UploadedFile>,
  app: AppState,
): Errors {
  const errs: Errors = {};
  const need = (name: string, label: string) => {
    if (!str(f[name])) errs[name] = required(label);
  };
  const v = variantOf(b);
  switch (STEPS[i]) {
    case "My Information":
      need("source--source", "How Did You Hear About Us?");
      need("candidateIsPreviousWorker", "Have you previously worked for Acme?");
      need("country--country", "Country");
      need(WD_FIELDS.firstName, v?.labels.firstName ?? "First Name");
      need(WD_FIELDS.lastName, v?.labels.lastName ?? "Last Name");
      need(WD_FIELDS.addressLine1, "Address Line 1");
      need(WD_FIELDS.city, "City");
      if (str(f["country--country"]) === USA) need("address--countryRegion", "State");
      need(WD_FIELDS.postalCode, "Postal Code");
      need("phoneNumber--phoneType", "Phone Device Type");
      need(WD_FIELDS.phone, v?.labels.phone ?? "Phone Number");
      break;
    case "My Experience":
      validateExperience(f, educationRequired(b), errs, required);
      if (!files.resume && !app.files.resume) errs.resume = required("Resume/CV");
      break;
    case "Application Questions":
      for (const q of questions(b)) {
        if ("type" in q && q.type === "display") continue;
        if (!q.required) continue;
        const dep = q.dependsOn;
        if (dep) {
          const at = dep.indexOf("=");
          if (![f[dep.slice(0, at)] ?? []].flat().includes(dep.slice(at + 1))) continue;
        }
        need(q.id, q.label);
      }
      break;
    case "Voluntary Disclosures":
      for (const d of disclosures) if (d.required) need(d.id, d.label);
      need(TERMS, "Terms and Conditions");
      break;
    case "Self Identify":
      need(WD_FIELDS.signerName, "Name");
      need(WD_FIELDS.disability, "Please check one of the boxes below");
      if (!str(f[WD_FIELDS.dateSigned])) errs[WD_FIELDS.dateSigned] = required("Date");
      else if (!validDate(str(f[WD_FIELDS.dateSigned])))
        errs[WD_FIELDS.dateSigned] = "Error: Date must be a valid date in the format MM/DD/YYYY.";
      break;
    default:
      if (b.captcha && !str(f["g-recaptcha-response"])) errs.captcha = "Please verify that you are not a robot.";
  }
  return errs;
}

/** A posted step with the dropdowns' option ids turned back into their labels. */
const labelled = (f: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(f).map(([k, x]) => [k, Array.isArray(x) ? x.map(labelOfGuid) : labelOfGuid(x)]));

/** The career-site pages; mounted at "/" on {tenant}.wdN.myworkdayjobs.com and at /recruiting/{tenant} on wdN.myworkdaysite.com. */
function careerSite(
  state: SimState,
  accounts: Map<string, Map<string, Account>>,
  activations: Map<string, { tenant: string; email: string; returnTo: string }>,
): express.Router {
  const r = express.Router({ mergeParams: true });
  const tenantOf = (req: express.Request) => (req.params as Record<string, string>).tenant ?? WORKDAY_HOST.exec(req.hostname)![1];
  const full = (req: express.Request) => req.baseUrl + req.path;
  const accountsOf = (tenant: string) => accounts.get(tenant) ?? accounts.set(tenant, new Map()).get(tenant)!;
  const wd = (req: express.Request, res: express.Response) => {
    const s = state.session(req, res);
    return (s.workday ??= { apps: {} }) as WdSession;
  };
  // The cookie notice shows until the visitor answers it (a cookie of the browser, not of the session).
  const chromeOf = (req: express.Request, extra: Partial<Chrome> = {}): Chrome => ({
    legalNotice: !/(?:^|;\s*)wdLegalNotice=/.test(req.headers.cookie ?? ""),
    ...extra,
  });
  const reqIdOf = (slug: string) => slug.slice(slug.lastIndexOf("_") + 1);
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const closedPage = (req: express.Request) =>
    wdPage(
      "Page not found",
      `<div data-automation-id="jobPostingError"><h2>The page you are looking for doesn't exist.</h2><p>This job posting is no longer available.</p></div>`,
      chromeOf(req),
    );

  // CXS API (the career site's own JSON API): search and posting detail.
  r.post("/wday/cxs/:tenant/:site/jobs", (req, res) => {
    res.json({
      total: 1,
      jobPostings: [
        {
          title: "Software Engineer",
          externalPath: "/job/New-York-NY/Software-Engineer_R-4012",
          locationsText: "New York, NY",
          postedOn: "Posted Today",
          bulletFields: ["R-4012"],
        },
      ],
    });
  });
  r.get("/wday/cxs/:tenant/:site/job/:location/:slug", (req, res) => {
    const id = reqIdOf(req.params.slug),
      b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ errorCode: "NOT_FOUND", message: "The job posting could not be found" });
    res.json({
      jobPostingInfo: {
        id,
        title: titleOf(b),
        jobReqId: id,
        location: req.params.location.replace(/-/g, " "),
        canApply: true,
        externalUrl: `https://${req.hostname}/${req.params.site}/job/${req.params.location}/${req.params.slug}`,
      },
    });
  });

  r.get("/:site", (req, res) => {
    res
      .type("html")
      .send(
        wdPage(
          "Careers",
          `<ul data-automation-id="jobResults"><li><a data-automation-id="jobTitle" href="${h(req.baseUrl)}/${h(req.params.site)}/job/New-York-NY/Software-Engineer_R-4012">Software Engineer</a></li></ul>`,
          chromeOf(req),
        ),
      );
  });

  r.get("/:site/activate/:token", (req, res) => {
    const a = activations.get(req.params.token);
    if (!a)
      return res
        .status(404)
        .type("html")
        .send(wdPage("Invalid link", `<p data-automation-id="errorMessage">This link is invalid or has expired.</p>`, chromeOf(req)));
    const account = accountsOf(a.tenant).get(a.email);
    if (account) account.verified = true;
    activations.delete(req.params.token);
    const s = wd(req, res);
    if (s.pendingEmail === a.email) {
      s.email = a.email;
      s.pendingEmail = undefined;
      return res.redirect(303, a.returnTo);
    }
    res
      .type("html")
      .send(
        wdPage(
          "Account verified",
          `<p data-automation-id="verifiedMessage">Your account has been verified. You can now sign in.</p><a href="${h(a.returnTo)}?mode=signin">Sign In</a>`,
          chromeOf(req),
        ),
      );
  });

  r.get("/:site/job/:location/:slug", async (req, res) => {
    const id = reqIdOf(req.params.slug);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).type("html").send(closedPage(req));
    res.type("html").send(
      wdPage(
        titleOf(b),
        `<h2 data-automation-id="jobPostingHeader">${h(titleOf(b))}</h2><div data-automation-id="locations">${h(req.params.location.replace(/-/g, " "))}</div>
<div data-automation-id="requisitionId">${h(id)}</div><div data-automation-id="jobPostingDescription"><p>Join ${h(tenantOf(req))}.</p></div>
<a role="button" data-automation-id="adventureButton" href="${h(full(req).replace(/\/$/, ""))}/apply">Apply</a>`,
        chromeOf(req),
      ),
    );
  });

  r.get("/:site/job/:location/:slug/apply", async (req, res) => {
    const id = reqIdOf(req.params.slug);
    if (await preamble(state, id, res)) return;
    if (state.postings.get(id).closed) return res.status(404).type("html").send(closedPage(req));
    const base = full(req).replace(/\/$/, "");
    res.type("html").send(
      wdPage(
        "Start Your Application",
        `<div data-automation-id="applyAdventurePage"><h2 data-automation-id="headingText">Start Your Application</h2>
<a role="button" data-automation-id="autofillWithResume" href="${h(base)}/autofillWithResume">Autofill with Resume</a>
<a role="button" data-automation-id="applyManually" href="${h(base)}/applyManually">Apply Manually</a>
<a role="button" data-automation-id="useMyLastApplication" href="${h(base)}/useMyLastApplication">Use My Last Application</a></div>`,
        chromeOf(req),
      ),
    );
  });
  // The other two ways in lead to the same wizard here.
  r.get(["/:site/job/:location/:slug/apply/autofillWithResume", "/:site/job/:location/:slug/apply/useMyLastApplication"], (req, res) => {
    res.redirect(303, full(req).replace(/\/(autofillWithResume|useMyLastApplication)$/, "/applyManually"));
  });

  const flow = async (req: express.Request, res: express.Response) => {
    const id = reqIdOf(req.params.slug as string);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).type("html").send(closedPage(req));
    const tenant = tenantOf(req),
      s = wd(req, res),
      here = full(req),
      v = variantOf(b);
    // A variant adds its cookie banner and its confirmation (../variants.ts) to the wizard's pages.
    const chrome = chromeOf(req, v ? { extra: `${v.cookieBanner ? COOKIE_BANNER : ""}<script>${confirmScript(v)}</script>` } : {});
    const post = req.method === "POST" ? await readForm(req) : null;
    const f = labelled(post?.fields ?? {});
    if (str(f.website)) s.bot = true; // the beecatcher honeypot
    const send = (html: string, status = 200) => res.status(status).type("html").send(html);

    if (!s.email) {
      const action = str(f._action),
        email = str(f.email).toLowerCase(),
        password = str(f.password);
      const known = accountsOf(tenant);
      if (action === "createAccount") {
        const errs: string[] = [];
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errs.push("Error: Enter a valid email address.");
        if (known.has(email)) errs.push("Error: An account already exists with this email address. Sign in instead.");
        if (
          password.length < 8 ||
          !/[A-Z]/.test(password) ||
          !/[a-z]/.test(password) ||
          !/\d/.test(password) ||
          !/[^A-Za-z0-9]/.test(password)
        )
          errs.push(PASSWORD_RULE);
        if (password !== str(f.verifyPassword)) errs.push("Error: The passwords do not match.");
        if (str(f.createAccountCheckbox) !== "true") errs.push(required("Yes, I have read and consent to the terms and conditions"));
        if (errs.length) return send(accountPage(titleOf(b), "create", errs, f, chrome), 400);
        const verify = b.emailVerification !== false;
        known.set(email, { password, verified: !verify });
        if (!verify) {
          s.email = email;
          return res.redirect(303, here);
        }
        const t = token();
        activations.set(t, { tenant, email, returnTo: here });
        s.pendingEmail = email;
        const link = `${req.protocol}://${req.hostname}${req.baseUrl}/${req.params.site}/activate/${t}`;
        await state.sendMail(
          verificationMail({
            from: `${tenant}@myworkday.com`,
            to: email,
            subject: `Verify your candidate account for ${tenant}`,
            htmlOnly: b.htmlOnlyMail,
            link,
            lines: [
              "Thank you for creating a candidate account.",
              "Please verify your email address by clicking the link below:",
              link,
              "This link expires in 24 hours.",
            ],
          }),
        );
        return send(verifyEmailPage(email, chrome));
      }
      if (action === "signIn") {
        const account = known.get(email);
        if (!account || account.password !== password)
          return send(accountPage(titleOf(b), "signIn", ["Error: Wrong email address or password."], f, chrome), 400);
        if (!account.verified)
          return send(
            accountPage(
              titleOf(b),
              "signIn",
              ["Error: Your account has not been verified. Check your email for the verification link."],
              f,
              chrome,
            ),
            400,
          );
        s.email = email;
        return res.redirect(303, here);
      }
      if (s.pendingEmail && req.query.mode !== "signin") return send(verifyEmailPage(s.pendingEmail, chrome));
      return send(accountPage(titleOf(b), req.query.mode === "signin" ? "signIn" : "create", [], {}, chrome));
    }

    const app = (s.apps[id] ??= { step: 0, fields: {}, files: {}, submitted: false });
    if (app.submitted) {
      const first = !app.confirmationSeen;
      app.confirmationSeen = true;
      return send(submittedPage(titleOf(b), first, chrome));
    }
    const show = (errs: Errors, status = 200) => {
      const c = stepContent(app.step, b, app.fields, s.email!, errs);
      const onReview = STEPS[app.step] === "Review";
      return send(
        stepPage(
          titleOf(b),
          app.step,
          c.html,
          Object.values(errs),
          { ...chrome, sessionDialog: onReview && !!b.sessionWarning && status === 200 },
          c.multipart,
        ),
        status,
      );
    };
    if (post) {
      const step = Number(str(f._step));
      if (step !== app.step) return res.redirect(303, here); // a stale page: show the current step
      if (str(f._action) === "back") {
        app.step = Math.max(0, app.step - 1);
        return res.redirect(303, here);
      }
      const errs = validate(app.step, b, f, post.files, app);
      for (const [k, x] of Object.entries(f)) if (!k.startsWith("_") && k !== "website" && k !== "g-recaptcha-response") app.fields[k] = x;
      Object.assign(app.files, post.files);
      if (Object.keys(errs).length) return show(errs, 400);
      if (app.step < STEPS.length - 1) {
        app.step += 1;
        return res.redirect(303, here);
      }
      app.submitted = true;
      // A filled honeypot: the page says submitted, the employer never sees the application.
      if (!s.bot)
        state.record({ ats: "workday", tenant, jobId: id, fields: { ...app.fields, email: s.email }, files: app.files, bot: false });
      // A variant's page sent it by fetch and shows the confirmation itself.
      if (req.headers["x-wd-fetch"]) return res.json({ ok: true });
      return res.redirect(303, here);
    }
    show({});
  };
  r.get("/:site/job/:location/:slug/apply/applyManually", flow);
  r.post("/:site/job/:location/:slug/apply/applyManually", flow);
  return r;
}

export function workdaySite(state: SimState): express.Router {
  const accounts = new Map<string, Map<string, Account>>(); // tenant -> email -> account
  const activations = new Map<string, { tenant: string; email: string; returnTo: string }>();
  const site = careerSite(state, accounts, activations);
  const r = express.Router();
  // An optional locale segment ({tenant}.wd5.myworkdayjobs.com/en-US/{site}/...) serves the same pages.
  r.use((req, _res, next) => {
    const m = /^\/[a-z]{2}-[A-Z]{2}(\/.+)$/.exec(req.url);
    if (m) req.url = m[1];
    next();
  });

  r.use((req, res, next) => (WORKDAY_SITE_HOST.test(req.hostname) ? next() : site(req, res, next)));
  r.use("/recruiting/:tenant", site);
  return r;
}

function submittedPage(title: string, justNow: boolean, chrome: Chrome): string {
  return wdPage(
    "Application Submitted",
    `<div data-automation-id="applicationSubmittedMessage" role="dialog"><h2>Application Submitted</h2>
<p>${justNow ? "" : "You have already applied for this job. "}Thanks for applying for ${h(title)}. You can track your application on your candidate home page.</p></div>${errorBanner([])}`,
    chrome,
  );
}
