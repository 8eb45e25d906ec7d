// Breezy HR simulator: {co}.breezy.hr/p/{id}-{slug}, the application form at /p/{id}-{slug}/apply.
//
// Facts and their sources:
// - URLs `{co}.breezy.hr/p/{id-slug}`, feed `/json`: docs/platforms.md "Breezy" (from the reference).
// - Measured on a live form by an autofill extension (code search fs:"cName is ONE full-name field, not
//   a first/last pair"): postings under `/p/` on any `*.breezy.hr` (not the bare breezy.hr site); ONE
//   full-name input `cName`, then `cEmail`, `cPhoneNumber`, `cAddress`, the file input `cResume`, the
//   textarea `cSummary`, the boxes `smsConsent` and `gdprAgreement`, a honeypot `hp_<hex>` hidden by a
//   collapsed ancestor; the description `.description`.
// - A builder's notes from live runs on two tenants (code search fs:"BreezyHR — built and verified clean
//   across 2 real tenants"): an AngularJS-rendered native HTML form, no iframe, no CAPTCHA on any tenant
//   seen; Breezy parses the resume on upload and, a few seconds later, appends Work History and
//   Education entries (`<li>` records under `ng-repeat` "...work_history" / "...education", one shared
//   class); that parse rebinds `candidate.summary`, wiping a summary typed before it settles; a salary
//   with a period select on some tenants, GDPR consent on some, an optional cover letter; the honeypot
//   (`hp_7f2b`, tabindex -1) must stay empty.
// GUESSES (marked): the /apply path and the "Apply to Position" link; the upload and submit endpoints
// (`/p/{id}/resume`, POST /apply) and their JSON; question names (`cQuestions[{id}]`) and kinds; the
// salary names; the Summary being optional here (required on some tenants); every message text; the
// confirmation and closed pages; a CAPTCHA at all (none was seen: only when a test asks for one).
import express from "express";
import { randomBytes } from "node:crypto";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type BrQuestion, breezyVariantQuestions } from "./variants";

export const BREEZY_HOST = /^(?!www\.)([a-z0-9-]+)\.breezy\.hr$/;

type Q = BrQuestion;
/** The questionnaire; a seeded variant (variants.ts) shuffles it and adds its own questions after it. */
const questions = (b: PostingBehaviour): Q[] => {
  if (b.variant === undefined) return fixedQuestions(b);
  const v = variantFor(b.variant);
  return [...v.order(fixedQuestions(b), "breezy-questions"), ...breezyVariantQuestions(v)];
};
const fixedQuestions = (b: PostingBehaviour): Q[] => [
  { id: "q1", kind: "radio", label: "Are you legally authorized to work in the United States?", required: true, options: ["Yes", "No"] },
  { id: "q2", kind: "radio", label: "Will you now or in the future require visa sponsorship?", required: true, options: ["Yes", "No"] },
  {
    id: "q3",
    kind: "dropdown",
    label: "How many years of professional experience do you have?",
    required: true,
    options: ["0-1", "2-4", "5-9", "10+"],
  },
  { id: "q4", kind: "date", label: "When can you start?", required: false },
  { id: "q5", kind: "checkboxes", label: "Which of these tools have you used?", required: false, options: ["Git", "Docker", "Kubernetes"] },
  ...(b.unanswerableQuestion ? [{ id: "q9", kind: "text" as const, label: "Acme employee referral code", required: true }] : []),
];

const req = (r: boolean) => (r ? ` required` : "");
const star = (r: boolean) => (r ? ` <span class="required">*</span>` : "");
function question(q: Q): string {
  const name = `cQuestions[${q.id}]`,
    head = `<h3 class="question-label">${h(q.label)}${star(q.required)}</h3>`;
  const follow = q.showIf ? ` data-show-if="${h(`cQuestions[${q.showIf.id}]`)}" data-show-value="${h(q.showIf.value)}" hidden` : "";
  const wrap = (inner: string) =>
    `<li class="question" ng-repeat="question in section.questions" data-name="${name}"${q.required ? " data-required" : ""}${follow}>${inner}<div class="error-message"></div></li>`;
  const options = q.options ?? [];
  switch (q.kind) {
    // Seeded variants only (variants.ts): one box, display text (GUESSES).
    case "checkbox":
      return wrap(`<label><input type="checkbox" name="${name}" value="true"${req(q.required)}> ${h(q.label)}${star(q.required)}</label>`);
    case "heading":
      return `<li class="question question-heading"><h3>${h(q.label)}</h3></li>`;
    case "statement":
      return `<li class="question question-statement"><p>${h(q.label)}</p></li>`;
    case "radio":
    case "checkboxes":
      return wrap(
        `<fieldset>${head.replace("h3", "legend").replace("</h3>", "</legend>")}${options.map((o) => `<label class="option"><input type="${q.kind === "radio" ? "radio" : "checkbox"}" name="${name}" value="${h(o)}"${q.kind === "radio" ? req(q.required) : ""}> <span>${h(o)}</span></label>`).join("")}</fieldset>`,
      );
    case "dropdown":
      return wrap(
        `<label for="${q.id}">${h(q.label)}${star(q.required)}</label><select id="${q.id}" name="${name}"${req(q.required)}><option value="">Select an option</option>${options.map((o) => `<option>${h(o)}</option>`).join("")}</select>`,
      );
    case "paragraph":
      return wrap(
        `<label for="${q.id}">${h(q.label)}${star(q.required)}</label><textarea id="${q.id}" name="${name}"${req(q.required)}></textarea>`,
      );
    default:
      return wrap(
        `<label for="${q.id}">${h(q.label)}${star(q.required)}</label><input id="${q.id}" type="${q.kind}" name="${name}"${req(q.required)}>`,
      );
  }
}

const field = (name: string, label: string, type: string, required: boolean, placeholder = "") =>
  `<div class="form-group" data-name="${name}"><label for="${name}">${h(label)}${star(required)}</label><input class="form-control" type="${type}" id="${name}" name="${name}" placeholder="${h(placeholder)}"${req(required)}><div class="error-message"></div></div>`;

// The page's script: uploads and parses the resume on choice (then appends history, rebinding the
// summary), checks required fields, posts the form, goes to the confirmation.
const APPLY_SCRIPT = String.raw`
const form = document.getElementById('application-form');
const file = form.querySelector('[name=cResume]');
file.addEventListener('change', async () => {
  const status = document.getElementById('resume-status'), idField = form.querySelector('[name=cResumeId]');
  idField.value = ''; status.textContent = 'Uploading…';
  const fd = new FormData(); fd.append('file', file.files[0]);
  const res = await fetch(location.pathname.replace(/\/apply$/, '') + '/resume', { method: 'POST', body: fd });
  const parsed = await res.json();
  idField.value = parsed.id; status.textContent = 'Parsing your resume…';
  setTimeout(() => {
    const li = (kind, a, b) => '<li class="history-entry" ng-repeat="entry in candidate.' + kind + '"><input name="' + kind + '[0][' + a[0] + ']" aria-label="' + a[1] + '" value="' + a[2] + '"><input name="' + kind + '[0][' + b[0] + ']" aria-label="' + b[1] + '" value="' + b[2] + '"></li>';
    document.getElementById('work-history').innerHTML = li('work_history', ['title', 'Title', parsed.title], ['company', 'Company', parsed.company]);
    document.getElementById('education').innerHTML = li('education', ['school', 'School', parsed.school], ['field', 'Field of Study', parsed.field]);
    form.querySelector('[name=cSummary]').value = '';
    status.textContent = file.files[0].name;
  }, 1200);
});
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const fd = new FormData(form), errors = {};
  form.querySelectorAll('[required]:not(:disabled)').forEach((el) => { if (!String(fd.get(el.name) || '').trim()) errors[el.name] = 'This field is required'; });
  form.querySelectorAll('li[data-required]:not([hidden])').forEach((li) => { if (!fd.getAll(li.dataset.name).length) errors[li.dataset.name] = 'This field is required'; });
  if (!fd.get('cResumeId')) errors.cResume = 'Please upload your resume';
  if (form.querySelector('[name=gdprAgreement]') && !form.querySelector('[name=gdprAgreement]').checked) errors.gdprAgreement = 'Please agree to continue';
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._form = 'Please complete the reCAPTCHA';
  fd.delete('cResume');
  if (!Object.keys(errors).length) {
    const res = await fetch(location.pathname, { method: 'POST', body: fd });
    if (res.ok) {
      const to = (await res.json()).redirect;
      if (typeof variantConfirm === 'function') { variantConfirm(form, to); return; }
      location.href = to; return;
    }
    Object.assign(errors, (await res.json().catch(() => ({}))).errors || { _form: 'Something went wrong' });
  }
  form.querySelectorAll('[data-name]').forEach((g) => { const m = errors[g.dataset.name]; g.classList.toggle('ng-invalid', !!m); g.querySelector('.error-message').textContent = m || ''; });
  const top = document.getElementById('form-error');
  top.hidden = false; top.textContent = errors._form || 'Please fill out all required fields';
});
// A second level is shown (and sent) only while its first level has the answer it belongs to.
const follow = () => form.querySelectorAll('li[data-show-if]').forEach((li) => {
  const on = new FormData(form).getAll(li.dataset.showIf).includes(li.dataset.showValue);
  li.hidden = !on; li.querySelectorAll('input, select, textarea').forEach((el) => { el.disabled = !on; });
});
form.addEventListener('change', follow); follow();`;

function applyPage(b: PostingBehaviour, honeypot: string): string {
  const title = b.title ?? "Software Engineer";
  const v = b.variant === undefined ? null : variantFor(b.variant);
  return page(
    `${title} - Apply`,
    `<div class="application" ng-app="breezy"><h1>${h(title)}</h1>
<form id="application-form" name="applicationForm" novalidate><div class="alert alert-danger" id="form-error" role="alert" hidden></div>
<h2>Personal Details</h2>${field("cName", v?.labels.fullName ?? "Full Name", "text", true)}${field("cEmail", v?.labels.email ?? "Email Address", "email", true)}${field("cPhoneNumber", v?.labels.phone ?? "Phone Number", "tel", true)}
${field("cAddress", v?.labels.location ?? "Address", "text", false, "City, State or Province")}
<div class="form-group" data-name="cResume"><label for="cResume">Resume${star(true)}</label><div class="file-drop"><span>Drop your resume here or</span> <label class="btn" for="cResume">Choose a file</label>
<input type="file" id="cResume" name="cResume" accept=".pdf,.doc,.docx,.rtf,.txt" style="position:absolute;left:-9999px"><input type="hidden" name="cResumeId"><span id="resume-status"></span></div><div class="error-message"></div></div>
<h2>Work History</h2><ul id="work-history"></ul><h2>Education</h2><ul id="education"></ul>
<div class="form-group" data-name="cSummary"><label for="cSummary">Summary</label><textarea class="form-control" id="cSummary" name="cSummary" ng-model="candidate.summary"></textarea><div class="error-message"></div></div>
<div class="form-group" data-name="cDesiredSalary"><label for="cDesiredSalary">Desired Salary</label><input class="form-control" id="cDesiredSalary" name="cDesiredSalary" type="text">
<select name="cDesiredSalaryPeriod" aria-label="Salary period"><option>Per Year</option><option>Per Month</option><option>Per Hour</option></select><div class="error-message"></div></div>
<div class="form-group" data-name="cCoverLetter"><label for="cCoverLetter">Cover Letter</label><textarea class="form-control" id="cCoverLetter" name="cCoverLetter"></textarea><div class="error-message"></div></div>
<h2>Questions</h2><ul class="questions">${questions(b).map(question).join("\n")}</ul>
<div style="height:0;overflow:hidden"><input type="text" name="hp_${honeypot}" tabindex="-1" autocomplete="off"></div>
<div class="form-group" data-name="gdprAgreement"><label><input type="checkbox" name="gdprAgreement" value="true"> I agree to the processing of my personal data for the purpose of this application, as described in the privacy notice${star(true)}</label><div class="error-message"></div></div>
<div class="form-group" data-name="smsConsent"><label><input type="checkbox" name="smsConsent" value="true"> I agree to receive text messages about my application</label><div class="error-message"></div></div>
${b.captcha ? recaptchaWall() : ""}<button type="submit" class="button apply-button">Submit Application</button></form></div><script>${v ? confirmScript(v) : ""}${APPLY_SCRIPT}</script>${v?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

export function breezySite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => BREEZY_HOST.exec(req.hostname)![1];
  const idOf = (req: express.Request) => String(req.params.idSlug).split("-")[0];
  const title = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Position closed",
          `<div class="container"><h1>This position is no longer accepting applications</h1><a href="/">View all open positions</a></div>`,
        ),
      );
  const uploads = new Map<string, UploadedFile>();
  const honeypot = randomBytes(2).toString("hex");

  const guard =
    (show: (req: express.Request, res: express.Response, b: PostingBehaviour) => void) =>
    async (req: express.Request, res: express.Response) => {
      const id = idOf(req);
      if (await preamble(state, id, res)) return;
      const b = state.postings.get(id);
      if (b.closed) return closed(res);
      show(req, res, b);
    };
  r.get(
    "/p/:idSlug",
    guard((req, res, b) =>
      res.type("html").send(
        page(
          title(b),
          `<div class="position"><h1>${h(title(b))}</h1><div class="description"><p>Join ${h(tenantOf(req))}.</p></div>
<a class="button apply-button" href="/p/${encodeURIComponent(String(req.params.idSlug))}/apply">Apply to Position</a></div>`,
        ),
      ),
    ),
  );
  r.get(
    "/p/:idSlug/apply",
    guard((_req, res, b) => res.type("html").send(applyPage(b, honeypot))),
  );
  r.get("/p/:idSlug/apply/thanks", (_req, res) =>
    res
      .type("html")
      .send(
        page(
          "Application submitted",
          `<div class="application-submitted"><h1>Application Submitted!</h1><p>Thank you for applying. We have received your application.</p></div>`,
        ),
      ),
  );
  r.post("/p/:idSlug/resume", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.file) return res.status(400).json({ error: "No file" });
    const id = randomBytes(6).toString("hex");
    uploads.set(id, files.file);
    res.json({ id, title: "Software Engineer", company: "Analytical Engines Ltd", school: "University of London", field: "Mathematics" });
  });
  r.post(
    "/p/:idSlug/apply",
    guard(async (req, res, b) => {
      const { fields } = await readForm(req);
      const errors: Record<string, string> = {};
      for (const k of ["cName", "cEmail", "cPhoneNumber"]) if (!str(fields[k])) errors[k] = "This field is required";
      for (const q of questions(b)) {
        const name = `cQuestions[${q.id}]`;
        const shown = !q.showIf || [fields[`cQuestions[${q.showIf.id}]`] ?? []].flat().includes(q.showIf.value);
        if (!shown) delete fields[name];
        else if (q.required && !str(fields[name])) errors[name] = "This field is required";
      }
      const resume = uploads.get(str(fields.cResumeId));
      if (!resume) errors.cResume = "Please upload your resume";
      if (str(fields.gdprAgreement) !== "true") errors.gdprAgreement = "Please agree to continue";
      if (b.captcha) errors._form = "Please complete the reCAPTCHA";
      if (Object.keys(errors).length) return res.status(400).json({ errors });
      const bot = str(fields[`hp_${honeypot}`]) !== "";
      state.record({
        ats: "breezy",
        tenant: tenantOf(req),
        jobId: idOf(req),
        fields,
        files: { cResume: resume! },
        ...(bot ? { bot } : {}),
      });
      res.json({ redirect: `/p/${encodeURIComponent(String(req.params.idSlug))}/apply/thanks` });
    }),
  );
  return r;
}
