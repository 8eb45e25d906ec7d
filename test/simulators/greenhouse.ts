// Greenhouse simulator: the new React-style job board (boards.greenhouse.io, job-boards[.eu].greenhouse.io)
// and the public Job Board API (boards-api.greenhouse.io), per ats-reference.md "Greenhouse".
// Where the reference is silent (the exact submit endpoint, error wording, mail wording) this does what
// such boards commonly do: a JS submit (fetch) that shows inline errors, then navigates to /confirmation.
import express from "express";
import {
  type SimState, type PostingBehaviour, preamble, readForm, str, h, page, invisibleRecaptcha, recaptchaWall,
  INVISIBLE_TOKEN, alphanumericCode, verificationMail,
} from "./core";
import { legacyJobPage, handleLegacySubmit } from "./greenhouse-legacy";

export const GREENHOUSE_BOARD_HOSTS = ["boards.greenhouse.io", "job-boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.eu.greenhouse.io"];
export const GREENHOUSE_API_HOST = "boards-api.greenhouse.io";

type FieldType = "input_text" | "input_file" | "input_hidden" | "textarea" | "multi_value_single_select" | "multi_value_multi_select";
interface GhField { name: string; type: FieldType; values: { value: number | string; label: string }[] }
interface GhQuestion { required: boolean; label: string; fields: GhField[]; description?: string | null; widget?: "react-select" }

const text = (name: string): GhField => ({ name, type: "input_text", values: [] });
const yesNo = (name: string): GhField => ({ name, type: "multi_value_single_select", values: [{ value: 1, label: "Yes" }, { value: 0, label: "No" }] });
const opts = (labels: string[]) => labels.map((label, i) => ({ value: 7000 + i, label }));

/** The questions of one posting, in the API's shape; the form is rendered from the same list. */
export function greenhouseQuestions(b: PostingBehaviour): GhQuestion[] {
  const q: GhQuestion[] = [
    { required: true, label: "First Name", fields: [text("first_name")] },
    { required: true, label: "Last Name", fields: [text("last_name")] },
    { required: false, label: "Preferred First Name", fields: [text("preferred_name")] },
    { required: true, label: "Email", fields: [text("email")] },
    { required: true, label: "Phone", fields: [text("phone")] },
    // The new board renders Country as a React-Select combobox, not a <select>.
    { required: false, label: "Country", widget: "react-select", fields: [{ name: "country", type: "multi_value_single_select", values: ["United States", "Canada", "United Kingdom", "Germany", "India"].map((c) => ({ value: c, label: c })) }] },
    { required: true, label: "Resume/CV", fields: [{ name: "resume", type: "input_file", values: [] }, { name: "resume_text", type: "textarea", values: [] }] },
    { required: false, label: "Cover Letter", fields: [{ name: "cover_letter", type: "input_file", values: [] }, { name: "cover_letter_text", type: "textarea", values: [] }] },
    { required: false, label: "LinkedIn Profile", fields: [text("question_1001")] },
    { required: true, label: "Are you legally authorized to work in the United States?", fields: [yesNo("question_1002")] },
    { required: true, label: "Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?", fields: [yesNo("question_1003")] },
    { required: true, label: "What is the highest level of education you have completed?", fields: [{ name: "question_1004", type: "multi_value_single_select", values: opts(["High school", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"]) }] },
    { required: true, label: "How did you hear about us?", fields: [text("question_1005")] },
    { required: false, label: "Which of our offices could you work from?", fields: [{ name: "question_1006[]", type: "multi_value_multi_select", values: opts(["New York", "San Francisco", "Remote"]) }] },
    { required: false, label: "Anything else you would like us to know?", fields: [{ name: "question_1007", type: "textarea", values: [] }] },
  ];
  if (b.unanswerableQuestion) q.push({ required: true, label: "What is your Acme employee referral code?", fields: [text("question_1099")] });
  return q;
}

const eeoc: GhQuestion[] = [
  { required: false, label: "Gender", fields: [{ name: "gender", type: "multi_value_single_select", values: [{ value: 1, label: "Male" }, { value: 2, label: "Female" }, { value: 3, label: "Decline To Self Identify" }] }] },
  { required: false, label: "Are you Hispanic/Latino?", fields: [{ name: "hispanic_ethnicity", type: "multi_value_single_select", values: [{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }, { value: "Decline To Self Identify", label: "Decline To Self Identify" }] }] },
  { required: false, label: "Veteran Status", fields: [{ name: "veteran_status", type: "multi_value_single_select", values: [{ value: 1, label: "I am not a protected veteran" }, { value: 2, label: "I identify as one or more of the classifications of protected veteran" }, { value: 3, label: "I don't wish to answer" }] }] },
  { required: false, label: "Disability Status", fields: [{ name: "disability_status", type: "multi_value_single_select", values: [{ value: 1, label: "Yes, I have a disability, or have had one in the past" }, { value: 2, label: "No, I do not have a disability and have not had one in the past" }, { value: 3, label: "I do not want to answer" }] }] },
];

const company = (token: string) => token.charAt(0).toUpperCase() + token.slice(1);
const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
const fieldId = (name: string) => name.replace(/\[\]$/, "");

function renderField(q: GhQuestion, f: GhField): string {
  const id = fieldId(f.name);
  const req = q.required ? ` aria-required="true"` : "";
  switch (f.type) {
    case "input_file":
      return `<div class="file-upload" data-field="${id}"><button type="button" class="btn btn--pill" onclick="document.getElementById('${id}').click()">Attach</button>
<input type="file" id="${id}" name="${id}" class="visually-hidden" accept=".pdf,.doc,.docx,.txt,.rtf"${req}><span class="file-upload__filename" id="${id}-filename"></span></div>`;
    case "textarea":
      if (f.name.endsWith("_text")) // "Enter manually" alternative to the file, collapsed as on real boards
        return `<button type="button" class="btn--link" onclick="document.getElementById('${id}').hidden=false">Enter manually</button><textarea id="${id}" name="${id}" hidden></textarea>`;
      return `<textarea id="${id}" name="${id}" rows="4"${req}></textarea>`;
    case "multi_value_single_select":
      if (q.widget === "react-select") return reactSelect(id, f);
      return `<select id="${id}" name="${id}"${req}><option value="">Select...</option>${f.values.map((v) => `<option value="${h(v.value)}">${h(v.label)}</option>`).join("")}</select>`;
    case "multi_value_multi_select":
      return `<fieldset id="${id}" class="checkbox-group">${f.values.map((v) => `<label><input type="checkbox" name="${h(f.name)}" value="${h(v.value)}"> ${h(v.label)}</label>`).join("")}</fieldset>`;
    default: {
      const type = id === "email" ? "email" : id === "phone" ? "tel" : "text";
      const input = `<input type="${type}" id="${id}" name="${id}" autocomplete="${id === "first_name" ? "given-name" : id === "last_name" ? "family-name" : "off"}"${req}>`;
      // The phone field is an intl-tel-input widget on real boards.
      return id === "phone" ? `<div class="iti iti--allow-dropdown"><div class="iti__flag-container"><div class="iti__selected-flag" role="combobox" aria-label="United States: +1"></div></div>${input}</div>` : input;
    }
  }
}

/** React-Select's DOM: a combobox input, a menu of options, a hidden input carrying the chosen value. */
function reactSelect(id: string, f: GhField): string {
  return `<div class="select-shell" data-react-select="${id}"><div class="select__control"><div class="select__value-container">
<div class="select__placeholder" id="react-select-${id}-placeholder">Select...</div><div class="select__single-value" hidden></div>
<div class="select__input-container"><input class="select__input" id="${id}" role="combobox" type="text" autocomplete="off" aria-autocomplete="list" aria-expanded="false" aria-haspopup="true" value=""></div></div>
<div class="select__indicators"><div class="select__indicator select__dropdown-indicator" aria-hidden="true">▾</div></div></div>
<div class="select__menu" role="listbox" id="react-select-${id}-listbox" hidden>${f.values.map((v, i) => `<div class="select__option" role="option" id="react-select-${id}-option-${i}" data-value="${h(v.value)}">${h(v.label)}</div>`).join("")}</div>
<input type="hidden" name="${id}" value=""></div>`;
}

function renderQuestion(q: GhQuestion): string {
  const first = fieldId(q.fields[0].name);
  return `<div class="field-wrapper" id="${first}-wrapper"><label for="${first}" id="${first}-label">${h(q.label)}${q.required ? `<span class="required">*</span>` : ""}</label>
${q.fields.map((f) => renderField(q, f)).join("\n")}</div>`;
}

function jobPage(token: string, jobId: string, b: PostingBehaviour): string {
  const questions = greenhouseQuestions(b);
  const security = b.emailVerification
    ? `<div id="security-code-section" hidden><p id="security-code-instructions">A security code was sent to your email. Enter the 8-character code to submit your application.</p>
<div class="security-code">${Array.from({ length: 8 }, (_, i) => `<input id="security-input-${i}" class="security-input" maxlength="1" aria-label="Security code character ${i + 1}" autocomplete="off">`).join("")}</div></div>`
    : "";
  return page(`Job Application for ${titleOf(b)} at ${company(token)}`, `
<main class="job-post"><div class="job__header"><h1 class="section-header">${h(titleOf(b))}</h1><div class="job__location">New York, NY</div></div>
<div class="job__description body"><p>${h(company(token))} is hiring a ${h(titleOf(b))}.</p></div>
<div class="application--container"><h2 class="section-header">Apply for this job</h2>
<div id="error-summary" role="alert" class="helper-text--error"></div>
<form id="application-form" class="application--form" action="/${h(token)}/jobs/${h(jobId)}" method="post" enctype="multipart/form-data" novalidate>
${questions.map(renderQuestion).join("\n")}
<div id="eeoc_fields" class="eeoc__container"><h3>Voluntary Self-Identification</h3>${eeoc.map(renderQuestion).join("\n")}</div>
${security}
${b.captcha ? recaptchaWall() : invisibleRecaptcha()}
<button type="submit" class="btn btn--pill" id="submit_app">Submit application</button>
</form></div></main>
<script>${clientScript}</script>`);
}

// The React board's behaviour, in plain JS: fetch submit, inline errors, security-code step.
const clientScript = `
const form = document.getElementById('application-form');
const submit = form.querySelector('button[type=submit]');
const codeInputs = [...document.querySelectorAll('.security-input')];
let codeRequired = false;
const codeComplete = () => codeInputs.every((i) => i.value.trim().length === 1);
const refresh = () => { submit.disabled = codeRequired && !codeComplete(); };
codeInputs.forEach((input, i) => {
  input.addEventListener('input', () => { if (input.value && codeInputs[i + 1]) codeInputs[i + 1].focus(); refresh(); });
  input.addEventListener('paste', (e) => { const t = (e.clipboardData.getData('text') || '').trim(); if (t.length > 1) { e.preventDefault(); codeInputs.forEach((c, j) => c.value = t[j] || ''); refresh(); } });
});
form.querySelectorAll('.select-shell').forEach((shell) => {
  const input = shell.querySelector('.select__input'), menu = shell.querySelector('.select__menu'), hidden = shell.querySelector('input[type=hidden]');
  const single = shell.querySelector('.select__single-value'), placeholder = shell.querySelector('.select__placeholder');
  const options = [...menu.querySelectorAll('.select__option')];
  const visible = () => options.filter((o) => !o.hidden);
  const open = (yes) => { menu.hidden = !yes; input.setAttribute('aria-expanded', String(yes)); };
  const filter = () => { const q = input.value.trim().toLowerCase(); options.forEach((o) => o.hidden = !o.textContent.toLowerCase().includes(q)); };
  const choose = (o) => { hidden.value = o.dataset.value; single.textContent = o.textContent; single.hidden = false; placeholder.hidden = true; input.value = ''; filter(); open(false); };
  input.addEventListener('focus', () => open(true));
  shell.querySelector('.select__control').addEventListener('mousedown', (e) => { if (e.target !== input) { e.preventDefault(); input.focus(); open(true); } });
  input.addEventListener('input', () => { filter(); open(true); placeholder.hidden = !!input.value || !!hidden.value; });
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !menu.hidden) { e.preventDefault(); const o = visible()[0]; if (o) choose(o); } });
  menu.addEventListener('mousedown', (e) => { const o = e.target.closest('.select__option'); if (o) { e.preventDefault(); choose(o); } });
  // Typed text that was never chosen is dropped on blur, as React-Select does.
  input.addEventListener('blur', () => { input.value = ''; filter(); open(false); placeholder.hidden = !!hidden.value; });
});
form.querySelectorAll('input[type=file]').forEach((f) => f.addEventListener('change', () => {
  const label = document.getElementById(f.id + '-filename'); if (label) label.textContent = f.files[0] ? f.files[0].name : '';
  if (f.id === 'resume') remountQuestions(); // synchronously, so anything queried after the upload is current
}));
// The React board re-mounts the custom questions after a resume upload: same ids and values, new
// elements, so handles taken before the upload go stale (the reference: "re-read the form after uploading").
function remountQuestions() {
  document.querySelectorAll('.field-wrapper').forEach((w) => {
    if (!/^question_/.test(w.id)) return;
    w.querySelectorAll('input:not([type=file]), select, textarea').forEach((el) => {
      const fresh = el.cloneNode(true);
      if (el.tagName === 'SELECT') fresh.value = el.value;
      else if (el.type === 'checkbox' || el.type === 'radio') fresh.checked = el.checked;
      else fresh.value = el.value;
      el.replaceWith(fresh);
    });
  });
  form.dataset.remounted = String(Number(form.dataset.remounted || 0) + 1);
}
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const invisible = document.querySelector('.grecaptcha-badge .g-recaptcha-response');
  if (invisible) invisible.value = ${JSON.stringify(INVISIBLE_TOKEN)};
  const fd = new FormData(form);
  if (codeRequired) fd.set('security_code', codeInputs.map((i) => i.value.trim()).join(''));
  document.querySelectorAll('.field-error').forEach((n) => n.remove());
  document.getElementById('error-summary').textContent = '';
  submit.disabled = true;
  let body = {};
  try { const r = await fetch(form.action, { method: 'POST', body: fd }); body = await r.json(); }
  catch { body = { errors: { _form: 'Something went wrong. Please try again.' } }; }
  submit.disabled = false;
  if (body.redirect) { location.href = body.redirect; return; }
  if (body.securityCodeRequired) {
    codeRequired = true; document.getElementById('security-code-section').hidden = false; codeInputs[0].focus(); refresh(); return;
  }
  for (const [name, msg] of Object.entries(body.errors || {})) {
    if (name === '_form') { document.getElementById('error-summary').textContent = msg; continue; }
    const wrapper = document.getElementById(name + '-wrapper') || document.getElementById('security-code-section');
    const p = document.createElement('p'); p.className = 'helper-text--error field-error'; p.id = name + '-error'; p.textContent = msg;
    wrapper && wrapper.appendChild(p);
  }
  if (!document.getElementById('error-summary').textContent) document.getElementById('error-summary').textContent = 'Please complete all required fields.';
  refresh();
});`;

export function greenhouseBoard(state: SimState): express.Router {
  const r = express.Router();
  const pendingCodes = new Map<string, string>(); // jobId|email -> code

  r.get("/embed/job_app", (req, res) => {
    res.redirect(302, `/${encodeURIComponent(String(req.query.for ?? ""))}/jobs/${encodeURIComponent(String(req.query.token ?? ""))}`);
  });

  r.get("/:token", (req, res) => {
    const error = req.query.error === "true"
      ? `<div class="flash-error" role="alert">The job you are looking for is no longer open.</div>` : "";
    res.type("html").send(page(`Jobs at ${company(req.params.token)}`, `${error}<h1>Current openings at ${h(company(req.params.token))}</h1>
<div class="opening"><a href="/${h(req.params.token)}/jobs/4012">Software Engineer</a></div>`));
  });

  r.get("/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    if (b.closed) return res.redirect(302, `/${token}?error=true`);
    res.type("html").send(b.legacyMarkup ? legacyJobPage(token, jobId, b) : jobPage(token, jobId, b));
  });

  r.get("/:token/jobs/:jobId/confirmation", (req, res) => {
    res.type("html").send(page("Thank you for applying", `<div id="application_confirmation" class="application-confirmation">
<h1>Thank you for applying.</h1><p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p>
<p>Regards, ${h(company(req.params.token))}</p></div>`));
  });

  r.post("/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    const form = await readForm(req);
    if (b.legacyMarkup) return handleLegacySubmit(state, res, token, jobId, b, form);
    const { fields, files } = form;
    if (b.closed) return res.status(422).json({ errors: { _form: "The job you are looking for is no longer open." } });
    if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN)
      return res.status(422).json({ errors: { _form: "reCAPTCHA verification failed. Please confirm you are not a robot." } });

    const errors: Record<string, string> = {};
    for (const q of greenhouseQuestions(b)) {
      if (!q.required) continue;
      const answered = q.fields.some((f) => (f.type === "input_file" ? !!files[f.name] : str(fields[f.name]) !== ""));
      if (!answered) errors[fieldId(q.fields[0].name)] = `${q.label} is required.`;
    }
    const email = str(fields.email);
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = "Please enter a valid email address.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });

    if (b.emailVerification) {
      const key = `${jobId}|${email.toLowerCase()}`;
      const given = str(fields.security_code).toUpperCase();
      if (!given || !pendingCodes.has(key)) {
        const code = alphanumericCode(8);
        pendingCodes.set(key, code);
        await state.sendMail(verificationMail({
          from: "Greenhouse <no-reply@us.greenhouse-mail.io>", to: email,
          subject: `Security code for your application to ${company(token)}`, htmlOnly: b.htmlOnlyMail,
          lines: [`Hi ${str(fields.first_name)},`, `Copy and paste this code into the security code field on your application:`, code,
            `After you enter the code, resubmit your application.`],
        }));
        return res.json({ securityCodeRequired: true });
      }
      if (given !== pendingCodes.get(key))
        return res.status(422).json({ errors: { security_code: "The security code you entered is incorrect. Please try again." } });
      pendingCodes.delete(key);
    }
    delete fields["g-recaptcha-response"];
    state.record({ ats: "greenhouse", tenant: token, jobId, fields, files });
    res.json({ redirect: `/${token}/jobs/${jobId}/confirmation` });
  });
  return r;
}

export function greenhouseApi(state: SimState): express.Router {
  const r = express.Router();
  const jobJson = (token: string, jobId: string, b: PostingBehaviour) => ({
    id: Number(jobId) || jobId, internal_job_id: 90000 + (Number(jobId) || 0), title: titleOf(b),
    updated_at: "2026-11-01T12:00:00-04:00", requisition_id: `REQ-${jobId}`, location: { name: "New York, NY" },
    absolute_url: `https://boards.greenhouse.io/${token}/jobs/${jobId}`, metadata: null,
  });
  r.get("/v1/boards/:token/jobs", (req, res) => {
    res.json({ jobs: [jobJson(req.params.token, "4012", state.postings.get("4012"))], meta: { total: 1 } });
  });
  r.get("/v1/boards/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    if (b.closed) return res.status(404).json({ status: 404, error: "Job not found" });
    const base = { ...jobJson(token, jobId, b), content: `&lt;p&gt;${h(company(token))} is hiring.&lt;/p&gt;` };
    if (req.query.questions !== "true") return res.json(base);
    res.json({
      ...base,
      questions: greenhouseQuestions(b).map(({ widget: _widget, ...q }) => ({ ...q, description: q.description ?? null })),
      location_questions: [],
      compliance: [{ type: "eeoc", description: "<p>Voluntary Self-Identification</p>", questions: eeoc }],
      demographic_questions: null,
      data_compliance: [{ type: "gdpr", requires_consent: false, requires_processing_consent: false, requires_retention_consent: false, retention_period: null }],
    });
  });
  return r;
}
