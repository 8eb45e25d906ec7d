// The engine's one hard rule, as a property (docs/answers.md, "Entailment"): for a sensitive question,
// a rewording that keeps its meaning never gets an answer the profile does not entail. Over the whole
// corpus and over paraphrases drawn by fast-check (a failing case is shrunk and printed with its seed;
// FC_SEED=<seed> replays it): the answer is the expected one or none, never another, never invented.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApplicantFacts, proposeAnswer } from "../../ats-adapters/answers";
import {
  applicantOf,
  expectedOf,
  fieldOf,
  HELD_OUT_ROUNDS,
  loadCorpus,
  loadProfiles,
  OPEN_ROUNDS,
  RESUME_URL,
  SENSITIVE,
} from "../../scripts/answer-corpus";

const profiles = loadProfiles();
const facts = Object.fromEntries(Object.entries(profiles).map(([k, p]) => [k, new ApplicantFacts(applicantOf(p, RESUME_URL))]));
// The held-out rounds and the open ones are not checked here (scripts/answer-corpus.ts, HELD_OUT_ROUNDS, OPEN_ROUNDS).
const sensitive = loadCorpus().filter(
  (q) => SENSITIVE.has(q.category) && !q.disputed && !HELD_OUT_ROUNDS.has(q.round ?? 1) && !((q.round ?? 1) in OPEN_ROUNDS),
);

/** Rewordings that keep a question's meaning: spelling, country names, punctuation, markers of "required". */
const REWORDINGS: Array<[string, (label: string) => string]> = [
  ["British spelling", (l) => l.replace(/authoriz/g, "authoris").replace(/Authoriz/g, "Authoris")],
  ["U.S.", (l) => l.replace(/\bthe United States( of America)?\b/g, "the U.S.")],
  ["USA", (l) => l.replace(/\bthe (United States|U\.S\.|US)\b/g, "the USA")],
  ["no question mark", (l) => l.replace(/\?\s*$/, "")],
  ["required star", (l) => `${l} *`],
  ["(required)", (l) => `${l} (required)`],
  ["lower case", (l) => l.toLowerCase()],
  ["title case", (l) => l.replace(/\b[a-z]/g, (c) => c.toUpperCase())],
  ["double spaces", (l) => l.replace(/ /g, "  ")],
  ["curly apostrophes", (l) => l.replace(/'/g, "\u2019")],
];

/** Each sensitive question with a profile its expectations name. */
const pairs = sensitive.flatMap((q, i) =>
  Object.keys(profiles)
    .filter((p) => p in q.expected)
    .map((profile) => ({ question: i, profile })),
);

const cases = fc.record({
  pair: fc.integer({ min: 0, max: pairs.length - 1 }),
  rewordings: fc.subarray(
    REWORDINGS.map((_, i) => i),
    { minLength: 1 },
  ),
  shuffle: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
});

/** The options in another order (a page may list them any way). */
function shuffled<T>(list: T[] | null, seed: number | undefined): T[] | null {
  if (!list || seed === undefined) return list;
  return [...list].sort((a, b) => ((JSON.stringify(a).length * seed) % 7) - ((JSON.stringify(b).length * seed) % 7));
}

describe("sensitive answers stay within what the profile entails", () => {
  it("every sensitive corpus question, as written: the expected answer or none", () => {
    let checked = 0;
    for (const [name, f] of Object.entries(facts)) {
      sensitive.forEach((q, i) => {
        if (!(name in q.expected)) return; // a profile newer than the question
        const expected = expectedOf(q.expected[name] ?? null);
        const got = proposeAnswer(fieldOf(q, i), f).answer;
        checked++;
        expect([expected, null], `${name} | ${q.label}`).toContain(got);
      });
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("reworded the same way a form might: never an answer the profile does not entail", () => {
    fc.assert(
      fc.property(cases, ({ pair, rewordings, shuffle }) => {
        const { question, profile } = pairs[pair];
        const q = sensitive[question];
        const label = rewordings.reduce((l, r) => REWORDINGS[r][1](l), q.label);
        const field = { ...fieldOf(q, question), label, options: shuffled(q.options, shuffle) };
        const got = proposeAnswer(field, facts[profile]).answer;
        const expected = expectedOf(q.expected[profile] ?? null);
        if (got !== null && got !== expected) throw new Error(`${profile} | "${label}" -> ${got}, expected ${expected ?? "no answer"}`);
      }),
      { numRuns: 3000, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined },
    );
  });
});
