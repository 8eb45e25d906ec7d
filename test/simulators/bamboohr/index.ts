// BambooHR simulator: {co}.bamboohr.com/careers/{id}, a client-rendered careers page whose form appears
// in place when "Apply for This Job" is pressed.
//
// Facts and their sources:
// - URLs `{co}.bamboohr.com/careers/{id}`, legacy `/jobs/view.php?id=`; JSON `GET /careers/list` and
//   `GET /careers/{id}/detail`; a React careers page: docs/platforms.md "BambooHR" (from the reference).
// - Measured on live forms by an autofill extension (code search fs:"ids are FabricTextField-<n>,
//   sequential and render-dependent"): the host is any `*.bamboohr.com` but www; the job id is numeric;
//   the fields do not exist until the button "Apply for This Job" is pressed (its classes are generated
//   MUI ones, so it is found by text) and `/careers/{id}/apply` is blank; inputs have ids
//   `FabricTextField-<n>` (sequential, render-dependent) and the names `firstName`, `lastName`, `email`,
//   `phone`, `city.value`, `linkedinUrl`, `websiteUrl`, `desiredPay`; the resume input has no name and no
//   stable id, only `aria-label="file-input"`; a honeypot `nickname_<hex>` sits in a collapsed ancestor;
//   state and country are selects; street address and ZIP are required; some tenants make the visitor
//   "prove you are human" before it will send; the description is `.jss-job-description`.
// - A builder's notes from live runs on two tenants (code search fs:"BambooHR — built and verified clean
//   (+ a correct real escalation)"): Country is a custom "fab-Select" (a real `<select>` present but
//   aria-hidden and zero-size, driven by a button and a searchable option list); "Date Available" has
//   the placeholder "mm/dd/yyyy"; the resume is posted to the backend as soon as it is chosen and a
//   hidden `resumeFileId` fills in when that completes; the honeypot `nickname_…` has tabindex -1;
//   Desired Pay, LinkedIn and an EEO/veteran section left at its default; tenant questions are bare
//   inputs without a wrapper. Not modelled: a non-US country turning State into "Province" (text) and
//   ZIP into "Postal Code".
// - Scrapers of the public board (code search fs:"bamboohr.com/careers/{job_id}/detail"): the detail
//   JSON is read from `/careers/{id}/detail`.
// GUESSES (marked): the detail JSON's shape beyond `result.jobOpening`; the endpoints
// `/careers/{id}/resume` and `/careers/{id}/application` and their JSON; the street/ZIP names (`streetAddress`, `zip`); State built like Country;
// the native selects' names (`state`, `countryId`); the "Date Available" text field (mm/dd/yyyy); the screening questions and their
// names (`customQuestions[n]`); the EEO block; every message text; the closed-posting and thank-you text;
// the legacy URL redirecting to /careers/{id}; the menu closing on Escape, outside clicks and its toggle.
import express from "express";
import { randomBytes } from "node:crypto";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { type BField, bamboohrVariantFields, bhShown } from "./variants";

export const BAMBOOHR_HOST = /^(?!www\.)([a-z0-9-]+)\.bamboohr\.com$/;

type Q = BField;

const STATES = ["Arizona", "California", "New York", "Texas", "Washington"];
const COUNTRIES = ["Canada", "United Kingdom", "United States"];

/**
 * The form's definition as the detail JSON carries it (guess: shape). A seeded variant (variants.ts)
 * rewords the personal fields, shuffles the tenant's questions and adds its own after them.
 */
function formFields(b: PostingBehaviour): Q[] {
  const fixed = fixedFields(b);
  if (b.variant === undefined) return fixed;
  const v = variantFor(b.variant);
  const label: Record<string, string> = {
    firstName: v.labels.firstName,
    lastName: v.labels.lastName,
    email: v.labels.email,
    phone: v.labels.phone,
    linkedinUrl: v.labels.linkedin,
  };
  const standard = fixed.slice(0, 13).map((q) => (label[q.name] ? { ...q, label: label[q.name] } : q));
  const tenant = fixed.filter((q) => q.name.startsWith("customQuestions["));
  const eeo = fixed.filter((q) => q.name.startsWith("eeo."));
  return [...standard, ...v.order(tenant, "bamboohr-questions"), ...bamboohrVariantFields(v), ...eeo];
}

function fixedFields(b: PostingBehaviour): Q[] {
  return [
    { name: "firstName", label: "First Name", required: true, kind: "text" },
    { name: "lastName", label: "Last Name", required: true, kind: "text" },
    { name: "email", label: "Email", required: true, kind: "text" },
    { name: "phone", label: "Phone", required: true, kind: "text" },
    { name: "streetAddress", label: "Address", required: true, kind: "text" },
    { name: "city.value", label: "City", required: true, kind: "text" },
    { name: "state", label: "State", required: true, kind: "dropdown", options: STATES },
    { name: "zip", label: "ZIP", required: true, kind: "text" },
    { name: "countryId", label: "Country", required: true, kind: "dropdown", options: COUNTRIES },
    { name: "dateAvailable", label: "Date Available", required: false, kind: "text" },
    { name: "desiredPay", label: "Desired Pay", required: false, kind: "text" },
    { name: "linkedinUrl", label: "LinkedIn Profile URL", required: false, kind: "text" },
    { name: "websiteUrl", label: "Website, Blog, or Portfolio", required: false, kind: "text" },
    {
      name: "customQuestions[1]",
      label: "Are you legally authorized to work in the United States?",
      required: true,
      kind: "radio",
      options: ["Yes", "No"],
    },
    {
      name: "customQuestions[2]",
      label: "Will you now or in the future require sponsorship for employment visa status?",
      required: true,
      kind: "radio",
      options: ["Yes", "No"],
    },
    {
      name: "customQuestions[3]",
      label: "Highest level of education",
      required: true,
      kind: "dropdown",
      options: ["High School", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"],
    },
    { name: "customQuestions[4]", label: "Are you 18 years of age or older?", required: true, kind: "radio", options: ["Yes", "No"] },
    ...(b.unanswerableQuestion
      ? [{ name: "customQuestions[9]", label: "Acme employee referral code", required: true, kind: "text" as const }]
      : []),
    { name: "eeo.gender", label: "Gender", required: false, kind: "dropdown", options: ["Male", "Female", "Decline to answer"] },
    {
      name: "eeo.veteranStatus",
      label: "Veteran Status",
      required: false,
      kind: "dropdown",
      options: ["I am a protected veteran", "I am not a protected veteran", "Decline to answer"],
    },
  ];
}

// The careers app: renders the job from its detail JSON, then the form in place on "Apply for This Job";
// checks required fields itself, posts the form with fetch and shows the server's answer.
const APP_SCRIPT = String.raw`
(async function () {
  const root = document.getElementById('js-careers-root');
  const id = location.pathname.split('/')[2];
  const res = await fetch('/careers/' + id + '/detail');
  const { result } = await res.json();
  const job = result.jobOpening;
  let n = 0;
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  root.innerHTML = '<div class="fab-Page"><h2 class="jss-job-title">' + esc(job.jobOpeningName) + '</h2><div class="jss-job-description">' + job.description + '</div>'
    + '<button type="button" class="MuiButton-root jss31">Apply for This Job</button></div>';
  root.querySelector('button').addEventListener('click', () => renderForm(job));

  function field(q) {
    const fid = 'FabricTextField-' + (++n), star = q.required ? ' fab-Label--required' : '';
    const label = '<label class="fab-Label' + star + '" id="' + fid + '-label" for="' + fid + '">' + esc(q.label) + '</label>';
    const msg = '<div class="fab-FormField__note" id="' + fid + '-note"></div>';
    if (q.kind === 'radio') return '<div class="fab-FormField" data-name="' + esc(q.name) + '"><fieldset class="fab-RadioGroup"><legend class="fab-Label' + star + '">' + esc(q.label) + '</legend>'
      + q.options.map((o, i) => '<label class="fab-Radio"><input type="radio" id="' + fid + '-' + i + '" name="' + esc(q.name) + '" value="' + esc(o) + '"> ' + esc(o) + '</label>').join('') + '</fieldset>' + msg + '</div>';
    if (q.kind === 'dropdown') return '<div class="fab-FormField" data-name="' + esc(q.name) + '">' + label.replace(' for="' + fid + '"', '')
      + '<button type="button" class="fab-SelectToggle" id="' + fid + '" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="' + fid + '-label"' + (q.required ? ' aria-required="true"' : '') + '>--Select--</button>'
      + '<select class="fab-Select__native" name="' + esc(q.name) + '" aria-hidden="true" tabindex="-1" style="position:absolute;width:0;height:0;opacity:0;pointer-events:none"><option value=""></option>'
      + q.options.map((o) => '<option value="' + esc(o) + '">' + esc(o) + '</option>').join('') + '</select>' + msg + '</div>';
    // Seeded variants only (variants.ts): checkbox groups, one box, display text (GUESSES).
    if (q.kind === 'checkboxes') return '<div class="fab-FormField" data-name="' + esc(q.name) + '"><fieldset class="fab-CheckboxGroup"><legend class="fab-Label' + star + '">' + esc(q.label) + '</legend>'
      + q.options.map((o, i) => '<label class="fab-Checkbox"><input type="checkbox" id="' + fid + '-' + i + '" name="' + esc(q.name) + '" value="' + esc(o) + '"> ' + esc(o) + '</label>').join('') + '</fieldset>' + msg + '</div>';
    if (q.kind === 'checkbox') return '<div class="fab-FormField" data-name="' + esc(q.name) + '"><label class="fab-Checkbox' + (q.required ? ' fab-Label--required' : '') + '" for="' + fid + '"><input type="checkbox" id="' + fid + '" name="' + esc(q.name) + '" value="Yes"' + (q.required ? ' aria-required="true"' : '') + '> ' + esc(q.label) + '</label>' + msg + '</div>';
    if (q.kind === 'heading') return '<h3 class="fab-SectionHeading">' + esc(q.label) + '</h3>';
    if (q.kind === 'paragraph') return '<p class="fab-FormNote">' + esc(q.label) + '</p>';
    if (q.kind === 'textarea') return '<div class="fab-FormField" data-name="' + esc(q.name) + '">' + label + '<textarea class="fab-Textarea" id="' + fid + '" name="' + esc(q.name) + '"></textarea>' + msg + '</div>';
    return '<div class="fab-FormField" data-name="' + esc(q.name) + '">' + label + '<input class="fab-TextInput" type="text" id="' + fid + '" name="' + esc(q.name) + '"' + (q.name === 'dateAvailable' ? ' placeholder="mm/dd/yyyy"' : '') + '>' + msg + '</div>';
  }

  function renderForm(job) {
    const hp = 'nickname_' + job.honeypot;
    root.innerHTML = '<div class="fab-Page"><h2 class="jss-job-title">' + esc(job.jobOpeningName) + '</h2>'
      + '<form class="js-application-form" novalidate><div class="fab-Banner fab-Banner--error" id="form-error" role="alert" hidden></div>'
      + job.formFields.slice(0, 13).map(field).join('')
      + '<div class="fab-FormField" data-name="resume"><label class="fab-Label fab-Label--required" id="resume-label">Resume</label>'
      + '<div class="fab-FileDropZone"><span>Drag and drop here or</span> <button type="button" class="fab-Button js-choose-file">Choose File</button>'
      + '<input type="file" aria-label="file-input" style="display:none" accept=".pdf,.doc,.docx,.txt,.rtf"><input type="hidden" name="resumeFileId" value=""><span class="js-file-name"></span></div><div class="fab-FormField__note"></div></div>'
      + job.formFields.slice(13).map((q) => q.showIf ? '<div class="js-follow-up" data-parent="' + esc(q.showIf.name) + '" data-value="' + esc(q.showIf.value) + '" hidden>' + field(q) + '</div>' : field(q)).join('')
      + '<div style="height:0;overflow:hidden"><label for="' + hp + '">Nickname</label><input type="text" id="' + hp + '" name="' + hp + '" tabindex="-1" autocomplete="off" data-1p-ignore="true" data-lpignore="true"></div>'
      + (job.captcha ? document.getElementById('captcha-template').innerHTML : '')
      + '<button type="submit" class="fab-Button fab-Button--primary">Submit Application</button></form></div>';
    const form = root.querySelector('form');
    const file = form.querySelector('input[type=file]');
    form.querySelector('.js-choose-file').addEventListener('click', () => file.click());
    // The file goes to the server as soon as it is chosen; the form carries only the id it gets back.
    file.addEventListener('change', async () => {
      const name = form.querySelector('.js-file-name'), idField = form.querySelector('[name=resumeFileId]');
      idField.value = ''; name.textContent = file.files[0] ? 'Uploading…' : '';
      if (!file.files[0]) return;
      const fd = new FormData(); fd.append('file', file.files[0]);
      const res = await fetch('/careers/' + id + '/resume', { method: 'POST', body: fd });
      if (!res.ok) { name.textContent = 'Upload failed. Please try again.'; return; }
      idField.value = (await res.json()).fileId; name.textContent = file.files[0].name;
    });
    form.querySelectorAll('.fab-SelectToggle').forEach((btn) => btn.addEventListener('click', () => openMenu(btn, job.formFields.find((q) => q.name === btn.nextElementSibling.name))));
    form.addEventListener('submit', (e) => { e.preventDefault(); submit(form, job); });
    // A second level is shown (and sent) only while its first level has the answer it belongs to.
    const follow = () => form.querySelectorAll('.js-follow-up').forEach((w) => {
      const on = new FormData(form).getAll(w.dataset.parent).includes(w.dataset.value);
      w.hidden = !on; w.querySelectorAll('input, select, textarea').forEach((el) => { el.disabled = !on; });
    });
    form.addEventListener('change', follow); follow();
  }

  // The menu closes on Escape, on a click outside it and on its toggle (as MUI menus do).
  const closeMenus = () => { document.querySelectorAll('.fab-MenuVessel').forEach((m) => m.remove()); document.querySelectorAll('.fab-SelectToggle').forEach((b) => b.setAttribute('aria-expanded', 'false')); };
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeMenus(); });
  document.addEventListener('mousedown', (e) => { if (!e.target.closest('.fab-MenuVessel, .fab-SelectToggle')) closeMenus(); });
  function openMenu(btn, q) {
    const wasOpen = btn.getAttribute('aria-expanded') === 'true';
    closeMenus();
    if (wasOpen) return;
    const menu = document.createElement('div');
    menu.className = 'fab-MenuVessel';
    menu.innerHTML = '<input type="search" class="fab-MenuSearch" aria-label="Search"><ul role="listbox">' + q.options.map((o) => '<li role="option" class="fab-MenuOption">' + esc(o) + '</li>').join('') + '</ul>';
    menu.querySelector('input').addEventListener('input', (e) => menu.querySelectorAll('[role=option]').forEach((li) => { li.hidden = !li.textContent.toLowerCase().includes(e.target.value.toLowerCase()); }));
    const r = btn.getBoundingClientRect();
    Object.assign(menu.style, { position: 'absolute', left: r.left + scrollX + 'px', top: r.bottom + scrollY + 'px', background: '#fff', border: '1px solid #ccc', zIndex: 10 });
    document.body.appendChild(menu);
    btn.setAttribute('aria-expanded', 'true');
    menu.querySelectorAll('[role=option]').forEach((li) => li.addEventListener('click', () => {
      const native = btn.nextElementSibling;
      btn.textContent = li.textContent; native.value = li.textContent; native.dispatchEvent(new Event('change', { bubbles: true }));
      btn.setAttribute('aria-expanded', 'false'); menu.remove();
    }));
  }

  function showErrors(form, errors, banner) {
    form.querySelectorAll('.fab-FormField').forEach((f) => {
      const msg = errors[f.dataset.name];
      f.classList.toggle('fab-FormField--error', !!msg);
      const note = f.querySelector('.fab-FormField__note');
      if (note) note.textContent = msg || '';
    });
    const b = form.querySelector('#form-error');
    b.hidden = !banner; b.textContent = banner || '';
  }

  async function submit(form, job) {
    const fd = new FormData(form), errors = {};
    for (const q of job.formFields) if (q.required && !(q.showIf && !fd.getAll(q.showIf.name).includes(q.showIf.value)) && !String(fd.get(q.name) || '').trim()) errors[q.name] = 'This field is required.';
    if (!fd.get('resumeFileId')) errors.resume = 'This field is required.';
    if (Object.keys(errors).length) return showErrors(form, errors, 'Whoops... Please fill out all required fields.');
    const captcha = form.querySelector('.g-recaptcha-response');
    if (captcha && !captcha.value) return showErrors(form, {}, 'Please complete the CAPTCHA to continue.');
    const res = await fetch('/careers/' + id + '/application', { method: 'POST', body: fd });
    const body = await res.json().catch(() => ({ errors: {}, message: 'Something went wrong. Please try again.' }));
    if (!res.ok) return showErrors(form, body.errors || {}, body.message);
    if (typeof variantConfirm === 'function') { variantConfirm(root.querySelector('.fab-Page'), '/careers/' + id + '/thanks'); return; }
    root.innerHTML = '<div class="fab-Page js-application-submitted"><h2>Application Submitted!</h2><p>Thanks for applying. We have received your application for ' + esc(job.jobOpeningName) + '.</p></div>';
  }
})();`;

export function bamboohrSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => BAMBOOHR_HOST.exec(req.hostname)![1];
  const title = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Careers",
          `<div class="fab-Page"><h2>Oops! This job is no longer available.</h2><p><a href="/careers">View all open positions</a></p></div>`,
        ),
      );
  const honeypots = new Map<string, string>();
  const honeypotOf = (id: string) => {
    if (!honeypots.has(id)) honeypots.set(id, randomBytes(4).toString("hex"));
    return honeypots.get(id)!;
  };

  r.get("/jobs/view.php", (req, res) => res.redirect(301, `/careers/${encodeURIComponent(String(req.query.id ?? ""))}`));
  r.get("/careers/list", (_req, res) => res.json({ meta: { totalCount: 0 }, result: [] }));
  // Job ids are numeric; anything else under /careers is not a posting.
  r.use("/careers/:id", (req, res, next) =>
    /^\d+$/.test(req.params.id) ? next() : res.status(404).type("html").send(page("Not found", "<h1>Page not found</h1>")),
  );
  r.get("/careers/:id/apply", (_req, res) => res.type("html").send(page("Careers", `<div id="js-careers-root"></div>`)));
  r.get("/careers/:id/detail", (req, res) => {
    const b = state.postings.get(req.params.id);
    if (b.closed) return res.status(404).json({ error: "Job opening not found" });
    res.json({
      meta: {},
      result: {
        jobOpening: {
          id: req.params.id,
          jobOpeningName: title(b),
          description: `<p>${h(tenantOf(req))} is hiring.</p>`,
          formFields: formFields(b),
          captcha: !!b.captcha,
          honeypot: honeypotOf(req.params.id),
        },
      },
    });
  });
  r.get("/careers/:id", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    if (state.postings.get(id).closed) return closed(res);
    const b = state.postings.get(id),
      variant = b.variant === undefined ? null : variantFor(b.variant);
    res.type("html").send(
      page(
        `${title(state.postings.get(id))} - ${tenantOf(req)}`,
        `<div id="js-careers-root"><div class="fab-Loader">Loading…</div></div>
<template id="captcha-template"><div class="fab-FormField" data-name="captcha">${recaptchaWall()}</div></template><script>${variant ? confirmScript(variant) : ""}${APP_SCRIPT}</script>${variant?.cookieBanner ? COOKIE_BANNER : ""}`,
      ),
    );
  });
  // GUESS: the page a "redirect" variant goes to.
  r.get("/careers/:id/thanks", (_req, res) =>
    res
      .type("html")
      .send(
        page(
          "Application Submitted",
          `<div class="fab-Page js-application-submitted"><h2>Application Submitted!</h2><p>Thanks for applying.</p></div>`,
        ),
      ),
  );
  const uploads = new Map<string, UploadedFile>();
  r.post("/careers/:id/resume", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.file) return res.status(400).json({ message: "No file was uploaded." });
    const fileId = String(100000 + uploads.size);
    uploads.set(fileId, files.file);
    res.json({ fileId });
  });
  r.post("/careers/:id/application", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ message: "This job is no longer available.", errors: {} });
    const { fields } = await readForm(req);
    const resume = uploads.get(str(fields.resumeFileId));
    const files: Record<string, UploadedFile> = resume ? { resume } : {};
    const errors: Record<string, string> = {};
    for (const q of formFields(b)) {
      if (!bhShown(q, (name) => fields[name])) delete fields[q.name];
      else if (q.required && !str(fields[q.name])) errors[q.name] = "This field is required.";
    }
    if (str(fields.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields.email))) errors.email = "Please enter a valid email address.";
    if (!files.resume) errors.resume = "This field is required.";
    if (b.captcha && !str(fields["g-recaptcha-response"]))
      return res.status(400).json({ message: "Please complete the CAPTCHA to continue.", errors });
    if (Object.keys(errors).length) return res.status(400).json({ message: "Whoops... Please fill out all required fields.", errors });
    const bot = Object.entries(fields).some(([k, v]) => k.startsWith("nickname_") && str(v) !== "");
    state.record({ ats: "bamboohr", tenant: tenantOf(req), jobId: id, fields, files, ...(bot ? { bot } : {}) });
    res.json({ success: true });
  });
  return r;
}
