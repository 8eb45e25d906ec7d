// The per-key token bucket (20 requests/s sustained, bursts of 40), measured through real gateways,
// in process and in Redis. The limiter reads the time from a clock these tests move by hand, so how
// fast a loaded machine sends the requests cannot change how many are accepted.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount } from "../../lib/accounts";
import { disconnectDb } from "../../lib/db";
import { apiClient, startTestApi, type Api, type ApiResponse, type TestApi } from "./helpers";
import { config } from "../../lib/config";

const REDIS_URL = config.redisUrl ?? "redis://127.0.0.1:6379";

afterAll(async () => {
  await disconnectDb();
});

async function newKey(): Promise<{ apiKey: string; keyId: string }> {
  const { apiKey, keyId } = await createAccount({ email: `rl.${randomBytes(6).toString("hex")}@example.com`, creditCents: 0 });
  return { apiKey, keyId };
}

/** Gateways sharing one hand-moved clock (ms); the rate limit is the contract's 20/s with bursts of 40. */
async function gatewaysWithClock(count: number, redisUrl?: string) {
  const clock = { now: Date.parse("2026-01-01T00:00:00Z") };
  const gateways: TestApi[] = [];
  for (let i = 0; i < count; i++) {
    gateways.push(await startTestApi({ rateLimit: { perSecond: 20, burst: 40, redisUrl, clock: () => clock.now } }));
  }
  return { clock, gateways, close: () => Promise.all(gateways.map((g) => g.close())) };
}

function expectRateLimited(rejected: ApiResponse[]) {
  for (const r of rejected) {
    expect(r.body.error.code).toBe("rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  }
}

const STORES = [
  { name: "in process", gateways: 1, redisUrl: undefined },
  { name: "in Redis, shared by two gateways", gateways: 2, redisUrl: REDIS_URL },
];

describe.each(STORES)("token bucket $name", ({ gateways: count, redisUrl }) => {
  it("accepts exactly 40 of a burst of 60", async () => {
    const { gateways, close } = await gatewaysWithClock(count, redisUrl);
    try {
      const { apiKey } = await newKey();
      const clients = gateways.map((g) => apiClient(g.baseUrl, apiKey));
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => clients[i % clients.length]!("GET", "/ats")));
      expect(results.filter((r) => r.status === 200)).toHaveLength(40);
      const rejected = results.filter((r) => r.status === 429);
      expect(rejected).toHaveLength(20);
      expectRateLimited(rejected);
    } finally {
      await close();
    }
  });

  it("holds a steady 38 requests/s for 5 s to the 40-request burst plus 20/s", async () => {
    const { clock, gateways, close } = await gatewaysWithClock(count, redisUrl);
    try {
      const { apiKey } = await newKey();
      const clients: Api[] = gateways.map((g) => apiClient(g.baseUrl, apiKey));
      const start = clock.now;
      const results: ApiResponse[] = [];
      for (let i = 0; i < 190; i++) {
        clock.now = start + (i * 1000) / 38;
        results.push(await clients[i % clients.length]!("GET", "/ats"));
      }
      const accepted = results.filter((r) => r.status === 200).length;
      // The 190 requests span 189/38 = 4.97 s: a bucket of 40 refilled at 20/s lets through at most
      // 40 + 20 * 4.97 = 139 of them, and misses that only by what a request arriving just before a
      // refill loses. A limiter that allowed 40/s (the burst refilled every second) would accept all 190.
      expect(accepted).toBeGreaterThanOrEqual(135);
      expect(accepted).toBeLessThanOrEqual(139);
      const rejected = results.filter((r) => r.status !== 200);
      expect(rejected.every((r) => r.status === 429)).toBe(true);
      expectRateLimited(rejected);

      // Two seconds without requests fill the bucket again.
      clock.now += 2_000;
      const refilled = await Promise.all(Array.from({ length: 41 }, () => clients[0]!("GET", "/ats")));
      expect(refilled.filter((r) => r.status === 200)).toHaveLength(40);
    } finally {
      await close();
    }
  });
});

describe("rate limit", () => {
  it("counts per key", async () => {
    const limited = await startTestApi({ rateLimit: { perSecond: 2, burst: 4 } });
    try {
      const first = apiClient(limited.baseUrl, (await newKey()).apiKey);
      const results = await Promise.all(Array.from({ length: 30 }, () => first("GET", "/usage")));
      // Bursts of 4 at 2/s: at least 10 of 30 simultaneous requests are turned away unless they take 8 s.
      expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
      expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
      expectRateLimited(results.filter((r) => r.status === 429));
      // Another key has its own bucket.
      expect((await apiClient(limited.baseUrl, (await newKey()).apiKey)("GET", "/usage")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("keeps each key's bucket in Redis on Redis' own clock when no clock is given", async () => {
    // One token every 5 s: the 10 requests take far less than that, so exactly the burst gets through.
    const options = { perSecond: 0.2, burst: 5, redisUrl: REDIS_URL };
    const [a, b] = [await startTestApi({ rateLimit: options }), await startTestApi({ rateLimit: options })];
    const redis = new Redis(REDIS_URL);
    try {
      const { apiKey, keyId } = await newKey();
      const clients = [apiClient(a.baseUrl, apiKey), apiClient(b.baseUrl, apiKey)];
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => clients[i % 2]!("GET", "/ats")));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(await redis.pttl(`rl_bucket:${keyId}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
      await a.close();
      await b.close();
    }
  });

  it("falls back to an in-process bucket while Redis is unreachable", async () => {
    const unreachable = await startTestApi({ rateLimit: { perSecond: 0.2, burst: 3, redisUrl: "redis://127.0.0.1:1" } });
    try {
      const api = apiClient(unreachable.baseUrl, (await newKey()).apiKey);
      const results = await Promise.all(Array.from({ length: 6 }, () => api("GET", "/ats")));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await unreachable.close();
    }
  });
});
