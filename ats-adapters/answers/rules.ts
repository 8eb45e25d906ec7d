// What each kind of question asks, recognised by meaning (patterns over label and key), and what
// the profile says about it. Order matters: the first rule that recognises a question answers it.
// Sensitive rules (authorisation, sponsorship, EEO, salary) only ever answer from the profile.
import type { FormField } from "../engine/types";
import type { ApplicantFacts, FactName } from "./facts";

export type Claim =
  /** alts: other ways to say the same thing when matching options ("BSc" -> "Bachelor's Degree"). */
  | { type: "text"; text: string; alts?: string[] }
  | { type: "bool"; value: boolean }
  | { type: "date"; iso: string }
  | { type: "file"; url: string }
  /** EEO and self-identification: a profile value, or nothing (then "decline" when offered). */
  | { type: "eeo"; value: string | boolean | undefined }
  /** Consent boxes: ticked by default, never from invented facts. */
  | { type: "consent" };

export interface Rule {
  name: string;
  test: RegExp;
  /** A second pattern that must NOT match (keeps near-miss questions out). */
  not?: RegExp;
  claim(f: ApplicantFacts, q: FormField): Claim | null;
}

const text = (v: unknown): Claim | null =>
  v === undefined || v === null || v === "" ? null : { type: "text", text: Array.isArray(v) ? v.join(", ") : String(v) };
const bool = (v: unknown): Claim | null => (typeof v === "boolean" ? { type: "bool", value: v } : null);
const extra = (name: FactName) => (f: ApplicantFacts) => text(f.extra(name));
const eeo = (name: FactName) => (f: ApplicantFacts): Claim => {
  const v = f.extra(name);
  return { type: "eeo", value: typeof v === "boolean" ? v : v === undefined ? undefined : String(v) };
};
/** Common names of a degree's level, for forms that ask for the level rather than the title. */
function degreeLevels(degree: string): string[] {
  const d = degree.toLowerCase();
  if (/ph\.? ?d|doctor|doctorate|\bmd\b|\bjd\b/.test(d)) return ["Doctorate", "Doctoral Degree", "PhD"];
  if (/master|\bm\.? ?sc?\b|\bm\.? ?a\b|\bmba\b|\bm\.? ?eng/.test(d)) return ["Master's Degree", "Master's", "Masters"];
  if (/bachelor|\bb\.? ?sc?\b|\bb\.? ?a\b|\bb\.? ?eng|undergraduate/.test(d)) return ["Bachelor's Degree", "Bachelor's", "Bachelors"];
  if (/associate/.test(d)) return ["Associate's Degree", "Associate's", "Associate"];
  if (/high school|secondary|\bged\b|diploma/.test(d)) return ["High school", "High School Diploma"];
  return [];
}

const today = () => new Date().toISOString().slice(0, 10);

export const RULES: Rule[] = [
  // Identity and contact.
  { name: "preferred_name", test: /preferred (first )?name|nick ?name|goes by/, claim: (f) => text(f.extra("preferredName") ?? f.applicant.firstName) },
  { name: "middle_name", test: /middle name/, claim: extra("middleName") },
  { name: "first_name", test: /first ?name|given name|fname|legal ?name ?first/, claim: (f) => text(f.applicant.firstName) },
  { name: "last_name", test: /last ?name|surname|family name|lname/, claim: (f) => text(f.applicant.lastName) },
  { name: "email", test: /e ?mail/, claim: (f) => text(f.applicant.email) },
  { name: "phone", test: /phone|mobile|cell|telephone/, not: /type|extension|country code/, claim: (f) => text(f.applicant.phone) },
  { name: "full_name", test: /^(your |full |legal |candidate )?(full )?name$|full name|legal name|^name\b/, not: /company|school|reference|manager/, claim: (f) => text(`${f.applicant.firstName} ${f.applicant.lastName}`) },
  // Links.
  { name: "linkedin", test: /linkedin/, claim: extra("linkedin") },
  { name: "github", test: /github/, claim: extra("github") },
  { name: "twitter", test: /twitter|\bx (profile|handle)\b/, claim: extra("twitter") },
  { name: "website", test: /website|portfolio|personal (site|url|page)|blog|other url/, claim: extra("website") },
  // Work authorisation, before anything that mentions "work". "...without sponsorship" asks both.
  {
    name: "authorized_without_sponsorship",
    test: /without (the )?(need(ing)? (for|of) |requiring |require |needing )?(any )?(current or future |future )?(visa |employer |employment )?sponsor/,
    claim: (f) => {
      const wa = f.p.workAuthorization;
      return bool(wa.isAuthorizedToWork && !wa.needsSponsorship);
    },
  },
  { name: "sponsorship", test: /sponsor|h ?1 ?b|visa (status|support|transfer)|immigration (support|case)/, claim: (f) => bool(f.p.workAuthorization.needsSponsorship) },
  { name: "authorized", test: /authori[sz](ed|ation)|eligible to work|eligibility to work|legally (able|allowed|permitted|entitled)|right to work|work permit|permission to work/, claim: (f) => bool(f.p.workAuthorization.isAuthorizedToWork) },
  { name: "accommodations", test: /accommodat|reasonable adjustment/, claim: (f) => bool(f.p.workPreferences.hasAccommodations) },
  // EEO and self-identification (profile only, else "decline" when offered).
  { name: "gender", test: /gender|\bsex\b/, not: /orientation|transgender/, claim: eeo("gender") },
  { name: "hispanic", test: /hispanic|latino|latinx/, claim: eeo("hispanic") },
  { name: "race", test: /\brace\b|ethnic/, claim: eeo("race") },
  { name: "veteran", test: /veteran|military service|armed forces/, claim: eeo("veteran") },
  { name: "disability", test: /disabilit/, claim: eeo("disability") },
  { name: "sexual_orientation", test: /sexual orientation|lgbt/, claim: eeo("sexualOrientation") },
  { name: "pronouns", test: /pronoun/, claim: extra("pronouns") },
  // Age and preferences.
  { name: "over_18", test: /18 (years|yrs)|over 18|at least 18|age of 18|legal (working )?age|18 or older|eighteen/, claim: (f) => bool(f.p.personalInformation.isOver18) },
  { name: "relocation", test: /relocat/, claim: (f) => bool(f.p.workPreferences.canRelocate) },
  { name: "in_person", test: /in ?person|on ?site|onsite|in the office|from (the|our) office|commute to|hybrid/, claim: (f) => bool(f.p.workPreferences.canWorkInPerson) },
  { name: "start_immediately", test: /start immediately|immediately available|available immediately|start right away/, claim: (f) => bool(f.p.workPreferences.canStartImmediately) },
  {
    name: "start_date",
    test: /start date|when can you start|available to start|earliest (possible )?(start|date)|availability|date available|available from|notice period/,
    claim: (f, q) => {
      const given = f.extra("startDate") ?? f.extra("noticePeriod");
      if (given !== undefined) return q.kind === "date" ? { type: "date", iso: String(given) } : text(given);
      if (!f.p.workPreferences.canStartImmediately) return null;
      return q.kind === "date" ? { type: "date", iso: today() } : { type: "text", text: "Immediately" };
    },
  },
  { name: "transportation", test: /transportation|reliable (means of )?transport|commute reliably|reliably commute/, claim: (f) => bool(f.p.workPreferences.hasTransportation) },
  // Background.
  { name: "worked_here_before", test: /(previously|ever|before|formerly|past) (been )?(work|employ)|worked (for|at|here|with us)|former (employee|contractor)|current or former employee|employed by (us|this company)/, claim: (f) => bool(f.p.backgroundCheck.hasWorkedForCompanyBefore) },
  { name: "clearance", test: /clearance/, claim: (f) => bool(f.p.backgroundCheck.hasGovernmentClearance) },
  { name: "government_ties", test: /government (official|employee|ties|relationship|entity)|public official|politically exposed|foreign official|related to .*government|government .*relative/, claim: (f) => bool(f.p.backgroundCheck.hasGovernmentTies) },
  // Compensation (profile only).
  { name: "salary", test: /salary|compensation|pay (expectation|requirement|range)|desired pay|expected pay|rate expectation/, claim: extra("salary") },
  // Documents.
  { name: "cover_letter", test: /cover ?letter/, claim: (f) => text(f.extra("coverLetter")) },
  { name: "resume", test: /resume|r\u00e9sum\u00e9|\bcv\b|curriculum/, not: /text|paste|link/, claim: (f, q) => (q.kind === "file" ? { type: "file", url: f.applicant.resumeUrl } : null) },
  // Education.
  { name: "school", test: /school|university|college|institution|alma mater/, claim: (f) => text(f.education("university")) },
  {
    name: "degree",
    test: /degree|qualification|level of education|education level|highest (level of )?education/,
    claim: (f) => {
      const degree = f.education("degree");
      return degree ? { type: "text", text: degree, alts: degreeLevels(degree) } : null;
    },
  },
  { name: "field_of_study", test: /field of study|major|discipline/, claim: (f) => text(f.education("fieldOfStudy") ?? f.extra("fieldOfStudy")) },
  { name: "graduation_year", test: /graduation (year|date)/, claim: extra("graduationYear") },
  // Address.
  { name: "address", test: /address( line)? ?1?$|street|address line 1|mailing address|home address|^address/, not: /e ?mail|line 2/, claim: (f) => text(f.p.personalInformation.address) },
  { name: "city", test: /\bcity\b|town/, not: /citizen/, claim: (f) => text(f.p.personalInformation.city) },
  { name: "state", test: /\bstate\b|province|region|county/, not: /united states/, claim: (f) => text(f.p.personalInformation.state) },
  { name: "zip", test: /zip|postal|post ?code/, claim: (f) => text(f.p.personalInformation.zipCode) },
  { name: "country", test: /country/, not: /code/, claim: (f) => text(f.p.personalInformation.country) },
  {
    name: "location",
    test: /location|where (are you|do you) (located|based|live)|current(ly)? (located|based)/,
    claim: (f) => text(`${f.p.personalInformation.city}, ${f.p.personalInformation.state}`),
  },
  // Work history and sourcing.
  { name: "current_company", test: /current (company|employer)|most recent (company|employer)|^company$|^org$|organi[sz]ation/, claim: extra("currentCompany") },
  { name: "current_title", test: /current (job )?title|current (role|position)|headline|^title$/, claim: extra("currentTitle") },
  { name: "years_experience", test: /years of (relevant |professional |work )?experience|how many years/, claim: extra("yearsOfExperience") },
  { name: "how_heard", test: /how did you (hear|find|learn)|where did you (hear|find|learn)|referral source|^source$/, claim: extra("howDidYouHear") },
  { name: "languages", test: /languages? (do you speak|spoken)/, claim: extra("languages") },
  // Consent boxes a candidate agrees to by applying through the service.
  { name: "consent", test: /(i )?(agree|consent|acknowledge|accept|certify|confirm)\b.*(privacy|terms|processing|data|information|true|accurate|policy|notice)|privacy (policy|notice)|gdpr/, claim: (f, q) => (q.kind === "checkbox" || q.kind === "boolean" ? { type: "consent" } : null) },
];
