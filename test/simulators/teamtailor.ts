// Teamtailor simulator: the career site {co}[.{region}].teamtailor.com/jobs/{id}-{slug}, its "Apply" link to
// /jobs/{id}-{slug}/applications/new, a Rails form (`candidate[...]`), and the receipt shown in place.
//
// Facts and their sources:
// - URLs `{co}.teamtailor.com/jobs/{id}`, feed `/jobs.rss`: docs/platforms.md "Teamtailor" (from the
//   reference); region hosts such as `{co}.na.teamtailor.com` (code search fs:"softwarefinder.na.teamtailor.com").
// - An apply driver for Teamtailor career sites (code search fs:"TeamTailor careersite application form
//   driver"): the form is at `/jobs/{id}[-slug]/applications/new`, reached by a link `a[href*="/applications/new"]`;
//   inputs `candidate[first_name]`, `candidate[last_name]`, `candidate[email]`, `candidate[phone]` (ids
//   `candidate_first_name` ...), the resume through `#upload_resume_field input[type=file]` beside a
//   `#candidate_resume_remote_url` field, the cover letter `candidate[job_applications_attributes][0][cover_letter]`,
//   the required consent `candidate[consent_given]`; screening questions are
//   `div.question[data-question-uuid][data-question-mandatory]` with the label in `legend span.block`,
//   answered as `candidate[answers_attributes][N][boolean|date|text]` (booleans as radios valued true/false).
// - A receipt measured on a live tenant (code search fs:"a measured Teamtailor receipt is not vetoed"):
//   the page stays at `/applications/new` and shows "Thanks for applying" / "We have received your
//   application and we will be reviewing it shortly.", followed by a separate "Connect" form (talent
//   network) whose button is type=submit.
// - Candidate mail comes from no-reply@teamtailor-mail.com (code search fs:"no-reply@teamtailor-mail.com",
//   fixtures of public job-mail trackers); applying has no e-mailed code, so this simulator sends none.
// GUESSES (marked): the upload endpoint (`/uploads`, its URL host) and that the resume field then holds
// the uploaded file's URL (the submission records that file as `resume`); the hidden `[question_id]` beside each answer; the phone being required on this tenant;
// the "Which of our offices" checkboxes' names; the texts of the error messages ("can't be blank", the
// Rails default), of the error banner and of the closed page; the reCAPTCHA on some tenants.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall, token } from "./core";

export const TEAMTAILOR_HOST = /^([a-z0-9-]+)(?:\.[a-z]{2})?\.teamtailor\.com$/;

type Kind = "boolean" | "date" | "text";
interface Question {
  id: number;
  uuid: string;
  kind: Kind;
  mandatory: boolean;
  label: string;
}
const questions = (b: PostingBehaviour): Question[] => [
  { id: 501, uuid: "7c1e0b52-auth", kind: "boolean", mandatory: true, label: "Are you authorized to work in the United States?" },
  { id: 502, uuid: "9a44d1f3-visa", kind: "boolean", mandatory: true, label: "Will you now or in the future require visa sponsorship?" },
  { id: 503, uuid: "0b7f55aa-start", kind: "date", mandatory: false, label: "When could you start?" },
  ...(b.unanswerableQuestion
    ? [{ id: 599, uuid: "f00dcafe-ref", kind: "text" as const, mandatory: true, label: "Acme employee referral code" }]
    : []),
];

const star = (required: boolean) => (required ? `<span aria-hidden="true">*</span>` : "");
const input = (field: string, label: string, type: string, required: boolean) =>
  `<div class="field" data-field="candidate[${field}]"><label for="candidate_${field}">${h(label)}${star(required)}</label>
<input id="candidate_${field}" name="candidate[${field}]" type="${type}"${required ? " required" : ""}><p class="error"></p></div>`;

function question(q: Question, i: number): string {
  const base = `candidate[answers_attributes][${i}]`,
    name = `${base}[${q.kind}]`,
    req = q.mandatory ? " required" : "";
  const hidden = `<input type="hidden" name="${base}[question_id]" value="${q.id}">`;
  const control =
    q.kind === "boolean"
      ? `<div class="forms--inputs--boolean">${[
          ["Yes", "true"],
          ["No", "false"],
        ]
          .map(([t, v]) => `<label><input type="radio" name="${name}" value="${v}"${req}> ${t}</label>`)
          .join("")}</div>`
      : `<input type="${q.kind}" id="answer_${q.id}" name="${name}"${req}>`;
  return `<div class="question" data-question-uuid="${q.uuid}" data-question-mandatory="${q.mandatory}" data-field="${name}"><fieldset>
<legend><span class="block">${h(q.label)}${q.mandatory ? " *" : ""}</span></legend>${hidden}${control}</fieldset><p class="error"></p></div>`;
}

// Uploads the resume as soon as it is chosen (the field then holds its URL), checks required fields,
// posts the form and swaps the page for the receipt or the errors.
const FORM_SCRIPT = String.raw`
const form = document.getElementById('new_candidate');
const remote = document.getElementById('candidate_resume_remote_url');
document.querySelector('#upload_resume_field input[type=file]').addEventListener('change', async (e) => {
  const file = e.target.files[0]; if (!file) return;
  const fd = new FormData(); fd.append('file', file);
  const res = await fetch('/uploads', { method: 'POST', body: fd });
  if (res.ok) { remote.value = (await res.json()).url; document.getElementById('resume-name').textContent = file.name; }
});
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const fd = new FormData(form), errors = {};
  for (const el of form.querySelectorAll('[required]')) {
    const ok = el.type === 'checkbox' ? el.checked : String(fd.get(el.name) || '').trim();
    if (!ok) errors[el.name] = "can't be blank";
  }
  if (!remote.value) errors['candidate[resume_remote_url]'] = "can't be blank";
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._base = 'Please verify that you are not a robot.';
  if (Object.keys(errors).length) return show(errors);
  fd.delete('resume_file');
  const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(fd), headers: { Accept: 'application/json' } });
  if (res.ok) { document.querySelector('main').innerHTML = (await res.json()).receipt; return; }
  const body = await res.json().catch(() => ({}));
  show(body.errors || { _base: 'Something went wrong, please try again.' });
});
function show(errors) {
  form.querySelectorAll('[data-field]').forEach((f) => { const m = errors[f.dataset.field]; f.classList.toggle('field-with-errors', !!m); f.querySelector('.error').textContent = m || ''; });
  const top = document.getElementById('error_explanation');
  const msg = errors._base || (Object.keys(errors).length ? 'Please review the problems below.' : '');
  top.hidden = !msg; top.textContent = msg;
}`;

const RECEIPT = `<section class="application-receipt"><h1>Thanks for applying</h1><p>We have received your application and we will be reviewing it shortly.</p>
<form action="/connect" method="post"><input type="hidden" name="authenticity_token" value="signed"><p>Stay in touch for future opportunities.</p><button type="submit">Connect</button></form></section>`;

function formPage(tenant: string, path: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  return page(
    `${title} - ${tenant}`,
    `<main><h1>${h(title)}</h1>
<form id="new_candidate" class="new_candidate" action="${h(path)}" method="post" novalidate>
<div id="error_explanation" class="alert" role="alert" hidden></div>
${input("first_name", "First name", "text", true)}${input("last_name", "Last name", "text", true)}
${input("email", "Email", "email", true)}${input("phone", "Phone", "tel", true)}
<div class="field" data-field="candidate[resume_remote_url]"><label for="resume_file">Upload resume${star(true)}</label>
<div id="upload_resume_field" class="file-drop"><input id="resume_file" type="file" name="resume_file" accept=".pdf,.doc,.docx,.txt,.rtf"><span id="resume-name"></span></div>
<input type="hidden" id="candidate_resume_remote_url" name="candidate[resume_remote_url]"><p class="error"></p></div>
<div class="field" data-field="candidate[job_applications_attributes][0][cover_letter]"><label for="candidate_job_applications_attributes_0_cover_letter">Cover letter</label>
<textarea id="candidate_job_applications_attributes_0_cover_letter" name="candidate[job_applications_attributes][0][cover_letter]"></textarea><p class="error"></p></div>
${questions(b).map(question).join("\n")}
<div class="field" data-field="candidate[consent_given]"><label><input type="hidden" name="candidate[consent_given]" value="0"><input type="checkbox" id="candidate_consent_given" name="candidate[consent_given]" value="1" required> I have read and agree to the <a href="/privacy">privacy policy</a>${star(true)}</label><p class="error"></p></div>
${b.captcha ? recaptchaWall() : ""}<button type="submit" name="commit">Send application</button></form></main><script>${FORM_SCRIPT}</script>`,
  );
}

function jobPage(tenant: string, path: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  return page(
    `${title} - ${tenant}`,
    `<main><h1>${h(title)}</h1><div class="job-body"><p>Join ${h(tenant)} as a ${h(title)}.</p></div>
<a class="btn" href="${h(path)}/applications/new">Apply for this job</a></main>`,
  );
}

export function teamtailorSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => TEAMTAILOR_HOST.exec(req.hostname)![1];
  const jobIdOf = (req: express.Request) => String(req.params.idSlug).split("-")[0];
  const uploads = new Map<string, UploadedFile>();
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Job not found",
          `<main><h1>This job is no longer open</h1><p>The position you were looking for has been filled or unpublished.</p><a href="/jobs">See all open jobs</a></main>`,
        ),
      );

  const show = (form: boolean) => async (req: express.Request, res: express.Response) => {
    const id = jobIdOf(req);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    const path = `/jobs/${encodeURIComponent(String(req.params.idSlug))}`;
    res.type("html").send(form ? formPage(tenantOf(req), `${path}/applications/new`, b) : jobPage(tenantOf(req), path, b));
  };
  r.get("/jobs/:idSlug", show(false));
  r.get("/jobs/:idSlug/applications/new", show(true));
  r.post("/uploads", async (req, res) => {
    const file = (await readForm(req)).files.file;
    if (!file) return res.status(422).json({ error: "No file" });
    const key = token();
    uploads.set(key, file);
    res.json({ url: `https://uploads.teamtailor.test/${key}/${encodeURIComponent(file.filename)}` });
  });
  r.post("/jobs/:idSlug/applications/new", async (req, res) => {
    const id = jobIdOf(req);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ errors: { _base: "This job is no longer open" } });
    const { fields } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const k of ["first_name", "last_name", "email", "phone"])
      if (!str(fields[`candidate[${k}]`])) errors[`candidate[${k}]`] = "can't be blank";
    const resume = uploads.get(/uploads\.teamtailor\.test\/([0-9a-f]+)\//.exec(str(fields["candidate[resume_remote_url]"]))?.[1] ?? "");
    if (!resume) errors["candidate[resume_remote_url]"] = "can't be blank";
    if (![fields["candidate[consent_given]"]].flat().includes("1")) errors["candidate[consent_given]"] = "must be accepted";
    questions(b).forEach((q, i) => {
      const name = `candidate[answers_attributes][${i}][${q.kind}]`;
      if (q.mandatory && !str(fields[name])) errors[name] = "can't be blank";
    });
    if (b.captcha) errors._base = "Please verify that you are not a robot.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "teamtailor", tenant: tenantOf(req), jobId: id, fields, files: { resume: resume! } });
    res.json({ receipt: RECEIPT });
  });
  return r;
}
