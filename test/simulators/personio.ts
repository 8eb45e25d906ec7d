// Personio simulator: the hosted career page {co}.jobs.personio.de|com/job/{id}, whose application form
// sits on the posting page itself (below the description, anchor #apply).
//
// Facts and their sources:
// - URLs `{co}.jobs.personio.de|com/job/{id}`, feed `/xml?language=en`: docs/platforms.md "Personio"
//   (from the reference); the privacy policy lives at `{co}.jobs.personio.de/privacy-policy` (code search
//   fs:"satellytes.jobs.personio.de/privacy-policy", a company's own Personio form).
// - Personio's applicant API (the Personio developer hub's OpenAPI, as vendored by an SDK: code search
//   fs:"Passing applications to Personio"): multipart POST with `first_name`, `last_name`, `email`,
//   `phone`, `available_from`, `salary_expectations`, `message`, custom attributes `custom_attribute_{id}`,
//   documents as `categorised_documents[i][file]` with `categorised_documents[i][category]` = `cv` or
//   `cover-letter`; refusals are 400/422 with a body, 5xx on Personio's end; rate limit 100 per minute.
// - "Personio Forms" documentation of a WordPress integration (docs search "Personio Forms mandatory
//   fields"): first name, last name and e-mail are mandatory and cannot be disabled; a CV upload is
//   always present on the form.
// - Forms built on that API (code search fs:"API_ENDPOINT = 'https://api.personio.de/recruiting/applicant'")
//   carry a required privacy-policy checkbox and a visually hidden honeypot input.
// GUESSES (marked): that the hosted page posts to `/job/{id}/apply` on its own host with the API's field
// names; the CV being required on this tenant; the custom attributes (two Yes/No radios and a select)
// and their ids; the texts of the confirmation ("Thank you for your application"), of the closed page
// ("This position is no longer available"), of the error banner and of the field messages; the honeypot's
// name (`website`); the reCAPTCHA some tenants show.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "./core";

export const PERSONIO_HOST = /^([a-z0-9-]+)\.jobs\.personio\.(?:de|com)$/;

interface Attribute {
  id: number;
  label: string;
  kind: "radio" | "select" | "text";
  required: boolean;
  options: string[];
}
const attributes = (b: PostingBehaviour): Attribute[] => [
  { id: 1001, label: "Do you have a valid work permit for the United States?", kind: "radio", required: true, options: ["Yes", "No"] },
  { id: 1002, label: "Will you now or in the future require visa sponsorship?", kind: "radio", required: true, options: ["Yes", "No"] },
  {
    id: 1003,
    label: "Highest level of education",
    kind: "select",
    required: false,
    options: ["High school", "Bachelor's degree", "Master's degree", "Doctorate"],
  },
  ...(b.unanswerableQuestion
    ? [{ id: 1099, label: "Acme employee referral code", kind: "text" as const, required: true, options: [] }]
    : []),
];

const star = (required: boolean) => (required ? ` <span aria-hidden="true">*</span>` : "");
const row = (name: string, label: string, control: string) =>
  `<div class="form-row" data-field="${name}">${label}${control}<div class="invalid-feedback"></div></div>`;
const input = (name: string, label: string, type: string, required: boolean) =>
  row(
    name,
    `<label for="${name}">${h(label)}${star(required)}</label>`,
    `<input id="${name}" name="${name}" type="${type}"${required ? " required" : ""}>`,
  );

function attribute(a: Attribute): string {
  const name = `custom_attribute_${a.id}`,
    req = a.required ? " required" : "";
  if (a.kind === "radio")
    return `<fieldset class="form-row" data-field="${name}"><legend>${h(a.label)}${star(a.required)}</legend>${a.options
      .map((o, i) => `<input type="radio" id="${name}-${i}" name="${name}" value="${h(o)}"${req}><label for="${name}-${i}">${h(o)}</label>`)
      .join("")}<div class="invalid-feedback"></div></fieldset>`;
  if (a.kind === "select")
    return row(
      name,
      `<label for="${name}">${h(a.label)}${star(a.required)}</label>`,
      `<select id="${name}" name="${name}"${req}><option value="">Please select</option>${a.options.map((o) => `<option>${h(o)}</option>`).join("")}</select>`,
    );
  return input(name, a.label, "text", a.required);
}

// The page's script: required checks, then the multipart request with the API's field names.
const FORM_SCRIPT = String.raw`
const form = document.getElementById('job-application-form');
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const fd = new FormData(form), errors = {};
  for (const el of form.querySelectorAll('[required]')) {
    const v = el.type === 'checkbox' ? el.checked : el.type === 'file' ? el.files.length > 0 : String(fd.get(el.name) || '').trim();
    if (!v) errors[el.name] = 'This field is required.';
  }
  const email = String(fd.get('email') || '');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = 'Please enter a valid email address.';
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) errors._form = 'Please confirm that you are not a robot.';
  if (Object.keys(errors).length) return show(errors);
  const res = await fetch(form.action, { method: 'POST', body: fd });
  if (res.ok) { document.getElementById('apply').innerHTML = '<div class="application-success" role="status"><h2>Thank you for your application</h2><p>We have received your application and will get back to you as soon as possible.</p></div>'; return; }
  const body = await res.json().catch(() => ({}));
  show(body.errors || { _form: 'Your application could not be submitted. Please try again.' });
});
function show(errors) {
  form.querySelectorAll('[data-field]').forEach((f) => { const m = errors[f.dataset.field]; f.classList.toggle('is-invalid', !!m); f.querySelector('.invalid-feedback').textContent = m || ''; });
  const top = document.getElementById('form-error');
  const msg = errors._form || (Object.keys(errors).length ? 'Please check your entries and try again.' : '');
  top.hidden = !msg; top.textContent = msg;
}`;

function jobPage(tenant: string, id: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  return page(
    `${title} | ${tenant}`,
    `<header><a href="/">${h(tenant)} jobs</a></header><main>
<h1>${h(title)}</h1><div class="job-description"><p>Join ${h(tenant)} as a ${h(title)}.</p></div>
<a class="btn btn-primary" href="#apply">Apply for this position</a>
<section id="apply"><h2>Apply for this position</h2>
<form id="job-application-form" action="/job/${encodeURIComponent(id)}/apply" method="post" enctype="multipart/form-data" novalidate>
<div id="form-error" class="alert alert-danger" role="alert" hidden></div>
${input("first_name", "First name", "text", true)}${input("last_name", "Last name", "text", true)}
${input("email", "Email", "email", true)}${input("phone", "Phone", "tel", false)}
${row("categorised_documents[0][file]", `<label for="cv">CV${star(true)}</label>`, `<div class="dropzone"><span>Drag and drop or browse files</span><input id="cv" type="file" name="categorised_documents[0][file]" accept=".pdf,.doc,.docx,.jpg,.png" required></div><input type="hidden" name="categorised_documents[0][category]" value="cv">`)}
${input("available_from", "Available from", "date", false)}${input("salary_expectations", "Salary expectations", "text", false)}
${attributes(b).map(attribute).join("\n")}
${row("message", `<label for="message">Message</label>`, `<textarea id="message" name="message"></textarea>`)}
<div class="visually-hidden" aria-hidden="true"><label for="website">Website</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
${row("privacy_policy_acceptance", "", `<label><input type="checkbox" name="privacy_policy_acceptance" value="1" required> I have read and accept the <a href="/privacy-policy">privacy policy</a>${star(true)}</label>`)}
${b.captcha ? recaptchaWall() : ""}<button type="submit" class="btn btn-primary">Send application</button></form></section></main>
<script>${FORM_SCRIPT}</script>`,
  );
}

export function personioSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => PERSONIO_HOST.exec(req.hostname)![1];
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Position not found",
          `<main><h1>This position is no longer available</h1><p>Please have a look at our other open positions.</p><a href="/">All jobs</a></main>`,
        ),
      );

  r.get("/job/:id", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    res.type("html").send(jobPage(tenantOf(req), id, b));
  });
  r.post("/job/:id/apply", async (req, res) => {
    const id = String(req.params.id);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ error: "Job position not found" });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const k of ["first_name", "last_name", "email"]) if (!str(fields[k])) errors[k] = "This field is required.";
    if (!files["categorised_documents[0][file]"]) errors["categorised_documents[0][file]"] = "This field is required.";
    for (const a of attributes(b))
      if (a.required && !str(fields[`custom_attribute_${a.id}`])) errors[`custom_attribute_${a.id}`] = "This field is required.";
    if (!str(fields.privacy_policy_acceptance)) errors.privacy_policy_acceptance = "This field is required.";
    if (b.captcha) errors._form = "Please confirm that you are not a robot.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    state.record({ ats: "personio", tenant: tenantOf(req), jobId: id, fields, files, ...(str(fields.website) ? { bot: true } : {}) });
    res.json({ success: "Application was successfully created" });
  });
  return r;
}
