// Credit as an append-only ledger plus three counters on the account (balance, held, spent).
// Each application moves through held -> charged | released exactly once: the transition is a
// conditional UPDATE of its credit_state, and the unique (application_id, kind) entry backs it up.
import type { Prisma } from "../generated/prisma/client";
import { db, type Db } from "./db";
import { newId } from "./ids";

type Tx = Prisma.TransactionClient;

export type Settlement = "charged" | "released";

export interface SettleResult {
  /** false when an earlier call (e.g. a retried activity) already settled this application. */
  applied: boolean;
  creditState: string;
}

/**
 * Holds `amountCents` for a new application inside the caller's transaction. Race-free: the
 * balance check and the increment are one statement, so concurrent holds can never make
 * held exceed balance. Returns false (and changes nothing) when the available credit is short.
 */
export async function holdCredit(tx: Tx, hold: { accountId: string; applicationId: string; amountCents: number }): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE accounts SET held_cents = held_cents + ${hold.amountCents}
    WHERE id = ${hold.accountId} AND balance_cents - held_cents >= ${hold.amountCents}`;
  if (updated !== 1) return false;
  await tx.creditEntry.create({
    data: { id: newId("cred"), accountId: hold.accountId, applicationId: hold.applicationId, kind: "hold", amountCents: hold.amountCents },
  });
  return true;
}

async function settle(applicationId: string, to: Settlement, client: Db): Promise<SettleResult> {
  return client.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ account_id: string; price_cents: number }[]>`
      UPDATE applications SET credit_state = ${to}
      WHERE id = ${applicationId} AND credit_state = 'held'
      RETURNING account_id, price_cents`;
    const row = claimed[0];
    if (!row) {
      const app = await tx.application.findUnique({ where: { id: applicationId }, select: { creditState: true } });
      if (!app) throw new Error(`no application ${applicationId}`);
      return { applied: false, creditState: app.creditState };
    }
    const price = row.price_cents;
    if (to === "charged") {
      await tx.$executeRaw`
        UPDATE accounts SET held_cents = held_cents - ${price}, balance_cents = balance_cents - ${price},
          spent_cents = spent_cents + ${price}
        WHERE id = ${row.account_id}`;
    } else {
      await tx.$executeRaw`UPDATE accounts SET held_cents = held_cents - ${price} WHERE id = ${row.account_id}`;
    }
    await tx.creditEntry.create({
      data: { id: newId("cred"), accountId: row.account_id, applicationId, kind: to === "charged" ? "charge" : "release", amountCents: price },
    });
    return { applied: true, creditState: to };
  });
}

/** Charges a submitted application's held price. Idempotent: safe to call any number of times. */
export function chargeCredit(applicationId: string, client: Db = db()): Promise<SettleResult> {
  return settle(applicationId, "charged", client);
}

/** Releases a failed application's hold. Idempotent; a no-op once charged or released. */
export function releaseCredit(applicationId: string, client: Db = db()): Promise<SettleResult> {
  return settle(applicationId, "released", client);
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

export async function getBalances(accountId: string, client: Db = db()): Promise<Balances | null> {
  const account = await client.account.findUnique({ where: { id: accountId } });
  return account ? toBalances(account) : null;
}
