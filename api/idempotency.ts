// Idempotency-Key on POST and PATCH, with Stripe's semantics (docs/api-rules.md#idempotent-requests):
// the first answer is kept 24 hours per account and key and given again to a retry with the same body;
// another body under the same key is 422 idempotency_mismatch; a retry while the first attempt runs is
// 409 idempotency_key_in_use. Keys live in PostgreSQL, so they hold across gateways.
//
// A first attempt that never finished (its gateway died between its commit and its answer, or it
// failed with a 500) leaves its key unanswered. The attempt ran with ids derived from the key's seed
// (lib/ids.ts withSeededIds), so the retry knows which resource the first attempt would have made: the
// route's `recover` looks for it and answers with it, or the request runs again, making the same ids.
import { createHash, randomBytes } from "node:crypto";
import stableStringify from "safe-stable-stringify";
import { statement } from "../lib/db";
import { newId, withSeededIds, type IdPrefix } from "../lib/ids";
import { ApiError } from "./errors";

/** An answer as sent: its status and its JSON text. */
export interface Answer {
  status: number;
  body: string;
}

/**
 * What a retry does when it finds its key's first attempt unfinished: the answer built from what that
 * attempt committed (`firstIdMade` names it), `undefined` when it committed nothing, or "run_again"
 * for a route that may simply run twice (it sets values, or makes nothing).
 */
export type Recovery = "run_again" | (() => Promise<Answer | undefined>);

export interface IdempotencySettings {
  /** How long an attempt holds its key without renewing it: a retry after a crash waits this long. */
  leaseMs: number;
}

const KEPT_MS = 24 * 60 * 60_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** Inside a recovery: the id of the first `prefix` resource the key's first attempt made, if it made one. */
export const firstIdMade = (prefix: IdPrefix): string => newId(prefix);

interface KeyRow {
  fingerprint: string;
  seed: string;
  created_at: Date;
  response_status: number | null;
  response_body: string | null;
  lease_left_ms: number | null;
}

const columns = `fingerprint, seed, created_at, response_status, response_body,
  GREATEST(0, EXTRACT(EPOCH FROM locked_until - now()) * 1000)::int AS lease_left_ms`;

// A new key, or an expired one taken over: the caller holds it and runs the request.
const claimNew = statement<KeyRow>(
  "idempotency_claim_new",
  `INSERT INTO idempotency_keys (account_id, key, fingerprint, seed, locked_until, expires_at)
   VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', now() + $6 * interval '1 millisecond')
   ON CONFLICT (account_id, key) DO UPDATE
     SET fingerprint = EXCLUDED.fingerprint, seed = EXCLUDED.seed, locked_until = EXCLUDED.locked_until,
         response_status = NULL, response_body = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at < now()
   RETURNING ${columns}`,
);

// An unanswered key whose attempt is gone (its lease ran out): the caller recovers it.
const claimAbandoned = statement<KeyRow>(
  "idempotency_claim_abandoned",
  `UPDATE idempotency_keys SET locked_until = now() + $4 * interval '1 millisecond'
   WHERE account_id = $1 AND key = $2 AND fingerprint = $3 AND response_status IS NULL
     AND (locked_until IS NULL OR locked_until < now())
   RETURNING ${columns}`,
);

const readKey = statement<KeyRow>("idempotency_read", `SELECT ${columns} FROM idempotency_keys WHERE account_id = $1 AND key = $2`);

const renewLease = statement(
  "idempotency_renew",
  `UPDATE idempotency_keys SET locked_until = now() + $4 * interval '1 millisecond'
   WHERE account_id = $1 AND key = $2 AND seed = $3 AND response_status IS NULL`,
);

const keepAnswer = statement(
  "idempotency_keep",
  `UPDATE idempotency_keys SET response_status = $4, response_body = $5, locked_until = NULL
   WHERE account_id = $1 AND key = $2 AND seed = $3`,
);

const releaseKey = statement(
  "idempotency_release",
  `UPDATE idempotency_keys SET locked_until = NULL WHERE account_id = $1 AND key = $2 AND seed = $3 AND response_status IS NULL`,
);

const forgetKey = statement("idempotency_forget", `DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND seed = $3`);

/** Deletes keys past their 24 hours (the gateway's housekeeping); returns how many. */
export const deleteExpiredKeys = async (): Promise<number> =>
  (
    await statement<{ n: number }>(
      "idempotency_expire",
      `WITH gone AS (DELETE FROM idempotency_keys WHERE expires_at < now() RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    )([])
  )[0]!.n;

/** The request's identity under its key: method, path and query, and the body by value (key order aside). */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${url}\n${stableStringify(body ?? null)}`)
    .digest("hex");
}

export interface KeyedRequest {
  accountId: string;
  key: string;
  fingerprint: string;
}

/**
 * The answer to a request sent with an Idempotency-Key: the kept one, or `run`'s (kept for the next
 * retry). `replayed` says the answer is the first attempt's. A 422 invalid_request is not kept (nothing
 * was done, so the client may correct the body and send it again under the same key); a 500 (thrown)
 * leaves the key unanswered, for the next retry to recover.
 */
export async function answerOnce(
  request: KeyedRequest,
  recover: Recovery,
  run: () => Promise<Answer>,
  settings: IdempotencySettings,
): Promise<Answer & { replayed: boolean }> {
  const { accountId, key, fingerprint } = request;
  if (!KEY.test(key)) {
    throw new ApiError(400, "invalid_request", "The Idempotency-Key header must be 1 to 255 printable ASCII characters, without spaces.");
  }
  const seed = randomBytes(32).toString("hex");
  const [fresh] = await claimNew([accountId, key, fingerprint, seed, settings.leaseMs, KEPT_MS]);
  const [abandoned] = fresh ? [] : await claimAbandoned([accountId, key, fingerprint, settings.leaseMs]);
  const held = fresh ?? abandoned;
  if (!held) return keptAnswer((await readKey([accountId, key]))[0], fingerprint);

  const ids = { seed: Buffer.from(held.seed, "hex"), time: held.created_at };
  const own = [accountId, key, held.seed];
  const renewal = setInterval(() => void renewLease([...own, settings.leaseMs]).catch(() => undefined), settings.leaseMs / 3);
  try {
    let answer: Answer | undefined;
    if (abandoned && recover !== "run_again") answer = await withSeededIds(ids.seed, ids.time, recover);
    answer ??= await withSeededIds(ids.seed, ids.time, run);
    if (answer.status === 422 && errorCodeOf(answer) === "invalid_request") await forgetKey(own);
    else await keepAnswer([...own, answer.status, answer.body]);
    return { ...answer, replayed: false };
  } catch (error) {
    await releaseKey(own).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

function keptAnswer(row: KeyRow | undefined, fingerprint: string): Answer & { replayed: boolean } {
  // The key expired and was deleted between the two statements: as busy, the client's retry claims it anew.
  if (row && row.fingerprint !== fingerprint) {
    throw new ApiError(
      422,
      "idempotency_mismatch",
      "This Idempotency-Key was used with another request (method, path or body); use a new key for a new request.",
    );
  }
  if (row?.response_status != null && row.response_body != null) {
    return { status: row.response_status, body: row.response_body, replayed: true };
  }
  const retryAfter = Math.max(1, Math.ceil((row?.lease_left_ms ?? 1000) / 1000));
  throw new ApiError(
    409,
    "idempotency_key_in_use",
    `A request with this Idempotency-Key is in progress; retry after ${retryAfter} s to get its answer.`,
    undefined,
    { "retry-after": String(retryAfter) },
  );
}

function errorCodeOf(answer: Answer): string | undefined {
  try {
    return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}
