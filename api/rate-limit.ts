// Per-key token bucket (20 req/s sustained, bursts of 40: docs/api-rules.md#authentication-and-limits; see token-bucket.ts), shared
// across gateways through Redis when REDIS_URL is set.
// Requests without a valid key have no key to count against, so their failures are counted per
// client IP instead (guessing keys or hammering the key lookup gets 429 after a few dozen tries).
import type { RequestHandler, Response } from "express";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "../lib/config";
import { authOf } from "./auth";
import { ApiError } from "./errors";
import { memoryTokenBucket, redisTokenBucket } from "./token-bucket";

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  redisUrl?: string;
  /** Failed authentications allowed per client IP per minute before 401 turns into 429 (default 20). */
  failedAuthPerMinute?: number;
  /** The per-key bucket's clock in milliseconds (tests move it by hand); see TokenBucketOptions. */
  clock?: () => number;
}

export interface RateLimit {
  middleware: RequestHandler;
  /**
   * Counts one failed authentication from `ip`. Resolves to null while the client is within its
   * allowance, or to the 429 to answer with (Retry-After already set on `res`) once it is over.
   */
  recordFailedAuth(ip: string, res: Response): Promise<ApiError | null>;
  close(): Promise<void>;
}

const rateLimited = (res: Response, retryAfterMs: number) => {
  res.setHeader("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new ApiError(429, "rate_limited", "Too many requests; retry after the number of seconds in Retry-After.");
};

export function createRateLimit(
  options: RateLimitOptions = {
    perSecond: config.rateLimitPerSecond,
    burst: config.rateLimitBurst,
    failedAuthPerMinute: config.failedAuthPerMinute,
    redisUrl: config.redisUrl,
  },
): RateLimit {
  // Commands issued before the connection is up wait for it (briefly); a Redis outage fails them
  // fast and each gateway's in-process limits answer instead (per instance, but never off).
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on("error", () => {});

  const bucket = { perSecond: options.perSecond, burst: options.burst, clock: options.clock };
  const local = memoryTokenBucket(bucket);
  const shared = redis && redisTokenBucket(redis, "rl_bucket", bucket);
  const take = (keyId: string) => (shared ? shared.take(keyId).catch(() => local.take(keyId)) : local.take(keyId));
  const middleware: RequestHandler = async (_req, res, next) => {
    const { allowed, retryAfterMs } = await take(authOf(res).keyId);
    next(allowed ? undefined : rateLimited(res, retryAfterMs));
  };

  const failedAuthOptions = { keyPrefix: "rl_auth_fail", points: options.failedAuthPerMinute ?? config.failedAuthPerMinute, duration: 60 };
  const failedAuthMemory = new RateLimiterMemory(failedAuthOptions);
  const failedAuth = redis
    ? new RateLimiterRedis({ ...failedAuthOptions, storeClient: redis, insuranceLimiter: failedAuthMemory })
    : failedAuthMemory;
  const recordFailedAuth = async (ip: string, res: Response): Promise<ApiError | null> => {
    try {
      await failedAuth.consume(ip);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return rateLimited(res, rejection.msBeforeNext);
    }
  };
  return {
    middleware,
    recordFailedAuth,
    async close() {
      redis?.disconnect();
    },
  };
}
