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
