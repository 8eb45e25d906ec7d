// The seeded variants (../variants.ts) on BambooHR's application form: the personal fields' labels
// reworded, the tenant's application questions shuffled (an employer orders its own questions in the
// job opening's application settings), the variant's questions added after them as further tenant
// questions in the widgets the page already draws from sourced notes (index.ts header): a yes/no and a
// radio question as a `fab-RadioGroup`, a single choice as a Fabric select (button + listbox over an
// aria-hidden native select). GUESSES, shaped like those: a multiple choice as a `fab-CheckboxGroup` of
// boxes sharing the question's name; a lone box as one `fab-Checkbox` valued "Yes" whose text is the
// question; display text as a heading or note paragraph between fields; a second level shown only once
// its first level has the answer it belongs to; the cookie banner; the confirmation shapes other than
// the "Application Submitted!" panel, and the thanks page a "redirect" goes to.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export type BKind = "text" | "radio" | "dropdown" | "textarea" | "checkboxes" | "checkbox" | "heading" | "paragraph";
/** One entry of the form's definition as the detail JSON carries it (index.ts formFields). */
export interface BField {
  name: string;
  label: string;
  required: boolean;
  kind: BKind;
  options?: string[];
  /** A second level: asked only while the field `name` has the value `value`. */
  showIf?: { name: string; value: string };
}

export const bhName = (q: Question) => `customQuestions[${100 + Number(q.key.slice(1))}]`;
const kindOf = (q: Question): BKind =>
  q.widget === "select" ? "dropdown" : q.widget === "checkboxes" ? "checkboxes" : q.widget === "checkbox" ? "checkbox" : "radio";

/** The variant's items as form fields, in page order. */
export function bamboohrVariantFields(v: Variant): BField[] {
  const qs = questionsOf(v);
  return v.items.map((item): BField => {
    if (item.type === "display") return { name: `display.${item.key}`, label: item.text, required: false, kind: item.kind };
    const parent = parentOf(qs, item);
    return {
      name: bhName(item),
      label: item.label,
      required: item.required,
      kind: kindOf(item),
      ...(item.widget === "checkbox" ? {} : { options: item.widget === "yesno" ? ["Yes", "No"] : item.options }),
      ...(parent ? { showIf: { name: bhName(parent), value: item.showIf!.value } } : {}),
    };
  });
}

/** Whether a field is asked, given the submitted values (a hidden second level is not). */
export const bhShown = (f: BField, valueOf: (name: string) => string | string[] | undefined): boolean =>
  !f.showIf || [valueOf(f.showIf.name) ?? []].flat().includes(f.showIf.value);

export function bamboohrVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    { field: "linkedinUrl", label: v.labels.linkedin, expected: "https://www.linkedin.com/in/janedoe" },
    ...variantQuestionExpectations(v, bhName, "Yes"),
  ];
}
