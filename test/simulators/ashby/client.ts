// The Ashby job board's client (the SPA that renders the application form from ApiJobPosting and talks
// to non-user-graphql). Facts and sources: the header of index.ts. Markup follows the live capture
// (class names such as `_required_f7cvd_91` are Ashby's hashed CSS-module names as captured).

export function ashbyClientScript(board: string, id: string, token: string | null): string {
  return `(function () {
const BOARD = ${JSON.stringify(board)}, JOB = ${JSON.stringify(id)}, TOKEN = ${JSON.stringify(token)};
const root = document.getElementById('root');
const esc = (s) => String(s == null ? '' : s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const gql = (op, variables) => fetch('/api/non-user-graphql?op=' + op, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName: op, variables }) }).then((r) => r.json());
const values = {}; // path -> value, as the React state holds it
let formId = '';
const title = (e) => '<label class="_heading_f7cvd_52 ' + (e.isRequired ? '_required_f7cvd_91 ' : '') + '_label_1e3gg_42 ashby-application-form-question-title" for="' + esc(e.field.path) + '">' + esc(e.field.title) + '</label>' +
  (e.descriptionHtml ? '<div class="_description_1e3gg_48 ashby-application-form-question-description">' + e.descriptionHtml + '</div>' : '');
const entryId = (e) => formId + '_' + e.field.path;
function group(e, kind) {
  const multi = kind === 'checkbox';
  return '<div data-field-path="' + esc(e.field.path) + '" data-field-entry-id="' + esc(entryId(e)) + '"><fieldset class="_container_1258i_28 _fieldEntry_1e3gg_28 ashby-application-form-input-' + kind + '-group">' + title(e) +
    e.field.selectableValues.map((v, i) => {
      const oid = entryId(e) + '-labeled-' + kind + '-' + i;
      return '<div class="_option_1258i_34 ashby-application-form-input-' + kind + '-group-option"><span class="_container_132c8_28" data-disabled="false"><input type="' + kind + '" id="' + esc(oid) + '" name="' + esc(multi ? v.label : entryId(e)) + '" data-value="' + esc(v.value) + '" class="ashby-application-form-input-' + kind + '-group-option-' + kind + '"></span>' +
        '<label for="' + esc(oid) + '" class="_label_1258i_42 ashby-application-form-input-' + kind + '-group-option-label">' + esc(v.label) + '</label></div>';
    }).join('') + '</fieldset></div>';
}
function control(e) {
  const f = e.field, p = esc(f.path), req = e.isRequired ? ' required=""' : '';
  switch (f.type) {
    case 'File': return '<div role="presentation" class="_container_10xk4_70 ashby-application-form-input-file"><input type="file" tabindex="-1" id="' + p + '"' + req + ' accept="application/pdf,.pdf,application/msword,.doc,.docx,.odt,.rtf,.txt,.md" style="position:absolute;opacity:0;width:1px;height:1px">' +
      '<div class="ashby-application-form-input-file-list"></div><div class="_instructions_10xk4_33 ashby-application-form-input-file-dropzone"><button class="_button_zyh3g_28 _secondary_zyh3g_115 ashby-application-form-input-file-dropzone-upload"><span><span>Upload File</span></span></button><p class="ashby-application-form-input-file-dropzone-instructions">or drag and drop here</p></div></div>';
    case 'Boolean': return '<div class="_container_1svni_28 _yesno_1e3gg_148 ashby-application-form-input-yesno"><button class="_container_pjyt6_1 _option_1svni_32 ashby-application-form-input-yesno-option" aria-pressed="false" data-option="yes">Yes</button><button class="_container_pjyt6_1 _option_1svni_32 ashby-application-form-input-yesno-option" aria-pressed="false" data-option="no">No</button><input type="checkbox" class="_input_1svni_78" tabindex="-1" name="' + p + '" style="position:absolute;opacity:0;width:0;height:0;margin:0;pointer-events:none"></div>';
    case 'Location': return '<div class="_inputContainer_d7ago_28"><input class="_input_d7ago_28 ashby-application-form-input-autocomplete" placeholder="Start typing..." aria-autocomplete="list" aria-expanded="false" aria-haspopup="listbox" role="combobox"><button class="_container_pjyt6_1 _toggleButton_d7ago_32" aria-label="Toggle"></button></div>';
    case 'Date': return '<div class="react-datepicker-wrapper"><div class="react-datepicker__input-container"><input type="text" placeholder="Pick date..." class="_input_gc9ve_28 _greedy_gc9ve_61 ashby-application-form-input-date"' + req + '></div></div>';
    case 'LongText': return '<textarea placeholder="Type here..." name="' + p + '" id="' + p + '"' + req + ' class="_input_zf0lr_28 ashby-application-form-input-textarea" rows="4"></textarea>';
    default: return '<div><input placeholder="' + (f.type === 'Email' ? 'hello@example.com...' : f.type === 'Phone' ? '1-415-555-1234...' : 'Type here...') + '" name="' + p + '"' + req + ' id="' + p + '" type="' + ({ Email: 'email', Phone: 'tel', Number: 'number' }[f.type] || 'text') + '" class="_input_80epu_28 ashby-application-form-input-text"></div>';
  }
}
const entry = (e) => e.field.type === 'RichText' ? '<div class="ashby-application-form-field-entry ashby-application-form-rich-text" data-field-path="' + esc(e.field.path) + '">' + (e.kind === 'heading' ? '<h3>' : '<p>') + esc(e.field.title) + (e.kind === 'heading' ? '</h3>' : '</p>') + '</div>'
  : e.showIf ? entryOf(e).replace(/^<div /, '<div hidden data-show-if ') : entryOf(e);
const entryOf = (e) => e.field.type === 'ValueSelect' ? group(e, 'radio') : e.field.type === 'MultiValueSelect' ? group(e, 'checkbox')
  : '<div class="_fieldEntry_1e3gg_28 ashby-application-form-field-entry" data-field-path="' + esc(e.field.path) + '" data-field-entry-id="' + esc(entryId(e)) + '">' + title(e) + control(e) + '</div>';
const sections = (form) => form.sections.map((s) => '<div class="_section_5yu8i_86 ashby-application-form-section-container">' + s.fieldEntries.map(entry).join('') + '</div>').join('');

function render(posting) {
  if (!posting) { document.title = 'Job not found'; root.innerHTML = '<div class="ashby-job-posting-not-found"><h1>Job not found</h1><p>The job you requested was not found or is no longer open.</p></div>'; return; }
  document.title = posting.title;
  formId = posting.applicationForm.id;
  root.innerHTML = '<div class="ashby-job-posting-right-pane"><h1 class="ashby-job-posting-heading">' + esc(posting.title) + '</h1>' +
    '<div tabindex="0" role="tabpanel" aria-labelledby="job-application-form" id="form">' +
    '<div class="_autofillPane_5yu8i_448 ashby-application-form-autofill-uploader"><div role="presentation" class="ashby-application-form-autofill-input-root" data-state="default"><input type="file" tabindex="-1" accept="application/pdf,.pdf,.doc,.docx" style="position:absolute;opacity:0;width:1px;height:1px">' +
    '<h3 class="ashby-application-form-autofill-input-title">Autofill from resume</h3><p class="ashby-application-form-autofill-input-description">Upload your resume here to autofill key application fields.</p><button class="_button_zyh3g_28 _secondary_zyh3g_115">Upload file</button></div></div>' +
    '<div class="_jobPostingForm_5yu8i_402 ashby-application-form-container">' + sections(posting.applicationForm) + '</div>' +
    posting.surveyForms.map((s) => '<div class="ashby-survey-form-container"><div class="ashby-application-form-container">' + sections(s) + '</div></div>').join('') +
    document.getElementById('captcha-template').innerHTML +
    '<div class="ashby-application-form-failure-container" role="alert" hidden></div>' +
    '<button class="_button_zyh3g_28 _primary_zyh3g_97 _submitButton_5yu8i_411 ashby-application-form-submit-button"><span>Submit Application</span></button></div></div>';
  const all = [posting.applicationForm, ...posting.surveyForms].flatMap((f) => f.sections.flatMap((s) => s.fieldEntries));
  all.forEach((e) => wire(e, root.querySelector('[data-field-path="' + CSS.escape(e.field.path) + '"]')));
  // A seeded variant's second levels: shown for their first level's answer (variants.ts).
  const conditional = all.filter((e) => e.showIf);
  const syncShown = () => conditional.forEach((e) => {
    const box = root.querySelector('[data-field-path="' + CSS.escape(e.field.path) + '"]'), on = values[e.showIf.path] === e.showIf.value;
    box.hidden = !on; if (!on) delete values[e.field.path];
  });
  if (conditional.length) { root.addEventListener('change', () => setTimeout(syncShown, 0)); root.addEventListener('click', () => setTimeout(syncShown, 0)); }
  wireAutofill(all);
  root.querySelector('.ashby-application-form-submit-button').addEventListener('click', () => submit(all));
}

function wire(e, box) {
  const f = e.field, p = f.path;
  if (f.type === 'RichText') return;
  if (f.type === 'Boolean') {
    const hidden = box.querySelector('input[type=checkbox]');
    box.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => {
      const yes = b.dataset.option === 'yes';
      box.querySelectorAll('button').forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
      values[p] = yes; hidden.checked = yes;
    }));
  } else if (f.type === 'ValueSelect') {
    box.querySelectorAll('input').forEach((r) => r.addEventListener('change', () => { if (r.checked) values[p] = r.dataset.value; }));
  } else if (f.type === 'MultiValueSelect') {
    box.querySelectorAll('input').forEach((c) => c.addEventListener('change', () => { values[p] = [...box.querySelectorAll('input:checked')].map((x) => x.dataset.value); }));
  } else if (f.type === 'File') wireFile(box, p);
  else if (f.type === 'Location') wireLocation(box.querySelector('input'), p);
  else if (f.type === 'Date') wireDate(box.querySelector('input'), p);
  else box.querySelector('input, textarea').addEventListener('input', (ev) => { values[p] = ev.target.value; });
}

function wireFile(box, p) {
  const input = box.querySelector('input[type=file]'), list = box.querySelector('.ashby-application-form-input-file-list');
  box.querySelector('.ashby-application-form-input-file-dropzone-upload').addEventListener('click', () => input.click());
  input.addEventListener('change', async () => {
    const file = input.files[0]; if (!file) return;
    delete values[p];
    list.innerHTML = '<div class="ashby-application-form-input-file-item"><span class="ashby-application-form-input-file-item-name">' + esc(file.name) + '</span><span role="progressbar" aria-label="Loading..."></span></div>';
    const made = await gql('ApiCreateFileUploadHandle', { organizationHostedJobsPageName: BOARD, filename: file.name, contentType: file.type, contentLength: file.size });
    const h = made.data && made.data.createFileUploadHandle;
    const ok = h && (await fetch(h.url, { method: 'PUT', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file }).then((r) => r.ok, () => false));
    if (!ok) { list.innerHTML = ''; toast('Your file failed to upload. Please try again.'); return; }
    values[p] = h.handle;
    list.innerHTML = '<div class="ashby-application-form-input-file-item"><span class="ashby-application-form-input-file-item-name">' + esc(file.name) + '</span><button class="ashby-application-form-input-file-item-delete" aria-label="Delete">×</button></div>';
    box.querySelector('.ashby-application-form-input-file-dropzone-upload span span').textContent = 'Replace';
  });
}
function toast(t) { const d = document.createElement('div'); d.className = 'ashby-toast'; d.setAttribute('role', 'status'); d.textContent = t; document.body.appendChild(d); }

function wireLocation(input, p) {
  let menu = null, timer = null, chosen = '';
  const close = () => { if (menu) menu.remove(); menu = null; input.setAttribute('aria-expanded', 'false'); };
  const choose = (text) => { chosen = text; values[p] = text; input.value = text; close(); };
  input.addEventListener('input', () => {
    chosen = ''; delete values[p]; clearTimeout(timer);
    const q = input.value.trim();
    timer = setTimeout(async () => {
      const res = q ? await gql('ApiAutocompleteGeoLocation', { query: q, types: ['City'] }) : null;
      const rows = (res && res.data && res.data.autocompleteGeoLocation) || [];
      close();
      if (!rows.length || input.value.trim() !== q) return;
      menu = document.createElement('div'); menu.className = 'ashby-application-form-input-autocomplete-popup'; menu.setAttribute('role', 'listbox');
      const r = input.getBoundingClientRect();
      menu.style.cssText = 'position:absolute;z-index:10;background:#fff;border:1px solid #ccc;left:' + (r.left + scrollX) + 'px;top:' + (r.bottom + scrollY) + 'px;width:' + r.width + 'px';
      rows.forEach((row) => { const d = document.createElement('div'); d.className = 'ashby-application-form-input-autocomplete-popup-result'; d.setAttribute('role', 'option'); d.textContent = row.label; menu.appendChild(d); });
      menu.addEventListener('mousedown', (ev) => ev.preventDefault()); // keeps the focus in the input
      menu.addEventListener('click', (ev) => { const d = ev.target.closest('[role=option]'); if (d) choose(d.textContent); });
      document.body.appendChild(menu); input.setAttribute('aria-expanded', 'true');
    }, 200);
  });
  input.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && menu) { ev.preventDefault(); choose(menu.querySelector('[role=option]').textContent); } });
  // A typed value that was never chosen does not stick.
  input.addEventListener('blur', () => { if (!chosen) input.value = ''; close(); });
}

function wireDate(input, p) {
  // react-datepicker: typed text is parsed as MM/dd/yyyy; on blur an unparsable text goes back to the last date.
  let shown = '';
  input.addEventListener('input', () => {
    const m = /^(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})$/.exec(input.value.trim());
    if (m) { values[p] = m[3] + '-' + m[1].padStart(2, '0') + '-' + m[2].padStart(2, '0'); shown = input.value.trim(); }
  });
  input.addEventListener('blur', () => { input.value = shown; });
}

function wireAutofill(all) {
  // "Autofill from resume" parses the file and overwrites the fields it knows.
  const input = root.querySelector('.ashby-application-form-autofill-uploader input[type=file]');
  input.addEventListener('change', async () => {
    const fd = new FormData(); fd.append('file', input.files[0]);
    const parsed = await fetch('/api/non-user-graphql?op=ApiParseResume', { method: 'POST', body: fd }).then((r) => r.json()).catch(() => null);
    const got = parsed && parsed.data && parsed.data.parseResume; if (!got) return;
    for (const [path, v] of Object.entries(got)) {
      const el = document.getElementById(path); if (!el || el.type === 'file') continue;
      el.value = v; values[path] = v;
    }
  });
}

async function submit(all) {
  const alert = root.querySelector('.ashby-application-form-failure-container');
  const shownNow = (e) => !e.showIf || values[e.showIf.path] === e.showIf.value;
  const missing = all.filter((e) => e.isRequired && shownNow(e) && (values[e.field.path] === undefined || values[e.field.path] === '' || (Array.isArray(values[e.field.path]) && !values[e.field.path].length)));
  if (missing.length) return showErrors(alert, missing.map((e) => 'Missing entry for required field: ' + e.field.title));
  const controls = root.querySelectorAll('input, textarea, button');
  controls.forEach((c) => { c.disabled = true; });
  const token = TOKEN && root.querySelector('.grecaptcha-badge') ? TOKEN : null;
  const fieldSubmissions = all.filter((e) => values[e.field.path] !== undefined && shownNow(e)).map((e) => ({ path: e.field.path, value: values[e.field.path] }));
  const res = await gql('ApiSubmitSingleApplicationFormAction', { organizationHostedJobsPageName: BOARD, jobPostingId: JOB, applicationForm: { formDefinitionId: formId, fieldSubmissions }, recaptchaToken: token })
    .catch(() => ({ errors: [{ message: 'Something went wrong submitting your application. Please try again.' }] }));
  const result = res.data && res.data.submitSingleApplicationFormAction && res.data.submitSingleApplicationFormAction.applicationFormResult;
  if (result && result.__typename === 'FormSubmitSuccess' && typeof variantConfirm === 'function') { variantConfirm(root.querySelector('#form'), '/' + BOARD + '/' + JOB + '/application/success'); return; }
  if (result && result.__typename === 'FormSubmitSuccess') {
    root.querySelector('#form').innerHTML = '<div class="ashby-application-form-success-container"><h2>Success</h2><p role="status">Thank you for applying. Your application was successfully submitted. We will reach out if there is a fit.</p></div>';
    return;
  }
  controls.forEach((c) => { c.disabled = false; });
  showErrors(alert, (result && result.errorMessages) || (res.errors || []).map((x) => x.message));
}
function showErrors(alert, messages) { alert.hidden = false; alert.innerHTML = '<p>Your form needs corrections</p><ul>' + messages.map((m) => '<li>' + esc(m) + '</li>').join('') + '</ul>'; }

gql('ApiJobPosting', { organizationHostedJobsPageName: BOARD, jobPostingId: JOB })
  .then((b) => render(b.data.jobPosting), () => { root.textContent = 'Something went wrong'; });
})();`;
}
