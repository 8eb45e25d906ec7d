// The platforms the generic form engine (generic.ts) plays: URL shapes from docs/platforms.md, fields
// built from what is common on such platforms (the reference has no markup for them).
import { CATALOG } from "../../catalog";
import type { AtsId } from "../../catalog/platforms";
import type { PostingBehaviour } from "./core";

export type Kind = "text" | "email" | "tel" | "date" | "select" | "radio" | "checkbox" | "checkboxes" | "file" | "textarea";
export interface Field {
  name: string;
  label: string;
  kind: Kind;
  required: boolean;
  options?: string[];
  step?: 1 | 2;
}
export interface GenericPlatform {
  ats: AtsId;
  hostPatterns: string[];
  host: RegExp;
  /** Express paths of the posting and of the form, and how the job id is read from the params. */
  postingPath: string;
  formPath: string | null;
  jobId(params: Record<string, string | string[]>, query: Record<string, unknown>): string;
  /** The tenant is this path parameter (else the host's first label). */
  tenantParam?: string;
  /** Overrides how the tenant is read (catch-all platforms). */
  tenant?(host: string, params: Record<string, string | string[]>, query?: Record<string, unknown>): string;
  fields(b: PostingBehaviour): Field[];
  /** The platform's real sender of candidate mail, where known; else no-reply@ the posting's host (a guess). */
  mailFrom?: string;
}

const yesNo = ["Yes", "No"];
const education = ["High School", "Associate", "Bachelor's", "Master's", "Doctorate"];

/** Catalog platforms with a simulator module of their own (routed in platforms.ts). */
const OWN_SIMULATOR = new Set([
  "greenhouse",
  "lever",
  "ashby",
  "workday",
  "smartrecruiters",
  "workable",
  "jazzhr",
  "pinpoint",
  "rippling",
  "comeet",
  "zoho_recruit",
  "bamboohr",
  "recruitee",
  "breezy",
  "freshteam",
  "jobscore",
  "personio",
  "teamtailor",
  "jobvite",
  "ukg",
  "icims",
  "paylocity",
  "taleo",
  "paycom",
  "dayforce",
  "successfactors",
  "adp",
  "oracle",
]);

/**
 * The other catalog platforms (none today), on the hosts their descriptors advertise
 * (catalog/platforms/<id>.ts): the reference has URL shapes only, so any path on their hosts is a
 * posting whose page is the form (as on small hosted career pages); the job id is the usual query
 * parameter (jobId, opportunityId, career_job_req_id, ...) or else the last path segment holding a digit.
 */
const OTHER_HOSTS: [AtsId, string[]][] = CATALOG.filter((p) => !OWN_SIMULATOR.has(p.id))
  .map((p): [AtsId, string[]] => [p.id, [...p.hosts]])
  .filter(([, hosts]) => hosts.length > 0);
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
  {
    name: "work_authorization",
    label: "Are you legally authorized to work in the United States?",
    kind: "radio",
    required: true,
    options: yesNo,
  },
  {
    name: "sponsorship",
    label: "Will you now or in the future require sponsorship for employment visa status?",
    kind: "radio",
    required: true,
    options: yesNo,
  },
  { name: "start_date", label: "Desired start date", kind: "date", required: false },
  { name: "education", label: "Highest level of education", kind: "select", required: false, options: education },
  ...(b.unanswerableQuestion
    ? [{ name: "referral_code", label: "Acme employee referral code", kind: "text" as const, required: true }]
    : []),
  { name: "consent", label: "I certify that the information provided is true and complete", kind: "checkbox", required: true },
];

const hostRegex = (patterns: string[]) =>
  new RegExp(
    `^(?:${patterns
      .map((x) => (x.startsWith("*.") ? `([a-z0-9-]+)(?:\\.[a-z0-9-]+)*${x.slice(1).replace(/\./g, "\\.")}` : x.replace(/\./g, "\\.")))
      .join("|")})$`,
  );

export const OTHER_PLATFORMS: GenericPlatform[] = OTHER_HOSTS.map(([ats, hostPatterns]) => ({
  ats,
  hostPatterns,
  host: hostRegex(hostPatterns),
  postingPath: "/*path",
  formPath: null,
  fields: otherFields,
  tenant: (host, params) =>
    hostPatterns.some((x) => x.startsWith("*.") && host.endsWith(x.slice(1)))
      ? host.split(".")[0]
      : String([params.path].flat()[0] ?? host),
  jobId: (params, query) => {
    const fromQuery = ID_PARAMS.map((k) => query[k]).find((v) => typeof v === "string" && v !== "");
    if (fromQuery) return String(fromQuery);
    const segments = [params.path].flat().map(String);
    return [...segments].reverse().find((x) => /\d/.test(x)) ?? segments.at(-1) ?? "";
  },
}));
