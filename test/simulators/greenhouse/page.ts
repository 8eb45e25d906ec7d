// The HTML of the new React job board's posting page (job-boards.greenhouse.io), as the server
// renders it before the page's script (client.ts) takes it over. Facts and sources are
// listed at the top of index.ts.
import { type PostingBehaviour, h, page, invisibleRecaptcha, recaptchaWall } from "../core";
import { type GhField, type GhQuestion, EDUCATION, EEOC, LOCATION_QUESTION, company, greenhouseQuestions, titleOf } from "./questions";
import { greenhouseClient, type SelectConfig } from "./client";
import { ghName, ghQid, ghValues } from "./variants";
import { COOKIE_BANNER, type Item, type Variant, confirmScript, questionsOf, variantFor } from "../variants";

/** Country options of the phone-country select: "United States +1" (the list is a guess). */
export const COUNTRIES: [string, string, string][] = [
  ["us", "United States", "+1"],
  ["ca", "Canada", "+1"],
  ["gb", "United Kingdom", "+44"],
  ["de", "Germany", "+49"],
  ["fr", "France", "+33"],
  ["in", "India", "+91"],
  ["se", "Sweden", "+46"],
  ["au", "Australia", "+61"],
];

const star = (required: boolean) => (required ? `<span aria-hidden="true">*</span>` : "");
const label = (id: string, text: string, required: boolean, cls = "label") =>
  `<label id="${h(id)}-label" for="${h(id)}" class="${cls}">${h(text)}${star(required)}</label>`;

function textQuestion(
  id: string,
  text: string,
  required: boolean,
  opts: { multiline?: boolean; type?: string; autocomplete?: string } = {},
): string {
  const req = required ? ` aria-required="true"` : "";
  const control = opts.multiline
    ? `<textarea id="${h(id)}" class="input input__multi-line" rows="4"${req}></textarea>`
    : `<input id="${h(id)}" class="input input__single-line" type="${opts.type ?? "text"}" maxlength="255" autocomplete="${opts.autocomplete ?? "off"}"${req}>`;
  return `<div class="field-wrapper"><div class="text-input-wrapper"><div class="input-wrapper">${label(id, text, required)}${control}</div></div></div>`;
}

/** A react-select single choice: the config (options or lookup) travels in a data attribute. */
function selectQuestion(cfg: SelectConfig, text: string, hidden = false): string {
  const id = cfg.id;
  return `<div class="field-wrapper" data-question="${h(id)}"${hidden ? " hidden" : ""}><div class="select"><div class="select__container">${label(id, text, cfg.required, "label select__label")}
<div class="select-shell" style="position:relative" data-select='${h(JSON.stringify(cfg))}'><div class="select__control" style="display:flex;border:1px solid #999;min-height:34px">
<div class="select__value-container" style="flex:1;display:flex;align-items:center"><div class="select__placeholder" id="react-select-${h(id)}-placeholder">Select...</div>
<div class="select__input-container"><input class="select__input" id="${h(id)}" role="combobox" type="text" autocomplete="off" aria-autocomplete="list" aria-expanded="false" aria-haspopup="true" aria-labelledby="${h(id)}-label"${cfg.required ? ` aria-required="true"` : ""} aria-describedby="react-select-${h(id)}-placeholder" value="" style="border:0;outline:0;width:12em"></div></div>
<div class="select__indicators"><button type="button" class="icon-button" aria-label="Toggle flyout" tabindex="-1">&#9662;</button></div></div>
${cfg.required ? `<input class="select__required" aria-hidden="true" tabindex="-1" name="${h(id)}" required value="" style="opacity:0;pointer-events:none;position:absolute;bottom:0;left:0;right:0;width:100%">` : ""}</div></div></div></div>`;
}

const optionsOf = (f: GhField) => f.values.map((v) => ({ value: String(v.value), label: v.label }));

function uploadQuestion(id: string, text: string, required: boolean): string {
  return `<div class="field-wrapper"><div class="file-upload" role="group" aria-labelledby="upload-label-${id}" data-upload="${id}">
<div id="upload-label-${id}" class="label upload-label">${h(text)}${star(required)}</div>
<div class="file-upload__wrapper"><div class="button-container">
<button type="button" class="btn btn--rounded" data-attach="${id}">Attach</button><button type="button" class="btn btn--rounded" data-cloud="dropbox">Dropbox</button>
<button type="button" class="btn btn--rounded" data-cloud="google-drive">Google Drive</button><button type="button" class="btn btn--rounded" data-manual="${id}">Enter manually</button>
<label class="visually-hidden" for="${id}">Attach</label><input id="${id}" class="visually-hidden" type="file" accept=".pdf,.doc,.docx,.txt,.rtf"></div></div>
<p class="file-upload__types body body__secondary">Accepted file types: pdf, doc, docx, txt, rtf</p>
<div class="file-upload__manual" hidden><label for="${id}_text" class="label">${h(text)} text</label><textarea id="${id}_text" class="input input__multi-line" rows="6"></textarea></div></div></div>`;
}

function customQuestion(q: GhQuestion): string {
  const f = q.fields[0];
  if (f.type === "multi_value_single_select") return selectQuestion({ id: f.name, required: q.required, options: optionsOf(f) }, q.label);
  if (f.type === "multi_value_multi_select") {
    const base = f.name;
    return `<div class="field-wrapper"><fieldset class="checkbox" aria-labelledby="${h(base)}-label"><legend id="${h(base)}-label" class="label">${h(q.label)}${star(q.required)}</legend>
${f.values.map((v, i) => `<div class="checkbox__wrapper"><input type="checkbox" id="${h(base)}_${i}" value="${h(v.value)}" data-multi="${h(base)}"><label for="${h(base)}_${i}">${h(v.label)}</label></div>`).join("")}</fieldset></div>`;
  }
  return textQuestion(f.name, q.label, q.required, { multiline: f.type === "textarea" });
}

function phoneQuestion(required: boolean, text = "Phone"): string {
  return `<div class="field-wrapper"><div class="phone-input">${label("phone", text, required)}
<div class="iti iti--allow-dropdown" style="display:flex"><div class="iti__country-container"><button type="button" class="iti__selected-country" aria-haspopup="dialog" aria-expanded="false" aria-controls="iti-0__dropdown-content" aria-label="Change country, selected United States (+1)" data-dial="+1"><div class="iti__flag iti__us"></div></button>
<div id="iti-0__dropdown-content" class="iti__dropdown-content" role="dialog" hidden><input type="search" id="iti-0__search-input" class="iti__search-input" role="combobox" aria-expanded="true" aria-label="Search" aria-controls="iti-0__country-listbox" placeholder="Search">
<ul id="iti-0__country-listbox" class="iti__country-list" role="listbox" aria-label="List of countries">${COUNTRIES.map(([iso, name, dial]) => `<li class="iti__country" role="option" data-iso="${iso}" data-dial="${dial}" aria-selected="${iso === "us"}">${h(name)}<span class="iti__dial-code">${dial}</span></li>`).join("")}</ul></div></div>
<input id="phone" class="input input__single-line iti__tel-input" type="tel" autocomplete="tel"${required ? ` aria-required="true"` : ""}></div></div></div>`;
}

function standardQuestions(b: PostingBehaviour): string {
  const byName = Object.fromEntries(greenhouseQuestions(b).map((q) => [q.fields[0].name, q]));
  const std = (name: string, autocomplete?: string) => textQuestion(name, byName[name].label, byName[name].required, { autocomplete });
  const countries = COUNTRIES.map(([iso, name, dial]) => ({ value: iso, label: `${name} ${dial}`, flag: iso }));
  return [
    std("first_name", "given-name"),
    std("last_name", "family-name"),
    std("preferred_name"),
    std("email", "email"),
    selectQuestion({ id: "country", required: false, options: countries, display: "dial" }, "Country"),
    phoneQuestion(byName.phone.required, byName.phone.label),
    `<div class="location-question">${selectQuestion({ id: "candidate-location", required: LOCATION_QUESTION.required, lookup: "locations" }, LOCATION_QUESTION.label)}
<button type="button" class="btn btn--link" data-locate-me>Locate me</button><p class="location-notice" hidden role="status"></p></div>`,
    uploadQuestion("resume", byName.resume.label, byName.resume.required),
    uploadQuestion("cover_letter", byName.cover_letter.label, byName.cover_letter.required),
  ].join("\n");
}

function education(): string {
  const list = (xs: string[]) => xs.map((label, i) => ({ value: String(i + 1), label }));
  return `<div class="education--container"><h3 class="section-header section-header--small">Education</h3><div class="education--form">
${selectQuestion({ id: "school--0", required: false, lookup: "schools" }, "School")}
${selectQuestion({ id: "degree--0", required: false, options: list(EDUCATION.degrees) }, "Degree")}
${selectQuestion({ id: "discipline--0", required: false, options: list(EDUCATION.disciplines) }, "Discipline")}</div></div>`;
}

function eeoc(): string {
  return `<div class="eeoc__container body"><h2 class="section-header">Voluntary Self-Identification</h2>
<p class="eeoc__description">For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary.</p>
${EEOC.map((q) => selectQuestion({ id: q.fields[0].name, required: false, options: optionsOf(q.fields[0]) }, q.label, q.fields[0].name === "race")).join("\n")}</div>`;
}

function securityCode(): string {
  return `<div id="email-verification" class="email-verification" hidden><p id="email-verification-text"></p>
<label class="label" for="security-input-0">Security code</label><div class="security-code">${Array.from(
    { length: 8 },
    (_, i) =>
      `<input id="security-input-${i}" class="security-input" maxlength="1" aria-label="Security code character ${i + 1}" autocomplete="off">`,
  ).join("")}</div></div>`;
}

/** The posting page: the job, an Apply button that scrolls to the form below it, the form. */
/** A variant's item in the custom section: a question as Greenhouse asks it, or display text. */
function variantItem(v: Variant, item: Item): string {
  if (item.type === "display")
    return item.kind === "heading"
      ? `<h3 class="section-header section-header--small">${h(item.text)}</h3>`
      : `<div class="field-wrapper"><p class="body">${h(item.text)}</p></div>`;
  const q = item,
    id = `question_${ghQid(q)}`,
    values = ghValues(q);
  let html: string;
  if (q.widget === "checkbox") {
    html = `<div class="field-wrapper"><fieldset class="checkbox" id="${h(ghName(q))}"><div class="checkbox__wrapper"><input type="checkbox" id="${h(ghName(q))}_0" value="1" data-multi="${h(ghName(q))}">
<label for="${h(ghName(q))}_0">${h(q.label)}${star(q.required)}</label></div></fieldset></div>`;
  } else if (q.widget === "checkboxes") {
    html = customQuestion({
      required: q.required,
      label: q.label,
      fields: [{ name: ghName(q), type: "multi_value_multi_select", values }],
    }).replace(`<fieldset class="checkbox"`, `<fieldset class="checkbox" id="${h(ghName(q))}"`);
  } else {
    html = selectQuestion({ id, required: q.required, options: values.map((x) => ({ value: String(x.value), label: x.label })) }, q.label);
  }
  if (!q.showIf) return html;
  const parent = questionsOf(v).find((p) => p.key === q.showIf!.key)!;
  const when = ghValues(parent).find((x) => x.label === q.showIf!.value)!.value;
  return `<div class="variant-conditional" data-show-if="question_${ghQid(parent)}=${h(when)}" hidden>${html}</div>`;
}

export function boardPage(token: string, jobId: string, b: PostingBehaviour, eu: boolean): string {
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const all = greenhouseQuestions(b).filter((q) => q.fields[0].name.startsWith("question_"));
  const extra = new Set(v ? questionsOf(v).map(ghName) : []);
  // A variant: the employer's own custom questions in its order, then its items (display text included).
  const custom = v
    ? v.order(
        all.filter((q) => !extra.has(q.fields[0].name)),
        "greenhouse-custom",
      )
    : all;
  const extras = v ? v.items.map((item) => variantItem(v, item)).join("\n") : "";
  const consent = eu
    ? `<div class="field-wrapper gdpr"><div class="checkbox__wrapper"><input type="checkbox" id="gdpr_processing_consent_given" aria-required="true">
<label for="gdpr_processing_consent_given">I agree that ${h(company(token))} processes my personal data for this application.<span aria-hidden="true">*</span></label></div></div>`
    : "";
  return page(
    `Job Application for ${titleOf(b)} at ${company(token)}`,
    `
<main class="job-post"><div class="job__header"><h1 class="section-header section-header--large">${h(titleOf(b))}</h1><div class="job__location">New York, NY</div>
<a class="btn btn--rounded" href="#application-form" data-apply>Apply</a></div>
<div class="job__description body"><p>${h(company(token))} is hiring a ${h(titleOf(b))}.</p></div>
<div class="application--container" id="app"><div class="application--header"><h2 class="section-header">Apply for this job</h2><p class="body body__secondary"><span aria-hidden="true">*</span> indicates a required field</p>
<button type="button" id="autofill-application" class="btn btn--rounded btn--secondary">Autofill with MyGreenhouse</button></div>
<form id="application-form" class="application--form" novalidate>
<div role="alert" id="submit-error" class="helper-text--error" hidden></div>
<div class="application--questions">${standardQuestions(b)}</div>
${education()}
<div class="application--questions" data-custom>${custom.map(customQuestion).join("\n")}${extras}</div>
${eeoc()}${consent}${securityCode()}
${b.captcha ? recaptchaWall() : invisibleRecaptcha()}
<div class="application--submit"><button type="submit" class="btn btn--rounded">Submit application</button></div>
</form></div></main>
<script>${greenhouseClient(token, jobId)}</script>${v ? `${v.cookieBanner ? COOKIE_BANNER : ""}<script>${confirmScript(v)}</script>` : ""}`,
  );
}
