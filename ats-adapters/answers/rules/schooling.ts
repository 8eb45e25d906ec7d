// Where and when a degree was earned: "a degree from a university in Germany", "your Master's at a
// U.S. institution", "a graduate degree in the 2010s". Each is a proposition about the profile's own
// degrees (docs/answers.md, Degrees): answered only from the school's country when its name says it,
// and from the degrees' years, never from having a degree at all.
import type { Asked, Claim, Rule } from "../claims";
import { bool } from "../claims";
import { degreeLevel, type ApplicantFacts } from "../facts";
import { statesNamed } from "../places";
import { canonicalCountry, countryIn, placeIn } from "../text";

interface Degree {
  level: number | null;
  year: number | null;
  university: string;
  i: number;
}

function degreesOf(f: ApplicantFacts): Degree[] {
  return (f.p.education ?? []).map((e, i) => ({
    level: degreeLevel(String(e.degree ?? "")),
    year: Number(e.graduationYear) > 1900 ? Number(e.graduationYear) : null,
    university: String(e.university ?? ""),
    i,
  }));
}

/**
 * The country a school's own name places it in ("Technical University of Munich", "University of
 * Texas at Austin", "United States Naval Academy"), or null: a name that places it nowhere
 * ("Carnegie Mellon University") says nothing of its country.
 */
export function schoolCountry(university: string): string | null {
  if (!university.trim()) return null;
  const named = placeIn(university);
  if (named) return canonicalCountry(named);
  return statesNamed(university).length ? "United States" : null;
}

/** The level a question names ("graduate" is a master's or above, "undergraduate" a bachelor's). */
function levelNamed(t: string): { level: number; orAbove: boolean } | null {
  if (/\bundergraduate\b/.test(t)) return { level: 3, orAbove: false };
  if (/\b(graduate|postgraduate|post graduate|advanced) (degree|qualification|studies|program)/.test(t)) return { level: 4, orAbove: true };
  const level = degreeLevel(t.replace(/\b(university|college) degree\b/, ""));
  return level !== null && level >= 3 ? { level, orAbove: false } : null;
}

/** The degrees a question is about: of the level it names, the highest or most recent one, else all. */
function degreesAsked(f: ApplicantFacts, q: Asked): { list: Degree[]; one: boolean } | null {
  const all = degreesOf(f);
  if (!all.length || all.some((d) => d.level === null)) return null;
  if (/\b(highest|most recent|latest|last)\b/.test(q.text)) {
    const top = /\bhighest\b/.test(q.text)
      ? [...all].sort((a, b) => b.level! - a.level!)[0]
      : all.every((d) => d.year !== null)
        ? [...all].sort((a, b) => b.year! - a.year!)[0]
        : null;
    return top ? { list: [top], one: true } : null;
  }
  const named = levelNamed(q.text);
  // "A degree" is a bachelor's or above: a college diploma is not one.
  if (!named) return { list: /\bdegrees?\b/.test(q.text) ? all.filter((d) => d.level! >= 3) : all, one: false };
  // A master's or doctorate with no bachelor's listed implies a bachelor's nobody knows about.
  if (named.level === 3 && !all.some((d) => d.level === 3) && all.some((d) => d.level! > 3)) return null;
  return { list: all.filter((d) => (named.orAbove ? d.level! >= named.level : d.level === named.level)), one: false };
}

/** "All of them", "any of them" over answers that may be unknown (null). */
function anyOf(values: Array<boolean | null>): boolean | null {
  return values.includes(true) ? true : values.length && values.every((v) => v === false) ? false : values.length ? null : false;
}

const SCHOOL_PLACE =
  /\b(degree|degrees|diploma|studied|study|studies|attend|attended|education|qualification|graduated?|complete|completed|earn|earned|awarded|obtained)\b.*\b(from|at|in|by|outside)\b.*\b(university|universities|institution|school|college|country|canada|germany|india|united states|united kingdom|us|uk)\b/;
const OUTSIDE_HOME =
  /\boutside (of )?(your|the) (current |own )?(country of residence|home country|country (where |that |which )?you (currently |now )?(live|reside)( in)?)\b/;

function schoolPlace(f: ApplicantFacts, q: Asked): Claim | null {
  const asked = degreesAsked(f, q);
  if (!asked) return null;
  const home = canonicalCountry(f.p.personalInformation.country ?? "");
  const outsideHome = OUTSIDE_HOME.test(q.text);
  const country = outsideHome ? home : countryIn(q.field.label);
  if (!country) return null;
  const outside = outsideHome || /\boutside\b/.test(q.text);
  if (!asked.list.length) return asked.one ? null : bool(false, "education");
  const each = asked.list.map((d) => {
    const c = schoolCountry(d.university);
    return c === null ? null : outside ? c !== country : c === country;
  });
  const from = asked.list.length === 1 ? `education[${asked.list[0].i}].university` : "education";
  const value = anyOf(each);
  return value === null ? null : bool(value, from);
}

/** A span of graduation years: "in the 2010s", "between 2010 and 2019", "2010-2019", "in 2020 or later", "before 2018". */
function yearSpan(label: string, t: string): [number, number] | null {
  const decade = /\b(?:the )?((?:19|20)\d0)s\b/.exec(label.toLowerCase());
  if (decade) return [Number(decade[1]), Number(decade[1]) + 9];
  const range = /\b((?:19|20)\d{2})\s*(?:-|–|to|and)\s*((?:19|20)\d{2})\b/.exec(label);
  if (range) return [Number(range[1]), Number(range[2])];
  const m = /\b(in|by|before|after|since|from) ((?:19|20)\d{2})( or (later|after|earlier|before|sooner))?\b/.exec(t);
  if (!m) return null;
  const n = Number(m[2]);
  if (/later|after/.test(m[4] ?? "") || m[1] === "since" || m[1] === "from") return [n, 9999];
  if (m[1] === "after") return [n + 1, 9999];
  if (/earlier|before|sooner/.test(m[4] ?? "") || m[1] === "by") return [0, n];
  if (m[1] === "before") return [0, n - 1];
  return [n, n];
}

function degreeYears(f: ApplicantFacts, q: Asked): Claim | null {
  const span = yearSpan(q.field.label, q.text);
  const asked = degreesAsked(f, q);
  if (!span || !asked) return null;
  if (!asked.list.length) return asked.one ? null : bool(false, "education");
  const each = asked.list.map((d) => (d.year === null ? null : d.year >= span[0] && d.year <= span[1]));
  const value = anyOf(each);
  const from = asked.list.length === 1 ? `education[${asked.list[0].i}].graduationYear` : "education[].graduationYear";
  return value === null ? null : bool(value, from);
}

const ASKS_HELD = /^(do|did|have|has|was|were|is|are)\b/;

export const SCHOOLING_RULES: Rule[] = [
  {
    name: "degree_school_country",
    category: "education",
    test: (q) => ASKS_HELD.test(q.question) && SCHOOL_PLACE.test(q.text) && !/\b(service|military|naval) academy\b/.test(q.text),
    claim: schoolPlace,
  },
  {
    name: "degree_years",
    category: "education",
    test: (q) =>
      ASKS_HELD.test(q.question) &&
      /\b(degree|degrees|diploma|qualification|graduate|graduated)\b/.test(q.text) &&
      !/\b(within|in) the (last|past)\b/.test(q.text) &&
      yearSpan(q.field.label, q.text) !== null,
    claim: degreeYears,
  },
];
