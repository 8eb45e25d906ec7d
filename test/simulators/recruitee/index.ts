// Recruitee simulator: {co}.recruitee.com/o/{slug}, the application form at /o/{slug}/c/new, sent by the
// page to the Careers Site API.
//
// Built from captures: live application pages saved by an autofill project's form-extraction fixtures,
// tmwclaxton/autoapplycv (the committer's own details in the filled ones are not copied):
// - tests/fixtures/form-extraction/html/https-aikidosecurity-recruitee-com-o-solutions-engineer-pre-sales-us-c-new.html@853af7cc2ded487942786d6d116e7a24d4fe1994:
//   `form#offer-application-form[novalidate]`; sections of `fieldset > legend` ("My information" / "Fill out
//   the information below", "Questions" / "Please fill in additional questions"); inputs named
//   `candidate.name` (one full name), `candidate.email`, `candidate.phone` with ids `input-{name}-{n}`,
//   `label[for]` + `span[aria-hidden] > span[title="This field is required and can not be left empty."]`
//   "*", and a `div[role=alert]#{id}-error` slot each; the phone's country button
//   (`#country-select-input-candidate.phone-{n}`, aria-haspopup=listbox, "Select country calling code:
//   ...") over a downshift listbox of `[role=option]`; the CV `input[type=file][name="candidate.cv"]
//   [data-cy=fileInputField]` at opacity 0 over its dropzone, replaced by the file's name with "Change
//   file" / "Remove" once chosen; the cover letter as a file (`candidate.coverLetterFile`) with a "Write it
//   here instead" switch (`[data-cy=cover-letter-switch-button]`); each open question with a hidden
//   `candidate.openQuestionAnswers.{id}.openQuestionId`, a boolean as a fieldset of radios `….flag` valued
//   true/false, text as `….content`; the offer's `openQuestions` ({id, kind, position, required,
//   translations.en.body/options}; kinds string, text, boolean, single_choice, multi_choice, date, number,
//   salary, file, infobox, legal, eeo) and the i18n strings used below ("can't be blank", "This field is
//   required and can not be left empty.", "This email address is invalid. ...", "This phone number is
//   invalid. ...", "All done!", "Your application has been successfully submitted!", "Other jobs", "We
//   couldn't find this job", "SMS consent", "I consent to be contacted via text messages for this and any
//   other job within %{companyName}.", "Legal Agreements"); an invisible hCaptcha; the submit
//   `button[type=submit][data-testid=submit-application-form-button]` "Send".
// - …/https-11bitstudios-recruitee-com-o-lead-designer-unannounced-project-c-new.html@a1801c18d7cde379ad9978bc965960992fca65e8:
//   a single choice as radios `….content` valued with the option's text; a multiple choice as checkboxes
//   `….multiContent`; `candidate.textingConsent`.
// - …/https-ballysintralotsa-recruitee-com-o-application-security-engineer-c-new.html@853af7cc2ded487942786d6d116e7a24d4fe1994:
//   `section[data-testid=segment-legal-agreements]` "Legal Agreements": hidden
//   `candidate.agreements.{i}.agreementId` + a required `input[type=checkbox][value=true]
//   [name="candidate.agreements.{i}.consent"]` with no label, named by `aria-labelledby` a rich-text div.
// - …/https-allright-recruitee-com-o-online-english-teacher-for-kids-c-new.html@853af7cc2ded487942786d6d116e7a24d4fe1994:
//   an `infobox` question (display text among the questions).
// - …/https-confirmo-recruitee-com-o-head-of-marketing-c-new.html@a1801c18d7cde379ad9978bc965960992fca65e8:
//   the phone input arrives holding the visitor's dial code ("+1").
// - …/https-bluecrux-recruitee-com-o-program-director-e2e-planning-transformations-7-c.html@a1801c18d7cde379ad9978bc965960992fca65e8:
//   the success panel: a hidden tab panel with `div[aria-live=assertive] > h3` "All done!" + "Your
//   application has been successfully submitted!" and an "Other jobs" link, shown as the form's panel hides.
// From descriptions (the earlier simulator): the Careers Site API (docs.recruitee.com/reference/
// offersoffer_idcandidates: `POST /api/offers/{offer_slug}/candidates` on the careers-site host, `name`,
// `email`, `phone`, `cv` required by default); the description and form as two tabs of one page, the form's
// tab already in the DOM, hidden (a builder's notes from live runs, code search fs:"Recruitee — built and
// verified across 2 tenants").
// GUESSES (marked): the request the page builds (the API's multipart `candidate[...]`,
// `open_question_answers_attributes` with `flag`/`content`/`multi_content`, `agreements_attributes`,
// `sms_consent`) and the `answer[{id}]` / `agreement[{id}]` entries the simulator adds to what it records
// (a view by question, for the tests); which message shows for a blank field; the written cover letter's
// name `candidate.coverLetter`; a date as `input[type=date]`; the tabs' texts; the closed page's text; a
// visible CAPTCHA (postings 4041) instead of the invisible hCaptcha. Not modelled: the EEO survey block
// (`eeo.*`, "Skip survey"), locations, photo, salary/number/file questions, the phone's virtualised list
// beyond a few countries.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type Agreement, type OpenQuestion, recruiteeVariantAgreements, recruiteeVariantQuestions } from "./variants";

export const RECRUITEE_HOST = /^(?!www\.)([a-z0-9-]+)\.recruitee\.com$/;

const fixedQuestions = (b: PostingBehaviour): OpenQuestion[] => [
  { id: 101, kind: "boolean", required: true, body: "Do you have the right to work in the United States?", options: [] },
  { id: 102, kind: "boolean", required: true, body: "Do you require visa sponsorship?", options: [] },
  {
    id: 103,
    kind: "single_choice",
    required: true,
    body: "How many years of relevant experience do you have?",
    options: ["Less than 1 year", "1-3 years", "3-5 years", "5+ years"],
  },
  { id: 104, kind: "date", required: false, body: "When could you start?", options: [] },
  {
    id: 105,
    kind: "multi_choice",
    required: false,
    body: "Which languages do you speak fluently?",
    options: ["English", "Dutch", "German"],
  },
  ...(b.unanswerableQuestion
    ? [{ id: 199, kind: "string" as const, required: true, body: "Acme employee referral code", options: [] }]
    : []),
];

/** The offer's open questions in page order (employers order them), then a variant's. */
export function recruiteeQuestions(b: PostingBehaviour): OpenQuestion[] {
  if (b.variant === undefined) return fixedQuestions(b);
  const v = variantFor(b.variant);
  return [...v.order(fixedQuestions(b), "recruitee-questions"), ...recruiteeVariantQuestions(v)];
}
const agreementsOf = (tenant: string, b: PostingBehaviour): Agreement[] =>
  b.variant === undefined
    ? [{ id: 1113, required: true, text: `I agree to ${tenant}'s Privacy Policy` }]
    : recruiteeVariantAgreements(variantFor(b.variant));

const STAR = `<span aria-hidden="true">&nbsp;<span title="This field is required and can not be left empty." class="required-star">*</span></span>`;
const alert = (id: string) => `<div role="alert" id="${id}-error" class="field-error"></div>`;

let counter = 0;
const idFor = (name: string) => `input-${name}-${++counter}`;

function questionHtml(q: OpenQuestion): string {
  const base = `candidate.openQuestionAnswers.${q.id}`;
  const hidden = `<input type="hidden" value="${q.id}" name="${base}.openQuestionId">`;
  const follow = q.showIf ? ` data-follow-up-of="${q.showIf.id}" data-follow-up-value="${h(q.showIf.value)}" hidden` : "";
  const req = q.required ? ' required=""' : "";
  if (q.kind === "infobox")
    return `<div class="infobox"><div aria-hidden="true" class="infobox-icon"></div><div class="infobox-body"><p>${h(q.body)}</p></div></div>`;
  if (q.kind === "boolean" || q.kind === "single_choice" || q.kind === "multi_choice") {
    const field = q.kind === "boolean" ? "flag" : q.kind === "single_choice" ? "content" : "multiContent";
    const id = idFor(`${base}.${field}`);
    const type = q.kind === "multi_choice" ? "checkbox" : "radio";
    const opts =
      q.kind === "boolean"
        ? [
            ["Yes", "true"],
            ["No", "false"],
          ]
        : q.options.map((o) => [o, o]);
    return `<div data-question="${q.id}"${follow}>${hidden}<div><fieldset><legend>${h(q.body)}${q.required ? STAR : ""}</legend><div>${opts
      .map(
        ([text, value], i) =>
          `<div class="choice"><input type="${type}"${type === "radio" ? req : ""} aria-invalid="false" id="${id}-${i}" value="${h(value)}" aria-describedby="${id}-error" name="${base}.${field}"><label for="${id}-${i}"><span></span><span>${h(text)}</span></label></div>`,
      )
      .join("")}</div></fieldset>${alert(id)}</div></div>`;
  }
  const id = idFor(`${base}.content`);
  const control =
    q.kind === "text"
      ? `<textarea id="${id}"${req} aria-describedby="${id}-error" name="${base}.content"></textarea>`
      : `<input type="${q.kind === "date" ? "date" : "text"}" id="${id}"${req} maxlength="255" aria-describedby="${id}-error" autocomplete="on" name="${base}.content">`;
  return `<div data-question="${q.id}"${follow}>${hidden}<div><label for="${id}">${h(q.body)}${q.required ? STAR : ""}</label>${control}${alert(id)}</div></div>`;
}

const textInput = (name: string, label: string, type: string, placeholder: string, autocomplete: string) => {
  const id = idFor(name);
  return `<div><div><label for="${id}">${h(label)}${STAR}</label><input type="${type}" id="${id}" required="" maxlength="255" aria-describedby="${id}-error" placeholder="${h(placeholder)}" autocomplete="${autocomplete}" name="${name}">${alert(id)}</div></div>`;
};

const COUNTRIES = [
  ["International", ""],
  ["United States", "1"],
  ["United Kingdom", "44"],
  ["Netherlands", "31"],
  ["Germany", "49"],
];
function phoneInput(label: string): string {
  const id = idFor("candidate.phone");
  return `<div><label for="${id}">${h(label)}${STAR}</label><div class="phone"><div>
<button aria-live="polite" type="button" id="country-select-${id}" aria-haspopup="listbox" aria-expanded="false" aria-label="Select country calling code: United States"><span>United States</span></button>
<div aria-multiselectable="false" aria-expanded="false" id="downshift-0-menu" role="listbox" aria-labelledby="country-select-${id}" tabindex="-1" hidden><ul>${COUNTRIES.map(
    ([name, dial], i) =>
      `<li><div role="option" aria-selected="${name === "United States"}" id="downshift-0-item-${i}" aria-label="${name}" data-dial="${dial}"><div>${name}</div></div></li>`,
  ).join("")}</ul></div></div>
<input type="tel" aria-invalid="false" aria-describedby="${id}-error" autocomplete="tel" required="" name="candidate.phone" placeholder="Your phone number" id="${id}" value="+1"></div>${alert(id)}</div>`;
}

function agreementHtml(a: Agreement, i: number): string {
  const id = idFor(`candidate.agreements.${i}.consent`);
  return `<div><div class="agreement"><input type="hidden" value="${a.id}" name="candidate.agreements.${i}.agreementId">
<input type="checkbox"${a.required ? ' required=""' : ""} aria-invalid="false" value="true" aria-labelledby="${id}-0" name="candidate.agreements.${i}.consent" style="position:absolute;opacity:0;width:20px;height:20px;margin:0;cursor:pointer">
<div id="${id}-0" class="agreement-text"><span aria-hidden="true" class="box"></span><div data-cy="WYSIWYG-text-edit"><p>${h(a.text)}</p></div></div>
${alert(id)}</div></div>`;
}

function offerPage(tenant: string, slug: string, b: PostingBehaviour, tab: "description" | "application"): string {
  counter = 0;
  const title = b.title ?? "Software Engineer";
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const qs = recruiteeQuestions(b);
  const agreements = agreementsOf(tenant, b);
  const shown = (t: string) => (t === tab ? "" : " hidden");
  const cv = idFor("candidate.cv"),
    cl = idFor("candidate.coverLetterFile");
  return page(
    `${title} - ${tenant}`,
    `<main><h1>${h(title)}</h1>
<nav role="tablist"><a role="tab" href="/o/${encodeURIComponent(slug)}" aria-selected="${tab === "description"}" data-tab="description">Job description</a>
<a role="tab" href="/o/${encodeURIComponent(slug)}/c/new" aria-selected="${tab === "application"}" data-tab="application" data-cy="apply-button">Application</a></nav>
<section role="tabpanel" id="panel-description"${shown("description")}><div data-cy="offer-description"><p>Join ${h(tenant)}.</p></div></section>
<section role="tabpanel" id="panel-application"${shown("application")}><div id="offer-application">
<form id="offer-application-form" autocomplete="on" novalidate=""><div id="form-errors" class="alert" role="alert" hidden></div>
<section><fieldset><legend>My information</legend><p>Fill out the information below</p>
${textInput("candidate.name", v?.labels.fullName ?? "Full name", "text", "Full name", "name")}${textInput("candidate.email", v?.labels.email ?? "Email address", "email", "Your email address", "email")}${phoneInput(v?.labels.phone ?? "Phone number")}
</fieldset></section>
<section><label for="${cv}">CV or resume${STAR}</label><p id="input-cv-description">Upload your CV or resume file</p><div class="dropzone" data-for="${cv}"><div tabindex="-1" role="presentation" style="position:relative;min-height:60px">
<span class="dz-text">Upload a file or drag and drop here</span>
<input type="file" autocomplete="off" tabindex="0" accept="application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/pdf, application/vnd.oasis.opendocument.text, application/rtf, text/plain" name="candidate.cv" id="${cv}" aria-describedby="${cv}-error input-cv-description" aria-invalid="false" data-cy="fileInputField" style="width:100%;overflow:hidden;position:absolute;top:0px;left:0px;opacity:0;height:100%;cursor:pointer">
</div>${alert(cv)}</div></section>
<section id="cover-letter"><label for="${cl}">Cover letter</label><p>Upload your cover letter</p><div class="dropzone" data-for="${cl}"><div tabindex="-1" role="presentation" style="position:relative;min-height:60px"><span class="dz-text">Upload a file or drag and drop here</span>
<input type="file" autocomplete="off" tabindex="0" name="candidate.coverLetterFile" id="${cl}" aria-describedby="${cl}-error" aria-invalid="false" data-cy="candidate.coverLetterFile" style="width:100%;overflow:hidden;position:absolute;top:0px;left:0px;opacity:0;height:100%;cursor:pointer"></div>${alert(cl)}</div>
<button type="button" data-cy="cover-letter-switch-button">Write it here instead</button></section>
<section data-testid="segment-open-questions"><fieldset><legend>Questions</legend><p>Please fill in additional questions</p><div>${qs.map(questionHtml).join("\n")}</div></fieldset></section>
<section data-testid="segment-texting-consent"><fieldset><legend>SMS consent</legend><div class="choice"><input type="checkbox" id="input-candidate.textingConsent" name="candidate.textingConsent" value="true"><label for="input-candidate.textingConsent"><span></span><span>I consent to be contacted via text messages for this and any other job within ${h(tenant)}.</span></label></div></fieldset></section>
${agreements.length ? `<section data-cy="segment-legal-agreements" data-testid="segment-legal-agreements"><fieldset><legend>Legal Agreements</legend><div>${agreements.map(agreementHtml).join("")}</div></fieldset></section>` : ""}
${b.captcha ? recaptchaWall() : ""}<div aria-hidden="true"><p>All fields marked with <span>*</span> are required.</p></div>
<div><button aria-live="polite" aria-busy="false" type="submit" data-testid="submit-application-form-button">Send</button></div></form></div>
<div role="tabpanel" id="panel-success" hidden><div><div aria-live="assertive" data-cy="application-sent"><h3>All done!</h3><p>Your application has been successfully submitted!</p></div><div><a aria-live="off" href="/" target="_self">Other jobs</a></div></div></div></section></main>
<style>.field-error:empty{display:none}.field-error{color:#b00}</style>
<script type="application/json" id="offer-meta">${JSON.stringify({ slug, questions: qs.filter((q) => q.kind !== "infobox").map(({ id, kind, required }) => ({ id, kind, required })), agreements })}</script><script>${v ? confirmScript(v) : ""}${TAB_SCRIPT}${FORM_SCRIPT}</script>${v?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

// The tabs switch panels in place (the URL follows, as the careers app's router does).
const TAB_SCRIPT = String.raw`
document.querySelectorAll('[role=tab]').forEach((t) => t.addEventListener('click', (e) => {
  e.preventDefault();
  document.querySelectorAll('[role=tab]').forEach((x) => x.setAttribute('aria-selected', String(x === t)));
  document.getElementById('panel-description').hidden = t.dataset.tab !== 'description';
  document.getElementById('panel-application').hidden = t.dataset.tab !== 'application';
  history.pushState(null, '', t.getAttribute('href'));
}));
`;

// The form's script: the phone's country list, the dropzones, the cover-letter switch, follow-up
// questions, the page's own checks, the API
// request it builds (GUESS) and the outcome.
const FORM_SCRIPT = String.raw`
const form = document.getElementById('offer-application-form');
const meta = JSON.parse(document.getElementById('offer-meta').textContent);
const MSG = { blank: 'This field is required and can not be left empty.', email: 'This email address is invalid. Please enter a valid email address (for example, name@example.com).',
  phone: 'This phone number is invalid. Please enter a valid phone number, including the country calling code.' };
const phone = form.querySelector('[name="candidate.phone"]'), cbtn = form.querySelector('[id^=country-select-]'), clist = document.getElementById('downshift-0-menu');
cbtn.addEventListener('click', () => { clist.hidden = !clist.hidden; cbtn.setAttribute('aria-expanded', String(!clist.hidden)); });
clist.addEventListener('click', (e) => { const o = e.target.closest('[role=option]'); if (!o) return;
  cbtn.setAttribute('aria-label', 'Select country calling code: ' + o.getAttribute('aria-label')); cbtn.querySelector('span').textContent = o.getAttribute('aria-label');
  if (o.dataset.dial && !/^\+\d/.test(phone.value.replace(/^\+1$/, ''))) phone.value = '+' + o.dataset.dial; clist.hidden = true; });
form.querySelectorAll('.dropzone').forEach((dz) => {
  const input = dz.querySelector('input[type=file]');
  input.addEventListener('change', () => {
    const f = input.files[0]; let shown = dz.querySelector('.dz-file'); if (shown) shown.remove();
    dz.querySelector('.dz-text').hidden = !!f; if (!f) return;
    shown = document.createElement('div'); shown.className = 'dz-file';
    shown.innerHTML = '<div class="dz-name"></div><div><button aria-live="polite" type="button" class="dz-change">Change file</button><button aria-live="polite" type="button" aria-label="Remove" class="dz-remove">×</button></div>';
    shown.querySelector('.dz-name').textContent = f.name; shown.querySelector('.dz-name').title = f.name;
    shown.querySelector('.dz-change').addEventListener('click', () => input.click());
    shown.querySelector('.dz-remove').addEventListener('click', () => { input.value = ''; shown.remove(); dz.querySelector('.dz-text').hidden = false; });
    input.parentElement.appendChild(shown);
  });
});
form.querySelector('[data-cy=cover-letter-switch-button]').addEventListener('click', (e) => {
  const sec = document.getElementById('cover-letter');
  sec.querySelector('.dropzone').remove(); e.target.remove();
  const t = document.createElement('textarea'); t.name = 'candidate.coverLetter'; t.id = 'input-candidate.coverLetter'; t.placeholder = 'Insert your cover letter here';
  sec.querySelector('label').htmlFor = t.id; sec.appendChild(t);
});
const follow = () => { let changed = false; form.querySelectorAll('[data-follow-up-of]').forEach((w) => {
  const picked = Array.from(form.querySelectorAll('[name^="candidate.openQuestionAnswers.' + w.dataset.followUpOf + '."]:checked')).map((x) => x.value);
  const parentShown = !form.querySelector('[data-question="' + w.dataset.followUpOf + '"]').hidden;
  const on = parentShown && picked.includes(w.dataset.followUpValue);
  changed ||= w.hidden !== !on;
  w.hidden = !on; w.querySelectorAll('input, textarea').forEach((i) => { i.disabled = !on; if (!on && (i.type === 'radio' || i.type === 'checkbox')) i.checked = false; });
}); if (changed) follow(); };
form.addEventListener('change', follow); follow();
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const errors = {}, err = (el, m) => { errors[el.getAttribute('aria-describedby').split(' ')[0]] = m; };
  form.querySelectorAll('input[required]:not([type=radio]):not([type=checkbox]), textarea[required]').forEach((el) => { if (!el.disabled && !el.value.trim()) err(el, MSG.blank); });
  const email = form.querySelector('[name="candidate.email"]');
  if (email.value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value)) err(email, MSG.email);
  if (phone.value.trim() && !/^\+\d{8,15}$/.test(phone.value.replace(/[\s()-]/g, ''))) err(phone, MSG.phone);
  const cv = form.querySelector('[name="candidate.cv"]'); if (!cv.files.length) err(cv, MSG.blank);
  meta.questions.forEach((q) => {
    const els = Array.from(form.querySelectorAll('[name^="candidate.openQuestionAnswers.' + q.id + '."]:not([type=hidden])'));
    if (!q.required || !els.length || els[0].disabled) return;
    const ok = els.some((x) => (x.type === 'radio' || x.type === 'checkbox') ? x.checked : x.value.trim());
    if (!ok) errors[(els[0].getAttribute('aria-describedby') || '').split(' ')[0]] = MSG.blank;
  });
  form.querySelectorAll('[name$=".consent"][required]').forEach((c) => { if (!c.checked) errors[c.getAttribute('aria-labelledby').replace(/-0$/, '') + '-error'] = MSG.blank; });
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._captcha = 'Please confirm you are not a robot.';
  if (Object.keys(errors).length) return show(errors);
  const fd = new FormData(form), api = new FormData();
  api.append('candidate[name]', fd.get('candidate.name')); api.append('candidate[email]', fd.get('candidate.email'));
  api.append('candidate[phone]', String(fd.get('candidate.phone')).replace(/[\s()-]/g, '')); api.append('candidate[cv]', fd.get('candidate.cv'));
  const clf = fd.get('candidate.coverLetterFile'); if (clf && clf.size) api.append('candidate[cover_letter_file]', clf);
  api.append('candidate[cover_letter]', fd.get('candidate.coverLetter') || '');
  api.append('candidate[sms_consent]', String(form.querySelector('[name="candidate.textingConsent"]').checked));
  meta.agreements.forEach((a, i) => { api.append('candidate[agreements_attributes][' + i + '][agreement_id]', String(a.id));
    api.append('candidate[agreements_attributes][' + i + '][consent]', String(!!form.querySelector('[name="candidate.agreements.' + i + '.consent"]').checked)); });
  let n = 0;
  meta.questions.forEach((q) => {
    const field = q.kind === 'boolean' ? 'flag' : q.kind === 'multi_choice' ? 'multiContent' : 'content';
    const values = fd.getAll('candidate.openQuestionAnswers.' + q.id + '.' + field).map(String).filter(Boolean);
    if (!values.length) return;
    const p = 'candidate[open_question_answers_attributes][' + (n++) + ']';
    api.append(p + '[open_question_id]', String(q.id));
    if (q.kind === 'boolean') api.append(p + '[flag]', values[0]);
    else if (q.kind === 'multi_choice') values.forEach((v) => api.append(p + '[multi_content][]', v));
    else api.append(p + '[content]', values[0]);
  });
  const send = form.querySelector('[data-testid=submit-application-form-button]'); send.setAttribute('aria-busy', 'true'); send.disabled = true;
  const res = await fetch('/api/offers/' + meta.slug + '/candidates', { method: 'POST', body: api });
  send.setAttribute('aria-busy', 'false'); send.disabled = false;
  if (res.ok) {
    if (typeof variantConfirm === 'function') { variantConfirm(document.getElementById('offer-application'), location.pathname.replace(/\/c\/new$/, '/c/thanks')); return; }
    document.getElementById('offer-application').hidden = true; document.getElementById('panel-success').hidden = false; return;
  }
  const body = await res.json().catch(() => ({}));
  show(body.errors || { _form: 'Something went wrong. Please try again later.' });
});
function show(errors) {
  form.querySelectorAll('[role=alert][id$="-error"]').forEach((a) => {
    const m = errors[a.id] || ''; a.textContent = m;
    form.querySelectorAll('[aria-describedby~="' + a.id + '"]').forEach((i) => i.setAttribute('aria-invalid', String(!!m)));
  });
  const top = document.getElementById('form-errors');
  const msg = errors._captcha || errors._form || '';
  top.hidden = !msg; top.textContent = msg;
}`;

export function recruiteeSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => RECRUITEE_HOST.exec(req.hostname)![1];
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Job not found",
          `<main><h1>We couldn’t find this job</h1><p>This job doesn’t exist or was removed.</p><a href="/">Explore all jobs</a></main>`,
        ),
      );

  const show = (tab: "description" | "application") => async (req: express.Request, res: express.Response) => {
    const slug = String(req.params.slug);
    if (await preamble(state, slug, res)) return;
    const b = state.postings.get(slug);
    if (b.closed) return closed(res);
    res.type("html").send(offerPage(tenantOf(req), slug, b, tab));
  };
  r.get("/o/:slug", show("description"));
  r.get("/o/:slug/c/new", show("application"));
  // GUESS: the page a "redirect" variant goes to.
  r.get("/o/:slug/c/thanks", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "All done!",
          `<main><div aria-live="assertive" data-cy="application-sent"><h3>All done!</h3><p>Your application has been successfully submitted!</p></div></main>`,
        ),
      );
  });
  r.post("/api/offers/:slug/candidates", async (req, res) => {
    const { slug } = req.params;
    if (await preamble(state, slug, res)) return;
    const b = state.postings.get(slug);
    if (b.closed) return res.status(404).json({ error: "Offer not found" });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const k of ["name", "email", "phone"]) if (!str(fields[`candidate[${k}]`])) errors[`candidate.${k}`] = "can't be blank";
    if (!files["candidate[cv]"]) errors["candidate.cv"] = "can't be blank";
    // What the request answered, by question id (recorded too, GUESS: a view for the tests).
    const answers = new Map<string, string | string[]>();
    for (let i = 0; fields[`candidate[open_question_answers_attributes][${i}][open_question_id]`] !== undefined; i++) {
      const p = `candidate[open_question_answers_attributes][${i}]`;
      answers.set(
        str(fields[`${p}[open_question_id]`]),
        fields[`${p}[flag]`] ?? fields[`${p}[multi_content][]`] ?? fields[`${p}[content]`] ?? "",
      );
    }
    const qs = recruiteeQuestions(b);
    for (const q of qs) {
      if (q.kind === "infobox") continue;
      const shown = !q.showIf || [answers.get(String(q.showIf.id)) ?? []].flat().includes(q.showIf.value);
      if (!shown) answers.delete(String(q.id));
      else if (q.required && !answers.has(String(q.id))) errors[`candidate.openQuestionAnswers.${q.id}`] = "can't be blank";
      const got = [answers.get(String(q.id)) ?? []].flat();
      if (q.options.length && got.some((x) => !q.options.includes(x))) errors[`candidate.openQuestionAnswers.${q.id}`] = "is invalid";
    }
    const agreements = agreementsOf(tenantOf(req), b);
    const consent = new Map<string, string>();
    for (let i = 0; fields[`candidate[agreements_attributes][${i}][agreement_id]`] !== undefined; i++)
      consent.set(
        str(fields[`candidate[agreements_attributes][${i}][agreement_id]`]),
        str(fields[`candidate[agreements_attributes][${i}][consent]`]),
      );
    agreements.forEach((a) => {
      if (a.required && consent.get(String(a.id)) !== "true") errors[`candidate.agreements.${a.id}`] = "must be accepted";
    });
    if (b.captcha) errors._captcha = "Please confirm you are not a robot.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    const view: Record<string, string | string[]> = {};
    for (const [id, value] of answers) view[`answer[${id}]`] = value;
    for (const [id, value] of consent) view[`agreement[${id}]`] = value;
    state.record({ ats: "recruitee", tenant: tenantOf(req), jobId: slug, fields: { ...fields, ...view }, files });
    res.status(201).json({ candidate: { id: state.submissions.length, name: str(fields["candidate[name]"]) } });
  });
  return r;
}
