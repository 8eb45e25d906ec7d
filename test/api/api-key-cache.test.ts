// The API key cache (lib/api-key-cache.ts) never outlives a revocation beyond its stated bound:
// at once in the revoking process, on the NOTIFY in any other, and within API_KEY_CACHE_SECONDS when
// a revocation is written without one. Another process is played by a second PostgreSQL connection.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { authenticateApiKey, createAccount, revokeApiKey } from "../../lib/accounts";
import { listenForRevocations, REVOCATION_CHANNEL, type RevocationListener } from "../../lib/api-key-cache";
import { config, useConfig } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";

const other = new pg.Client({ connectionString: config.databaseUrl });
let listener: RevocationListener | undefined;
const ttl = config.apiKeyCacheMs;

beforeAll(async () => {
  await other.connect();
});
afterEach(async () => {
  await listener?.close();
  listener = undefined;
  useConfig({ apiKeyCacheMs: ttl });
});
afterAll(async () => {
  await other.end();
  await disconnectDb();
});

/** A fresh key, authenticated once so it is cached when the listener is up. */
async function cachedKey() {
  const account = await createAccount({ email: `cache-${Date.now()}-${Math.random()}@example.test` });
  expect(await authenticateApiKey(account.apiKey)).toEqual({ accountId: account.accountId, keyId: account.keyId });
  return account;
}

/** Revokes as another process would: straight in the database, with or without the notification. */
async function revokeElsewhere(keyId: string, notify: boolean) {
  await other.query("UPDATE api_keys SET revoked_at = now() WHERE id = $1", [keyId]);
  if (notify) await other.query("SELECT pg_notify($1, $2)", [REVOCATION_CHANNEL, keyId]);
}

describe("API key cache", () => {
  it("serves a cached key without a lookup while nothing revoked it", async () => {
    useConfig({ apiKeyCacheMs: 60_000 });
    listener = await listenForRevocations();
    const account = await cachedKey();
    const lookups = vi.spyOn(db().apiKey, "findMany");
    try {
      expect(await authenticateApiKey(account.apiKey)).toMatchObject({ keyId: account.keyId });
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it("drops a key revoked in this process at once", async () => {
    useConfig({ apiKeyCacheMs: 60_000 });
    listener = await listenForRevocations();
    const account = await cachedKey();
    await revokeApiKey(account.keyId);
    expect(await authenticateApiKey(account.apiKey)).toBeNull();
  });

  it("drops a key revoked by another process on its notification, long before the cache would expire", async () => {
    useConfig({ apiKeyCacheMs: 10 * 60_000 });
    listener = await listenForRevocations();
    const account = await cachedKey();
    await revokeElsewhere(account.keyId, true);
    await vi.waitFor(async () => expect(await authenticateApiKey(account.apiKey)).toBeNull(), { timeout: 30_000, interval: 50 });
  });

  it("refuses a key revoked without a notification once API_KEY_CACHE_SECONDS have passed", async () => {
    useConfig({ apiKeyCacheMs: 500 });
    listener = await listenForRevocations();
    const account = await cachedKey();
    await revokeElsewhere(account.keyId, false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await authenticateApiKey(account.apiKey)).toBeNull();
  });

  it("caches nothing while no listener is connected", async () => {
    useConfig({ apiKeyCacheMs: 10 * 60_000 });
    const account = await cachedKey();
    await revokeElsewhere(account.keyId, false);
    expect(await authenticateApiKey(account.apiKey)).toBeNull();
  });
});
