// The seeded variants (../variants.ts) on Jobvite's apply wizard: the contact fields' labels reworded,
// the employer's step-1 questions shuffled (an employer orders its job's questions), the variant's
// self-identification questions on the voluntary step 2 and the others after the step-1 questions, in
// the page's own `.jv-form-field` blocks: a yes/no and a radio question as radios, a single choice as
// a select. GUESSES, shaped like those: a multiple choice as a group of checkboxes; a lone box as one
// checkbox valued "true" whose text is the question; display text as a heading or a paragraph (as step
// 2's "Completion of this section is voluntary."); a second level shown only once its first level has
// the answer it belongs to; the cookie banner; every confirmation shape, and the thanks page a
// "redirect" goes to.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export type JvKind = "radio" | "select" | "checkboxes" | "checkbox" | "heading" | "paragraph";
export interface JvItem {
  name: string;
  label: string;
  required: boolean;
  kind: JvKind;
  options: string[];
  /** 1 = contact and questions, 2 = voluntary self-identification. */
  step: 1 | 2;
  /** A second level: asked only while the field `name` has the value `value`. */
  showIf?: { name: string; value: string };
}

export const jvName = (q: Question) => `question_${100 + Number(q.key.slice(1))}`;
const SELF_ID = /^(gender|veteran|disability|race)_/;
const kindOf = (q: Question): JvKind =>
  q.widget === "select" ? "select" : q.widget === "checkboxes" ? "checkboxes" : q.widget === "checkbox" ? "checkbox" : "radio";

/** The variant's items in page order, each with its step. */
export function jobviteVariantItems(v: Variant): JvItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): JvItem => {
    if (item.type === "display")
      return { name: `display_${item.key}`, label: item.text, required: false, kind: item.kind, options: [], step: 1 };
    const parent = parentOf(qs, item);
    return {
      name: jvName(item),
      label: item.label,
      required: item.required,
      kind: kindOf(item),
      options: item.widget === "yesno" ? ["Yes", "No"] : item.options,
      step: SELF_ID.test(item.bank) ? 2 : 1,
      ...(parent ? { showIf: { name: jvName(parent), value: item.showIf!.value } } : {}),
    };
  });
}

export function jobviteVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, jvName),
  ];
}
