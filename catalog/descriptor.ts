// What the catalog knows about one platform, declared in catalog/platforms/<id>.ts: the catalog
// (GET /v1/ats), detection, posting identity, trusted mail senders and the simulators' host map are
// all derived from these (docs/architecture.md). The platform's adapter (ats-adapters/platforms/<id>.ts)
// imports its descriptor; nothing here knows the browser.
import type { Found, UrlParts } from "./url-rules";

/**
 * Price tiers (catalog/index.ts has the amounts and why): one-page boards, multi-step forms without
 * an account of ours, and wizards behind an account or an identity check.
 */
export type PriceTier = "board" | "multi_step" | "account_wizard";

/**
 * none: no account; service: the service signs in to (or creates) a per-candidate account on the
 * employer's tenant; client_password: the same, with a password the client must supply
 * (account_system_password, docs/api-rules.md#catalog-and-detection).
 */
export type AccountKind = "none" | "service" | "client_password";

/** One catalog platform's facts; `Id` is its contract id, from which ATS_IDS is derived (platforms/index.ts). */
export interface PlatformDescriptor<Id extends string = string> {
  /** The contract's id (docs/api-rules.md#catalog-and-detection): never renamed. */
  id: Id;
  name: string;
  tier: PriceTier;
  account: AccountKind;
  /**
   * Where postings live: exact hosts, or "*.domain" for any subdomain of domain. Advertised as is in
   * GET /v1/ats, and the only hosts on which detection tries `detect`.
   */
  hosts: readonly string[];
  /** Tenant and job id of a URL on one of `hosts` (`u.sub`, `u.matched` say which); null: not this platform's. */
  detect(u: UrlParts): Found | null;
  /** The platform's postings as employers' own career pages show them (a job id in the query, a known path), on any host. */
  detectElsewhere?(u: UrlParts): Found | null;
  /** Job ids are unique across employers: the posting identity needs no tenant (posting-identity.ts). */
  globalJobIds?: boolean;
  /**
   * Registrable domains the platform's own candidate mail comes from: only their codes are used
   * (mail/trusted-sender.ts, docs/guarantees.md). Each with where it was seen ("seen": a code search for
   * the address finds it in samples or fixtures of public job-mail trackers) or marked "guess". Never a
   * domain where anyone can get an address (zoho.com, outlook.com, gmail.com ...).
   */
  senderDomains: readonly string[];
  /** What is proven about this platform (omitted: nothing proven beyond its adapter). */
  support?: PlatformSupport;
}

/**
 * The support matrix (README "Supported platforms", GET /v1/ats): test/catalog/support-matrix.test.ts
 * checks every claim against the adapters, the simulators, the variant runs and the end-to-end tests.
 * "supported" needs a dedicated adapter, a simulator built from captures or descriptions (not guesses),
 * seeded variants and an end-to-end test (catalog/index.ts).
 */
export interface PlatformSupport {
  /**
   * What the platform's simulator (test/simulators/<id>/index.ts) was built from (docs/platforms.md
   * "Provenance of the simulators"): captures: pages saved from the live platform, cited by repository,
   * path and commit in the simulator's header; descriptions: sourced accounts of the live pages (vendor
   * documentation, third-party selectors and measurements) without a saved page; guesses: largely
   * invented, no public capture of the apply pages having been found.
   */
  simulator: "captures" | "descriptions" | "guesses";
  /** The simulator renders seeded variants (test/simulators/<id>/variants.ts) and test/variants runs them. */
  variants: boolean;
  /** How the platform may check the candidate's e-mail address: a code typed on the site, or a link to open. */
  verification?: "code" | "link";
  /** An end-to-end test through the API ends `submitted` on this platform's own simulator (test/e2e). */
  endToEnd?: boolean;
  /** What does not work yet, in one sentence for clients. */
  limits?: string;
}

/** A platform's descriptor, its id kept as the literal it is so that ATS_IDS can be derived from the descriptors. */
export const describePlatform = <const Id extends string>(descriptor: PlatformDescriptor<Id>): PlatformDescriptor<Id> => descriptor;
