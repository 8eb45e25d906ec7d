// Ashby simulator: hosted job board SPA (jobs.ashbyhq.com) whose form is rendered in the browser from
// the non-user-graphql ApiJobPosting answer, plus the public posting API (api.ashbyhq.com), per
// ats-reference.md "Ashby". Where the reference is silent (submit endpoint, wording of the success
// message, how a ValueSelect looks) this does what such SPAs commonly do: radios for short option lists,
// a JS multipart submit, an alert listing missing fields, the form replaced by a success message.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, invisibleRecaptcha, recaptchaWall, INVISIBLE_TOKEN } from "./core";

export const ASHBY_HOSTS = ["jobs.ashbyhq.com"];
export const ASHBY_API_HOSTS = ["api.ashbyhq.com"];

type FieldType = "String" | "Email" | "Phone" | "LongText" | "File" | "Boolean" | "Location" | "ValueSelect" | "MultiValueSelect" | "Number" | "Date";
interface Entry { id: string; isRequired: boolean; descriptionHtml: string | null; field: { path: string; title: string; type: FieldType; selectableValues?: { label: string; value: string }[] } }

const values = (...labels: string[]) => labels.map((label) => ({ label, value: label }));
const entry = (path: string, title: string, type: FieldType, isRequired: boolean, selectable?: string[]): Entry =>
  ({ id: `${path}-entry`, isRequired, descriptionHtml: null, field: { path, title, type, ...(selectable ? { selectableValues: values(...selectable) } : {}) } });

/** The application form of a posting, in ApiJobPosting's shape. Custom paths are uuids, as on Ashby. */
export function ashbyForm(b: PostingBehaviour) {
  const fields = [
    entry("_systemfield_name", "Name", "String", true),
    entry("_systemfield_email", "Email", "Email", true),
    entry("0c6f6a35-6d4c-4f0e-9a57-7a8f3c1d0a01", "Phone Number", "Phone", true),
    entry("_systemfield_location", "Location", "Location", true),
    entry("_systemfield_resume", "Resume", "File", true),
    entry("3b0f7f52-3b1e-4d8a-9f0e-2c7d5e6a0b02", "LinkedIn Profile", "String", false),
    entry("6a2e4d11-8c3b-4e7f-a1d2-5b9c0e3f4a03", "Are you legally authorized to work in the United States?", "Boolean", true),
    entry("9d4c2b7a-1e5f-4a3b-8c6d-0f2e4a6b8c04", "Will you now or in the future require visa sponsorship?", "Boolean", true),
    entry("c2e8a4f6-5b7d-4c9e-a0f1-3d5b7c9e1f05", "How did you hear about this job?", "ValueSelect", true, ["LinkedIn", "Company website", "Referral", "Other"]),
    entry("e5a7c9b1-2d4f-4e6a-b8c0-1f3d5e7a9b06", "Which teams interest you?", "MultiValueSelect", false, ["Platform", "Product", "Data"]),
    entry("f7b9d1e3-4a6c-4b8d-9e0f-2a4c6e8b0d07", "Earliest start date", "Date", false),
    entry("1a3c5e7b-9d0f-4b2c-8e4a-6c8e0a2b4d08", "Anything else we should know?", "LongText", false),
  ];
  if (b.unanswerableQuestion) fields.push(entry("2b4d6f8a-0c1e-4d3f-9a5b-7d9f1b3c5e09", "Acme employee referral code", "String", true));
  return { sections: [{ title: null, fieldEntries: fields }] };
}

function jobPosting(board: string, id: string, b: PostingBehaviour) {
  return {
    id, title: b.title ?? "Software Engineer", departmentName: "Engineering", locationName: "New York", employmentType: "FullTime",
    isListed: true, organizationHostedJobsPageName: board, applicationForm: ashbyForm(b),
  };
}

const CITIES = ["San Francisco, California, United States", "New York, New York, United States", "Austin, Texas, United States", "London, England, United Kingdom"];

// The SPA: fetch the posting, render the form, drive the widgets, submit.
const spaScript = (board: string, id: string) => `
const root = document.getElementById('root');
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const cities = ${JSON.stringify(CITIES)};
function fieldHtml(e) {
  const f = e.field, p = esc(f.path);
  switch (f.type) {
    case 'LongText': return '<textarea id="' + p + '" name="' + p + '"></textarea>';
    case 'File': return '<input type="file" id="' + p + '" name="' + p + '" style="opacity:0;width:1px;position:absolute"><button type="button" class="_uploadButton" onclick="document.getElementById(\\'' + p + '\\').click()">Upload File</button>';
    case 'Boolean': return '<div class="_yesno"><button type="button" class="_option" aria-pressed="false" data-value="true">Yes</button><button type="button" class="_option" aria-pressed="false" data-value="false">No</button><input type="hidden" name="' + p + '"></div>';
    case 'ValueSelect': return '<fieldset>' + f.selectableValues.map((v) => '<label class="_option"><input type="radio" name="' + p + '" value="' + esc(v.value) + '"> ' + esc(v.label) + '</label>').join('') + '</fieldset>';
    case 'MultiValueSelect': return '<fieldset>' + f.selectableValues.map((v) => '<label class="_option"><input type="checkbox" name="' + p + '" value="' + esc(v.value) + '"> ' + esc(v.label) + '</label>').join('') + '</fieldset>';
    case 'Location': return '<input id="' + p + '" role="combobox" aria-autocomplete="list" aria-expanded="false" autocomplete="off" placeholder="Start typing..."><ul role="listbox" hidden></ul><input type="hidden" name="' + p + '">';
    case 'Date': return '<input type="date" id="' + p + '" name="' + p + '">';
    default: return '<input type="' + ({ Email: 'email', Phone: 'tel', Number: 'number' }[f.type] || 'text') + '" id="' + p + '" name="' + p + '">';
  }
}
function render(posting) {
  if (!posting) { document.title = 'Job not found'; root.innerHTML = '<div class="ashby-job-posting-not-found"><h1>Job not found</h1><p>The job you requested was not found or is no longer open.</p></div>'; return; }
  document.title = posting.title;
  const entries = posting.applicationForm.sections.flatMap((s) => s.fieldEntries);
  root.innerHTML = '<h1 class="ashby-job-posting-heading">' + esc(posting.title) + '</h1><div class="ashby-job-posting-right-pane-application-tab"><form class="ashby-application-form" novalidate>' +
    entries.map((e) => '<div class="ashby-application-form-field-entry" data-field-path="' + esc(e.field.path) + '"><label class="ashby-application-form-question-title" for="' + esc(e.field.path) + '">' + esc(e.field.title) + (e.isRequired ? '<span class="_required">*</span>' : '') + '</label>' + fieldHtml(e) + '</div>').join('') +
    document.getElementById('captcha-template').innerHTML +
    '<div class="ashby-application-form-failure" role="alert" hidden></div><button type="submit" class="ashby-application-form-submit-button">Submit Application</button></form></div>';
  wire(root.querySelector('form'), entries);
}
function wire(form, entries) {
  form.querySelectorAll('._yesno').forEach((g) => g.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => {
    g.querySelectorAll('button').forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
    g.querySelector('input').value = b.dataset.value;
  })));
  form.querySelectorAll('[role=combobox]').forEach((input) => {
    const list = input.nextElementSibling, hidden = list.nextElementSibling;
    const choose = (c) => { input.value = c; hidden.value = c; list.hidden = true; input.setAttribute('aria-expanded', 'false'); };
    input.addEventListener('input', () => {
      hidden.value = '';
      const q = input.value.trim().toLowerCase();
      const hits = q ? cities.filter((c) => c.toLowerCase().includes(q)) : [];
      list.innerHTML = hits.map((c) => '<li role="option">' + esc(c) + '</li>').join('');
      list.hidden = !hits.length; input.setAttribute('aria-expanded', String(!!hits.length));
    });
    list.addEventListener('mousedown', (e) => { const li = e.target.closest('li'); if (li) { e.preventDefault(); choose(li.textContent); } });
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); const li = list.querySelector('li'); if (li) choose(li.textContent); } });
    // A typed value that was never chosen does not stick.
    input.addEventListener('blur', () => { if (!hidden.value) { input.value = ''; list.hidden = true; } });
  });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const fd = new FormData(form);
    const alert = form.querySelector('.ashby-application-form-failure');
    const missing = entries.filter((e) => e.isRequired && !(e.field.type === 'File' ? form.querySelector('input[type=file][name="' + e.field.path + '"]').files.length : String(fd.get(e.field.path) || '').trim()));
    if (missing.length) return showErrors(alert, missing.map((e) => 'Missing entry for required field: ' + e.field.title));
    const token = form.querySelector('.grecaptcha-badge .g-recaptcha-response'); if (token) fd.set('g-recaptcha-response', ${JSON.stringify(INVISIBLE_TOKEN)});
    fd.set('jobPostingId', ${JSON.stringify(id)}); fd.set('organizationHostedJobsPageName', ${JSON.stringify(board)});
    const res = await fetch('/api/non-user-graphql?op=ApiSubmitSingleApplicationFormAction', { method: 'POST', body: fd });
    const body = await res.json().catch(() => ({ errors: [{ message: 'Something went wrong' }] }));
    if (body.errors) return showErrors(alert, body.errors.map((e) => e.message));
    root.innerHTML = '<div class="ashby-application-form-success-container"><h2>Thank you for applying</h2><p>Your application was successfully submitted. We\\'ll contact you if there are next steps.</p></div>';
  });
}
function showErrors(alert, messages) { alert.hidden = false; alert.innerHTML = '<p>Your form needs corrections</p><ul>' + messages.map((m) => '<li>' + esc(m) + '</li>').join('') + '</ul>'; }
fetch('/api/non-user-graphql?op=ApiJobPosting', { method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ operationName: 'ApiJobPosting', variables: { organizationHostedJobsPageName: ${JSON.stringify(board)}, jobPostingId: ${JSON.stringify(id)} } }) })
  .then((r) => r.json()).then((b) => render(b.data.jobPosting), () => { root.textContent = 'Something went wrong'; });
`;

export function ashbyBoard(state: SimState): express.Router {
  const r = express.Router();
  r.post("/api/non-user-graphql", express.json(), async (req, res, next) => {
    if (req.query.op !== "ApiJobPosting") return next();
    const { organizationHostedJobsPageName: board, jobPostingId: id } = req.body?.variables ?? {};
    if (typeof id !== "string" || typeof board !== "string") return res.json({ errors: [{ message: "Variable jobPostingId is required" }] });
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    res.json({ data: { jobPosting: b.closed ? null : jobPosting(board, id, b) } });
  });
  r.post("/api/non-user-graphql", async (req, res) => {
    if (req.query.op !== "ApiSubmitSingleApplicationFormAction") return res.status(400).json({ errors: [{ message: "Unknown operation" }] });
    const { fields, files } = await readForm(req);
    const id = str(fields.jobPostingId), board = str(fields.organizationHostedJobsPageName);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.json({ errors: [{ message: "This job posting is no longer accepting applications" }] });
    if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN) return res.json({ errors: [{ message: "Please complete the reCAPTCHA" }] });
    const missing = ashbyForm(b).sections[0].fieldEntries
      .filter((e) => e.isRequired && !(e.field.type === "File" ? files[e.field.path] : str(fields[e.field.path])))
      .map((e) => ({ message: `Missing entry for required field: ${e.field.title}` }));
    if (missing.length) return res.json({ errors: missing });
    delete fields["g-recaptcha-response"];
    state.record({ ats: "ashby", tenant: board, jobId: id, fields, files });
    res.json({ data: { submitSingleApplicationFormAction: { applicationFormResult: { __typename: "FormSubmitSuccess" } } } });
  });
  r.get("/:board", (req, res) => {
    res.type("html").send(page(`Jobs at ${req.params.board}`, `<a href="/${h(req.params.board)}/8d3f0b2e-4c6a-4e1b-9a7d-000000004012">Software Engineer</a>`));
  });
  const spa = async (req: express.Request, res: express.Response) => {
    const { board, id } = req.params as { board: string; id: string };
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    res.type("html").send(page("Jobs", `<div id="root">Loading…</div>
<template id="captcha-template">${b.captcha ? recaptchaWall() : invisibleRecaptcha()}</template>
<script>${spaScript(board, id)}</script>`));
  };
  r.get("/:board/:id", spa);
  r.get("/:board/:id/application", spa);
  return r;
}

export function ashbyApi(state: SimState): express.Router {
  const r = express.Router();
  r.get("/posting-api/job-board/:board", (req, res) => {
    const id = "8d3f0b2e-4c6a-4e1b-9a7d-000000004012";
    const b = state.postings.get(id);
    res.json({
      apiVersion: "1",
      jobs: [{
        id, title: b.title ?? "Software Engineer", department: "Engineering", team: "Platform", employmentType: "FullTime",
        location: "New York", isRemote: false, workplaceType: "Hybrid", publishedAt: "2026-11-01T12:00:00.000Z", isListed: true,
        jobUrl: `https://jobs.ashbyhq.com/${req.params.board}/${id}`, applyUrl: `https://jobs.ashbyhq.com/${req.params.board}/${id}/application`,
        descriptionHtml: "<p>Join us.</p>", ...(req.query.includeCompensation === "true" ? { compensation: null } : {}),
      }],
    });
  });
  return r;
}
