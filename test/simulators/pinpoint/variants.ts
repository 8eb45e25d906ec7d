// The seeded variants (../variants.ts) on Pinpoint's application form: the personal details' labels
// reworded, the job's questions shuffled (an employer orders its job's questions), the variant's
// questions added after them in the Questions section as further `answers_attributes` in the kinds
// transcribed from live forms (index.ts header): a yes/no as a `boolean` question (true/false radios), a
// single choice, radio or select alike, as a `choice` react-select. GUESSES, shaped like those: a
// multiple choice as checkboxes `[N][choices][]`; a lone box as Rails' check box pair (hidden "0", box
// "1", as the page's own process_information consent) `[N][boolean_answer]`; display text as the form's
// `external-form__text` paragraphs or a heading; a second level shown only once its first level has the
// answer it belongs to; the cookie banner; the confirmation shapes other than the thank-you page (those
// post the form with fetch).
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export type PpType = "boolean" | "number" | "text" | "choice" | "choices" | "box" | "heading" | "paragraph";
/** A question of the job's form (index.ts renders it). */
export interface PpQuestion {
  n: number;
  type: PpType;
  title: string;
  required: boolean;
  options?: string[];
  /** A second level: asked only while question `n` has the answer `value`. */
  showIf?: { n: number; value: string };
}

export const ppN = (q: Question) => 100 + Number(q.key.slice(1));
const typeOf = (q: Question): PpType =>
  q.widget === "yesno" ? "boolean" : q.widget === "checkboxes" ? "choices" : q.widget === "checkbox" ? "box" : "choice";
/** The request key that carries the answer of the question whose keys start with `base`. */
export function answerName(base: string, t: PpType): string {
  if (t === "choices") return `${base}[choices][]`;
  const key = { boolean: "boolean_answer", box: "boolean_answer", number: "number_answer", text: "text_answer", choice: "choice" }[
    t as "boolean"
  ];
  return `${base}[${key}]`;
}

/** The variant's items as questions of the form, in page order. */
export function pinpointVariantQuestions(v: Variant): PpQuestion[] {
  const qs = questionsOf(v);
  let d = 0;
  return v.items.map((item): PpQuestion => {
    if (item.type === "display") return { n: 900 + ++d, type: item.kind, title: item.text, required: false };
    const parent = parentOf(qs, item);
    const type = typeOf(item);
    return {
      n: ppN(item),
      type,
      title: item.label,
      required: item.required,
      ...(type === "choice" || type === "choices" ? { options: item.options } : {}),
      ...(parent ? { showIf: { n: ppN(parent), value: item.showIf!.value } } : {}),
    };
  });
}

export function pinpointVariantExpectations(v: Variant): Expectation[] {
  const A = "application_form[application]";
  const out: Expectation[] = [
    { field: `${A}[first_name]`, label: v.labels.firstName, expected: "Jane" },
    { field: `${A}[last_name]`, label: v.labels.lastName, expected: "Doe" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected,
      type = typeOf(q);
    let expected: Expectation["expected"];
    // The box posts its hidden "0" always and "1" when ticked: the answer is the last value sent (`answer[N]`).
    if (type === "box") expected = e === true ? "1" : "0";
    else if (expectsNothing(e)) expected = null;
    else if (type === "boolean") expected = e === "Yes" ? "true" : "false";
    else expected = e as string | string[];
    out.push({ field: `answer[${ppN(q)}]`, label: q.label, expected });
  }
  return out;
}
