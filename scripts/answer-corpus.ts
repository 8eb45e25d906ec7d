// Scores the answer engine on the corpus of real screening questions (test/answers/corpus.jsonl)
// against the three reference profiles (test/answers/profiles/). See docs/answers.md.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { proposeAnswer } from "../ats-adapters/answers";
import { ApplicantFacts } from "../ats-adapters/answers/facts";
import type { Applicant } from "../ats-adapters/types";
import type { FormField } from "../ats-adapters/engine/types";
import type { Profile } from "../lib/profile";
import type { QuestionKind, QuestionOption } from "../lib/domain";

const ROOT = join(import.meta.dirname, "..", "test", "answers");
export const RESUME_URL = "https://files.example.test/resume.pdf";

/** Categories whose answers must come from an explicit profile fact or a decline option. */
export const SENSITIVE = new Set([
  "authorization",
  "sponsorship",
  "citizenship",
  "criminal_background",
  "age",
  "eeo_disability",
  "eeo_veteran",
  "eeo_gender",
  "eeo_race",
  "eeo_other",
  "salary",
  "clearance",
  "relatives",
]);

/**
 * Rounds held out (docs/answers.md, "The corpus"): written blind and scored, never used to change the
 * engine; the tests do not hold the engine to them, so their score stays a measure of what it has not seen.
 */
export const HELD_OUT_ROUNDS = new Set([7, 10, 12, 13, 16, 18]);

/**
 * Development rounds still being worked (docs/answers.md, "The corpus"): the sensitive answers the
 * engine still invents on each may only go down from this count; the tests hold every other
 * development round to none.
 */
export const OPEN_ROUNDS: Record<number, number> = { 22: 47 };

/**
 * The least share of each development round the engine must answer exactly (docs/answers.md): each
 * round's score when its kinds were last worked on, so a change that loses ground fails.
 */
export const ROUND_FLOORS: Record<number, number> = {
  1: 1,
  2: 1,
  3: 0.99,
  4: 0.97,
  5: 0.99,
  6: 0.97,
  8: 0.97,
  9: 0.99,
  11: 0.97,
  14: 0.98,
  15: 0.97,
  17: 0.97,
  19: 0.95,
  20: 0.97,
  21: 0.97,
  22: 0.71,
};

export interface CorpusQuestion {
  label: string;
  kind: QuestionKind;
  options: QuestionOption[] | null;
  required: boolean;
  category: string;
  source: string;
  expected: Record<string, string | null>;
  /**
   * Absent for the questions written beside the engine; 2 for those written after it and scored blind
   * before any change to it; 3 to 8 for those whose expectations were written by someone who had not
   * read the engine, committed before it ran on them (HELD_OUT_ROUNDS: never used to change it).
   */
  round?: number;
  /** Why the engine's answer differs on purpose (docs/answers.md): reported, not scored. */
  disputed?: string;
}

export function loadCorpus(): CorpusQuestion[] {
  return readFileSync(join(ROOT, "corpus.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

export function loadProfiles(): Record<string, Profile> {
  const dir = join(ROOT, "profiles");
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(dir, f), "utf8"))]),
  );
}

/** An applicant as the ATS layer sees one, from a profile as POST /v1/candidates takes it. */
export function applicantOf(profile: Profile, resumeUrl = ""): Applicant {
  const p = profile.personalInformation;
  return { firstName: p.firstName, lastName: p.lastName, email: p.email, emailMode: "candidate", phone: p.phone, profile, resumeUrl };
}

export function fieldOf(q: Pick<CorpusQuestion, "label" | "kind" | "options" | "required">, i = 0): FormField {
  return {
    key: `q_question_${i}`,
    label: q.label,
    kind: q.kind,
    required: q.required,
    options: q.options ?? null,
    widget: "type",
    fmt: null,
  };
}

const day = (offset: number, now: Date) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The expected answer with its placeholders filled: {today}, {today+N} (days) and {resume}. */
export function expectedOf(raw: string | null, now = new Date()): string | null {
  if (raw === null) return null;
  if (raw === "{resume}") return RESUME_URL;
  const m = /^\{today(?:\+(\d+))?\}$/.exec(raw);
  return m ? day(Number(m[1] ?? 0), now) : raw;
}

export interface Miss {
  profile: string;
  /** The corpus round of the question (1: written beside the engine). */
  round: number;
  category: string;
  label: string;
  expected: string | null;
  got: string | null;
  sensitive: boolean;
}

export interface Score {
  total: number;
  correct: number;
  misses: Miss[];
  byCategory: Map<string, { total: number; correct: number; sensitiveMistakes: number }>;
  /** Each round's questions alone (1: written beside the engine). */
  byRound: Map<number, { total: number; correct: number }>;
  /** Answers that differ from a disputed expectation, with the reason. */
  disputed: Array<Miss & { why: string }>;
  sensitiveMistakes: Miss[];
}

export function scoreCorpus(now = new Date()): Score {
  const corpus = loadCorpus();
  const profiles = loadProfiles();
  const score: Score = { total: 0, correct: 0, misses: [], byCategory: new Map(), sensitiveMistakes: [], byRound: new Map(), disputed: [] };
  for (const [name, profile] of Object.entries(profiles)) {
    const facts = new ApplicantFacts(applicantOf(profile, RESUME_URL));
    corpus.forEach((q, i) => {
      if (!(name in q.expected)) return; // the profiles us-veteran and ca-graduate came with round 5
      const expected = expectedOf(q.expected[name] ?? null, now);
      const got = proposeAnswer(fieldOf(q, i), facts).answer;
      const miss = {
        profile: name,
        round: q.round ?? 1,
        category: q.category,
        label: q.label,
        expected,
        got,
        sensitive: SENSITIVE.has(q.category) && got !== null,
      };
      if (q.disputed && got !== expected) {
        score.disputed.push({ ...miss, why: q.disputed });
        return;
      }
      const row = score.byCategory.get(q.category) ?? { total: 0, correct: 0, sensitiveMistakes: 0 };
      score.byCategory.set(q.category, row);
      const round = score.byRound.get(q.round ?? 1) ?? { total: 0, correct: 0 };
      score.byRound.set(q.round ?? 1, round);
      score.total++;
      row.total++;
      round.total++;
      if (got === expected) {
        score.correct++;
        row.correct++;
        round.correct++;
        return;
      }
      score.misses.push(miss);
      if (miss.sensitive) {
        score.sensitiveMistakes.push(miss);
        row.sensitiveMistakes++;
      }
    });
  }
  return score;
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;

/**
 * The printed report: a table per category, the totals, each held-out round's score and invented count,
 * then the development rounds' misses. A held-out round's lines (misses and disputed) are never printed,
 * so nobody reads one by accident (docs/answers.md, "The corpus and its score").
 */
export function formatReport(score: Score, { misses = true } = {}): string {
  const lines = ["category                  answers  exact    score  sensitive mistakes"];
  for (const [cat, r] of [...score.byCategory].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(
      `${cat.padEnd(25)} ${String(r.total).padStart(7)} ${String(r.correct).padStart(6)} ${pct(r.correct, r.total).padStart(8)} ${String(r.sensitiveMistakes).padStart(19)}`,
    );
  }
  lines.push(
    `${"TOTAL".padEnd(25)} ${String(score.total).padStart(7)} ${String(score.correct).padStart(6)} ${pct(score.correct, score.total).padStart(8)} ${String(score.sensitiveMistakes.length).padStart(19)}`,
  );
  const rounds = [...score.byRound].sort((a, b) => a[0] - b[0]);
  for (const [round, r] of rounds) {
    lines.push(
      `${`  of which round ${round}`.padEnd(25)} ${String(r.total).padStart(7)} ${String(r.correct).padStart(6)} ${pct(r.correct, r.total).padStart(8)}`,
    );
  }
  const development = (m: Miss) => !HELD_OUT_ROUNDS.has(m.round);
  const heldOut = rounds.filter(([round]) => HELD_OUT_ROUNDS.has(round));
  if (heldOut.length) lines.push("");
  for (const [round, r] of heldOut) {
    const invented = score.sensitiveMistakes.filter((m) => m.round === round).length;
    lines.push(`held out: round ${round} ${pct(r.correct, r.total)} (${invented} invented)`);
  }
  const disputed = score.disputed.filter(development);
  if (disputed.length) {
    lines.push("", `disputed expectations, not scored (profile | label | expected | got | why):`);
    for (const d of disputed) lines.push(`  ${d.profile} | ${d.label} | ${d.expected} | ${d.got} | ${d.why}`);
  }
  const shown = score.misses.filter(development);
  if (misses && shown.length) {
    lines.push("", "misses of the development rounds (profile | category | label | expected | got):");
    for (const m of shown) lines.push(`${m.sensitive ? "!" : " "} ${m.profile} | ${m.category} | ${m.label} | ${m.expected} | ${m.got}`);
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatReport(scoreCorpus()));
