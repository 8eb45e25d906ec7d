import { randomInt } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomBase62(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

export type IdPrefix = "acct" | "key" | "cand" | "prof" | "app" | "we" | "evt" | "cred" | "whd" | "atsacct" | "mail";

/**
 * Opaque, unguessable ids with a type prefix, e.g. `app_mhz3k1q0a3kT9...` (Stripe style): the time in
 * milliseconds (9 base-36 digits, so they sort the same in any collation) and 15 random base-62
 * characters (89 bits). Time first, so each new id lands at the end of every index keyed by it (ours,
 * and Temporal's for workflow ids): with ids random throughout, each insert went to a random page and
 * the dev server's cost per workflow start grew with its store, 3.2 to 5.5 ms CPU within one bench run
 * (docs/performance.md, "Findings: the gateway").
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${Date.now().toString(36).padStart(9, "0")}${randomBase62(15)}`;
}

/** Compiled once per prefix: isId runs on every request that names a resource. */
const patterns = new Map<IdPrefix, RegExp>();

/** What an id with this prefix looks like: the one definition behind isId and the API's id schemas. */
export function idPattern(prefix: IdPrefix): RegExp {
  let pattern = patterns.get(prefix);
  if (!pattern) patterns.set(prefix, (pattern = new RegExp(`^${prefix}_[0-9A-Za-z]{8,64}$`)));
  return pattern;
}

/** Any of our ids, whatever its prefix (list cursors are ids of several kinds). */
export const ANY_ID_PATTERN = /^[a-z]+_[0-9A-Za-z]{8,64}$/;

export function isId(prefix: IdPrefix, value: string): boolean {
  return idPattern(prefix).test(value);
}
