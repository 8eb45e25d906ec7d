// The catalog of the ATS platforms the service covers (GET /ats, POST /detect, pricing at creation),
// derived from the platform descriptors (platforms/<id>.ts). Ids are part of the API contract
// (docs/api-rules.md#catalog-and-detection): never rename one.
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
// - $3.00  (BASE_PRICE_CENTS) the price quoted for a posting outside the catalog; every catalog
//          platform has its own adapter, so an application to such a posting ends unsupported_site.
import { ATS_IDS, PLATFORMS, type AtsId } from "./platforms";
import { detectAts } from "./detect";
import type { PlatformDescriptor, PlatformSupport, PriceTier } from "./descriptor";

export { ATS_IDS, type AtsId, detectAts };
export type { Detection } from "./detect";

export interface AtsPlatform {
  id: AtsId;
  name: string;
  /** Where postings live, in display form ("*." = any employer subdomain): exactly the hosts detection reads. */
  hosts: string[];
  priceCents: number;
  /** The client must supply account_system_password (docs/api-rules.md#catalog-and-detection): Workday only. */
  requiresAccountPassword: boolean;
  /** The service signs in to (or creates) a per-candidate account on the employer's tenant. */
  accountBased: boolean;
  /** Registrable domains the platform's own mail comes from: only their codes are used (mail/trusted-sender.ts). */
  senderDomains: string[];
  /** The support matrix (README "Supported platforms"): what is proven for this platform. */
  support: SupportEntry;
}

export interface SupportEntry {
  /**
   * supported: a dedicated adapter, a simulator built from captures or sourced descriptions (not
   * guesses), seeded variants of it that the adapter passes (test/variants) and an end-to-end test
   * through the API; best_effort: anything less, and `reason` says what is missing.
   */
  status: "supported" | "best_effort";
  /** Every catalog platform has an adapter of its own (ats-adapters/platforms/<id>.ts); the API keeps the field. */
  adapter: "dedicated";
  /** The e-mail check the platform may ask for: a code typed on the site, a link to open, or none. */
  verification: "code" | "link" | "none";
  /** What the platform's simulator was built from (docs/platforms.md "Provenance of the simulators"). */
  simulator: PlatformSupport["simulator"];
  /** The simulator renders seeded variants and test/variants runs the adapter through them. */
  variants: boolean;
  endToEnd: boolean;
  /** Why the platform is best_effort, in one sentence; null when supported. */
  reason: string | null;
  /** What does not work yet on this platform, in one sentence; null: nothing known. */
  limits: string | null;
}

const BUILT_FROM: Record<PlatformSupport["simulator"], string> = {
  captures: "simulator built from captures of the live pages",
  descriptions: "simulator built from sourced descriptions of the live pages, not captures",
  guesses: "simulator built largely from guesses (no public capture of the apply pages was found)",
};

type SupportFacts = Omit<SupportEntry, "status" | "reason" | "limits">;

/** "supported" (README "Supported platforms"): every condition met; anything less is best_effort. */
const isSupported = (s: SupportFacts) => s.simulator !== "guesses" && s.variants && s.endToEnd;

/** Why a platform is best_effort, in one sentence naming every condition of "supported" it misses. */
function reasonOf(s: SupportFacts): string {
  const gaps = [
    s.simulator === "guesses" || !s.variants ? BUILT_FROM[s.simulator] : "",
    s.variants ? "" : "no seeded variants",
    s.endToEnd ? "" : "no end-to-end test",
  ]
    .filter(Boolean)
    .join("; ");
  return `${gaps[0].toUpperCase()}${gaps.slice(1)}.`;
}

function supportOf(p: PlatformDescriptor): SupportEntry {
  const facts: SupportFacts = {
    adapter: "dedicated",
    verification: p.support?.verification ?? "none",
    simulator: p.support?.simulator ?? "guesses",
    variants: p.support?.variants ?? false,
    endToEnd: p.support?.endToEnd ?? false,
  };
  const supported = isSupported(facts);
  return {
    status: supported ? "supported" : "best_effort",
    ...facts,
    reason: supported ? null : reasonOf(facts),
    limits: p.support?.limits ?? null,
  };
}

const PRICE_CENTS: Record<PriceTier, number> = { board: 150, multi_step: 250, account_wizard: 400 };
export const BASE_PRICE_CENTS = 300;

export const CATALOG: readonly AtsPlatform[] = Object.freeze(
  PLATFORMS.map((p) =>
    Object.freeze({
      id: p.id,
      name: p.name,
      hosts: Object.freeze([...p.hosts]) as string[],
      priceCents: PRICE_CENTS[p.tier],
      requiresAccountPassword: p.account === "client_password",
      accountBased: p.account !== "none",
      senderDomains: Object.freeze([...p.senderDomains]) as string[],
      support: Object.freeze(supportOf(p)),
    }),
  ),
);

const BY_ID = new Map<string, AtsPlatform>(CATALOG.map((p) => [p.id, p]));

/** The platform with this id, or undefined (ids from the database or the client are plain strings). */
export function getPlatform(id: string): AtsPlatform | undefined {
  return BY_ID.get(id);
}

/** The catalog entry behind a posting URL, or null when it is not a catalog platform (see detectAts). */
export function detectPlatform(url: string): AtsPlatform | null {
  const { ats } = detectAts(url);
  return ats ? BY_ID.get(ats)! : null;
}
