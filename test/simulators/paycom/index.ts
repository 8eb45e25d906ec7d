// Paycom simulator: www.paycomonline.net (and the bare paycomonline.net) applicant-tracking portals.
// Board -> posting `/v4/ats/web.php/portal/{KEY}/jobs/{id}` -> "Apply Now" -> a four-step application at
// `.../jobs/{id}/apply` (no account) -> confirmation. Server-rendered steps (pages in pages.ts).
//
// KNOWN, and where from (found with this project's code/pages search):
// - URL shapes: the legacy board `/v4/ats/web.php/jobs?clientkey={32 hex}` and its postings
//   `/v4/ats/web.php/jobs/ViewJobDetails?job={id}&clientkey={KEY}` (a Selenium test of a live board,
//   fs:"ViewJobDetails?job=99510"; an Apps Script scraper, fs:"ccFetchPaycom"); the portal board
//   `/v4/ats/web.php/portal/{KEY}/career-page` (SPA route `#/jobs/{id}`, fs:"career-page#/jobs") and the
//   posting `/v4/ats/web.php/portal/{KEY}/jobs/{id}` (fs:"paycomJobUrl"; an extension's reachability sweep
//   of a live posting, fs:"Paycom/SrSWE"); both www. and the bare host are used (docs/platforms.md).
// - The legacy board lists jobs as `#results .jobInfo a` (a Selenium scraper, fs:"jobInfo").
// - The portal is a client-rendered app whose SSR shell carries `var configsFromHost = {"sessionJWT":...,
//   "libConfig": "{...atsPortalMantleServiceUrl...}"}`; the app reads postings from the "Mantle" API
//   `portal-applicant-tracking.us-cent.paycomonline.net/api/ats/job-posting-previews/search` (POST
//   skip/take/filtersForQuery), `/api/ats/job-postings/{jobId}` (`{jobPosting:{jobTitle,...}}`) and
//   `/api/ats/company-name` (strelov1/freehire pull 268; fs:"PAYCOM_SESSION_JWT_REGEX"; fs:"_paycom_html").
//   No login or candidate account is needed to see postings (same sources).
// - Paycom parses the uploaded resume into the applicant profile and supports employer-configured
//   knockout (screening) questions, typically yes/no or multiple choice: work authorization,
//   certifications, years of experience (atsgrader.com/paycom-resume-checker, citing Paycom's product pages).
// - Candidate mail comes from paycomonline.com addresses (no-reply@msgint.paycomonline.com: the descriptor;
//   systemmessage@paycomonline.com for onboarding: online.flippingbook.com/view/373500154).
// GUESSES (marked as such; no public capture of the apply pages was found):
// - The apply path `.../jobs/{id}/apply`, that the application is server-rendered in four steps
//   (Applicant Information with the resume, Questionnaire, Voluntary Self-Identification, Review & Submit
//   with a certification and an electronic signature that must match the name), every field name, label,
//   option list, the error wording, `ViewJobDetails` answering 302 to the portal posting, the closed page
//   (HTTP 404, "This job posting is no longer available."), the confirmation
//   `.../apply/confirmation` "Thank you for applying!", and no account or e-mailed code before applying
//   (the board needs none; nothing found says applying does).
// - The resume parse is not simulated: the fields start empty. A visible reCAPTCHA on Review for the
//   CAPTCHA preset (no source shows Paycom with one).
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, token, recaptchaWall } from "../core";
import { STEPS, type Errors, type Vals, text, file, select, radios, checkbox, paycomPage, bootstrap, stepPage, reviewList } from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { paycomVariantErrors, paycomVariantForget, paycomVariantHtml, paycomVariantScript } from "./variants";

export const PAYCOM_HOST = /^(?:www\.)?paycomonline\.net$/;
const BASE = "/v4/ats/web.php";
const COMPANY = "Acme Inc";

interface AppState {
  step: number;
  fields: Vals;
  files: Record<string, UploadedFile>;
}

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
  "New York",
  "Oklahoma",
  "Texas",
  "Washington",
];
const DECLINE = "I do not wish to answer";
const EEO: [string, string, string[]][] = [
  ["eeoGender", "Gender", ["Female", "Male", DECLINE]],
  ["eeoRace", "Race/Ethnicity", ["Hispanic or Latino", "White", "Black or African American", "Asian", "Two or More Races", DECLINE]],
  [
    "eeoVeteran",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", DECLINE],
  ],
  [
    "eeoDisability",
    "Disability Status",
    ["No, I do not have a disability", "Yes, I have a disability (or previously had a disability)", DECLINE],
  ],
];
const CONTACT: [name: string, label: string, type: string][] = [
  ["firstName", "First Name", "text"],
  ["lastName", "Last Name", "text"],
  ["email", "Email Address", "email"],
  ["phone", "Phone Number", "tel"],
  ["address1", "Street Address", "text"],
  ["city", "City", "text"],
];
const questions = (b: PostingBehaviour): [name: string, label: string, kind: "radio" | "select" | "text", opts: string[]][] => [
  ["qWorkAuthorization", "Are you legally authorized to work in the United States?", "radio", yesNo],
  ["qSponsorship", "Will you now or in the future require sponsorship for employment visa status?", "radio", yesNo],
  ["qOver18", "Are you at least 18 years of age?", "radio", yesNo],
  [
    "qExperience",
    "How many years of experience do you have in this field?",
    "select",
    ["Less than 1 year", "1-3 years", "3-5 years", "5-10 years", "More than 10 years"],
  ],
  ["qSource", "How did you hear about this position?", "select", ["Company Website", "LinkedIn", "Indeed", "Employee Referral", "Other"]],
  ...(b.unanswerableQuestion ? [["qReferralCode", "Acme employee referral code", "text", []] as [string, string, "text", string[]]] : []),
];
const required = (label: string) => `${label} is required.`;
const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));
/** The contact fields, their labels reworded by a seeded variant (variants.ts). */
const contactOf = (v: Variant | null): typeof CONTACT => {
  if (!v) return CONTACT;
  const L: Record<string, string> = {
    firstName: v.labels.firstName,
    lastName: v.labels.lastName,
    email: v.labels.email,
    phone: v.labels.phone,
    city: v.labels.location,
  };
  return CONTACT.map(([n, l, t]) => [n, L[n] ?? l, t]);
};

function stepContent(step: number, b: PostingBehaviour, app: AppState, vals: Vals, e: Errors): string {
  const v = variantOf(b);
  switch (STEPS[step]) {
    case "Applicant Information":
      return `${file("resume", "Resume", true, e, app.files.resume?.filename)}
${contactOf(v)
  .map(([n, l, t]) => text(vals, n, l, true, e, t))
  .join("")}
${select(vals, "state", "State", STATES, true, e)}${text(vals, "zip", "Zip Code", true, e)}`;
    case "Questionnaire":
      // A seeded variant: the posting's questions in its order, then the variant's.
      return (v ? v.order(questions(b), "paycom-questions") : questions(b))
        .map(([n, l, kind, opts]) =>
          kind === "radio"
            ? radios(vals, n, l, opts, true, e)
            : kind === "select"
              ? select(vals, n, l, opts, true, e)
              : text(vals, n, l, true, e),
        )
        .join("")
        .concat(v ? paycomVariantHtml(v, vals, e) : "");
    case "Voluntary Self-Identification":
      return `<p class="eeo-intro">Completing this section is voluntary and will not affect your application.</p>${EEO.map(([n, l, opts]) => select(vals, n, l, opts, false, e)).join("")}`;
    default:
      return `${reviewList([...contactOf(v).map(([n, l]): [string, string] => [l, str(app.fields[n])]), ["Resume", app.files.resume?.filename ?? ""]])}
${checkbox(vals, "certify", "I certify that the information provided in this application is true and complete to the best of my knowledge.", e)}
${text(vals, "esignature", "Electronic Signature (type your full legal name)", true, e)}${b.captcha ? recaptchaWall() : ""}`;
  }
}

function validate(step: number, b: PostingBehaviour, f: Vals, files: Record<string, UploadedFile>, app: AppState): Errors {
  const e: Errors = {};
  switch (STEPS[step]) {
    case "Applicant Information":
      if (!files.resume && !app.files.resume) e.resume = required("Resume");
      for (const [n, l] of [...CONTACT, ["state", "State"], ["zip", "Zip Code"]]) if (!str(f[n])) e[n] = required(l);
      if (str(f.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(f.email))) e.email = "Please enter a valid email address.";
      break;
    case "Questionnaire":
      for (const [n, l] of questions(b)) if (!str(f[n])) e[n] = `An answer to "${l}" is required.`;
      if (b.variant !== undefined) Object.assign(e, paycomVariantErrors(variantFor(b.variant), f));
      break;
    case "Review & Submit": {
      const name = `${str(app.fields.firstName)} ${str(app.fields.lastName)}`.toLowerCase();
      if (!str(f.certify)) e.certify = "You must certify that the information provided is true and complete.";
      if (!str(f.esignature)) e.esignature = required("Electronic Signature");
      else if (str(f.esignature).toLowerCase().replace(/\s+/g, " ") !== name)
        e.esignature = "Electronic Signature must match your first and last name.";
      if (b.captcha) e.captcha = "Please verify that you are not a robot.";
      break;
    }
  }
  return e;
}

export function paycomSite(state: SimState): express.Router {
  const r = express.Router();
  const keyOf = (req: express.Request) => String(req.params.key).toUpperCase();
  const jobOf = (req: express.Request) => String(req.params.id);
  const posting = (req: express.Request) =>
    `${BASE}/portal/${encodeURIComponent(String(req.params.key))}/jobs/${encodeURIComponent(jobOf(req))}`;
  const apps = (req: express.Request, res: express.Response) => (state.session(req, res).paycom ??= {}) as Record<string, AppState>;
  const appOf = (req: express.Request, res: express.Response) =>
    (apps(req, res)[`${keyOf(req)}/${jobOf(req)}`] ??= { step: 0, fields: {}, files: {} });
  const title = (id: string) => state.postings.get(id).title ?? "Software Engineer";
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        paycomPage(
          "Job Not Available",
          COMPANY,
          `<div class="job-unavailable" role="alert"><h1>This job posting is no longer available.</h1><p>Please view our other open positions.</p></div>`,
        ),
      );
  /** Delay, server errors and closed postings, before any page of a posting; true when answered. */
  const gate = async (req: express.Request, res: express.Response) => {
    if (await preamble(state, jobOf(req), res)) return true;
    if (state.postings.get(jobOf(req)).closed) {
      closed(res);
      return true;
    }
    return false;
  };
  const render = (req: express.Request, res: express.Response, app: AppState, e: Errors, vals: Vals) => {
    const b = state.postings.get(jobOf(req)),
      v = variantOf(b);
    res
      .status(Object.keys(e).length ? 422 : 200)
      .type("html")
      .send(
        paycomPage(
          `Apply - ${title(jobOf(req))}`,
          COMPANY,
          stepPage({
            title: title(jobOf(req)),
            step: app.step,
            action: `${posting(req)}/apply`,
            errors: e,
            content: stepContent(app.step, b, app, vals, e),
          }) +
            (v
              ? `<script>${confirmScript(v)}\n${paycomVariantScript(v, app.step === STEPS.length - 1, `${posting(req)}/apply/confirmation`)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`
              : ""),
        ),
      );
  };

  r.get(`${BASE}/jobs`, (req, res) => {
    const key = str(req.query.clientkey as string | undefined).toUpperCase();
    if (!/^[0-9A-F]{32}$/.test(key))
      return res
        .status(404)
        .type("html")
        .send(paycomPage("Not Found", "Paycom", `<h1>Page not found</h1>`));
    res.type("html").send(
      paycomPage(
        "Job Opportunities",
        COMPANY,
        `<h1>Job Opportunities</h1><div id="results"><div class="jobInfo">
<a href="${BASE}/jobs/ViewJobDetails?job=4012&amp;clientkey=${key}">${h(title("4012"))}</a><span class="jobLocation">Oklahoma City, OK</span></div></div>`,
      ),
    );
  });
  r.get(`${BASE}/jobs/ViewJobDetails`, (req, res) => {
    const key = str(req.query.clientkey as string | undefined),
      job = str(req.query.job as string | undefined);
    if (!key || !job)
      return res
        .status(404)
        .type("html")
        .send(paycomPage("Not Found", "Paycom", `<h1>Page not found</h1>`));
    res.redirect(302, `${BASE}/portal/${encodeURIComponent(key.toUpperCase())}/jobs/${encodeURIComponent(job)}`);
  });
  r.get(`${BASE}/portal/:key/career-page`, (req, res) => {
    res
      .type("html")
      .send(
        paycomPage(
          "Careers",
          COMPANY,
          `<h1>Job Opportunities</h1><ul class="job-list"><li><a href="${BASE}/portal/${encodeURIComponent(String(req.params.key))}/jobs/4012">${h(title("4012"))}</a></li></ul>`,
          bootstrap(token()),
        ),
      );
  });
  r.get(`${BASE}/portal/:key/jobs/:id`, async (req, res) => {
    if (await gate(req, res)) return;
    res.type("html").send(
      paycomPage(
        title(jobOf(req)),
        COMPANY,
        `<article class="job-posting"><h1 class="job-title">${h(title(jobOf(req)))}</h1>
<p class="job-location">Oklahoma City, OK</p><div class="job-description"><p>Join ${COMPANY}.</p></div>
<a class="btn btn-primary apply-button" id="apply-now" href="${posting(req)}/apply">Apply Now</a></article>`,
        bootstrap(token(), { jobId: jobOf(req) }),
      ),
    );
  });
  r.get(`${BASE}/portal/:key/jobs/:id/apply`, async (req, res) => {
    if (await gate(req, res)) return;
    const app = appOf(req, res);
    render(req, res, app, {}, app.fields);
  });
  r.post(`${BASE}/portal/:key/jobs/:id/apply`, async (req, res) => {
    if (await gate(req, res)) return;
    const app = appOf(req, res);
    const { fields: f, files } = await readForm(req);
    // A stale page (Back in the browser, a second tab) is answered with the step the server is on.
    if (Number(str(f.step)) !== app.step) return res.redirect(303, `${posting(req)}/apply`);
    const { step: _s, action, ...vals } = f;
    if (str(action) === "back") {
      app.step = Math.max(0, app.step - 1);
      return res.redirect(303, `${posting(req)}/apply`);
    }
    const b = state.postings.get(jobOf(req));
    const e = validate(app.step, b, vals, files, app);
    if (Object.keys(e).length) return render(req, res, app, e, { ...app.fields, ...vals });
    if (files.resume) app.files.resume = files.resume;
    if (STEPS[app.step] !== "Review & Submit") {
      if (STEPS[app.step] === "Questionnaire" && b.variant !== undefined) paycomVariantForget(variantFor(b.variant), app.fields);
      Object.assign(app.fields, vals);
      app.step++;
      return res.redirect(303, `${posting(req)}/apply`);
    }
    if (str(action) !== "submit") return res.redirect(303, `${posting(req)}/apply`);
    state.record({
      ats: "paycom",
      tenant: keyOf(req),
      jobId: jobOf(req),
      fields: { ...app.fields, certify: str(vals.certify), esignature: str(vals.esignature) },
      files: app.files,
    });
    delete apps(req, res)[`${keyOf(req)}/${jobOf(req)}`];
    // A seeded variant's last step posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `${posting(req)}/apply/confirmation`);
  });
  r.get(`${BASE}/portal/:key/jobs/:id/apply/confirmation`, (req, res) => {
    res.type("html").send(
      paycomPage(
        "Application Submitted",
        COMPANY,
        `<div class="application-confirmation"><h1>Thank you for applying!</h1>
<p>Your application for ${h(title(jobOf(req)))} has been submitted to ${COMPANY}.</p></div>`,
      ),
    );
  });
  return r;
}
