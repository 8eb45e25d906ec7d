// The platforms the generic form engine (generic.ts) plays: URL shapes from ats-reference.md, fields
// built from what is common on such platforms (the reference has no markup for them).
import type { AtsName, PostingBehaviour } from "./core";

export type Kind = "text" | "email" | "tel" | "date" | "select" | "radio" | "checkbox" | "checkboxes" | "file" | "textarea";
export interface Field { name: string; label: string; kind: Kind; required: boolean; options?: string[]; step?: 1 | 2 }
export interface GenericPlatform {
  ats: AtsName;
  hostPatterns: string[];
  host: RegExp;
  /** Express paths of the posting and of the form, and how the job id is read from the params. */
  postingPath: string;
  formPath: string | null;
  jobId(params: Record<string, string | string[]>, query: Record<string, unknown>): string;
  /** The tenant is this path parameter (else the host's first label). */
  tenantParam?: string;
  /** Overrides how the tenant is read (catch-all platforms). */
  tenant?(host: string, params: Record<string, string | string[]>): string;
  fields(b: PostingBehaviour): Field[];
  submitAsLink?: boolean;
}

const yesNo = ["Yes", "No"];
const education = ["High School", "Associate", "Bachelor's", "Master's", "Doctorate"];

const jazz: GenericPlatform = {
  ats: "jazzhr", hostPatterns: ["*.applytojob.com"], host: /^([a-z0-9-]+)\.applytojob\.com$/,
  postingPath: "/apply/:id/:slug", formPath: null, jobId: (p) => String(p.id), submitAsLink: true,
  fields: (b) => [
    { name: "resumator-firstname-value", label: "First Name", kind: "text", required: true },
    { name: "resumator-lastname-value", label: "Last Name", kind: "text", required: true },
    { name: "resumator-email-value", label: "Email Address", kind: "email", required: true },
    { name: "resumator-phone-value", label: "Phone", kind: "tel", required: true },
    { name: "resumator-address-value", label: "Address", kind: "text", required: false },
    { name: "resumator-city-value", label: "City", kind: "text", required: true },
    { name: "resumator-state-value", label: "State", kind: "text", required: true },
    { name: "resumator-postal-value", label: "Postal Code", kind: "text", required: true },
    { name: "resumator-resume-value", label: "Resume", kind: "file", required: true },
    { name: "resumator-date_available-value", label: "Date Available", kind: "date", required: true },
    { name: "resumator-questionnaire[1]", label: "Are you legally authorized to work in the United States?", kind: "radio", required: true, options: yesNo },
    { name: "resumator-questionnaire[2]", label: "Will you now or in the future require sponsorship for employment visa status?", kind: "radio", required: true, options: yesNo },
    { name: "resumator-questionnaire[3]", label: "Highest level of education completed", kind: "select", required: true, options: education },
    { name: "resumator-questionnaire[4][]", label: "Which shifts are you available for?", kind: "checkboxes", required: false, options: ["Morning", "Afternoon", "Night"] },
    ...(b.unanswerableQuestion ? [{ name: "resumator-questionnaire[9]", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
    { name: "resumator-eeo_gender-value", label: "Gender", kind: "select", required: false, options: ["Male", "Female", "Decline to answer"] },
    { name: "resumator-eeo_race-value", label: "Race", kind: "select", required: false, options: ["White", "Black or African American", "Asian", "Hispanic or Latino", "Decline to answer"] },
    { name: "resumator-consent-value", label: "I agree to the privacy policy", kind: "checkbox", required: true },
  ],
};

const breezy: GenericPlatform = {
  ats: "breezy", hostPatterns: ["*.breezy.hr"], host: /^([a-z0-9-]+)\.breezy\.hr$/,
  postingPath: "/p/:idSlug", formPath: "/p/:idSlug/apply", jobId: (p) => String(p.idSlug).split("-")[0],
  fields: (b) => [
    { name: "name", label: "Full Name", kind: "text", required: true, step: 1 },
    { name: "email_address", label: "Email Address", kind: "email", required: true, step: 1 },
    { name: "phone_number", label: "Phone Number", kind: "tel", required: true, step: 1 },
    { name: "resume", label: "Resume", kind: "file", required: true, step: 1 },
    { name: "cover_letter", label: "Cover Letter", kind: "textarea", required: false, step: 1 },
    { name: "questions[work_authorization]", label: "Are you legally authorized to work in the United States?", kind: "radio", required: true, options: yesNo, step: 2 },
    { name: "questions[sponsorship]", label: "Will you require visa sponsorship now or in the future?", kind: "radio", required: true, options: yesNo, step: 2 },
    { name: "questions[start_date]", label: "When can you start?", kind: "date", required: true, step: 2 },
    { name: "questions[experience]", label: "Years of professional experience", kind: "select", required: true, options: ["0-1", "2-4", "5-9", "10+"], step: 2 },
    { name: "questions[relocate]", label: "Are you willing to relocate?", kind: "radio", required: false, options: yesNo, step: 2 },
    ...(b.unanswerableQuestion ? [{ name: "questions[referral_code]", label: "Acme employee referral code", kind: "text" as const, required: true, step: 2 as const }] : []),
    { name: "privacy_consent", label: "I consent to the processing of my personal data", kind: "checkbox", required: true, step: 2 },
  ],
};

const recruitee: GenericPlatform = {
  ats: "recruitee", hostPatterns: ["*.recruitee.com"], host: /^([a-z0-9-]+)\.recruitee\.com$/,
  postingPath: "/o/:slug", formPath: "/o/:slug/c/new", jobId: (p) => String(p.slug),
  fields: (b) => [
    { name: "candidate[name]", label: "Full name", kind: "text", required: true },
    { name: "candidate[email]", label: "Email address", kind: "email", required: true },
    { name: "candidate[phone]", label: "Phone number", kind: "tel", required: true },
    { name: "candidate[cv]", label: "CV or resume", kind: "file", required: true },
    { name: "candidate[cover_letter]", label: "Cover letter", kind: "textarea", required: false },
    { name: "candidate[open_question_answers][101]", label: "Do you have the right to work in the United States?", kind: "radio", required: true, options: yesNo },
    { name: "candidate[open_question_answers][102]", label: "Do you require visa sponsorship?", kind: "radio", required: true, options: yesNo },
    { name: "candidate[open_question_answers][103]", label: "Available from", kind: "date", required: false },
    { name: "candidate[open_question_answers][104][]", label: "Which languages do you speak?", kind: "checkboxes", required: false, options: ["English", "German", "Spanish"] },
    ...(b.unanswerableQuestion ? [{ name: "candidate[open_question_answers][199]", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
    { name: "candidate[gdpr_consent]", label: "I agree to the processing of my data for this application", kind: "checkbox", required: true },
  ],
};

const jobvite: GenericPlatform = {
  ats: "jobvite", hostPatterns: ["jobs.jobvite.com"], host: /^jobs\.jobvite\.com$/, tenantParam: "co",
  postingPath: "/:co/job/:id", formPath: "/:co/job/:id/apply", jobId: (p) => String(p.id),
  fields: (b) => [
    { name: "firstName", label: "First Name", kind: "text", required: true },
    { name: "lastName", label: "Last Name", kind: "text", required: true },
    { name: "email", label: "Email", kind: "email", required: true },
    { name: "phone", label: "Phone", kind: "tel", required: true },
    { name: "resume", label: "Resume", kind: "file", required: true },
    { name: "linkedInProfile", label: "LinkedIn Profile URL", kind: "text", required: false },
    { name: "questions[legal]", label: "Are you legally eligible to work in the United States?", kind: "radio", required: true, options: yesNo },
    { name: "questions[sponsor]", label: "Do you now or will you in the future require sponsorship?", kind: "radio", required: true, options: yesNo },
    { name: "questions[education]", label: "Highest degree obtained", kind: "select", required: false, options: education },
    ...(b.unanswerableQuestion ? [{ name: "questions[referral]", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
  ],
};

const personio: GenericPlatform = {
  ats: "personio", hostPatterns: ["*.jobs.personio.de", "*.jobs.personio.com"], host: /^([a-z0-9-]+)\.jobs\.personio\.(?:de|com)$/,
  postingPath: "/job/:id", formPath: null, jobId: (p) => String(p.id),
  fields: (b) => [
    { name: "first_name", label: "First name", kind: "text", required: true },
    { name: "last_name", label: "Last name", kind: "text", required: true },
    { name: "email", label: "Email", kind: "email", required: true },
    { name: "phone", label: "Phone", kind: "tel", required: false },
    { name: "available_from", label: "Available from", kind: "date", required: true },
    { name: "documents[cv]", label: "CV", kind: "file", required: true },
    { name: "custom_attribute_1001", label: "Do you have a valid work permit for the country of this position?", kind: "radio", required: true, options: yesNo },
    ...(b.unanswerableQuestion ? [{ name: "custom_attribute_1099", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
    { name: "privacy_policy_acceptance", label: "I have read and accept the privacy policy", kind: "checkbox", required: true },
  ],
};

const teamtailor: GenericPlatform = {
  ats: "teamtailor", hostPatterns: ["*.teamtailor.com"], host: /^([a-z0-9-]+)\.teamtailor\.com$/,
  postingPath: "/jobs/:idSlug", formPath: "/jobs/:idSlug/applications/new", jobId: (p) => String(p.idSlug).split("-")[0],
  fields: (b) => [
    { name: "candidate[first_name]", label: "First name", kind: "text", required: true },
    { name: "candidate[last_name]", label: "Last name", kind: "text", required: true },
    { name: "candidate[email]", label: "Email", kind: "email", required: true },
    { name: "candidate[phone]", label: "Phone", kind: "tel", required: false },
    { name: "candidate[resume]", label: "Resume", kind: "file", required: true },
    { name: "answers[501]", label: "Are you authorized to work in the United States?", kind: "radio", required: true, options: yesNo },
    { name: "answers[502]", label: "Which of our offices would you prefer?", kind: "checkboxes", required: false, options: ["Stockholm", "London", "Remote"] },
    ...(b.unanswerableQuestion ? [{ name: "answers[599]", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
    { name: "candidate[consent_given]", label: "I agree to the privacy policy", kind: "checkbox", required: true },
  ],
};

export const GENERIC_PLATFORMS = [jazz, breezy, recruitee, jobvite, personio, teamtailor];

/**
 * The other catalog platforms: the reference has URL shapes only, so any path on their hosts is a posting
 * whose page is the form (as on small hosted career pages); the job id is the usual query parameter
 * (jobId, opportunityId, career_job_req_id, ...) or else the last path segment holding a digit.
 */
const OTHER_HOSTS: [AtsName, string[]][] = [
  ["icims", ["*.icims.com"]], ["bamboohr", ["*.bamboohr.com"]], ["taleo", ["*.taleo.net"]],
  ["successfactors", ["*.successfactors.com", "*.successfactors.eu", "*.jobs.hr.cloud.sap"]], ["oracle", ["*.oraclecloud.com"]],
  ["jobvite", ["app.jobvite.com"]], ["pinpoint", ["*.pinpointhq.com"]], ["rippling", ["ats.rippling.com"]],
  ["paylocity", ["recruiting.paylocity.com"]], ["adp", ["workforcenow.adp.com", "myjobs.adp.com", "recruiting.adp.com"]],
  ["ukg", ["recruiting.ultipro.com", "recruiting2.ultipro.com", "*.rec.pro.ukg.net"]], ["dayforce", ["*.dayforcehcm.com"]],
  ["paycom", ["www.paycomonline.net"]], ["jobscore", ["careers.jobscore.com"]], ["comeet", ["www.comeet.com"]],
  ["zoho_recruit", ["*.zohorecruit.com", "*.zohorecruit.eu", "*.zohorecruit.in"]], ["freshteam", ["*.freshteam.com"]],
];
const ID_PARAMS = ["jobId", "jobid", "opportunityId", "career_job_req_id", "job", "id", "token", "ShowJob"];

const otherFields = (b: PostingBehaviour): Field[] => [
  { name: "first_name", label: "First Name", kind: "text", required: true },
  { name: "last_name", label: "Last Name", kind: "text", required: true },
  { name: "email", label: "Email Address", kind: "email", required: true },
  { name: "phone", label: "Phone Number", kind: "tel", required: true },
  { name: "address", label: "Street Address", kind: "text", required: false },
  { name: "city", label: "City", kind: "text", required: true },
  { name: "state", label: "State / Province", kind: "text", required: false },
  { name: "zip", label: "Zip / Postal Code", kind: "text", required: true },
  { name: "resume", label: "Resume / CV", kind: "file", required: true },
  { name: "over_18", label: "Are you 18 years of age or older?", kind: "radio", required: true, options: yesNo },
  { name: "work_authorization", label: "Are you legally authorized to work in the United States?", kind: "radio", required: true, options: yesNo },
  { name: "sponsorship", label: "Will you now or in the future require sponsorship for employment visa status?", kind: "radio", required: true, options: yesNo },
  { name: "start_date", label: "Desired start date", kind: "date", required: false },
  { name: "education", label: "Highest level of education", kind: "select", required: false, options: education },
  ...(b.unanswerableQuestion ? [{ name: "referral_code", label: "Acme employee referral code", kind: "text" as const, required: true }] : []),
  { name: "consent", label: "I certify that the information provided is true and complete", kind: "checkbox", required: true },
];

const hostRegex = (patterns: string[]) => new RegExp(`^(?:${patterns
  .map((x) => (x.startsWith("*.") ? `([a-z0-9-]+)(?:\\.[a-z0-9-]+)*${x.slice(1).replace(/\./g, "\\.")}` : x.replace(/\./g, "\\.")))
  .join("|")})$`);

export const OTHER_PLATFORMS: GenericPlatform[] = OTHER_HOSTS.map(([ats, hostPatterns]) => ({
  ats, hostPatterns, host: hostRegex(hostPatterns), postingPath: "/*path", formPath: null, fields: otherFields,
  tenant: (host, params) => (hostPatterns.some((x) => x.startsWith("*.") && host.endsWith(x.slice(1)))
    ? host.split(".")[0] : String([params.path].flat()[0] ?? host)),
  jobId: (params, query) => {
    const fromQuery = ID_PARAMS.map((k) => query[k]).find((v) => typeof v === "string" && v !== "");
    if (fromQuery) return String(fromQuery);
    const segments = [params.path].flat().map(String);
    return [...segments].reverse().find((x) => /\d/.test(x)) ?? segments.at(-1) ?? "";
  },
}));
