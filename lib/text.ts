// Text PostgreSQL can store: text and jsonb refuse NUL, and a lone UTF-16 surrogate cannot be encoded
// as UTF-8. The gateway refuses such input (422); text the service itself produces from what sites
// show (failure messages, question labels) is cleaned with `storable` before it is written.

// eslint-disable-next-line no-control-regex -- NUL is what the pattern looks for (PostgreSQL text cannot hold it)
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` with NUL removed and lone surrogates replaced by U+FFFD, in every string it contains. */
export function storable<T>(value: T): T {
  if (typeof value === "string") return value.replace(UNSTORABLE, (c) => (c === "\u0000" ? "" : "\uFFFD")) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), storable(v)])) as T;
  }
  return value;
}
