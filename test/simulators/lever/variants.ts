// The seeded variants (../variants.ts) on Lever's apply page: the contact fields' labels reworded, the
// "Additional questions" card's fields shuffled (employers order a card's fields), the variant's
// questions as one more card the way Lever asks them (a yes/no or single choice as `multiple-choice`
// radios, or a `dropdown` select; a multiple choice or a lone box as `multiple-select` checkboxes; the
// submitted value is the option TEXT), a second level shown only for its first level's answer (Lever
// cards have no conditions: GUESS, the page's script hides it), display text between the card's fields,
// the cookie banner and the confirmation shapes (all but "redirect" post the form with fetch, a GUESS
// for Lever). Lever facts are sourced at the top of index.ts.
import type { Card, CardField } from "./page";
import { type Expectation, type Question, type Variant, boxTitle, expectsNothing, questionsOf } from "../variants";

export const VARIANT_CARD = "5e1ec7ed-0000-4000-8000-00000000cafe";
const optionsOf = (texts: string[]) =>
  texts.map((text, i) => ({ text, optionId: `5e1e${String(i).padStart(4, "0")}-0000-4000-8000-00000000cafe` }));

function field(q: Question): CardField {
  const id = `5e1ec7ed-0000-4000-8000-${String(Number(q.key.slice(1))).padStart(12, "0")}`;
  if (q.widget === "checkbox")
    return { type: "multiple-select", text: boxTitle(q), required: q.required, id, options: optionsOf([q.label]) };
  if (q.widget === "checkboxes") return { type: "multiple-select", text: q.label, required: q.required, id, options: optionsOf(q.options) };
  if (q.widget === "select") return { type: "dropdown", text: q.label, required: q.required, id, options: optionsOf(q.options) };
  return { type: "multiple-choice", text: q.label, required: q.required, id, options: optionsOf(q.options) };
}

/** The variant's card: its questions (a second level not required in the template; the server checks it when shown). */
export function leverVariantCard(v: Variant): Card {
  const qs = questionsOf(v);
  const fields = qs.map((q) => ({ ...field(q), ...(q.showIf ? { required: false } : {}) }));
  const display: { before: number; html: string }[] = [];
  let seen = 0;
  for (const item of v.items) {
    if (item.type === "question") {
      seen++;
      continue;
    }
    display.push({
      before: seen,
      html:
        item.kind === "heading"
          ? `<h4 class="card-heading">${escape(item.text)}</h4>`
          : `<p class="card-instructions">${escape(item.text)}</p>`,
    });
  }
  qs.forEach((q, i) => {
    if (!q.showIf) return;
    const parent = qs.findIndex((p) => p.key === q.showIf!.key);
    fields[i].showIf = `cards[${VARIANT_CARD}][field${parent}]=${q.showIf.value}`;
  });
  return { id: VARIANT_CARD, text: "Additional questions", fields, display };
}
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Required second levels the submission left empty though their first level was answered so. */
export function leverVariantMissing(v: Variant, fields: Record<string, string | string[]>): string[] {
  const qs = questionsOf(v);
  const at = (i: number) => [fields[`cards[${VARIANT_CARD}][field${i}]`] ?? []].flat().filter(Boolean);
  return qs.flatMap((q, i) => {
    if (!q.showIf || !q.required) return [];
    const parent = qs.findIndex((p) => p.key === q.showIf!.key);
    return at(parent).includes(q.showIf.value) && !at(i).length ? [q.label] : [];
  });
}

export function leverVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "name", label: v.labels.fullName, expected: "Jane Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    { field: "urls[LinkedIn]", label: v.labels.linkedin, expected: "https://www.linkedin.com/in/janedoe" },
    { field: "consent[marketing]", label: "I agree to be contacted about future opportunities.", expected: null },
  ];
  questionsOf(v).forEach((q, i) => {
    const e = q.expected;
    const expected = expectsNothing(e) ? null : e === true ? [q.label] : e;
    out.push({ field: `cards[${VARIANT_CARD}][field${i}]`, label: q.label, expected });
  });
  return out;
}
