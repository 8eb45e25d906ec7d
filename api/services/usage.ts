// The account's usage: its credit and its applications counted by status.
import { statement } from "../../lib/db";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../lib/domain";
import { toBalances, type Balances } from "../../lib/ledger";

export interface Usage {
  balances: Balances;
  applications: Record<ApplicationStatus, number> & { total: number };
}

type UsageRow = { balance_cents: number; held_cents: number; spent_cents: number; counts: Record<string, number> };

// The counts are kept on the account row by a trigger (prisma/migrations/20261126000000_account_application_counts),
// so this reads one row however many applications the account has. A named statement (lib/db.ts):
// GET /usage is one of the gateway's most frequent requests.
const usageRow = statement<UsageRow>(
  "account_usage",
  "SELECT balance_cents, held_cents, spent_cents, application_counts AS counts FROM accounts WHERE id = $1",
);

export async function accountUsage(accountId: string): Promise<Usage> {
  const [row] = await usageRow([accountId]);
  if (!row) throw new Error("the authenticated account has no row");
  const applications = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  let total = 0;
  for (const [status, count] of Object.entries(row.counts)) {
    if (status in applications) applications[status as ApplicationStatus] = count;
    total += count;
  }
  return {
    balances: toBalances({ balanceCents: row.balance_cents, heldCents: row.held_cents, spentCents: row.spent_cents }),
    applications: { ...applications, total },
  };
}
