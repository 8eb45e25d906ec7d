// The seeded variants (../variants.ts) on Workday's wizard (index.ts): My Information's name and phone
// labels reworded, the employer's Application Questions shuffled (employers order their
// questionnaire), and the variant's questions added to that step as questionnaire items
// `primaryQuestionnaire--{id}`: a yes/no or single choice as Workday's listbox picker under a legend
// (as the employer's own questions, described), a radio choice as a radio fieldset, a multiple choice
// as a group of checkboxes, one box as a lone checkbox; display text as the employer's rich text.
// GUESSES: radios, checkbox groups and lone boxes among the questionnaire's items (only pickers and
// the disability checkboxes are described), a second level shown only for its first level's answer,
// and the cookie banner and the confirmation shapes (../variants.ts) on Workday's pages.
import { createHash } from "node:crypto";
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export interface WdQuestion {
  type: "question";
  /** The control's id and what the page posts it as. */
  id: string;
  box: string;
  kind: "picker" | "radio" | "checkboxes" | "checkbox";
  label: string;
  options: string[];
  required: boolean;
  /** "{id}={label}": shown only while the control `id` has that answer. */
  dependsOn?: string;
}
export interface WdDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type WdItem = WdQuestion | WdDisplay;

const box = (q: Question, seed: number) => createHash("sha1").update(`variant:${seed}:${q.key}`).digest("hex").slice(0, 32);
export const wdQuestionId = (q: Question, seed: number) => `primaryQuestionnaire--${box(q, seed)}`;
const optionsOf = (q: Question) => (q.widget === "yesno" ? ["Yes", "No"] : q.options);

export function workdayVariantItems(v: Variant): WdItem[] {
  const qs = questionsOf(v);
  return v.items.map((item): WdItem => {
    if (item.type === "display") return { type: "display", kind: item.kind, text: item.text };
    const parent = parentOf(qs, item);
    const kind =
      item.widget === "checkbox" ? "checkbox" : item.widget === "checkboxes" ? "checkboxes" : item.widget === "radio" ? "radio" : "picker";
    return {
      type: "question",
      id: wdQuestionId(item, v.seed),
      box: box(item, v.seed),
      kind,
      label: item.label,
      options: optionsOf(item),
      required: item.required,
      ...(parent ? { dependsOn: `${wdQuestionId(parent, v.seed)}=${item.showIf!.value}` } : {}),
    };
  });
}

export function workdayVariantExpectations(v: Variant): Expectation[] {
  const out: Expectation[] = [
    { field: "name--legalName--firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "name--legalName--lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phoneNumber--phoneNumber", label: v.labels.phone, expected: "+14155550100" },
    // My Experience's Education entry, made by pressing its Add (experience.ts), from the test profile.
    { field: "education-1--school", label: "School or University", expected: "Stanford University" },
    { field: "education-1--degree", label: "Degree", expected: "Bachelor's Degree" },
    { field: "workExperience-1--jobTitle", label: "Job Title", expected: null },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    const field = wdQuestionId(q, v.seed);
    if (q.widget === "checkbox") out.push({ field, label: q.label, expected: e === true ? "true" : null });
    else out.push({ field, label: q.label, expected: expectsNothing(e) ? null : (e as string | string[]) });
  }
  return out;
}
