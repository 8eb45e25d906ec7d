// URLs clients give us to fetch from or post to (resume_url, webhook endpoints, file answers at review).

/**
 * Why `value` is not an absolute http(s) URL without credentials, or null when it is one. The
 * message never quotes the value: a URL with a user name or password carries a secret.
 */
export function httpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an http(s) URL";
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return "must be an http(s) URL";
  if (url.username || url.password) return "must not contain a user name or password";
  return null;
}

/** Names only a local network or this machine can resolve: never an employer's posting. */
const LOCAL_SUFFIXES = /(^|\.)(localhost|localdomain|local|internal|lan|home\.arpa)$/;

/**
 * Why `hostname` (URL.hostname, already normalised by the WHATWG parser: decimal, octal and hex IPv4
 * forms arrive as dotted quads, IPv6 in brackets) cannot be a job posting's host, or null. Postings
 * live on a platform's or an employer's public DNS name; anything else can only point inside
 * (docs/guarantees.md).
 */
export function postingHostProblem(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host)) return "must name a host, not an IP address";
  if (LOCAL_SUFFIXES.test(host)) return "must name a public host, not localhost or a local-network name";
  if (!host.includes(".")) return "must name a fully qualified host (a single-label name like a machine on an intranet is not a posting)";
  return null;
}
