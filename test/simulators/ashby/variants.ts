// The seeded variants (../variants.ts) on Ashby's form: the system fields' titles reworded, the
// application section's entries shuffled (Ashby lets employers order the whole form), the variant's
// questions as ApiJobPosting entries (a yes/no as `Boolean` Yes/No buttons, a single choice as a
// `ValueSelect` radio group, a multiple choice as `MultiValueSelect` checkboxes, a lone box as a
// one-option `MultiValueSelect` like `_systemfield_data_consent_ack`; values are the labels), a second
// level shown only for its first level's answer (`showIf` on the entry, and display text as `RichText`
// entries: both GUESSES about how Ashby sends them), the cookie banner and the confirmation shapes.
// Ashby facts: top of index.ts.
import { type Expectation, type Question, type Variant, boxTitle, expectsNothing, questionsOf, parentOf } from "../variants";

export const ashbyPath = (key: string) =>
  `a5b1${key.replace(/\D/g, "").padStart(4, "0")}-0000-4000-8000-00000000${key.startsWith("d") ? "d15" : "000"}0`;

export interface VariantEntry {
  id: string;
  isRequired: boolean;
  descriptionHtml: string | null;
  field: { path: string; title: string; type: string; selectableValues?: { label: string; value: string }[] };
  showIf?: { path: string; value: unknown };
  kind?: string;
}

const values = (xs: string[]) => xs.map((label) => ({ label, value: label }));

export function ashbyVariantEntries(v: Variant): VariantEntry[] {
  const qs = questionsOf(v);
  return v.items.map((item, i) => {
    if (item.type === "display")
      return {
        id: `d15b1a7e-0000-4000-8000-${String(i).padStart(12, "0")}`,
        isRequired: false,
        descriptionHtml: null,
        field: { path: ashbyPath(item.key), title: item.text, type: "RichText" },
        kind: item.kind,
      };
    const q = item,
      parent = parentOf(qs, q);
    const field =
      q.widget === "yesno"
        ? { type: "Boolean" }
        : q.widget === "checkbox"
          ? { type: "MultiValueSelect", selectableValues: values([q.label]) }
          : q.widget === "checkboxes"
            ? { type: "MultiValueSelect", selectableValues: values(q.options) }
            : { type: "ValueSelect", selectableValues: values(q.options) };
    return {
      id: `e7a1b1a7-0000-4000-8000-${String(i).padStart(12, "0")}`,
      isRequired: q.required,
      descriptionHtml: null,
      field: { path: ashbyPath(q.key), title: q.widget === "checkbox" ? boxTitle(q) : q.label, ...field },
      ...(parent
        ? { showIf: { path: ashbyPath(parent.key), value: parent.widget === "yesno" ? q.showIf!.value === "Yes" : q.showIf!.value } }
        : {}),
    };
  });
}

export function ashbyVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "_systemfield_name", label: v.labels.fullName, expected: "Jane Doe" },
    { field: "a5b00003-0000-4000-8000-000000000003", label: v.labels.phone, expected: "+14155550100" },
    { field: "a5b0ffff-0000-4000-8000-00000000ffff", label: v.labels.linkedin, expected: "https://www.linkedin.com/in/janedoe" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    let expected: Expectation["expected"];
    if (expectsNothing(e)) expected = null;
    else if (e === true) expected = [q.label];
    else if (q.widget === "yesno") expected = e === "Yes" ? "true" : "false";
    else expected = e;
    out.push({ field: ashbyPath(q.key), label: q.label, expected });
  }
  return out;
}
export type { Question };
