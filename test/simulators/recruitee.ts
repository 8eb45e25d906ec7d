// Recruitee simulator: {co}.recruitee.com/o/{slug}, the application form at /o/{slug}/c/new, sent by the
// page to the Careers Site API.
//
// Facts and their sources:
// - URLs `{co}.recruitee.com/o/{slug}`, feed `/api/offers/` with per-offer `options_phone`, `options_cv`,
//   `options_cover_letter`, `open_questions`: docs/platforms.md "Recruitee" (from the reference).
// - Recruitee Careers Site API (docs.recruitee.com/reference/offersoffer_idcandidates): applying is
//   `POST /api/offers/{offer_slug}/candidates` on the careers-site host ("like a candidate applying",
//   it sends the confirmation e-mail); `name`, `phone`, `email`, `cv` required by default, and only
//   phone and cv can be made optional; screening questions come from GET /offers as `open_questions`
//   `{id, kind, required, position, body, open_question_options}` (kind "string" in the example).
// - Measured on a live form by an autofill extension (code search fs:"Tenant agreements and SMS consent
//   are intentionally absent"): the form is at `/o/{slug}/c/new` on any `*.recruitee.com` but www; ONE
//   full-name input `candidate.name`, then `candidate.email`, `candidate.phone`, the file input
//   `candidate.cv`; the description `[data-cy="offer-description"]`; tenant agreements and an SMS
//   consent box on the form.
// - A builder's notes from live runs on two tenants (code search fs:"Recruitee — built and verified
//   across 2 tenants"): the description and the application form share one page, switched by a tab
//   that is already in the DOM, only hidden, before it is selected; a Dutch tenant labels it
//   "Solliciteren", so it is the 2nd of exactly two tabs. Not modelled: the phone field's country
//   selector (a virtualized list that re-detects the country from the digits typed).
// GUESSES (marked): the other question kinds (boolean, single_choice, multi_choice, date, text) and how
// they render (radios, checkboxes, a date input, a textarea); the DOM names of answers
// (`candidate.openQuestionAnswers.{id}`) and the API's `open_question_answers_attributes` with
// `content`/`flag`/`multi_content`; "can't be blank" (the Ecto default) as the message; the
// confirmation and closed texts; the tabs' texts; the reCAPTCHA on some tenants.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "./core";

export const RECRUITEE_HOST = /^(?!www\.)([a-z0-9-]+)\.recruitee\.com$/;

type Kind = "string" | "text" | "boolean" | "single_choice" | "multi_choice" | "date";
interface OpenQuestion {
  id: number;
  kind: Kind;
  required: boolean;
  body: string;
  open_question_options: { id: number; body: string }[];
}

const opts = (...xs: string[]) => xs.map((body, i) => ({ id: i + 1, body }));
const questions = (b: PostingBehaviour): OpenQuestion[] => [
  { id: 101, kind: "boolean", required: true, body: "Do you have the right to work in the United States?", open_question_options: [] },
  { id: 102, kind: "boolean", required: true, body: "Do you require visa sponsorship?", open_question_options: [] },
  {
    id: 103,
    kind: "single_choice",
    required: true,
    body: "How many years of relevant experience do you have?",
    open_question_options: opts("Less than 1 year", "1-3 years", "3-5 years", "5+ years"),
  },
  { id: 104, kind: "date", required: false, body: "When could you start?", open_question_options: [] },
  {
    id: 105,
    kind: "multi_choice",
    required: false,
    body: "Which languages do you speak fluently?",
    open_question_options: opts("English", "Dutch", "German"),
  },
  ...(b.unanswerableQuestion
    ? [{ id: 199, kind: "string" as const, required: true, body: "Acme employee referral code", open_question_options: [] }]
    : []),
];

const star = (required: boolean) => (required ? `<span class="required" aria-hidden="true">*</span>` : "");
function control(q: OpenQuestion): string {
  const name = `candidate.openQuestionAnswers.${q.id}`,
    id = `oq-${q.id}`;
  const req = q.required ? " required" : "";
  const legend = `<legend>${h(q.body)}${star(q.required)}</legend>`;
  switch (q.kind) {
    case "boolean":
      return `<fieldset data-field="${name}">${legend}${["Yes", "No"].map((o) => `<label><input type="radio" name="${name}" value="${o === "Yes"}"${req}> ${o}</label>`).join("")}<p class="field-error"></p></fieldset>`;
    case "single_choice":
      return `<fieldset data-field="${name}">${legend}${q.open_question_options.map((o) => `<label><input type="radio" name="${name}" value="${h(o.body)}"${req}> ${h(o.body)}</label>`).join("")}<p class="field-error"></p></fieldset>`;
    case "multi_choice":
      return `<fieldset data-field="${name}">${legend}${q.open_question_options.map((o) => `<label><input type="checkbox" name="${name}" value="${h(o.body)}"> ${h(o.body)}</label>`).join("")}<p class="field-error"></p></fieldset>`;
    case "text":
      return `<div data-field="${name}"><label for="${id}">${h(q.body)}${star(q.required)}</label><textarea id="${id}" name="${name}"${req}></textarea><p class="field-error"></p></div>`;
    default:
      return `<div data-field="${name}"><label for="${id}">${h(q.body)}${star(q.required)}</label><input id="${id}" type="${q.kind === "date" ? "date" : "text"}" name="${name}"${req}><p class="field-error"></p></div>`;
  }
}

const input = (name: string, label: string, type: string, required: boolean) =>
  `<div data-field="${name}"><label for="${name}">${h(label)}${star(required)}</label><input id="${name}" name="${name}" type="${type}"${required ? " required" : ""}><p class="field-error"></p></div>`;

// The form's script: checks required answers, builds the Careers Site API request, shows the outcome.
const FORM_SCRIPT = String.raw`
const form = document.getElementById('offer-application-form');
const meta = JSON.parse(document.getElementById('offer-meta').textContent);
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const fd = new FormData(form), errors = {};
  for (const el of form.querySelectorAll('[required]')) if (!String(fd.get(el.name) || '').trim()) errors[el.name] = "can't be blank";
  const email = String(fd.get('candidate.email') || '');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors['candidate.email'] = 'has invalid format';
  if (!errors['candidate.cv'] && !(fd.get('candidate.cv') || {}).size) errors['candidate.cv'] = "can't be blank";
  if (!form.querySelector('[name="candidate.gdpr"]').checked) errors['candidate.gdpr'] = 'must be accepted';
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._captcha = 'Please confirm you are not a robot.';
  if (Object.keys(errors).length) return show(errors);
  const api = new FormData();
  api.append('candidate[name]', fd.get('candidate.name')); api.append('candidate[email]', email);
  api.append('candidate[phone]', fd.get('candidate.phone')); api.append('candidate[cv]', fd.get('candidate.cv'));
  api.append('candidate[cover_letter]', fd.get('candidate.coverLetter') || '');
  api.append('candidate[sms_consent]', String(form.querySelector('[name="candidate.smsConsent"]').checked));
  let i = 0;
  meta.questions.forEach((q) => {
    const values = fd.getAll('candidate.openQuestionAnswers.' + q.id).map(String).filter(Boolean);
    if (!values.length) return;
    const p = 'candidate[open_question_answers_attributes][' + (i++) + ']';
    api.append(p + '[open_question_id]', String(q.id));
    if (q.kind === 'boolean') api.append(p + '[flag]', values[0]);
    else if (q.kind === 'multi_choice') values.forEach((v) => api.append(p + '[multi_content][]', v));
    else api.append(p + '[content]', values[0]);
  });
  const res = await fetch('/api/offers/' + meta.slug + '/candidates', { method: 'POST', body: api });
  if (res.ok) { document.getElementById('offer-application').innerHTML = '<div data-cy="application-sent"><h2>Application sent!</h2><p>Thank you for applying. We will get back to you soon.</p></div>'; return; }
  const body = await res.json().catch(() => ({}));
  show(body.errors || { _form: 'Something went wrong. Please try again later.' });
});
function show(errors) {
  form.querySelectorAll('[data-field]').forEach((f) => { const m = errors[f.dataset.field]; f.classList.toggle('has-error', !!m); f.querySelector('.field-error').textContent = m || ''; });
  const top = document.getElementById('form-errors');
  const msg = errors._captcha || errors._form || (Object.keys(errors).length ? 'Please fix the errors below.' : '');
  top.hidden = !msg; top.textContent = msg;
}`;

function offerPage(tenant: string, slug: string, b: PostingBehaviour, tab: "description" | "application"): string {
  const title = b.title ?? "Software Engineer";
  const qs = questions(b);
  const shown = (t: string) => (t === tab ? "" : " hidden");
  return page(
    `${title} - ${tenant}`,
    `<main><h1>${h(title)}</h1>
<nav role="tablist"><a role="tab" href="/o/${encodeURIComponent(slug)}" aria-selected="${tab === "description"}" data-tab="description">Job description</a>
<a role="tab" href="/o/${encodeURIComponent(slug)}/c/new" aria-selected="${tab === "application"}" data-tab="application" data-cy="apply-button">Application</a></nav>
<section role="tabpanel" id="panel-description"${shown("description")}><div data-cy="offer-description"><p>Join ${h(tenant)}.</p></div></section>
<section role="tabpanel" id="panel-application"${shown("application")}><div id="offer-application">
<form id="offer-application-form" novalidate><div id="form-errors" class="alert" role="alert" hidden></div>
<h2>My information</h2>${input("candidate.name", "Full name", "text", true)}${input("candidate.email", "Email address", "email", true)}${input("candidate.phone", "Phone number", "tel", true)}
<div data-field="candidate.cv"><label for="candidate.cv">CV or resume${star(true)}</label><div class="dropzone"><span>Upload a file or drag and drop here</span>
<input id="candidate.cv" name="candidate.cv" type="file" accept=".pdf,.doc,.docx,.odt,.rtf"></div><p class="field-error"></p></div>
<div data-field="candidate.coverLetter"><label for="candidate.coverLetter">Cover letter</label><textarea id="candidate.coverLetter" name="candidate.coverLetter"></textarea><p class="field-error"></p></div>
<h2>Questions</h2>${qs.map(control).join("\n")}
<div data-field="candidate.gdpr"><label><input type="checkbox" name="candidate.gdpr" value="true"> I agree to the processing of my personal data by ${h(tenant)} for this application, as described in the privacy policy${star(true)}</label><p class="field-error"></p></div>
<div data-field="candidate.smsConsent"><label><input type="checkbox" name="candidate.smsConsent" value="true"> I would like to receive text messages about my application and future job opportunities</label><p class="field-error"></p></div>
${b.captcha ? recaptchaWall() : ""}<button type="submit" data-cy="submit-application-form-button">Send application</button></form></div></section></main>
<script type="application/json" id="offer-meta">${JSON.stringify({ slug, questions: qs.map(({ id, kind }) => ({ id, kind })) })}</script><script>${TAB_SCRIPT}${FORM_SCRIPT}</script>`,
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
          `<main><h1>This job is no longer available</h1><p>The job offer you are looking for has been closed or removed.</p><a href="/">See all jobs</a></main>`,
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
  r.post("/api/offers/:slug/candidates", async (req, res) => {
    const { slug } = req.params;
    if (await preamble(state, slug, res)) return;
    const b = state.postings.get(slug);
    if (b.closed) return res.status(404).json({ error: "Offer not found" });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const k of ["name", "email", "phone"]) if (!str(fields[`candidate[${k}]`])) errors[`candidate.${k}`] = "can't be blank";
    if (!files["candidate[cv]"]) errors["candidate.cv"] = "can't be blank";
    const answered = new Set(
      Object.entries(fields)
        .filter(([k]) => k.endsWith("[open_question_id]"))
        .map(([, v]) => str(v)),
    );
    for (const q of questions(b))
      if (q.required && !answered.has(String(q.id))) errors[`candidate.openQuestionAnswers.${q.id}`] = "can't be blank";
    if (b.captcha) errors._captcha = "Please confirm you are not a robot.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "recruitee", tenant: tenantOf(req), jobId: slug, fields, files });
    res.status(201).json({ candidate: { id: state.submissions.length, name: str(fields["candidate[name]"]) } });
  });
  return r;
}
