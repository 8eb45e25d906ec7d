// Facts about the applicant, looked up by meaning from the profile and its free-form extra fields.
import type { Applicant } from "../types";

type Fact = string | number | boolean | string[];

/** Every leaf of the profile as [normalized key, value], nested objects included. */
function leaves(value: unknown, out: Array<[string, unknown]> = [], key = ""): Array<[string, unknown]> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, out, k);
  } else if (key) {
    out.push([key.toLowerCase().replace(/[^a-z0-9]/g, ""), value]);
  }
  return out;
}

/** Aliases (normalized key spellings) of the free-form extra fields we understand. */
const EXTRA_ALIASES: Record<string, string[]> = {
  linkedin: ["linkedin", "linkedinurl", "linkedinprofile", "linkedinprofileurl"],
  github: ["github", "githuburl", "githubprofile"],
  website: ["website", "websiteurl", "portfolio", "portfoliourl", "personalwebsite", "homepage", "blog"],
  twitter: ["twitter", "twitterurl", "x"],
  salary: ["salary", "desiredsalary", "expectedsalary", "salaryexpectation", "salaryexpectations", "compensation", "desiredcompensation", "expectedcompensation"],
  startDate: ["startdate", "availablestartdate", "earlieststartdate", "availability", "availabledate"],
  noticePeriod: ["noticeperiod"],
  gender: ["gender", "sex", "genderidentity"],
  race: ["race", "ethnicity", "raceethnicity", "raceorethnicity"],
  hispanic: ["hispanic", "hispaniclatino", "ishispanicorlatino", "ishispanic", "hispanicorlatino"],
  veteran: ["veteran", "veteranstatus", "isveteran", "protectedveteran"],
  disability: ["disability", "disabilitystatus", "hasdisability"],
  pronouns: ["pronouns", "pronoun"],
  sexualOrientation: ["sexualorientation"],
  yearsOfExperience: ["yearsofexperience", "experienceyears", "totalyearsofexperience", "yoe"],
  howDidYouHear: ["howdidyouhear", "howdidyouhearaboutus", "referralsource", "source", "heardfrom"],
  coverLetter: ["coverletter", "coverlettertext"],
  currentCompany: ["currentcompany", "currentemployer", "company", "employer", "organization"],
  currentTitle: ["currenttitle", "currentjobtitle", "jobtitle", "title", "headline"],
  preferredName: ["preferredname", "preferredfirstname", "nickname"],
  middleName: ["middlename"],
  fieldOfStudy: ["fieldofstudy", "major", "discipline"],
  graduationYear: ["graduationyear", "gradyear"],
  languages: ["languages", "spokenlanguages"],
  summary: ["summary", "about", "bio"],
};

export type FactName = keyof typeof EXTRA_ALIASES;

export class ApplicantFacts {
  private readonly extras: Array<[string, unknown]>;
  constructor(readonly applicant: Applicant) {
    this.extras = leaves(applicant.profile);
  }

  get p() {
    return this.applicant.profile;
  }

  /** An extra profile field by meaning, or undefined when the profile does not say. */
  extra(name: FactName): Fact | undefined {
    const aliases = EXTRA_ALIASES[name];
    for (const exactOnly of [true, false]) {
      for (const [key, value] of this.extras) {
        const hit = exactOnly ? aliases.includes(key) : aliases.some((a) => a.length > 4 && (key.endsWith(a) || key.startsWith(a)));
        if (!hit || value === null || value === undefined || value === "") continue;
        if (Array.isArray(value)) return value.map(String);
        if (typeof value === "object") continue;
        return value as Fact;
      }
    }
    return undefined;
  }

  education(field: "university" | "degree" | "fieldOfStudy"): string | undefined {
    const first = this.p.education?.[0] as Record<string, unknown> | undefined;
    if (!first) return undefined;
    if (field === "fieldOfStudy") {
      const v = first.fieldOfStudy ?? first.major ?? first.field ?? first.discipline;
      return typeof v === "string" ? v : undefined;
    }
    return first[field] as string;
  }
}
