// Choosing the option whose label MEANS the answer: yes/no synonyms, "decline to answer", text.
import type { QuestionOption } from "../../lib/domain";
import { bestMatch, normalizeText } from "../engine/similarity";

export type Polarity = "yes" | "no" | "decline" | "unknown";

const DECLINE = /\b(decline|prefer not|rather not|do not wish|don t wish|choose not|not (to )?(say|disclose|answer|specify|self identify)|i don t want to answer|do not want to answer|wish not)\b/;
const NO = /^(no|n|false|none)\b|\b(not|never|no|don t|do not|won t|will not|am not|have not|haven t|cannot|can t|isn t|aren t|doesn t|does not)\b/;
const YES = /^(yes|y|true)\b|\b(i am|i do|i will|i have|i can|i identify|authorized|eligible|willing|able|agree|accept|confirm)\b/;

/** What an option label says, in yes/no terms. */
export function polarity(label: string): Polarity {
  const t = normalizeText(label).replace(/\b(\w+)n t\b/g, "$1n t");
  if (DECLINE.test(t)) return "decline";
  if (NO.test(t)) return "no";
  if (YES.test(t)) return "yes";
  return "unknown";
}

export function pickYesNo(options: QuestionOption[], yes: boolean): QuestionOption | undefined {
  const want: Polarity = yes ? "yes" : "no";
  const matches = options.filter((o) => polarity(o.label) === want);
  return matches.length === 1 ? matches[0] : matches.find((o) => /^(yes|no)$/i.test(o.label.trim())) ?? matches[0];
}

export function pickDecline(options: QuestionOption[]): QuestionOption | undefined {
  return options.find((o) => polarity(o.label) === "decline");
}

const SYNONYMS: Array<string[]> = [
  ["united states", "united states of america", "usa", "us", "u s", "america"],
  ["united kingdom", "uk", "great britain", "england"],
  ["male", "man"],
  ["female", "woman"],
  ["non binary", "nonbinary", "genderqueer"],
];

function expand(text: string): string[] {
  const t = normalizeText(text);
  const group = SYNONYMS.find((g) => g.includes(t));
  return group ? [text, ...group] : [text];
}

/** An option naming a numeric range ("3-5", "10+", "Less than 1") that holds a number. */
function pickByNumber(options: QuestionOption[], n: number): QuestionOption | undefined {
  return options.find((o) => {
    const t = o.label.toLowerCase().replace(/,/g, "");
    let m = /(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)/.exec(t);
    if (m) return n >= Number(m[1]) && n <= Number(m[2]);
    m = /(\d+(?:\.\d+)?)\s*\+|(?:more than|over|at least)\s*(\d+(?:\.\d+)?)/.exec(t);
    if (m) return n >= Number(m[1] ?? m[2]);
    m = /(?:less than|under|fewer than)\s*(\d+(?:\.\d+)?)/.exec(t);
    if (m) return n < Number(m[1]);
    m = /^(\d+(?:\.\d+)?)\b/.exec(t);
    return !!m && Number(m[1]) === n;
  });
}

/** The option whose label best matches a text answer (with a few synonyms), if any fits. */
export function pickByText(options: QuestionOption[], text: string): QuestionOption | undefined {
  if (/^\s*\d+(\.\d+)?\s*$/.test(text)) {
    const byNumber = pickByNumber(options, Number(text));
    if (byNumber) return byNumber;
  }
  for (const candidate of expand(text)) {
    const exact = options.find((o) => normalizeText(o.label) === normalizeText(candidate) || o.value === candidate);
    if (exact) return exact;
  }
  const labels = options.map((o) => o.label);
  // Prefer an option that starts with the answer ("Asian" -> "Asian (Not Hispanic or Latino)").
  const starts = options.find((o) => normalizeText(o.label).startsWith(normalizeText(text) + " "));
  if (starts) return starts;
  const i = bestMatch(text, labels, 0.5);
  return i >= 0 ? options[i] : undefined;
}
