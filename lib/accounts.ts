// Accounts and their API keys. A key is shown once; only its SHA-256 hash is stored.
import { cachedApiKey, forgetApiKey, REVOCATION_CHANNEL, rememberApiKey, revocationsSeen, type ApiKeyAuth } from "./api-key-cache";
import { constantTimeEqual, sha256Hex } from "./crypto";
import { db, statement, type Db } from "./db";
import { newId, randomBase62 } from "./ids";
import { depositCredit } from "./ledger";

const API_KEY_PATTERN = /^sk_live_[0-9A-Za-z]{32,128}$/;

const PREFIX_LENGTH = 16; // "sk_live_" and 8 random characters: selects a key's row, not secret

function generateApiKey(): string {
  return `sk_live_${randomBase62(40)}`;
}

export interface CreatedKey {
  keyId: string;
  apiKey: string;
}

export async function createApiKey(accountId: string, client: Db = db()): Promise<CreatedKey> {
  const apiKey = generateApiKey();
  const keyId = newId("key");
  await client.apiKey.create({
    data: { id: keyId, accountId, prefix: apiKey.slice(0, PREFIX_LENGTH), hash: sha256Hex(apiKey) },
  });
  return { keyId, apiKey };
}

export async function createAccount(
  input: { email: string; creditCents?: number },
  client: Db = db(),
): Promise<{ accountId: string } & CreatedKey> {
  const accountId = newId("acct");
  await client.account.create({ data: { id: accountId, email: input.email.toLowerCase() } });
  if (input.creditCents) await depositCredit(accountId, input.creditCents, client);
  return { accountId, ...(await createApiKey(accountId, client)) };
}

/** The keys sharing a prefix (one, in practice): every uncached request looks them up. */
const keysByPrefix = statement<{ id: string; accountId: string; hash: string; revoked: boolean }>(
  "api_keys_by_prefix",
  `SELECT id, account_id AS "accountId", hash, revoked_at IS NOT NULL AS revoked FROM api_keys WHERE prefix = $1`,
);

/** The account a presented key belongs to, or null when the key is unknown or revoked. */
export async function authenticateApiKey(presented: string): Promise<ApiKeyAuth | null> {
  if (!API_KEY_PATTERN.test(presented)) return null;
  const hash = sha256Hex(presented);
  // Only keys found valid are cached, under their hash; revocation drops them (lib/api-key-cache.ts).
  const cached = cachedApiKey(hash);
  if (cached) return cached;
  const seen = revocationsSeen();
  // Look up by the non-secret prefix, then compare hashes in constant time, so neither the query
  // nor the comparison takes longer the more of a stored key a guess gets right.
  const candidates = await keysByPrefix([presented.slice(0, PREFIX_LENGTH)]);
  const key = candidates.find((candidate) => constantTimeEqual(candidate.hash, hash));
  if (!key || key.revoked) return null;
  const auth = { accountId: key.accountId, keyId: key.id };
  rememberApiKey(hash, auth, seen);
  return auth;
}

/** Revokes by key id (key_...) or by the full key. Returns null when no such key exists. */
export async function revokeApiKey(keyOrId: string, client: Db = db()): Promise<{ keyId: string; revokedAt: Date } | null> {
  const where = API_KEY_PATTERN.test(keyOrId) ? { hash: sha256Hex(keyOrId) } : { id: keyOrId };
  const key = await client.apiKey.findUnique({ where });
  if (!key) return null;
  if (key.revokedAt) return { keyId: key.id, revokedAt: key.revokedAt };
  const updated = await client.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
  // This process forgets the key at once; every other gateway on the notification (lib/api-key-cache.ts).
  forgetApiKey(key.id);
  await client.$executeRaw`SELECT pg_notify(${REVOCATION_CHANNEL}, ${key.id})`;
  return { keyId: updated.id, revokedAt: updated.revokedAt! };
}
