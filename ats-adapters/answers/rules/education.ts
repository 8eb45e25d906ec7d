// Degrees: their level, field, type, school and year, and the highest one.
import type { Asked, Claim, Rule } from "../claims";
import { bool, text } from "../claims";
import { degreeLevel, degreeLevelsNamed, type ApplicantFacts } from "../facts";
import { normalizeText } from "../text";

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
  /\b(b ?tech|bachelor of technology|b ?eng|bachelor of engineering|m ?tech|master of technology|mba|master of business administration|bba|bachelor of business administration|b ?a|bachelor of arts|m ?a|master of arts)\b/;
const familyOf = (field: string) => FIELDS.find(([, re]) => re.test(normalizeText(field)))?.[0] ?? null;
/** "An engineering degree" is a degree in engineering. */
const FIELD_DEGREE = /\b(an?) (engineering|computer science|computing|mathematics|maths|physics|informatics) degree\b/;

/** "Did you study Computer Science ...?", "Did you major in ...?": the profile's education is all it has, so a degree in it. */
const STUDIED = /\b(did|have) you (study|studied|major in|majored in)\b/i;

function degreeWithField(f: ApplicantFacts, asked: Asked): Claim | null {
  const studied = STUDIED.test(asked.text)
    ? {
        ...asked,
        text: asked.text.replace(STUDIED, "do you have a degree in"),
        field: { ...asked.field, label: asked.field.label.replace(STUDIED, "do you have a degree in") },
      }
    : asked;
  const q = FIELD_DEGREE.test(studied.text) ? { ...studied, text: studied.text.replace(FIELD_DEGREE, "a degree in $2") } : studied;
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
  const fieldAsked = /degree in (.+?)( or (a |an |another )?(closely )?(related|similar|equivalent|relevant).*)?$/.exec(q.text);
  const related = !!fieldAsked?.[2];
  const fits = (d: (typeof degrees)[number]) => {
    if (/\bstem\b|technical degree/.test(q.text)) return STEM.test(normalizeText(d.field));
    if (!fieldAsked || !d.field) return false;
    // "Computer Science, Engineering, or a related field": any of the fields listed (read from the
    // label, whose commas the words drop).
    const field = normalizeText(d.field);
    const listed =
      /degree in ([^?]+?)(,? or (a |an |another )?(closely )?(related|similar|equivalent|relevant)[^?]*)?\??$/.exec(
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
  // Engineering as a whole: a computing degree may be one (computer or software engineering) or not.
  if (fieldAsked && fieldAsked[1].trim() === "engineering" && at.some((d) => d.level! >= 3 && familyOf(d.field) === "computing"))
    return null;
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
        "Master Degree",
        "Master's",
        "Masters",
        "Master",
      ];
    case 3:
      return [
        ...(science ? ["BS", "BSc", "B.S."] : arts ? ["BA"] : tech ? ["BTech", "BEng"] : []),
        "Bachelor's Degree",
        "Bachelor Degree",
        "Bachelor's",
        "Bachelors",
        "Bachelor",
      ];
    case 2:
      // A college diploma shares the level, not the name: it is never an "Associate's".
      return /associate/.test(d) ? ["Associate's Degree", "Associate Degree", "Associate's", "Associate"] : [];
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

/** The education a question asks of: the highest, or the entry's in a repeated section (the second "School" the next). */
const entryOf = (f: ApplicantFacts, q: Asked) => f.education()[q.entry];

function highestDegree(f: ApplicantFacts, q: Asked): Claim | null {
  // "Type of undergraduate degree": the profile's bachelor's, not its highest; none listed says nothing.
  const undergrad = /\b(undergraduate|bachelors?|bachelor s) degree\b/.test(q.text) && !/\bhighest\b/.test(q.text);
  const top = undergrad ? f.education().find((e) => typeof e.degree === "string" && degreeLevel(e.degree) === 3) : entryOf(f, q);
  if (!top || typeof top.degree !== "string") return null;
  const level = degreeLevel(top.degree);
  return {
    type: "choose",
    text: degreeAsExample(top.degree, q.field.label),
    from: `education[${top.index}].degree`,
    pick: (options) => {
      // "Bachelor of Engineering / Technology" names two titles: "Bachelor of Engineering" and "of Technology".
      const titles = (label: string) => {
        const m = /^(.+ of) (.+?) \/ (.+)$/.exec(label.trim());
        return (m ? [label, `${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`] : [label]).map(normalizeText);
      };
      for (const name of [top.degree as string, ...degreeNames(top.degree as string)]) {
        const exact = options.find((o) => titles(o.label).includes(normalizeText(name)));
        if (exact) return exact;
      }
      // "Ontario College Diploma" is a diploma, not an associate degree: among the options of its
      // level (or a bare "Diploma"), the one that names the same kind of credential.
      const noun = /\b(diploma|certificate)\b/.exec(normalizeText(top.degree as string))?.[1];
      const same = options.filter((o) => level !== null && degreeLevel(o.label) === level);
      if (same.length === 1 && (!noun || new RegExp(`\\b${noun}\\b`).test(normalizeText(same[0].label)))) return same[0];
      // The highest degree when every level offered is above the profile's ("Bachelor's / Master's /
      // PhD / Other"): its "Other".
      const offered = options.map((o) => degreeLevel(o.label)).filter((l): l is number => l !== null);
      if (
        /\bhighest\b/.test(q.text) &&
        level !== null &&
        offered.length &&
        offered.every((l) => l > level) &&
        !options.some((o) => noun && normalizeText(o.label).includes(noun))
      )
        return options.find((o) => /^other$/.test(normalizeText(o.label)));
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

export const EDUCATION_RULES: Rule[] = [
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
    claim: (f, q) => {
      const e = entryOf(f, q);
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
      (STUDIED.test(q.text) && /\bor (a |an |another )?(closely )?(related|similar|equivalent|relevant)\b/.test(q.text)) ||
      FIELD_DEGREE.test(q.text) ||
      (/\b(have|hold|holding|completed|earned|obtained|graduate with)\b/.test(q.text) && DEGREE_TYPE.test(q.text)),
    claim: degreeWithField,
  },
  {
    name: "has_degree",
    category: "education",
    // ("Have you completed high school?" asks the level too.)
    test: /\b(do you( not)? have|do you( not)? hold|have you( not)? completed|have you( not)? earned|did you( not)? complete) (a |an )?.*(degree|diploma|ph ?d|doctorate|bachelor|master)|\b(have|did) you( not)? (completed?|finished?|graduated?( from)?) (high|secondary) school\b/,
    claim: (f, q) => {
      const top = f.education()[0];
      const have = top ? degreeLevel(String(top.degree)) : null;
      // "a university degree" / "a college degree": a bachelor's or higher. Levels named as either of
      // them ("a graduate degree (master's or doctorate)") are met by the lowest.
      const named = degreeLevelsNamed(q.text);
      const want =
        named.length > 1 && /\bor\b/.test(q.text)
          ? Math.min(...named)
          : (degreeLevel(q.text) ?? (/university degree|college degree|a degree\b/.test(q.text) ? 3 : null));
      return have !== null && want !== null ? bool(have >= want, `education[${top!.index}].degree`) : null;
    },
  },
  {
    name: "field_of_study",
    category: "education",
    test: /field of study|\bmajor\b|discipline|area of study|concentration|what did you study|course of study|\bsubjects? (studied|of (your )?(study|degree))|\b(which|what) subject/,
    claim: (f, q) => {
      const e = entryOf(f, q);
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
    // (Zoho Recruit's education table: "Duration To", keyed Educational_Details[n].Duration_To; an
    // education entry's "To (Actual or Expected)": Workday's.)
    test: /\bgraduat(ion|e|ed)\b|\beducational details \d+ duration to\b|^(to|end( date| year)?),? \(?actual or expected\b/,
    not: /school|university/,
    claim: (f, q) => {
      const e = entryOf(f, q);
      return e ? text(e.graduationYear, `education[${e.index}].graduationYear`) : null;
    },
  },
  {
    name: "school",
    category: "education",
    test: /school|university|college|institution|alma mater/,
    not: /high school diploma|level|degree/,
    claim: (f, q) => {
      const e = entryOf(f, q);
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
    // ("The PMP credential" is a certification.)
    not: /\b(pmp|cissp|cpa|pmi|comptia|aws|certif\w*)\b.*\bcredential|\bcredential\b.*\b(from|by|issued by) [a-z]/,
    claim: highestDegree,
  },
];
