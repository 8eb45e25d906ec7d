// Personio simulator: the hosted career page {co}.jobs.personio.de|com/job/{id} and its application form
// at /job/{id}?apply (a Next.js page, "Back to job" above it).
//
// Built from captures: live application pages saved by an autofill project's form-extraction fixtures,
// tmwclaxton/autoapplycv @ da605e3a46253d7960a946aa7f28d1a06f1d2110 (the committer's own details in the
// filled ones are not copied), under tests/fixtures/form-extraction/html/:
// - tests/fixtures/form-extraction/html/https-cocunat-jobs-personio-de-job-2210442.html@da605e3a46253d7960a946aa7f28d1a06f1d2110 (filled; page URL /job/2210442?apply per the page's
//   own `urlParts`): `div.dynamic-form-wrapper > form.DynamicForm_formContainer__PHnT_` (no action, no
//   names on the wrapper; the page posts its own state); the name group
//   `div.name-group-container[role=group][aria-labelledby=name-group-label]` ("Name" + `*` aria-hidden +
//   sr-only " (required)") over `#field-first_name` / `#field-last_name` (`name=first_name|last_name`,
//   sr-only labels and placeholders "First" / "Last"); each other field in `div.DynamicForm_fieldWrapper`:
//   `label.form-label[for=field-{name}]` then `div.form-control > input#field-{name}[name={name}]` and an
//   empty `div.DynamicForm_fieldFeedback`; `#field-email` type=email (placeholder
//   "yourmail@domain.com"), `#field-phone` type=text (placeholder "+49 176 123 4455"), `#field-available_from`
//   (text), `#field-salary_expectations` "Expected salary", `#field-location`; then `h3` "Documents", the
//   employer's document text, one `div.document-field-wrapper[role=group][aria-labelledby=doc-label-{cat}]`
//   per document category (CV, Work sample, Other; optional ones say " (Optional)") with a
//   `button.add-file-button` "Add file" and a hidden `input#doc-input-{cat}[type=file][multiple]
//   [name="documents.{cat}"][aria-label="Upload {Category}"]`; a chosen file shows as a pill in
//   `[role=list][aria-label="Uploaded files for CV"]` with a `button[aria-label="Remove {name}"]` "×";
//   the submit `button[type=submit].career-submit-application-btn` "Submit Application".
// - https-guestresearcher-jobs-personio-com-job-2491001.html: custom attributes `custom_attribute_{id}`
//   interleaved with the standard fields (the employer orders the form): text ones as `input[type=text]
//   [maxlength=5000]` with the label as placeholder, list ones as `select.select-field` whose first option
//   is "Please select" (value "") and the rest `custom_option_{n}` (a Yes/No question asked this way);
//   all six document categories' shapes; three required documents; the tenant's thank-you message
//   "THANK YOU / We have received your application and will contact you shortly." in the page data.
// - https-1komma5grad-jobs-personio-de-job-2633718.html: the standard `gender` select (male, female,
//   diverse, undefined); https-delphos-1-jobs-personio-com-job-2633495.html: `years_of_experience`
//   (values 0-1 .. 15-plus, "less than 1 year" .. "more than 15 years").
// - All 100 captured forms: the submit button is `disabled` whenever a required field or document is
//   empty and enabled once all are filled (e.g. https-adeor-jobs-personio-de-job-780310.html filled,
//   enabled; https-ambifox-jobs-personio-de-job-624952.html, a required "Other" document missing,
//   disabled); no form has a checkbox, a radio, a textarea, a consent box or a honeypot input (the
//   privacy statement is the footer link "Data privacy statement" to /privacy-policy).
// - The page's translations (same captures' page data): "Apply for this job", "Back to job", "This field
//   is required", "Please enter a valid email address", "Please enter a valid phone number", "Please add
//   all mandatory information with a * to send your application.", "Submitting...", "There was an error
//   submitting your application. Please try again.", "A document of category {{category}} is missing",
//   "Unknown attribute option", "This URL does not exist", "See all positions".
// Also from the applicant API (the Personio developer hub's OpenAPI, as vendored by an SDK: code search
// fs:"Passing applications to Personio"): the request's field names `categorised_documents[i][file]` /
// `[category]`, `custom_attribute_{id}`, refusals as 4xx with a body.
// GUESSES (marked): the job page's markup and its "Apply for this job" link to `?apply`; that the page
// posts its state as multipart to `/job/{id}/apply` with the applicant API's names (the live page's
// transport and whether documents upload on choice are not captured); the 422 JSON body; where and when
// the field messages show (on blur and after a refused submit, in the field's feedback div, with
// aria-invalid); the form-level error `[role=alert]`; the thank-you block replacing the form; the closed
// posting as a 404 "This URL does not exist"; which fields this tenant requires (phone and location
// required, available-from and salary optional; the captures show each both ways); the custom attributes
// 1001-1003 and their option numbers; the phone check; the reCAPTCHA some tenants show.
// Not modelled: birthday / current title / employer / public profile fields, the drag-and-drop zone,
// per-language pages (`?language=`).
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type PItem, type PAttribute, optionValue, personioVariantItems } from "./variants";

export const PERSONIO_HOST = /^([a-z0-9-]+)\.jobs\.personio\.(?:de|com)$/;

/** The job's custom attributes (GUESS: ids and options; captured kinds). */
const fixedAttributes = (b: PostingBehaviour): PAttribute[] => [
  {
    type: "attribute",
    id: 1001,
    kind: "select",
    required: true,
    label: "Do you have a valid work permit for the United States?",
    options: ["Yes", "No"],
  },
  {
    type: "attribute",
    id: 1002,
    kind: "select",
    required: true,
    label: "Will you now or in the future require visa sponsorship?",
    options: ["Yes", "No"],
  },
  {
    type: "attribute",
    id: 1003,
    kind: "select",
    required: false,
    label: "Highest level of education",
    options: ["High school", "Bachelor's degree", "Master's degree", "Doctorate"],
  },
  ...(b.unanswerableQuestion
    ? [{ type: "attribute" as const, id: 1099, kind: "text" as const, required: true, label: "Acme employee referral code", options: [] }]
    : []),
];

/** Every attribute the page asks (fixed ones, then the variant's), for the server's checks. */
export function personioAttributes(b: PostingBehaviour): PAttribute[] {
  const v = b.variant !== undefined ? variantFor(b.variant) : undefined;
  return [...fixedAttributes(b), ...(v ? personioVariantItems(v) : []).filter((i): i is PAttribute => i.type === "attribute")];
}

interface Standard {
  name: string;
  label: string;
  type: string;
  required: boolean;
  placeholder: string;
}
const DOCS: { cat: string; label: string; required: boolean }[] = [
  { cat: "cv", label: "CV", required: true },
  { cat: "cover-letter", label: "Cover letter", required: false },
  { cat: "other", label: "Other", required: false },
];

const req = (required: boolean) => (required ? `<span aria-hidden="true">*</span><span class="sr-only"> (required)</span>` : "");
const feedback = `<div class="DynamicForm_fieldFeedback__Q5F6M"></div>`;
const wrap = (name: string, inner: string, showIf?: { id: number; value: string }) =>
  `<div class="DynamicForm_halfWidth__qgqPh" data-field="${h(name)}"${showIf ? ` data-show-if="custom_attribute_${showIf.id}=${h(showIf.value)}" hidden` : ""}><div class="DynamicForm_fieldWrapper__bb5uT">${inner}</div></div>`;

function standardField(f: Standard): string {
  return wrap(
    f.name,
    `<label for="field-${f.name}" class="DynamicForm_formLabel__aTROQ form-label">${h(f.label)}${req(f.required)}</label><div class="form-control"><input id="field-${f.name}" maxlength="255" class="DynamicForm_textField__r9bZB text-input-field" placeholder="${h(f.placeholder)}" type="${f.type}" value="" name="${f.name}"${f.required ? " data-required" : ""}>${feedback}</div>`,
  );
}

function attributeField(a: PAttribute): string {
  const name = `custom_attribute_${a.id}`,
    r = a.required ? " data-required" : "";
  if (a.kind === "text")
    return wrap(
      name,
      `<label for="field-${name}" class="DynamicForm_formLabel__aTROQ form-label">${h(a.label)}${req(a.required)}</label><div class="form-control"><input id="field-${name}" maxlength="5000" class="DynamicForm_textField__r9bZB text-input-field" placeholder="${h(a.label)}" type="text" value="" name="${name}"${r}>${feedback}</div>`,
      a.showIf,
    );
  if (a.kind === "select")
    return wrap(
      name,
      `<label for="field-${name}" class="DynamicForm_formLabel__aTROQ form-label">${h(a.label)}${req(a.required)}</label><div class="form-control"><select name="${name}" id="field-${name}" class="DynamicForm_selectField__fun8W  select-field"${r}><option value="">Please select</option>${a.options
        .map((o, i) => `<option value="${optionValue(a.id, i)}">${h(o)}</option>`)
        .join("")}</select>${feedback}</div>`,
      a.showIf,
    );
  // GUESS: a multiple choice as a checkbox group, one box as a single checkbox (no capture shows either).
  if (a.kind === "checkboxes")
    return wrap(
      name,
      `<div role="group" aria-labelledby="label-${name}"${r} data-group="${name}"><span id="label-${name}" class="DynamicForm_formLabel__aTROQ form-label">${h(a.label)}${req(a.required)}</span><div class="form-control">${a.options
        .map(
          (o, i) => `<label class="checkbox-option"><input type="checkbox" name="${name}" value="${optionValue(a.id, i)}"> ${h(o)}</label>`,
        )
        .join("")}${feedback}</div></div>`,
      a.showIf,
    );
  return wrap(
    name,
    `<div class="form-control"><label class="checkbox-field"><input type="checkbox" id="field-${name}" name="${name}" value="true"${r}> ${h(a.label)}${req(a.required)}</label>${feedback}</div>`,
    a.showIf,
  );
}

function display(d: { kind: "heading" | "paragraph"; text: string }): string {
  return d.kind === "heading"
    ? `<div class="DynamicForm_fullWidth__vAHrb"><h3 class="form-section-heading">${h(d.text)}</h3></div>`
    : `<div class="DynamicForm_fullWidth__vAHrb"><p class="form-description">${h(d.text)}</p></div>`;
}

function documents(): string {
  return `<div class="DynamicForm_sectionSpacing__fNn9P"><div class="DynamicForm_documentContainer__CL7Te document-container"><h3 class="DynamicForm_documentHeader__OIt1C document-header">Documents</h3><div>Please upload your CV and any other relevant documents.</div></div>${DOCS.map(
    (d) =>
      `<div class="DynamicForm_documentCategoryWrapper__Hwpk_ document-field-wrapper" role="group" aria-labelledby="doc-label-${d.cat}" data-field="documents.${d.cat}"><div id="doc-label-${d.cat}" class="DynamicForm_documentCategoryLabel__nUd68">${d.label}${d.required ? req(true) : `<span class="DynamicForm_optionalText__oW3Xm"> (Optional)</span>`}</div><div class="document-input-wrapper"><button type="button" class="DynamicForm_addFileButton__3mZlN add-file-button">Add file</button><input id="doc-input-${d.cat}" multiple="" class="DynamicForm_hidden__lwBPb" accept=".pdf,.docx,.doc,.png,.jpg,.jpeg,.txt,.odt,.rtf" aria-label="Upload ${d.label}" type="file" name="documents.${d.cat}"${d.required ? " data-required" : ""}>${feedback}</div></div>`,
  ).join("")}</div>`;
}

// The page's script (GUESS: the live page is React; this keeps its captured behaviour): the submit button
// stays disabled until every required field and document is filled; a chosen file shows as a pill; a
// follow-up shows for its parent's answer; the messages show on blur and after a refused submit; the
// state is posted as multipart with the applicant API's names.
const FORM_SCRIPT = String.raw`
(function () {
const form = document.querySelector('.dynamic-form-wrapper form');
const submit = form.querySelector('button[type=submit]');
const META = JSON.parse(document.getElementById('apply-meta').textContent);
const files = {};
const shown = (el) => !el.closest('[hidden]');
function valueOf(el) {
  if (el.type === 'file') return (files[el.name.slice(10)] || []).length ? 'x' : '';
  if (el.dataset.group) return el.querySelector('input:checked') ? 'x' : '';
  if (el.type === 'checkbox') return el.checked ? 'x' : '';
  return String(el.value || '').trim();
}
const PHONE = /^\+?[0-9 ()\/.-]{6,}$/, EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
function problem(el) {
  const v = valueOf(el);
  if (!v) return el.hasAttribute('data-required') ? 'This field is required' : '';
  if (el.name === 'email' && !EMAIL.test(v)) return 'Please enter a valid email address';
  if (el.name === 'phone' && !PHONE.test(v)) return 'Please enter a valid phone number';
  return '';
}
const controls = () => [...form.querySelectorAll('input[name],select[name],[data-group]')].filter((el) => !(el.dataset.group === undefined && el.closest('[data-group]')));
function refresh() {
  for (const w of form.querySelectorAll('[data-show-if]')) {
    const [n, v] = w.dataset.showIf.split('=');
    const p = form.querySelector('[name="' + n + '"]:not([type=checkbox])');
    const on = p ? p.value === v : [...form.querySelectorAll('[name="' + n + '"]:checked')].some((b) => b.value === v);
    w.hidden = !on;
  }
  const missing = controls().filter(shown).some((el) => el.hasAttribute('data-required') && !valueOf(el));
  submit.disabled = missing;
  submit.title = missing ? 'Please add all mandatory information with a * to send your application.' : '';
}
function mark(el, msg) {
  const box = (el.dataset.group ? el : el.closest('.form-control, .document-input-wrapper')).querySelector('.DynamicForm_fieldFeedback__Q5F6M');
  if (box) box.textContent = msg || '';
  (el.dataset.group ? el : el).setAttribute('aria-invalid', msg ? 'true' : 'false');
}
function pills(cat) {
  const input = form.querySelector('#doc-input-' + cat), wrapper = input.closest('.document-input-wrapper');
  let list = wrapper.querySelector('[role=list]');
  if (list) list.remove();
  const fs = files[cat] || [];
  if (!fs.length) return;
  list = document.createElement('div'); list.className = 'DynamicForm_uploadedFilesList__JxZM1'; list.setAttribute('role', 'list');
  list.setAttribute('aria-label', 'Uploaded files for ' + input.getAttribute('aria-label').replace(/^Upload /, ''));
  fs.forEach((f, i) => {
    const item = document.createElement('div'); item.setAttribute('role', 'listitem'); item.className = 'DynamicForm_uploadedFilePill__F3UU1';
    const name = document.createElement('span'); name.className = 'DynamicForm_uploadedFileName__M1EBp'; name.textContent = f.name;
    const rm = document.createElement('button'); rm.type = 'button'; rm.className = 'DynamicForm_removeFilePillButton__ON_KU'; rm.setAttribute('aria-label', 'Remove ' + f.name); rm.textContent = '×';
    rm.addEventListener('click', () => { files[cat].splice(i, 1); pills(cat); refresh(); });
    item.append(name, rm); list.append(item);
  });
  wrapper.insertBefore(list, wrapper.firstChild);
}
form.querySelectorAll('.add-file-button').forEach((b) => b.addEventListener('click', () => b.parentElement.querySelector('input[type=file]').click()));
form.querySelectorAll('input[type=file]').forEach((input) => input.addEventListener('change', () => {
  const cat = input.name.slice(10);
  files[cat] = (files[cat] || []).concat([...input.files]);
  input.value = '';
  pills(cat); mark(input, ''); refresh();
}));
form.addEventListener('input', refresh);
form.addEventListener('change', refresh);
form.addEventListener('focusout', (e) => { const el = e.target.closest('[data-group]') || e.target; if (el.name || el.dataset.group) mark(el, problem(el)); });
refresh();
const banner = document.createElement('div'); banner.className = 'application-form-error'; banner.setAttribute('role', 'alert'); banner.hidden = true;
submit.parentElement.insertBefore(banner, submit);
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  if (submit.disabled) return;
  const bad = controls().filter(shown).map((el) => [el, problem(el)]).filter(([, m]) => m);
  bad.forEach(([el, m]) => mark(el, m));
  if (bad.length) return;
  const fd = new FormData();
  for (const el of form.querySelectorAll('input[name],select[name]')) {
    if (el.type === 'file' || !shown(el)) continue;
    if (el.type === 'checkbox') { if (el.checked) fd.append(el.name, el.value); continue; }
    if (String(el.value).trim()) fd.append(el.name, el.value);
  }
  let n = 0;
  for (const [cat, fs] of Object.entries(files)) for (const f of fs) { fd.append('categorised_documents[' + n + '][file]', f, f.name); fd.append('categorised_documents[' + n + '][category]', cat); n++; }
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha) fd.append('g-recaptcha-response', captcha.value);
  submit.disabled = true; const label = submit.textContent; submit.textContent = 'Submitting...';
  const res = await fetch(META.action, { method: 'POST', body: fd }).catch(() => null);
  submit.textContent = label;
  if (res && res.ok) {
    const container = document.querySelector('.application-form .dynamic-form-wrapper');
    if (typeof variantConfirm === 'function') { variantConfirm(container, location.pathname + '/thank-you'); return; }
    const done = document.createElement('div'); done.className = 'application-thank-you'; done.setAttribute('role', 'status');
    done.innerHTML = META.thanks; container.replaceWith(done); return;
  }
  const body = res ? await res.json().catch(() => ({})) : {};
  for (const [k, m] of Object.entries(body.errors || {})) { const el = form.querySelector('[name="' + k + '"]') || form.querySelector('[data-group="' + k + '"]'); if (el) mark(el.closest('[data-group]') || el, m); }
  banner.textContent = 'There was an error submitting your application. Please try again.'; banner.hidden = false;
  refresh();
});
})();`;

const THANKS = `<span><strong>THANK YOU</strong><br>We have received your application and will contact you shortly.</span>`;

function applyPage(tenant: string, id: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  const v = b.variant !== undefined ? variantFor(b.variant) : undefined;
  const L = v?.labels;
  const standards: Standard[] = [
    { name: "email", label: L?.email ?? "Email", type: "email", required: true, placeholder: "yourmail@domain.com" },
    { name: "phone", label: L?.phone ?? "Phone", type: "text", required: true, placeholder: "+49 176 123 4455" },
    { name: "available_from", label: "Available from", type: "text", required: false, placeholder: "Available from" },
    { name: "salary_expectations", label: "Expected salary", type: "text", required: false, placeholder: "Expected salary" },
    { name: "location", label: L?.location ?? "Location", type: "text", required: true, placeholder: L?.location ?? "Location" },
  ];
  const extra: PItem[] = v ? personioVariantItems(v) : [];
  // The employer orders the fields: standard ones and attributes interleave (captured); a follow-up stays
  // right after its parent.
  const blocks: string[] = [
    ...standards.map(standardField),
    ...fixedAttributes(b).map(attributeField),
    ...extra.filter((i) => i.type === "display" || !i.showIf).map((i) => (i.type === "display" ? display(i) : attributeField(i))),
  ];
  const followUps = extra.filter((i): i is PAttribute => i.type === "attribute" && !!i.showIf);
  let ordered = v ? v.order(blocks, "personio-fields") : blocks;
  for (const f of followUps) {
    const at = ordered.findIndex((s) => s.includes(`data-field="custom_attribute_${f.showIf!.id}"`));
    ordered = [...ordered.slice(0, at + 1), attributeField(f), ...ordered.slice(at + 1)];
  }
  const nameGroup = `<div class="DynamicForm_nameGroupInputsContainer__bjoUs name-group-container" role="group" aria-labelledby="name-group-label"><span id="name-group-label" class="DynamicForm_formLabel__aTROQ form-label">${h(L?.fullName && L.fullName !== "Full name" ? L.fullName : "Name")}${req(true)}</span><div class="DynamicForm_nameGroupInputs__cCgoN name-group-inputs"><div class="DynamicForm_halfWidth__qgqPh" data-field="first_name"><label for="field-first_name" class="sr-only">${h(L?.firstName ?? "First")}</label><input id="field-first_name" maxlength="255" class="DynamicForm_textField__r9bZB name-group-input" placeholder="First" type="text" value="" name="first_name" data-required>${feedback}</div><div class="DynamicForm_halfWidth__qgqPh" data-field="last_name"><label for="field-last_name" class="sr-only">${h(L?.lastName ?? "Last")}</label><input id="field-last_name" maxlength="255" class="DynamicForm_textField__r9bZB name-group-input" placeholder="Last" type="text" value="" name="last_name" data-required>${feedback}</div></div></div>`;
  const meta = { action: `/job/${encodeURIComponent(id)}/apply`, thanks: THANKS };
  return page(
    `${title} | Jobs at ${tenant}`,
    `<div class="job-detail-layout"><a href="#main-content" class="Layout_skipLink__XpiCZ">Skip to main content</a>
<header class="career-header" role="banner"><a href="/" aria-label="${h(tenant)}" class="logo-wrapper">${h(tenant)}</a></header>
<main id="main-content"><div class="backlink-wrapper"><a class="BackLink_backlinkButton__BcDxr" href="/job/${h(id)}">Back to job</a></div>
<div class="ApplyForm_applyFormContainer__LydFT apply-form-container application-form"><div class="job-header"><h1 class="ApplyForm_jobTitle__QpnoD jb-title">${h(title)}</h1></div>
<div class="ApplyForm_applicationForm__qZRyo application-form"><h2 class="application-header" data-test-id="application-header">Join our Team!</h2>
<div class="application-content">Thank you for your interest in ${h(tenant)}. Please fill out the following short form.</div>
<div class="dynamic-form-wrapper"><form class="DynamicForm_formContainer__PHnT_" novalidate><div class="DynamicForm_fieldRow__JaOBt">${nameGroup}
${ordered.join("\n")}</div>
${documents()}
<div class="DynamicForm_sectionSpacing__fNn9P">${b.captcha ? recaptchaWall() : ""}<button class="Button_buttonWrapper___5Rvi Button_emphasized__bo9oK Button_large__Z2ozi career-btn-primary career-submit-application-btn" type="submit" disabled="">Submit Application</button></div></form></div></div></div></main>
<footer class="footer"><a class="privacy-policy-link" target="_blank" rel="noopener noreferrer" href="/privacy-policy?language=en">Data privacy statement</a></footer></div>
<script type="application/json" id="apply-meta">${JSON.stringify(meta).replace(/</g, "\\u003c")}</script>
<script>${v ? confirmScript(v) : ""}${FORM_SCRIPT}</script>${v?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

// GUESS: the job page's markup (the captures are all of the ?apply page).
function jobPage(tenant: string, id: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  return page(
    `${title} | Jobs at ${tenant}`,
    `<header class="career-header"><a href="/">${h(tenant)}</a></header><main id="main-content">
<h1 class="jb-title">${h(title)}</h1><div class="job-description"><p>Join ${h(tenant)} as a ${h(title)}.</p></div>
<a class="career-btn-primary apply-button" href="/job/${h(id)}?apply">Apply for this job</a></main>
<footer class="footer"><a class="privacy-policy-link" href="/privacy-policy?language=en">Data privacy statement</a></footer>`,
  );
}

export function personioSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => PERSONIO_HOST.exec(req.hostname)![1];
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(page("This URL does not exist", `<main><h1>This URL does not exist</h1><a href="/">See all positions</a></main>`));

  r.get("/job/:id", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    res.type("html").send(req.query.apply !== undefined ? applyPage(tenantOf(req), id, b) : jobPage(tenantOf(req), id, b));
  });
  // GUESS: the "redirect" confirmation shape's page.
  r.get("/job/:id/thank-you", (req, res) => {
    res.type("html").send(page("Thank you", `<main><div class="application-thank-you" role="status">${THANKS}</div></main>`));
  });
  r.post("/job/:id/apply", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ error: `Job Posting ${id} is not published` });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const k of ["first_name", "last_name", "email", "phone", "location"]) if (!str(fields[k])) errors[k] = "This field is required";
    const cats = Object.keys(fields)
      .filter((k) => /^categorised_documents\[\d+\]\[category\]$/.test(k))
      .map((k) => str(fields[k]));
    for (const d of DOCS)
      if (d.required && !cats.includes(d.cat)) errors[`documents.${d.cat}`] = `A document of category ${d.cat} is missing`;
    if (!Object.keys(files).some((k) => /^categorised_documents\[\d+\]\[file\]$/.test(k)) && !errors["documents.cv"])
      errors["documents.cv"] = "A document of category cv is missing";
    const attrs = personioAttributes(b);
    const answer = (a: PAttribute) => fields[`custom_attribute_${a.id}`];
    for (const a of attrs) {
      const name = `custom_attribute_${a.id}`,
        got = answer(a);
      if (a.showIf) {
        const parent = attrs.find((p) => p.id === a.showIf!.id);
        const pv = parent ? [answer(parent) ?? []].flat() : [];
        if (!pv.includes(a.showIf.value)) continue;
      }
      if (a.required && !str(got)) errors[name] = "This field is required";
      else if (got !== undefined && (a.kind === "select" || a.kind === "checkboxes")) {
        const allowed = a.options.map((_, i) => optionValue(a.id, i));
        if ([got].flat().some((x) => !allowed.includes(x))) errors[name] = "Unknown attribute option";
      }
    }
    if (b.captcha && !str(fields["g-recaptcha-response"])) errors._form = "Error submitting application";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "personio", tenant: tenantOf(req), jobId: id, fields, files });
    res.status(201).json({ success: true });
  });
  return r;
}
