// The catalog of the 28 ATS platforms the service covers (GET /ats, POST /detect, pricing at creation).
// Ids are part of the API contract (api-contract.md, "Catalog and detection"): never rename one.
//
// Pricing (integer cents, fixed on the application at creation; charged only when it is submitted):
// - $1.50  single-page boards without an account (Greenhouse, Lever, Ashby, Workable, ...): one page,
//          one browser visit, rarely more than a verification code.
// - $2.50  multi-step or heavier forms without an account of ours (SmartRecruiters' two pages,
//          JazzHR's reCAPTCHA checkbox, HR-suite portals such as ADP, UKG, Paylocity, Dayforce, ...):
//          more pages, more questions, more that can go wrong.
// - $4.00  wizards behind an account or an identity check (Workday, Taleo, iCIMS, SuccessFactors,
//          Oracle Recruiting Cloud): account creation or sign-in, e-mail verification, many steps;
//          the most browser time and the most retries.
// - $3.00  (BASE_PRICE_CENTS) a posting outside the catalog: the generic form engine works without a
//          platform adapter, so it costs more than a known board, yet it is still charged only on success.
import { detectAts } from "./detect";

export { detectAts };
export type { Detection } from "./detect";

/** The contract's ids, in the contract's order. */
export const ATS_IDS = [
  "greenhouse", "lever", "ashby", "workday", "smartrecruiters", "icims", "workable", "bamboohr", "taleo",
  "successfactors", "oracle", "jazzhr", "jobvite", "breezy", "recruitee", "personio", "teamtailor", "pinpoint",
  "rippling", "paylocity", "adp", "ukg", "dayforce", "paycom", "jobscore", "comeet", "zoho_recruit", "freshteam",
] as const;
export type AtsId = (typeof ATS_IDS)[number];

export interface AtsPlatform {
  id: AtsId;
  name: string;
  /** Where postings live, in display form ("*." = any employer subdomain). Detection is in detect.ts. */
  hosts: string[];
  priceCents: number;
  /** The client must supply account_system_password (spec 2.7): Workday only. */
  requiresAccountPassword: boolean;
  /** The service signs in to (or creates) a per-candidate account on the employer's tenant. */
  accountBased: boolean;
}

const BOARD = 150;
const MULTI_STEP = 250;
const ACCOUNT_WIZARD = 400;
export const BASE_PRICE_CENTS = 300;

type Entry = [id: AtsId, name: string, hosts: string[], priceCents: number, accountBased?: boolean];

const ENTRIES: Entry[] = [
  ["greenhouse", "Greenhouse", ["boards.greenhouse.io", "job-boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.eu.greenhouse.io"], BOARD],
  ["lever", "Lever", ["jobs.lever.co", "jobs.eu.lever.co"], BOARD],
  ["ashby", "Ashby", ["jobs.ashbyhq.com"], BOARD],
  ["workday", "Workday", ["*.myworkdayjobs.com", "*.myworkdaysite.com"], ACCOUNT_WIZARD, true],
  ["smartrecruiters", "SmartRecruiters", ["jobs.smartrecruiters.com", "careers.smartrecruiters.com"], MULTI_STEP],
  ["icims", "iCIMS", ["*.icims.com"], ACCOUNT_WIZARD, true],
  ["workable", "Workable", ["apply.workable.com", "*.workable.com"], BOARD],
  ["bamboohr", "BambooHR", ["*.bamboohr.com"], MULTI_STEP],
  ["taleo", "Oracle Taleo", ["*.taleo.net", "*.tbe.taleo.net"], ACCOUNT_WIZARD, true],
  ["successfactors", "SAP SuccessFactors", ["*.successfactors.com", "*.successfactors.eu", "*.jobs.hr.cloud.sap"], ACCOUNT_WIZARD, true],
  ["oracle", "Oracle Recruiting Cloud", ["*.oraclecloud.com"], ACCOUNT_WIZARD],
  ["jazzhr", "JazzHR", ["*.applytojob.com"], MULTI_STEP],
  ["jobvite", "Jobvite", ["jobs.jobvite.com", "app.jobvite.com"], MULTI_STEP],
  ["breezy", "Breezy HR", ["*.breezy.hr"], BOARD],
  ["recruitee", "Recruitee", ["*.recruitee.com"], BOARD],
  ["personio", "Personio", ["*.jobs.personio.de", "*.jobs.personio.com"], BOARD],
  ["teamtailor", "Teamtailor", ["*.teamtailor.com"], BOARD],
  ["pinpoint", "Pinpoint", ["*.pinpointhq.com"], BOARD],
  ["rippling", "Rippling", ["ats.rippling.com"], BOARD],
  ["paylocity", "Paylocity", ["recruiting.paylocity.com"], MULTI_STEP],
  ["adp", "ADP Workforce Now", ["workforcenow.adp.com", "myjobs.adp.com", "recruiting.adp.com"], MULTI_STEP],
  ["ukg", "UKG Pro (UltiPro)", ["recruiting.ultipro.com", "recruiting2.ultipro.com", "*.rec.pro.ukg.net"], MULTI_STEP],
  ["dayforce", "Dayforce", ["jobs.dayforcehcm.com", "*.dayforcehcm.com"], MULTI_STEP],
  ["paycom", "Paycom", ["www.paycomonline.net"], MULTI_STEP],
  ["jobscore", "JobScore", ["careers.jobscore.com"], BOARD],
  ["comeet", "Comeet", ["www.comeet.com"], BOARD],
  ["zoho_recruit", "Zoho Recruit", ["*.zohorecruit.com", "*.zohorecruit.eu", "*.zohorecruit.in"], MULTI_STEP],
  ["freshteam", "Freshteam", ["*.freshteam.com"], BOARD],
];

export const CATALOG: readonly AtsPlatform[] = Object.freeze(
  ENTRIES.map(([id, name, hosts, priceCents, accountBased = false]) =>
    Object.freeze({
      id,
      name,
      hosts: Object.freeze([...hosts]) as string[],
      priceCents,
      requiresAccountPassword: id === "workday",
      accountBased,
    }),
  ),
);

const BY_ID = new Map<string, AtsPlatform>(CATALOG.map((p) => [p.id, p]));

/** The platform with this id, or undefined (ids from the database or the client are plain strings). */
export function getPlatform(id: string): AtsPlatform | undefined {
  return BY_ID.get(id);
}

export function isAtsId(value: string): value is AtsId {
  return BY_ID.has(value);
}

/** Price in cents of a posting on this platform; BASE_PRICE_CENTS outside the catalog. */
export function priceCentsFor(ats: AtsId | null): number {
  return ats ? BY_ID.get(ats)!.priceCents : BASE_PRICE_CENTS;
}

/** The catalog entry behind a posting URL, or null when it is not one of the 28 (see detectAts). */
export function detectPlatform(url: string): AtsPlatform | null {
  const { ats } = detectAts(url);
  return ats ? BY_ID.get(ats)! : null;
}
