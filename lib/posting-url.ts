// Posting URLs as clients send them: validation (POST /applications, POST /detect) and the normalised
// form the posting's identity falls back to (catalog/posting-identity.ts, 409 duplicate_application).
import { z } from "zod";
import { postingHostProblem } from "./http-url";

export const MAX_POSTING_URL_LENGTH = 2048;

export type ParsedPostingUrl = { ok: true; url: string } | { ok: false; message: string };

/**
 * Accepts an absolute http(s) URL of at most 2048 characters without credentials. On success `url` is
 * the WHATWG-serialised form (the one to store and visit); on failure `message` is fit for the client.
 */
export function parsePostingUrl(input: unknown): ParsedPostingUrl {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: "url must be a non-empty string" };
  const raw = input.trim();
  if (raw.length > MAX_POSTING_URL_LENGTH) {
    return { ok: false, message: `url must be at most ${MAX_POSTING_URL_LENGTH} characters` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: "url must be an absolute URL such as https://boards.greenhouse.io/acme/jobs/123" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, message: "url must use http or https" };
  // Never echo the credentials back: the message names the problem only.
  if (url.username || url.password) return { ok: false, message: "url must not contain a user name or password" };
  if (!url.hostname) return { ok: false, message: "url must have a host" };
  if (url.href.length > MAX_POSTING_URL_LENGTH) {
    return { ok: false, message: `url must be at most ${MAX_POSTING_URL_LENGTH} characters` };
  }
  return { ok: true, url: url.href };
}

/** zod schema for request bodies: validates like parsePostingUrl and yields the serialised URL. */
export const postingUrlSchema = z.string().transform((value, ctx) => {
  const parsed = parsePostingUrl(value);
  if (parsed.ok) return parsed.url;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

/**
 * A URL an application may be made for: a posting URL on a public host name, never an IP literal,
 * localhost or a single-label name (POST /detect answers those with supported: false instead).
 */
export const applicationUrlSchema = postingUrlSchema.superRefine((url, ctx) => {
  if (typeof url !== "string" || !URL.canParse(url)) return; // postingUrlSchema has said why
  const problem = postingHostProblem(new URL(url).hostname);
  if (problem) ctx.addIssue({ code: "custom", message: `url ${problem}` });
});

/**
 * Query parameters that only say how the candidate arrived (campaigns, referrers, click ids, the ATS's
 * own source tracking) or how the page is framed. Anything else may identify the job and is kept:
 * gh_jid, token, for, jobId, job, id, career_job_req_id, opportunityId, clientkey, c, j, org, rid ...
 */
const TRACKING_PARAMS = new Set([
  "gh_src",
  "lever-source",
  "lever-source[]",
  "lever-origin",
  "lever-via",
  "source",
  "src",
  "ref",
  "referrer",
  "referer",
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "trk",
  "trid",
  "iis",
  "iisn",
  "in_iframe",
  "jvprefix",
]);

function isTracking(name: string): boolean {
  const key = name.toLowerCase();
  return key.startsWith("utm_") || TRACKING_PARAMS.has(key);
}

/**
 * Canonical form of a posting URL for duplicate detection: lower-case scheme and host (no trailing dot),
 * no default port, no fragment, no trailing slash, no tracking parameters, remaining parameters sorted.
 * Throws on input that parsePostingUrl would reject.
 */
export function normalizePostingUrl(input: string): string {
  const parsed = parsePostingUrl(input);
  if (!parsed.ok) throw new TypeError(parsed.message);
  const url = new URL(parsed.url);
  url.hostname = url.hostname.replace(/\.$/, "");
  url.hash = "";
  const kept = [...url.searchParams].filter(([name]) => !isTracking(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  url.search = new URLSearchParams(kept).toString();
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}${url.search}`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
