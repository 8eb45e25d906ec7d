// The seeded variants (../variants.ts) on the SuccessFactors application page (index.ts): Profile
// Information's first name, last name and cell phone labels reworded (the application template is the
// employer's; Create an Account's fields are not configurable, so they stay), the Job-Specific
// questions shuffled (employers order their question library), and the variant's items added to that
// section: a yes/no or radio choice as the screening question's radio group `fbjq_question_{n}` valued
// with option numbers (as the page's other screening questions), a dropdown choice as a select with
// "No Selection" (as the page's other picklists). GUESSES: a multiple choice as checkboxes valued with
// option numbers, a lone box as one checkbox valued "true", display text as a heading or paragraph in
// the section, a second level shown only for its first level's answer, and the cookie banner and the
// confirmation shapes on SuccessFactors' pages.
import { h } from "../core";
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";
import { type Errors, type Vals, checkbox, checkboxes, radios, select } from "./pages";

export interface SfVariantQuestion {
  type: "question";
  name: string;
  kind: "radios" | "select" | "checkboxes" | "checkbox";
  label: string;
  options: string[];
  required: boolean;
  /** Shown only while the field `name` has the value `value` (an option number for radios). */
  showIf?: { name: string; value: string };
}
export interface SfVariantDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type SfVariantItem = SfVariantQuestion | SfVariantDisplay;

export const sfName = (q: Question) => `fbjq_question_${40 + Number(q.key.slice(1))}`;
const optionsOf = (q: Question) => (q.widget === "yesno" ? ["Yes", "No"] : q.options);
const kindOf = (q: Question): SfVariantQuestion["kind"] =>
  q.widget === "select" ? "select" : q.widget === "checkboxes" ? "checkboxes" : q.widget === "checkbox" ? "checkbox" : "radios";
/** What the page posts for an option: radios and checkboxes its number, a select its text. */
export const sfValue = (q: Question, option: string) => (kindOf(q) === "select" ? option : String(optionsOf(q).indexOf(option)));

export function successFactorsVariantItems(v: Variant): SfVariantItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): SfVariantItem => {
    if (item.type === "display") return { type: "display", kind: item.kind, text: item.text };
    const parent = parentOf(qs, item);
    return {
      type: "question",
      name: sfName(item),
      kind: kindOf(item),
      label: item.label,
      options: optionsOf(item),
      required: item.required,
      ...(parent ? { showIf: { name: sfName(parent), value: sfValue(parent, item.showIf!.value) } } : {}),
    };
  });
}

/** A seeded variant's item in Job-Specific Information (variants.ts); a second level waits for its answer. */
export function variantField(vals: Vals, item: SfVariantItem, e: Errors): string {
  if (item.type === "display")
    return item.kind === "heading" ? `<h3 class="rcmSubHeading">${h(item.text)}</h3>` : `<p class="rcmStatement">${h(item.text)}</p>`;
  const { name, label, options, required: req } = item;
  const html =
    item.kind === "radios"
      ? radios(vals, name, label, options, req, e)
      : item.kind === "select"
        ? select(vals, name, label, options, req, e)
        : item.kind === "checkboxes"
          ? checkboxes(vals, name, label, options, req, e)
          : checkbox(vals, name, label, req, e);
  return item.showIf
    ? `<div data-show-if="${h(item.showIf.name)}" data-show-if-value="${h(item.showIf.value)}" hidden>${html}</div>`
    : html;
}

export function successFactorsVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "tor__ffirstName", label: v.labels.firstName, expected: "Jane" },
    { field: "tor__flastName", label: v.labels.lastName, expected: "Doe" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    let expected: Expectation["expected"];
    if (expectsNothing(e)) expected = null;
    else if (e === true) expected = "true";
    else expected = Array.isArray(e) ? e.map((o) => sfValue(q, o)) : sfValue(q, e as string);
    out.push({ field: sfName(q), label: q.label, expected });
  }
  return out;
}
