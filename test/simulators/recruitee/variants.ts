// The seeded variants (../variants.ts) on Recruitee's application form: the contact fields' labels
// reworded, the offer's open questions shuffled (employers order them: each has a `position`), the
// variant's questions added after them in Recruitee's own kinds (captured, see index.ts): a yes/no as
// `boolean` (radios `.flag` valued true/false), a single choice (radios or a select alike: Recruitee
// draws every `single_choice` as radios valued with the option's text) as `single_choice`, a multiple
// choice as `multi_choice` checkboxes (`.multiContent`), display text as an `infobox`, and the two lone
// boxes as Legal Agreements (`candidate.agreements.N.consent`): the data-processing consent required,
// the talent-pool opt-in optional. GUESSES: a second level shown only for its first level's answer
// (Recruitee has no conditional questions that a capture shows); the cookie banner; the confirmation
// shapes other than the captured "All done!" panel.
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export type RKind = "string" | "text" | "boolean" | "single_choice" | "multi_choice" | "date" | "infobox";
export interface OpenQuestion {
  id: number;
  kind: RKind;
  required: boolean;
  body: string;
  options: string[];
  /** A follow-up: shown only while the question `id` is answered `value`. */
  showIf?: { id: number; value: string };
}
export interface Agreement {
  id: number;
  required: boolean;
  text: string;
}

export const rcId = (q: Question) => 8800 + Number(q.key.slice(1));
const isBox = (q: Question) => q.widget === "checkbox";

/** The variant's open questions and infoboxes in page order (its boxes are agreements). */
export function recruiteeVariantQuestions(v: Variant): OpenQuestion[] {
  let d = 0;
  return v.items.flatMap((item): OpenQuestion[] => {
    if (item.type === "display") return [{ id: 8700 + ++d, kind: "infobox", required: false, body: item.text, options: [] }];
    if (isBox(item)) return [];
    const kind: RKind = item.widget === "yesno" ? "boolean" : item.widget === "checkboxes" ? "multi_choice" : "single_choice";
    const parent = parentOf(questionsOf(v), item);
    return [
      {
        id: rcId(item),
        kind,
        required: item.required,
        body: item.label,
        options: kind === "boolean" ? [] : item.options,
        ...(parent ? { showIf: { id: rcId(parent), value: item.showIf!.value } } : {}),
      },
    ];
  });
}

/** The variant's agreements (the consent required, the opt-in optional). */
export function recruiteeVariantAgreements(v: Variant): Agreement[] {
  return questionsOf(v)
    .filter(isBox)
    .map((q) => ({ id: 2200 + Number(q.key.slice(1)), required: q.bank === "privacy_consent", text: q.label }));
}

export function recruiteeVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "candidate[name]", label: v.labels.fullName, expected: "Jane Doe" },
    { field: "candidate[phone]", label: v.labels.phone, expected: "+14155550100" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    if (isBox(q)) {
      out.push({ field: `agreement[${2200 + Number(q.key.slice(1))}]`, label: q.label, expected: e === true ? "true" : null });
      continue;
    }
    const expected = expectsNothing(e) ? null : q.widget === "yesno" ? (e === "Yes" ? "true" : "false") : (e as string | string[]);
    out.push({ field: `answer[${rcId(q)}]`, label: q.label, expected });
  }
  return out;
}
