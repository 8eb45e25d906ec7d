// The seeded variants (../variants.ts) on the iCIMS portal (index.ts): the Candidate Profile's name,
// e-mail and phone labels reworded, the employer's Job-Specific Questions shuffled (employers build
// and order their questionnaires), and the variant's items added to that step as custom questions
// `rcf{n}`: a yes/no or dropdown choice as iCIMS's list field (the hidden select and its
// `_icimsDropdown` anchor, sourced), a radio choice as radios (the EEO step's disability radios,
// sourced). GUESSES: a multiple choice as a group of checkboxes sharing the name, a lone box as one
// checkbox valued "Yes" (as the Confirm step's signature boxes), display text as a heading or a
// paragraph between the questions, a second level shown only for its first level's answer (a small
// script on the page; no source shows iCIMS's conditional questions), the cookie banner on
// every page of the portal's content, and the confirmation shapes after Confirm Application.
import { h } from "../core";
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";
import { type Errors, boxRow, checkboxesRow, dropdownRow, radioRow } from "./pages";

type Values = Record<string, string | string[]>;

export interface IcVariantQuestion {
  type: "question";
  name: string;
  kind: "dropdown" | "radio" | "checkboxes" | "checkbox";
  label: string;
  options: string[];
  required: boolean;
  /** Shown only while the question `name` has the answer `value`. */
  showIf?: { name: string; value: string };
}
export interface IcVariantDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type IcVariantItem = IcVariantQuestion | IcVariantDisplay;

export const icName = (q: Question) => `rcf77${String(Number(q.key.slice(1))).padStart(2, "0")}`;

export function icimsVariantItems(v: Variant): IcVariantItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): IcVariantItem => {
    if (item.type === "display") return { type: "display", kind: item.kind, text: item.text };
    const parent = parentOf(qs, item);
    const kind =
      item.widget === "radio"
        ? "radio"
        : item.widget === "checkboxes"
          ? "checkboxes"
          : item.widget === "checkbox"
            ? "checkbox"
            : "dropdown";
    return {
      type: "question",
      name: icName(item),
      kind,
      label: item.label,
      options: item.widget === "yesno" ? ["Yes", "No"] : item.options,
      required: item.required,
      ...(parent ? { showIf: { name: icName(parent), value: item.showIf!.value } } : {}),
    };
  });
}

/** A seeded variant's item on Job-Specific Questions (variants.ts); a second level waits for its answer. */
export function variantRow(vals: Values, item: IcVariantItem, errs: Errors): string {
  if (item.type === "display")
    return item.kind === "heading" ? `<h3 class="iCIMS_SubHeader">${h(item.text)}</h3>` : `<p class="iCIMS_InfoMsg">${h(item.text)}</p>`;
  const { name, label, options, required } = item;
  const html =
    item.kind === "dropdown"
      ? dropdownRow(vals, name, label, options, required, errs)
      : item.kind === "radio"
        ? radioRow(vals, name, label, options, required, errs)
        : item.kind === "checkboxes"
          ? checkboxesRow(vals, name, label, options, required, errs)
          : boxRow(vals, name, label, required, errs);
  return item.showIf
    ? `<div data-show-if="${h(item.showIf.name)}" data-show-if-value="${h(item.showIf.value)}" hidden>${html}</div>`
    : html;
}

export function icimsVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "PersonProfileFields.FirstName", label: v.labels.firstName, expected: "Jane" },
    { field: "PersonProfileFields.LastName", label: v.labels.lastName, expected: "Doe" },
    ...variantQuestionExpectations(v, icName, "Yes"),
  ];
}
