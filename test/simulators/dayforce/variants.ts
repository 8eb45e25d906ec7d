// The seeded variants (../variants.ts) on Dayforce's guest application: the Personal Information labels
// reworded, the Questionnaire's questions shuffled (employers configure a posting's pre-screening
// questions and their order), the variant's questions after them on that step in the wizard's own
// markup (pages.ts; all of it a GUESS): a yes/no or single choice as a `fieldset[role=radiogroup]` of
// radios valued with the option's text, a select with "Select", a multiple choice as a fieldset of
// checkboxes `{name}[]`, a lone box as one checkbox valued "true", display text as an `h3` or a
// `p.form-instructions`; a second level shown only for its first level's answer (hidden and disabled
// otherwise); the cookie banner on every step; the confirmation shapes (all but "redirect" post the last
// step with fetch; "redirect" is the wizard's own POST and its confirmation page).
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations, wizardVariantScript } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";
import type { Errors, Vals } from "./pages";

export const dfName = (q: Question) => `screening${Number(q.key.slice(1))}${q.widget === "checkboxes" ? "[]" : ""}`;
const dfId = (q: Question) => `screening${Number(q.key.slice(1))}`;
const star = `<span class="required-indicator" aria-hidden="true">*</span>`;

function questionHtml(q: Question, parent: Question | undefined, vals: Vals, e: Errors): string {
  const name = dfName(q),
    id = dfId(q),
    cur = [vals[name] ?? []].flat();
  const req = q.required ? ` aria-required="true"` : "";
  const inv = e[name] ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const err = e[name] ? `<p class="field-error" id="${id}-error" role="alert">${h(e[name])}</p>` : "";
  const follow = parent ? ` data-show-if="${h(dfName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const choices = (type: string) =>
    `<fieldset class="form-field"${type === "radio" ? ` role="radiogroup"` : ""}${req}${inv}${follow}><legend>${h(q.label)}${q.required ? star : ""}</legend>
${q.options.map((o, i) => `<label for="${id}-${i}"><input type="${type}" id="${id}-${i}" name="${h(name)}" value="${h(o)}"${cur.includes(o) ? " checked" : ""}> ${h(o)}</label>`).join("")}${err}</fieldset>`;
  if (q.widget === "checkbox")
    return `<div class="form-field"${follow}><label for="${id}"><input type="checkbox" id="${id}" name="${h(name)}" value="true"${req}${inv}${cur.length ? " checked" : ""}> ${h(q.label)}${q.required ? star : ""}</label>${err}</div>`;
  if (q.widget === "checkboxes") return choices("checkbox");
  if (q.widget === "select")
    return `<div class="form-field"${follow}><label for="${id}">${h(q.label)}${q.required ? star : ""}</label>
<select id="${id}" name="${h(name)}"${req}${inv}><option value="">Select</option>${q.options.map((o) => `<option${cur.includes(o) ? " selected" : ""}>${h(o)}</option>`).join("")}</select>${err}</div>`;
  return choices("radio");
}

/** The variant's part of the Questionnaire step, in page order. */
export function dayforceVariantHtml(v: Variant, vals: Vals, e: Errors): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3 class="form-section-heading">${h(item.text)}</h3>`
          : `<p class="form-instructions">${h(item.text)}</p>`
        : questionHtml(item, parentOf(qs, item), vals, e),
    )
    .join("\n");
}

/** Every step's script for a variant: second levels follow their first level; the last step posts with fetch for in-page shapes. */
export function dayforceVariantScript(v: Variant, last: boolean, thanks: string): string {
  return wizardVariantScript(v, last, thanks, {
    form: "document.getElementById('application-form')",
    finalSubmitter: "e.submitter.value === 'submit'",
  });
}

/** Messages for the variant's required questions the step showed and the submission left unanswered. */
export function dayforceVariantErrors(v: Variant, f: Vals): Errors {
  return requiredVariantErrors(v, f, dfName, (q) =>
    q.widget === "checkbox" ? `You must agree to "${q.label}".` : `${q.label} is required.`,
  );
}

/** Forgets the variant's answers of an earlier post of the Questionnaire (a post carries them all). */
export function dayforceVariantForget(v: Variant, fields: Vals): void {
  for (const q of questionsOf(v)) delete fields[dfName(q)];
}

export function dayforceVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, dfName),
  ];
}
