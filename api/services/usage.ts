// The account's usage: its credit and its applications counted by status.
import { statement } from "../../lib/db";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../lib/domain";
import { toBalances, type Balances } from "../../lib/ledger";

export interface Usage {
  balances: Balances;
  applications: Record<ApplicationStatus, number> & { total: number };
}

type UsageRow = { balance_cents: number; held_cents: number; spent_cents: number; counts: Record<string, number> | null };

// One statement: the account's counters and its applications counted by status. A named statement
// (lib/db.ts): GET /usage is one of the gateway's most frequent requests.
const usageRow = statement<UsageRow>("account_usage", `
  SELECT a.balance_cents, a.held_cents, a.spent_cents,
    (SELECT json_object_agg(status, n) FROM (
      SELECT status, count(*)::int AS n FROM applications WHERE account_id = a.id GROUP BY status) s) AS counts
  FROM accounts a WHERE a.id = $1`);

export async function accountUsage(accountId: string): Promise<Usage> {
  const [row] = await usageRow([accountId]);
  if (!row) throw new Error("the authenticated account has no row");
  const counts = row.counts ?? {};
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
