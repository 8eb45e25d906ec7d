// Picking an option by what it means rather than how it is spelled: a US state's name and its code
// ("California" = "CA"), a country's name and its ISO codes ("United States" = "US" = "USA" =
// "United States of America"), a degree's title and its level ("Doctor of Philosophy" = "Doctorate
// (PhD)"), and what a label says in yes/no terms (polarity: "I am authorized" = yes). Country and
// state data come from the iso-3166 package (ISO 3166-1 and 3166-2).
import { iso31661, iso31662 } from "iso-3166";
import { normalizeText } from "./similarity";

const STATES = new Map<string, string>(); // normalized name or code -> "state:US-CA"
for (const s of iso31662) {
  if (s.parent !== "US") continue;
  STATES.set(normalizeText(s.name), `state:${s.code}`);
  STATES.set(s.code.slice(3).toLowerCase(), `state:${s.code}`);
}
const COUNTRIES = iso31661.map((c) => ({ name: normalizeText(c.name), alpha2: c.alpha2, alpha3: c.alpha3 }));

const DEGREES: Array<[string, RegExp]> = [
  ["doctorate", /\b(ph ?d|doctor|doctoral|doctorate|d ?phil)\b/],
  ["master", /\b(master|masters|m ?sc|m ?s|m ?a|mba|m ?eng)\b/],
  ["bachelor", /\b(bachelor|bachelors|b ?sc|b ?s|b ?a|b ?eng|undergraduate degree)\b/],
  ["associate", /\bassociate( s)? degree\b|^associate( s)?$|\bassociate of\b/],
  ["high_school", /\b(high school|secondary school|ged)\b/],
];

/** The text without parenthesised parts ("United States (+1)" -> "United States"). */
const bare = (text: string) => text.replace(/\([^)]*\)/g, " ").trim();

/** What a piece of text stands for: "state:US-CA", "country:US", "degree:doctorate" (possibly none). */
export function meanings(text: string): string[] {
  const out = new Set<string>();
  for (const part of [text, bare(text)]) {
    const n = normalizeText(part);
    if (!n) continue;
    const state = STATES.get(n);
    // Two-letter codes only when written as codes ("CA"), not as words ("in", "or").
    if (state && (n.length > 2 || /^[A-Z]{2}$/.test(part.trim()))) out.add(state);
    const upper = part.trim();
    for (const c of COUNTRIES) {
      if (c.name === n || c.name.startsWith(`${n} of `) || upper === c.alpha2 || upper === c.alpha3) out.add(`country:${c.alpha2}`);
    }
    for (const [level, re] of DEGREES)
      if (re.test(n)) {
        out.add(`degree:${level}`);
        break;
      }
  }
  return [...out];
}

/** Index of the one candidate meaning the same as the answer (a state, a country, a degree level), else -1. */
export function pickByMeaning(answer: string, candidates: string[]): number {
  const wanted = new Set(meanings(answer));
  if (!wanted.size) return -1;
  const hits = candidates.map((c, i) => (meanings(c).some((m) => wanted.has(m)) ? i : -1)).filter((i) => i >= 0);
  return hits.length ? hits[0] : -1;
}

const PLACEHOLDER =
  /^[\s\-–—_.]*(no answer|please select( an? option| one)?|select( one| an? option)?|choose( one| an? option)?|none selected)[\s\-–—_.]*$/i;

/** A select's "-- No answer --" / "Please select" entry: not an answer (JazzHR's first option). */
export function isPlaceholderOption(option: { value: string; label: string }): boolean {
  return option.value === "resumator_no_selection" || PLACEHOLDER.test(option.label);
}

/**
 * Index of the suggestion naming the answer's place ("London, United Kingdom"): the same city, then
 * the most of the answer's other parts by spelling or meaning ("CA" = "California"), so that a
 * lookup's "London, Ontario, Canada" does not stand in for London in England. -1 when no city matches.
 */
export function pickPlace(answer: string, candidates: string[]): number {
  const [city, ...rest] = answer
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!city || !rest.length) return -1;
  const same = (a: string, b: string) => normalizeText(a) === normalizeText(b) || meanings(a).some((m) => meanings(b).includes(m));
  let best = -1;
  let bestScore = 0;
  candidates.forEach((candidate, i) => {
    const [first, ...parts] = candidate.split(",").map((s) => s.trim());
    if (normalizeText(first) !== normalizeText(city)) return;
    const score = 1 + rest.filter((r) => parts.some((p) => same(r, p))).length;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

export type Polarity = "yes" | "no" | "decline" | "unknown";

// "Not declared" is a Workday tenant's decline for gender (docs/platforms.md "Workday"); "Not
// specified", "Not indicated" are others' (a form's own word for no answer given).
const DECLINE =
  /\b(decline|prefer not|rather not|do not wish|don t wish|dont wish|choose not|not (to )?(say|disclose|answer|specify|self identify|declared)|^not (specified|indicated|stated|disclosed)$|undeclared|i don t want to answer|do not want to answer|wish not|not wish to)\b/;
// (Also the plain yes and no of forms in Spanish, Portuguese, German and French.)
const NO =
  /^(nein|nao|non)$|^(no|n|false|none)\b|\b(not|never|no|don t|do not|won t|will not|am not|have not|haven t|cannot|can t|isn t|aren t|doesn t|does not)\b/;
const YES =
  /^(si|sim|ja|oui)$|^(yes|y|true)\b|\b(i am|i do|i will|i have|i can|i identify|authorized|eligible|willing|able|agree|accept|confirm)\b/;

/** What an option label says, in yes/no terms. */
export function polarity(label: string): Polarity {
  const t = normalizeText(label);
  if (DECLINE.test(t)) return "decline";
  if (NO.test(t)) return "no";
  if (YES.test(t)) return "yes";
  return "unknown";
}
