// The identity of a posting for duplicate detection (409 duplicate_application, docs/api-rules.md):
// the platform's own identity when detection finds the posting's id, so boards.greenhouse.io and
// job-boards.greenhouse.io, or a Workday posting and its /apply page, collide; otherwise the URL as
// lib/posting-url.ts normalises it. Gateway's choice: stricter than "same URL".
import { normalizePostingUrl } from "../lib/posting-url";
import { detectAts } from "./detect";
import { PLATFORMS } from "./platforms";

/** Platforms whose posting ids are unique across employers, so the same job is found without a tenant. */
const GLOBAL_JOB_IDS = new Set<string>(PLATFORMS.filter((p) => p.globalJobIds).map((p) => p.id));

/** A key equal for two URLs of the same posting. Throws on input that parsePostingUrl would reject. */
export function postingIdentity(input: string): string {
  return identityOfNormalized(normalizePostingUrl(input));
}

/** postingIdentity for a URL that already went through normalizePostingUrl. */
export function identityOfNormalized(normalized: string): string {
  const { ats, tenant, jobId } = detectAts(normalized);
  if (!ats || !jobId) return normalized;
  return GLOBAL_JOB_IDS.has(ats) ? `${ats}:${jobId}` : `${ats}:${tenant ?? ""}:${jobId}`;
}
