// The seeded variants (../variants.ts) on Paylocity's apply wizard (page.ts): the Information step's
// name, e-mail, mobile phone and LinkedIn labels reworded, the employer's screener questions on
// Additional Questions shuffled (employers set up and order their screener questions), and the
// variant's items added to that step after them: a yes/no or radio choice as the screener's native
// radios `multiQuestionAnswer{qid}` (sourced, index.ts), a dropdown choice as the page's react-widgets
// DropdownList (sourced on the Information and EEO steps) with the screener's name. GUESSES: a multiple
// choice as checkboxes sharing `multiQuestionAnswer{qid}`, a lone box as `screener-question-{qid}-checkbox`
// (one box with its statement, as the review step's `#applyAcknowledgement`), display text as a heading
// or paragraph in the step, a second level shown only for its first level's answer, and the cookie
// banner and the confirmation shapes on Paylocity's page.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export interface PlQuestion {
  type: "question";
  /** The posted name (and the control's id). */
  name: string;
  kind: "radios" | "dropdown" | "checkboxes" | "checkbox";
  label: string;
  options: string[];
  required: boolean;
  /** Shown only while the control `name` has the answer `value`. */
  showIf?: { name: string; value: string };
}
export interface PlDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type PlItem = PlQuestion | PlDisplay;

const qid = (q: Question) => 1299000 + Number(q.key.slice(1));
export const plName = (q: Question) => (q.widget === "checkbox" ? `screener-question-${qid(q)}-checkbox` : `multiQuestionAnswer${qid(q)}`);

export function paylocityVariantItems(v: Variant): PlItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): PlItem => {
    if (item.type === "display") return { type: "display", kind: item.kind, text: item.text };
    const parent = parentOf(qs, item);
    return {
      type: "question",
      name: plName(item),
      kind:
        item.widget === "select"
          ? "dropdown"
          : item.widget === "checkboxes"
            ? "checkboxes"
            : item.widget === "checkbox"
              ? "checkbox"
              : "radios",
      label: item.label,
      options: item.widget === "yesno" ? ["Yes", "No"] : item.options,
      required: item.required,
      ...(parent ? { showIf: { name: plName(parent), value: item.showIf!.value } } : {}),
    };
  });
}

export function paylocityVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "info.firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "info.lastName", label: v.labels.lastName, expected: "Doe" },
    ...variantQuestionExpectations(v, plName),
  ];
}
