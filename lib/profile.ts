// The minimum accepted profile (docs/api-rules.md#profile), plus the optional fields real application
// forms ask for (docs/answers.md says which question each one answers). Extra fields anywhere are kept
// verbatim (passthrough). An optional field the profile leaves out is never filled with a default.
import { z } from "zod";
import { parseDuration } from "./duration";

const str = z.string().trim().min(1, "must be a non-empty string").max(1000);
const bool = z.boolean();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");
const duration = str.refine(
  (s) => parseDuration(s) !== null,
  'must be a duration such as "2 weeks", "30 days", "1 month" or "immediately"',
);
const years = z.number().min(0, "must be 0 or more").max(80, "must be at most 80");

/** An entry given as an object, or as a plain name ("Python") read as {[key]: name}: errors keep their dot paths. */
const byName = <T extends z.ZodType>(key: string, entry: T) => z.preprocess((v) => (typeof v === "string" ? { [key]: v } : v), entry);

export const WORK_STATUSES = ["citizen", "permanent_resident", "work_visa", "student_visa", "other"] as const;
export const LANGUAGE_LEVELS = ["native", "fluent", "professional", "conversational", "basic"] as const;

const countryAuthorization = z.looseObject({
  country: str,
  authorized: bool,
  needsSponsorship: bool.optional(),
  status: z.enum(WORK_STATUSES).optional(),
  visa: str.optional().describe('e.g. "H-1B"'),
});

export const profileSchema = z.looseObject({
  personalInformation: z.looseObject({
    firstName: str,
    lastName: str,
    isOver18: bool,
    email: z.email().max(320),
    phone: z
      .string()
      .trim()
      .regex(/^\+[1-9][0-9 ().-]{6,24}$/, "must be an international phone number such as +14155550100"),
    address: str,
    city: str,
    state: str,
    country: str,
    zipCode: str,
    preferredName: str.optional(),
    pronouns: str.optional().describe('as the candidate writes them, e.g. "she/her"'),
    hasDriversLicense: bool.optional(),
  }),
  workAuthorization: z.looseObject({
    isAuthorizedToWork: bool.describe("in the profile's own country, or where the question names none"),
    needsSponsorship: bool,
    countries: z
      .array(countryAuthorization)
      .max(50)
      .optional()
      .describe("authorisation per country; a country not listed (other than the profile's own) is never answered"),
  }),
  workPreferences: z.looseObject({
    canWorkInPerson: bool,
    canRelocate: bool,
    canStartImmediately: bool,
    hasTransportation: bool,
    hasAccommodations: bool,
    noticePeriod: duration.optional().describe('e.g. "2 weeks", "1 month"'),
    earliestStartDate: isoDate.optional(),
    canWorkRemotely: bool.optional(),
    maxTravelPercent: z.number().min(0).max(100).optional(),
  }),
  backgroundCheck: z.looseObject({
    hasWorkedForCompanyBefore: bool,
    hasGovernmentClearance: bool,
    hasGovernmentTies: bool,
    hasCriminalRecord: bool.optional(),
    consentsToBackgroundCheck: bool.optional(),
    hasNonCompete: bool.optional(),
    hasRelativesAtCompany: bool.optional(),
  }),
  education: z
    .array(
      z.looseObject({
        university: str,
        degree: str,
        fieldOfStudy: str.optional(),
        graduationYear: z.number().int().min(1900).max(2100).optional(),
      }),
    )
    .max(50),
  salaryExpectation: z
    .looseObject({
      amount: z.number().positive("must be more than 0"),
      currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD"),
      period: z.enum(["year", "month", "hour"]).default("year"),
    })
    .optional(),
  languages: z
    .array(byName("language", z.looseObject({ language: str, proficiency: z.enum(LANGUAGE_LEVELS).optional() })))
    .max(50)
    .optional()
    .describe('e.g. [{"language": "English", "proficiency": "native"}] or ["English"]'),
  yearsOfExperience: years.optional(),
  skills: z
    .array(byName("name", z.looseObject({ name: str, years: years.optional() })))
    .max(200)
    .optional()
    .describe('skills or tools, with years of experience where known: [{"name": "Python", "years": 6}] or ["Python"]'),
  certifications: z.array(str).max(100).optional(),
  selfIdentification: z
    .looseObject({
      gender: str.optional(),
      race: str.optional(),
      hispanicOrLatino: bool.optional(),
      veteran: bool.optional(),
      disability: bool.optional(),
      transgender: bool.optional(),
      sexualOrientation: str.optional(),
    })
    .optional()
    .describe("voluntary self-identification; a question it does not answer gets the form's decline option or none"),
});

export type Profile = z.infer<typeof profileSchema> & Record<string, unknown>;
