// Jobvite simulator: jobs.jobvite.com/{co}/job/{id}, its Apply button to /{co}/job/{id}/apply, and the
// hosted apply form as a two-step wizard (contact and work authorization, then voluntary EEO).
//
// Facts and their sources:
// - URLs `jobs.jobvite.com/{co}/job/{id}[/apply]`, older `/careers/{co}/job/{id}/apply`: docs/platforms.md
//   "Jobvite" (from the reference) and an autofill extension's dry-run notes from live tenants (code search
//   fs:"Jobvite manual dry-run"): step 1 is contact (first/last name, email, phone, LinkedIn, address)
//   with work authorization and sponsorship Yes/No, step 2 EEO/OFCCP; later steps are not in the page
//   until Next; the final button is "Send Application"; no account; a reCAPTCHA on some tenants; the
//   resume comes from an "Add Resume" menu (File, Paste, LinkedIn, Dropbox).
// - The same kind of extension's field collector (code search fs:"getJobviteFormRoot"): the form is
//   `form[name="scopeData.applyForm"]` / `form.jv-apply-form`; each field is a `.jv-form-field` whose
//   label is a `.jv-form-field-label` (not tied to the input by `for`), required shown by a
//   `.jv-required-label` or a `*`; hidden parts carry `.ng-hide`; the paste-resume box is
//   `.jv-add-attachment-paste` inside `#attachResume`; the reCAPTCHA sits in `#captcha`.
// - An auto-applier's selector list (code search fs:"JOBVITE_ADVANCE_BUTTON_SELECTOR"): Next is
//   `.jv-apply-form-actions button[ng-click*="nextStep"][type="button"]`, the final one
//   `.jv-apply-form-actions button[type="submit"]`; the apply link `.jv-apply-btn` (a Cypress test of a
//   Jobvite-like page, fs:"jv-form-job-app-fname").
// GUESSES (marked): the inputs' names and the request the page sends (`/api/{co}/job/{id}/apply`, multipart);
// the option lists; the texts of the confirmation ("Thank you for applying!"), of the closed page
// ("This job is no longer available"), of the field messages ("This field is required.") and the banner;
// the EEO questions' wording.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type JvItem, jobviteVariantItems } from "./variants";

export const JOBVITE_HOST = /^jobs\.jobvite\.com$/;

const req = `<span class="jv-required-label" aria-hidden="true">*</span>`;
const field = (name: string, label: string, control: string, required: boolean) =>
  `<div class="jv-form-field" data-field="${name}"><span class="jv-form-field-label">${h(label)}${required ? ` ${req}` : ""}</span>${control}<div class="jv-form-field-error"></div></div>`;
const text = (name: string, label: string, type: string, required: boolean) =>
  field(
    name,
    label,
    `<input type="${type}" name="${name}" class="jv-form-field-input" aria-label="${h(label)}"${required ? ` aria-required="true"` : ""}>`,
    required,
  );
const radios = (name: string, label: string, options: string[], required: boolean) =>
  field(
    name,
    label,
    `<div role="radiogroup" aria-label="${h(label)}">${options.map((o) => `<label class="jv-radio"><input type="radio" name="${name}" value="${h(o)}"> ${h(o)}</label>`).join("")}</div>`,
    required,
  );
const select = (name: string, label: string, options: string[], required: boolean) =>
  field(
    name,
    label,
    `<select name="${name}" aria-label="${h(label)}"${required ? ` aria-required="true"` : ""}><option value="">Select an option</option>${options.map((o) => `<option>${h(o)}</option>`).join("")}</select>`,
    required,
  );

// Seeded variants only (variants.ts): checkbox groups, one box, display text (GUESSES); a second level
// sits hidden until its first level has the answer it belongs to.
function variantItem(q: JvItem): string {
  if (q.kind === "heading") return `<h3 class="jv-form-section-title">${h(q.label)}</h3>`;
  if (q.kind === "paragraph") return `<p class="jv-form-text">${h(q.label)}</p>`;
  const inner =
    q.kind === "radio"
      ? radios(q.name, q.label, q.options, q.required)
      : q.kind === "select"
        ? select(q.name, q.label, q.options, q.required)
        : q.kind === "checkboxes"
          ? field(
              q.name,
              q.label,
              `<div role="group" aria-label="${h(q.label)}">${q.options.map((o) => `<label class="jv-checkbox"><input type="checkbox" name="${q.name}" value="${h(o)}"> ${h(o)}</label>`).join("")}</div>`,
              q.required,
            )
          : `<div class="jv-form-field" data-field="${q.name}"><label class="jv-checkbox"><input type="checkbox" name="${q.name}" value="true"${q.required ? ` aria-required="true"` : ""}> ${h(q.label)}${q.required ? ` ${req}` : ""}</label><div class="jv-form-field-error"></div></div>`;
  return q.showIf
    ? `<div class="jv-follow-up ng-hide" data-show-if="${q.showIf.name}" data-show-value="${h(q.showIf.value)}">${inner}</div>`
    : inner;
}

/** The step-1 screening questions (employers order them), shuffled in a seeded variant. */
function screening(b: PostingBehaviour): string[] {
  const yesNo = ["Yes", "No"];
  const qs = [
    radios("workAuthorization", "Are you legally authorized to work in the United States?", yesNo, true),
    radios("sponsorship", "Will you now or in the future require sponsorship for employment visa status?", yesNo, true),
    ...(b.unanswerableQuestion ? [text("referralCode", "Acme employee referral code", "text", true)] : []),
    select("source", "How did you hear about this job?", ["Job board", "Company website", "Referral", "Other"], false),
  ];
  return b.variant === undefined ? qs : variantFor(b.variant).order(qs, "jobvite-questions");
}

/** Required fields by step: `{name: step}`; a second level only while shown (`showIf`). */
const requiredFields = (b: PostingBehaviour): { name: string; step: number; showIf?: JvItem["showIf"] }[] => [
  ...STEP1_REQUIRED(b).map((name) => ({ name, step: 1 })),
  ...(b.variant === undefined ? [] : jobviteVariantItems(variantFor(b.variant)).filter((q) => q.required)),
];

const STEP1_REQUIRED = (b: PostingBehaviour) => [
  "firstName",
  "lastName",
  "email",
  "phone",
  "resume",
  "workAuthorization",
  "sponsorship",
  ...(b.unanswerableQuestion ? ["referralCode"] : []),
];

function applyPage(co: string, id: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  const decline = "I don't wish to answer";
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const items = v ? jobviteVariantItems(v) : [];
  const onStep = (n: 1 | 2) =>
    items
      .filter((q) => q.step === n)
      .map(variantItem)
      .join("\n");
  return page(
    `${title} - ${co} - Jobvite`,
    `<main class="jv-page-body"><h1 class="jv-header">${h(title)}</h1>
<form name="scopeData.applyForm" class="jv-form jv-apply-form" novalidate>
<div class="jv-alert jv-alert-danger" role="alert" hidden></div>
<fieldset class="jv-apply-step" data-step="1"><legend>Contact Information</legend>
${text("firstName", v?.labels.firstName ?? "First Name", "text", true)}${text("lastName", v?.labels.lastName ?? "Last Name", "text", true)}
${text("email", v?.labels.email ?? "Email", "email", true)}${text("phone", v?.labels.phone ?? "Phone", "tel", true)}${text("linkedin", v?.labels.linkedin ?? "LinkedIn Profile URL", "url", false)}
${field(
  "resume",
  "Resume",
  `<div id="attachResume"><span>Add Resume</span><div class="jv-add-attachment-file"><label class="jv-button">File<input type="file" name="resume" accept=".pdf,.doc,.docx,.txt,.rtf" style="position:absolute;left:-9999px"></label></div>
<div class="jv-add-attachment-paste ng-hide"><textarea name="resumeText" aria-label="Paste your resume"></textarea></div><span class="jv-file-name"></span></div>`,
  true,
)}
${screening(b).join("\n")}
${onStep(1)}</fieldset>
<fieldset class="jv-apply-step ng-hide" data-step="2"><legend>Voluntary Self-Identification</legend>
<p>Completion of this section is voluntary.</p>
${select("eeoGender", "Gender", ["Female", "Male", decline], false)}
${select("eeoVeteran", "Veteran Status", ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", decline], false)}
${onStep(2)}${b.captcha ? `<div id="captcha">${recaptchaWall()}</div>` : ""}
</fieldset>
<div class="jv-apply-form-actions">
<button type="button" class="jv-button jv-button-secondary ng-hide" ng-click="back()">Back</button>
<button type="button" class="jv-button jv-button-primary" ng-click="nextStep()">Next</button>
<button type="submit" class="jv-button jv-button-primary ng-hide">Send Application</button></div>
</form></main>
<style>.ng-hide{display:none!important}</style>
<script type="application/json" id="jv-meta">${JSON.stringify({ co, id, required: requiredFields(b) })}</script><script>${v ? confirmScript(v) : ""}${FORM_SCRIPT}</script>${v?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

// Next checks step 1 and shows step 2 (the Back, Next and Send buttons swap as Angular's ng-hide does);
// Send posts everything and swaps the form for the confirmation.
const FORM_SCRIPT = String.raw`
const form = document.querySelector('form.jv-apply-form');
const meta = JSON.parse(document.getElementById('jv-meta').textContent);
const [back, next, send] = form.querySelectorAll('.jv-apply-form-actions button');
const steps = form.querySelectorAll('.jv-apply-step');
form.querySelector('input[type=file]').addEventListener('change', (e) => { form.querySelector('.jv-file-name').textContent = e.target.files[0]?.name || ''; });
function showStep(n) {
  steps.forEach((s) => s.classList.toggle('ng-hide', s.dataset.step !== String(n)));
  back.classList.toggle('ng-hide', n === 1); next.classList.toggle('ng-hide', n !== 1); send.classList.toggle('ng-hide', n === 1);
}
function check(step) {
  const fd = new FormData(form), errors = {};
  for (const { name, step: on, showIf } of meta.required) {
    if (on > step || (showIf && !fd.getAll(showIf.name).includes(showIf.value))) continue;
    const v = fd.get(name);
    if (!v || (typeof v === 'string' ? !v.trim() : !v.size)) errors[name] = 'This field is required.';
  }
  const email = String(fd.get('email') || '');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = 'Please enter a valid email address.';
  return errors;
}
next.addEventListener('click', () => { const errors = check(1); show(errors); if (!Object.keys(errors).length) showStep(2); });
back.addEventListener('click', () => showStep(1));
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const errors = check(2);
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._form = 'Please complete the reCAPTCHA.';
  if (Object.keys(errors).length) return show(errors);
  const res = await fetch('/api/' + encodeURIComponent(meta.co) + '/job/' + encodeURIComponent(meta.id) + '/apply', { method: 'POST', body: new FormData(form) });
  if (res.ok && typeof variantConfirm === 'function') { variantConfirm(form, location.pathname + '/thanks'); return; }
  if (res.ok) { document.querySelector('main').innerHTML = '<div class="jv-apply-confirmation"><h2>Thank you for applying!</h2><p>Your application has been submitted.</p></div>'; return; }
  const body = await res.json().catch(() => ({}));
  show(body.errors || { _form: 'There was a problem submitting your application. Please try again.' });
});
// A second level is shown (and sent) only while its first level has the answer it belongs to.
const follow = () => form.querySelectorAll('[data-show-if]').forEach((w) => {
  const on = new FormData(form).getAll(w.dataset.showIf).includes(w.dataset.showValue);
  w.classList.toggle('ng-hide', !on); w.querySelectorAll('input, select, textarea').forEach((el) => { el.disabled = !on; });
});
form.addEventListener('change', follow); follow();
function show(errors) {
  form.querySelectorAll('[data-field]').forEach((f) => { const m = errors[f.dataset.field]; f.classList.toggle('jv-form-field-invalid', !!m); f.querySelector('.jv-form-field-error').textContent = m || ''; });
  const top = form.querySelector('.jv-alert');
  const msg = errors._form || (Object.keys(errors).length ? 'Please correct the highlighted fields.' : '');
  top.hidden = !msg; top.textContent = msg;
}`;

export function jobviteSite(state: SimState): express.Router {
  const r = express.Router();
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Job not available - Jobvite",
          `<main class="jv-page-body"><h1>This job is no longer available</h1><p>Please see our other open positions.</p></main>`,
        ),
      );
  const posting = (form: boolean) => async (req: express.Request, res: express.Response) => {
    const co = String(req.params.co),
      id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    if (form) return res.type("html").send(applyPage(co, id, b));
    res.type("html").send(
      page(
        `${b.title ?? "Software Engineer"} - ${co}`,
        `<main class="jv-page-body jv-job-detail"><h1 class="jv-header">${h(b.title ?? "Software Engineer")}</h1>
<div class="jv-job-detail-description"><p>Join ${h(co)}.</p></div><a class="jv-button jv-button-primary jv-apply-btn" href="/${encodeURIComponent(co)}/job/${encodeURIComponent(id)}/apply">Apply</a></main>`,
      ),
    );
  };
  for (const prefix of ["", "/careers"]) {
    r.get(`${prefix}/:co/job/:id`, posting(false));
    r.get(`${prefix}/:co/job/:id/apply`, posting(true));
    // GUESS: the page a "redirect" variant goes to.
    r.get(`${prefix}/:co/job/:id/apply/thanks`, (_req, res) =>
      res
        .type("html")
        .send(
          page(
            "Thank you - Jobvite",
            `<main class="jv-page-body"><div class="jv-apply-confirmation"><h2>Thank you for applying!</h2><p>Your application has been submitted.</p></div></main>`,
          ),
        ),
    );
  }
  r.post("/api/:co/job/:id/apply", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ errors: { _form: "This job is no longer available" } });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const { name, showIf } of requiredFields(b))
      if (showIf && ![fields[showIf.name] ?? []].flat().includes(showIf.value)) continue;
      else if (name === "resume" ? !files.resume : !str(fields[name])) errors[name] = "This field is required.";
    if (b.variant !== undefined)
      for (const q of jobviteVariantItems(variantFor(b.variant)))
        if (q.showIf && ![fields[q.showIf.name] ?? []].flat().includes(q.showIf.value)) delete fields[q.name];
    if (b.captcha) errors._form = "Please complete the reCAPTCHA.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "jobvite", tenant: String(req.params.co).toLowerCase(), jobId: id, fields, files });
    res.json({ status: "ok" });
  });
  return r;
}
