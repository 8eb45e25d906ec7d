// Choosing the option whose label MEANS the answer: yes/no and "decline" by polarity, text by
// synonyms, numbers and durations by the range an option names. Never an option by its position.
import type { QuestionOption } from "../../lib/domain";
import { isPlaceholderOption, pickByMeaning, polarity, type Polarity } from "../engine/option-meaning";
import { bestMatch, normalizeText } from "../engine/similarity";
import { durationRange, numberRange } from "./text";

/** "No preference", "Not sure": a "no" in form only, not a denial ("Not applicable" may be one). */
const NOT_A_DENIAL = /^(no (preference|opinion|idea)|not (sure|certain|yet decided)( yet)?|unsure|undecided)$/;

/** The one option meaning yes (or no); a plain "Yes"/"No" wins over longer ones; several others: none. */
export function pickYesNo(options: QuestionOption[], yes: boolean): QuestionOption | undefined {
  const want: Polarity = yes ? "yes" : "no";
  const matches = options.filter((o) => polarity(o.label) === want && !NOT_A_DENIAL.test(normalizeText(o.label)));
  if (matches.length === 0) return pickByNegation(options, yes);
  if (matches.length === 1) return matches[0];
  const plain = matches.find((o) => /^(yes|no)$/i.test(o.label.trim()));
  if (plain || yes) return plain;
  // "I am not a veteran" before "I am a veteran, but not a protected veteran": the plainer denial.
  const at = (o: QuestionOption) => normalizeText(o.label).search(/\b(not|no|never)\b/);
  const [first, second] = [...matches].sort((a, b) => at(a) - at(b));
  return at(first) < at(second) ? first : undefined;
}

const NEGATED = /^(not|never|neither|none|non|no)\b|\b(not|never)\b/;

/**
 * Statements instead of yes and no ("Hispanic or Latino" / "Not Hispanic or Latino", "Never worked
 * here" / "Current employee" / "Former employee"): the one negated statement is no; yes is the one
 * statement left beside it, and none when several are.
 */
function pickByNegation(options: QuestionOption[], yes: boolean): QuestionOption | undefined {
  const plain = options.filter(
    (o) => polarity(o.label) !== "decline" && !isPlaceholderOption(o) && !NOT_A_DENIAL.test(normalizeText(o.label)),
  );
  const negated = plain.filter((o) => NEGATED.test(normalizeText(o.label)));
  const rest = plain.filter((o) => !NEGATED.test(normalizeText(o.label)));
  if (negated.length !== 1) return undefined;
  return yes ? (rest.length === 1 ? rest[0] : undefined) : negated[0];
}

/**
 * The form's decline option; never one that also states something ("I am a protected veteran, but I
 * choose not to self-identify the classifications"): that one answers the question.
 */
export function pickDecline(options: QuestionOption[]): QuestionOption | undefined {
  return options.find((o) => polarity(o.label) === "decline" && !/^(i am|im|i m|yes)\b.*\bbut\b/.test(normalizeText(o.label)));
}

const SYNONYMS: Array<string[]> = [
  // (A nationality list names the people: "American", "British".)
  ["united states", "united states of america", "usa", "us", "u s", "america", "u s a", "american"],
  ["united kingdom", "uk", "great britain", "united kingdom of great britain and northern ireland", "gb", "u k", "british"],
  ["germany", "deutschland", "de", "german"],
  ["canada", "canadian"],
  ["india", "indian"],
  ["france", "french"],
  ["male", "man", "m"],
  ["female", "woman", "f"],
  ["non binary", "nonbinary", "genderqueer"],
  ["hispanic or latino", "hispanic latino", "hispanic", "latino", "latinx", "hispanic latinx", "hispanic latino a x"],
  ["black or african american", "black", "african american"],
  ["usd", "us dollar", "us dollars", "dollar", "united states dollar"],
  ["gbp", "british pound", "pound sterling", "pounds", "gbp"],
  ["eur", "euro", "euros"],
];

function expand(text: string): string[] {
  const t = normalizeText(text);
  const group = SYNONYMS.find((g) => g.includes(t));
  return group ? [text, ...group] : [text];
}

/** The narrowest option whose range holds n (years, amounts, percents). */
export function pickByNumber(options: QuestionOption[], n: number): QuestionOption | undefined {
  const ends = options.map((o) => statedSpan(o.label));
  const shared = ends.some((e) => e && ends.some((f) => f && f !== e && f[0] === e[1]));
  if (!shared) return narrowest(options, (o) => numberRange(o.label), n);
  // Bands that share their ends ("0-1 / 1-3 / 3-5 / 5-10") are spans of the line, not counts of whole
  // years: 1.5 is in "1-3", and a number on a shared end (5) is in two bands, so in none for certain.
  const holding = options.filter((o, i) => {
    const r = ends[i] ?? numberRange(o.label);
    return r !== null && n >= r[0] && n <= r[1];
  });
  return holding.length === 1 ? holding[0] : undefined;
}

/** The two ends an option states, as written ("1-3 years", "$50,000 - $75,000"), or null. */
function statedSpan(label: string): [number, number] | null {
  const r = numberRange(label);
  const m = /(\d+(?:\.\d+)?k?)\s*(?:-|to|–|—)\s*[^\d]{0,3}(\d+(?:\.\d+)?k?)/i.exec(label.replace(/,/g, ""));
  // (numberRange reads "1-3" as whole years, up to 3.999; the end as written is 3.)
  return r && m ? [r[0], /\d$/.test(m[2]) ? Math.round((r[1] - 0.999) * 1000) / 1000 : r[1]] : null;
}

/** The narrowest option whose duration range holds the days: "2 weeks", "Within 1 month", "Immediately". */
export function pickByDuration(options: QuestionOption[], days: number): QuestionOption | undefined {
  return narrowest(options, (o) => durationRange(o.label), days);
}

function narrowest(
  options: QuestionOption[],
  range: (o: QuestionOption) => [number, number] | null,
  n: number,
): QuestionOption | undefined {
  let best: QuestionOption | undefined;
  let width = Infinity;
  let ties = 0;
  for (const o of options) {
    const r = range(o);
    if (!r || n < r[0] || n > r[1]) continue;
    const w = r[1] - r[0];
    if (!best || w < width) [best, width, ties] = [o, w, 0];
    else if (w === width) ties++;
  }
  return ties ? undefined : best;
}

/** The option whose label best matches a text answer (with synonyms), if any fits. */
export function pickByText(options: QuestionOption[], text: string): QuestionOption | undefined {
  if (/^\s*\d+(\.\d+)?\s*$/.test(text)) {
    const byNumber = pickByNumber(options, Number(text));
    if (byNumber) return byNumber;
  }
  for (const candidate of expand(text)) {
    const c = normalizeText(candidate);
    const exact = options.find((o) => normalizeText(o.label) === c || normalizeText(o.value) === c);
    if (exact) return exact;
  }
  // Same meaning, other spelling: "California" = "CA", "Doctor of Philosophy" = "Doctorate (PhD)".
  const byMeaning = pickByMeaning(
    text,
    options.map((o) => o.label),
  );
  if (byMeaning >= 0) return options[byMeaning];
  // Prefer an option that starts with the answer ("Asian" -> "Asian (Not Hispanic or Latino)").
  for (const candidate of expand(text)) {
    const c = normalizeText(candidate);
    const starts = options.filter((o) => normalizeText(o.label).startsWith(c + " "));
    if (starts.length === 1) return starts[0];
  }
  const i = bestMatch(
    text,
    options.map((o) => o.label),
    0.5,
  );
  return i >= 0 && polarity(options[i].label) !== "decline" ? options[i] : undefined;
}
