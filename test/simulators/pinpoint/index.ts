// Pinpoint simulator: {co}.pinpointhq.com/[en/]postings/{id} → "Apply now" → /en/postings/{id}/applications/new.
//
// Facts and their sources:
// - URL shapes `{co}.pinpointhq.com/[en/]postings/{id}`, feed `/postings.json`: docs/platforms.md "Other
//   platforms"; posting ids are UUIDs (`.../en/postings/d29a48ed-...`, code search fs:"propellerindustries.pinpointhq.com").
// - "Apply now" on the posting navigates to a real `/applications/new` page, no iframe, no login; Rails
//   names `application_form[application][first_name|last_name|email|phone|address1|address2|town|postcode|cv|summary]`
//   with `<label for="application_form_application_first_name">` (brackets → underscores); the phone is
//   intl-tel-input with a hidden `application_form[application][phone_iso2]`; Country (`#address-country`)
//   and the "Diversity and Inclusion" fields are react-select (`.react-select__control`, `[role=option]`
//   list); the required consent `#application_process_information` "Allow us to process your personal
//   information."; submit is a button "Submit Application": code search fs:"class PinpointHandler(BaseATSHandler)".
// - Transcribed from a live form (code search fs:"Measured live on Confluence Technologies (confluence.pinpointhq.com"):
//   numbered `<fieldset class="external-form__fieldset">` sections whose `<legend>` holds its index in a
//   span ("1. Personal Details" also carries "Apply with LinkedIn"); required = `external-form__label--required`
//   on the label (or its title span); a boolean question is two radios `...[answers_attributes][N][boolean_answer]`
//   valued true/false whose `<label for>` points at an id that does not exist (the inputs are `..._true`,
//   `..._false`) and whose own names are hidden divs ("{question} yes") via aria-labelledby; a number
//   question `...[N][number_answer]` type=number; every question carries hidden `[N][title]` and
//   `[N][question_type]`; the address inputs have a `<label>` WITHOUT `for` and a placeholder; Country is a
//   react-select whose input id is `application_form[application][country]`, a hidden input of that name
//   carries the ISO code (seen preset "AE"), and a hidden native select backs it; a "Find Address" button
//   ("Start typing an address", Google Places) sits above the address lines; the submit section holds
//   `application[process_information]` (hidden 0 + checkbox 1, required), a "Save application for later"
//   button, and the submit button.
// - Select questions are `...[N][choice]` react-selects with a nameless mobile select
//   `..._answers_attributes_N_mobile_select`; text questions `...[N][text_answer]`; it is a Rails form with no
//   CAPTCHA and no shadow DOM: code search fs:"Pinpoint — F387, read from the rendered application form".
// - Résumé / CV "must be in either the format of .pdf, .doc or .docx"; cover letter optional per job:
//   help.pinpoint.support (articles 3532585, 15301521).
// GUESSES (marked): the form POSTs to `/en/postings/{id}/applications` and the server answers 422 with the
// form, a banner "Please review the problems below:" and "can't be blank" under each field (Rails
// defaults); the thank-you page and its URL; the closed posting's wording and that `/applications/new`
// then redirects to the posting; `/postings/{id}` redirecting to `/en/postings/{id}`; the option lists;
// a visible reCAPTCHA for 4041 (the sources saw none: it stands for an employer's bot check).
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { type PpQuestion, answerName, pinpointVariantQuestions } from "./variants";

export const PINPOINT_HOST = /^([a-z0-9-]+)\.pinpointhq\.com$/;

const A = "application_form[application]";
const COUNTRIES: [string, string][] = [
  ["AE", "United Arab Emirates"],
  ["CA", "Canada"],
  ["DE", "Germany"],
  ["GB", "United Kingdom"],
  ["IE", "Ireland"],
  ["US", "United States"],
];
type Q = PpQuestion;
/** The job's questions; a seeded variant (variants.ts) shuffles them and adds its own after them. */
const questions = (b: PostingBehaviour): Q[] => {
  if (b.variant === undefined) return fixedQuestions(b);
  const v = variantFor(b.variant);
  return [...v.order(fixedQuestions(b), "pinpoint-questions"), ...pinpointVariantQuestions(v)];
};
const fixedQuestions = (b: PostingBehaviour): Q[] => [
  { n: 0, type: "boolean", title: "Are you eligible to work in the US?", required: true },
  { n: 1, type: "boolean", title: "Do you currently require VISA Sponsorship, or might you in the future?", required: true },
  { n: 2, type: "number", title: "How many years of professional experience do you have?", required: true },
  {
    n: 3,
    type: "choice",
    title: "What is your notice period?",
    required: false,
    options: ["Immediately", "1 month", "2 months", "3 months or more"],
  },
  ...(b.unanswerableQuestion ? [{ n: 4, type: "text" as const, title: "Acme employee referral code", required: true }] : []),
];
const EQUALITY: [string, string, string[]][] = [
  ["gender", "Gender", ["Male", "Female", "Non-binary", "Prefer not to say"]],
  ["ethnicity", "Ethnicity", ["Asian", "Black", "Hispanic or Latino", "White", "Two or more races", "Prefer not to say"]],
];

type Errors = Record<string, string>;
const label = (text: string, required: boolean, forId?: string) =>
  `<label class="external-form__label${required ? " external-form__label--required" : ""}"${forId ? ` for="${h(forId)}"` : ""}>${h(text)}</label>`;
const err = (e: Errors, k: string) => (e[k] ? `<span class="external-form__error-message">${h(e[k])}</span>` : "");
const legend = (i: number, title: string, extra = "") =>
  `<legend class="external-form__legend"><span class="external-form__legend-index">${i}.</span>${h(title)}${extra}</legend>`;

/** react-select: a combobox input, a portal-less menu of [role=option], the hidden input that posts. */
function reactSelect(inputId: string, name: string | null, options: [string, string][], value: string, mobileId: string): string {
  const shown = options.find(([v]) => v === value)?.[1] ?? "";
  return `<div class="react-select"><div class="react-select__control"><div class="react-select__value-container">
<div class="react-select__placeholder"${shown ? " hidden" : ""}>Select...</div><div class="react-select__single-value"${shown ? "" : " hidden"}>${h(shown)}</div>
<div class="react-select__input-container"><input id="${h(inputId)}" type="text" class="react-select__input" role="combobox" aria-autocomplete="list" aria-expanded="false" autocomplete="off" value=""></div></div>
<div class="react-select__indicators"><span class="react-select__indicator" aria-hidden="true">▾</span></div></div>
<div class="react-select__menu" role="listbox" hidden>${options.map(([v, t], i) => `<div class="react-select__option" role="option" id="${h(inputId)}-option-${i}" data-value="${h(v)}">${h(t)}</div>`).join("")}</div></div>
${name ? `<input type="hidden" name="${h(name)}" value="${h(value)}">` : ""}
<select id="${h(mobileId)}" class="hide-at-sm-block" style="display:none"><option value="">Select...</option>${options.map(([v, t]) => `<option value="${h(v)}">${h(t)}</option>`).join("")}</select>`;
}

function question(q: Q, e: Errors, v: Record<string, string | string[]>): string {
  // Seeded variants only: display text (GUESS); a second level hidden until its first level's answer.
  if (q.type === "heading") return `<div class="col-md-1-1"><h3 class="external-form__subtitle">${h(q.title)}</h3></div>`;
  if (q.type === "paragraph") return `<div class="col-md-1-1"><p class="external-form__text">${h(q.title)}</p></div>`;
  if (q.showIf) {
    const on = shownIn(q, v);
    return `<div class="pinpoint-follow-up" data-show-if="${h(answerName(`${A}[answers_attributes][${q.showIf.n}]`, "choice"))}" data-show-value="${h(q.showIf.value)}"${on ? "" : " hidden"}>${question({ ...q, showIf: undefined }, e, v)}</div>`;
  }
  const options = q.options ?? [];
  const base = `${A}[answers_attributes][${q.n}]`,
    id = `application_form_application_answers_attributes_${q.n}`;
  const hidden = `<input type="hidden" name="${base}[title]" value="${h(q.title)}"><input type="hidden" name="${base}[question_type]" value="${q.type}">`;
  const title = `<span class="external-form__label--title${q.required ? " external-form__label--required" : ""}">${h(q.title)}</span>`;
  const wrap = (inner: string) => `<div class="col-md-1-1"><div class="pad-v-3">${inner}${err(e, `q${q.n}`)}${hidden}</div></div>`;
  switch (q.type) {
    case "boolean":
      return wrap(`<label class="external-form__label" for="${id}_boolean_answer">${title}</label><div class="frow">
${["true", "false"]
  .map(
    (
      x,
    ) => `<div class="col-1-2"><div class="checkable-input"><div id="answer-label-${q.n}-${x}" style="display:none">${h(q.title)} ${x === "true" ? "yes" : "no"}</div>
<input class="checkable-input__input" type="radio" id="${id}_boolean_answer_${x}" name="${base}[boolean_answer]" aria-labelledby="answer-label-${q.n}-${x}" value="${x}"${str(v[`${base}[boolean_answer]`]) === x ? " checked" : ""}>
<label aria-labelledby="answer-label-${q.n}-${x}" class="checkable-input__label" for="${id}_boolean_answer_${x}">${x === "true" ? "Yes" : "No"}</label></div></div>`,
  )
  .join("")}</div>`);
    case "number":
      return wrap(`<label class="external-form__label" for="${id}_number_answer">${title}</label>
<input id="${id}_number_answer" name="${base}[number_answer]" type="number" value="${h(str(v[`${base}[number_answer]`]))}"${q.required ? ` required=""` : ""}>`);
    case "text":
      return wrap(`<label class="external-form__label" for="${id}_text_answer">${title}</label>
<textarea id="${id}_text_answer" name="${base}[text_answer]"${q.required ? ` required=""` : ""}>${h(str(v[`${base}[text_answer]`]))}</textarea>`);
    // Seeded variants only (GUESSES): a multiple choice as checkboxes, a lone box as Rails' check box pair.
    case "choices": {
      const got = [v[`${base}[choices][]`] ?? []].flat();
      return wrap(`<label class="external-form__label" for="${id}_choices">${title}</label><div class="frow">
${options.map((o, i) => `<div class="col-1-2"><div class="checkable-input"><input class="checkable-input__input" type="checkbox" id="${id}_choices_${i}" name="${base}[choices][]" value="${h(o)}"${got.includes(o) ? " checked" : ""}><label class="checkable-input__label" for="${id}_choices_${i}">${h(o)}</label></div></div>`).join("")}</div>`);
    }
    case "box":
      return wrap(`<div class="pretty p-icon"><input name="${base}[boolean_answer]" type="hidden" value="0"><input type="checkbox" value="1" name="${base}[boolean_answer]" id="${id}_boolean_answer"${q.required ? ` required="required"` : ""}${[v[`${base}[boolean_answer]`]].flat().at(-1) === "1" ? " checked" : ""}>
<div class="state"><label class="external-form__label${q.required ? " external-form__label--required" : ""}" for="${id}_boolean_answer">${h(q.title)}</label></div></div>`);
    case "choice":
      return wrap(`<label class="external-form__label" for="${id}_choice">${title}</label>
${reactSelect(
  `${id}_choice`,
  `${base}[choice]`,
  options.map((o) => [o, o]),
  str(v[`${base}[choice]`]),
  `${id}_mobile_select`,
)}`);
  }
}

const text = (key: string, lbl: string, required: boolean, e: Errors, v: Record<string, string | string[]>, type = "text") =>
  `<div class="col-md-1-1">${label(lbl, required, `application_form_application_${key}`)}
<input id="application_form_application_${key}" name="${A}[${key}]" type="${type}" placeholder="${h(lbl)}" value="${h(str(v[`${A}[${key}]`]))}"${required ? ` required="required"` : ""}>${err(e, key)}</div>`;
// The address lines: a label with no `for`, the input named by its placeholder (as transcribed).
const addressLine = (key: string, lbl: string, required: boolean, e: Errors, v: Record<string, string | string[]>) =>
  `<div class="col-1-1">${label(lbl, required)}<input id="${key}" name="${A}[${key}]" type="text" placeholder="${h(lbl)}" value="${h(str(v[`${A}[${key}]`]))}"${required ? ` required=""` : ""}>${err(e, key)}</div>`;

function formPage(tenant: string, id: string, b: PostingBehaviour, e: Errors = {}, v: Record<string, string | string[]> = {}): string {
  const title = b.title ?? "Software Engineer";
  const variant = b.variant === undefined ? null : variantFor(b.variant);
  const lbl = variant?.labels;
  const country = str(v[`${A}[country]`]) || "AE";
  return page(
    `Apply for ${title} - ${tenant}`,
    `<div class="external-panel"><h1 class="external-panel__title">${h(title)}</h1>
${Object.keys(e).length ? `<div class="external-alert external-alert--danger" role="alert">Please review the problems below:</div>` : ""}
<form id="application-form" class="external-form" action="/en/postings/${h(id)}/applications" method="post" enctype="multipart/form-data">
<input type="hidden" name="authenticity_token" value="sim-csrf">
<fieldset id="application-fieldset-details" class="external-form__fieldset">${legend(
      1,
      "Personal Details",
      `<p class="external-form__text">We'll need these details in order to be able to contact you.</p>
<a class="external-button external-button--linkedin" href="https://app.pinpointhq.com/auth/linkedin/new">Apply with LinkedIn</a>`,
    )}
<div class="frow">${text("first_name", lbl?.firstName ?? "First Name", true, e, v)}${text("last_name", lbl?.lastName ?? "Last Name", true, e, v)}${text("preferred_name", "Preferred Name", false, e, v)}
${text("email", lbl?.email ?? "Email Address", true, e, v, "email")}
<div class="col-1-1">${label(lbl?.phone ?? "Phone", true, "application_form_application_phone")}<div class="intl-tel-input allow-dropdown"><div class="flag-container"><div class="selected-flag" title="United States: +1"><div class="iti-flag us"></div></div></div>
<input id="application_form_application_phone" name="${A}[phone]" type="tel" placeholder="Phone" value="${h(str(v[`${A}[phone]`]))}" required="">
<input id="phone-country-code-dropdown" name="${A}[phone_iso2]" type="hidden" value="US"></div>${err(e, "phone")}</div>
<div id="Shared::Form::Address-react-component" class="col-1-1"><div id="address-country" class="col-1-1">${label("Country", true)}
${reactSelect(`${A}[country]`, `${A}[country]`, COUNTRIES, country, `${A}[country]-mobile`)}${err(e, "country")}</div>
<div id="google-places-autocomplete" class="col-1-1">${label("Find Address", false)}<button type="button" class="bp3-select-button" data-placeholder="Start typing an address"><span class="bp3-select-button-text">Start typing an address</span></button></div>
${addressLine("address1", "Address Line 1", true, e, v)}${addressLine("address2", "Address Line 2", false, e, v)}${addressLine("town", "Town", true, e, v)}${addressLine("postcode", "Postcode", true, e, v)}</div>
</div></fieldset>
<fieldset id="application-fieldset-documents" class="external-form__fieldset">${legend(2, "Documents")}
<div class="col-md-1-1">${label("Résumé / CV", true, "application_form_application_cv")}<div class="file-drop-zone"><p>Drag and drop a file here or click to upload (.pdf, .doc, .docx)</p>
<input id="application_form_application_cv" name="${A}[cv]" type="file" accept=".pdf,.doc,.docx"></div>${err(e, "cv")}</div>
<div class="col-md-1-1">${label("Personal Summary", false, "application_form_application_summary")}<textarea id="application_form_application_summary" name="${A}[summary]">${h(str(v[`${A}[summary]`]))}</textarea></div></fieldset>
<fieldset id="application-fieldset-questions" class="external-form__fieldset">${legend(3, "Questions")}<div class="frow">${questions(b)
      .map((q) => question(q, e, v))
      .join("\n")}</div></fieldset>
<fieldset id="application-fieldset-equality" class="external-form__fieldset">${legend(4, "Diversity and Inclusion")}<p class="external-form__text">Answering these questions is optional.</p>
${EQUALITY.map(
  ([k, l, opts]) =>
    `<div class="col-md-1-1">${label(l, false, `application_form_equality_monitoring_${k}`)}${reactSelect(
      `application_form_equality_monitoring_${k}_input`,
      `application_form[equality_monitoring][${k}]`,
      opts.map((o) => [o, o]),
      str(v[`application_form[equality_monitoring][${k}]`]),
      `application_form_equality_monitoring_${k}`,
    )}</div>`,
).join("")}</fieldset>
<fieldset id="application-fieldset-submit" class="external-form__fieldset">${legend(5, " Submit Application ")}
<p class="external-form__text">In order to contact you with future jobs that you may be interested in, we need to store your personal data.</p>
<p class="external-form__text">If you are happy for us to do so please click the checkbox below.</p>
<div class="pretty p-icon"><input name="application[process_information]" type="hidden" value="0"><input required="required" type="checkbox" value="1" name="application[process_information]" id="application_process_information">
<div class="state"><label class="external-form__label" for="application_process_information"> Allow us to process your personal information. </label></div></div>${err(e, "consent")}
${b.captcha ? recaptchaWall() : ""}
<div class="mar-b-2"><span>Not ready to submit the application yet? </span><button type="button" id="application-save-later-link" class="external-panel__link">Save application for later</button></div>
<button name="button" type="submit" class="external-button external-button--theme-highlight">Submit Application</button></fieldset>
</form></div><script>${CLIENT}${variant ? variantScript(variant, `/en/postings/${id}/applications/thank_you`) : ""}</script>${variant?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

// react-select's behaviour without React: open on click or typing, filter by the typed text, Enter or a
// click picks, the hidden input and the single value show the pick, leaving with no pick clears the text.
const CLIENT = String.raw`
document.querySelectorAll('.react-select').forEach((box) => {
  const input = box.querySelector('.react-select__input'), menu = box.querySelector('.react-select__menu');
  const hidden = box.nextElementSibling && box.nextElementSibling.type === 'hidden' ? box.nextElementSibling : null;
  const single = box.querySelector('.react-select__single-value'), placeholder = box.querySelector('.react-select__placeholder');
  const opts = [...menu.querySelectorAll('[role=option]')];
  const show = (on) => { menu.hidden = !on; input.setAttribute('aria-expanded', String(on)); };
  const filter = () => { const t = input.value.trim().toLowerCase(); opts.forEach((o) => { o.hidden = !!t && !o.textContent.toLowerCase().includes(t); }); };
  const pick = (o) => { if (hidden) { hidden.value = o.dataset.value; hidden.dispatchEvent(new Event('change', { bubbles: true })); } single.textContent = o.textContent; single.hidden = false; placeholder.hidden = true; input.value = ''; show(false); };
  box.querySelector('.react-select__control').addEventListener('mousedown', (e) => { if (e.target !== input) e.preventDefault(); input.focus(); filter(); show(menu.hidden); });
  input.addEventListener('input', () => { filter(); show(true); });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') { filter(); show(true); }
    if (e.key === 'Enter' && !menu.hidden) { e.preventDefault(); const o = opts.find((x) => !x.hidden); if (o) pick(o); }
    if (e.key === 'Escape') show(false);
  });
  input.addEventListener('blur', () => { setTimeout(() => { input.value = ''; show(false); }, 150); });
  opts.forEach((o) => o.addEventListener('mousedown', (e) => { e.preventDefault(); pick(o); }));
});`;

/**
 * A seeded variant's page: second levels follow their first level's answer (shown and sent only
 * then); a confirmation other than the thank-you page needs the page to stay, so it posts with fetch.
 */
const variantScript = (v: Variant, thanks: string) => `${confirmScript(v)}
const variantForm = document.getElementById('application-form');
const follow = () => variantForm.querySelectorAll('[data-show-if]').forEach((w) => {
  const on = new FormData(variantForm).getAll(w.dataset.showIf).includes(w.dataset.showValue);
  w.hidden = !on; w.querySelectorAll('input, select, textarea').forEach((el) => { el.disabled = !on; });
});
variantForm.addEventListener('change', follow); follow();
${
  v.confirmation === "redirect"
    ? ""
    : `variantForm.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch(variantForm.action, { method: 'POST', body: new FormData(variantForm), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(variantForm.parentElement, ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
});`
}`;

/** Whether a second level is asked, given the submitted values. */
const shownIn = (q: Q, f: Record<string, string | string[]>) =>
  !q.showIf || str(f[answerName(`${A}[answers_attributes][${q.showIf.n}]`, "choice")]) === q.showIf.value;

const BLANK = "can't be blank";
function serverErrors(b: PostingBehaviour, f: Record<string, string | string[]>, files: Record<string, UploadedFile>): Errors {
  const e: Errors = {};
  for (const k of ["first_name", "last_name", "phone", "address1", "town", "postcode", "country"]) if (!str(f[`${A}[${k}]`])) e[k] = BLANK;
  const email = str(f[`${A}[email]`]);
  if (!email) e.email = BLANK;
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) e.email = "is invalid";
  if (!files[`${A}[cv]`]) e.cv = BLANK;
  else if (!/\.(pdf|docx?)$/i.test(files[`${A}[cv]`].filename)) e.cv = "must be a PDF or Word document";
  for (const q of questions(b)) {
    const name = answerName(`${A}[answers_attributes][${q.n}]`, q.type);
    const answer = q.type === "box" ? ([f[name]].flat().at(-1) === "1" ? "1" : "") : str(f[name]);
    if (q.required && shownIn(q, f) && !answer) e[`q${q.n}`] = q.type === "box" ? "must be accepted" : BLANK;
  }
  if ([f["application[process_information]"]].flat().at(-1) !== "1") e.consent = "You must allow us to process your personal information";
  if (b.captcha && !str(f["g-recaptcha-response"])) e.captcha = "Please complete the reCAPTCHA";
  return e;
}

export function pinpointSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => PINPOINT_HOST.exec(req.hostname)![1];
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";

  r.get("/postings/:id", (req, res) => res.redirect(301, `/en/postings/${encodeURIComponent(req.params.id)}`));
  r.get("/postings/:id/applications/new", (req, res) =>
    res.redirect(301, `/en/postings/${encodeURIComponent(req.params.id)}/applications/new`),
  );
  r.get("/en/postings/:id", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    const body = b.closed
      ? `<div class="external-alert" role="alert">This job is no longer accepting applications.</div>`
      : `<a class="external-button external-button--theme-highlight" href="/en/postings/${h(id)}/applications/new">Apply now</a>`;
    res.type("html").send(
      page(
        `${titleOf(b)} - ${tenantOf(req)}`,
        `<div class="external-panel"><h1 class="external-panel__title">${h(titleOf(b))}</h1>
<div class="external-panel__description"><p>${h(tenantOf(req))} is hiring.</p></div>${body}</div>`,
      ),
    );
  });
  r.get("/en/postings/:id/applications/new", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.redirect(302, `/en/postings/${encodeURIComponent(id)}`);
    res.type("html").send(formPage(tenantOf(req), id, b));
  });
  r.post("/en/postings/:id/applications", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.redirect(302, `/en/postings/${encodeURIComponent(id)}`);
    const { fields, files } = await readForm(req);
    const e = serverErrors(b, fields, files);
    if (Object.keys(e).length)
      return res
        .status(422)
        .type("html")
        .send(formPage(tenantOf(req), id, b, e, fields));
    // What each of a variant's questions answered, by number (a view for the tests; a hidden second level none).
    const view: Record<string, string | string[]> = {};
    if (b.variant !== undefined)
      for (const q of pinpointVariantQuestions(variantFor(b.variant))) {
        const got = fields[answerName(`${A}[answers_attributes][${q.n}]`, q.type)];
        if (got !== undefined && shownIn(q, fields)) view[`answer[${q.n}]`] = q.type === "box" ? ([got].flat().at(-1) ?? "") : got;
      }
    state.record({ ats: "pinpoint", tenant: tenantOf(req), jobId: id, fields: { ...fields, ...view }, files });
    // A seeded variant's page posts with fetch for its in-page confirmation shapes.
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `/en/postings/${encodeURIComponent(id)}/applications/thank_you`);
  });
  r.get("/en/postings/:id/applications/thank_you", (req, res) => {
    res.type("html").send(
      page(
        "Application submitted",
        `<div class="external-panel"><h1 class="external-panel__title">Thank you for your application</h1>
<p>Your application has been submitted. We'll be in touch soon.</p></div>`,
      ),
    );
  });
  return r;
}
