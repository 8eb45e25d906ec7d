// Workday simulator: {tenant}.wd{N}.myworkdayjobs.com career sites. Posting → Apply (adventureButton) →
// Apply Manually → Create Account / Sign In → e-mailed verification link (on by default) → a six-step
// wizard → Submit (docs/platforms.md "Workday"). Accounts persist per tenant. Server-rendered pages (real Workday is one SPA
// document with the same automation ids); the in-page behaviour is in workday-client.ts.
//
// Facts and their sources (public automation projects that drive real Workday sites, found through the
// code/pages search of this project's research tools; repository names as they were found):
// - ids `adventureButton`, `applyManually`, `autofillWithResume`, `useMyLastApplication`,
//   `legalNameSection_firstName|_lastName`, `addressSection_addressLine1|_city|_postalCode|_countryRegion`,
//   `phone-device-type`, `phone-number`, `email`, `password`, `verifyPassword`, `createAccountCheckbox`,
//   `createAccountLink`, `bottom-navigation-next-button`: raghuboosetty/workday (workday.py, Selenium);
//   `pageFooterNextButton` ("Save and Continue"), `pageFooterSubmitButton`, `file-upload-input-ref`,
//   `select-files`, `errorBanner`, `agreementCheckbox`, `formField-{name}` wrappers: several independent
//   autofill projects' notes (selector tables cross-checked on 2-4 repositories, ubangura/
//   Workday-Application-Automator among them).
// - The account buttons: `<div role=button data-automation-id="click_filter" aria-label="Sign In">` over
//   an aria-hidden `<button type=submit data-automation-id="signInSubmitButton" tabindex=-2>`; the
//   covered button is not clickable, the filter needs a real pointer (raghuboosetty/workday clicks
//   `div[role=button][aria-label='Create Account'][data-automation-id='click_filter']`; projects' notes
//   report `.click()` on the button intercepted forever and script clicks not acting).
// - Progress list with screen-reader text "current step N of M" / "completed step N of M", the name run
//   straight after it ("current step 1 of 6My Information"); steps My Information, My Experience,
//   Application Questions, Voluntary Disclosures, Self Identify, Review (several projects' tests).
//   Some tenants count the account page as step 1; this one does not (a choice, both are seen).
// - Dropdowns: `button[type=button][aria-haspopup=listbox]` whose accessible name is the label plus
//   the state ("Country United States of America Required", "State Select One Required"); its
//   question is its `<label for>`; a zero-size text input beside it holds the value; a body-portal
//   `wd-popup` listbox of `promptOption` items (`data-automation-label`), closed by an outside press.
//   "How Did You Hear About Us?" is searchable and nested (a category such as "Career Websites" opens
//   its sites); option aria-labels carry "checked"/"not checked" (live notes of an automation project).
// - Inputs are React-controlled (Canvas Kit is React): a value set by script without an input event
//   React sees is lost (react/react#10135, #11095, #19389: the value tracker dedupes change events).
// - Honeypot: `input[name=website][data-automation-id=beecatcher]` in a 1 x 0.01 px box labelled
//   "Enter website. This input is for robots only, do not enter if you're human." (live notes); a filled
//   one makes the submission silently discarded (GUESS at the consequence; the page still says
//   "Application Submitted").
// - Cookie notice with `legalNoticeAcceptButton` ("present on most Workday career sites", several
//   projects dismiss it because it intercepts clicks). Its look (a bottom sheet over the pinned footer)
//   is a GUESS.
// - Errors: an `errorBanner` "Errors Found (n)" with one `errorMessage` per field ("Error: The field
//   City is required and must have a value."), the field `aria-invalid` and described by its message.
// - The address fields depend on the country ("Country-Dependent Questions - selecting a country
//   dynamically loads new fields", an autofill project's Workday guide); which field each country gets
//   is a GUESS (here: State for the United States only).
// - Self Identify (the CC-305 disability form) asks the name and the date.
// - Dates are asked in sections: `dateSectionMonth-input`, `dateSectionDay-input`,
//   `dateSectionYear-input` text spinners inside the field's `formField-*` wrapper (MM and YYYY only
//   for work-history dates), with `dateSection*-display` twins and a calendar button; several
//   automation projects found by the code search fs:"dateSectionMonth-input" type the digits into the
//   month section and let the widget advance by itself, and one notes that a value written by script
//   leaves the field "Invalid Date" while it reads back right. Here each section takes typed digits,
//   moves on when full, and puts back what a script wrote on blur (workday-client.ts). The display
//   twins are left out, and the exact moment the widget advances is a GUESS.
// - Password rules: at least 8 characters with upper- and lower-case letters, a digit and a special
//   character (the message Workday sites commonly show; GUESS at the exact wording).
// - A session-timeout dialog covering the page (`sessionWarning` behaviour, a test hook) is a GUESS.
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
} from "./core";
import {
  STEPS,
  type Dropdown,
  type Chrome,
  flat,
  textField,
  dateField,
  dropdown,
  radios,
  wdPage,
  errorBanner,
  createAccountPage,
  signInPage,
  verifyEmailPage,
  stepPage,
  honeypot,
} from "./workday-pages";

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
const questions = (b: PostingBehaviour): Dropdown[] => [
  {
    name: "question_workAuthorization",
    label: "Are you legally authorized to work in the country in which this job is located?",
    options: yesNo,
    required: true,
  },
  {
    name: "question_sponsorship",
    label: "Will you now or in the future require sponsorship for employment visa status?",
    options: yesNo,
    required: true,
  },
  { name: "question_over18", label: "Are you at least 18 years of age?", options: yesNo, required: true },
  { name: "question_relocate", label: "Are you willing to relocate?", options: yesNo, required: false },
  ...(b.unanswerableQuestion
    ? [
        {
          name: "question_referralCode",
          label: "Which Acme employee referred you? (employee ID)",
          options: flat(["E-1001", "E-2002", "E-3003"]),
          required: true,
        },
      ]
    : []),
];
const sourceDropdown: Dropdown = {
  name: "source",
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
  name: "addressSection_countryRegion",
  label: "State",
  options: flat(US_STATES),
  required: true,
  dependsOn: `countryDropdown=${USA}`,
};
const countryDropdown: Dropdown = {
  name: "countryDropdown",
  label: "Country",
  options: flat(["United States of America", "Canada", "United Kingdom"]),
  required: true,
};
const phoneType: Dropdown = {
  name: "phone-device-type",
  label: "Phone Device Type",
  options: flat(["Mobile", "Home", "Work"]),
  required: true,
};
const disclosures: Dropdown[] = [
  { name: "gender", label: "Gender", options: flat(["Male", "Female", "I do not wish to answer"]), required: true },
  {
    name: "ethnicityDropdown",
    label: "Ethnicity",
    options: flat(["Hispanic or Latino", "White", "Black or African American", "Asian", "I do not wish to answer"]),
    required: true,
  },
  {
    name: "veteranStatus",
    label: "Veteran Status",
    options: flat([
      "I am not a protected veteran",
      "I identify as one or more of the classifications of protected veteran",
      "I do not wish to answer",
    ]),
    required: true,
  },
];
const disability: [string, string][] = [
  ["yes", "Yes, I have a disability (or previously had a disability)"],
  ["no", "No, I do not have a disability and have not had one in the past"],
  ["decline", "I do not want to answer"],
];
const required = (label: string) => `Error: The field ${label} is required and must have a value.`;
const PASSWORD_RULE =
  "Error: Password must contain at least 8 characters, an uppercase letter, a lowercase letter, a numeric character and a special character.";

function stepContent(
  i: number,
  b: PostingBehaviour,
  vals: Record<string, string | string[]>,
  email: string,
  e: Errors,
): { html: string; multipart?: boolean } {
  switch (STEPS[i]) {
    case "My Information":
      return {
        html: `${dropdown(vals, sourceDropdown, e)}
${radios(
  vals,
  "candidateIsPreviousWorker",
  "Have you previously worked for this company?",
  [
    ["true", "Yes"],
    ["false", "No"],
  ],
  e,
)}
${dropdown({ countryDropdown: USA, ...vals }, countryDropdown, e)}
${textField(vals, "legalNameSection_firstName", "First Name", true, e)}${textField(vals, "legalNameSection_lastName", "Last Name", true, e)}
${textField(vals, "addressSection_addressLine1", "Address Line 1", true, e)}${textField(vals, "addressSection_city", "City", true, e)}
${dropdown(vals, stateDropdown, e)}${textField(vals, "addressSection_postalCode", "Postal Code", true, e)}
<div class="wd-field"><label>Email Address</label><span data-automation-id="email">${h(email)}</span></div>
${dropdown(vals, phoneType, e)}${textField(vals, "phone-number", "Phone Number", true, e, "tel")}${honeypot}`,
      };
    case "My Experience":
      return {
        multipart: true,
        html: `<div data-automation-id="formField-resume" class="wd-field"><h4>Resume/CV</h4><label for="resume">Upload a file (5MB max)<abbr title="required" aria-hidden="true">*</abbr></label>
<div data-automation-id="file-upload-drop-zone"><input type="file" id="resume" name="resume" data-automation-id="file-upload-input-ref" aria-required="true" style="opacity:0;position:absolute;width:1px;height:1px">
<button type="button" data-automation-id="select-files">Select files</button></div>
<div data-automation-id="file-upload-successful" hidden>Successfully Uploaded! <span data-automation-id="file-upload-item-name"></span></div>${e.resume ? `<p data-automation-id="errorMessage">${h(e.resume)}</p>` : ""}</div>
${textField(vals, "linkedinQuestion", "LinkedIn", false, e)}`,
      };
    case "Application Questions":
      return {
        html: questions(b)
          .map((q) => dropdown(vals, q, e))
          .join("\n"),
      };
    case "Voluntary Disclosures":
      return {
        html: `${disclosures.map((d) => dropdown(vals, d, e)).join("\n")}
<div data-automation-id="formField-agreementCheckbox" class="wd-field"><label><input type="checkbox" name="agreementCheckbox" data-automation-id="agreementCheckbox" value="true" aria-required="true"${vals.agreementCheckbox ? " checked" : ""}> I consent to the use of my information as described above<abbr title="required" aria-hidden="true">*</abbr></label></div>`,
      };
    case "Self Identify":
      return {
        html: `<p>Voluntary Self-Identification of Disability (Form CC-305)</p>${textField(vals, "name", "Name", true, e)}
${dateField(vals, "dateSignedOn", "Date", true, e)}
${radios(vals, "disabilityStatus", "Please check one of the boxes below", disability, e)}`,
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
  switch (STEPS[i]) {
    case "My Information":
      need("source", "How Did You Hear About Us?");
      need("candidateIsPreviousWorker", "Have you previously worked for this company?");
      need("countryDropdown", "Country");
      need("legalNameSection_firstName", "First Name");
      need("legalNameSection_lastName", "Last Name");
      need("addressSection_addressLine1", "Address Line 1");
      need("addressSection_city", "City");
      if (str(f.countryDropdown) === USA) need("addressSection_countryRegion", "State");
      need("addressSection_postalCode", "Postal Code");
      need("phone-device-type", "Phone Device Type");
      need("phone-number", "Phone Number");
      break;
    case "My Experience":
      if (!files.resume && !app.files.resume) errs.resume = required("Resume/CV");
      break;
    case "Application Questions":
      for (const q of questions(b)) if (q.required) need(q.name, q.label);
      break;
    case "Voluntary Disclosures":
      for (const d of disclosures) need(d.name, d.label);
      if (!str(f.agreementCheckbox)) errs.agreementCheckbox = required("I consent to the use of my information");
      break;
    case "Self Identify":
      need("name", "Name");
      need("disabilityStatus", "Please check one of the boxes below");
      if (!str(f.dateSignedOn)) errs.dateSignedOn = required("Date");
      else if (!validDate(str(f.dateSignedOn))) errs.dateSignedOn = "Error: Date must be a valid date in the format MM/DD/YYYY.";
      break;
    default:
      if (b.captcha && !str(f["g-recaptcha-response"])) errs.captcha = "Please verify that you are not a robot.";
  }
  return errs;
}

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
      chrome = chromeOf(req);
    const post = req.method === "POST" ? await readForm(req) : null;
    const f = post?.fields ?? {};
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
        if (errs.length) return send(createAccountPage(errs, f, chrome), 400);
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
        if (!account || account.password !== password) return send(signInPage(["Error: Wrong email address or password."], f, chrome), 400);
        if (!account.verified)
          return send(
            signInPage(["Error: Your account has not been verified. Check your email for the verification link."], f, chrome),
            400,
          );
        s.email = email;
        return res.redirect(303, here);
      }
      if (s.pendingEmail && req.query.mode !== "signin") return send(verifyEmailPage(s.pendingEmail, chrome));
      return send(req.query.mode === "signin" ? signInPage([], {}, chrome) : createAccountPage([], {}, chrome));
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
