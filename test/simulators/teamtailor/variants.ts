// The seeded variants (../variants.ts) on Teamtailor's application form: the personal fields' labels
// reworded, the job's screening questions shuffled (employers order a job's questions), the variant's
// questions added after them in Teamtailor's own question kinds (captured, see index.ts): a yes/no
// as a `boolean` question (radios valued true/false), a single choice as a `choice` question shown as
// radios (`radio`) or as the dropdown menu over hidden radios (`select`), a multiple choice as `choices[]`
// checkboxes, and the two lone boxes as Teamtailor's own consent boxes: the data-processing consent as
// `candidate[consent_given]` (hidden 0 + checkbox 1), the talent-pool opt-in as
// `candidate[consent_given_future_jobs]` (without a privacy_consent question the form carries the
// captured notice shape: a hidden consent_given=1 under "By submitting this application, I agree ...").
// Choice values are the options' numbers 1..n (captured). GUESSES: a second level as a Teamtailor
// follow-up question shown only for its first level's answer; display text as a heading or paragraph
// between questions; the cookie banner and the confirmation shapes.
import { type Expectation, type Question, type Variant, expectsNothing, questionsOf, parentOf } from "../variants";

export type TTKind = "boolean" | "choice" | "choices" | "text" | "date";
export interface TTQuestion {
  type: "question";
  id: number;
  uuid: string;
  kind: TTKind;
  mandatory: boolean;
  label: string;
  /** choice / choices: option texts, valued 1..n. */
  options?: string[];
  /** choice / choices shown as the dropdown menu. */
  dropdown?: boolean;
  /** A follow-up: shown only while the question `id` has the choice `value`. */
  showIf?: { id: number; value: string };
}
export interface TTDisplay {
  type: "display";
  kind: "heading" | "paragraph";
  text: string;
}
export type TTItem = TTQuestion | TTDisplay;

const isBox = (q: Question) => q.widget === "checkbox";
export const ttId = (q: Question) => 9000 + Number(q.key.slice(1));

function ttQuestion(q: Question, parent?: Question): TTQuestion {
  const base = {
    type: "question" as const,
    id: ttId(q),
    uuid: `5eed0000-0000-4000-8000-${String(ttId(q)).padStart(12, "0")}`,
    mandatory: q.required,
    label: q.label,
  };
  const showIf = parent && q.showIf ? { id: ttId(parent), value: String(parent.options.indexOf(q.showIf.value) + 1) } : undefined;
  if (q.widget === "yesno") return { ...base, kind: "boolean", ...(showIf ? { showIf } : {}) };
  if (q.widget === "checkboxes") return { ...base, kind: "choices", options: q.options, ...(showIf ? { showIf } : {}) };
  return { ...base, kind: "choice", options: q.options, dropdown: q.widget === "select", ...(showIf ? { showIf } : {}) };
}

/** The variant's items in page order, its boxes left out (they are the consent boxes). */
export function teamtailorVariantItems(v: Variant): TTItem[] {
  const qs = questionsOf(v);
  return v.items.flatMap((item): TTItem[] => {
    if (item.type === "display") return [{ type: "display", kind: item.kind, text: item.text }];
    if (isBox(item)) return [];
    return [ttQuestion(item, parentOf(qs, item))];
  });
}

/** The variant's wording of the two consent boxes (absent: the notice shape / no opt-in). */
export function teamtailorVariantConsents(v: Variant): { consent?: string; futureJobs?: string } {
  const qs = questionsOf(v);
  return {
    consent: qs.find((q) => q.bank === "privacy_consent")?.label,
    futureJobs: qs.find((q) => q.bank === "marketing_opt_in")?.label,
  };
}

/**
 * `questions` is the page's full question list (teamtailorQuestions in index.ts): an answer's
 * index N is its question's place in it.
 */
export function teamtailorVariantExpectations(v: Variant, questions: TTQuestion[]): Expectation[] {
  const out: Expectation[] = [
    { field: "candidate[first_name]", label: v.labels.firstName, expected: "Jane" },
    { field: "candidate[last_name]", label: v.labels.lastName, expected: "Doe" },
    { field: "candidate[phone]", label: v.labels.phone, expected: "+14155550100" },
  ];
  for (const q of questionsOf(v)) {
    const e = q.expected;
    if (isBox(q)) {
      const field = q.bank === "privacy_consent" ? "candidate[consent_given]" : "candidate[consent_given_future_jobs]";
      out.push({ field, label: q.label, expected: e === true ? ["0", "1"] : ["0"] });
      continue;
    }
    const n = questions.findIndex((x) => x.id === ttId(q));
    const a = `candidate[answers_attributes][${n}]`;
    if (q.widget === "yesno") {
      out.push({ field: `${a}[boolean]`, label: q.label, expected: expectsNothing(e) ? null : e === "Yes" ? "true" : "false" });
      continue;
    }
    const valueOf = (text: string) => String(q.options.indexOf(text) + 1);
    if (q.widget === "checkboxes")
      out.push({ field: `${a}[choices][]`, label: q.label, expected: expectsNothing(e) ? null : (e as string[]).map(valueOf) });
    else out.push({ field: `${a}[choice]`, label: q.label, expected: expectsNothing(e) ? null : valueOf(e as string) });
  }
  return out;
}
