// The account's API keys: list, create (the full key exists only in the creation's answer), revoke.
import type { ApiKey } from "../../generated/prisma/client";
import { createApiKey, revokeApiKey } from "../../lib/accounts";
import { db } from "../../lib/db";
import { isId } from "../../lib/ids";
import { notFound } from "../errors";
import { listPage, type Page, type PageQuery } from "../pagination";

export function listApiKeys(accountId: string, page: PageQuery): Promise<Page<ApiKey>> {
  return listPage(page, { owner: { accountId } }, (args) => db().apiKey.findMany(args));
}

export async function findApiKey(accountId: string, id: string): Promise<ApiKey | undefined> {
  return (await db().apiKey.findFirst({ where: { id, accountId } })) ?? undefined;
}

export async function createAccountApiKey(accountId: string): Promise<{ key: ApiKey; apiKey: string }> {
  const { keyId, apiKey } = await createApiKey(accountId);
  return { key: await db().apiKey.findUniqueOrThrow({ where: { id: keyId } }), apiKey };
}

/**
 * Revoking the key that made the request is allowed (rotating a leaked key); revoking twice answers
 * with the first revocation's time.
 */
export async function revokeAccountApiKey(accountId: string, id: string): Promise<{ keyId: string; revokedAt: Date }> {
  const owned = isId("key", id) ? await db().apiKey.findFirst({ where: { id, accountId }, select: { id: true } }) : null;
  const revoked = owned ? await revokeApiKey(owned.id) : null;
  if (!revoked) throw notFound("API key");
  return revoked;
}
