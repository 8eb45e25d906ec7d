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

/** One UTC day of the account's applications: created that day, and settled that day (submitted or failed). */
export interface DailyUsage {
  date: string;
  created: number;
  submitted: number;
  failed: number;
  spentCents: number;
}

type DailyRow = { date: string; created: number; submitted: number; failed: number; spent_cents: number };

// Every day of the range, oldest first, zeros included. Created counts applications by created_at;
// submitted and failed count the ledger's charge and release entries (each written once, with the final
// status: lib/ledger.ts), so a day's numbers never change after it ends. Both tables are indexed by
// (account_id, created_at).
const dailyRows = statement<DailyRow>(
  "account_usage_daily",
  `WITH days AS (
     SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day
   ), created AS (
     SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS created
     FROM applications WHERE account_id = $1 AND created_at >= $2::date::timestamp AT TIME ZONE 'UTC'
     GROUP BY 1
   ), settled AS (
     SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
       count(*) FILTER (WHERE kind = 'charge')::int AS submitted,
       count(*) FILTER (WHERE kind = 'release')::int AS failed,
       COALESCE(sum(amount_cents) FILTER (WHERE kind = 'charge'), 0)::int AS spent_cents
     FROM credit_entries
     WHERE account_id = $1 AND kind IN ('charge', 'release') AND created_at >= $2::date::timestamp AT TIME ZONE 'UTC'
     GROUP BY 1
   )
   SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(c.created, 0) AS created,
     COALESCE(s.submitted, 0) AS submitted, COALESCE(s.failed, 0) AS failed, COALESCE(s.spent_cents, 0) AS spent_cents
   FROM days d LEFT JOIN created c ON c.day = d.day LEFT JOIN settled s ON s.day = d.day
   ORDER BY d.day`,
);

const utcDate = (time: Date) => time.toISOString().slice(0, 10);

/** The last `days` UTC days up to and including today's (`now`), oldest first. */
export async function accountDailyUsage(accountId: string, days: number, now = new Date()): Promise<DailyUsage[]> {
  const first = new Date(now.getTime() - (days - 1) * 86_400_000);
  const rows = await dailyRows([accountId, utcDate(first), utcDate(now)]);
  return rows.map((row) => ({
    date: row.date,
    created: row.created,
    submitted: row.submitted,
    failed: row.failed,
    spentCents: row.spent_cents,
  }));
}
