// Credit as an append-only ledger plus three counters on the account (balance, held, spent).
// Each application moves through held -> charged | released exactly once: the transition is a
// conditional UPDATE of its credit_state, and the unique (application_id, kind) entry backs it up.
import { db, statement, type Db } from "./db";
import { isPgUniqueViolation } from "./db-errors";
import { newId } from "./ids";

export type Settlement = "charged" | "released";

export interface SettleResult {
  /** false when an earlier call (e.g. a retried activity) already settled this application. */
  applied: boolean;
  creditState: string;
}

export interface NewApplication {
  id: string;
  accountId: string;
  /**
   * With a saved profile (newProfile null) the candidate is the profile's own, and this, if given,
   * must be it; with a new profile, the candidate it is stored for. Either must be the account's.
   */
  candidateId?: string;
  profileId: string;
  /** Set to store a new profile row under profileId (with the candidate's resume) along with the application. */
  newProfile: { profile: unknown } | null;
  url: string;
  normalizedUrl: string;
  dedupeKey: string | null;
  ats: string | null;
  priceCents: number;
  reviewBeforeSubmit: boolean;
  /** Refuse (and change nothing) unless the candidate has an ATS account password. */
  requiresAccountPassword?: boolean;
}

/** The candidate an application was created for, as the statement read it. */
export interface ApplicationCandidate {
  id: string;
  firstName: string;
  lastName: string;
}

export type Insertion =
  | { createdAt: Date; candidate: ApplicationCandidate }
  /** No such profile or candidate on the account. */
  | "no_candidate"
  | "account_password_required"
  | "insufficient_credit"
  | "duplicate";

// A named statement (lib/db.ts): it runs once per POST /v1/applications, the only database round trip
// before the workflow start. The candidate is read in it; the conditional hold decides, and the
// profile, application and hold entry are inserted only when it succeeded.
const insertWithHold = statement<ApplicationCandidate & { hasAccountPassword: boolean; createdAt: Date | null }>(
  "insert_application_with_hold",
  `
  WITH candidate AS (
    SELECT c.id, c.first_name, c.last_name, c.resume_url, c.account_password_enc IS NOT NULL AS has_password
    FROM candidates c
    WHERE c.account_id = $2
      AND c.id = CASE WHEN $12::jsonb IS NULL THEN (SELECT candidate_id FROM profiles WHERE id = $4 AND account_id = $2) ELSE $3 END
      AND ($3::text IS NULL OR c.id = $3)
  ), hold AS (
    UPDATE accounts SET held_cents = held_cents + $10::int
    WHERE id = $2 AND balance_cents - held_cents >= $10::int
      AND EXISTS (SELECT 1 FROM candidate WHERE has_password OR NOT $13::boolean)
    RETURNING id
  ), profile AS (
    INSERT INTO profiles (id, account_id, candidate_id, profile, resume_url)
    SELECT $4, $2, candidate.id, $12::jsonb, candidate.resume_url FROM hold, candidate WHERE $12::jsonb IS NOT NULL
    RETURNING id
  ), application AS (
    INSERT INTO applications (id, account_id, candidate_id, profile_id, url, normalized_url, dedupe_key, ats, status,
      price_cents, credit_state, review_before_submit)
    SELECT $1, $2, candidate.id, $4, $5, $6, $7, $8, 'queued', $10::int, 'held', $11::boolean FROM hold, candidate
    RETURNING id, created_at
  ), entry AS (
    INSERT INTO credit_entries (id, account_id, application_id, kind, amount_cents)
    SELECT $9, $2, id, 'hold', $10::int FROM application
    RETURNING id
  )
  SELECT id, first_name AS "firstName", last_name AS "lastName", has_password AS "hasAccountPassword",
    (SELECT created_at FROM application) AS "createdAt"
  FROM candidate`,
);

/**
 * Inserts a queued application with its price held, as ONE statement (so atomic without an
 * interactive transaction). Returns the new row's created_at and its candidate, or why nothing was
 * changed: no such candidate (or profile), the candidate lacks the account password the posting
 * needs, the available credit is short, or ("duplicate") the candidate already has a live application
 * with this dedupe_key: the unique violation fails the whole statement, hold included.
 */
export async function insertApplicationWithHold(app: NewApplication): Promise<Insertion> {
  const profileJson = app.newProfile ? JSON.stringify(app.newProfile.profile) : null;
  const rows = await insertWithHold([
    app.id,
    app.accountId,
    app.candidateId ?? null,
    app.profileId,
    app.url,
    app.normalizedUrl,
    app.dedupeKey,
    app.ats,
    newId("cred"),
    app.priceCents,
    app.reviewBeforeSubmit,
    profileJson,
    app.requiresAccountPassword ?? false,
  ]).catch((error: unknown) => {
    if (isPgUniqueViolation(error, "applications_candidate_id_dedupe_key_key")) return null;
    throw error;
  });
  if (!rows) return "duplicate";
  const [row] = rows;
  if (!row) return "no_candidate";
  const { hasAccountPassword, createdAt, ...candidate } = row;
  if (createdAt) return { createdAt, candidate };
  return app.requiresAccountPassword && !hasAccountPassword ? "account_password_required" : "insufficient_credit";
}

/** An application's final status, written together with its settlement (see settleApplication). */
export type FinalStatus = { status: "submitted" } | { status: "failed"; failureReason: string; failureMessage: string };

/**
 * Moves a held application to `to`, in ONE statement: claim the application's credit_state, move
 * the account's counters and append the entry only when the claim succeeded; with `final`, the same
 * claim writes the final status, so status and credit can never disagree. Concurrent calls for the
 * same application serialise on its row; the losers see credit_state changed and do nothing.
 * (No interactive transaction: under concurrency Prisma's pg adapter has been seen to lose track of
 * those, failing with "Transaction not found".)
 */
async function moveCreditState(applicationId: string, to: Settlement, client: Db, final?: FinalStatus): Promise<SettleResult> {
  const kind = to === "charged" ? "charge" : "release";
  const charged = to === "charged";
  const failed = final?.status === "failed" ? final : null;
  const rows = await client.$queryRaw<{ applied: boolean; credit_state: string | null }[]>`
    WITH claimed AS (
      UPDATE applications SET credit_state = ${to},
        status = COALESCE(${final?.status ?? null}::text, status),
        failure_reason = COALESCE(${failed?.failureReason ?? null}::text, failure_reason),
        failure_message = COALESCE(${failed?.failureMessage ?? null}::text, failure_message),
        awaiting_otp = CASE WHEN ${final !== undefined} THEN false ELSE awaiting_otp END,
        review = CASE WHEN ${final !== undefined} THEN NULL ELSE review END,
        -- A failed application frees its posting for a new one, unless its final click happened:
        -- that submission may have reached the employer and must never be followed by another.
        dedupe_key = CASE WHEN ${failed !== null} AND submit_clicked_at IS NULL THEN NULL ELSE dedupe_key END,
        updated_at = CASE WHEN ${final !== undefined} THEN now() ELSE updated_at END
      WHERE id = ${applicationId} AND credit_state = 'held'
      RETURNING account_id, price_cents
    ), counters AS (
      UPDATE accounts a SET held_cents = a.held_cents - c.price_cents,
        balance_cents = a.balance_cents - CASE WHEN ${charged} THEN c.price_cents ELSE 0 END,
        spent_cents = a.spent_cents + CASE WHEN ${charged} THEN c.price_cents ELSE 0 END
      FROM claimed c WHERE a.id = c.account_id
      RETURNING a.id
    ), entry AS (
      INSERT INTO credit_entries (id, account_id, application_id, kind, amount_cents)
      SELECT ${newId("cred")}, account_id, ${applicationId}, ${kind}, price_cents FROM claimed
      RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM entry) AS applied,
      (SELECT credit_state FROM applications WHERE id = ${applicationId}) AS credit_state`;
  const { applied, credit_state } = rows[0];
  if (applied) return { applied: true, creditState: to };
  if (credit_state === null) throw new Error(`no application ${applicationId}`);
  if (credit_state !== "held") return { applied: false, creditState: credit_state };
  // Still "held" in this statement's snapshot, yet not ours: a concurrent call moved it after the
  // snapshot was taken (our update waited for its row lock). A new statement sees what it left.
  const [now] = await client.$queryRaw<{ credit_state: string }[]>`SELECT credit_state FROM applications WHERE id = ${applicationId}`;
  return { applied: false, creditState: now.credit_state };
}

/**
 * Ends an application: its final status and its settlement (charge when submitted, release when
 * failed) in one statement. Idempotent: once settled, later calls change nothing.
 */
export function settleApplication(applicationId: string, final: FinalStatus, client: Db = db()): Promise<SettleResult> {
  return moveCreditState(applicationId, final.status === "submitted" ? "charged" : "released", client, final);
}

/** Charges a submitted application's held price. Idempotent: safe to call any number of times. */
export function chargeCredit(applicationId: string, client: Db = db()): Promise<SettleResult> {
  return moveCreditState(applicationId, "charged", client);
}

/** Releases a failed application's hold. Idempotent; a no-op once charged or released. */
export function releaseCredit(applicationId: string, client: Db = db()): Promise<SettleResult> {
  return moveCreditState(applicationId, "released", client);
}

export interface Balances {
  balanceCents: number;
  heldCents: number;
  spentCents: number;
  availableCents: number;
}

/** Adds credit (an operator's top-up). Returns the balances after the deposit. */
export async function depositCredit(accountId: string, amountCents: number, client: Db = db()): Promise<Balances> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError("deposit must be a positive whole number of cents");
  return client.$transaction(async (tx) => {
    const account = await tx.account.update({ where: { id: accountId }, data: { balanceCents: { increment: amountCents } } });
    await tx.creditEntry.create({ data: { id: newId("cred"), accountId, applicationId: null, kind: "deposit", amountCents } });
    return toBalances(account);
  });
}

export function toBalances(a: { balanceCents: number; heldCents: number; spentCents: number }): Balances {
  return { balanceCents: a.balanceCents, heldCents: a.heldCents, spentCents: a.spentCents, availableCents: a.balanceCents - a.heldCents };
}
