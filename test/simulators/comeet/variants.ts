// The seeded variants (../variants.ts) on Comeet's apply form (the comeet.co iframe): the basic fields'
// labels reworded, the position's screening questions shuffled (employers order a position's
// questions), the variant's questions after them under `questions[{uid}]` in the form's own groups
// (everything inside Comeet's form is a GUESS, see index.ts): a yes/no as the Yes/No radiogroup, a
// single choice as a radiogroup of its options or the select with "Select", a multiple choice as
// checkboxes `questions[{uid}][]`, a lone box as one checkbox valued "true", display text as an `h4`
// or a `p.form-text` between the groups; a second level shown only for its first level's answer; the
// confirmation shapes after the form's own fetch ("redirect" to a thank-you page of the form's host).
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export const ctUid = (q: Question) => `B2.${String(Number(q.key.slice(1))).padStart(3, "0")}`;
export const ctName = (q: Question) => (q.widget === "checkboxes" ? `questions[${ctUid(q)}][]` : `questions[${ctUid(q)}]`);

const star = (r: boolean) => (r ? `<span class="required" aria-hidden="true">*</span>` : "");

function group(q: Question, parent: Question | undefined): string {
  const name = ctName(q),
    id = `question-${ctUid(q).replace(".", "-")}`;
  const follow = parent ? ` data-show-if="${h(ctName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const choices = (type: string, opts: string[]) =>
    `<div role="${type === "radio" ? "radiogroup" : "group"}" aria-labelledby="${id}-label">${opts
      .map((o) => `<label class="${type}-inline"><input type="${type}" name="${h(name)}" value="${h(o)}"> ${h(o)}</label>`)
      .join("")}</div>`;
  const control =
    q.widget === "checkbox"
      ? `<div class="checkbox"><label><input id="${id}" type="checkbox" name="${h(name)}" value="true"> ${h(q.label)}</label></div>`
      : q.widget === "checkboxes"
        ? choices("checkbox", q.options)
        : q.widget === "select"
          ? `<select id="${id}" name="${h(name)}" class="form-control"><option value="">Select</option>${q.options.map((o) => `<option>${h(o)}</option>`).join("")}</select>`
          : choices("radio", q.options);
  // A lone box carries its text itself; the group's label then only marks it required.
  const label = q.widget === "checkbox" ? "" : `<label id="${id}-label" for="${id}">${h(q.label)}${star(q.required)}</label>`;
  return `<div class="form-group question" data-field="${h(name)}"${q.required ? ` data-required="true"` : ""}${follow}>${label}${control}${q.widget === "checkbox" ? star(q.required) : ""}<div class="field-error" role="alert"></div></div>`;
}

/** The variant's groups in page order. */
export function comeetVariantGroups(v: Variant): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h4 class="form-section-title">${h(item.text)}</h4>`
          : `<p class="form-text">${h(item.text)}</p>`
        : group(item, parentOf(qs, item)),
    )
    .join("\n");
}

/** The variant's required questions the page showed that the submission left unanswered (server check). */
export function comeetVariantErrors(v: Variant, fields: Record<string, string | string[]>): Record<string, string> {
  return requiredVariantErrors(v, fields, ctName, () => "This field is required");
}

export function comeetVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    { field: "linkedin", label: v.labels.linkedin, expected: "https://www.linkedin.com/in/janedoe" },
    ...variantQuestionExpectations(v, ctName),
  ];
}
