// The seeded variants (../variants.ts) on ADP Workforce Now's application: the Personal Information
// labels reworded (on Review too), the Questions step's questions shuffled (employers attach a
// questionnaire to a requisition and order it), the variant's questions after them on that step in the
// wizard's own markup (pages.ts; all of it a GUESS): a yes/no or single choice as a
// `fieldset.form-group.question` of radios valued with the option's text, a select with "Select", a
// multiple choice as a fieldset of checkboxes `{name}[]`, a lone box as one `.checkbox` valued "true",
// display text as an `h3.question-section` or a `p.question-instructions`; a second level shown only for
// its first level's answer (hidden and disabled otherwise); the cookie banner on every page; the
// confirmation shapes (all but "redirect" post Review and Submit with fetch; "redirect" is the wizard's
// own POST and its confirmation page).
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations, wizardVariantScript } from "../variant-forms";
import { type Expectation, type Question, type Variant, isShown, questionsOf, parentOf } from "../variants";
import type { Errors, Vals } from "./pages";

const adpId = (q: Question) => `qScreening${Number(q.key.slice(1))}`;
export const adpName = (q: Question) => `${adpId(q)}${q.widget === "checkboxes" ? "[]" : ""}`;
const star = `<span class="required-asterisk" aria-hidden="true">*</span>`;

function questionHtml(q: Question, parent: Question | undefined, vals: Vals, e: Errors): string {
  const name = adpName(q),
    id = adpId(q),
    cur = [vals[name] ?? []].flat();
  const req = q.required ? ` aria-required="true"` : "";
  const inv = e[name] ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const err = e[name] ? `<span class="field-error" id="${id}-error">${h(e[name])}</span>` : "";
  const follow = parent ? ` data-show-if="${h(adpName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const choices = (type: string) =>
    `<fieldset class="form-group question"${inv}${follow}><legend>${h(q.label)}${q.required ? star : ""}</legend>
${q.options.map((o, i) => `<label for="${id}-${i}"><input type="${type}" id="${id}-${i}" name="${h(name)}" value="${h(o)}"${cur.includes(o) ? " checked" : ""}${req}> ${h(o)}</label>`).join("")}${err}</fieldset>`;
  if (q.widget === "checkbox")
    return `<div class="form-group checkbox"${follow}><label for="${id}"><input type="checkbox" id="${id}" name="${h(name)}" value="true"${req}${inv}${cur.length ? " checked" : ""}> ${h(q.label)}${q.required ? star : ""}</label>${err}</div>`;
  if (q.widget === "checkboxes") return choices("checkbox");
  if (q.widget === "select")
    return `<div class="form-group"${follow}><label for="${id}">${h(q.label)}${q.required ? star : ""}</label>
<select id="${id}" name="${h(name)}"${req}${inv}><option value="">Select</option>${q.options.map((o) => `<option${cur.includes(o) ? " selected" : ""}>${h(o)}</option>`).join("")}</select>${err}</div>`;
  return choices("radio");
}

/** The variant's part of the Questions step, in page order. */
export function adpVariantHtml(v: Variant, vals: Vals, e: Errors): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3 class="question-section">${h(item.text)}</h3>`
          : `<p class="question-instructions">${h(item.text)}</p>`
        : questionHtml(item, parentOf(qs, item), vals, e),
    )
    .join("\n");
}

/** The variant's answers as Review lists them: the questions the applicant was asked. */
export function adpVariantReview(v: Variant, fields: Vals): [string, string][] {
  const qs = questionsOf(v);
  const answer = (key: string) => {
    const q = qs.find((x) => x.key === key);
    return q ? fields[adpName(q)] : undefined;
  };
  return qs.filter((q) => isShown(q, answer)).map((q) => [q.label, [fields[adpName(q)] ?? []].flat().join(", ")]);
}

/** Every page's script for a variant: second levels follow their first level; the last step posts with fetch for in-page shapes. */
export function adpVariantScript(v: Variant, last: boolean, thanks: string): string {
  return wizardVariantScript(v, last, thanks, {
    form: "document.getElementById('application-form')",
    finalSubmitter: "e.submitter.value === 'submit'",
    jsonSuccess: true,
  });
}

/** Messages for the variant's required questions the step showed and the submission left unanswered. */
export function adpVariantErrors(v: Variant, f: Vals): Errors {
  return requiredVariantErrors(v, f, adpName, (q) => `${q.label} is required.`);
}

/** Forgets the variant's answers of an earlier post of the Questions step (a post carries them all). */
export function adpVariantForget(v: Variant, fields: Vals): void {
  for (const q of questionsOf(v)) delete fields[adpName(q)];
}

export function adpVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, adpName),
  ];
}
