// Years of experience, overall and with a named skill or tool.
import type { Asked, Claim, Rule } from "../claims";
import { bool } from "../claims";
import type { ApplicantFacts } from "../facts";
import { normalizeText, threshold, words } from "../text";

/** Words that qualify experience without naming a skill: what remains after them is the skill. */
const GENERIC_WORDS = new Set([
  "relevant",
  "professional",
  "work",
  "working",
  "total",
  "overall",
  "industry",
  "full",
  "time",
  "paid",
  "related",
  "prior",
  "previous",
  "the",
  "any",
  "years",
  "year",
  "experience",
  "of",
  "in",
  "development",
  "hands",
  "on",
  "this",
  "field",
  "similar",
  "role",
  "a",
  "an",
  // ("Do you meet the minimum requirement of 4 years' experience?" names no skill either.)
  "do",
  "you",
  "meet",
  "minimum",
  "requirement",
  "required",
  "least",
  "at",
  // ("What is your total work experience?")
  "what",
  "is",
  "your",
  "for",
  "how",
  "much",
  "many",
  "have",
  "been",
  "has",
  "had",
  "number",
  "please",
  "enter",
  "state",
  "indicate",
  "approximately",
  "roughly",
  "about",
  "gained",
]);
const SKILL_ALIASES: Record<string, string[]> = {
  aws: ["amazon web services", "aws"],
  go: ["golang", "go"],
  gcp: ["google cloud", "gcp"],
  javascript: ["javascript", "js"],
  typescript: ["typescript", "ts"],
  kubernetes: ["kubernetes", "k8s"],
  postgresql: ["postgresql", "postgres"],
  "c#": ["c sharp", "c#"],
};

/** What skill a question names, if any: "experience with Python", "years of Java experience". */
function skillAsked(q: Asked): string | null {
  const t = q.text;
  // "Python: years of hands-on experience": the skill named before the colon.
  const head = /^\s*([^:?]{1,40}?)\s*:\s*(years|how many|how much|experience|do you|have you|are you)\b/i.exec(q.field.label);
  const before = head ? normalizeText(head[1]) : "";
  if (before.split(" ").some((w) => w && !GENERIC_WORDS.has(w) && !/^\d+(\.\d+)?$/.test(w))) return before;
  const m =
    // ("experience managing projects": the activity is the skill, "Project Management".)
    /experience (?:in )?((?:managing|leading|running) .+?)$/.exec(t) ??
    /experience (?:do you have )?(?:with|in|using|working with|on)\s+(.+?)$/.exec(t) ??
    /\bexperienced (?:with|in|using)\s+(.+?)$/.exec(t) ??
    /years (?:of )?(?:hands on |professional |work |working )?(?:experience )?(?:do you have )?(?:with|in|using)\s+(.+?)$/.exec(t) ??
    /(?:worked|working|used|been using) (?:with|in|on)?\s*(.+?)$/.exec(t) ??
    /experience (?:writing|building|developing|programming in|coding in|designing)\s+(.+?)$/.exec(t) ??
    /(?:built|developed|shipped|written|deployed)\b.*?\b(?:with|in|using|on)\s+(.+?)$/.exec(t) ??
    /years of (.+?) experience/.exec(t) ??
    // ("SQL experience (years, banded)": the unit after it.)
    /^(.+?) experience(?: in)? years\b/.exec(t) ??
    /^(.+?) experience$/.exec(t);
  if (!m) return null;
  const named = m[1]
    .replace(/\b(but )?at most\b/g, "")
    .replace(
      /\b(do you have|you have|professionally|in total|at least|a minimum of|minimum of|more than|over|less than|fewer than|under)\b/g,
      "",
    )
    .replace(/\bbetween \d+ and \d+\b/g, "")
    .replace(/\b\d+( or more)?\s*(full |complete )?(years?|yrs|months?)( or more| or longer)?( of)?\b/g, "")
    .trim();
  return named.split(" ").some((w) => w && !GENERIC_WORDS.has(w) && !/^\d+(\.\d+)?$/.test(w)) ? named : null;
}

/** A profile skill named in the text, matched on whole words (aliases included). */
function matchSkill(f: ApplicantFacts, asked: string): ((name: string) => boolean) | null {
  const hay = ` ${asked} `;
  for (const name of f.skillNames()) {
    const n = normalizeText(name);
    // "Project Management" is also "managing projects".
    const managed = /^(\w+) management$/.exec(n)?.[1];
    const names = [
      ...(SKILL_ALIASES[n] ?? Object.values(SKILL_ALIASES).find((a) => a.includes(n)) ?? [n]),
      ...(managed ? [`managing ${managed}s`, `managing ${managed}`] : []),
      // (A label's number words are read as digits: "Six Sigma" is asked as "6 sigma".)
      words(name),
    ];
    if (names.some((a) => hay.includes(` ${normalizeText(a)} `))) return (s) => normalizeText(s) === n;
  }
  return null;
}

function experience(f: ApplicantFacts, q: Asked): Claim | null {
  // The skill the wording names, else a profile skill named anywhere in it ("running services on Kubernetes").
  const asked = skillAsked(q) ?? (matchSkill(f, q.text) ? q.text : null);
  let years;
  const yesNo =
    /^(do|have|are|is|can)\b/.test(q.text) ||
    ["boolean", "checkbox"].includes(q.field.kind) ||
    q.field.options?.some((o) => /^(yes|no)$/i.test(o.label.trim()));
  if (asked) {
    const match = matchSkill(f, asked);
    years = match ? f.skillYears(match) : undefined;
    // A skill listed without years still answers "Do you have experience with X?".
    if (match && !years && yesNo && threshold(q.text) === null) return bool(true, "skills");
  } else {
    const total = f.at<number>("yearsOfExperience") ?? f.extra("yearsOfExperience");
    years = total && !Number.isNaN(Number(total.value)) ? { value: Number(total.value), from: total.from } : undefined;
  }
  if (!years) return null;
  if (yesNo) {
    // "at least 12 months, but not more than 3 years": both ends, months as a share of a year.
    const most = /\bat most (\d+(?:\.\d+)?) (years?|months?)/.exec(q.text);
    if (most) {
      const inYears = (n: string, unit: string) => Number(n) / (unit.startsWith("month") ? 12 : 1);
      const least = /\b(?:at least|a minimum of|minimum of) (\d+(?:\.\d+)?) (years?|months?)/.exec(q.text);
      const top = inYears(most[1], most[2]);
      const bottom = least ? inYears(least[1], least[2]) : 0;
      // (The bound's own "not" is read as "at most" by words(), so it does not turn the question around.)
      return { type: "bool", value: years.value >= bottom && years.value <= top, from: years.from, whole: true };
    }
    // "between 5 and 7 years", "fewer than 3", "more than 5" (not 5 itself), "5+ years" / "at least 5".
    // ("3-5 years" and "3 to 5 years" are the same span.)
    const between = /between (\d+) and (\d+)/.exec(q.text) ?? /\b(\d+) (?:to )?(\d+) (?:years?|yrs)\b/.exec(q.text);
    if (between && Number(between[2]) > Number(between[1]))
      return bool(years.value >= Number(between[1]) && years.value <= Number(between[2]), years.from);
    // Both ends at once: "more than 15 but fewer than 20".
    const below = /(fewer|less) than (\d+)|under (\d+) years?/.exec(q.text);
    const over = /(more|greater) than (\d+)|over (\d+) years?/.exec(q.text);
    if (below || over) {
      const underTop = !below || years.value < Number(below[2] ?? below[3]);
      return bool(underTop && (!over || years.value > Number(over[2] ?? over[3])), years.from);
    }
    // ("12 months or more": months as a share of a year.)
    const months = /\b(\d+) (?:full )?months?\b/.exec(q.text);
    const min = threshold(q.text) ?? (months ? Number(months[1]) / 12 : null);
    return bool(min === null ? years.value > 0 : years.value >= min, years.from);
  }
  // A text box whose example is written with its unit ("e.g. \"5 years\"") gets the unit too.
  const unit = /\b(e g|eg|for example|example|such as)\b \d+(\.\d+)? (years|yrs)\b/.exec(q.text)?.[3];
  return { type: "number", n: years.value, from: years.from, unit };
}

export const EXPERIENCE_RULES: Rule[] = [
  {
    name: "experience",
    category: "experience_years",
    // (Also a list of year spans under "Experience level": "Junior (0-2 years)" / "Senior (6+ years)".)
    test: (q) =>
      /years? of .*experience|^are you experienced (with|in|using)\b|how many years|how much (\w+ )*experience|experience (with|in|using)|years (with|in|using) |years of experience|experience$|^(have you|do you) (used|worked with|built|written|developed)\b|how long have you (been working|worked)( professionally| in (the|this|your) (industry|field|profession|workforce))?$|^have you (been working|worked)( professionally)? for (at least |more than |over )?\d+ (years?|months?)$|^((total|overall|professional|work|relevant) )*experience (in )?years$|^[\w#+.]+( [\w#+.]+)? experience (in )?years\b|\byears of ((professional|commercial|hands on|production) )?(use|usage)\b|^is your ((total|overall|professional|work|relevant) )*experience (between|at least|more than|over|under|less than)\b/.test(
        q.text,
      ) ||
      (/\bexperience\b/.test(q.text) && (q.field.options ?? []).filter((o) => /\d\+? ?(years?|yrs)\b/i.test(o.label)).length >= 2),
    // ("Please share your experience ..." asks for words; "bands share their ends" is a note.)
    not: /describe|tell us|explain|\bshare (your|with|details|more|an?|some|how|what|any)\b/,
    claim: experience,
  },
];
