// The account's usage: its credit and its applications counted by status.
import { db } from "../../lib/db";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../lib/domain";
import { toBalances, type Balances } from "../../lib/ledger";

export interface Usage {
  balances: Balances;
  applications: Record<ApplicationStatus, number> & { total: number };
}

export async function accountUsage(accountId: string): Promise<Usage> {
  // One statement: the account's counters and its applications counted by status.
  const [row] = await db().$queryRaw<Array<{ balance_cents: number; held_cents: number; spent_cents: number; counts: Record<string, number> | string | null }>>`
    SELECT a.balance_cents, a.held_cents, a.spent_cents,
      (SELECT json_object_agg(status, n) FROM (
        SELECT status, count(*)::int AS n FROM applications WHERE account_id = a.id GROUP BY status) s) AS counts
    FROM accounts a WHERE a.id = ${accountId}`;
  if (!row) throw new Error("the authenticated account has no row");
  const counts: Record<string, number> = typeof row.counts === "string" ? JSON.parse(row.counts) : (row.counts ?? {});
  const applications = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  let total = 0;
  for (const [status, count] of Object.entries(counts)) {
    if (status in applications) applications[status as ApplicationStatus] = count;
    total += count;
  }
  return {
    balances: toBalances({ balanceCents: row.balance_cents, heldCents: row.held_cents, spentCents: row.spent_cents }),
    applications: { ...applications, total },
  };
}
