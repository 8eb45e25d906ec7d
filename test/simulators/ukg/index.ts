// UKG Pro Recruiting (UltiPro) simulator: recruiting[2].ultipro.com, recruiting.ultipro.ca and
// {co}.rec.pro.ukg.net job boards. Posting (OpportunityDetail) -> Apply Now -> Sign In / Create an
// Account (per tenant) -> a six-step application (Resume, Contact Information, Experience and
// Education, Questions, Voluntary Disclosures, Review and Submit with an electronic signature) ->
// confirmation. Server-rendered pages, one POST per step (pages in pages.ts).
//
// KNOWN, and where from (found with this project's code/pages search):
// - URL shapes `/{TENANT}/JobBoard/{boardGuid}/OpportunityDetail?opportunityId={guid}` and the older
//   `/{TENANT}/JobBoard/{boardGuid}/Opportunity/OpportunityDetail?opportunityId=`: docs/platforms.md and a
//   public careers page linking real postings (franciscojusto/domjudge, main-www/careers.php, USG1006).
// - The board is an ASP.NET Core application: a scraper of a live board (JonnathanMTalent/
//   repositorio30dic2022, PLANTILLAS_BASICAS/ATS_mejorados/recruiting.ultipro.js) posts to
//   `JobBoardView/LoadSearchResults` with an `x-requestverificationtoken` of ASP.NET Core's "CfDJ8..."
//   antiforgery form; so pages carry `__RequestVerificationToken` and the framework's validation markup
//   (validation-summary-errors, field-validation-error) is used here. That the apply pages use exactly
//   this markup is an inference, not seen.
// - Candidate accounts: "When a candidate creates an account, they are required to enter their first and
//   last name, email address, and create a password"; a primary phone can be made required; the address
//   can be required at application (UKG's library, Recruiting > Candidate settings,
//   library.ukg.com/.../RECSettingsCandidate-c_x109800.html). Here: phone optional, address required.
// - Applicant sources are a list the employer configures (same page): "How did you hear" is a select.
// - The application API of UKG Pro Recruiting requires `availableStartDate` as mm/dd/yyyy and screening
//   question responses when the opportunity has them (developers.getknit.dev/docs/ukg-pro-ats).
// GUESSES (marked as such; no public markup of the apply pages was found):
// - That an account is needed to apply (no guest path), the paths `Account/SignIn`, `Account/Register`,
//   `OpportunityApply`, and the `data-automation` attribute names.
// - No e-mail verification of new accounts (nothing found says UKG sends one before applying).
// - Password rules (8+ characters, upper, lower, digit, special) and their wording; the sign-in refusal
//   ("The email address or password is incorrect.") and a lock after 5 failed attempts.
// - The steps' names and fields, the EEO options, the certification and signature wording (signature
//   must match the candidate's name), "You have already applied for this opportunity.", the closed text
//   "This opportunity is no longer available." and the confirmation "Thank you for applying".
// - A visible reCAPTCHA on the Review step when the posting asks for one (behaviour `captcha`).
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, token, recaptchaWall } from "../core";
import {
  STEPS,
  type Errors,
  type Vals,
  text,
  select,
  radios,
  checkbox,
  ukgPage,
  signInBody,
  registerBody,
  stepBody,
  PASSWORD_RULES,
} from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { ukgVariantErrors, ukgVariantForget, ukgVariantHtml, ukgVariantScript } from "./variants";

export const UKG_HOST = /^(recruiting2?\.ultipro\.(com|ca)|[a-z0-9-]+\.rec\.pro\.ukg\.net)$/;

interface Account {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  failures: number;
}
interface AppState {
  step: number;
  fields: Vals;
  files: Record<string, UploadedFile>;
  submitted: boolean;
}
interface UkgSession {
  email?: string;
  antiforgery: string;
}

const LOCK_AFTER = 5;
const yesNo = ["Yes", "No"];
const STATES = [
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
  "Texas",
  "Washington",
];
const SOURCES = ["Company Website", "LinkedIn", "Indeed", "Employee Referral", "Job Fair", "Other"];
const DEGREES = ["High School Diploma", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"];
const DECLINE = "I do not wish to self-identify";
const EEO: [string, string, string[]][] = [
  ["Gender", "Gender", ["Female", "Male", DECLINE]],
  ["Ethnicity", "Race/Ethnicity", ["Hispanic or Latino", "White", "Black or African American", "Asian", "Two or More Races", DECLINE]],
  [
    "VeteranStatus",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", DECLINE],
  ],
];
const required = (label: string) => `${label} is required.`;
const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));
/** The Contact Information labels, reworded by a seeded variant (variants.ts). */
const contactLabels = (v: Variant | null) => ({
  FirstName: v?.labels.firstName ?? "First Name",
  LastName: v?.labels.lastName ?? "Last Name",
  Email: v?.labels.email ?? "Email Address",
  PrimaryPhone: v?.labels.phone ?? "Primary Phone",
  City: v?.labels.location ?? "City",
});

const questions = (b: PostingBehaviour): [name: string, label: string, kind: "radio" | "text" | "select", opts: string[]][] => [
  ["WorkAuthorization", "Are you legally authorized to work in the United States?", "radio", yesNo],
  ["Sponsorship", "Will you now or in the future require sponsorship for employment visa status (e.g., H-1B)?", "radio", yesNo],
  ["Over18", "Are you at least 18 years of age?", "radio", yesNo],
  ["ApplicantSource", "How did you hear about this opportunity?", "select", SOURCES],
  ...(b.unanswerableQuestion ? [["ReferralCode", "Acme employee referral code", "text", []] as [string, string, "text", string[]]] : []),
];

function stepContent(step: number, b: PostingBehaviour, vals: Vals, e: Errors, app: AppState, email: string): string {
  const v = variantOf(b),
    L = contactLabels(v);
  switch (STEPS[step]) {
    case "Resume": {
      const have = app.files.Resume;
      return `<div class="form-group" data-automation="field-Resume"><label for="Resume">Resume${have ? "" : `<span class="required" aria-hidden="true">*</span>`}</label>
<input type="file" id="Resume" name="Resume" accept=".pdf,.doc,.docx,.rtf,.txt"${have ? "" : ` aria-required="true"`}>
${have ? `<p data-automation="uploaded-resume">Uploaded: ${h(have.filename)}</p>` : ""}${e.Resume ? `<span class="field-validation-error" id="Resume-error">${h(e.Resume)}</span>` : ""}</div>
<div class="form-group"><label for="CoverLetter">Cover Letter</label><input type="file" id="CoverLetter" name="CoverLetter" accept=".pdf,.doc,.docx,.rtf,.txt"></div>`;
    }
    case "Contact Information":
      return `${text(vals, "FirstName", L.FirstName, true, e)}${text(vals, "LastName", L.LastName, true, e)}
<div class="form-group"><span class="control-label">${h(L.Email)}</span> <span data-automation="candidate-email">${h(email)}</span></div>
${text(vals, "PrimaryPhone", L.PrimaryPhone, true, e, "tel")}${text(vals, "AddressLine1", "Address Line 1", true, e)}
${text(vals, "City", L.City, true, e)}${select(vals, "State", "State", STATES, true, e)}${text(vals, "PostalCode", "Zip/Postal Code", true, e)}
${select({ Country: "United States", ...vals }, "Country", "Country", ["United States", "Canada"], true, e)}`;
    case "Experience and Education":
      return `<h3>Work Experience</h3>${text(vals, "EmployerName", "Most Recent Employer", false, e)}${text(vals, "JobTitle", "Most Recent Job Title", false, e)}
<h3>Education</h3>${text(vals, "School", "School", false, e)}${select(vals, "Degree", "Degree", DEGREES, false, e)}`;
    case "Questions":
      // A seeded variant: the posting's screening questions in its order, then the variant's.
      return (
        (v ? v.order(questions(b), "ukg-questions") : questions(b))
          .map(([name, label, kind, opts]) =>
            kind === "radio"
              ? radios(vals, name, label, opts, true, e)
              : kind === "select"
                ? select(vals, name, label, opts, true, e)
                : text(vals, name, label, true, e),
          )
          .join("\n") +
        (v ? `\n${ukgVariantHtml(v, vals, e)}\n` : "") +
        text(vals, "AvailableStartDate", "Available Start Date", true, e, "text", "MM/DD/YYYY")
      );
    case "Voluntary Disclosures":
      return `<p>Submission of this information is voluntary and will not affect your consideration for employment.</p>
${EEO.map(([name, label, opts]) => select(vals, name, label, opts, true, e)).join("\n")}`;
    default:
      return `<section data-automation="review-summary">${Object.entries(app.fields)
        .filter(([k]) => !k.startsWith("_"))
        .map(
          ([k, x]) => `<div><span class="review-label">${h(k)}</span>: <span class="review-value">${h([x].flat().join(", "))}</span></div>`,
        )
        .join("")}
${app.files.Resume ? `<div><span class="review-label">Resume</span>: ${h(app.files.Resume.filename)}</div>` : ""}</section>
${checkbox(vals, "Certify", "I certify that the information provided in this application is true and complete to the best of my knowledge.", e)}
${text(vals, "ESignature", "Electronic Signature (type your full legal name)", true, e)}
${b.captcha ? recaptchaWall() : ""}`;
  }
}

/** mm/dd/yyyy naming a real day. */
function validDate(s: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[3], +m[1] - 1, +m[2]));
  return d.getUTCMonth() === +m[1] - 1 && d.getUTCDate() === +m[2];
}

function validate(step: number, b: PostingBehaviour, f: Vals, files: Record<string, UploadedFile>, app: AppState): Errors {
  const e: Errors = {};
  const need = (name: string, label: string) => {
    if (!str(f[name])) e[name] = required(label);
  };
  switch (STEPS[step]) {
    case "Resume":
      if (!files.Resume && !app.files.Resume) e.Resume = required("Resume");
      break;
    case "Contact Information": {
      const L = contactLabels(variantOf(b));
      need("FirstName", L.FirstName);
      need("LastName", L.LastName);
      need("PrimaryPhone", L.PrimaryPhone);
      need("AddressLine1", "Address Line 1");
      need("City", L.City);
      need("State", "State");
      need("PostalCode", "Zip/Postal Code");
      need("Country", "Country");
      if (str(f.PrimaryPhone) && str(f.PrimaryPhone).replace(/\D/g, "").length < 10)
        e.PrimaryPhone = `${L.PrimaryPhone} is not a valid phone number.`;
      break;
    }
    case "Questions":
      for (const [name, label] of questions(b)) need(name, label);
      if (b.variant !== undefined) Object.assign(e, ukgVariantErrors(variantFor(b.variant), f));
      if (!str(f.AvailableStartDate)) e.AvailableStartDate = required("Available Start Date");
      else if (!validDate(str(f.AvailableStartDate))) e.AvailableStartDate = "Available Start Date must be a valid date (MM/DD/YYYY).";
      break;
    case "Voluntary Disclosures":
      for (const [name, label] of EEO) need(name, label);
      break;
    case "Review and Submit": {
      if (!str(f.Certify)) e.Certify = "You must certify that the information provided is true and complete.";
      const name = `${str(app.fields.FirstName)} ${str(app.fields.LastName)}`.toLowerCase().replace(/\s+/g, " ");
      if (!str(f.ESignature)) e.ESignature = required("Electronic Signature");
      else if (str(f.ESignature).toLowerCase().replace(/\s+/g, " ") !== name)
        e.ESignature = "Electronic Signature must match your first and last name.";
      if (b.captcha && !str(f["g-recaptcha-response"])) e.captcha = "Please complete the CAPTCHA.";
      break;
    }
  }
  return e;
}

function passwordOk(p: string): boolean {
  return p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p);
}

export function ukgSite(state: SimState): express.Router {
  const r = express.Router({ mergeParams: true });
  const accounts = new Map<string, Map<string, Account>>(); // tenant (lower-case) -> e-mail -> account
  // Applications belong to the candidate's account (any browser that signs in sees them), by opportunity.
  const applications = new Map<string, AppState>(); // "tenant|email|opportunityId" -> application
  const accountsOf = (tenant: string) =>
    accounts.get(tenant.toLowerCase()) ?? accounts.set(tenant.toLowerCase(), new Map()).get(tenant.toLowerCase())!;
  // One candidate session per tenant: signing in on one employer's board says nothing on another's.
  const sess = (req: express.Request, res: express.Response) => {
    const s = state.session(req, res);
    const all = (s.ukg ??= {}) as Record<string, UkgSession>;
    return (all[tenantOf(req).toLowerCase()] ??= { antiforgery: token() });
  };
  const tenantOf = (req: express.Request) => String(req.params.tenant);
  const base = (req: express.Request) => `/${encodeURIComponent(tenantOf(req))}/JobBoard/${encodeURIComponent(String(req.params.board))}`;
  const oppOf = (req: express.Request) => String(req.query.opportunityId ?? "");
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const applyUrl = (req: express.Request) => `${base(req)}/OpportunityApply?opportunityId=${encodeURIComponent(oppOf(req))}`;
  const confirmationUrl = (req: express.Request) =>
    `${base(req)}/OpportunityApply/Confirmation?opportunityId=${encodeURIComponent(oppOf(req))}`;
  const send = (req: express.Request, res: express.Response, title: string, body: string, status = 200) => {
    const s = sess(req, res);
    // A seeded variant's cookie banner, on every page of its opportunity.
    const banner = variantOf(state.postings.get(oppOf(req)))?.cookieBanner ? COOKIE_BANNER : "";
    res
      .status(status)
      .type("html")
      .send(ukgPage(title, tenantOf(req), s.email ?? null, body + banner));
  };
  const closed = (req: express.Request, res: express.Response) =>
    send(
      req,
      res,
      "Opportunity closed",
      `<div class="alert alert-info" data-automation="opportunity-unavailable"><h1>This opportunity is no longer available.</h1>
<p>Please search our current opportunities.</p><a href="${h(base(req))}">View all opportunities</a></div>`,
    );
  /** A posted form, once its antiforgery token is checked (ASP.NET answers 400 without it). */
  const posted = async (req: express.Request, res: express.Response) => {
    const s = sess(req, res);
    const { fields: f, files } = await readForm(req);
    if (str(f.__RequestVerificationToken) === s.antiforgery) return { s, f, files };
    res.status(400).type("text").send("Bad Request: the antiforgery token is missing or invalid.");
    return null;
  };

  const detail = async (req: express.Request, res: express.Response) => {
    const id = oppOf(req);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (!id || b.closed) return closed(req, res);
    send(
      req,
      res,
      titleOf(b),
      `<article data-automation="opportunity-detail"><h1 data-automation="opportunity-title">${h(titleOf(b))}</h1>
<p data-automation="opportunity-location">New York, NY</p><div data-automation="opportunity-description"><p>Join ${h(tenantOf(req))}.</p></div>
<a class="btn btn-primary" data-automation="apply-now-button" href="${h(applyUrl(req))}">Apply Now</a></article>`,
    );
  };
  r.get("/:tenant/JobBoard/:board/OpportunityDetail", detail);
  r.get("/:tenant/JobBoard/:board/Opportunity/OpportunityDetail", detail);

  // --- account -------------------------------------------------------------------------------
  const signInAction = (req: express.Request) => `${base(req)}/Account/SignIn?opportunityId=${encodeURIComponent(oppOf(req))}`;
  const registerAction = (req: express.Request) => `${base(req)}/Account/Register?opportunityId=${encodeURIComponent(oppOf(req))}`;
  r.get("/:tenant/JobBoard/:board/Account/SignIn", (req, res) =>
    send(req, res, "Sign In", signInBody(signInAction(req), registerAction(req), {}, {}, sess(req, res).antiforgery)),
  );
  r.post("/:tenant/JobBoard/:board/Account/SignIn", async (req, res) => {
    const form = await posted(req, res);
    if (!form) return;
    const { s, f } = form;
    const email = str(f.Email).toLowerCase();
    const e: Errors = {};
    if (!email) e.Email = required("Email Address");
    if (!str(f.Password)) e.Password = required("Password");
    const account = accountsOf(tenantOf(req)).get(email);
    if (!Object.keys(e).length) {
      if (account && account.failures >= LOCK_AFTER)
        e._form = "Your account has been locked because of too many failed sign-in attempts. Use Forgot your password? to unlock it.";
      else if (!account || account.password !== str(f.Password)) {
        if (account) account.failures++;
        e._form =
          account && account.failures >= LOCK_AFTER
            ? "Your account has been locked because of too many failed sign-in attempts. Use Forgot your password? to unlock it."
            : "The email address or password is incorrect.";
      }
    }
    if (Object.keys(e).length)
      return send(req, res, "Sign In", signInBody(signInAction(req), registerAction(req), { Email: email }, e, s.antiforgery));
    account!.failures = 0;
    s.email = email;
    res.redirect(303, applyUrl(req));
  });
  r.get("/:tenant/JobBoard/:board/Account/Register", (req, res) =>
    send(req, res, "Create an Account", registerBody(registerAction(req), signInAction(req), {}, {}, sess(req, res).antiforgery)),
  );
  r.post("/:tenant/JobBoard/:board/Account/Register", async (req, res) => {
    const form = await posted(req, res);
    if (!form) return;
    const { s, f } = form;
    const email = str(f.Email).toLowerCase();
    const e: Errors = {};
    if (!str(f.FirstName)) e.FirstName = required("First Name");
    if (!str(f.LastName)) e.LastName = required("Last Name");
    if (!email) e.Email = required("Email Address");
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) e.Email = "Email Address is not a valid email address.";
    else if (accountsOf(tenantOf(req)).has(email)) e.Email = "An account with this email address already exists. Sign in instead.";
    const pw = str(f.Password);
    if (!pw) e.Password = required("Password");
    else if (!passwordOk(pw)) e.Password = PASSWORD_RULES;
    if (pw && str(f.ConfirmPassword) !== pw) e.ConfirmPassword = "The passwords do not match.";
    if (!str(f.AcceptTerms)) e.AcceptTerms = "You must agree to the Terms of Use and the Privacy Policy.";
    if (Object.keys(e).length)
      return send(
        req,
        res,
        "Create an Account",
        registerBody(registerAction(req), signInAction(req), { ...f, Password: "", ConfirmPassword: "" }, e, s.antiforgery),
      );
    accountsOf(tenantOf(req)).set(email, {
      firstName: str(f.FirstName),
      lastName: str(f.LastName),
      phone: str(f.PrimaryPhone),
      password: pw,
      failures: 0,
    });
    s.email = email; // signed in at once (no e-mail verification: a GUESS, see the header)
    res.redirect(303, applyUrl(req));
  });
  r.post("/:tenant/JobBoard/:board/Account/SignOut", (req, res) => {
    delete sess(req, res).email;
    res.redirect(303, base(req));
  });

  // --- application ---------------------------------------------------------------------------
  const render = (req: express.Request, res: express.Response, app: AppState, e: Errors, vals: Vals) => {
    const s = sess(req, res);
    const b = state.postings.get(oppOf(req)),
      v = variantOf(b);
    const content = stepContent(app.step, b, vals, e, app, s.email!);
    const last = app.step === STEPS.length - 1;
    send(
      req,
      res,
      `Apply: ${titleOf(b)}`,
      stepBody({
        title: titleOf(b),
        step: app.step,
        action: applyUrl(req),
        antiforgery: s.antiforgery,
        content,
        errors: e,
        last,
      }) + (v ? `<script>${confirmScript(v)}\n${ukgVariantScript(v, last, confirmationUrl(req))}</script>` : ""),
    );
  };
  const appFor = (req: express.Request, res: express.Response) => {
    const s = sess(req, res);
    const account = accountsOf(tenantOf(req)).get(s.email!)!;
    // A new application starts from the account's profile (name and phone), as the candidate's presence does.
    const key = `${tenantOf(req).toLowerCase()}|${s.email}|${oppOf(req)}`;
    return (
      applications.get(key) ??
      applications
        .set(key, {
          step: 0,
          fields: { FirstName: account.firstName, LastName: account.lastName, ...(account.phone ? { PrimaryPhone: account.phone } : {}) },
          files: {},
          submitted: false,
        })
        .get(key)!
    );
  };
  const gate = async (req: express.Request, res: express.Response): Promise<AppState | null> => {
    const id = oppOf(req);
    if (await preamble(state, id, res)) return null;
    if (!id || state.postings.get(id).closed) {
      closed(req, res);
      return null;
    }
    const s = sess(req, res);
    if (!s.email || !accountsOf(tenantOf(req)).has(s.email)) {
      res.redirect(302, signInAction(req));
      return null;
    }
    const app = appFor(req, res);
    if (app.submitted) {
      send(
        req,
        res,
        "Already applied",
        `<div class="alert alert-info" data-automation="already-applied"><h1>You have already applied for this opportunity.</h1>
<p>You can see the status of your applications on your candidate dashboard.</p></div>`,
      );
      return null;
    }
    return app;
  };
  r.get("/:tenant/JobBoard/:board/OpportunityApply", async (req, res) => {
    const app = await gate(req, res);
    if (app) render(req, res, app, {}, app.fields);
  });
  r.post("/:tenant/JobBoard/:board/OpportunityApply", async (req, res) => {
    const app = await gate(req, res);
    if (!app) return;
    const form = await posted(req, res);
    if (!form) return;
    const { s, f, files } = form;
    // A stale page (Back in the browser, a second tab) is answered with the step the server is on.
    if (Number(str(f.Step)) !== app.step) return res.redirect(303, applyUrl(req));
    const { __RequestVerificationToken: _t, Step: _s, Action: action, ...vals } = f;
    if (str(action) === "back") {
      app.step = Math.max(0, app.step - 1);
      return res.redirect(303, applyUrl(req));
    }
    const b = state.postings.get(oppOf(req));
    const e = validate(app.step, b, vals, files, app);
    if (Object.keys(e).length) return render(req, res, app, e, { ...app.fields, ...vals });
    if (STEPS[app.step] === "Questions" && b.variant !== undefined) ukgVariantForget(variantFor(b.variant), app.fields);
    if (STEPS[app.step] !== "Review and Submit") Object.assign(app.fields, vals);
    for (const [k, file] of Object.entries(files)) app.files[k] = file;
    if (app.step < STEPS.length - 1) {
      app.step++;
      return res.redirect(303, applyUrl(req));
    }
    if (str(action) !== "submit") return res.redirect(303, applyUrl(req));
    app.submitted = true;
    state.record({
      ats: "ukg",
      tenant: tenantOf(req).toLowerCase(),
      jobId: oppOf(req),
      fields: { ...app.fields, Email: s.email!, Certify: str(vals.Certify), ESignature: str(vals.ESignature) },
      files: app.files,
    });
    // A seeded variant's last step posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, confirmationUrl(req));
  });
  r.get("/:tenant/JobBoard/:board/OpportunityApply/Confirmation", (req, res) => {
    const b = state.postings.get(oppOf(req));
    send(
      req,
      res,
      "Application submitted",
      `<div class="alert alert-success" data-automation="application-submitted"><h1>Thank you for applying</h1>
<p>Your application for ${h(titleOf(b))} has been submitted. You can check its status on your candidate dashboard.</p></div>`,
    );
  });
  return r;
}
