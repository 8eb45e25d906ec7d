// The Rippling apply page's behaviour (index.ts), in plain JS: div comboboxes, the phone-country and
// place searches whose value sticks only when an option is picked, the résumé uploaded on choice and read
// back into the name boxes, the required checks, the Turnstile token at "Apply", the JSON POST.
export const RIPPLING_CLIENT = String.raw`
const form = document.getElementById('rq-form');
const banner = document.querySelector('.rq-banner');
const state = { files: {}, picked: new Map() };
const closeAll = (except) => document.querySelectorAll('[role=listbox]').forEach((m) => { if (m !== except) { m.hidden = true; const c = m.parentElement.querySelector('[role=combobox]'); if (c) c.setAttribute('aria-expanded', 'false'); } });
document.addEventListener('mousedown', (e) => { if (!e.target.closest('.rq-combo, .rq-country, .rq-place')) closeAll(); });

// Div comboboxes showing "Select".
document.querySelectorAll('.rq-combo').forEach((box) => {
  const button = box.querySelector('[role=combobox]'), menu = box.querySelector('[role=listbox]');
  const toggle = () => { const open = menu.hidden; closeAll(menu); menu.hidden = !open; button.setAttribute('aria-expanded', String(open)); };
  button.addEventListener('click', toggle);
  button.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') { e.preventDefault(); if (menu.hidden) toggle(); } });
  menu.querySelectorAll('[role=option]').forEach((o) => o.addEventListener('click', () => {
    menu.querySelectorAll('[role=option]').forEach((x) => x.setAttribute('aria-selected', String(x === o)));
    button.textContent = o.textContent; state.picked.set(box.closest('[data-key]').dataset.key, o.textContent);
    menu.hidden = true; button.setAttribute('aria-expanded', 'false'); applySkipLogic();
  }));
});

// Searches (phone country, place): typing filters; only a picked option sticks, leaving clears the text.
document.querySelectorAll('.rq-country, .rq-place').forEach((box) => {
  const input = box.querySelector('input[role=combobox]'), menu = box.querySelector('[role=listbox]');
  const opts = [...menu.querySelectorAll('[role=option]')];
  let chosen = null;
  const filter = () => { const t = input.value.trim().toLowerCase(); opts.forEach((o) => { o.hidden = !!t && !o.textContent.toLowerCase().includes(t); }); };
  const open = () => { closeAll(menu); filter(); menu.hidden = false; input.setAttribute('aria-expanded', 'true'); };
  const pick = (o) => { chosen = o; input.value = o.textContent; menu.hidden = true; input.setAttribute('aria-expanded', 'false');
    const hidden = box.querySelector('[data-external-place-id]'); if (hidden) hidden.value = o.dataset.placeId; };
  input.addEventListener('focus', open);
  input.addEventListener('input', () => { chosen = null; open(); });
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); const o = opts.find((x) => !x.hidden); if (o && !menu.hidden) pick(o); } });
  input.addEventListener('blur', () => setTimeout(() => { if (!chosen || input.value !== chosen.textContent) { chosen = null; input.value = ''; } menu.hidden = true; }, 200));
  opts.forEach((o) => o.addEventListener('mousedown', (e) => { e.preventDefault(); pick(o); }));
  box.chosen = () => chosen;
});

// Files: uploaded on choice; the résumé is then read and the name boxes filled from it.
const boxOf = (key) => document.querySelector('[data-key="' + key + '"] input.rq-input');
document.querySelectorAll('input[type=file][data-testid]').forEach((input) => {
  const key = input.dataset.testid.replace(/^input-/, '');
  input.addEventListener('change', async () => {
    const file = input.files[0]; if (!file) return;
    const field = input.closest('[data-key]'), shown = field.querySelector('.rq-file-name');
    if (file.size > 10 * 1024 * 1024) { shown.textContent = 'File is too large (max 10 MB)'; return; }
    shown.textContent = 'Uploading...';
    const link = await (await fetch('/api/v1/utility/file_upload_url?filename=' + encodeURIComponent(file.name) + '&contentType=' + encodeURIComponent(file.type))).json();
    await fetch(link.uploadUrl, { method: 'PUT', body: file });
    state.files[key] = link.key; shown.textContent = file.name;
    if (key !== 'resume') return;
    const parsed = await (await fetch('/api/v1/utility/parse_resume', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: link.key }) })).json();
    for (const k of ['first_name', 'last_name']) if (parsed[k]) boxOf(k).value = parsed[k];
  });
});

// Skip logic (a seeded variant's second levels): a question shows only while its first level has the answer.
function answerOf(key) {
  const field = document.querySelector('#rq-form [data-key="' + key + '"]');
  if (!field) return undefined;
  if (field.querySelector('.rq-combo')) return state.picked.get(key);
  const radio = field.querySelector('input[type=radio]:checked');
  return radio ? radio.value : undefined;
}
function applySkipLogic() {
  document.querySelectorAll('#rq-form [data-show-if]').forEach((field) => { field.hidden = answerOf(field.dataset.showIf) !== field.dataset.showIfValue; });
}
form.addEventListener('change', applySkipLogic);

function answers() {
  const out = {};
  document.querySelectorAll('#rq-form [data-key]').forEach((field) => {
    const key = field.dataset.key;
    if (field.hidden || field.querySelector('input[type=file]')) return;
    const boxes = [...field.querySelectorAll('input[type=checkbox]')];
    if (boxes.length === 1 && boxes[0].value === 'true') { if (boxes[0].checked) out[key] = 'true'; return; }
    if (boxes.length) { const on = boxes.filter((b) => b.checked).map((b) => b.value); if (on.length) out[key] = on; return; }
    if (field.querySelector('.rq-combo')) { if (state.picked.has(key)) out[key] = state.picked.get(key); return; }
    const radio = field.querySelector('input[type=radio]:checked');
    if (field.querySelector('input[type=radio]')) { if (radio) out[key] = radio.value; return; }
    if (field.querySelector('.rq-date')) {
      const p = (n) => field.querySelector('[data-part=' + n + ']').value.trim();
      if (p('month') && p('day') && p('year')) out[key] = p('month').padStart(2, '0') + '/' + p('day').padStart(2, '0') + '/' + p('year');
      return;
    }
    if (field.querySelector('.rq-phone')) {
      const c = field.querySelector('.rq-country').chosen();
      if (c) out.phone_country = c.dataset.value;
      const v = field.querySelector('input[type=tel]').value.trim(); if (v) out[key] = v; return;
    }
    if (field.querySelector('.rq-place')) {
      const c = field.querySelector('.rq-place').chosen();
      if (c) { out[key] = c.textContent; out.externalPlaceId = c.dataset.placeId; } return;
    }
    const v = field.querySelector('input').value.trim(); if (v) out[key] = v;
  });
  return out;
}

const showErrors = (errors) => {
  document.querySelectorAll('.rq-error').forEach((p) => { const m = errors[p.dataset.errorFor]; p.hidden = !m; p.textContent = m || ''; });
};
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const data = answers(), errors = {};
  document.querySelectorAll('#rq-form [data-key]').forEach((field) => {
    if (field.hidden || !field.querySelector('.rq-star')) return;
    const key = field.dataset.key;
    const has = field.querySelector('input[type=file]') ? !!state.files[key] : !!data[key];
    if (!has || (key === 'phone_number' && !data.phone_country)) errors[key] = 'This field is required';
  });
  showErrors(errors);
  if (Object.keys(errors).length) { banner.textContent = 'Please fill out all required fields.'; banner.hidden = false; return; }
  // Turnstile: the invisible check hands a token; the interactive one waits for a person.
  const wall = document.querySelector('.cf-turnstile');
  const turnstileToken = wall ? 'interactive' : 'sim-turnstile-token';
  const button = form.querySelector('.rq-submit'); button.disabled = true;
  const res = await fetch('/api/ats/v1/board/' + form.dataset.co + '/jobs/' + form.dataset.job + '/apply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answers: data, files: state.files, turnstileToken }) });
  button.disabled = false;
  const body = await res.json().catch(() => ({}));
  if (res.ok) {
    // A seeded variant shows its own confirmation (../variants.ts).
    if (typeof variantConfirm === 'function') { variantConfirm(form, body.redirect); return; }
    location.href = body.redirect; return;
  }
  showErrors(body.errors || {});
  banner.textContent = body.message || 'Something went wrong. Please review your application.'; banner.hidden = false;
});`;
