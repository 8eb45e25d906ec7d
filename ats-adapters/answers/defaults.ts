// Answers for questions no profile can answer and that are not sensitive (docs/answers.md, "Account
// defaults"): the account's own (`answer_defaults`, set with PATCH /v1/account), else a built-in
// fallback for a required question. Keys are rule names (lib/answer-defaults.ts); sensitive rules never take either.
import { type AnswerDefaultKey, isAnswerDefaultKey } from "../../lib/answer-defaults";
import type { QuestionOption } from "../../lib/domain";
import { normalizeText } from "../engine/similarity";

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
