// What a rule claims the answer is, before it is fitted to the question's kind and options.
import type { Question, QuestionOption } from "../../lib/domain";
import type { ApplicantFacts } from "./facts";

export type Claim =
  /** whole: the claim read every condition the question sets (both ends of a range), so a "but not" adds none. */
  | { type: "bool"; value: boolean; from: string; whole?: boolean }
  /** alts: other ways to say the same thing when matching options ("Master of Science" -> "MS"). */
  /** items: the text is a list ("English, French"): a question that takes several options takes each. */
  | { type: "text"; text: string; alts?: string[]; items?: string[]; from: string }
  /** Years, amounts, percents: matched to range options ("3-5 years"), else written as digits. */
  /** unit: written after the digits in a text box, as the label's example has it ("e.g. \"5 years\""). */
  | { type: "number"; n: number; from: string; unit?: string }
  /** When the applicant can start: days from an offer, the words to write, and the date. */
  | { type: "when"; days: number; text: string; iso: string; from: string }
  | { type: "file"; url: string; from: string }
  /** Options read one by one for what they state (work-authorisation status lists). */
  | { type: "choose"; pick: (options: QuestionOption[]) => QuestionOption | undefined; text?: string; from: string }
  /** Self-identification the profile is silent on: the form's decline option, or nothing. */
  | { type: "decline" }
  /** Consent boxes a candidate agrees to by applying through the service. */
  | { type: "consent" }
  /** Opt-ins the application does not need (marketing, talent pools, text messages): declined. */
  | { type: "opt_out" };

/** A question as the rules read it. */
export interface Asked {
  field: Question;
  /** The label in lower-case words, numbers as digits ("two weeks" -> "2 weeks"). */
  text: string;
  /** The option labels, the same way, joined by " | ". */
  optionsText: string;
  /** The asking sentence alone, the same way: "Do you identify as a woman?" after a preamble. */
  question: string;
  /** Which entry of a repeated section it asks of (FormField's `entry`; 0 the first). */
  entry: number;
  /** The question says "not": a yes/no answer is turned around. */
  negated: boolean;
  /** It adds a condition with "but not" or "and not" (text.ts CONJUNCT_NOT). */
  conjunctNot: boolean;
}

export interface Rule {
  name: string;
  /** The corpus category (test/answers/corpus.jsonl) this rule answers. */
  category: string;
  /** Answered only from an explicit profile fact or a decline option, never from a default. */
  sensitive?: boolean;
  /** Recognises the question: a pattern over the label's words, or a predicate. */
  test: RegExp | ((q: Asked) => boolean);
  /** A pattern that must NOT match the label (keeps near-miss questions out). */
  not?: RegExp;
  claim(f: ApplicantFacts, q: Asked): Claim | null;
}

export const bool = (value: boolean | undefined, from: string): Claim | null =>
  typeof value === "boolean" ? { type: "bool", value, from } : null;
export const text = (value: unknown, from: string, alts?: string[]): Claim | null =>
  value === undefined || value === null || value === ""
    ? null
    : Array.isArray(value)
      ? { type: "text", text: value.join(", "), items: value.map(String), from, alts }
      : { type: "text", text: String(value), from, alts };
/** A boolean profile field by dot path. */
export const boolAt = (path: string) => (f: ApplicantFacts) => {
  const fact = f.bool(path);
  return fact ? bool(fact.value, fact.from) : null;
};
export const textAt = (path: string) => (f: ApplicantFacts) => {
  const fact = f.at(path);
  return fact ? text(fact.value, fact.from) : null;
};
