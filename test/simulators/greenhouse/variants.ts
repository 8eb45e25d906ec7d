// The seeded variants (../variants.ts) on Greenhouse's new board: the standard fields' labels reworded,
// the custom questions shuffled (employers order them; the standard fields keep their place), extra
// questions as Greenhouse asks them (every single choice a react-select, Yes = 1 / No = 0, a multiple
// choice or a lone acknowledgement box a multi_value_multi_select of checkboxes `question_{id}[]`), a
// second level shown only for its first level's answer, display text between the custom questions,
// the cookie banner and the confirmation shapes. Greenhouse facts are sourced at the top of index.ts;
// that the system fields' labels vary is NOT Greenhouse's (they are fixed there): it is the variation
// the issue asks of every simulator.
import type { GhQuestion, GhValue } from "./types";
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, variantFor, parentOf } from "../variants";

export const ghQid = (q: Question) => 5000 + Number(q.key.slice(1));
const multi = (q: Question) => q.widget === "checkboxes" || q.widget === "checkbox";
export const ghName = (q: Question) => `question_${ghQid(q)}${multi(q) ? "[]" : ""}`;

export function ghValues(q: Question): GhValue[] {
  if (q.widget === "checkbox") return [{ value: 1, label: q.label }];
  if (q.widget === "yesno")
    return [
      { value: 1, label: "Yes" },
      { value: 0, label: "No" },
    ];
  return q.options.map((label, i) => ({ value: ghQid(q) * 10 + i, label }));
}

/** The variant's extra questions in the Job Board API's shape (page order). */
export function ghVariantQuestions(v: Variant): GhQuestion[] {
  return questionsOf(v).map((q) => ({
    required: q.required,
    label: q.label,
    fields: [{ name: ghName(q), type: multi(q) ? "multi_value_multi_select" : "multi_value_single_select", values: ghValues(q) }],
  }));
}

/** The standard questions' labels as the variant words them. */
export function ghRelabel(v: Variant, name: string, label: string): string {
  const map: Record<string, string> = {
    first_name: v.labels.firstName,
    last_name: v.labels.lastName,
    email: v.labels.email,
    phone: v.labels.phone,
    question_1001: v.labels.linkedin,
  };
  return map[name] ?? label;
}

/** Field names of the extra questions hidden by the submitted answers (their requiredness lapses). */
export function ghHiddenFields(seed: number, fields: Record<string, string | string[]>): Set<string> {
  const qs = questionsOf(variantFor(seed));
  const hidden = new Set<string>();
  for (const q of qs) {
    if (!q.showIf) continue;
    const parent = parentOf(qs, q)!;
    const want = ghValues(parent).find((x) => x.label === q.showIf!.value)?.value;
    if (String(fields[ghName(parent)] ?? "") !== String(want)) hidden.add(ghName(q));
  }
  return hidden;
}

/** What the board must have received for the test profile. */
export function greenhouseVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "first_name", label: v.labels.firstName, expected: "Jane" },
    { field: "last_name", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    { field: "question_1001", label: v.labels.linkedin, expected: "https://www.linkedin.com/in/janedoe" },
  ];
  for (const q of questionsOf(v)) {
    const values = ghValues(q);
    const idOf = (label: string) => String(values.find((x) => x.label === label)!.value);
    let expected: Expectation["expected"];
    if (expectsNothing(q.expected)) expected = null;
    else if (q.expected === true) expected = ["1"];
    else if (Array.isArray(q.expected)) expected = q.expected.map(idOf);
    else expected = idOf(q.expected);
    out.push({ field: ghName(q), label: q.label, expected });
  }
  return out;
}
