// The in-browser half of the SmartRecruiters simulator: the `spl-*` web components (open shadow
// roots), the OneTrust cookie banner and the one-click form's own script, as plain JavaScript strings.
// Facts and sources are listed at the top of index.ts; what is only a guess is marked there.

/** OneTrust's banner with its full-page dark filter: every click lands on it until a choice is made. */
export const ONETRUST_BANNER = `<div id="onetrust-consent-sdk">
<div class="onetrust-pc-dark-filter" style="position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483640"></div>
<div id="onetrust-banner-sdk" role="region" aria-label="Cookie banner" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483645;background:#fff;padding:16px">
<div id="onetrust-policy"><p id="onetrust-policy-text">We use cookies to improve your experience. You can accept all cookies or reject those that are not strictly necessary.</p></div>
<div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie Settings</button>
<button id="onetrust-reject-all-handler">Reject All</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div>
<script>
(function () {
  const sdk = document.getElementById('onetrust-consent-sdk');
  const choose = (groups) => {
    document.cookie = 'OptanonConsent=' + encodeURIComponent('groups=' + groups) + '; path=/';
    document.cookie = 'OptanonAlertBoxClosed=' + new Date().toISOString() + '; path=/';
    sdk.remove();
  };
  document.getElementById('onetrust-reject-all-handler').addEventListener('click', () => choose('C0001:1,C0002:0,C0003:0,C0004:0'));
  document.getElementById('onetrust-accept-btn-handler').addEventListener('click', () => choose('C0001:1,C0002:1,C0003:1,C0004:1'));
})();
</script>`;

/** The spl-* components: each renders its control inside an open shadow root, as SmartRecruiters does. */
export const SPL_COMPONENTS = String.raw`
let splSeq = 0;
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const star = (el) => el.hasAttribute('required') ? '<span class="c-spl-required" aria-hidden="true">*</span>' : '';
class SplField extends HTMLElement {
  connectedCallback() { if (!this.shadowRoot) { this.attachShadow({ mode: 'open' }); this.render(); } }
  setError(msg) {
    const e = this.shadowRoot.querySelector('.c-spl-form-field-error');
    e.textContent = msg || ''; e.hidden = !msg;
    const c = this.control(); if (c) c.setAttribute('aria-invalid', msg ? 'true' : 'false');
  }
  errorSlot() { return '<span class="c-spl-form-field-error" role="alert" hidden></span>'; }
}
class SplInput extends SplField {
  render() {
    const id = 'spl-form-element_' + (++splSeq);
    const combo = this.hasAttribute('combobox') ? ' role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="' + esc(this.getAttribute('combobox')) + '" autocomplete="off"' : '';
    this.shadowRoot.innerHTML = '<div class="c-spl-form-field">' + (this.getAttribute('label') ? '<label for="' + id + '">' + esc(this.getAttribute('label')) + star(this) + '</label>' : '') +
      '<input id="' + id + '" class="c-spl-input" type="' + esc(this.getAttribute('type') || 'text') + '"' + (this.hasAttribute('required') ? ' aria-required="true"' : '') + combo + '>' + this.errorSlot() + '</div>';
  }
  control() { return this.shadowRoot.querySelector('input'); }
  get value() { return this.control().value.trim(); }
}
class SplTextarea extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<label for="t">' + esc(this.getAttribute('label')) + star(this) + '</label><textarea id="t" class="c-spl-textarea"></textarea>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('textarea'); }
  get value() { return this.control().value.trim(); }
}
// The country picker comes first and is preset from the visitor's location; the number is a nested spl-input.
class SplPhoneField extends SplField {
  render() {
    const codes = [['DE', '+49', 'Germany'], ['GB', '+44', 'United Kingdom'], ['US', '+1', 'United States'], ['VN', '+84', 'Vietnam']];
    this.shadowRoot.innerHTML = '<select class="c-spl-phone-country" aria-label="Country code">' + codes.map((c) => '<option value="' + c[1] + '">' + c[2] + ' (' + c[1] + ')</option>').join('') + '</select>' +
      '<spl-input type="tel" label="' + esc(this.getAttribute('label')) + '"' + (this.hasAttribute('required') ? ' required' : '') + '></spl-input>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('spl-input').control(); }
  get value() {
    const n = this.shadowRoot.querySelector('spl-input').value;
    return !n || n.startsWith('+') ? n : this.shadowRoot.querySelector('select').value + n.replace(/^0/, '');
  }
}
// Keeps a value only when a suggestion is picked: typed text without a pick is cleared on leaving.
class SplAutocomplete extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<spl-input label="' + esc(this.getAttribute('label')) + '" combobox="spl-autocomplete-menu"' + (this.hasAttribute('required') ? ' required' : '') + '></spl-input>' +
      '<div role="listbox" id="spl-autocomplete-menu" class="c-spl-autocomplete-menu"></div>' + this.errorSlot();
    this.picked = '';
    const input = this.control(), menu = this.shadowRoot.querySelector('[role=listbox]');
    let seq = 0;
    input.addEventListener('input', async () => {
      this.picked = '';
      const q = input.value.trim(), mine = ++seq;
      if (q.length < 3) { menu.replaceChildren(); return; }
      const hits = await fetch('/oneclick-ui/api/locations?q=' + encodeURIComponent(q)).then((r) => r.json());
      if (mine !== seq) return;
      menu.innerHTML = hits.map((h) => '<spl-select-option role="option" class="c-spl-autocomplete-option" style="display:block;padding:4px">' + esc(h) + '</spl-select-option>').join('');
      input.setAttribute('aria-expanded', String(hits.length > 0));
    });
    menu.addEventListener('mousedown', (e) => e.preventDefault());
    menu.addEventListener('click', (e) => {
      const opt = e.composedPath().find((n) => n.getAttribute && n.getAttribute('role') === 'option');
      if (!opt) return;
      this.picked = opt.textContent.trim(); input.value = this.picked; menu.replaceChildren(); input.setAttribute('aria-expanded', 'false');
    });
    input.addEventListener('blur', () => setTimeout(() => { if (input.value.trim() !== this.picked) { input.value = ''; this.picked = ''; menu.replaceChildren(); } }, 200));
  }
  control() { return this.shadowRoot.querySelector('spl-input').control(); }
  get value() { return this.picked; }
}
class SplRadioGroup extends SplField {
  render() {
    const name = this.getAttribute('name');
    this.shadowRoot.innerHTML = '<fieldset class="c-spl-radio-group"><legend>' + esc(this.getAttribute('label')) + star(this) + '</legend>' +
      this.getAttribute('options').split('|').map((o) => '<label><input type="radio" name="' + esc(name) + '" value="' + esc(o) + '"> ' + esc(o) + '</label>').join('') + '</fieldset>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('input'); }
  get value() { const c = this.shadowRoot.querySelector('input:checked'); return c ? c.value : ''; }
}
class SplSelect extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<label for="s">' + esc(this.getAttribute('label')) + star(this) + '</label><select id="s"><option value="">Select</option>' +
      this.getAttribute('options').split('|').map((o) => '<option>' + esc(o) + '</option>').join('') + '</select>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('select'); }
  get value() { return this.control().value; }
}
class SplCheckbox extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<input type="checkbox" id="c"><label for="c">' + esc(this.getAttribute('label')) + star(this) + '</label>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('input'); }
  get value() { return this.control().checked ? 'true' : ''; }
}
// Uploads the file as soon as it is chosen and keeps the returned token.
class SplDropzone extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<label for="f">' + esc(this.getAttribute('label')) + star(this) + '</label><input type="file" id="f" accept=".pdf,.doc,.docx"><span class="c-spl-dropzone-file"></span>' + this.errorSlot();
    this.token = '';
    const f = this.control();
    f.addEventListener('change', async () => {
      if (!f.files[0]) return;
      const fd = new FormData(); fd.append('file', f.files[0]);
      this.uploading = fetch('/oneclick-ui/api/attachments', { method: 'POST', body: fd }).then((r) => r.json());
      const r = await this.uploading;
      this.token = r.token; this.shadowRoot.querySelector('.c-spl-dropzone-file').textContent = f.files[0].name;
    });
  }
  control() { return this.shadowRoot.querySelector('input'); }
  get value() { return this.token; }
}
class SplButton extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML = '<style>:host{display:inline-block;margin:8px}</style><button class="c-spl-button" type="button"><slot></slot></button>';
  }
}
customElements.define('spl-input', SplInput); customElements.define('spl-textarea', SplTextarea);
customElements.define('spl-phone-field', SplPhoneField); customElements.define('spl-autocomplete', SplAutocomplete);
customElements.define('spl-radio-group', SplRadioGroup); customElements.define('spl-select', SplSelect);
customElements.define('spl-checkbox', SplCheckbox); customElements.define('spl-dropzone', SplDropzone);
customElements.define('spl-button', SplButton);
`;

/** The one-click form's own script: checks required fields in the page, then sends the application. */
export const oneClickScript = (applyUrl: string, successUrl: string) => String.raw`
const fields = [...document.querySelectorAll('[data-field]')];
// A seeded variant's second levels (variants.ts): shown for their first level's answer.
const conditional = [...document.querySelectorAll('[data-show-if]')];
const syncShown = () => conditional.forEach((box) => {
  const at = box.dataset.showIf.indexOf('='), on = document.querySelector('[data-field="' + box.dataset.showIf.slice(0, at) + '"]').value === box.dataset.showIf.slice(at + 1);
  box.hidden = !on;
});
if (conditional.length) { document.addEventListener('input', () => setTimeout(syncShown, 0)); document.addEventListener('click', () => setTimeout(syncShown, 0)); }
document.querySelector('[data-test=footer-submit]').addEventListener('click', async () => {
  for (const f of fields) f.setError('');
  const values = {};
  let bad = false;
  for (const f of fields) {
    if (f.closest('[hidden]')) continue;
    if (f.uploading) await f.uploading;
    values[f.dataset.field] = f.value;
    if (f.hasAttribute('required') && (Array.isArray(f.value) ? !f.value.length : !f.value)) {
      bad = true;
      f.setError(f.tagName === 'SPL-AUTOCOMPLETE' ? 'Please select a location from the list' : f.tagName === 'SPL-CHECKBOX' ? 'Please accept the Privacy Policy' : 'This field is required');
    }
  }
  if (values.email && values.confirmEmail && values.email.toLowerCase() !== values.confirmEmail.toLowerCase()) {
    bad = true; document.querySelector('[data-field=confirmEmail]').setError("Email addresses don't match");
  }
  if (bad) return;
  const captcha = document.querySelector('.g-recaptcha-response');
  const r = await fetch(${JSON.stringify(applyUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values, captcha: captcha ? captcha.value : null }) });
  const body = await r.json().catch(() => ({}));
  if (r.ok && typeof variantConfirm === 'function') { variantConfirm(document.querySelector('main'), ${JSON.stringify(successUrl)}); return; }
  if (r.ok) { location.assign(${JSON.stringify(successUrl)}); return; }
  for (const [k, msg] of Object.entries(body.errors || {})) { const f = document.querySelector('[data-field="' + k + '"]'); if (f) f.setError(msg); }
  if (body.error) { const n = document.getElementById('form-error'); n.textContent = body.error; n.hidden = false; }
});
`;
