// ADP Workforce Now simulator: workforcenow.adp.com career centers. Posting
// (recruitment.html?cid=&ccId=&jobId=, a client-rendered shell) -> Apply -> Log In / Register Now (an
// applicant account per career center) -> a four-step application (Personal Information with the resume,
// Questions, Voluntary Self-Identification, Review and Submit) -> confirmation. Pages in pages.ts.
//
// KNOWN, and where from (found with this project's code/pages search):
// - The career center is `workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid={guid}&ccId={n}_{n}`
//   with `&jobId={ExternalJobID}&lang=en_US` for one posting; it is client-rendered, and the page fetches
//   the posting itself from `/mascsr/default/careercenter/public/events/staffing/v1/job-requisitions/{ExternalJobID}`
//   (`requisitionTitle`, `requisitionDescription`, `requisitionLocations[].nameCode.shortName`,
//   `customFieldGroup.stringFields[]` with `ExternalJobID`); a closed id answers 200 with a skeleton with no
//   title and no description; `cid` is case-sensitive; the page title is "Recruitment" on every center
//   (a scraper's measurement of the live host: fs:"ADP Workforce Now career-center scraper",
//   fs:"An ADP Board is a career center").
// - Applicants: "First time applicants must register and create a profile before applying for a job";
//   after Apply "the Log In page is displayed", a first-timer clicks "Register Now" and completes the
//   "Register for Applicant Services" wizard (contact information: first name, last name, e-mail; a user
//   ID, with an availability message, and a password; security questions; review and submit), then logs
//   in with the user ID and password; "Returning applicants ... must first log on, but ... their
//   previously entered information populates the related fields"; required questions carry a red
//   asterisk; returning applicants sign in at `workforcenow.adp.com/jobs/apply/returnApplicant.html?...`
//   (ADP Recruitment Applicant User Guide, www.sambuz.com/doc/applicant-user-guide-ppt-presentation-804124;
//   slideplayer.com/slide/8663498; ADP's FAQ for job seekers, paperzz.com/doc/9179356).
// - ADP's identity service mails sign-in codes: "Here's your verification code from ADP" from
//   SecurityServices_NoReply@adp.com, "Verification code: 356103. This code expires in 15 minutes."
//   (fixtures of public job-mail classifiers: fs:"verification code from ADP"). Not simulated: nothing
//   found says the career center asks for it when applying.
// GUESSES (no public capture of the apply pages was found):
// - The paths `/jobs/apply/returnApplicant.html`, `/jobs/apply/register.html`, `/jobs/apply/application.html`
//   and `/confirmation.html` carrying `cid`, `ccId` and `jobId`; the Apply button's id.
// - Registration on one page (contact information, user ID and password) without the security
//   questions, no CAPTCHA before it (the guide says a CAPTCHA window opens there) and no registration
//   mail; a user ID may be an e-mail address; the password rules (8 or more characters with a letter and a
//   digit; no maximum was found) and all wording; five failed sign-ins
//   lock the account.
// - The steps' names and fields, the EEO options, the certification, "You have already applied for this
//   job.", the closed text "This job is no longer available." and "Thank you for applying".
// - A visible reCAPTCHA on Review and Submit when the posting asks for one (behaviour `captcha`).
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, recaptchaWall } from "../core";
import {
  STEPS,
  type Errors,
  type Vals,
  text,
  file,
  select,
  radios,
  checkbox,
  adpPage,
  postingShell,
  signInBody,
  registerBody,
  stepPage,
  reviewList,
  PASSWORD_RULES,
} from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { adpVariantErrors, adpVariantForget, adpVariantHtml, adpVariantReview, adpVariantScript } from "./variants";

export const ADP_HOST = /^workforcenow\.adp\.com$/;

interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  failures: number;
}
interface AppState {
  step: number;
  fields: Vals;
  files: Record<string, UploadedFile>;
  submitted: boolean;
}

const LOCK_AFTER = 5;
const yesNo = ["Yes", "No"];
const STATES = [
  "Alabama",
  "Arizona",
  "California",
  "Colorado",
  "Florida",
  "Georgia",
  "Illinois",
  "Massachusetts",
  "New Jersey",
  "New York",
  "Texas",
  "Washington",
];
const SOURCES = ["Company Website", "LinkedIn", "Indeed", "Employee Referral", "Other"];
const DECLINE = "I choose not to disclose";
const EEO: [string, string, string[]][] = [
  ["gender", "Gender", ["Female", "Male", DECLINE]],
  ["ethnicity", "Race/Ethnicity", ["Hispanic or Latino", "White", "Black or African American", "Asian", "Two or More Races", DECLINE]],
  [
    "veteran",
    "Protected Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", DECLINE],
  ],
];
const PERSONAL: [name: string, label: string, type?: string][] = [
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["phone", "Phone Number", "tel"],
  ["address1", "Address Line 1"],
  ["city", "City"],
  ["zip", "Zip Code"],
];
const required = (label: string) => `${label} is required.`;
const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));
/** The Personal Information fields, their labels reworded by a seeded variant (variants.ts). */
const personalOf = (v: Variant | null): typeof PERSONAL => {
  if (!v) return PERSONAL;
  const L: Record<string, string> = {
    firstName: v.labels.firstName,
    lastName: v.labels.lastName,
    phone: v.labels.phone,
    city: v.labels.location,
  };
  return PERSONAL.map(([n, l, t]) => [n, L[n] ?? l, t]);
};
const questions = (b: PostingBehaviour): [name: string, label: string, kind: "radio" | "select" | "text", opts: string[]][] => [
  ["qWorkAuthorization", "Are you legally authorized to work in the United States?", "radio", yesNo],
  ["qSponsorship", "Will you now or in the future require sponsorship for employment visa status?", "radio", yesNo],
  ["qOver18", "Are you 18 years of age or older?", "radio", yesNo],
  ["qSource", "How did you hear about this position?", "select", SOURCES],
  ...(b.unanswerableQuestion ? [["qReferralCode", "Acme employee referral code", "text", []] as [string, string, "text", string[]]] : []),
];

function stepContent(step: number, b: PostingBehaviour, vals: Vals, e: Errors, app: AppState, email: string): string {
  const v = variantOf(b);
  switch (STEPS[step]) {
    case "Personal Information":
      return `${file("resume", "Resume", true, e, app.files.resume?.filename)}
${personalOf(v)
  .map(([name, label, type]) => text(vals, name, label, true, e, type))
  .join("\n")}
<div class="form-group"><span class="control-label">${h(v ? v.labels.email : "Email Address")}</span> <span class="applicant-email">${h(email)}</span></div>
${select(vals, "state", "State", STATES, true, e)}`;
    case "Questions":
      // A seeded variant: the posting's questions in its order, then the variant's.
      return (v ? v.order(questions(b), "adp-questions") : questions(b))
        .map(([name, label, kind, opts]) =>
          kind === "radio"
            ? radios(vals, name, label, opts, true, e)
            : kind === "select"
              ? select(vals, name, label, opts, true, e)
              : text(vals, name, label, true, e),
        )
        .join("\n")
        .concat(v ? `\n${adpVariantHtml(v, vals, e)}` : "");
    case "Voluntary Self-Identification":
      return `<p>Completing this section is voluntary and will not affect your consideration for employment.</p>
${EEO.map(([name, label, opts]) => select(vals, name, label, opts, false, e)).join("\n")}`;
    default:
      return `${reviewList([
        ...personalOf(v).map(([n, l]): [string, string] => [l, str(app.fields[n])]),
        [v ? v.labels.email : "Email Address", email],
        ["State", str(app.fields.state)],
        ["Resume", app.files.resume?.filename ?? ""],
        ...questions(b).map(([n, l]): [string, string] => [l, str(app.fields[n])]),
        ...(v ? adpVariantReview(v, app.fields) : []),
      ])}
${checkbox(vals, "certify", "I certify that the information in this application is true and complete to the best of my knowledge.", e)}
${b.captcha ? recaptchaWall() : ""}`;
  }
}

function validate(step: number, b: PostingBehaviour, f: Vals, files: Record<string, UploadedFile>, app: AppState): Errors {
  const e: Errors = {};
  const need = (name: string, label: string) => {
    if (!str(f[name])) e[name] = required(label);
  };
  switch (STEPS[step]) {
    case "Personal Information":
      if (!files.resume && !app.files.resume) e.resume = required("Resume");
      for (const [name, label] of personalOf(variantOf(b))) need(name, label);
      need("state", "State");
      if (str(f.phone) && str(f.phone).replace(/\D/g, "").length < 10) e.phone = "Enter a valid phone number.";
      break;
    case "Questions":
      for (const [name, label] of questions(b)) need(name, label);
      if (b.variant !== undefined) Object.assign(e, adpVariantErrors(variantFor(b.variant), f));
      break;
    case "Review and Submit":
      if (!str(f.certify)) e.certify = "You must certify that the information is true and complete.";
      if (b.captcha && !str(f["g-recaptcha-response"])) e.captcha = "Please complete the CAPTCHA.";
      break;
  }
  return e;
}

const passwordOk = (p: string) => p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p);

export function adpSite(state: SimState): express.Router {
  const r = express.Router({ mergeParams: true });
  const accounts = new Map<string, Map<string, Account>>(); // career center (cid|ccId) -> user id (lower-case) -> account
  const applications = new Map<string, AppState>(); // "center|userId|jobId" -> the account's application
  const center = (req: express.Request) => `${String(req.query.cid ?? "")}|${String(req.query.ccId ?? "")}`;
  const accountsOf = (req: express.Request) => accounts.get(center(req)) ?? accounts.set(center(req), new Map()).get(center(req))!;
  const jobOf = (req: express.Request) => String(req.query.jobId ?? "");
  // One applicant session per career center: logging in on one employer's center says nothing on another's.
  const signedIn = (req: express.Request, res: express.Response) => {
    const all = (state.session(req, res).adp ??= {}) as Record<string, string | undefined>;
    return {
      get: () => all[center(req)],
      set: (id?: string) => {
        all[center(req)] = id;
      },
    };
  };
  const qs = (req: express.Request) =>
    `cid=${encodeURIComponent(String(req.query.cid ?? ""))}&ccId=${encodeURIComponent(String(req.query.ccId ?? ""))}&jobId=${encodeURIComponent(jobOf(req))}`;
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const applyUrl = (req: express.Request) => `/jobs/apply/application.html?${qs(req)}`;
  const signInUrl = (req: express.Request) => `/jobs/apply/returnApplicant.html?${qs(req)}`;
  const registerUrl = (req: express.Request) => `/jobs/apply/register.html?${qs(req)}`;
  /** A seeded variant's cookie banner, on every page of its posting. */
  const banner = (req: express.Request) => (variantOf(state.postings.get(jobOf(req)))?.cookieBanner ? COOKIE_BANNER : "");
  const send = (req: express.Request, res: express.Response, body: string, status = 200) =>
    res
      .status(status)
      .type("html")
      .send(adpPage(body + banner(req), signedIn(req, res).get() ?? null));
  const closed = (req: express.Request, res: express.Response) =>
    send(req, res, `<div class="job-unavailable"><h1>This job is no longer available.</h1><p>Please view our current openings.</p></div>`);

  r.get("/mascsr/default/mdf/recruitment/recruitment.html", async (req, res) => {
    const id = jobOf(req);
    if (!id) return send(req, res, `<h1>Current Openings</h1>`);
    if (await preamble(state, id, res)) return;
    const detail = `/mascsr/default/careercenter/public/events/staffing/v1/job-requisitions/${encodeURIComponent(id)}?cid=${encodeURIComponent(String(req.query.cid ?? ""))}&ccId=${encodeURIComponent(String(req.query.ccId ?? ""))}&lang=en_US`;
    res.type("html").send(postingShell(detail, applyUrl(req), banner(req)));
  });
  r.get("/mascsr/default/careercenter/public/events/staffing/v1/job-requisitions/:id", (req, res) => {
    const b = state.postings.get(req.params.id);
    if (b.closed) return res.json({ jobRequisitions: [], customFieldGroup: {} }); // the skeleton: no title, no description
    res.json({
      itemID: `${req.params.id}`,
      requisitionTitle: titleOf(b),
      requisitionDescription: "<p>Build and run our services.</p>",
      requisitionLocations: [{ nameCode: { shortName: "New York, NY, US" } }],
      customFieldGroup: { stringFields: [{ nameCode: { codeValue: "ExternalJobID" }, stringValue: req.params.id }] },
    });
  });

  // --- applicant account ---------------------------------------------------------------------
  r.get("/jobs/apply/returnApplicant.html", (req, res) => send(req, res, signInBody(signInUrl(req), registerUrl(req), {}, {})));
  r.post("/jobs/apply/returnApplicant.html", async (req, res) => {
    const { fields: f } = await readForm(req);
    const userId = str(f.userId).toLowerCase();
    const e: Errors = {};
    if (!userId) e.userId = required("User ID");
    if (!str(f.password)) e.password = required("Password");
    const account = accountsOf(req).get(userId);
    const locked = "Your account is locked because of too many failed log in attempts. Use Forgot your user ID or password? to reset it.";
    if (!Object.keys(e).length) {
      if (account && account.failures >= LOCK_AFTER) e._form = locked;
      else if (!account || account.password !== str(f.password)) {
        if (account) account.failures++;
        e._form = account && account.failures >= LOCK_AFTER ? locked : "The user ID or password you entered is incorrect.";
      }
    }
    if (Object.keys(e).length) return send(req, res, signInBody(signInUrl(req), registerUrl(req), { userId }, e));
    account!.failures = 0;
    signedIn(req, res).set(userId);
    res.redirect(303, applyUrl(req));
  });
  r.get("/jobs/apply/register.html", (req, res) => send(req, res, registerBody(registerUrl(req), signInUrl(req), {}, {})));
  r.post("/jobs/apply/register.html", async (req, res) => {
    const { fields: f } = await readForm(req);
    const userId = str(f.userId).toLowerCase();
    const e: Errors = {};
    if (!str(f.firstName)) e.firstName = required("First Name");
    if (!str(f.lastName)) e.lastName = required("Last Name");
    if (!str(f.email)) e.email = required("Email Address");
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(f.email))) e.email = "Enter a valid email address.";
    if (!userId) e.userId = required("User ID");
    else if (accountsOf(req).has(userId)) e.userId = "This user ID is not available. Choose another user ID.";
    const pw = str(f.password);
    if (!pw) e.password = required("Password");
    else if (!passwordOk(pw)) e.password = PASSWORD_RULES;
    if (pw && str(f.confirmPassword) !== pw) e.confirmPassword = "The passwords you entered do not match.";
    if (Object.keys(e).length)
      return send(req, res, registerBody(registerUrl(req), signInUrl(req), { ...f, password: "", confirmPassword: "" }, e));
    accountsOf(req).set(userId, {
      firstName: str(f.firstName),
      lastName: str(f.lastName),
      email: str(f.email).toLowerCase(),
      password: pw,
      failures: 0,
    });
    // GUESS: logged in at once (the 2015 guide had the applicant log in again after "Done").
    signedIn(req, res).set(userId);
    res.redirect(303, applyUrl(req));
  });

  // --- application ---------------------------------------------------------------------------
  const appFor = (req: express.Request, account: Account, userId: string): AppState => {
    const key = `${center(req)}|${userId}|${jobOf(req)}`;
    const existing = applications.get(key);
    if (existing) return existing;
    // "Previously entered information populates the related fields": the account's last application.
    const previous = [...applications.entries()].reverse().find(([k]) => k.startsWith(`${center(req)}|${userId}|`))?.[1];
    const fields: Vals = { firstName: account.firstName, lastName: account.lastName };
    if (previous) for (const [name] of [...PERSONAL, ["state"]]) if (previous.fields[name]) fields[name] = previous.fields[name];
    const app = { step: 0, fields, files: {}, submitted: false };
    applications.set(key, app);
    return app;
  };
  const gate = async (req: express.Request, res: express.Response) => {
    const id = jobOf(req);
    if (await preamble(state, id, res)) return null;
    if (!id || state.postings.get(id).closed) {
      closed(req, res);
      return null;
    }
    const userId = signedIn(req, res).get();
    const account = userId ? accountsOf(req).get(userId) : undefined;
    if (!userId || !account) {
      res.redirect(302, signInUrl(req));
      return null;
    }
    const app = appFor(req, account, userId);
    if (app.submitted) {
      send(
        req,
        res,
        `<div class="already-applied"><h1>You have already applied for this job.</h1><p>You can view the status of your applications in your profile.</p></div>`,
      );
      return null;
    }
    return { app, account };
  };
  const render = (req: express.Request, res: express.Response, app: AppState, account: Account, e: Errors, vals: Vals) => {
    const b = state.postings.get(jobOf(req)),
      v = variantOf(b);
    send(
      req,
      res,
      stepPage({
        title: titleOf(b),
        step: app.step,
        action: applyUrl(req),
        errors: e,
        content: stepContent(app.step, b, vals, e, app, account.email),
      }) +
        (v
          ? `<script>${confirmScript(v)}\n${adpVariantScript(v, app.step === STEPS.length - 1, `/jobs/apply/confirmation.html?${qs(req)}`)}</script>`
          : ""),
    );
  };
  r.get("/jobs/apply/application.html", async (req, res) => {
    const g = await gate(req, res);
    if (g) render(req, res, g.app, g.account, {}, g.app.fields);
  });
  r.post("/jobs/apply/application.html", async (req, res) => {
    const g = await gate(req, res);
    if (!g) return;
    const { app, account } = g;
    const { fields: f, files } = await readForm(req);
    // A stale page (Back in the browser, a second tab) is answered with the step the server is on.
    if (Number(str(f.step)) !== app.step) return res.redirect(303, applyUrl(req));
    const { step: _s, action, ...vals } = f;
    if (str(action) === "back") {
      app.step = Math.max(0, app.step - 1);
      return res.redirect(303, applyUrl(req));
    }
    const b = state.postings.get(jobOf(req));
    const e = validate(app.step, b, vals, files, app);
    if (Object.keys(e).length) return render(req, res, app, account, e, { ...app.fields, ...vals });
    if (STEPS[app.step] === "Questions" && b.variant !== undefined) adpVariantForget(variantFor(b.variant), app.fields);
    if (STEPS[app.step] !== "Review and Submit") Object.assign(app.fields, vals);
    for (const [k, upload] of Object.entries(files)) app.files[k] = upload;
    if (app.step < STEPS.length - 1) {
      app.step++;
      return res.redirect(303, applyUrl(req));
    }
    if (str(action) !== "submit") return res.redirect(303, applyUrl(req));
    app.submitted = true;
    state.record({
      ats: "adp",
      tenant: String(req.query.cid ?? ""),
      jobId: jobOf(req),
      fields: { ...app.fields, email: account.email, userId: signedIn(req, res).get()!, certify: str(vals.certify) },
      files: app.files,
    });
    // A seeded variant's last step posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `/jobs/apply/confirmation.html?${qs(req)}`);
  });
  r.get("/jobs/apply/confirmation.html", (req, res) => {
    const b = state.postings.get(jobOf(req));
    send(
      req,
      res,
      `<div class="application-confirmation"><h1>Thank you for applying</h1><p>Your application for ${h(titleOf(b))} has been submitted.</p></div>`,
    );
  });
  return r;
}
