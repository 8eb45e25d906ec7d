// Lever's apply page: markup and the page's own scripts (the resume parse, the location typeahead, the
// invisible hCaptcha on submit). Facts and their sources are listed at the top of index.ts.
import { h, str } from "../core";

export type Values = Record<string, string | string[]>;

export interface CardField {
  type: "multiple-choice" | "multiple-select" | "dropdown" | "textarea" | "input-text";
  text: string;
  required: boolean;
  id: string;
  options?: { text: string; optionId: string }[];
  /** A seeded variant's second level: "cards[..][fieldN]=value" it is shown for (not in the template). */
  showIf?: string;
}
export interface Card {
  id: string;
  text: string;
  fields: CardField[];
  display?: { before: number; html: string }[];
}

export const ACCOUNT_ID = "340bc750-7cdd-4d26-acd6-5e1b0a000001";
/** The hCaptcha site key Lever's pages share (code search fs:"Lever ATS Application Form Schema"). */
const HCAPTCHA_SITEKEY = "e33f87f8-88ec-4e1a-9a13-df9bbb1d8120";

export const EEO = {
  gender: ["Male", "Female", "Decline to self-identify"],
  race: [
    "Hispanic or Latino",
    "White (Not Hispanic or Latino)",
    "Black or African American (Not Hispanic or Latino)",
    "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
    "Asian (Not Hispanic or Latino)",
    "American Indian or Alaska Native (Not Hispanic or Latino)",
    "Two or More Races (Not Hispanic or Latino)",
    "Decline to self-identify",
  ],
  veteran: ["I am a veteran", "I am not a veteran", "Decline to self-identify"],
};
const EEO_LABELS: Record<keyof typeof EEO, string> = { gender: "Gender", race: "Race", veteran: "Veteran status" };

/** The baseTemplate JSON a card's hidden input carries (and the form posts back verbatim). */
export const baseTemplate = (card: Card) =>
  JSON.stringify({
    createdAt: 1_581_623_851_461,
    updatedAt: 1_581_623_851_461,
    text: card.text,
    instructions: "",
    type: "posting",
    accountId: ACCOUNT_ID,
    fields: card.fields.map((f) => ({
      type: f.type,
      text: f.text,
      description: "",
      required: f.required,
      id: f.id,
      ...(f.options ? { options: f.options } : {}),
    })),
    id: card.id,
  });

const val = (v: Values, k: string) => h(str(v[k]));
const displayAt = (c: Card, i: number) =>
  (c.display ?? [])
    .filter((d) => d.before === i)
    .map((d) => `<li class="application-question card-display">${d.html}</li>`)
    .join("");
const req = (r: boolean) => (r ? `<span class="required">✱</span>` : "");

function question(label: string, required: boolean, field: string, extra = ""): string {
  return `<li class="application-question${extra}"><label><div class="application-label">${h(label)}${req(required)}</div><div class="application-field">${field}</div></label></li>`;
}

function cardField(card: Card, f: CardField, i: number, v: Values): string {
  const html = cardFieldHtml(card, f, i, v);
  return f.showIf ? html.replace(/^<li /, `<li data-show-if="${h(f.showIf)}" hidden `) : html;
}

function cardFieldHtml(card: Card, f: CardField, i: number, v: Values): string {
  const name = `cards[${card.id}][field${i}]`;
  const chosen = [v[name] ?? []].flat();
  if (f.type === "multiple-choice" || f.type === "multiple-select") {
    const type = f.type === "multiple-choice" ? "radio" : "checkbox";
    const items = f
      .options!.map(
        (o) =>
          `<li><label><input type="${type}" name="${h(name)}" value="${h(o.text)}"${chosen.includes(o.text) ? " checked" : ""}><span class="application-answer-alternative">${h(o.text)}</span></label></li>`,
      )
      .join("");
    return `<li class="application-question custom-question"><div class="application-label">${h(f.text)}${req(f.required)}</div><div class="application-field"><ul data-qa="${type === "radio" ? "multiple-choice" : "checkboxes"}">${items}</ul></div></li>`;
  }
  let input: string;
  if (f.type === "dropdown")
    input = `<select name="${h(name)}"${f.required ? " required" : ""}><option value="">Select ...</option>${f.options!.map((o) => `<option value="${h(o.text)}"${chosen.includes(o.text) ? " selected" : ""}>${h(o.text)}</option>`).join("")}</select>`;
  else if (f.type === "textarea")
    input = `<textarea name="${h(name)}" class="card-field-input"${f.required ? " required" : ""}>${val(v, name)}</textarea>`;
  else input = `<input type="text" name="${h(name)}" class="card-field-input" value="${val(v, name)}"${f.required ? " required" : ""}>`;
  return question(f.text, f.required, input, " custom-question");
}

export interface ApplyPageOpts {
  site: string;
  title: string;
  cards: Card[];
  captchaWall: boolean;
  values?: Values;
  error?: string;
  /** A seeded variant's wording of the contact fields. */
  labels?: { fullName: string; email: string; phone: string; location: string; linkedin: string };
}

export function applyBody(o: ApplyPageOpts): string {
  const v = o.values ?? {};
  const text = (name: string, qa: string, type = "text", extra = "") =>
    `<input type="${type}" name="${name}" data-qa="${qa}" value="${val(v, name)}"${extra}>`;
  const hidden = ["linkedInData", "origin", "referer", "socialReferralKey", "socialSource", "source"]
    .map((n) => `<input type="hidden" name="${n}">`)
    .join("");
  const eeo = (Object.keys(EEO) as (keyof typeof EEO)[])
    .map((k) =>
      question(
        EEO_LABELS[k],
        false,
        `<select name="eeo[${k}]"><option value="">Select ...</option>${EEO[k].map((x) => `<option${str(v[`eeo[${k}]`]) === x ? " selected" : ""}>${h(x)}</option>`).join("")}</select>`,
      ),
    )
    .join("");
  const L = o.labels ?? { fullName: "Full name", email: "Email", phone: "Phone", location: "Current location", linkedin: "LinkedIn URL" };
  const link = (label: string, key: string) =>
    question(
      key === "LinkedIn" ? L.linkedin : `${label} URL`,
      false,
      `<input type="text" name="urls[${key}]" value="${val(v, `urls[${key}]`)}">`,
    );
  return `<div class="content-wrapper application-page"><div class="section-wrapper page-full-width">
<div class="posting-headline"><h2>${h(o.title)}</h2></div>
${o.error ? `<div class="application-error" role="alert" data-qa="error-message">${h(o.error)}</div>` : ""}
<form id="application-form" enctype="multipart/form-data" method="POST">
<input type="hidden" name="accountId" value="${ACCOUNT_ID}">${hidden}
<input type="hidden" name="timezone" id="applicant-timezone" value="">
<input type="hidden" name="resumeStorageId" value="${val(v, "resumeStorageId")}">
<div class="section page-centered application-form"><h4>Submit your application</h4><ul>
<li class="application-question resume"><label><div class="application-label">Resume/CV <span class="required">✱</span></div><div class="application-field">
<a href="#" class="postings-btn template-btn-utility visible-resume-upload"><span class="filename"></span><span class="default-label">ATTACH RESUME/CV</span><input class="application-file-input invisible-resume-upload" data-qa="input-resume" id="resume-upload-input" name="resume" tabindex="-1" type="file"></a>
<span class="resume-upload-failure"><div class="resume-upload-label">Couldn't auto-read resume.</div></span>
<span class="resume-upload-working"><div class="loading-indicator"></div><div class="resume-upload-label">Analyzing resume...</div></span>
<span class="resume-upload-success"><div class="loading-indicator completed"></div><div class="resume-upload-label">Success!</div></span></div></label></li>
${question(L.fullName, true, text("name", "name-input", "text", " required"))}
${question(L.email, true, text("email", "email-input", "email", " required"))}
${question(L.phone, true, text("phone", "phone-input", "text", " required"))}
<li class="application-question" data-qa="structured-contact-location-question"><label><div class="application-label">${h(L.location)} <span class="required" data-qa="SCL-question-required-asterisk">✱</span></div><div class="application-field">
<input class="location-input" data-qa="location-input" id="location-input" type="text" maxlength="100" name="location" required value="${val(v, "location")}">
<input id="selected-location" type="hidden" name="selectedLocation" value="${val(v, "selectedLocation")}">
<div class="dropdown-container"><div class="dropdown-results"></div><div class="dropdown-no-results">No location found. Try entering a different location</div><div class="dropdown-loading-results"><span>Loading</span></div></div>
</div></label></li>
${question("Current company", false, text("org", "org-input"))}
</ul></div>
<div class="section page-centered application-form"><h4>Links</h4><ul>${link("LinkedIn", "LinkedIn")}${link("Twitter", "Twitter")}${link("GitHub", "GitHub")}${link("Portfolio", "Portfolio")}${question("Other website", false, `<input type="text" name="urls[Other]" value="${val(v, "urls[Other]")}">`)}</ul></div>
${o.cards
  .map(
    (c) => `<div class="section page-centered application-form"><h4>${h(c.text)}</h4>
<input type="hidden" name="cards[${c.id}][baseTemplate]" value="${h(baseTemplate(c))}"><ul>
${c.fields.map((f, i) => displayAt(c, i) + cardField(c, f, i, v)).join("\n")}${displayAt(c, c.fields.length)}</ul></div>`,
  )
  .join("\n")}
<div class="section page-centered application-form"><h4>Additional information</h4><div class="application-additional">
<textarea name="comments" id="additional-information" placeholder="Add a cover letter or anything else you want to share.">${val(v, "comments")}</textarea></div></div>
<div class="section page-centered application-form eeo-section"><h4>U.S. Equal Employment Opportunity information</h4><ul>${eeo}</ul></div>
<div class="section page-centered application-form"><label class="consent"><input type="checkbox" name="consent[marketing]" value="true"> I agree to be contacted about future opportunities.</label></div>
${
  o.captchaWall
    ? `<div id="h-captcha" class="h-captcha" data-sitekey="${HCAPTCHA_SITEKEY}"><iframe title="Widget containing checkbox for hCaptcha security challenge" width="303" height="78" src="https://newassets.hcaptcha.com/captcha/v1/sim/static/hcaptcha.html#frame=checkbox&amp;size=normal" srcdoc="<label><input type=checkbox disabled> I am human</label>"></iframe></div>`
    : `<div id="h-captcha" class="h-captcha" data-size="invisible" data-sitekey="${HCAPTCHA_SITEKEY}"><iframe title="Main content of the hCaptcha challenge" aria-hidden="true" style="display:none" src="https://newassets.hcaptcha.com/captcha/v1/sim/static/hcaptcha.html#frame=challenge&amp;size=invisible" srcdoc=""></iframe></div>`
}
<input id="hcaptchaResponseInput" type="hidden" name="h-captcha-response" value="">
<div class="section page-centered last-section-apply"><button type="submit" class="template-btn-submit postings-btn" id="btn-submit" data-qa="btn-submit">Submit application</button></div>
</form></div></div>`;
}

export const APPLY_CSS = `<style>.resume-upload-working,.resume-upload-success,.resume-upload-failure,.dropdown-container,.dropdown-no-results,.dropdown-loading-results{display:none}
.invisible-resume-upload{position:absolute;opacity:0;width:1px;height:1px}.visible-resume-upload{display:inline-block;padding:8px 16px;border:1px solid #579eee;position:relative}
.dropdown-container{position:absolute;z-index:5;background:#333;color:#eee;width:320px}.dropdown-location{padding:4px 8px;cursor:pointer}
.application-field{position:relative}</style>`;

/**
 * The page's scripts. `token` is what the invisible hCaptcha writes on submit (never with a visible wall).
 * Location (retrieveLocations.js as measured): `input` only shows the container; the search runs from a
 * debounced keydown; suggestions are div.dropdown-location#location-<i>; a mousedown picks (text into
 * the input, JSON into selectedLocation); a blur with nothing picked wipes both.
 */
export function applyScript(token: string | null, variant?: { fetch: boolean; thanks: string }): string {
  return `(function () {
const $ = (s) => document.querySelector(s);
const form = $('#application-form'), input = $('#location-input'), hidden = $('#selected-location');
const box = $('.dropdown-container'), results = $('.dropdown-results'), none = $('.dropdown-no-results'), loading = $('.dropdown-loading-results');
$('#applicant-timezone').value = Intl.DateTimeFormat().resolvedOptions().timeZone;
const touched = new Set();
form.addEventListener('input', (e) => { if (e.target.name) touched.add(e.target.name); });
const show = (el, on) => { el.style.display = on ? 'block' : 'none'; };
let picked = !!hidden.value, timer = null, seq = 0;
input.addEventListener('input', () => { show(box, true); results.innerHTML = ''; hidden.value = ''; picked = false; });
input.addEventListener('keydown', () => {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    const q = input.value.trim(), mine = ++seq;
    results.innerHTML = ''; show(none, false);
    if (q.length < 2) return;
    show(loading, true);
    const list = await fetch('/searchLocations?text=' + encodeURIComponent(q)).then((r) => r.json()).catch(() => []);
    if (mine !== seq) return;
    show(loading, false); show(box, true);
    results.innerHTML = list.map((l, i) => '<div class="break-word dropdown-location width-full py1 px2" id="location-' + i + '">' + l.name.replace(/</g, '&lt;') + '</div>').join('');
    show(none, list.length === 0);
  }, 250);
});
document.addEventListener('mousedown', (e) => {
  const item = e.target.closest && e.target.closest('.dropdown-location');
  if (!item) return;
  e.preventDefault();
  input.value = item.textContent;
  hidden.value = JSON.stringify({ name: item.textContent, index: Number(item.id.split('-')[1]) });
  picked = true; results.innerHTML = ''; show(box, false);
});
input.addEventListener('blur', () => { if (!picked) { input.value = ''; hidden.value = ''; } show(box, false); });

// The resume parse (parseResume.js): on choice the file goes to /parseResume; the answer fills the
// contact fields nobody touched yet.
const file = $('#resume-upload-input'), q = (c) => $('.resume ' + c);
file.addEventListener('change', async () => {
  if (!file.files.length) return;
  $('.filename').textContent = file.files[0].name; $('.default-label').style.display = 'none';
  show(q('.resume-upload-working'), true); show(q('.resume-upload-success'), false); show(q('.resume-upload-failure'), false);
  const fd = new FormData(); fd.append('resume', file.files[0]); fd.append('accountId', form.accountId.value);
  const res = await fetch('/parseResume', { method: 'POST', body: fd }).catch(() => null);
  show(q('.resume-upload-working'), false);
  if (!res || !res.ok) { show(q('.resume-upload-failure'), true); return; }
  const p = await res.json();
  form.resumeStorageId.value = p.resumeStorageId || '';
  const fill = (name, value) => { const el = form.elements[name]; if (el && value && !touched.has(name) && !el.value) el.value = value; };
  fill('name', p.name); fill('email', p.email); fill('phone', p.phone); fill('org', p.position);
  if (p.location && !touched.has('location') && !input.value) { input.value = p.location.name; hidden.value = JSON.stringify(p.location); picked = true; }
  show(q('.resume-upload-success'), true);
});

// hCaptcha runs on submit (after the browser's own required-field checks) and writes its token.
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const btn = $('#btn-submit'); btn.disabled = true; btn.textContent = 'Submitting...';
  setTimeout(() => { ${token ? `$('#hcaptchaResponseInput').value = ${JSON.stringify(token)};` : ""} ${variant?.fetch ? "variantSubmit();" : "HTMLFormElement.prototype.submit.call(form);"} }, 300);
});${
    variant
      ? `
// A seeded variant: second levels follow their first level's answer; a non-redirect confirmation posts with fetch.
const syncShown = () => document.querySelectorAll('[data-show-if]').forEach((li) => {
  const at = li.dataset.showIf.indexOf('='), name = li.dataset.showIf.slice(0, at), want = li.dataset.showIf.slice(at + 1);
  const on = [...form.querySelectorAll('[name="' + name + '"]')].some((el) => (el.type === 'radio' || el.type === 'checkbox') ? el.checked && el.value === want : el.value === want);
  li.hidden = !on;
  if (!on) li.querySelectorAll('input, select, textarea').forEach((el) => { if (el.type === 'radio' || el.type === 'checkbox') el.checked = false; else el.value = ''; });
});
form.addEventListener('change', syncShown); syncShown();
async function variantSubmit() {
  const r = await fetch(location.href, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(form, ${JSON.stringify(variant.thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
}`
      : ""
  }
})();`;
}
