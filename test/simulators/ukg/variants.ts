// The seeded variants (../variants.ts) on UKG Pro Recruiting's application: the Contact Information
// labels reworded, the Questions step's screening questions shuffled (employers attach screening
// questions to an opportunity and order them), the variant's questions after them on that step in the
// wizard's own ASP.NET-style markup (pages.ts; all of it a GUESS): a yes/no or single choice as a
// `fieldset.form-group[data-automation=field-{name}]` of radios valued with the option's text, a select
// with "Select...", a multiple choice as a fieldset of checkboxes sharing one name (ASP.NET binds
// repeated names to a list), a lone box as one `.checkbox` valued "true", display text as an
// `h3[data-automation=question-section]` or a `p.help-block`; the framework's `field-validation-error`
// under a refused question; a second level shown only for its first level's answer (hidden and disabled
// otherwise); the cookie banner on every page; the confirmation shapes (all but "redirect" post Review and
// Submit with fetch; "redirect" is the wizard's own POST and its confirmation page).
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations, wizardVariantScript } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";
import type { Errors, Vals } from "./pages";

export const ukgName = (q: Question) => `ScreeningQuestion${Number(q.key.slice(1))}`;
const star = `<span class="required" aria-hidden="true">*</span>`;

function questionHtml(q: Question, parent: Question | undefined, vals: Vals, e: Errors): string {
  const name = ukgName(q),
    cur = [vals[name] ?? []].flat();
  const req = q.required ? ` aria-required="true"` : "";
  const inv = e[name] ? ` class="input-validation-error" aria-invalid="true" aria-describedby="${name}-error"` : "";
  const err = e[name] ? `<span class="field-validation-error" id="${name}-error" data-valmsg-for="${name}">${h(e[name])}</span>` : "";
  const wrap = `data-automation="field-${name}"${parent ? ` data-show-if="${h(ukgName(parent))}=${h(q.showIf!.value)}" hidden` : ""}`;
  const choices = (type: string) =>
    `<fieldset class="form-group" ${wrap}${e[name] ? ` aria-invalid="true"` : ""}><legend>${h(q.label)}${q.required ? star : ""}</legend>
${q.options.map((o, i) => `<label for="${name}-${i}"><input type="${type}" id="${name}-${i}" name="${name}" value="${h(o)}"${cur.includes(o) ? " checked" : ""}${req}> ${h(o)}</label>`).join("")}${err}</fieldset>`;
  if (q.widget === "checkbox")
    return `<div class="form-group checkbox" ${wrap}><label for="${name}"><input type="checkbox" id="${name}" name="${name}" value="true"${req}${inv}${cur.length ? " checked" : ""}> ${h(q.label)}${q.required ? star : ""}</label>${err}</div>`;
  if (q.widget === "checkboxes") return choices("checkbox");
  if (q.widget === "select")
    return `<div class="form-group" ${wrap}><label for="${name}">${h(q.label)}${q.required ? star : ""}</label>
<select id="${name}" name="${name}"${req}${inv}><option value="">Select...</option>${q.options.map((o) => `<option${cur.includes(o) ? " selected" : ""}>${h(o)}</option>`).join("")}</select>${err}</div>`;
  return choices("radio");
}

/** The variant's part of the Questions step, in page order. */
export function ukgVariantHtml(v: Variant, vals: Vals, e: Errors): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3 data-automation="question-section">${h(item.text)}</h3>`
          : `<p class="help-block">${h(item.text)}</p>`
        : questionHtml(item, parentOf(qs, item), vals, e),
    )
    .join("\n");
}

/** Every page's script for a variant: second levels follow their first level; the last step posts with fetch for in-page shapes. */
export function ukgVariantScript(v: Variant, last: boolean, thanks: string): string {
  return wizardVariantScript(v, last, thanks, {
    form: "document.querySelector('form[data-automation=\"application-form\"]')",
    finalSubmitter: "e.submitter.value === 'submit'",
    jsonSuccess: true,
  });
}

/** Messages for the variant's required questions the step showed and the submission left unanswered. */
export function ukgVariantErrors(v: Variant, f: Vals): Errors {
  return requiredVariantErrors(v, f, ukgName, (q) =>
    q.widget === "checkbox" ? `You must agree to "${q.label}".` : `${q.label} is required.`,
  );
}

/** Forgets the variant's answers of an earlier post of the Questions step (a post carries them all). */
export function ukgVariantForget(v: Variant, fields: Vals): void {
  for (const q of questionsOf(v)) delete fields[ukgName(q)];
}

export function ukgVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "FirstName", label: v.labels.firstName, expected: "Jane" },
    { field: "LastName", label: v.labels.lastName, expected: "Doe" },
    { field: "PrimaryPhone", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, ukgName),
  ];
}
