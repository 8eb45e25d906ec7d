// A token bucket per key (capacity `burst`, refilled at `perSecond`), in process or in Redis.
//
// Why not rate-limiter-flexible's limiters: every one of them is a fixed-window counter. Its
// BurstyRateLimiter (a 20/s window plus a burst window) refills the burst allowance on its own clock
// whether or not it was used, so the sustained rate is 20/s plus burst/window (40/s with a 1 s
// window, which is what let 38 requests/s through); a longer burst window starves legitimate bursts,
// and a single 40-per-2-s window allows 80 in a moment across a window edge. No composition of fixed
// windows bounds every interval of T seconds to 40 + 20·T, which is what a token bucket does.
//
// The bucket is kept as one number per key, the generic cell rate algorithm's "theoretical arrival
// time" (tat, in microseconds): the moment the bucket would be full again. Each accepted request
// pushes it 1/perSecond later; a request is refused when that would put it more than burst/perSecond
// ahead of now. So any T seconds accept at most burst + perSecond·T requests, and an idle key gets
// its whole burst back after burst/perSecond seconds.
import type { Redis } from "ioredis";

export interface TokenBucketOptions {
  perSecond: number;
  burst: number;
  /** Milliseconds now; tests move it by hand. Without it: Date.now(), or Redis' own clock in Redis. */
  clock?: () => number;
}

export interface Take {
  allowed: boolean;
  /** When not allowed: how long until one token is there again. */
  retryAfterMs: number;
}

export interface TokenBucket {
  take(key: string): Promise<Take>;
}

/** Whole microseconds, so that adding up intervals is exact (in JavaScript and in Redis' Lua alike). */
function intervals(options: TokenBucketOptions) {
  if (!(options.perSecond > 0) || !(options.burst >= 1)) {
    throw new Error("the rate limit needs a rate above 0 per second and a burst of at least 1");
  }
  const interval = Math.round(1e6 / options.perSecond);
  return { interval, depth: Math.round(options.burst) * interval };
}

const micros = (ms: number) => Math.round(ms * 1000);

export function memoryTokenBucket(options: TokenBucketOptions): TokenBucket {
  const { interval, depth } = intervals(options);
  const clock = options.clock ?? Date.now;
  const tats = new Map<string, number>();
  let sinceSweep = 0;
  return {
    async take(key) {
      const now = micros(clock());
      // Keys whose bucket is full again hold no information; drop them now and then.
      if (++sinceSweep >= 10_000) {
        sinceSweep = 0;
        for (const [k, tat] of tats) if (tat <= now) tats.delete(k);
      }
      const next = Math.max(tats.get(key) ?? now, now) + interval;
      if (next - now > depth) return { allowed: false, retryAfterMs: (next - now - depth) / 1000 };
      tats.set(key, next);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

// The same arithmetic, atomic in Redis so that every gateway draws from one bucket. The time is
// Redis' own (TIME) unless the caller passes one, so gateways with skewed clocks still agree. The key
// lives until a second after the bucket is full again, when it means the same as no key at all.
const TAKE_SCRIPT = `
local interval = tonumber(ARGV[1])
local depth = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000000 + tonumber(t[2])
end
local tat = tonumber(redis.call('GET', KEYS[1])) or now
if tat < now then tat = now end
local next = tat + interval
if next - now > depth then
  return {0, math.ceil((next - now - depth) / 1000)}
end
redis.call('SET', KEYS[1], string.format('%.0f', next), 'PX', math.ceil((next - now) / 1000) + 1000)
return {1, 0}
`;

type WithTakeCommand = Redis & { rateLimitTake(key: string, interval: string, depth: string, now: string): Promise<[number, number]> };

export function redisTokenBucket(redis: Redis, keyPrefix: string, options: TokenBucketOptions): TokenBucket {
  const { interval, depth } = intervals(options);
  redis.defineCommand("rateLimitTake", { numberOfKeys: 1, lua: TAKE_SCRIPT });
  const client = redis as WithTakeCommand;
  return {
    async take(key) {
      const now = options.clock ? String(micros(options.clock())) : "";
      const [allowed, retryAfterMs] = await client.rateLimitTake(`${keyPrefix}:${key}`, String(interval), String(depth), now);
      return { allowed: allowed === 1, retryAfterMs };
    },
  };
}
