// Experience (overall and per skill), education, languages and certifications.
import type { Asked, Claim, Rule } from "../claims";
import { bool, text } from "../claims";
import { degreeLevel, type ApplicantFacts, type Language } from "../facts";
import { normalizeText, threshold } from "../text";

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
  const m =
    /experience (?:do you have )?(?:with|in|using|working with|on)\s+(.+?)$/.exec(t) ??
    /years (?:of )?(?:hands on |professional |work |working )?(?:experience )?(?:do you have )?(?:with|in|using)\s+(.+?)$/.exec(t) ??
    /(?:worked|working|used|been using) (?:with|in|on)?\s*(.+?)$/.exec(t) ??
    /experience (?:writing|building|developing|programming in|coding in|designing)\s+(.+?)$/.exec(t) ??
    /(?:built|developed|shipped|written|deployed)\b.*?\b(?:with|in|using|on)\s+(.+?)$/.exec(t) ??
    /years of (.+?) experience/.exec(t) ??
    /^(.+?) experience$/.exec(t);
  if (!m) return null;
  const named = m[1]
    .replace(/\b(do you have|you have|professionally|in total|at least|a minimum of|minimum of|more than|over)\b/g, "")
    .replace(/\bbetween \d+ and \d+\b/g, "")
    .replace(/\b\d+( or more)?\s*(full |complete )?(years?|yrs)( of)?\b/g, "")
    .trim();
  return named.split(" ").some((w) => w && !GENERIC_WORDS.has(w)) ? named : null;
}

/** A profile skill named in the text, matched on whole words (aliases included). */
function matchSkill(f: ApplicantFacts, asked: string): ((name: string) => boolean) | null {
  const hay = ` ${asked} `;
  for (const name of f.skillNames()) {
    const n = normalizeText(name);
    const names = SKILL_ALIASES[n] ?? Object.values(SKILL_ALIASES).find((a) => a.includes(n)) ?? [n];
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
    // "between 5 and 7 years", "fewer than 3", "more than 5" (not 5 itself), "5+ years" / "at least 5".
    const between = /between (\d+) and (\d+)/.exec(q.text);
    if (between) return bool(years.value >= Number(between[1]) && years.value <= Number(between[2]), years.from);
    // Both ends at once: "more than 15 but fewer than 20".
    const below = /(fewer|less) than (\d+)|under (\d+) years?/.exec(q.text);
    const over = /(more|greater) than (\d+)|over (\d+) years?/.exec(q.text);
    if (below || over) {
      const underTop = !below || years.value < Number(below[2] ?? below[3]);
      return bool(underTop && (!over || years.value > Number(over[2] ?? over[3])), years.from);
    }
    const min = threshold(q.text);
    return bool(min === null ? years.value > 0 : years.value >= min, years.from);
  }
  return { type: "number", n: years.value, from: years.from };
}

/** Disciplines by family: a field "related" to another is in the same family. */
const FIELDS: Array<[string, RegExp]> = [
  [
    "computing",
    /computer|computing|informatics|software|data science|information (technology|systems)|\bcs\b|artificial intelligence|machine learning/,
  ],
  ["electrical", /electrical|electronic|computer engineering/],
  ["mathematics", /math|statistic|actuarial/],
  ["physics", /physics|astronomy/],
  ["engineering", /engineering/],
  ["science", /chemistry|biology|biochem|geology|life science|natural science/],
];
const STEM =
  /computer|computing|informatics|software|data|information (technology|systems)|engineering|electrical|electronic|math|statistic|physics|chemistry|biology|science|technology/;
/** A degree type named by its abbreviation or title ("B.Tech", "Bachelor of Technology", "MBA"). */
const DEGREE_TYPE =
  /\b(b ?tech|bachelor of technology|b ?eng|bachelor of engineering|m ?tech|master of technology|mba|b ?a|bachelor of arts|m ?a|master of arts)\b/;
const familyOf = (field: string) => FIELDS.find(([, re]) => re.test(normalizeText(field)))?.[0] ?? null;

function degreeWithField(f: ApplicantFacts, q: Asked): Claim | null {
  const degrees = (f.p.education ?? []).map((e, i) => ({
    level: degreeLevel(String(e.degree ?? "")),
    degree: normalizeText(String(e.degree ?? "")),
    field: String(e.fieldOfStudy ?? ""),
    i,
  }));
  if (!degrees.length || degrees.some((d) => d.level === null)) return null;
  const type = DEGREE_TYPE.exec(q.text)?.[0];
  if (type) {
    const level = degreeLevel(type);
    const same = degrees.filter((d) => d.level === level);
    const named = (d: (typeof degrees)[number]) =>
      d.degree.replace(/ /g, "").includes(type.replace(/ /g, "")) ||
      degreeNames(d.degree).some((n) => normalizeText(n).replace(/ /g, "") === type.replace(/ /g, ""));
    if (same.some(named)) return bool(true, `education[${same.find(named)!.i}].degree`);
    // Another degree of that level answers no; no degree of that level listed says nothing of one.
    return same.length
      ? bool(false, `education[${same[0].i}].degree`)
      : level !== null && degrees.every((d) => d.level! < level)
        ? bool(false, "education")
        : null;
  }
  const level = degreeLevel(q.text.replace(/degree in .*$/, ""));
  const at = degrees.filter((d) => level === null || (/at least|or higher|or above/.test(q.text) ? d.level! >= level : d.level === level));
  const fieldAsked = /degree in (.+?)( or (a |an |another )?(related|similar|equivalent|relevant).*)?$/.exec(q.text);
  const related = !!fieldAsked?.[2];
  const fits = (d: (typeof degrees)[number]) => {
    if (/\bstem\b|technical degree/.test(q.text)) return STEM.test(normalizeText(d.field));
    if (!fieldAsked || !d.field) return false;
    // "Computer Science, Engineering, or a related field": any of the fields listed (read from the
    // label, whose commas the words drop).
    const field = normalizeText(d.field);
    const listed =
      /degree in ([^?]+?)(,? or (a |an |another )?(related|similar|equivalent|relevant)[^?]*)?\??$/.exec(
        q.field.label.toLowerCase(),
      )?.[1] ?? fieldAsked[1];
    return listed
      .split(/,\s*| or | and /)
      .map((w) => normalizeText(w))
      .filter(Boolean)
      .some(
        (wanted) =>
          field === wanted ||
          wanted.includes(field) ||
          field.split(" ").includes(wanted) ||
          (related && familyOf(d.field) !== null && familyOf(d.field) === familyOf(wanted)),
      );
  };
  const hit = at.find(fits);
  if (hit) return bool(true, `education[${hit.i}].fieldOfStudy`);
  // A master's or doctorate with no bachelor's listed implies one, of a field not known.
  const implied = !degrees.some((d) => d.level === 3) && degrees.some((d) => d.level! > 3) && (level === null || level === 3);
  if (implied) return null;
  // A field in another family is a no; a field nobody could place ("related" to what?) says nothing.
  if (at.some((d) => !d.field)) return null;
  if (related && at.some((d) => familyOf(d.field) === null)) return null;
  // A field of the same family, not asked "or related" (Informatics for Computer Science): not known.
  if (fieldAsked && at.some((d) => familyOf(d.field) !== null && familyOf(d.field) === familyOf(fieldAsked[1]))) return null;
  return bool(false, at.length ? `education[${at[0].i}].fieldOfStudy` : "education");
}

/** "Graduated within the last 12 months?", "between 2018 and 2020?": against every degree's year. */
function graduatedWhen(f: ApplicantFacts, q: Asked): Claim | null {
  const years = (f.p.education ?? []).map((e) => Number(e.graduationYear)).filter((y) => y > 1900);
  if (!years.length || years.length !== (f.p.education ?? []).length) return null;
  const now = new Date().getUTCFullYear();
  const between = /between (\d{4}) and (\d{4})/.exec(q.text);
  if (between)
    return bool(
      years.some((y) => y >= Number(between[1]) && y <= Number(between[2])),
      "education[].graduationYear",
    );
  const within = /(within|in) the (last|past) (\d+) (months?|years?)/.exec(q.text);
  if (within) {
    const span = Number(within[3]) / (/month/.test(within[4]) ? 12 : 1);
    // A year only: within the last N years is known when every degree is clearly older or newer.
    if (years.every((y) => now - y > span + 1)) return bool(false, "education[].graduationYear");
    if (years.some((y) => now - y <= span - 1)) return bool(true, "education[].graduationYear");
  }
  return null;
}

/** Degree names and abbreviations forms use, for the degree the profile names. */
function degreeNames(degree: string): string[] {
  const d = degree.toLowerCase();
  const level = degreeLevel(degree);
  const science = /science|\bsc\b|\bbs\b|\bms\b/.test(d);
  const arts = /\barts\b|\bba\b|\bma\b/.test(d);
  const tech = /technology|engineering|tech\b|\beng\b/.test(d);
  const business = /business administration|\bmba\b/.test(d);
  switch (level) {
    case 5:
      return ["PhD", "Doctorate", "Doctoral Degree", "Doctorate (PhD)"];
    case 4:
      return [
        ...(business ? ["MBA", "M.B.A."] : science ? ["MS", "MSc", "M.S."] : arts ? ["MA"] : tech ? ["MTech", "MEng"] : []),
        "Master's Degree",
        "Master's",
        "Masters",
        "Master",
      ];
    case 3:
      return [
        ...(science ? ["BS", "BSc", "B.S."] : arts ? ["BA"] : tech ? ["BTech", "BEng"] : []),
        "Bachelor's Degree",
        "Bachelor's",
        "Bachelors",
        "Bachelor",
      ];
    case 2:
      return ["Associate's Degree", "Associate's", "Associate"];
    case 1:
      return ["High School", "High school diploma or GED"];
    default:
      return [];
  }
}

/** The degree's name in the form a label's example gives ("e.g., \"Bachelor's\"" -> "Master's"), else its own. */
function degreeAsExample(degree: string, label: string): string {
  const example = /\be\.?\s?g\.?,?\s*[“"']?([^"”)]+?)[”"']?\)/i.exec(label)?.[1];
  if (!example || degreeLevel(example) === null) return degree;
  const shaped = degreeNames(degree).find(
    (n) => /'s\b/.test(n) === /'s\b/.test(example) && /degree/i.test(n) === /degree/i.test(example) && !/^[A-Z.]+$/.test(n),
  );
  return shaped ?? degree;
}

function highestDegree(f: ApplicantFacts, q: Asked): Claim | null {
  const top = f.education()[0];
  if (!top || typeof top.degree !== "string") return null;
  const level = degreeLevel(top.degree);
  return {
    type: "choose",
    text: degreeAsExample(top.degree, q.field.label),
    from: `education[${top.index}].degree`,
    pick: (options) => {
      for (const name of degreeNames(top.degree as string)) {
        const exact = options.find((o) => normalizeText(o.label) === normalizeText(name));
        if (exact) return exact;
      }
      const same = options.filter((o) => level !== null && degreeLevel(o.label) === level);
      if (same.length === 1) return same[0];
      // "Ontario College Diploma" is a diploma, not an associate degree: among the options of its
      // level (or a bare "Diploma"), the one that names the same kind of credential.
      const noun = /\b(diploma|certificate)\b/.exec(normalizeText(top.degree as string))?.[1];
      const kind = noun
        ? options.filter((o) => {
            const t = normalizeText(o.label);
            return new RegExp(`\\b${noun}\\b`).test(t) && (t === noun || (level !== null && degreeLevel(o.label) === level));
          })
        : [];
      return kind.length === 1 ? kind[0] : undefined;
    },
  };
}

const PROFICIENCY = ["basic", "conversational", "professional", "fluent", "native"];
/** The levels (1..5) a proficiency option covers; CEFR and LinkedIn's wording included. "Advanced" spans professional and fluent. */
function optionLevel(label: string): [number, number] | null {
  const t = normalizeText(label);
  if (/\bc1 c2\b/.test(t)) return [4, 5];
  if (/\bb1 b2\b/.test(t)) return [2, 3];
  if (/\ba1 a2\b/.test(t)) return [1, 1];
  if (/native|bilingual|mother tongue|\bc2\b/.test(t)) return [5, 5];
  if (/full professional|fluent|\bc1\b/.test(t)) return [4, 4];
  if (/advanced/.test(t)) return [3, 4];
  if (/professional working|\bb2\b|^professional$/.test(t)) return [3, 3];
  if (/limited working|conversational|intermediate|\bb1\b/.test(t)) return [2, 2];
  if (/elementary|basic|beginner|\ba1\b|\ba2\b/.test(t)) return [1, 1];
  return null;
}
const LANGUAGE_NAMES =
  /\b(english|spanish|german|french|hindi|japanese|mandarin|chinese|cantonese|portuguese|italian|dutch|arabic|russian|korean|polish|swedish|turkish|hebrew|urdu|bengali|tamil|vietnamese)\b/;

/** "Other than English", "besides English": a language set aside is not asked about. */
const SET_ASIDE = new RegExp(
  `\\b(other than|besides|apart from|aside from|except( for)?|in addition to) (${LANGUAGE_NAMES.source.slice(3, -3)})\\b`,
  "g",
);

/** The level (1..5) a question asks of a language: CEFR's C2/C1 fluent, B2 professional, B1/A2 conversational. */
function levelAsked(t: string): number {
  return /native|\bc2\b/.test(t)
    ? 5
    : /fluent|fluently|\bc1\b/.test(t)
      ? 4
      : /professional|business|\bb2\b|client|meetings|negotiat|interview|work (in|professionally)/.test(t)
        ? 3
        : /conversational|\bb1\b|\ba2\b|intermediate/.test(t)
          ? 2
          : 1;
}

/** Whether a listed language is spoken at the level: null when its level is not stated or not clearly short. */
function speaksAt(l: Language, need: number): boolean | null {
  if (need === 1) return true;
  const level = PROFICIENCY.indexOf(l.proficiency ?? "") + 1 || null;
  if (!level) return null;
  if (level >= need) return true;
  return need === 4 && level === 3 ? null : false; // "professional" is not clearly short of "fluent"
}

function language(f: ApplicantFacts, q: Asked): Claim | null {
  const list = f.languages();
  if (!list) return null;
  const setAside = [...q.text.matchAll(SET_ASIDE)].map((m) => m[3]);
  // "Other than English, is there a language in which you could conduct an interview?": another
  // listed language at that level says yes; none does not say no (a language not listed is not unspoken).
  if (setAside.length) {
    const rest = q.text.replace(SET_ASIDE, " ");
    if (LANGUAGE_NAMES.test(rest) || !/\blanguages?\b/.test(rest)) return null;
    const need = levelAsked(rest);
    const i = list.value.findIndex((l) => !setAside.includes(normalizeText(l.language)) && speaksAt(l, need) === true);
    return i >= 0 ? bool(true, `languages[${i}]`) : null;
  }
  const named = LANGUAGE_NAMES.exec(q.text)?.[1];
  // "Less than professional working proficiency": the level asked, turned around.
  const below = /\b(less|lower|weaker|worse) than\b|\bbelow\b|\bshort of\b/.test(q.text);
  // "Is French your first language?": native or not; another native language says no.
  if (named && /first language|mother tongue|native language/.test(q.text)) {
    const i = list.value.findIndex((l: Language) => normalizeText(l.language) === named);
    if (i >= 0 && list.value[i].proficiency) return bool(list.value[i].proficiency === "native", `languages[${i}].proficiency`);
    const other = list.value.findIndex((l: Language) => l.proficiency === "native");
    return other >= 0 && list.value.filter((l) => l.proficiency === "native").length === 1
      ? bool(false, `languages[${other}].proficiency`)
      : null;
  }
  // "Bilingual in English and French?": each of them fluent or native.
  const all = [...q.text.matchAll(new RegExp(LANGUAGE_NAMES.source, "g"))].map((m) => m[1]);
  if (/bilingual/.test(q.text) && all.length >= 2) {
    const levels = all.map((n) => list.value.find((l: Language) => normalizeText(l.language) === n)?.proficiency);
    if (levels.some((p) => p === undefined)) return null; // a language not listed is not said to be unspoken
    if (levels.every((p) => p === "native" || p === "fluent")) return bool(true, list.from);
    return levels.some((p) => p && p !== "native" && p !== "fluent") ? bool(false, list.from) : null;
  }
  if (!named && /native|mother tongue|first language/.test(q.text)) {
    const i = list.value.findIndex((l: Language) => l.proficiency === "native");
    return i >= 0 ? text(list.value[i].language, `languages[${i}].language`) : null;
  }
  // "Which languages do you speak at a professional level or above?": those at that level.
  const atLeast =
    /(professional|business|fluent|native|advanced)( working)?( level)? (or above|or higher|or better)|at least (professional|fluent|business)/.exec(
      q.text,
    )?.[1];
  if (!named && atLeast && /languages/.test(q.text)) {
    const need = { native: 5, fluent: 4, advanced: 3, professional: 3, business: 3 }[atLeast] ?? 3;
    const levelOf = (l: Language) => PROFICIENCY.indexOf(l.proficiency ?? "") + 1;
    if (list.value.some((l) => !l.proficiency)) return null;
    return text(
      list.value.filter((l) => levelOf(l) >= need).map((l) => l.language),
      list.from,
    );
  }
  // "What languages do you speak, and your proficiency in each?": the list alone does not answer it.
  if (!named && /proficiency|level|how well/.test(q.text)) return null;
  if (!named)
    return /languages/.test(q.text)
      ? text(
          list.value.map((l) => l.language),
          list.from,
        )
      : null;
  const i = list.value.findIndex((l: Language) => normalizeText(l.language) === named);
  if (i < 0) return null; // not listed: the profile does not say it is not spoken
  const from = `languages[${i}]`;
  const level = PROFICIENCY.indexOf(list.value[i].proficiency ?? "") + 1 || null;
  if (q.field.options?.some((o) => optionLevel(o.label) !== null)) {
    const covers = (o: { label: string }) => {
      const r = optionLevel(o.label);
      return !!r && level !== null && r[0] <= level && level <= r[1];
    };
    // The narrowest option that covers the level; a scale whose next step up is native (no "fluent"
    // between: None / Conversational / Professional / Native) takes the highest below it.
    const pick = (options: Array<{ label: string; value: string }>) => {
      const hits = options
        .filter(covers)
        .map((o) => ({ o, r: optionLevel(o.label)! }))
        .sort((a, b) => a.r[1] - a.r[0] - (b.r[1] - b.r[0]));
      if (hits.length === 1 || (hits.length > 1 && hits[0].r[1] - hits[0].r[0] < hits[1].r[1] - hits[1].r[0])) return hits[0].o;
      if (hits.length || level === null) return undefined;
      const below = options
        .map((o) => ({ o, r: optionLevel(o.label) }))
        .filter((x) => x.r && x.r[1] < level)
        .sort((a, b) => b.r![1] - a.r![1]);
      const above = options
        .map((o) => optionLevel(o.label))
        .filter((r) => r && r[0] > level)
        .sort((a, b) => a![0] - b![0]);
      return above[0]?.[0] === 5 ? below[0]?.o : undefined;
    };
    return level ? { type: "choose", from, pick } : null;
  }
  const need = levelAsked(q.text);
  // Several languages named ("both English and German", "English or French"): each one's answer,
  // all of them for "and", any for "or"; a language not listed leaves "and" unknown unless another fails.
  if (all.length >= 2 && !below) {
    const each = [...new Set(all)].map((n) => {
      const k = list.value.findIndex((l: Language) => normalizeText(l.language) === n);
      return k < 0 ? null : speaksAt(list.value[k], need);
    });
    const any = /\b(or|either)\b/.test(q.text) && !/\bboth\b/.test(q.text);
    if (any) return each.includes(true) ? bool(true, list.from) : each.every((v) => v === false) ? bool(false, list.from) : null;
    return each.includes(false) ? bool(false, list.from) : each.every((v) => v === true) ? bool(true, list.from) : null;
  }
  if (below && need === 1) return null;
  const held = speaksAt(list.value[i], need);
  return held === null ? null : bool(below ? !held : held, from);
}

const CERT_STOP = new Set([
  "certified",
  "certification",
  "certificate",
  "certifications",
  "associate",
  "professional",
  "the",
  "a",
  "an",
  "do",
  "you",
  "have",
  "hold",
  "are",
  "any",
  "valid",
  "current",
  "active",
  "obtained",
  "of",
  "or",
  "and",
  "in",
  "license",
  "licence",
]);

function certification(f: ApplicantFacts, q: Asked): Claim | null {
  const certs = f.at<string[]>("certifications");
  if (!certs || !Array.isArray(certs.value) || !certs.value.length) return null;
  if (
    /any (certifications?|licen[cs]es?)|list .*certification|certifications? list|relevant certification/.test(q.text) &&
    !/any (?!relevant|other|professional|valid|current|active|additional)\w+ certification/.test(q.text)
  ) {
    return q.field.kind === "textarea" || q.field.kind === "text" ? text(certs.value, certs.from) : bool(true, certs.from);
  }
  const asked = new Set(q.text.split(" ").filter((w) => w.length > 1 && !CERT_STOP.has(w)));
  const i = certs.value.findIndex((c) =>
    normalizeText(c)
      .split(" ")
      .some((w) => !CERT_STOP.has(w) && w.length > 2 && asked.has(w)),
  );
  if (i < 0) return null;
  // "Solutions Architect - Professional" is not the Associate certification of the same name.
  const levelOf = (t: string) => /\b(associate|professional|expert|foundational|practitioner|specialty|fundamentals)\b/.exec(t)?.[1];
  const askedLevel = /\bany\b/.test(q.text) ? undefined : levelOf(q.text),
    heldLevel = levelOf(normalizeText(certs.value[i]));
  return askedLevel && heldLevel && askedLevel !== heldLevel ? null : bool(true, `certifications[${i}]`);
}

export const QUALIFICATION_RULES: Rule[] = [
  {
    name: "experience",
    category: "experience_years",
    test: /years? of .*experience|how many years|how much (\w+ )*experience|experience (with|in|using)|years (with|in|using) |years of experience|experience$|^(have you|do you) (used|worked with|built|written|developed)\b|how long have you been working( professionally)?$/,
    not: /describe|tell us|explain|share/,
    claim: experience,
  },
  {
    // "University where you earned your undergraduate degree", "Bachelor's degree major", "Year you
    // obtained your Master's degree": that degree's own facts, and none when the profile lists no such degree.
    name: "degree_of_level",
    category: "education",
    test: (q) =>
      /\b(bachelor|undergraduate|master|graduate (degree|school|studies|program)|doctora|ph ?d)/.test(q.text) &&
      /\b(university|school|college|institution|major|field|subject|year|when)\b/.test(q.text) &&
      !/^(do|did|have|are|is|was)\b/.test(q.text),
    claim: (f, q) => {
      const want = degreeLevel(q.text.replace(/\bundergraduate\b/, "bachelor").replace(/\bgraduate\b/, "master"));
      const i = (f.p.education ?? []).findIndex((e) => degreeLevel(String(e.degree ?? "")) === want);
      if (want === null || i < 0) return null;
      const e = f.p.education![i];
      const key = /major|field|subject/.test(q.text) ? "fieldOfStudy" : /year|when/.test(q.text) ? "graduationYear" : "university";
      return text(e[key as keyof typeof e], `education[${i}].${key}`);
    },
  },
  {
    // "Is your highest qualification below a bachelor's degree?": the highest level against the one named.
    name: "highest_degree_compared",
    category: "education",
    test: /\bhighest (level of )?(qualification|degree|education)\b.*\b(below|lower than|less than|under|short of|above|higher than|beyond)\b/,
    claim: (f, q) => {
      const top = f.education()[0];
      const have = top ? degreeLevel(String(top.degree)) : null;
      const m = /\b(below|lower than|less than|under|short of|above|higher than|beyond)\b(.*)/.exec(q.text)!;
      const want = degreeLevel(m[2]);
      if (have === null || want === null) return null;
      return bool(/below|lower|less|under|short/.test(m[1]) ? have < want : have > want, `education[${top!.index}].degree`);
    },
  },
  {
    // "Do you hold more than one degree?": the profile's degrees are all it has; a diploma is not one.
    name: "degree_count",
    category: "education",
    test: /\b(more than (one|1)|multiple|(two|2) or more|several) (university |college |academic )?degrees?\b/,
    claim: (f) => {
      const levels = (f.p.education ?? []).map((e) => degreeLevel(String(e.degree ?? "")));
      if (!levels.length || levels.some((l) => l === null)) return null;
      return bool(levels.filter((l) => l! >= 3).length > 1, "education");
    },
  },
  {
    // "Is your highest degree a Bachelor's degree?"
    name: "highest_degree_is",
    category: "education",
    test: /^is your highest (level of )?(degree|education)/,
    claim: (f, q) => {
      const top = f.education()[0];
      const have = top ? degreeLevel(String(top.degree)) : null;
      const want = degreeLevel(q.text.replace(/^is your highest (level of )?(degree|education)/, ""));
      return have !== null && want !== null ? bool(have === want, `education[${top!.index}].degree`) : null;
    },
  },
  {
    name: "school",
    category: "education",
    test: /name of (the |your )?(university|school|college|institution)/,
    claim: (f) => {
      const e = f.education()[0];
      return e ? text(e.university, `education[${e.index}].university`) : null;
    },
  },
  {
    // "A Master's degree in Computer Science or a related field?", "a STEM degree?", "a B.Tech?": the
    // profile's degrees are all it has, so a level or field it lists none of is a no (docs/answers.md).
    name: "degree_field",
    category: "education",
    test: (q) =>
      /degree in (.+)|\bstem degree|technical degree/.test(q.text) ||
      (/\b(have|hold|holding|completed|earned|obtained|graduate with)\b/.test(q.text) && DEGREE_TYPE.test(q.text)),
    claim: degreeWithField,
  },
  {
    name: "has_degree",
    category: "education",
    test: /\b(do you( not)? have|do you( not)? hold|have you( not)? completed|have you( not)? earned|did you( not)? complete) (a |an )?.*(degree|diploma|ph ?d|doctorate|bachelor|master)/,
    claim: (f, q) => {
      const top = f.education()[0];
      const have = top ? degreeLevel(String(top.degree)) : null;
      // "a university degree" / "a college degree": a bachelor's or higher.
      const want = degreeLevel(q.text) ?? (/university degree|college degree|a degree\b/.test(q.text) ? 3 : null);
      return have !== null && want !== null ? bool(have >= want, `education[${top!.index}].degree`) : null;
    },
  },
  {
    name: "field_of_study",
    category: "education",
    test: /field of study|\bmajor\b|discipline|area of study|concentration|what did you study|course of study/,
    claim: (f) => {
      const e = f.education()[0];
      return e ? text(e.fieldOfStudy, `education[${e.index}].fieldOfStudy`) : null;
    },
  },
  { name: "gpa", category: "education", test: /\bgpa\b|grade point/, claim: () => null },
  {
    name: "graduated_when",
    category: "education",
    test: /(graduat|complet).*(between \d{4} and \d{4}|(within|in) the (last|past) \d+ (months?|years?))/,
    claim: graduatedWhen,
  },
  {
    name: "graduation_year",
    category: "education",
    test: /\bgraduat(ion|e|ed)\b/,
    not: /school|university/,
    claim: (f) => {
      const e = f.education()[0];
      return e ? text(e.graduationYear, `education[${e.index}].graduationYear`) : null;
    },
  },
  {
    name: "school",
    category: "education",
    test: /school|university|college|institution|alma mater/,
    not: /high school diploma|level|degree/,
    claim: (f) => {
      const e = f.education()[0];
      return e ? text(e.university, `education[${e.index}].university`) : null;
    },
  },
  {
    // "In what year did you complete your most recent qualification?": the latest year of any.
    name: "latest_year",
    category: "education",
    test: /\b(what|which) year\b.*\b(complete|finish|obtain|earn|award|receiv|graduat)|\byear\b.*\b(most recent|latest|last) (qualification|degree|diploma)/,
    claim: (f) => {
      const years = (f.p.education ?? []).map((e, i) => ({ y: Number(e.graduationYear), i })).filter((x) => x.y > 1900);
      const latest = years.sort((a, b) => b.y - a.y)[0];
      return latest ? text(latest.y, `education[${latest.i}].graduationYear`) : null;
    },
  },
  {
    // "Did you complete your most recent degree in 2020 or later?": the latest year against it.
    name: "latest_year_compared",
    category: "education",
    test: /(most recent|latest|last|highest) (degree|diploma|qualification|education).*\b(in|by|before|after|since) (\d{4})/,
    claim: (f, q) => {
      const m = /\b(in|by|before|after|since) (\d{4})( or (later|after|earlier|before))?/.exec(q.text)!;
      const years = (f.p.education ?? []).map((e) => Number(e.graduationYear)).filter((y) => y > 1900);
      if (!years.length || years.length !== (f.p.education ?? []).length) return null;
      const y = Math.max(...years),
        n = Number(m[2]);
      const later = /after|since/.test(m[1]) || /later|after/.test(m[4] ?? "");
      const earlier = m[1] === "before" || m[1] === "by" || /earlier|before/.test(m[4] ?? "");
      return bool(
        later ? y >= n + (m[1] === "after" && !m[3] ? 1 : 0) : earlier ? y <= n - (m[1] === "before" && !m[3] ? 1 : 0) : y === n,
        "education[].graduationYear",
      );
    },
  },
  {
    // A US service academy (West Point, Annapolis ...): one of the schools listed, or none of them.
    name: "service_academy",
    category: "education",
    test: /service academy|military academy|naval academy|air force academy|west point|annapolis|coast guard academy|merchant marine academy/,
    claim: (f) => {
      const list = f.p.education ?? [];
      if (!list.length) return null;
      const i = list.findIndex((e) =>
        /(military|naval|air force|coast guard|merchant marine) academy|west point/.test(normalizeText(String(e.university ?? ""))),
      );
      return bool(i >= 0, i >= 0 ? `education[${i}].university` : "education");
    },
  },
  {
    name: "degree",
    category: "education",
    test: /degree|qualification|level of education|education level|highest (level of |completed |attained )?(education|schooling)|(education|schooling) (completed|attained)|level of schooling|credential/,
    claim: highestDegree,
  },
  {
    name: "language",
    category: "languages",
    claim: language,
    test: (q) =>
      /language|speak|fluent|proficiency|native .*speaker|mother tongue|bilingual/.test(q.text) ||
      (LANGUAGE_NAMES.test(q.text) &&
        /\b(level|skills?)\b|\b(work|conduct|communicate|present|write|converse|meetings?)\b.*\bin (english|spanish|german|french|hindi|japanese|mandarin|chinese|portuguese|italian|dutch|arabic)\b/.test(
          q.text,
        )),
  },
  {
    name: "certification",
    category: "certifications",
    test: /certif|licen[cs]e|\bcpa\b|\bpmp\b|\bcissp\b/,
    not: /\bi certify\b|certify that/,
    claim: certification,
  },
];
