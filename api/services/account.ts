// The account's settings: its answer defaults and whether consent is given on the candidate's behalf (docs/api-rules.md#account).
import type { Account } from "../../generated/prisma/client";
import { db } from "../../lib/db";

export function findAccount(accountId: string): Promise<Account> {
  return db().account.findUniqueOrThrow({ where: { id: accountId } });
}

/**
 * Changes the settings given: answer defaults are merged (a string sets a key, null removes it, keys
 * left out stay); auto_consent is set when given.
 */
export async function updateAccount(
  accountId: string,
  changes: { answerDefaults?: Record<string, string | null>; autoConsent?: boolean },
): Promise<Account> {
  const defaults = changes.answerDefaults ?? {};
  const set = Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== null));
  const removed = Object.keys(defaults).filter((key) => defaults[key] === null);
  // One statement, so concurrent changes to different keys all land (a read-modify-write would lose some).
  await db().$executeRaw`UPDATE accounts SET answer_defaults = (answer_defaults || ${JSON.stringify(set)}::jsonb) - ${removed}::text[],
    auto_consent = COALESCE(${changes.autoConsent ?? null}::boolean, auto_consent) WHERE id = ${accountId}`;
  return findAccount(accountId);
}
