// What the platform descriptors' detection rules (platforms/<id>.ts) share: a posting URL cut into
// parts, the host a descriptor advertises that it matched, and small readers of paths and queries.
// URL shapes come from docs/platforms.md. Detection itself is detect.ts.
import { postingHostProblem } from "../lib/http-url";

export interface UrlParts {
  /** Lower-case host without a trailing dot. */
  host: string;
  /** Decoded, non-empty path segments. */
  segs: string[];
  query: URLSearchParams;
  /** The labels before the matched "*.domain" host ("acme" of acme.breezy.hr); null on an exact host or off the platform's hosts. */
  sub: string | null;
  /** The advertised host the URL matched ("*.tbe.taleo.net"); null off the platform's hosts. */
  matched: string | null;
}

/** What a rule reads from a posting URL: the employer key on the platform and the posting's id. */
export interface Found {
  tenant: string | null;
  jobId: string | null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DIGITS = /^\d+$/;
export const LOCALE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;
export const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const SLUG = /^[\w-]+$/;

/** Subdomain labels that belong to the vendor itself (marketing, apps, APIs), never to an employer. */
export const VENDOR_LABELS = new Set([
  "www",
  "app",
  "api",
  "apps",
  "help",
  "support",
  "blog",
  "status",
  "docs",
  "developer",
  "developers",
  "login",
  "community",
  "cdn",
  "assets",
  "static",
  "marketplace",
  "partners",
  "resources",
  "go",
  "info",
]);

/**
 * Which of a platform's advertised hosts `host` is: an exact host first, else the most specific
 * "*.domain" it is a subdomain of (any depth, as ATS_HOST_MAP reads it: lib/host-map.ts). Null when none.
 */
export function matchHost(hosts: readonly string[], host: string): { matched: string; sub: string | null } | null {
  if (hosts.includes(host)) return { matched: host, sub: null };
  let best: string | null = null;
  for (const h of hosts) {
    if (h.startsWith("*.") && host.endsWith(h.slice(1)) && (!best || h.length > best.length)) best = h;
  }
  return best ? { matched: best, sub: host.slice(0, host.length - best.length + 1) } : null;
}

/** An employer's single-label subdomain (acme of acme.breezy.hr), excluding the vendor's own (www, app ...). */
export function employer(u: UrlParts): string | null {
  return u.sub && LABEL.test(u.sub) && !VENDOR_LABELS.has(u.sub) ? u.sub : null;
}

export const lower = (s: string | null | undefined) => (s ? s.toLowerCase() : null);

/** The path segment after the first one named `name` (case-insensitive). */
export function after(segs: string[], name: string): string | null {
  const i = segs.findIndex((s) => s.toLowerCase() === name.toLowerCase());
  return i >= 0 && i + 1 < segs.length ? segs[i + 1] : null;
}

/** The first non-empty query parameter of `names`. */
export function param(q: URLSearchParams, ...names: string[]): string | null {
  for (const n of names) {
    const v = q.get(n);
    if (v) return v;
  }
  return null;
}

/** A leading number of a segment ("1234567-software-engineer" -> "1234567"). */
export const leadingNumber = (seg: string | null | undefined) => /^(\d+)(?:-|$)/.exec(seg ?? "")?.[1] ?? null;

/** `id` when it is all digits, else null. */
export const digits = (id: string | null | undefined) => (id && DIGITS.test(id) ? id : null);

/** The parts of an http(s) URL on a public host name; null for anything else (IP literals, localhost ...). */
export function urlParts(input: string): UrlParts | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // An IP literal, localhost or a single-label name is never a posting, whatever its path or query say.
  if (postingHostProblem(url.hostname)) return null;
  const segs = url.pathname
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return { host: url.hostname.replace(/\.$/, ""), segs, query: url.searchParams, sub: null, matched: null };
}

/** The posting URL with `suffix` ending its path (once), query kept: a form one path step below its posting. */
export function withPathSuffix(posting: URL, suffix: string): string {
  const path = posting.pathname.replace(/\/+$/, "");
  return `${posting.origin}${path.endsWith(suffix) ? path : `${path}${suffix}`}${posting.search}`;
}
