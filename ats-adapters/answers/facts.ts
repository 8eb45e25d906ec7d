// Facts about the applicant, each with the profile field it came from (the review's `answer_from`).
// Typed profile fields (lib/profile.ts) come first; free-form extra fields are looked up by meaning.
import type { Applicant } from "../types";
import { canonicalCountry, EU_MEMBERS } from "./text";

/** A value and the dot path of the profile field that says it. */
export interface Fact<T> {
  value: T;
  from: string;
}

type Leaf = string | number | boolean | string[];

/** Every leaf of the profile as [dot path, normalized key, value], nested objects included. */
function leaves(value: unknown, out: Array<[string, string, unknown]> = [], path = ""): Array<[string, string, unknown]> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, out, path ? `${path}.${k}` : k);
  } else if (path) {
    const key = path.split(".").pop()!;
    out.push([path, key.toLowerCase().replace(/[^a-z0-9]/g, ""), value]);
  }
  return out;
}

/** Aliases (normalized key spellings) of the free-form extra fields we understand. */
const EXTRA_ALIASES = {
  linkedin: ["linkedin", "linkedinurl", "linkedinprofile", "linkedinprofileurl"],
  github: ["github", "githuburl", "githubprofile"],
  website: ["website", "websiteurl", "portfolio", "portfoliourl", "personalwebsite", "homepage", "blog"],
  twitter: ["twitter", "twitterurl"],
  salary: [
    "salary",
    "desiredsalary",
    "expectedsalary",
    "salaryexpectation",
    "salaryexpectations",
    "desiredcompensation",
    "expectedcompensation",
  ],
  startDate: ["startdate", "availablestartdate", "earlieststartdate", "availabledate"],
  gender: ["gender", "sex", "genderidentity"],
  race: ["race", "ethnicity", "raceethnicity", "raceorethnicity"],
  hispanic: ["hispanic", "hispaniclatino", "ishispanicorlatino", "ishispanic", "hispanicorlatino"],
  veteran: ["veteran", "veteranstatus", "isveteran", "protectedveteran"],
  disability: ["disability", "disabilitystatus", "hasdisability"],
  transgender: ["transgender", "istransgender"],
  pronouns: ["pronouns", "pronoun"],
  sexualOrientation: ["sexualorientation"],
  yearsOfExperience: ["yearsofexperience", "experienceyears", "totalyearsofexperience", "yoe"],
  howDidYouHear: ["howdidyouhear", "howdidyouhearaboutus", "referralsource", "heardfrom"],
  coverLetter: ["coverletter", "coverlettertext"],
  currentCompany: ["currentcompany", "currentemployer"],
  currentTitle: ["currenttitle", "currentjobtitle", "jobtitle", "headline"],
  preferredName: ["preferredname", "preferredfirstname", "nickname"],
  middleName: ["middlename"],
  marketingOptIn: ["marketingoptin", "optinmarketing", "jobalerts", "talentcommunity"],
};
export type FactName = keyof typeof EXTRA_ALIASES;

export interface CountryAuth {
  authorized?: boolean;
  needsSponsorship?: boolean;
  status?: string;
  visa?: string;
  from: string;
  /** Found through the profile's "European Union" entry: it says nothing of a member state's own citizenship. */
  viaUnion?: boolean;
  /** Whether home is in the country (set by a rule that reads it beside the entry). */
  livesThere?: boolean;
}

export interface Language {
  language: string;
  proficiency?: string;
}

const LEVEL_WORDS: Array<[number, RegExp]> = [
  [5, /ph ?d|doctor|doctorate|\bmd\b|\bjd\b|\bdphil\b/],
  [4, /master|\bm ?sc?\b|\bm ?a\b|\bmba\b|\bm ?eng\b|\bm ?tech\b|\bmphil\b|\bllm\b|postgraduate|\bgraduate degree/],
  [3, /bachelor|\bb ?sc?\b|\bb ?a\b|\bb ?eng\b|\bb ?tech\b|undergraduate|\bbba\b|licenciatura/],
  // A college diploma or certificate after school (Canada's "Ontario College Diploma", a CEGEP) sits
  // with the associate degree: post-secondary, not a degree.
  [2, /associate|some college|foundation degree|\bhnd\b|college diploma|post ?secondary|polytechnic|cegep|non ?degree|vocational diploma/],
  [1, /high ?school|secondary|\bged\b|a levels?|abitur|diploma/],
];

const levelText = (degree: string) =>
  degree
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[^a-z0-9]+/g, " ");

/** A degree's level: 1 secondary, 2 associate, 3 bachelor, 4 master, 5 doctorate; null when unclear. */
export function degreeLevel(degree: string): number | null {
  const d = levelText(degree);
  return LEVEL_WORDS.find(([, re]) => re.test(d))?.[0] ?? null;
}

/** Every level a text names ("a graduate degree (master's or doctorate)": 4 and 5). */
export function degreeLevelsNamed(text: string): number[] {
  const d = levelText(text);
  return LEVEL_WORDS.filter(([, re]) => re.test(d)).map(([level]) => level);
}

export class ApplicantFacts {
  private readonly extras: Array<[string, string, unknown]>;
  constructor(readonly applicant: Applicant) {
    this.extras = leaves(applicant.profile);
  }

  get p() {
    return this.applicant.profile;
  }

  /** A field at a dot path of the profile, or undefined (never a default). */
  at<T = unknown>(path: string): Fact<T> | undefined {
    let v: unknown = this.p;
    for (const part of path.split(".")) v = v && typeof v === "object" ? (v as Record<string, unknown>)[part] : undefined;
    return v === undefined || v === null || v === "" ? undefined : { value: v as T, from: path };
  }

  bool(path: string): Fact<boolean> | undefined {
    const f = this.at<unknown>(path);
    return f && typeof f.value === "boolean" ? (f as Fact<boolean>) : undefined;
  }

  /** An extra profile field by meaning, or undefined when the profile does not say. */
  extra(name: FactName): Fact<Leaf> | undefined {
    const aliases: string[] = EXTRA_ALIASES[name];
    for (const exactOnly of [true, false]) {
      for (const [path, key, value] of this.extras) {
        const hit = exactOnly ? aliases.includes(key) : aliases.some((a) => a.length > 4 && (key.endsWith(a) || key.startsWith(a)));
        if (!hit || value === null || value === undefined || value === "" || (typeof value === "object" && !Array.isArray(value))) continue;
        return { value: Array.isArray(value) ? value.map(String) : (value as Leaf), from: path };
      }
    }
    return undefined;
  }

  /** Education entries, highest degree first (the order forms mean by "highest level"). */
  education(): Array<Record<string, unknown> & { index: number }> {
    const list: Array<Record<string, unknown> & { index: number }> = (this.p.education ?? []).map((e, index) => ({
      ...(e as Record<string, unknown>),
      index,
    }));
    return list.sort((a, b) => (degreeLevel(String(b.degree ?? "")) ?? 0) - (degreeLevel(String(a.degree ?? "")) ?? 0));
  }

  /** Work authorisation for a country: an explicit entry, else the base fields when it is the profile's own country (or unnamed). */
  authIn(country: string | null): CountryAuth | undefined {
    const wa = this.p.workAuthorization;
    const base: CountryAuth = { authorized: wa.isAuthorizedToWork, needsSponsorship: wa.needsSponsorship, from: "workAuthorization" };
    const entries = (Array.isArray(wa.countries) ? wa.countries : []) as Array<Record<string, unknown>>;
    const own = canonicalCountry(this.p.personalInformation.country);
    if (!country) return base;
    const find = (name: string) => entries.findIndex((e) => typeof e.country === "string" && canonicalCountry(e.country) === name);
    let i = find(country);
    const viaUnion = i < 0 && EU_MEMBERS.has(country);
    if (viaUnion) i = find("European Union");
    if (i >= 0) {
      const e = entries[i];
      return {
        authorized: typeof e.authorized === "boolean" ? e.authorized : undefined,
        needsSponsorship: typeof e.needsSponsorship === "boolean" ? e.needsSponsorship : undefined,
        status: typeof e.status === "string" ? e.status : undefined,
        visa: typeof e.visa === "string" ? e.visa : undefined,
        from: `workAuthorization.countries[${i}]`,
        ...(viaUnion && { viaUnion }),
      };
    }
    return country === own ? base : undefined;
  }

  /** Countries the profile says the applicant is a citizen of, with where it says so. */
  citizenships(): Array<Fact<string>> {
    const entries = (Array.isArray(this.p.workAuthorization.countries) ? this.p.workAuthorization.countries : []) as Array<
      Record<string, unknown>
    >;
    return entries.flatMap((e, i) =>
      e.status === "citizen" && typeof e.country === "string"
        ? [{ value: canonicalCountry(e.country), from: `workAuthorization.countries[${i}].status` }]
        : [],
    );
  }

  languages(): Fact<Language[]> | undefined {
    const list = Array.isArray(this.p.languages) ? this.p.languages : [];
    const value = list.flatMap((l): Language[] =>
      typeof l === "string" ? [{ language: l }] : l && typeof l.language === "string" ? [l as Language] : [],
    );
    return value.length ? { value, from: "languages" } : undefined;
  }

  /** Years of experience with a named skill: the profile's skills list, else its work history. */
  skillYears(match: (name: string) => boolean): Fact<number> | undefined {
    const skills = (Array.isArray(this.p.skills) ? this.p.skills : []).map((x) => (typeof x === "string" ? { name: x } : x)) as Array<{
      name?: string;
      years?: number;
    }>;
    const i = skills.findIndex((s) => typeof s.name === "string" && match(s.name));
    if (i >= 0 && typeof skills[i].years === "number") return { value: skills[i].years!, from: `skills[${i}].years` };
    const history = (Array.isArray(this.p.workHistory) ? this.p.workHistory : []) as Array<{
      startDate?: string;
      endDate?: string;
      skills?: string[];
    }>;
    let days = 0;
    for (const job of history) {
      if (!job.startDate || !job.skills?.some(match)) continue;
      const end = job.endDate ? Date.parse(job.endDate) : Date.now();
      days += Math.max(0, (end - Date.parse(job.startDate)) / 86_400_000);
    }
    return days > 0 ? { value: Math.floor(days / 365.25), from: "workHistory" } : undefined;
  }

  skillNames(): string[] {
    const skills = (Array.isArray(this.p.skills) ? this.p.skills : []).map((x) => (typeof x === "string" ? { name: x } : x)) as Array<{
      name?: string;
    }>;
    const history = (Array.isArray(this.p.workHistory) ? this.p.workHistory : []) as Array<{ skills?: string[] }>;
    return [...skills.map((s) => s.name ?? ""), ...history.flatMap((h) => h.skills ?? [])].filter(Boolean);
  }
}
