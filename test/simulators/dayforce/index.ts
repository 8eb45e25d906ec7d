// Dayforce simulator: the candidate portal on jobs.dayforcehcm.com. Posting
// `/{culture}/{ns}/CANDIDATEPORTAL/jobs/{id}` -> Apply -> "Sign In" (Dayforce ID, another site) or
// "Apply without an account" -> a four-step application (Resume, Personal Information, Questionnaire,
// Submit Application with the Candidate Acknowledgment) -> a confirmation with a reference number.
// Server-rendered pages, one POST per step (pages in pages.ts).
//
// KNOWN, and where from (this project's code/pages search):
// - URLs `jobs.dayforcehcm.com/{culture}/{clientNamespace}/CANDIDATEPORTAL/jobs/{id}` (cultures en-US,
//   en-CA seen; the board code CANDIDATEPORTAL, also written candidateportal): docs/platforms.md and
//   several scrapers (fs:"candidateportal/jobs", fs:"jobBoardCode: 'CANDIDATEPORTAL'"). The older portal
//   `{pod}.dayforcehcm.com/CandidatePortal/en-US/{ns}/Posting/View/{id}` (fs:"Posting/View/270").
// - The portal is a Next.js application: the posting page embeds `<script id="__NEXT_DATA__">` with
//   `props.pageProps.jobData` = {jobPostingId, jobTitle, postingLocations[{formattedAddress, cityName,
//   stateCode}], jobPostingContent{jobDescriptionHeader, jobDescription, jobDescriptionFooter}} (a job
//   importer's tests, fs:"Dayforce page data imports the exact posting description").
// - One posting's JSON: open, unauthenticated `GET /api/geo/{ns}/jobposting/{ns}/en-US/{board}/{id}`, board
//   1 on every tenant checked; a delisted posting answers 404 with a short body (a board reader,
//   fs:"Dayforce serves every tenant checked from board 1"). The search endpoint is behind Cloudflare
//   bot management (same source): not simulated.
// - No account is needed to apply: "they can apply without an account" (Dayforce's Recruiting Guide,
//   help.dayforce.com/r/documents/Recruiting-Guide/Account-Registration); since the "Improved Candidate
//   Experience" (July 2025) a guest submits "resume, cover letter, answer pre-screening questions, and
//   provide other relevant information" and receives "a unique reference number for each application",
//   cannot save a draft or track it later (an employer's candidate guide, www.mcelhanney.com/?p=17780).
// - Accounts are Dayforce ID accounts, one for every Dayforce career site, registered and signed in on
//   dfid.dayforcehcm.com/globalidentity/account/register|login (an autofill extension, fs:"dfid.dayforcehcm.com";
//   Dayforce's guide, .../Edit-Account-Settings) with an e-mailed verification code and a multi-factor
//   choice (.../Account-Registration). Here the Sign In link only points there: the guest path is simulated.
// - The last section shows the employer's acknowledgment statement; the candidate must tick "I agree to
//   the Candidate Acknowledgment" and click Submit (Dayforce's guide, .../Application-Submission).
//   Unregistered candidates get an e-mail saying the application was submitted (same page): not simulated.
// GUESSES (marked as such; no public markup of the apply pages was found):
// - The paths `.../jobs/{id}/apply`, `/apply/start`, `/apply/confirmation`; the choice page's wording; the
//   ids, names and classes (pages.ts); that the steps are server-rendered with one POST each.
// - The step names and their fields, the question wording and options, the error texts; no voluntary
//   self-identification step (employers configure it); the e-mail typed by the guest on Personal Information.
// - The closed text "This job posting is no longer available." with HTTP 404; the confirmation text
//   "Thank you for applying" with "Your reference number is DF-nnnnnn" (the number's form is a guess).
// - A visible reCAPTCHA on the last step when the posting asks for one (behaviour `captcha`).
// - The older portal's URLs redirect to the new one.
import express from "express";
import { randomInt } from "node:crypto";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, recaptchaWall } from "../core";
import {
  STEPS,
  type Errors,
  type Vals,
  text,
  select,
  radios,
  fileInput,
  acknowledgment,
  dayforcePage,
  choiceBody,
  stepBody,
} from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { dayforceVariantErrors, dayforceVariantForget, dayforceVariantHtml, dayforceVariantScript } from "./variants";

export const DAYFORCE_HOST = /^(?!www\.)[a-z0-9-]+\.dayforcehcm\.com$/;

interface AppState {
  step: number;
  fields: Vals;
  files: Record<string, UploadedFile>;
}

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
  "New York",
  "Ontario",
  "Texas",
  "Washington",
];
const SOURCES = ["Company Website", "LinkedIn", "Indeed", "Employee Referral", "Other"];
const required = (label: string) => `${label} is required.`;

const questions = (b: PostingBehaviour): [name: string, label: string, kind: "radio" | "select" | "text", opts: string[]][] => [
  ["workAuthorization", "Are you legally authorized to work in the country where this job is located?", "radio", yesNo],
  ["sponsorship", "Will you now or in the future require sponsorship for employment visa status?", "radio", yesNo],
  ["over18", "Are you 18 years of age or older?", "radio", yesNo],
  ["candidateSource", "How did you hear about this job?", "select", SOURCES],
  ...(b.unanswerableQuestion ? [["referralCode", "Acme employee referral code", "text", []] as [string, string, "text", string[]]] : []),
];

const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));

function stepContent(step: number, b: PostingBehaviour, vals: Vals, e: Errors, app: AppState): string {
  const v = variantOf(b),
    L = v?.labels;
  switch (STEPS[step]) {
    case "Resume":
      return (
        fileInput("resume", "Resume", true, e, app.files.resume?.filename) +
        fileInput("coverLetter", "Cover Letter", false, e, app.files.coverLetter?.filename)
      );
    case "Personal Information":
      return `${text(vals, "firstName", L?.firstName ?? "First Name", true, e)}${text(vals, "lastName", L?.lastName ?? "Last Name", true, e)}
${text(vals, "email", L?.email ?? "Email", true, e, "email")}${text(vals, "phone", L?.phone ?? "Phone Number", true, e, "tel")}
${text(vals, "addressLine1", "Address", false, e)}${text(vals, "city", L?.location ?? "City", true, e)}
${select(vals, "stateProvince", "State/Province", STATES, true, e)}${text(vals, "postalCode", "Zip/Postal Code", true, e)}
${select({ country: "United States", ...vals }, "country", "Country", ["United States", "Canada"], true, e)}`;
    case "Questionnaire":
      // A seeded variant (variants.ts): the posting's questions in its order, then the variant's.
      return (v ? v.order(questions(b), "dayforce-questions") : questions(b))
        .map(([name, label, kind, opts]) =>
          kind === "radio"
            ? radios(vals, name, label, opts, e)
            : kind === "select"
              ? select(vals, name, label, opts, true, e)
              : text(vals, name, label, true, e),
        )
        .join("\n")
        .concat(v ? `\n${dayforceVariantHtml(v, vals, e)}` : "");
    default:
      return `<section class="application-summary">${Object.entries(app.fields)
        .map(
          ([k, x]) =>
            `<div><span class="summary-label">${h(k)}</span>: <span class="summary-value">${h([x].flat().join(", "))}</span></div>`,
        )
        .join("")}
${app.files.resume ? `<div><span class="summary-label">Resume</span>: ${h(app.files.resume.filename)}</div>` : ""}</section>
${acknowledgment(vals, e)}${b.captcha ? recaptchaWall() : ""}`;
  }
}

function validate(step: number, b: PostingBehaviour, f: Vals, files: Record<string, UploadedFile>, app: AppState): Errors {
  const e: Errors = {};
  const need = (name: string, label: string) => {
    if (!str(f[name])) e[name] = required(label);
  };
  switch (STEPS[step]) {
    case "Resume":
      if (!files.resume && !app.files.resume) e.resume = required("Resume");
      break;
    case "Personal Information":
      need("firstName", "First Name");
      need("lastName", "Last Name");
      need("email", "Email");
      need("phone", "Phone Number");
      need("city", "City");
      need("stateProvince", "State/Province");
      need("postalCode", "Zip/Postal Code");
      need("country", "Country");
      if (str(f.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(f.email))) e.email = "Enter a valid email address.";
      if (str(f.phone) && str(f.phone).replace(/\D/g, "").length < 10) e.phone = "Enter a valid phone number.";
      break;
    case "Questionnaire":
      for (const [name, label] of questions(b)) need(name, label);
      if (b.variant !== undefined) Object.assign(e, dayforceVariantErrors(variantFor(b.variant), f));
      break;
    default:
      if (!str(f.candidateAcknowledgment))
        e.candidateAcknowledgment = "You must agree to the Candidate Acknowledgment to submit your application.";
      if (b.captcha && !str(f["g-recaptcha-response"])) e.captcha = "Please complete the CAPTCHA.";
  }
  return e;
}

export function dayforceSite(state: SimState): express.Router {
  const r = express.Router();
  const ns = (req: express.Request) => String(req.params.ns).toLowerCase();
  const id = (req: express.Request) => String(req.params.id);
  const posting = (req: express.Request) =>
    `/${encodeURIComponent(String(req.params.locale ?? "en-US"))}/${encodeURIComponent(String(req.params.ns))}/CANDIDATEPORTAL/jobs/${encodeURIComponent(id(req))}`;
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  // A guest's application lives in the browser's session only (no draft can be saved: the header).
  const apps = (req: express.Request, res: express.Response) => (state.session(req, res).dayforce ??= {}) as Record<string, AppState>;
  const key = (req: express.Request) => `${ns(req)}|${id(req)}`;
  const send = (req: express.Request, res: express.Response, title: string, body: string, status = 200, nextData?: unknown) =>
    res
      .status(status)
      .type("html")
      .send(dayforcePage(title, ns(req), body, nextData));
  /** Runs the cross-cutting behaviours and answers a closed posting; false when it answered. */
  const open = async (req: express.Request, res: express.Response): Promise<PostingBehaviour | null> => {
    if (await preamble(state, id(req), res)) return null;
    const b = state.postings.get(id(req));
    if (!b.closed) return b;
    send(
      req,
      res,
      "Job not found",
      `<section class="job-unavailable"><h1>This job posting is no longer available.</h1>
<p>It may have been filled or removed.</p><a href="${h(posting(req).replace(/\/jobs\/[^/]+$/, "/jobs"))}">Search all jobs</a></section>`,
      404,
    );
    return null;
  };
  const jobData = (req: express.Request, b: PostingBehaviour) => ({
    jobPostingId: Number(id(req)) || id(req),
    jobTitle: titleOf(b),
    postingLocations: [{ formattedAddress: "New York, NY, US", cityName: "New York", stateCode: "NY" }],
    jobPostingContent: {
      jobDescriptionHeader: `<p>About ${h(ns(req))}.</p>`,
      jobDescription: "<p>Build things.</p>",
      jobDescriptionFooter: "<p>Equal opportunity employer.</p>",
    },
  });

  const detail = async (req: express.Request, res: express.Response) => {
    const b = await open(req, res);
    if (!b) return;
    send(
      req,
      res,
      titleOf(b),
      `<article class="job-posting"><h1 class="job-title">${h(titleOf(b))}</h1><p class="job-location">New York, NY, US</p>
<div class="job-description"><p>Build things.</p></div><a class="btn btn-primary" id="apply-button" href="${h(`${posting(req)}/apply`)}">Apply</a></article>`,
      200,
      { props: { pageProps: { jobData: jobData(req, b) } }, page: "/[culture]/[clientNamespace]/[jobBoardCode]/jobs/[jobPostingId]" },
    );
  };
  r.get(["/:locale/:ns/CANDIDATEPORTAL/jobs/:id", "/:ns/CANDIDATEPORTAL/jobs/:id"], detail);
  r.get("/api/geo/:ns/jobposting/:ns2/:locale/:board/:id", async (req, res) => {
    if (await preamble(state, id(req), res)) return;
    const b = state.postings.get(id(req));
    if (b.closed || req.params.board !== "1") return res.status(404).json({ type: "about:blank", title: "Not Found", status: 404 });
    res.json(jobData(req, b));
  });
  // The older portal's posting links lead to the new portal (a GUESS: see the header).
  r.get("/CandidatePortal/:locale/:ns/Posting/View/:id", (req, res) =>
    res.redirect(
      301,
      `//jobs.dayforcehcm.com/${encodeURIComponent(String(req.params.locale))}/${encodeURIComponent(String(req.params.ns))}/CANDIDATEPORTAL/jobs/${encodeURIComponent(id(req))}`,
    ),
  );

  // --- application -----------------------------------------------------------------------------
  const render = (req: express.Request, res: express.Response, app: AppState, e: Errors, vals: Vals, b: PostingBehaviour) => {
    const v = variantOf(b);
    send(
      req,
      res,
      `Apply: ${titleOf(b)}`,
      stepBody({
        title: titleOf(b),
        step: app.step,
        action: `${posting(req)}/apply`,
        content: stepContent(app.step, b, vals, e, app),
        errors: e,
      }) +
        (v
          ? `<script>${confirmScript(v)}\n${dayforceVariantScript(v, app.step === STEPS.length - 1, `${posting(req)}/apply/confirmation`)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`
          : ""),
    );
  };
  const applyPaths = (suffix = "") => [
    `/:locale/:ns/CANDIDATEPORTAL/jobs/:id/apply${suffix}`,
    `/:ns/CANDIDATEPORTAL/jobs/:id/apply${suffix}`,
  ];
  r.get(applyPaths(), async (req, res) => {
    const b = await open(req, res);
    if (!b) return;
    const app = apps(req, res)[key(req)];
    if (!app) {
      const signIn = `https://dfid.dayforcehcm.com/globalidentity/account/login?returnUrl=${encodeURIComponent(`${posting(req)}/apply`)}`;
      return send(req, res, `Apply: ${titleOf(b)}`, choiceBody(titleOf(b), signIn, `${posting(req)}/apply/start`));
    }
    render(req, res, app, {}, app.fields, b);
  });
  r.post(applyPaths("/start"), async (req, res) => {
    if (!(await open(req, res))) return;
    apps(req, res)[key(req)] = { step: 0, fields: {}, files: {} };
    res.redirect(303, `${posting(req)}/apply`);
  });
  r.post(applyPaths(), async (req, res) => {
    const b = await open(req, res);
    if (!b) return;
    const app = apps(req, res)[key(req)];
    if (!app) return res.redirect(303, `${posting(req)}/apply`);
    const { fields: f, files } = await readForm(req);
    // A stale page (Back in the browser, a second tab) is answered with the step the server is on.
    if (Number(str(f.step)) !== app.step) return res.redirect(303, `${posting(req)}/apply`);
    const { step: _s, action, ...vals } = f;
    if (str(action) === "back") {
      app.step = Math.max(0, app.step - 1);
      return res.redirect(303, `${posting(req)}/apply`);
    }
    const e = validate(app.step, b, vals, files, app);
    if (Object.keys(e).length) return render(req, res, app, e, { ...app.fields, ...vals }, b);
    const last = app.step === STEPS.length - 1;
    if (STEPS[app.step] === "Questionnaire" && b.variant !== undefined) dayforceVariantForget(variantFor(b.variant), app.fields);
    if (!last) Object.assign(app.fields, vals);
    for (const [k, file] of Object.entries(files)) app.files[k] = file;
    if (!last) {
      app.step++;
      return res.redirect(303, `${posting(req)}/apply`);
    }
    if (str(action) !== "submit") return res.redirect(303, `${posting(req)}/apply`);
    const reference = `DF-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
    state.record({
      ats: "dayforce",
      tenant: ns(req),
      jobId: id(req),
      fields: { ...app.fields, candidateAcknowledgment: str(vals.candidateAcknowledgment), reference },
      files: app.files,
    });
    delete apps(req, res)[key(req)];
    // A seeded variant's last step posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ reference });
    res.redirect(303, `${posting(req)}/apply/confirmation?reference=${reference}`);
  });
  r.get(applyPaths("/confirmation"), (req, res) => {
    const b = state.postings.get(id(req));
    send(
      req,
      res,
      "Application submitted",
      `<section class="application-confirmation" role="status"><h1>Thank you for applying</h1>
<p>Your application for ${h(titleOf(b))} has been submitted.</p><p>Your reference number is <strong id="reference-number">${h(str(req.query.reference as string))}</strong>.
Keep it to ask about this application.</p></section>`,
    );
  });
  return r;
}
