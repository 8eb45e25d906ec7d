// PostgreSQL refuses two kinds of text the JSON and query-string parsers let through: NUL (U+0000,
// in text and in jsonb alike) and unpaired UTF-16 surrogates (not encodable in UTF-8; jsonb refuses
// their \u escapes). Every other string a client can send is storable. Checking every request's
// parsed body and query here, before any handler, means no handler can answer 200 for something the
// database or a workflow will then fail on for ever.
import type { RequestHandler } from "express";
import { invalidRequest, type ErrorDetail } from "./errors";

// Without the u flag the pattern sees UTF-16 code units, so a lone half of a pair is matchable.
// eslint-disable-next-line no-control-regex -- NUL is what the pattern looks for (PostgreSQL text cannot hold it)
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");
const REASON = "contains a NUL character or an unpaired surrogate, which cannot be stored";
/** Enough to fix a request; a 1 MiB body could otherwise produce a much larger error. */
const MAX_DETAILS = 100;

/** A key fit to show in a dot path: the offending characters become U+FFFD. */
const printable = (key: string) => key.replace(UNSTORABLE_ALL, "\ufffd");

interface Node {
  value: unknown;
  path: string;
}

/** Every string (object keys included) that cannot be stored, by dot path from the root. */
export function unstorableText(root: unknown): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  // Iterative, not recursive: a body may nest thousands of levels deep.
  const pending: Node[] = [{ value: root, path: "" }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length && found.length < MAX_DETAILS) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) found.push({ path: path || "(body)", message: REASON });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: join(path, String(i)) });
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const childPath = join(path, printable(key));
        if (UNSTORABLE.test(key)) found.push({ path: childPath, message: `the field name ${REASON}` });
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return found.slice(0, MAX_DETAILS);
}

/** 422 invalid_request listing every unstorable string of the JSON body and the query string. */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const details = [...unstorableText(req.query), ...unstorableText(req.body)];
  if (!details.length) return next();
  next(invalidRequest("Some text cannot be stored: remove NUL characters and unpaired surrogates; see details.", details));
};
