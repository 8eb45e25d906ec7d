// The seeded variants (../variants.ts) on Oracle Recruiting Cloud's application: the Contact Information
// labels reworded, the Application Questions shuffled (the employer's questionnaire orders a
// requisition's questions), and the variant's questions after them in that block, each named by a
// question id as the posting's are (`3000001000002NN`). A single choice as a fieldset of
// `label.apply-flow-input-radio` radios (as the posting's questions), a drop-down as a select with
// "Select a value", a multiple choice as a fieldset of `label.apply-flow-input-checkbox` boxes valued with
// the answer's text, a lone box valued "true", display text as an `h4` or a `p` in the block, a second
// level shown only for its first level's answer (hidden and disabled otherwise): all GUESSES, like the
// rest of this simulator's sections. The cookie banner, the show-if script and the last section's fetch
// are added to every page by index.ts.
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations, wizardVariantScript } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";
import type { Errors, Vals } from "./pages";

/** The question id a variant question posts (GUESS at the numbers; real ids are 15 digits). */
export const oracleVariantName = (q: Question) => `3000001000002${String(Number(q.key.slice(1))).padStart(2, "0")}`;

const star = `<span class="input-row__required" aria-hidden="true">*</span>`;
const cur = (vals: Vals, name: string) => [vals[name] ?? []].flat().map(String);

function questionHtml(q: Question, parent: Question | undefined, vals: Vals, e: Errors): string {
  const name = oracleVariantName(q);
  const mark = q.required ? star : "";
  const req = q.required ? ` aria-required="true"` : "";
  const inv = e[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : "";
  const err = e[name] ? `<div class="input-row__validation" id="${name}-error" role="alert">${h(e[name])}</div>` : "";
  const follow = parent ? ` data-show-if="${oracleVariantName(parent)}=${h(q.showIf!.value)}" hidden` : "";
  const invalid = e[name] ? " input-row--invalid" : "";
  const chosen = cur(vals, name);
  if (q.widget === "checkbox")
    return `<div class="input-row apply-flow-question${invalid}"${follow}><label class="apply-flow-input-checkbox" for="${name}-0"><input type="checkbox" id="${name}-0" name="${name}" value="true"${chosen.length ? " checked" : ""}${req}${inv}> ${h(q.label)}${mark}</label>${err}</div>`;
  if (q.widget === "select")
    return `<div class="input-row apply-flow-question${invalid}"${follow}><label class="input-row__label" for="${name}-0">${h(q.label)}${mark}</label>
<select class="input-row__control" id="${name}-0" name="${name}"${req}${inv}><option value="">Select a value</option>${q.options
      .map((o) => `<option${chosen.includes(o) ? " selected" : ""}>${h(o)}</option>`)
      .join("")}</select>${err}</div>`;
  const type = q.widget === "checkboxes" ? "checkbox" : "radio";
  return `<fieldset class="input-row apply-flow-question${invalid}"${inv}${follow}><legend class="input-row__label">${h(q.label)}${mark}</legend>
${q.options.map((o, i) => `<label class="apply-flow-input-${type}" for="${name}-${i}"><input type="${type}" id="${name}-${i}" name="${name}" value="${h(o)}"${chosen.includes(o) ? " checked" : ""}${type === "radio" ? req : ""}> ${h(o)}</label>`).join("")}${err}</fieldset>`;
}

/** The variant's part of the Application Questions block, in page order. */
export function oracleVariantHtml(v: Variant, vals: Vals, e: Errors): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h4 class="apply-flow-block__subtitle">${h(item.text)}</h4>`
          : `<p class="apply-flow-block__description">${h(item.text)}</p>`
        : questionHtml(item, parentOf(qs, item), vals, e),
    )
    .join("\n");
}

/** Every page's script for a variant: second levels follow their first level; the last section submits with fetch for in-page shapes. */
export function oracleVariantScript(v: Variant, last: boolean, thanks: string): string {
  return wizardVariantScript(v, last, thanks, {
    form: "document.querySelector('form.apply-flow')",
    finalSubmitter: "e.submitter.value === 'submit'",
  });
}

/** Messages for the variant's required questions the section showed and the post left unanswered. */
export function oracleVariantErrors(v: Variant, f: Vals): Errors {
  return requiredVariantErrors(v, f, oracleVariantName, (q) => `Answer the question: ${q.label}`);
}

/** Forgets the variant's answers of an earlier post of the section (a post carries them all). */
export function oracleVariantForget(v: Variant, fields: Vals): void {
  for (const q of questionsOf(v)) delete fields[oracleVariantName(q)];
}

export function oracleVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phoneNumber", label: v.labels.phone, expected: "+14155550100" },
  ];
  return [...out, ...variantQuestionExpectations(v, oracleVariantName)];
}
