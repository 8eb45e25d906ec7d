// Answers for questions no profile can answer and that are not sensitive (docs/answers.md, "Account
// defaults"): the account's own (`answer_defaults`, set with PATCH /v1/account), else a built-in
// fallback for a required question. Keys are rule names; sensitive rules never take either.
import type { QuestionOption } from "../../lib/domain";
import { normalizeText } from "../engine/similarity";

/** The questions an account may answer for all its candidates, by rule name (rules/identity.ts). */
export const ANSWER_DEFAULT_KEYS = ["how_did_you_hear", "phone_device_type"] as const;
export type AnswerDefaultKey = (typeof ANSWER_DEFAULT_KEYS)[number];

/** An account's answers by rule name, e.g. `{ "how_did_you_hear": "Job board" }`. */
export type AnswerDefaults = Record<string, string>;

export const isAnswerDefaultKey = (key: string): key is AnswerDefaultKey => (ANSWER_DEFAULT_KEYS as readonly string[]).includes(key);

interface BuiltIn {
  /** Written into a text box. */
  text: string;
  /** A list's option: the first pattern (over the normalised label) that one option matches. */
  options: RegExp[];
}

const BUILT_IN: Record<AnswerDefaultKey, BuiltIn> = {
  // A generic "job board" is true of a service applying from a posting; a named board ("Indeed") may not be.
  how_did_you_hear: {
    text: "Job board",
    options: [/\bjob ?(board|site|website)s?\b|\bjob (posting|search) (site|website|engine)s?\b/, /^other\b/],
  },
  phone_device_type: { text: "Mobile", options: [/^(mobile|cell)\b/] },
};

/** The built-in answer of a rule for a text box, if it has one. */
export function builtInText(rule: string): string | undefined {
  return isAnswerDefaultKey(rule) ? BUILT_IN[rule].text : undefined;
}

/** The option a rule's built-in fallback chooses, if one matches (never by position). */
export function builtInOption(rule: string, options: QuestionOption[]): QuestionOption | undefined {
  if (!isAnswerDefaultKey(rule)) return undefined;
  for (const pattern of BUILT_IN[rule].options) {
    const hits = options.filter((o) => pattern.test(normalizeText(o.label)));
    if (hits.length === 1) return hits[0];
  }
  return undefined;
}
