// The in-browser half of the new Greenhouse board (plain JavaScript in a string): React-like state
// (a value exists only once an input event or a choice put it there), react-select comboboxes, the
// async location/school lookups, the intl-tel-input phone, the uploader, the security-code step and
// the fetch submit. Facts and guesses are listed at the top of index.ts.

/** What a react-select needs: fixed options, or a lookup (location, school) searched as one types. */
export interface SelectConfig {
  id: string;
  required: boolean;
  options?: { value: string; label: string; flag?: string }[];
  lookup?: "locations" | "schools";
  /** The phone-country select shows the chosen country's dial code, not its name. */
  display?: "dial";
}

export const greenhouseClient = (token: string, jobId: string) => String.raw`
const TOKEN = ${JSON.stringify(token)}, JOB = ${JSON.stringify(jobId)};
const form = document.getElementById('application-form');
const state = {};   // field -> value, as React would hold it
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Text inputs: the state follows input events only.
function bindText(el) { el.addEventListener('input', () => { state[el.id] = el.value; }); }
form.querySelectorAll('.input-wrapper input, .input-wrapper textarea, .file-upload__manual textarea, #phone').forEach(bindText);

// react-select: opens on a press of its control (not on a script click), on ArrowDown or on typing;
// Enter, Tab or a click on an option chooses; typed text that was not chosen is dropped on blur.
function mountSelect(shell) {
  const cfg = JSON.parse(shell.dataset.select);
  const input = shell.querySelector('.select__input'), control = shell.querySelector('.select__control');
  const values = shell.querySelector('.select__value-container'), indicators = shell.querySelector('.select__indicators');
  let menu = null, shown = [], focused = 0, openAfterFocus = false, pending = 0;
  const nameOf = (o) => cfg.display === 'dial' ? o.label.replace(/\s*\+\d+$/, '') : o.label;
  const isOpen = () => !!menu;
  // Like React, a new list replaces the option elements; moving the focus only changes their classes.
  const render = (notice) => {
    if (!menu) return;
    const list = shown.map((o, i) => '<div class="select__option' + (state[cfg.id] && state[cfg.id].value === o.value ? ' select__option--is-selected' : '') +
      '" role="option" id="react-select-' + cfg.id + '-option-' + i + '" aria-selected="false" tabindex="-1" data-i="' + i + '">' +
      (o.flag ? '<div class="iti__flag iti__' + o.flag + '"></div>' : '') + esc(o.label) + '</div>').join('');
    menu.innerHTML = '<div class="select__menu-list" role="listbox" id="react-select-' + cfg.id + '-listbox">' +
      (notice ? '<div class="select__menu-notice select__menu-notice--' + (notice === 'Loading...' ? 'loading' : 'no-options') + '">' + notice + '</div>' : list) + '</div>';
    focus(notice ? -1 : focused);
  };
  const focus = (i) => {
    if (!menu) return;
    menu.querySelectorAll('[role=option]').forEach((o, j) => { o.classList.toggle('select__option--is-focused', j === i); o.setAttribute('aria-selected', String(j === i)); });
    input.setAttribute('aria-activedescendant', i >= 0 && shown.length ? 'react-select-' + cfg.id + '-option-' + i : '');
  };
  const search = () => {
    const q = input.value.trim().toLowerCase();
    if (!cfg.lookup) { shown = cfg.options.filter((o) => nameOf(o).toLowerCase().includes(q)); focused = 0; return render(shown.length ? '' : 'No options'); }
    if (q.length < 2) { shown = []; return render(q ? 'Type at least 2 characters' : 'Type to search'); }
    const mine = ++pending; shown = []; render('Loading...');
    setTimeout(() => fetch('/lookups/' + cfg.lookup + '?term=' + encodeURIComponent(q)).then((r) => r.json()).then((labels) => {
      if (mine !== pending || !menu) return;
      shown = labels.map((l) => ({ value: l, label: l })); focused = 0; render(shown.length ? '' : 'No options');
    }), 250);
  };
  const open = () => {
    if (menu) return;
    menu = document.createElement('div'); menu.className = 'select__menu'; menu.style.cssText = 'position:absolute;z-index:5;left:0;right:0;background:#fff;border:1px solid #999';
    shell.appendChild(menu); input.setAttribute('aria-expanded', 'true'); input.setAttribute('aria-controls', 'react-select-' + cfg.id + '-listbox');
    menu.addEventListener('mousedown', (e) => e.preventDefault());
    menu.addEventListener('click', (e) => { const o = e.target.closest('[role=option]'); if (o) choose(shown[Number(o.dataset.i)]); });
    menu.addEventListener('mouseover', (e) => { const o = e.target.closest('[role=option]'); if (o) { focused = Number(o.dataset.i); focus(focused); } });
    search();
  };
  const close = () => { if (menu) menu.remove(); menu = null; input.setAttribute('aria-expanded', 'false'); input.removeAttribute('aria-controls'); input.removeAttribute('aria-activedescendant'); };
  const show = () => {
    const v = state[cfg.id];
    values.querySelectorAll('.select__single-value, .select__placeholder').forEach((n) => n.remove());
    const d = document.createElement('div');
    if (v) {
      d.className = 'select__single-value';
      d.innerHTML = cfg.display === 'dial' ? '<div class="iti__flag iti__' + v.flag + '"></div>' + esc(v.label.match(/\+\d+$/)[0]) : esc(v.label);
      input.removeAttribute('aria-describedby');
    } else { d.className = 'select__placeholder'; d.id = 'react-select-' + cfg.id + '-placeholder'; d.textContent = 'Select...'; }
    values.insertBefore(d, values.firstChild);
    const req = shell.querySelector('.select__required'); if (req && v) req.remove();
    if (v && !indicators.querySelector('[aria-label="Clear selection"]')) {
      const c = document.createElement('button'); c.type = 'button'; c.className = 'icon-button'; c.tabIndex = -1; c.setAttribute('aria-label', 'Clear selection'); c.textContent = '×';
      c.addEventListener('mousedown', (e) => { e.preventDefault(); e.stopPropagation(); delete state[cfg.id]; c.remove(); show(); changed(cfg.id); });
      indicators.insertBefore(c, indicators.firstChild);
    }
  };
  const choose = (o) => { if (!o) return; state[cfg.id] = o; input.value = ''; close(); show(); changed(cfg.id); };
  control.addEventListener('mousedown', (e) => {
    if (e.target.closest('[aria-label="Clear selection"]')) return;
    if (document.activeElement !== input) { openAfterFocus = true; input.focus(); }
    else if (!isOpen()) open();
    else if (e.target !== input) close();
    if (e.target !== input) e.preventDefault();
  });
  input.addEventListener('focus', () => { if (openAfterFocus) open(); openAfterFocus = false; });
  input.addEventListener('input', () => { if (!isOpen()) open(); else search(); });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); if (!isOpen()) return open(); focused = Math.max(0, Math.min(shown.length - 1, focused + (e.key === 'ArrowDown' ? 1 : -1))); focus(focused); }
    else if ((e.key === 'Enter' || e.key === 'Tab') && isOpen() && shown[focused]) { if (e.key === 'Enter') e.preventDefault(); choose(shown[focused]); }
    else if (e.key === 'Escape' && isOpen()) { e.preventDefault(); close(); }
  });
  input.addEventListener('blur', () => { input.value = ''; close(); });
}
document.querySelectorAll('[data-select]').forEach(mountSelect);

// Selects other questions depend on: "No" to Hispanic/Latino asks for race.
function changed(id) {
  // A seeded variant's second level (variants.ts): shown only for its first level's answer.
  document.querySelectorAll('[data-show-if]').forEach((box) => {
    const [on, want] = box.dataset.showIf.split('=');
    if (on !== id) return;
    box.hidden = !(state[id] && String(state[id].value) === want);
    if (box.hidden) box.querySelectorAll('.select__input').forEach((i) => { delete state[i.id]; });
  });
  if (id !== 'hispanic_ethnicity') return;
  const race = document.querySelector('[data-question=race]');
  race.hidden = !(state.hispanic_ethnicity && state.hispanic_ethnicity.value === 'No');
  if (race.hidden) delete state.race;
}

// intl-tel-input: a number typed with "+" picks its country by dial code; the button opens a searchable list.
const iti = document.querySelector('.iti__selected-country'), itiBox = document.getElementById('iti-0__dropdown-content');
const setCountry = (li) => { state.phone_country = li.dataset.iso; iti.dataset.dial = li.dataset.dial; iti.setAttribute('aria-label', 'Change country, selected ' + li.firstChild.textContent + ' (' + li.dataset.dial + ')'); iti.firstElementChild.className = 'iti__flag iti__' + li.dataset.iso; };
state.phone_country = 'us';
iti.addEventListener('click', () => { itiBox.hidden = !itiBox.hidden; iti.setAttribute('aria-expanded', String(!itiBox.hidden)); });
itiBox.addEventListener('click', (e) => { const li = e.target.closest('[role=option]'); if (li) { setCountry(li); itiBox.hidden = true; iti.setAttribute('aria-expanded', 'false'); } });
document.getElementById('phone').addEventListener('input', (e) => {
  const v = e.target.value.replace(/[\s()-]/g, '');
  if (!v.startsWith('+')) return;
  const match = [...itiBox.querySelectorAll('[role=option]')].filter((li) => v.startsWith(li.dataset.dial)).sort((a, b) => b.dataset.dial.length - a.dataset.dial.length)[0];
  if (match && match.dataset.dial !== iti.dataset.dial) setCountry(match);
});

// "Locate me" needs the browser's location permission, which is not granted.
document.querySelector('[data-locate-me]').addEventListener('click', () => { const n = document.querySelector('.location-notice'); n.hidden = false; n.textContent = 'Location services are unavailable. Please type your city.'; });

// The uploader: Attach opens the file chooser; once it takes a file it shows the file's name in place of
// its buttons (the input goes with them) and the custom questions are re-mounted.
form.querySelectorAll('[data-upload]').forEach((group) => {
  const id = group.dataset.upload, wrapper = group.querySelector('.file-upload__wrapper');
  group.querySelector('[data-attach]').addEventListener('click', () => document.getElementById(id).click());
  group.querySelector('[data-manual]').addEventListener('click', () => { group.querySelector('.file-upload__manual').hidden = false; });
  document.getElementById(id).addEventListener('change', (e) => {
    const file = e.target.files[0]; if (!file) return;
    state[id] = file;
    wrapper.innerHTML = '<div class="file-upload__filename"><p class="body body__secondary">' + esc(file.name) + '</p><button type="button" aria-label="Remove file">×</button></div>';
    remountQuestions();
  });
});
function remountQuestions() {
  form.querySelectorAll('[data-custom] .input-wrapper').forEach((w) => {
    w.querySelectorAll('input, textarea').forEach((el) => { const fresh = el.cloneNode(true); fresh.value = el.value; el.replaceWith(fresh); bindText(fresh); });
  });
  form.dataset.remounted = String(Number(form.dataset.remounted || 0) + 1);
}

// The security code: eight boxes; Submit stays disabled until all are filled.
const submit = form.querySelector('button[type=submit]');
const codeInputs = [...document.querySelectorAll('.security-input')];
let codeRequired = false;
const codeComplete = () => codeInputs.every((i) => i.value.trim().length === 1);
const refresh = () => { submit.disabled = codeRequired && !codeComplete(); };
codeInputs.forEach((input, i) => {
  input.addEventListener('input', () => { if (input.value && codeInputs[i + 1]) codeInputs[i + 1].focus(); refresh(); });
  input.addEventListener('paste', (e) => { const t = (e.clipboardData.getData('text') || '').trim(); if (t.length > 1) { e.preventDefault(); codeInputs.forEach((c, j) => c.value = t[j] || ''); refresh(); } });
});

const REQUIRED = [...form.querySelectorAll('[aria-required=true]')].map((el) => el.id).filter(Boolean);
function missing() {
  const out = [];
  for (const id of REQUIRED) {
    const el = document.getElementById(id); if (!el || el.closest('[hidden]')) continue;
    if (el.type === 'checkbox') { if (!el.checked) out.push(id); continue; }
    const v = state[id]; if (v === undefined || v === '' || (typeof v === 'string' && !v.trim())) out.push(id);
  }
  for (const g of form.querySelectorAll('[data-upload]')) {
    const id = g.dataset.upload, req = /\*/.test(g.querySelector('.upload-label').textContent);
    if (req && !state[id] && !(state[id + '_text'] || '').trim()) out.push(id);
  }
  return out;
}
function showErrors(errors) {
  for (const [id, msg] of Object.entries(errors)) {
    if (id === '_form') { const n = document.getElementById('submit-error'); n.hidden = false; n.textContent = msg; continue; }
    const el = document.getElementById(id) || document.querySelector('[data-upload="' + id + '"]');
    const wrapper = el && el.closest('.field-wrapper'); if (!wrapper) continue;
    if (el.setAttribute) el.setAttribute('aria-invalid', 'true');
    const p = document.createElement('p'); p.className = 'helper-text helper-text--error'; p.id = id + '-error'; p.textContent = msg;
    wrapper.appendChild(p);
  }
}
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  document.querySelectorAll('p.helper-text--error').forEach((n) => n.remove());
  document.querySelectorAll('[aria-invalid=true]').forEach((n) => n.removeAttribute('aria-invalid'));
  const err = document.getElementById('submit-error'); err.hidden = true; err.textContent = '';
  const gaps = missing();
  if (gaps.length) return showErrors(Object.fromEntries(gaps.map((id) => [id, 'This field is required.'])));
  const invisible = document.querySelector('.grecaptcha-badge .g-recaptcha-response');
  if (invisible) invisible.value = 'sim-invisible-recaptcha-token';
  const fd = new FormData();
  for (const [k, v] of Object.entries(state)) {
    if (v instanceof File) fd.append(k, v, v.name);
    else if (v && typeof v === 'object') fd.append(k === 'candidate-location' ? 'location' : k.replace(/--0$/, ''), v.value);
    else if (String(v).trim() !== '') fd.append(k, v);
  }
  form.querySelectorAll('[data-multi]:checked').forEach((b) => fd.append(b.dataset.multi, b.value));
  const consent = document.getElementById('gdpr_processing_consent_given'); if (consent && consent.checked) fd.append('gdpr_processing_consent_given', 'true');
  const token = form.querySelector('.g-recaptcha-response'); fd.append('g-recaptcha-response', token ? token.value : '');
  if (codeRequired) fd.append('security_code', codeInputs.map((i) => i.value.trim()).join(''));
  submit.disabled = true;
  let status = 0, body = {};
  try { const r = await fetch('/' + TOKEN + '/jobs/' + JOB, { method: 'POST', body: fd }); status = r.status; body = await r.json(); }
  catch { body = { errors: { _form: 'Something went wrong. Please try again.' } }; }
  submit.disabled = false;
  // A seeded variant shows its own confirmation shape (../variants.ts confirmScript).
  if (body.redirect && typeof variantConfirm === 'function') { variantConfirm(form, body.redirect); return; }
  if (body.redirect) { location.href = body.redirect; return; }
  if (status === 428 && body.error === 'captcha-failed') {
    codeRequired = true;
    document.getElementById('email-verification-text').textContent = 'A verification code was sent to ' + state.email + ". To submit your application, enter the 8-character code to confirm you're a human.";
    document.getElementById('email-verification').hidden = false; codeInputs.forEach((i) => i.value = ''); codeInputs[0].focus();
    return refresh();
  }
  showErrors(body.errors || { _form: 'Something went wrong. Please try again.' });
  refresh();
});
form.dataset.ready = 'true';
`;
