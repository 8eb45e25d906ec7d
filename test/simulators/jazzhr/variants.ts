// The seeded variants (../variants.ts) on JazzHR's application form: the contact fields' labels
// reworded, the job's questionnaire shuffled (an employer orders its questionnaire), the variant's
// questions added after it in the widgets measured on live forms (index.ts header): a single choice,
// radio or select alike, as an employer select starting with "-- No answer --"; a yes/no as two
// checkboxes YES / NO; a multiple choice as a checkbox question (one box per option, joined into the
// hidden answer); a lone box as a checkbox question with the single option YES (as the measured "I
// certify ..." attestation). GUESSES: display text as a heading or a paragraph between questions (as
// the page's own "The following questions are entirely optional."); a second level shown only once its
// first level has the answer it belongs to; the cookie banner; the confirmation shapes other than the
// thanks page (those post the form with fetch).
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export type JKind = "select" | "checkboxes" | "text" | "heading" | "paragraph";
/** A questionnaire entry (index.ts renders it). */
export interface JQuestion {
  n: number;
  label: string;
  required: boolean;
  kind: JKind;
  options?: string[];
  /** A second level: asked only while the question `n` has the answer `value`. */
  showIf?: { n: number; value: string };
}

export const jzN = (q: Question) => 100 + Number(q.key.slice(1));
const optionsOf = (q: Question) => (q.widget === "yesno" ? ["YES", "NO"] : q.widget === "checkbox" ? ["YES"] : q.options);
const isBoxes = (q: Question) => q.widget === "yesno" || q.widget === "checkboxes" || q.widget === "checkbox";

/** The variant's items as questionnaire entries, in page order. */
export function jazzhrVariantQuestions(v: Variant): JQuestion[] {
  const qs = questionsOf(v);
  let d = 0;
  return v.items.map((item): JQuestion => {
    if (item.type === "display") return { n: 900 + ++d, label: item.text, required: false, kind: item.kind };
    const parent = parentOf(qs, item);
    return {
      n: jzN(item),
      label: item.label,
      required: item.required,
      kind: isBoxes(item) ? "checkboxes" : "select",
      options: optionsOf(item),
      ...(parent ? { showIf: { n: jzN(parent), value: item.showIf!.value } } : {}),
    };
  });
}

/** What the hidden answer of a checkbox question holds: each ticked option + "-||-", in page order. */
const joined = (options: string[], ticked: string[]) =>
  options
    .filter((o) => ticked.includes(o))
    .map((o) => `${o}-||-`)
    .join("");

export function jazzhrVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "resumator-firstname-value", label: v.labels.firstName, expected: "Jane" },
    { field: "resumator-lastname-value", label: v.labels.lastName, expected: "Doe" },
    { field: "resumator-phone-value", label: v.labels.phone, expected: "+14155550100" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected,
      field = `resumator-questionnaire[${jzN(q)}]`;
    let expected: Expectation["expected"];
    // An employer select left alone still sends its "-- No answer --" option (a hidden second level nothing).
    if (expectsNothing(e)) expected = isBoxes(q) || q.showIf ? null : "resumator_no_selection";
    else if (q.widget === "checkbox") expected = "YES-||-";
    else if (q.widget === "yesno") expected = joined(["YES", "NO"], [String(e).toUpperCase()]);
    else if (q.widget === "checkboxes") expected = joined(q.options, e as string[]);
    else expected = e as string;
    out.push({ field, label: q.label, expected });
  }
  return out;
}
