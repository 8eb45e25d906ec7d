// The questions an account may answer for all its candidates (`answer_defaults`, docs/answers.md
// "Account defaults"), and why any other key is refused. It sits in lib/ because the gateway checks the
// keys of PATCH /v1/account and imports nothing above lib/ and the catalog (docs/architecture.md); the
// answer rules use the same keys. test/answers/defaults.test.ts holds the sensitive words to the rules:
// every sensitive rule's name and category is refused here as sensitive.

/** Keys are rule names of the answer rules (ats-adapters/answers/rules/identity.ts). */
export const ANSWER_DEFAULT_KEYS = ["how_did_you_hear", "phone_device_type"] as const;
export type AnswerDefaultKey = (typeof ANSWER_DEFAULT_KEYS)[number];

/** An account's answers by rule name, e.g. `{ "how_did_you_hear": "Job board" }`. */
export type AnswerDefaults = Record<string, string>;

export const isAnswerDefaultKey = (key: string): key is AnswerDefaultKey => (ANSWER_DEFAULT_KEYS as readonly string[]).includes(key);

/** Words of a key that name a sensitive question: the profile alone answers those, never a default. */
const SENSITIVE =
  /\b(authori[sz]\w*|work (permit|rights?|status)|right to work|permit|sponsor\w*|visas?|h ?1 ?b|immigration|i ?9|passports?|citizen\w*|nationality|foreign national|us person|status|age|birth|dob|gender|sex|sexual|orientation|transgender|ethnic\w*|race|racial|hispanic|latino|minority|eeoc?|ofccp|demographics?|diversity|self identification|equal( employment)? opportunity|monitoring|disabilit\w*|veterans?|criminal|convictions?|charges|felon\w*|relatives?|clearances?|salary|compensation|pay|wages?)\b/;

/** Words of a key that mean one of the keys under another name. */
const MEANT: Record<AnswerDefaultKey, RegExp> = {
  how_did_you_hear: /\b(hear|heard|referr\w*|referral|source|found us)\b/,
  phone_device_type: /\b(phone|device)\b/,
};

/** Why a key cannot be an account default (null when it can). */
export function answerDefaultKeyProblem(key: string): string | null {
  if (isAnswerDefaultKey(key)) return null;
  const words = key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const sensitive = SENSITIVE.exec(words);
  if (sensitive) return `is a sensitive question ("${sensitive[0]}"), which never takes a default`;
  const meant = ANSWER_DEFAULT_KEYS.find((k) => MEANT[k].test(words));
  if (meant) return `is not a key; this question's key is ${meant}`;
  return `is not a question that takes a default; the keys are: ${ANSWER_DEFAULT_KEYS.join(", ")}`;
}
