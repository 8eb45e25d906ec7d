// The Paylocity apply page's markup and its client script (sources and guesses: the header of
// index.ts). One page holds every step; Next (#btn-submit) checks the step in the page, the last
// step's Submit (the same #btn-submit) posts everything to the server.
import { type PostingBehaviour, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { type PlItem, type PlQuestion, paylocityVariantItems } from "./variants";

const variantOf = (b: PostingBehaviour): Variant | undefined => (b.variant === undefined ? undefined : variantFor(b.variant));
const variantQuestions = (b: PostingBehaviour): PlQuestion[] => {
  const v = variantOf(b);
  return v ? paylocityVariantItems(v).filter((i): i is PlQuestion => i.type === "question") : [];
};
/** A variant's second levels: name → the first level's name and the answer that shows it. */
export const conditionsOf = (b: PostingBehaviour): Record<string, { name: string; value: string }> =>
  Object.fromEntries(variantQuestions(b).flatMap((q) => (q.showIf ? [[q.name, q.showIf]] : [])));

const req = " (required)";
const group = (id: string, label: string, control: string, required: boolean, labelId = `lbl-${id}`) =>
  `<div class="form-group" data-field="${id}"><label id="${labelId}">${h(label)}${required ? req : ""}</label>${control}<span class="help-block"></span></div>`;
const text = (id: string, label: string, required: boolean) =>
  group(
    id,
    label,
    `<input type="text" class="form-control" id="${id}" name="${id}" aria-labelledby="lbl-${id}" autocomplete="off">`,
    required,
  );
const textarea = (id: string, label: string, required: boolean) =>
  group(id, label, `<textarea class="form-control" id="${id}" name="${id}" aria-labelledby="lbl-${id}"></textarea>`, required);
/** react-widgets DropdownList: a div role=combobox owning `<id>__listbox`, options `<id>__listbox__option__N`. */
const dropdown = (id: string, label: string, options: string[], required: boolean) =>
  group(
    id,
    label,
    `<div class="rw-dropdown-list rw-widget" id="${id}" role="combobox" tabindex="0" aria-haspopup="listbox" aria-expanded="false"
 aria-owns="${id}__listbox" aria-labelledby="lbl-${id}"${required ? ` aria-required="true"` : ""}><span class="rw-dropdown-list-value rw-placeholder">Select...</span><span class="rw-select" aria-hidden="true">&#9662;</span></div>
<div class="rw-popup-container" hidden><ul class="rw-list" role="listbox" id="${id}__listbox">${options.map((o, i) => `<li class="rw-list-option" role="option" id="${id}__listbox__option__${i}" aria-selected="false">${h(o)}</li>`).join("")}</ul></div>
<input type="hidden" name="${id}" value="">`,
    required,
  );
/** Screener multiple choice: native radios named multiQuestionAnswer{question id}, ids ..._{index}. */
const radios = (qid: number, label: string, options: string[], required: boolean) => {
  const name = `multiQuestionAnswer${qid}`;
  return group(
    name,
    label,
    `<div role="radiogroup" aria-labelledby="lbl-${name}">${options.map((o, i) => `<div class="radio"><label><input type="radio" id="${name}_${i}" name="${name}" value="${h(o)}"> ${h(o)}</label></div>`).join("")}</div>`,
    required,
  );
};

export const US_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
];

export const HEARD_FROM = ["Company Website", "Indeed", "LinkedIn", "Employee Referral", "Other"];
export const YEARS = ["Less than 1 year", "1-3 years", "4-6 years", "7-10 years", "More than 10 years"];

/** Required inputs per step (names), as both the page and the server check them. */
export function requiredByStep(b: PostingBehaviour): string[][] {
  return [
    [
      "resume",
      "info.firstName",
      "info.lastName",
      "info.email",
      "info.cellPhone",
      "public-site-address-address-1",
      "public-site-address-city",
      "public-site-address-us-state",
      "public-site-address-zip",
      "info.haveYouWorkedWithUsBefore",
      "info.howDidYouHearAboutUs",
    ],
    [
      "multiQuestionAnswer1285162",
      "multiQuestionAnswer1285163",
      ...(b.unanswerableQuestion ? ["screener-question-4-text"] : []),
      ...variantQuestions(b)
        .filter((q) => q.required)
        .map((q) => q.name),
    ],
    [],
    ["acknowledgements.authorizedToWorkInUs", "applyAcknowledgement"],
  ];
}

export const STEP_TITLES = ["Information", "Additional Questions", "Voluntary Self-Identification", "Review"];

/** A variant's item on Additional Questions (variants.ts); a second level starts hidden. */
function variantItem(item: PlItem): string {
  if (item.type === "display") return item.kind === "heading" ? `<h3>${h(item.text)}</h3>` : `<p class="screener-text">${h(item.text)}</p>`;
  const { name, label, options, required } = item;
  let html: string;
  if (item.kind === "dropdown") html = dropdown(name, label, options, required);
  else if (item.kind === "radios")
    html = group(
      name,
      label,
      `<div role="radiogroup" aria-labelledby="lbl-${name}">${options.map((o, i) => `<div class="radio"><label><input type="radio" id="${name}_${i}" name="${name}" value="${h(o)}"> ${h(o)}</label></div>`).join("")}</div>`,
      required,
    );
  else if (item.kind === "checkboxes")
    html = group(
      name,
      label,
      `<div role="group" aria-labelledby="lbl-${name}">${options.map((o, i) => `<div class="checkbox"><label><input type="checkbox" id="${name}_${i}" name="${name}" value="${h(o)}"> ${h(o)}</label></div>`).join("")}</div>`,
      required,
    );
  else
    html = `<div class="form-group" data-field="${name}"><div class="checkbox"><label><input type="checkbox" id="${name}" name="${name}" value="true">
${h(label)}${required ? req : ""}</label></div><span class="help-block"></span></div>`;
  return item.showIf ? html.replace(`<div class="form-group"`, `<div class="form-group" hidden`) : html;
}

export function applyPage(jobId: string, b: PostingBehaviour): string {
  const title = b.title ?? "Software Engineer";
  const v = variantOf(b);
  // A variant rewords the Information step's labels (the employer's form settings name them).
  const label = {
    firstName: v?.labels.firstName ?? "First Name",
    lastName: v?.labels.lastName ?? "Last Name",
    email: v?.labels.email ?? "Email Address",
    phone: v?.labels.phone ?? "Mobile Phone",
    linkedin: v?.labels.linkedin ?? "LinkedIn Profile",
  };
  const screeners = [
    radios(1285162, "Will you now or in the future require sponsorship for employment visa status (e.g. H-1B)?", ["Yes", "No"], true),
    radios(1285163, "How many years of professional experience do you have in this field?", YEARS, true),
    radios(1285164, "Are you willing to relocate for this position?", ["Yes", "No"], false),
    textarea("screener-question-3-textarea", "Is there anything else you would like us to know?", false),
    b.unanswerableQuestion ? text("screener-question-4-text", "Acme employee referral code", true) : "",
  ];
  const yesNo = ["Yes", "No"];
  const decline = "I do not wish to self-identify";
  const steps = [
    `<h2>Information</h2>
${group("resume", "Resume", `<label class="btn btn-default">Upload Resume<input type="file" id="btn-resume" data-automation-id="btn-resume" accept=".pdf,.doc,.docx,.txt,.rtf" style="position:absolute;left:-9999px"></label><span class="file-name" id="resume-file-name"></span>`, true)}
${text("info.firstName", label.firstName, true)}${text("info.middleName", "Middle Name", false)}${text("info.lastName", label.lastName, true)}
${text("info.preferredName", "Preferred Name", false)}
${text("info.email", label.email, true)}${text("info.cellPhone", label.phone, true)}
${text("public-site-address-address-1", "Address Line 1", true)}${text("public-site-address-city", "City", true)}
${group(
  "public-site-address-us-state",
  "State",
  `<input type="text" class="form-control" id="public-site-address-us-state" name="public-site-address-us-state" aria-labelledby="lbl-public-site-address-us-state" autocomplete="off" placeholder="Select a state">
<div id="public-site-address-us-state-dropdown-list-container" class="dropdown-list-container" hidden><ul>${US_STATES.map((s) => `<li data-value="${h(s)}">${h(s)}</li>`).join("")}</ul></div>`,
  true,
)}
${text("public-site-address-zip", "Zip Code", true)}
${dropdown("info.smsOptedIn", "Would you like to receive text messages about your application?", yesNo, false)}
${dropdown("info.haveYouWorkedWithUsBefore", "Have you worked with us before?", yesNo, true)}
${group("info.howDidYouHearAboutUs", "How did you hear about us?", `<div role="radiogroup" aria-labelledby="lbl-info.howDidYouHearAboutUs">${HEARD_FROM.map((o, i) => `<div class="radio"><label><input type="radio" id="info.howDidYouHearAboutUs_${i}" name="info.howDidYouHearAboutUs" value="${h(o)}"> ${h(o)}</label></div>`).join("")}</div>`, true)}
${text("info.linkedIn", label.linkedin, false)}
<h3>Work History</h3><div id="work-history"></div><button type="button" class="btn btn-link" id="add-work-history">Add Work History</button>`,
    `<h2>Additional Questions</h2>
${v ? [...v.order(screeners.filter(Boolean), "paylocity-screeners"), ...paylocityVariantItems(v).map(variantItem)].join("\n") : screeners.join("\n")}`,
    `<h2>Voluntary Self-Identification</h2><p>Completing this section is voluntary and will not affect your application.</p>
${dropdown("acknowledgements.eeoGender", "Gender", ["Female", "Male", decline], false)}
${dropdown("acknowledgements.racialOrEthnicGroup", "Race/Ethnicity", ["American Indian or Alaska Native", "Asian", "Black or African American", "Hispanic or Latino", "Native Hawaiian or Other Pacific Islander", "Two or More Races", "White", decline], false)}
${dropdown("acknowledgements.militaryService", "Veteran Status", ["I am a protected veteran", "I am not a protected veteran", decline], false)}
${dropdown("acknowledgements.disability", "Disability Status", ["Yes, I have a disability (or previously had a disability)", "No, I do not have a disability", decline], false)}`,
    `<h2>Review</h2><p>Please review your application before submitting.</p><dl class="review-summary" id="review-summary"></dl>
${dropdown("acknowledgements.authorizedToWorkInUs", "Are you legally authorized to work in the United States?", yesNo, true)}
<div class="form-group" data-field="applyAcknowledgement"><div class="checkbox"><label><input type="checkbox" id="applyAcknowledgement" name="applyAcknowledgement" value="true">
I certify that the information in this application is true and complete, and I understand that false or incomplete information may disqualify me from employment.${req}</label></div><span class="help-block"></span></div>
${b.captcha ? recaptchaWall() : ""}`,
  ];
  const modal = `<div class="backdrop"></div><div class="modal" id="forceUploadResumeModal" role="dialog" aria-modal="true" aria-labelledby="force-resume-title">
<div class="modal-dialog"><h2 id="force-resume-title">Apply with resume</h2><p>Upload your resume to start your application.</p>
<div class="checkbox"><label><input type="checkbox" id="useAttachedResumeToFillOutApplication" checked> Use my resume to fill out the application</label></div>
<label class="btn btn-primary">Upload Resume<input type="file" id="btn-forceResume" accept=".pdf,.doc,.docx,.txt,.rtf" style="position:absolute;left:-9999px"></label></div></div>`;
  return page(
    `${title} - Apply - Paylocity`,
    `${modal}<div id="app"><header class="job-header"><h1 class="job-title">${h(title)}</h1></header>
<p class="step-indicator" id="step-indicator">Step 1 of ${steps.length}</p>
<form id="application-form" class="application-form" novalidate>
<div class="alert alert-danger" role="alert" hidden></div>
${steps.map((s, i) => `<section class="application-step" data-step="${i + 1}"${i ? " hidden" : ""}>${s}</section>`).join("\n")}
<div class="form-actions"><button type="button" class="btn btn-default" id="btn-back" hidden>Back</button><button type="button" class="btn btn-primary" id="btn-submit">Next</button></div>
</form><footer>Powered by paylocity</footer></div>
<style>.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:10}.modal{position:fixed;top:10%;left:20%;right:20%;background:#fff;padding:2em;z-index:11}
.has-error .help-block{color:#b00}.rw-popup-container{position:relative;background:#fff;border:1px solid #ccc}.rw-list-option{padding:.3em;cursor:pointer}
.dropdown-list-container{max-height:12em;overflow:auto;border:1px solid #ccc}.dropdown-list-container li{cursor:pointer}</style>
<script type="application/json" id="page-meta">${JSON.stringify({ jobId, required: requiredByStep(b), conditions: conditionsOf(b) })}</script>${v ? `<script>${confirmScript(v)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}` : ""}<script>${PAGE_SCRIPT}</script>`,
  );
}

const PAGE_SCRIPT = String.raw`
const meta = JSON.parse(document.getElementById('page-meta').textContent);
const form = document.getElementById('application-form');
const steps = [...form.querySelectorAll('.application-step')];
const back = document.getElementById('btn-back'), submit = document.getElementById('btn-submit');
const base = '/Recruiting/Jobs/Apply/' + encodeURIComponent(meta.jobId);
let step = 0, resumeName = '';
const set = (id, v) => { const el = document.getElementById(id); if (el) el.value = v; };
// A chosen file is sent at once; the resume's parse comes back when asked for.
async function sendResume(file, parse) {
  const fd = new FormData(); fd.append('file', file); fd.append('parse', parse ? 'true' : 'false');
  const res = await fetch(base + '/Resume', { method: 'POST', body: fd });
  if (!res.ok) return null;
  const body = await res.json();
  resumeName = body.fileName; document.getElementById('resume-file-name').textContent = body.fileName;
  return body.parsed || null;
}
document.getElementById('btn-forceResume').addEventListener('change', async (e) => {
  const file = e.target.files[0]; if (!file) return;
  const parsed = await sendResume(file, document.getElementById('useAttachedResumeToFillOutApplication').checked);
  document.getElementById('forceUploadResumeModal').remove(); document.querySelector('.backdrop').remove();
  if (!parsed) return;
  set('info.firstName', parsed.firstName || ''); set('info.lastName', parsed.lastName || ''); set('info.cellPhone', parsed.phone || '');
  for (const job of parsed.workHistory || []) addWork(job);
});
document.getElementById('btn-resume').addEventListener('change', (e) => { if (e.target.files[0]) sendResume(e.target.files[0], false); });
let works = 0;
function addWork(job) {
  const i = works++, box = document.createElement('div'); box.className = 'work-history-entry';
  box.innerHTML = ['companyName:Company Name', 'position:Position'].map((p) => { const [f, l] = p.split(':'), id = 'workHistory.' + f + '.' + i;
    return '<div class="form-group"><label id="lbl-' + id + '">' + l + '</label><input type="text" class="form-control" id="' + id + '" name="' + id + '" aria-labelledby="lbl-' + id + '"></div>'; }).join('');
  document.getElementById('work-history').append(box);
  set('workHistory.companyName.' + i, (job && job.companyName) || ''); set('workHistory.position.' + i, (job && job.position) || '');
}
document.getElementById('add-work-history').addEventListener('click', () => addWork(null));
// react-widgets dropdowns: the value shows in the box; a hidden input carries it.
function closeLists(except) { document.querySelectorAll('[role=combobox].rw-dropdown-list').forEach((c) => { if (c !== except) { c.setAttribute('aria-expanded', 'false'); c.nextElementSibling.hidden = true; } }); }
document.querySelectorAll('[role=combobox].rw-dropdown-list').forEach((box) => {
  const popup = box.nextElementSibling, hidden = popup.nextElementSibling;
  box.addEventListener('click', () => { const open = popup.hidden; closeLists(box); popup.hidden = !open; box.setAttribute('aria-expanded', String(open)); });
  box.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeLists(); });
  popup.querySelectorAll('[role=option]').forEach((o) => o.addEventListener('click', () => {
    hidden.value = o.textContent; const v = box.querySelector('.rw-dropdown-list-value'); v.textContent = o.textContent; v.classList.remove('rw-placeholder');
    popup.querySelectorAll('[role=option]').forEach((x) => x.setAttribute('aria-selected', String(x === o))); closeLists(); applyConditions();
  }));
});
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeLists(); });
// State: typing filters the list under the box; only a state picked from it (or typed in full) stays.
const state = document.getElementById('public-site-address-us-state'), stateList = document.getElementById('public-site-address-us-state-dropdown-list-container');
const stateItems = [...stateList.querySelectorAll('li')];
state.addEventListener('input', () => { const q = state.value.trim().toLowerCase(); stateItems.forEach((li) => { li.hidden = !li.textContent.toLowerCase().startsWith(q); }); stateList.hidden = !q; });
stateItems.forEach((li) => li.addEventListener('mousedown', (e) => { e.preventDefault(); state.value = li.dataset.value; stateList.hidden = true; }));
state.addEventListener('blur', () => { stateList.hidden = true; const hit = stateItems.find((li) => li.dataset.value.toLowerCase() === state.value.trim().toLowerCase()); state.value = hit ? hit.dataset.value : ''; });
// A seeded variant's second levels: shown only while their first level has the answer.
const shown = (name) => { const c = (meta.conditions || {})[name]; return !c || valueOf(c.name) === c.value; };
function applyConditions() {
  for (const name of Object.keys(meta.conditions || {})) { const g = form.querySelector('.form-group[data-field="' + name + '"]'); if (g) g.hidden = !shown(name); }
}
form.addEventListener('change', applyConditions);
function valueOf(name) {
  if (name === 'resume') return resumeName;
  const fd = new FormData(form), v = fd.get(name);
  return typeof v === 'string' ? v.trim() : '';
}
function check(n) {
  const errors = {};
  for (const name of meta.required[n]) if (shown(name) && !valueOf(name)) errors[name] = 'This field is required.';
  if (n === 0 && valueOf('info.email') && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(valueOf('info.email'))) errors['info.email'] = 'Invalid email address';
  return errors;
}
function show(errors, banner) {
  form.querySelectorAll('.form-group[data-field]').forEach((g) => { const m = errors[g.dataset.field]; g.classList.toggle('has-error', !!m); const hb = g.querySelector('.help-block'); if (hb) hb.textContent = m || ''; });
  const top = form.querySelector('.alert'); const msg = banner || (Object.keys(errors).length ? 'Please correct missing or invalid fields.' : '');
  top.hidden = !msg; top.textContent = msg;
}
function go(n) {
  step = n; steps.forEach((s, i) => { s.hidden = i !== n; });
  back.hidden = n === 0; submit.textContent = n === steps.length - 1 ? 'Submit' : 'Next';
  document.getElementById('step-indicator').textContent = 'Step ' + (n + 1) + ' of ' + steps.length;
  if (n === steps.length - 1) document.getElementById('review-summary').innerHTML = ['info.firstName', 'info.lastName', 'info.email', 'info.cellPhone']
    .map((k) => '<dt>' + document.getElementById('lbl-' + k).firstChild.textContent + '</dt><dd>' + valueOf(k).replace(/[<&]/g, '') + '</dd>').join('');
  window.scrollTo(0, 0);
}
back.addEventListener('click', () => { show({}); go(step - 1); });
submit.addEventListener('click', async () => {
  const errors = check(step); show(errors);
  if (Object.keys(errors).length) return;
  if (step < steps.length - 1) return go(step + 1);
  const captcha = form.querySelector('.g-recaptcha-response');
  if (captcha && !captcha.value) return show({}, 'Please complete the reCAPTCHA.');
  submit.disabled = true;
  const res = await fetch(base, { method: 'POST', body: new FormData(form) }).catch(() => null);
  submit.disabled = false;
  if (res && res.ok) {
    const to = (await res.json()).redirectUrl;
    // A seeded variant shows its own confirmation (../variants.ts).
    if (typeof variantConfirm === 'function') { variantConfirm(form, to); return; }
    location.href = to; return;
  }
  const body = res ? await res.json().catch(() => ({})) : {};
  show(body.errors || {}, body.message || 'There was a problem submitting your application. Please try again.');
});`;
