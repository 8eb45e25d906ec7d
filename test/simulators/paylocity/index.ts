// Paylocity simulator: recruiting.paylocity.com's job list, posting details, and the apply wizard at
// /Recruiting/Jobs/Apply/{id}, which opens behind an "Apply with resume" modal; no account.
//
// Facts and their sources:
// - URLs: the list `/Recruiting/Jobs/All/{guid}/{name}` embedding `window.pageData` JSON, details
//   `/Recruiting/Jobs/Details/{id}` (docs/platforms.md, /work reference); the form `/Recruiting/Jobs/Apply/{id}[/{slug}]`
//   (an auto-applier's platform registry, code search fs:"recruiting.paylocity.com/Recruiting/Jobs/Apply":
//   "MEASURED live", reached from LinkedIn and Indeed); a missing or closed job answers 302 to
//   `/Recruiting/Jobs/JobNotFound` (a question reader, fs:"JobNotFound"); after submitting, the page is
//   `/Recruiting/Jobs/Success/{id}` saying "Your application has been received!" (the registry).
// - No account: "NO ACCOUNT GATE ... Apply goes straight through", submitted end to end without a sign-in
//   (the registry). Hence no e-mail verification either.
// - The form opens behind a modal `#forceUploadResumeModal` (`.modal` over a `.backdrop`) with one visible
//   "Upload Resume" button over a hidden `input[type=file]#btn-forceResume` and a checkbox
//   `#useAttachedResumeToFillOutApplication`; uploading removes the modal and the resume parse pre-fills
//   fields and creates work-history entries (a Playwright handler fs:"forceUploadResumeModal", a Selenium
//   script fs:"useAttachedResumeToFillOutApplication", the registry: "required-field count went 7 -> 35").
//   The box is ticked at first: the handler only uploads and gets "32 auto-filled" (the Selenium script,
//   which types every field itself, clicks it).
//   The parse is "inconsistent" (a resume-advice page: pre-fill accuracy "inconsistent").
// - A chosen file is POSTed at once, before Submit (the question reader: FILE_ON_CHOICE).
// - A wizard, "Step 1 of N" (5 or 6 seen): 1 Information (identity, address, resume, cover letter, work and
//   education history), 2 Additional Questions, 3 References (on some tenants), 4 EEO, 5 Optional Identity
//   Questions, 6 review with a required acknowledgement checkbox `#applyAcknowledgement` and a
//   work-authorization select `acknowledgements.authorizedToWorkInUs` (the registry, the Selenium script).
// - One button `#btn-submit` moves every step and submits the last (the Selenium script clicks it on each).
// - Ids hold dots: `info.firstName`, `info.lastName`, `info.email`, `info.cellPhone`, `info.smsOptedIn`,
//   `info.haveYouWorkedWithUsBefore` (a required select), `info.howDidYouHearAboutUs` (native radios),
//   `info.linkedIn`; address `public-site-address-{address-1,city,us-state,zip}`; the state is a text box
//   with a list `public-site-address-us-state-dropdown-list-container` that opens as you type; screener
//   questions are radios `multiQuestionAnswer{qid}_{i}` and boxes `screener-question-{n}-textarea`; EEO
//   `acknowledgements.{eeoGender,racialOrEthnicGroup,militaryService,disability}` (the Selenium script,
//   the question reader). Selects are react-widgets DropdownLists: a div role=combobox owning
//   `<id>__listbox`, options `<id>__listbox__option__N`; labels sit in `.form-group` without `for` and
//   say "(required)" (the question reader).
// - Error texts "Please correct missing or invalid fields." and "Invalid email address" (the Selenium script).
// GUESSES (marked): the upload and submit endpoints (`/Recruiting/Jobs/Apply/{id}/Resume`, POST
// `/Recruiting/Jobs/Apply/{id}`) and their JSON; the per-field message "This field is required."; the
// JobNotFound page's wording; the modal's and questions' wording and option lists; the parse's values
// (it takes the name from the resume's first line and a number from its text as the phone, i.e. it
// pre-fills wrongly; its work-history entries here have no address blocks); four steps here (no References step, no separate identity step, no country box);
// the employer name ("acme") as tenant (Details/Apply URLs carry no tenant); a visible reCAPTCHA on the
// review step for the CAPTCHA preset (no source shows Paylocity with one).
import express from "express";
import { type SimState, type UploadedFile, preamble, readForm, str, h, page } from "../core";
import { applyPage, conditionsOf, requiredByStep } from "./page";

export const PAYLOCITY_HOST = /^recruiting\.paylocity\.com$/;
const TENANT = "acme";

/** What the simulated parser reads from a resume's text: the first line's name, a number as the phone. */
function parseResume(file: UploadedFile): Record<string, unknown> {
  const text = [...file.bytes.toString("latin1").matchAll(/\(([^)]*)\)\s*Tj/g)].map((m) => m[1]).join("\n");
  const name = (/^([^\n-]+?)\s+-\s+Resume/m.exec(text)?.[1] ?? "").trim().split(/\s+/);
  const position = /^([A-Z][\w ]+?),/m.exec(text)?.[1];
  return {
    firstName: name[0] ?? "",
    lastName: name.slice(1).join(" "),
    phone: /\b(\d{1,3})\b/.exec(text)?.[1] ?? "",
    workHistory: position ? [{ companyName: "", position }] : [],
  };
}

export function paylocitySite(state: SimState): express.Router {
  const r = express.Router();
  const uploads = (req: express.Request, res: express.Response) =>
    (state.session(req, res).paylocity ??= {}) as Record<string, UploadedFile>;
  const notFound = (res: express.Response) => res.redirect(302, "/Recruiting/Jobs/JobNotFound");
  const title = (id: string) => state.postings.get(id).title ?? "Software Engineer";

  r.get("/Recruiting/Jobs/JobNotFound", (_req, res) => {
    res
      .status(200)
      .type("html")
      .send(
        page(
          "Job Not Found - Paylocity",
          `<main class="job-not-found"><h1>Job Not Found</h1>
<p>The job you are looking for is no longer available.</p><a href="/Recruiting/Jobs/All/${"00000000-0000-0000-0000-000000000000"}">View all open positions</a></main>`,
        ),
      );
  });
  r.get(["/Recruiting/Jobs/All/:guid", "/Recruiting/Jobs/All/:guid/:name"], (req, res) => {
    const jobs = [{ JobId: 4012, JobTitle: title("4012") }];
    res.type("html").send(
      page(
        "Current Openings - Paylocity",
        `<main><h1>Current Openings</h1><div id="job-list">${jobs
          .map((j) => `<div class="job-listing-job-item"><a href="/Recruiting/Jobs/Details/${j.JobId}">${h(j.JobTitle)}</a></div>`)
          .join("")}</div></main>
<script>window.pageData = ${JSON.stringify({ Jobs: jobs, CompanyName: "Acme Inc", CompanyGuid: String(req.params.guid) })};</script>`,
      ),
    );
  });
  r.get(["/Recruiting/Jobs/Details/:id", "/Recruiting/Jobs/Details/:id/:slug"], async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    if (state.postings.get(id).closed) return notFound(res);
    res.type("html").send(
      page(
        `${title(id)} - Acme Inc - Paylocity`,
        `<main class="job-details"><h1 class="job-title">${h(title(id))}</h1>
<div class="job-description"><p>Join Acme Inc.</p></div><a class="btn btn-primary apply-button" href="/Recruiting/Jobs/Apply/${encodeURIComponent(id)}">Apply</a></main>`,
      ),
    );
  });
  r.get(["/Recruiting/Jobs/Apply/:id", "/Recruiting/Jobs/Apply/:id/:slug"], async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return notFound(res);
    delete uploads(req, res)[id];
    res.type("html").send(applyPage(id, b));
  });
  r.post("/Recruiting/Jobs/Apply/:id/Resume", async (req, res) => {
    const id = String(req.params.id);
    const { fields, files } = await readForm(req);
    if (!files.file) return res.status(400).json({ message: "Please select a file." });
    uploads(req, res)[id] = files.file;
    res.json({ fileName: files.file.filename, parsed: str(fields.parse) === "true" ? parseResume(files.file) : null });
  });
  r.get("/Recruiting/Jobs/Success/:id", (req, res) => {
    res.type("html").send(
      page(
        "Application Received - Paylocity",
        `<main class="application-success"><h1>Your application has been received!</h1>
<p>Thank you for applying for ${h(title(String(req.params.id)))}.</p></main>`,
      ),
    );
  });
  r.post("/Recruiting/Jobs/Apply/:id", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ message: "The job you are looking for is no longer available." });
    const { fields } = await readForm(req);
    const resume = uploads(req, res)[id];
    const errors: Record<string, string> = {};
    // A variant's second level is required only while its first level has the answer that shows it.
    const conditions = conditionsOf(b);
    const shown = (name: string) => !conditions[name] || str(fields[conditions[name].name]) === conditions[name].value;
    for (const name of requiredByStep(b).flat())
      if (shown(name) && (name === "resume" ? !resume : !str(fields[name]))) errors[name] = "This field is required.";
    if (str(fields["info.email"]) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields["info.email"])))
      errors["info.email"] = "Invalid email address";
    if (Object.keys(errors).length) return res.status(400).json({ message: "Please correct missing or invalid fields.", errors });
    if (b.captcha) return res.status(400).json({ message: "Please complete the reCAPTCHA." });
    state.record({ ats: "paylocity", tenant: TENANT, jobId: id, fields, files: { resume } });
    delete uploads(req, res)[id];
    res.json({ redirectUrl: `/Recruiting/Jobs/Success/${encodeURIComponent(id)}` });
  });
  return r;
}
