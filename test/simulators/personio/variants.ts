// The seeded variants (../variants.ts) on Personio's application form (captured, see index.ts): the
// contact fields' labels reworded, the standard fields and the job's custom attributes shuffled together
// (Personio lets an employer order the form's fields: the captures interleave custom attributes with the
// standard ones, e.g. a "Gender" attribute before "Email"), the variant's questions added as custom
// attributes `custom_attribute_{id}`: a yes/no and a single choice (radios or a select alike) as a
// captured list attribute, a native `<select>` whose options are valued `custom_option_{n}` ("Please
// select" first; the captures ask Yes/No this way, e.g. "Is your application motivated by a GESIS
// Ambassador"). GUESSES: a multiple choice as a group of checkboxes (no capture shows a multi-value
// attribute; only the "Select all" string in the page's translations hints at one); the two lone boxes
// as single checkbox attributes valued "true" (no captured form has a consent box: the privacy statement
// is a footer link); a second level shown only for its first level's answer; display text as a
// paragraph or heading between fields; the cookie banner and the confirmation shapes.
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export type PKind = "text" | "select" | "checkboxes" | "checkbox";
export interface PAttribute {
  type: "attribute";
  id: number;
  kind: PKind;
  required: boolean;
  label: string;
  /** select / checkboxes: option texts, valued custom_option_{optionBase + i}. */
  options: string[];
  /** A follow-up: shown only while the attribute `id` has the value `value`. */
  showIf?: { id: number; value: string };
}
export interface PDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type PItem = PAttribute | PDisplay;

export const pioId = (q: Question) => 6000 + Number(q.key.slice(1));
/** The value of option `i` of attribute `id` (captured shape `custom_option_{n}`; the numbering is ours). */
export const optionValue = (id: number, i: number) => `custom_option_${id * 10 + i + 1}`;

function attribute(q: Question, parent?: Question): PAttribute {
  const id = pioId(q);
  const kind: PKind = q.widget === "checkbox" ? "checkbox" : q.widget === "checkboxes" ? "checkboxes" : "select";
  const options = q.widget === "yesno" ? ["Yes", "No"] : q.options;
  const showIf =
    parent && q.showIf
      ? {
          id: pioId(parent),
          value: optionValue(pioId(parent), (parent.widget === "yesno" ? ["Yes", "No"] : parent.options).indexOf(q.showIf.value)),
        }
      : undefined;
  return { type: "attribute", id, kind, required: q.required, label: q.label, options, ...(showIf ? { showIf } : {}) };
}

/** The variant's attributes and display text in page order. */
export function personioVariantItems(v: Variant): PItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): PItem => {
    if (item.type === "display") return { type: "display", kind: item.kind, text: item.text };
    return attribute(item, parentOf(qs, item));
  });
}

export function personioVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "first_name", label: v.labels.firstName, expected: "Jane" },
    { field: "last_name", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    const field = `custom_attribute_${pioId(q)}`;
    if (q.widget === "checkbox") {
      out.push({ field, label: q.label, expected: e === true ? "true" : null });
      continue;
    }
    const options = q.widget === "yesno" ? ["Yes", "No"] : q.options;
    const valueOf = (text: string) => optionValue(pioId(q), options.indexOf(text));
    if (expectsNothing(e)) out.push({ field, label: q.label, expected: null });
    else if (q.widget === "checkboxes") out.push({ field, label: q.label, expected: (e as string[]).map(valueOf) });
    else out.push({ field, label: q.label, expected: valueOf(e as string) });
  }
  return out;
}
