// Authenticated API keys, remembered for a short while so a request does not cost a key lookup
// (docs/api-rules.md#authentication-and-limits). Entries are keyed by the key's SHA-256 (the key itself
// is never held) and hold only what authentication answers: the account and the key id.
//
// Revocation must win over the cache, within a stated bound:
// - in the process that revokes (API, console, admin script): at once, the entry is dropped;
// - in every other gateway: through PostgreSQL NOTIFY on REVOCATION_CHANNEL, which revokeApiKey sends
//   right after the revoking statement, and listenForRevocations receives (milliseconds in practice);
// - in any case within config.apiKeyCacheMs (API_KEY_CACHE_SECONDS, 5 s): an entry is never used
//   past that age, so a lost notification or a revocation written by hand costs at most that long.
// While the listener is not connected, nothing is cached (a gateway cannot hear revocations then).
import pg from "pg";
import { config } from "./config";
import { logger } from "./logger";

export interface ApiKeyAuth {
  accountId: string;
  keyId: string;
}

export const REVOCATION_CHANNEL = "api_key_revoked";

/** More distinct keys than a gateway sees in five seconds; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { auth: ApiKeyAuth; until: number }>();
/** Revocation listeners connected in this process (a bench runs two gateways in one). */
let listening = 0;
/** Revocations seen so far: a lookup that overlapped one must not cache what it read before it. */
let revocations = 0;

/** Taken before a key lookup and handed to rememberApiKey with its result. */
export const revocationsSeen = (): number => revocations;

/** The cached authentication of a key by its hash, or undefined (unknown, expired or not cacheable). */
export function cachedApiKey(hash: string, now = Date.now()): ApiKeyAuth | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.until > now && listening > 0) return entry.auth;
  entries.delete(hash);
  return undefined;
}

export function rememberApiKey(hash: string, auth: ApiKeyAuth, seenBeforeLookup: number, now = Date.now()): void {
  if (listening === 0 || config.apiKeyCacheMs <= 0 || seenBeforeLookup !== revocations) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(hash, { auth, until: now + config.apiKeyCacheMs });
}

/** Drops every entry of a revoked key (by its id: the notification carries no hash). */
export function forgetApiKey(keyId: string): void {
  revocations++;
  for (const [hash, entry] of entries) if (entry.auth.keyId === keyId) entries.delete(hash);
}

export interface RevocationListener {
  close(): Promise<void>;
}

/**
 * Listens for revocations on a connection of its own and enables the cache while it is connected.
 * A dropped connection empties the cache and is reopened after a pause.
 */
export async function listenForRevocations(databaseUrl = config.databaseUrl, retryMs = 1_000): Promise<RevocationListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connected = false;
  const setConnected = (value: boolean) => {
    if (value !== connected) listening += value ? 1 : -1;
    connected = value;
  };
  const lost = (err?: Error) => {
    setConnected(false);
    entries.clear();
    if (closed) return;
    if (err) logger.warn({ err: err.message }, "api key revocation listener lost its connection; not caching keys");
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = c;
    c.on("notification", (n) => n.payload && forgetApiKey(n.payload));
    c.on("error", lost);
    c.on("end", () => client === c && lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${REVOCATION_CHANNEL}`);
      if (client === c && !closed) setConnected(true);
    } catch (err) {
      if (client === c) lost(err as Error);
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      setConnected(false);
      entries.clear();
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      await c?.end().catch(() => undefined);
    },
  };
}
