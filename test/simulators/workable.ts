// Workable simulator: apply.workable.com/{account}/j/{SHORTCODE}/[apply/] and the form/widget JSON API,
// per ats-reference.md "Workable": data-ui attributes, [role=radio] booleans in a fieldset, a resume input
// with a random id that uploads as soon as a file is chosen, custom QA_ ids, address prefilled "from IP",
// closed/unknown → 404. Where the reference is silent (upload/apply endpoints, wording) this does what
// such SPAs commonly do: JSON submit, inline errors, a success message in place of the form.
import express from "express";
import { randomBytes } from "node:crypto";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, h, page, recaptchaWall, invisibleRecaptcha, INVISIBLE_TOKEN, token } from "./core";

export const WORKABLE_HOSTS = ["apply.workable.com"];

interface WField { id: string; label: string; type: "text" | "email" | "phone" | "paragraph" | "file" | "boolean" | "dropdown" | "multiple" | "date"; required: boolean; options?: { name: string; value: string }[] }
const opt = (...names: string[]) => names.map((name, i) => ({ name, value: String(i + 1) }));

export function workableForm(b: PostingBehaviour): { name: string; fields: WField[] }[] {
  return [
    { name: "Personal information", fields: [
      { id: "firstname", label: "First name", type: "text", required: true },
      { id: "lastname", label: "Last name", type: "text", required: true },
      { id: "email", label: "Email", type: "email", required: true },
      { id: "headline", label: "Headline", type: "text", required: false },
      { id: "phone", label: "Phone", type: "phone", required: true },
      { id: "address", label: "Address", type: "text", required: false },
    ] },
    { name: "Profile", fields: [
      { id: "resume", label: "Resume", type: "file", required: true },
      { id: "cover_letter", label: "Cover letter", type: "paragraph", required: false },
    ] },
    { name: "Details", fields: [
      { id: "QA_6308627", label: "Are you legally authorized to work in the United States?", type: "boolean", required: true },
      { id: "QA_6308628", label: "Will you now or in the future require visa sponsorship?", type: "boolean", required: true },
      { id: "QA_6308629", label: "How many years of experience do you have?", type: "dropdown", required: true, options: opt("0-2", "3-5", "6-10", "10+") },
      { id: "QA_6308630", label: "Which of these tools have you used?", type: "multiple", required: false, options: opt("Kubernetes", "Terraform", "PostgreSQL") },
      { id: "QA_6308631", label: "Earliest start date", type: "date", required: false },
      ...(b.unanswerableQuestion ? [{ id: "QA_6308699", label: "Acme employee referral code", type: "text" as const, required: true }] : []),
    ] },
  ];
}

function field(f: WField): string {
  const label = `<label for="${f.id}" id="${f.id}_label">${h(f.label)}${f.required ? `<span aria-hidden="true">*</span>` : ""}</label>`;
  let control: string;
  switch (f.type) {
    case "boolean":
      return `<fieldset data-ui="${f.id}" aria-required="${f.required}"><legend>${h(f.label)}${f.required ? "*" : ""}</legend><div role="radiogroup">
${["Yes", "No"].map((o) => `<div role="radio" tabindex="0" aria-checked="false" data-value="${o === "Yes"}"><span>${o}</span></div>`).join("")}</div>
<input type="hidden" name="${f.id}"><div data-ui="error-${f.id}" class="error" hidden></div></fieldset>`;
    case "file": // a random id each render, as on Workable
      control = `<input type="file" id="input_files_input_${randomBytes(4).toString("hex")}" data-ui="${f.id}" accept=".pdf,.doc,.docx"><span data-ui="${f.id}-status"></span><input type="hidden" name="${f.id}">`;
      break;
    case "paragraph": control = `<textarea id="${f.id}" name="${f.id}" data-ui="${f.id}"></textarea>`; break;
    case "dropdown": control = `<select id="${f.id}" name="${f.id}" data-ui="${f.id}"><option value=""></option>${f.options!.map((o) => `<option value="${o.value}">${h(o.name)}</option>`).join("")}</select>`; break;
    case "multiple": control = `<div data-ui="${f.id}">${f.options!.map((o) => `<label><input type="checkbox" name="${f.id}" value="${o.value}"> ${h(o.name)}</label>`).join("")}</div>`; break;
    default: {
      const type = { email: "email", phone: "tel", date: "date" }[f.type as string] ?? "text";
      // Workable prefills the address from the visitor's IP address.
      const value = f.id === "address" ? ` value="San Francisco, California, United States"` : "";
      control = `<input type="${type}" id="${f.id}" name="${f.id}" data-ui="${f.id}"${value}>`;
    }
  }
  return `<div class="field" data-ui="field-${f.id}">${label}${control}<div data-ui="error-${f.id}" class="error" hidden></div></div>`;
}

const clientScript = (account: string, code: string) => `
const form = document.querySelector('form[data-ui=application-form]'), submit = document.querySelector('[data-ui=apply-button]');
let uploading = 0;
form.querySelectorAll('[role=radiogroup]').forEach((g) => g.querySelectorAll('[role=radio]').forEach((r) => {
  const pick = () => { g.querySelectorAll('[role=radio]').forEach((o) => o.setAttribute('aria-checked', String(o === r))); g.parentElement.querySelector('input[type=hidden]').value = r.dataset.value; };
  r.addEventListener('click', pick); r.addEventListener('keydown', (e) => { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); pick(); } });
}));
form.querySelectorAll('input[type=file]').forEach((f) => f.addEventListener('change', async () => {
  const status = form.querySelector('[data-ui="' + f.dataset.ui + '-status"]'), hidden = f.parentElement.querySelector('input[type=hidden][name="' + f.dataset.ui + '"]');
  if (!f.files[0]) return;
  uploading++; submit.disabled = true; status.textContent = 'Uploading...';
  const fd = new FormData(); fd.append('file', f.files[0]);
  const r = await fetch('/api/v1/jobs/${code}/upload', { method: 'POST', body: fd }).then((x) => x.json());
  hidden.value = r.token; status.textContent = f.files[0].name; status.setAttribute('data-uploaded', 'true');
  uploading--; submit.disabled = uploading > 0;
}));
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  if (uploading) return;
  const invisible = document.querySelector('.grecaptcha-badge .g-recaptcha-response'); if (invisible) invisible.value = ${JSON.stringify(INVISIBLE_TOKEN)};
  const data = {};
  for (const [k, v] of new FormData(form)) { if (k in data) data[k] = [].concat(data[k], v); else data[k] = form.querySelectorAll('input[type=checkbox][name="' + k + '"]').length ? [v] : v; }
  form.querySelectorAll('.error').forEach((n) => { n.hidden = true; n.textContent = ''; });
  const r = await fetch('/api/v1/jobs/${code}/apply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: ${JSON.stringify(account)}, candidate: data }) });
  const body = await r.json().catch(() => ({ error: 'Something went wrong' }));
  if (r.ok) { document.querySelector('main').innerHTML = '<div data-ui="application-success"><h2>Thank you for applying!</h2><p>Your application has been submitted successfully.</p></div>'; return; }
  if (body.error) { const n = document.querySelector('[data-ui=form-error]'); n.hidden = false; n.textContent = body.error; }
  for (const [id, msg] of Object.entries(body.errors || {})) { const n = form.querySelector('[data-ui="error-' + id + '"]'); if (n) { n.hidden = false; n.textContent = msg; } }
});`;

export function workableSite(state: SimState): express.Router {
  const r = express.Router();
  const uploads = new Map<string, UploadedFile>();
  const notFound = (res: express.Response) => res.status(404).type("html").send(page("Not found", `<h1>Page not found</h1><p>The job you are looking for can't be found.</p>`));
  const open = async (code: string, res: express.Response) => {
    if (await preamble(state, code, res)) return null;
    const b = state.postings.get(code);
    if (b.closed) { notFound(res); return null; }
    return b;
  };

  r.get("/api/v1/widget/accounts/:account", (req, res) => {
    res.json({ name: req.params.account, jobs: [{ shortcode: "A1B2C34012", title: "Software Engineer", url: `https://apply.workable.com/${req.params.account}/j/A1B2C34012/` }] });
  });
  r.get("/api/v1/jobs/:code/form", async (req, res) => {
    if (await preamble(state, req.params.code, res)) return;
    const b = state.postings.get(req.params.code);
    if (b.closed) return res.status(404).json({ error: "Not found" });
    res.json(workableForm(b));
  });
  r.post("/api/v1/jobs/:code/upload", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.file) return res.status(422).json({ error: "No file" });
    const t = token();
    uploads.set(t, files.file);
    res.json({ token: t, name: files.file.filename });
  });
  r.post("/api/v1/jobs/:code/apply", express.json({ limit: "1mb" }), async (req, res) => {
    const code = req.params.code;
    if (await preamble(state, code, res)) return;
    const b = state.postings.get(code);
    if (b.closed) return res.status(404).json({ error: "Not found" });
    const c = (req.body?.candidate ?? {}) as Record<string, string | string[]>;
    if (c["g-recaptcha-response"] !== INVISIBLE_TOKEN) return res.status(422).json({ error: "Please verify you are not a robot" });
    const errors: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    for (const f of workableForm(b).flatMap((s) => s.fields)) {
      const value = c[f.id];
      if (f.type === "file") {
        const upload = typeof value === "string" ? uploads.get(value) : undefined;
        if (upload) { files[f.id] = upload; delete c[f.id]; } else if (f.required) errors[f.id] = "This field is required";
      } else if (f.required && [value].flat().join("").trim() === "") errors[f.id] = "This field is required";
    }
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    delete c["g-recaptcha-response"];
    state.record({ ats: "workable", tenant: String(req.body.account ?? ""), jobId: code, fields: c, files });
    res.status(201).json({ status: "submitted" });
  });

  r.get("/j/:code", (req, res) => { res.redirect(301, `/acme/j/${req.params.code}/`); });
  r.get("/:account/j/:code", async (req, res) => {
    const b = await open(req.params.code, res);
    if (!b) return;
    res.type("html").send(page(b.title ?? "Software Engineer", `<main><h1 data-ui="job-title">${h(b.title ?? "Software Engineer")}</h1>
<div data-ui="job-description"><p>Join ${h(req.params.account)}.</p></div><a data-ui="overview-apply-now" href="/${h(req.params.account)}/j/${h(req.params.code)}/apply/">Apply for this job</a></main>`));
  });
  r.get("/:account/j/:code/apply", async (req, res) => {
    const b = await open(req.params.code, res);
    if (!b) return;
    const sections = workableForm(b).map((s) => `<section data-ui="section-fields"><h3>${h(s.name)}</h3>${s.fields.map(field).join("\n")}</section>`).join("\n");
    res.type("html").send(page(`Apply – ${b.title ?? "Software Engineer"}`, `<main><h1 data-ui="job-title">${h(b.title ?? "Software Engineer")}</h1>
<form data-ui="application-form" novalidate>${sections}${b.captcha ? recaptchaWall() : invisibleRecaptcha()}
<div data-ui="form-error" class="error" role="alert" hidden></div><button type="submit" data-ui="apply-button">Submit application</button></form></main>
<script>${clientScript(req.params.account, req.params.code)}</script>`));
  });
  return r;
}
