import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, randomInt } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomBase62(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

export type IdPrefix = "acct" | "key" | "cand" | "prof" | "app" | "we" | "evt" | "cred" | "whd" | "atsacct" | "mail" | "upd" | "evd";

/**
 * Opaque, unguessable ids with a type prefix, e.g. `app_mhz3k1q0a3kT9...` (Stripe style): the time in
 * milliseconds (9 base-36 digits, so they sort the same in any collation) and 15 random base-62
 * characters (89 bits). Time first, so each new id lands at the end of every index keyed by it (ours,
 * and Temporal's for workflow ids): with ids random throughout, each insert went to a random page and
 * the dev server's cost per workflow start grew with its store, 3.2 to 5.5 ms CPU within one bench run
 * (docs/performance.md, "Findings: the gateway").
 */
export function newId(prefix: IdPrefix): string {
  const seeded = seededIds.getStore();
  if (seeded) return seeded.next(prefix);
  return `${prefix}_${Date.now().toString(36).padStart(9, "0")}${randomBase62(15)}`;
}

/** The ids a run of code makes when it runs again with the same seed: the same ones, in the same order. */
class SeededIds {
  private readonly made = new Map<IdPrefix, number>();
  constructor(
    private readonly seed: Buffer,
    private readonly time: Date,
  ) {}

  next(prefix: IdPrefix): string {
    const n = this.made.get(prefix) ?? 0;
    this.made.set(prefix, n + 1);
    const digest = createHmac("sha256", this.seed).update(`${prefix}:${n}`).digest();
    let random = "";
    for (let i = 0; i < 15; i++) random += BASE62[digest[i]! % 62];
    return `${prefix}_${this.time.getTime().toString(36).padStart(9, "0")}${random}`;
  }
}

const seededIds = new AsyncLocalStorage<SeededIds>();

/**
 * Runs `fn` with every `newId` it makes derived from `seed` (a secret of at least 16 random bytes) and
 * `time`: a request retried under the same idempotency key makes the ids its first attempt made, so
 * what the first attempt committed can be found (api/idempotency.ts). The ids stay unguessable
 * without the seed; 62 does not divide 256, which skews the characters a little and costs a bit or two of
 * the 89.
 */
export function withSeededIds<T>(seed: Buffer, time: Date, fn: () => Promise<T>): Promise<T> {
  return seededIds.run(new SeededIds(seed, time), fn);
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
