// The account's settings: its answer defaults (docs/api-rules.md#account).
import type { Account } from "../../generated/prisma/client";
import { db } from "../../lib/db";

export function findAccount(accountId: string): Promise<Account> {
  return db().account.findUniqueOrThrow({ where: { id: accountId } });
}

/** Merges answer defaults: a string sets a key, null removes it, keys left out stay. */
export async function updateAnswerDefaults(accountId: string, changes: Record<string, string | null>): Promise<Account> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  // One statement, so concurrent changes to different keys all land (a read-modify-write would lose some).
  await db().$executeRaw`UPDATE accounts SET answer_defaults = (answer_defaults || ${JSON.stringify(set)}::jsonb) - ${removed}::text[] WHERE id = ${accountId}`;
  return findAccount(accountId);
}
