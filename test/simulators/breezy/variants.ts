// The seeded variants (../variants.ts) on Breezy's application form: the personal details' labels
// reworded, the position's questionnaire shuffled (an employer orders its questions in the
// questionnaire editor), the variant's questions added after them in the kinds the page already draws:
// a yes/no and a radio question as radios, a single choice as a native select, a multiple choice as
// checkboxes. GUESSES, shaped like those: a lone box as one checkbox valued "true" inside its question
// (as the page's own gdprAgreement box); display text as a heading or paragraph item of the list; a
// second level shown only once its first level has the answer it belongs to; the cookie banner; the
// confirmation shapes other than the thanks page.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export type BrKind = "radio" | "dropdown" | "checkboxes" | "checkbox" | "text" | "paragraph" | "date" | "heading" | "statement";
/** A questionnaire entry (index.ts renders it). */
export interface BrQuestion {
  id: string;
  label: string;
  required: boolean;
  kind: BrKind;
  options?: string[];
  /** A second level: asked only while the question `id` has the answer `value`. */
  showIf?: { id: string; value: string };
}

export const brId = (q: Question) => `v${Number(q.key.slice(1))}`;
const kindOf = (q: Question): BrKind =>
  q.widget === "select" ? "dropdown" : q.widget === "checkboxes" ? "checkboxes" : q.widget === "checkbox" ? "checkbox" : "radio";

/** The variant's items as questionnaire entries, in page order. */
export function breezyVariantQuestions(v: Variant): BrQuestion[] {
  const qs = questionsOf(v);
  return v.items.map((item): BrQuestion => {
    if (item.type === "display")
      return { id: item.key, label: item.text, required: false, kind: item.kind === "heading" ? "heading" : "statement" };
    const parent = parentOf(qs, item);
    return {
      id: brId(item),
      label: item.label,
      required: item.required,
      kind: kindOf(item),
      ...(item.widget === "checkbox" ? {} : { options: item.widget === "yesno" ? ["Yes", "No"] : item.options }),
      ...(parent ? { showIf: { id: brId(parent), value: item.showIf!.value } } : {}),
    };
  });
}

export function breezyVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "cName", label: v.labels.fullName, expected: "Jane Doe" },
    { field: "cPhoneNumber", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, (q) => `cQuestions[${brId(q)}]`),
  ];
}
