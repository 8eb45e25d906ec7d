// The gateway's view of the ATS catalog (catalog/index.ts) and posting URLs (lib/posting-url.ts,
// catalog/posting-identity.ts).
import { BASE_PRICE_CENTS, CATALOG, detectPlatform, getPlatform } from "../catalog";
import { identityOfNormalized } from "../catalog/posting-identity";
import { normalizePostingUrl } from "../lib/posting-url";

export interface PostingDetection {
  ats: string | null;
  atsName: string | null;
  priceCents: number;
  requiresAccountPassword: boolean;
  /** The URL after normalisation (case, trailing slash, tracking parameters). */
  normalizedUrl: string;
  /** Equal for two URLs of the same posting (the platform's job id when known, else normalizedUrl). */
  dedupeKey: string;
}

export function detectPosting(url: string): PostingDetection {
  const platform = detectPlatform(url);
  const normalizedUrl = normalizePostingUrl(url);
  return {
    ats: platform?.id ?? null,
    atsName: platform?.name ?? null,
    priceCents: platform?.priceCents ?? BASE_PRICE_CENTS,
    requiresAccountPassword: platform?.requiresAccountPassword ?? false,
    normalizedUrl,
    dedupeKey: identityOfNormalized(normalizedUrl),
  };
}

export function listPlatforms() {
  return CATALOG;
}

export const basePriceCents = BASE_PRICE_CENTS;

export function isKnownAts(id: string): boolean {
  return Boolean(getPlatform(id));
}
