// The in-browser half of the Workable simulator: a React-like single-page form rendered from the
// form definition (GET /api/v1/jobs/{code}/form). Plain JavaScript in a string. Facts and guesses are
// listed at the top of index.ts.
export const workableClient = (account: string, code: string) => String.raw`
const ACCOUNT = ${JSON.stringify(account)}, CODE = ${JSON.stringify(code)};
const COUNTRIES = [['DE', 'Germany', '+49'], ['GB', 'United Kingdom', '+44'], ['GR', 'Greece', '+30'], ['US', 'United States', '+1'], ['IN', 'India', '+91']];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const rand = () => Math.random().toString(16).slice(2, 10).padEnd(8, '0');
const state = {};       // id -> value (what React would hold)
const uploads = {};     // id -> upload token
let uploading = 0;
// Required is marked in the label (a leading star), not on the control.
const label = (f, forId) => '<label' + (forId ? ' for="' + forId + '"' : '') + '><span>' + (f.required ? '<span><strong>*</strong></span>' : '') +
  '<span><span id="' + f.id + '_label"><strong>' + esc(f.label) + '</strong></span></span></span></label>';
const error = (f) => '<div data-ui="error-' + f.id + '" class="error" role="alert" hidden></div>';

function render(f) {
  switch (f.type) {
    case 'boolean': return '<div data-ui="field-' + f.id + '">' + label(f) + '<fieldset role="radiogroup" data-ui="' + f.id + '" aria-labelledby="' + f.id + '_label">' +
      [['YES', 'true'], ['NO', 'false']].map(([t, v], i) => '<div data-ui="option" role="radio" aria-checked="false" tabindex="' + (i ? -1 : 0) + '" aria-labelledby="' + f.id + '_label radio_label_' + f.id + i + '" data-value="' + v + '">' +
        '<label><input type="radio" name="' + f.id + '" value="' + v + '" aria-hidden="true" tabindex="-1" id="' + rand() + '" style="position:absolute;opacity:0;width:1px;height:1px"><span id="radio_label_' + f.id + i + '">' + t + '</span></label></div>').join('') +
      '</fieldset>' + error(f) + '</div>';
    case 'dropdown': return '<div data-ui="field-' + f.id + '">' + label(f, 'input_' + f.id + '_input') + '<div data-ui="' + f.id + '" data-input-type="select" style="position:relative">' +
      '<input id="input_' + f.id + '_input" role="combobox" aria-haspopup="listbox" aria-expanded="false" aria-controls="listbox_' + f.id + '" aria-labelledby="' + f.id + '_label" readonly placeholder="Select...">' +
      '<input type="hidden" name="' + f.id + '"><ul role="listbox" id="listbox_' + f.id + '" hidden>' +
      f.options.map((o) => '<li role="option" data-value="' + esc(o.value) + '">' + esc(o.name) + '</li>').join('') + '</ul></div>' + error(f) + '</div>';
    case 'file': return '<div data-ui="field-' + f.id + '" class="field">' + '<span class="label">' + (f.required ? '<strong>*</strong> ' : '') + esc(f.label) + '</span>' +
      '<input type="file" id="input_files_input_' + rand() + '" data-for="' + f.id + '" accept=".pdf,.doc,.docx,.odt,.rtf"><span data-ui="' + f.id + '-status"></span>' + error(f) + '</div>';
    case 'phone': return '<div data-ui="field-' + f.id + '">' + label(f, 'input_phone') +
      '<button type="button" id="phone_country" aria-haspopup="listbox" aria-label="Phone country" aria-expanded="false">' + countryText(f.country) + '</button>' +
      '<ul role="listbox" id="phone_country_list" hidden>' + COUNTRIES.map((c) => '<li role="option" data-code="' + c[0] + '">' + c[1] + ' (' + c[2] + ')</li>').join('') + '</ul>' +
      '<input id="input_phone" name="phone" type="tel" aria-labelledby="' + f.id + '_label">' + error(f) + '</div>';
    case 'paragraph': return '<div data-ui="field-' + f.id + '">' + label(f, f.id) + '<textarea id="' + f.id + '" name="' + f.id + '" aria-labelledby="' + f.id + '_label"></textarea>' + error(f) + '</div>';
    // Seeded variants only (variants.ts): a single choice as radios, checkboxes, one box, display text.
    case 'multiple_choice': return '<div data-ui="field-' + f.id + '">' + label(f) + '<fieldset role="radiogroup" data-ui="' + f.id + '" aria-labelledby="' + f.id + '_label">' +
      f.options.map((o, i) => '<div data-ui="option" role="radio" aria-checked="false" tabindex="' + (i ? -1 : 0) + '" aria-labelledby="' + f.id + '_label radio_label_' + f.id + i + '" data-value="' + esc(o.value) + '">' +
        '<label><input type="radio" name="' + f.id + '" value="' + esc(o.value) + '" aria-hidden="true" tabindex="-1" id="' + rand() + '" style="position:absolute;opacity:0;width:1px;height:1px"><span id="radio_label_' + f.id + i + '">' + esc(o.name) + '</span></label></div>').join('') +
      '</fieldset>' + error(f) + '</div>';
    case 'multiple': return '<div data-ui="field-' + f.id + '">' + label(f) + '<fieldset data-ui="' + f.id + '" data-multiple aria-labelledby="' + f.id + '_label">' +
      f.options.map((o, i) => '<label><input type="checkbox" name="' + f.id + '" value="' + esc(o.value) + '" id="' + f.id + '_' + i + '"> <span>' + esc(o.name) + '</span></label>').join('') + '</fieldset>' + error(f) + '</div>';
    case 'checkbox': return '<div data-ui="field-' + f.id + '"><label><div role="checkbox" aria-checked="false"' + (f.required ? ' aria-required="true"' : '') + ' aria-labelledby="checkbox_label_' + f.id + '" tabindex="0" data-box="' + f.id + '" style="display:inline-block;position:relative;width:16px;height:16px;border:1px solid #888"><input tabindex="-1" aria-hidden="true" type="checkbox" name="' + f.id + '" style="position:absolute;opacity:0;width:1px;height:1px"></div>' +
      '<span id="checkbox_label_' + f.id + '"><span>' + (f.required ? '<strong>*</strong> ' : '') + esc(f.label) + '</span></span></label>' + error(f) + '</div>';
    case 'statement': return f.kind === 'heading' ? '<h4 data-ui="statement">' + esc(f.label) + '</h4>' : '<p data-ui="statement">' + esc(f.label) + '</p>';
    default: return '<div data-ui="field-' + f.id + '">' + label(f, f.id) + '<input id="' + f.id + '" name="' + f.id + '" type="' + (f.type === 'email' ? 'email' : 'text') + '" aria-labelledby="' + f.id + '_label" value="' + esc(f.value || '') + '">' + error(f) + '</div>';
  }
}
const countryText = (code) => { const c = COUNTRIES.find((x) => x[0] === code); return c[1] + ' (' + c[2] + ')'; };

async function main() {
  const sections = await fetch('/api/v1/jobs/' + CODE + '/form').then((r) => r.json());
  const fields = sections.flatMap((s) => s.fields);
  const form = document.querySelector('form[data-ui=application-form]');
  form.insertAdjacentHTML('afterbegin', sections.map((s) => '<section data-ui="section-fields"><h3>' + esc(s.name) + '</h3>' + s.fields.map(render).join('') + '</section>').join('') +
    '<div data-ui="gdpr"><label><div role="checkbox" aria-checked="false" aria-required="true" aria-labelledby="checkbox_label_g" tabindex="0" id="g" style="display:inline-block;position:relative;width:16px;height:16px;border:1px solid #888"><input tabindex="-1" aria-hidden="true" type="checkbox" name="gdpr" style="position:absolute;opacity:0;width:1px;height:1px"></div>' +
    '<span id="checkbox_label_g"><span>I have read and accept the Privacy Notice and consent to the processing of my data.</span></span></label>' + error({ id: 'gdpr' }) + '</div>');
  for (const f of fields) if (f.value) state[f.id] = f.value;
  const phone = fields.find((f) => f.type === 'phone');
  if (phone) state.phone_country = phone.country;

  // Radios: the hidden input only mirrors React's state; a click anywhere on the option (or Space) picks.
  form.querySelectorAll('fieldset[role=radiogroup]').forEach((g) => {
    const opts = [...g.querySelectorAll('[role=radio]')];
    const sync = () => opts.forEach((o) => { const on = state[g.dataset.ui] === o.dataset.value; o.setAttribute('aria-checked', String(on)); o.querySelector('input').checked = on; });
    opts.forEach((o) => {
      o.addEventListener('click', (e) => { e.preventDefault(); state[g.dataset.ui] = o.dataset.value; sync(); });
      o.addEventListener('keydown', (e) => { if (e.key === ' ') { e.preventDefault(); state[g.dataset.ui] = o.dataset.value; sync(); } });
      o.querySelector('input').addEventListener('change', () => setTimeout(sync, 0));
    });
  });
  // Listbox dropdowns: open on click or ArrowDown; the value is only what an option click sets.
  const openers = [];
  // Seeded variants: checkbox groups, lone boxes, and second levels shown for their first level's answer.
  form.querySelectorAll('fieldset[data-multiple]').forEach((g) => g.addEventListener('change', () => { state[g.dataset.ui] = [...g.querySelectorAll('input:checked')].map((c) => c.value); }));
  form.querySelectorAll('[data-box]').forEach((b) => {
    const i = b.querySelector('input'), flip = () => { state[b.dataset.box] = !state[b.dataset.box]; b.setAttribute('aria-checked', String(!!state[b.dataset.box])); i.checked = !!state[b.dataset.box]; };
    b.addEventListener('click', (e) => { e.preventDefault(); flip(); });
    b.addEventListener('keydown', (e) => { if (e.key === ' ') { e.preventDefault(); flip(); } });
  });
  const conditional = fields.filter((f) => f.showIf);
  const syncShown = () => conditional.forEach((f) => {
    const box = form.querySelector('[data-ui="field-' + f.id + '"]'), on = state[f.showIf.id] === f.showIf.value;
    if (box.hidden !== !on) { box.hidden = !on; if (!on) delete state[f.id]; }
  });
  if (conditional.length) { form.addEventListener('click', () => setTimeout(syncShown, 0)); form.addEventListener('keydown', () => setTimeout(syncShown, 0)); syncShown(); }
  form.querySelectorAll('[data-input-type=select]').forEach((box) => {
    const input = box.querySelector('[role=combobox]'), list = box.querySelector('[role=listbox]'), id = box.dataset.ui;
    const open = (v) => { list.hidden = !v; input.setAttribute('aria-expanded', String(v)); };
    openers.push(() => open(false));
    box.addEventListener('click', (e) => { const o = e.target.closest('[role=option]'); if (o) { state[id] = o.dataset.value; input.value = o.textContent; box.querySelector('input[type=hidden]').value = o.dataset.value; open(false); } else open(list.hidden); });
    input.addEventListener('keydown', (e) => { if (e.key === 'ArrowDown') { e.preventDefault(); open(true); } });
  });
  const pc = document.getElementById('phone_country'), pl = document.getElementById('phone_country_list');
  if (pc) {
    openers.push(() => { pl.hidden = true; pc.setAttribute('aria-expanded', 'false'); });
    pc.addEventListener('click', () => { pl.hidden = !pl.hidden; pc.setAttribute('aria-expanded', String(!pl.hidden)); });
    pl.addEventListener('click', (e) => { const o = e.target.closest('[role=option]'); if (!o) return; state.phone_country = o.dataset.code; pc.textContent = o.textContent; pl.hidden = true; pc.setAttribute('aria-expanded', 'false'); });
  }
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') openers.forEach((close) => close()); });
  const g = document.getElementById('g'), gi = g.querySelector('input');
  const gdpr = () => { state.gdpr = !state.gdpr; g.setAttribute('aria-checked', String(state.gdpr)); gi.checked = state.gdpr; };
  g.addEventListener('click', (e) => { e.preventDefault(); gdpr(); });
  g.addEventListener('keydown', (e) => { if (e.key === ' ') { e.preventDefault(); gdpr(); } });
  form.querySelectorAll('input[name]:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea').forEach((el) => el.addEventListener('input', () => { state[el.name] = el.value; }));
  // The resume uploads as soon as it is chosen; Submit waits for it.
  form.querySelectorAll('input[type=file]').forEach((f) => f.addEventListener('change', async () => {
    if (!f.files[0]) return;
    uploading++;
    const fd = new FormData(); fd.append('file', f.files[0]);
    const r = await fetch('/api/v1/jobs/' + CODE + '/upload', { method: 'POST', body: fd }).then((x) => x.json());
    uploads[f.dataset.for] = r.token; form.querySelector('[data-ui="' + f.dataset.for + '-status"]').textContent = f.files[0].name;
    uploading--;
  }));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (uploading) return;
    form.querySelectorAll('.error').forEach((n) => { n.hidden = true; n.textContent = ''; });
    const candidate = {}, missing = {};
    for (const f of fields) {
      if (f.type === 'statement' || (f.showIf && state[f.showIf.id] !== f.showIf.value)) continue;
      const v = f.type === 'file' ? uploads[f.id] : f.type === 'phone' ? phoneValue() : state[f.id];
      if (v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && !v.length)) candidate[f.id] = v;
      else if (f.required) missing[f.id] = 'This field is required';
    }
    if (!state.gdpr) missing.gdpr = 'Please accept the privacy notice';
    if (Object.keys(missing).length) return show({ errors: missing });
    if (state.phone_country) candidate.phone_country = state.phone_country;
    candidate.gdpr = 'true';
    const captcha = document.querySelector('.g-recaptcha-response');
    const r = await fetch('/api/v1/jobs/' + CODE + '/apply', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ACCOUNT, candidate, captcha: captcha ? captcha.value : null }) });
    const body = await r.json().catch(() => ({ error: 'Something went wrong' }));
    if (r.ok && typeof variantConfirm === 'function') { variantConfirm(form, '/' + ACCOUNT + '/j/' + CODE + '/apply/thanks'); return; }
    if (r.ok) { document.querySelector('main').innerHTML = '<div data-ui="application-success"><h2>Thank you for applying!</h2><p>Your application has been submitted successfully.</p></div>'; return; }
    show(body);
  });
  function phoneValue() {
    const n = (state.phone || '').trim();
    if (!n) return '';
    const c = COUNTRIES.find((x) => x[0] === state.phone_country);
    return n.startsWith('+') ? n : c[2] + n.replace(/^0/, '');
  }
  function show(body) {
    if (body.error) { const n = document.querySelector('[data-ui=form-error]'); n.hidden = false; n.textContent = body.error; }
    for (const [id, msg] of Object.entries(body.errors || {})) { const n = form.querySelector('[data-ui="error-' + id + '"]'); if (n) { n.hidden = false; n.textContent = msg; } }
  }
  form.dataset.ready = 'true';
}
main();
`;
