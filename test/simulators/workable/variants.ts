// The seeded variants (../variants.ts) on Workable's form: the personal fields' labels reworded, the
// "Details" section's questions shuffled (employers order them), the variant's questions in the form
// JSON the way the page renders them (a yes/no as Workable's `boolean` YES/NO radiogroup, a single
// choice as a listbox `dropdown` or a `multiple_choice` radiogroup of its options, a multiple choice as
// `multiple` checkboxes, a lone box as `checkbox`, display text as `statement`: the last four types'
// names and markup are GUESSES shaped like the measured ones), a second level shown only for its first
// level's answer, the cookie banner and the confirmation shapes. Workable facts: top of index.ts.
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export const wkId = (q: Question) => `QA_77${String(Number(q.key.slice(1))).padStart(5, "0")}`;
export const wkOptions = (q: Question) => q.options.map((name, i) => ({ name, value: String(i + 1) }));
export const wkType = (q: Question) =>
  q.widget === "yesno"
    ? "boolean"
    : q.widget === "select"
      ? "dropdown"
      : q.widget === "radio"
        ? "multiple_choice"
        : q.widget === "checkboxes"
          ? "multiple"
          : "checkbox";

/** The variant's items as form-definition fields (Details section). */
export function workableVariantFields(v: Variant) {
  const qs = questionsOf(v);
  return v.items.map((item) => {
    if (item.type === "display") return { id: `ST_${item.key}`, label: item.text, type: "statement", required: false, kind: item.kind };
    const q = item,
      parent = parentOf(qs, q);
    return {
      id: wkId(q),
      label: q.label,
      type: wkType(q),
      required: q.required,
      ...(q.widget === "yesno" || q.widget === "checkbox" ? {} : { options: wkOptions(q) }),
      ...(parent ? { showIf: { id: wkId(parent), value: wkOptions(parent).find((o) => o.name === q.showIf!.value)!.value } } : {}),
    };
  });
}

export function workableVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "firstname", label: v.labels.firstName, expected: "Jane" },
    { field: "lastname", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected,
      opts = wkOptions(q),
      idOf = (name: string) => opts.find((o) => o.name === name)!.value;
    let expected: Expectation["expected"];
    if (expectsNothing(e)) expected = null;
    else if (e === true) expected = "true";
    else if (q.widget === "yesno") expected = e === "Yes" ? "true" : "false";
    else expected = Array.isArray(e) ? e.map(idOf) : idOf(e);
    out.push({ field: wkId(q), label: q.label, expected });
  }
  return out;
}
