// Per-key token bucket (contract: 20 req/s sustained, bursts of 40): a steady limiter plus a burst
// limiter that absorbs the excess, shared across gateways through Redis when REDIS_URL is set.
// Requests without a valid key have no key to count against, so their failures are counted per
// client IP instead (guessing keys or hammering the key lookup gets 429 after a few dozen tries).
import type { RequestHandler, Response } from "express";
import { Redis } from "ioredis";
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { config } from "../lib/config";
import { authOf } from "./auth";
import { ApiError } from "./errors";

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  redisUrl?: string;
  /** Failed authentications allowed per client IP per minute before 401 turns into 429 (default 20). */
  failedAuthPerMinute?: number;
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


const rateLimited = (res: Response, rejection: RateLimiterRes) => {
  res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
  return new ApiError(429, "rate_limited", "Too many requests; retry after the number of seconds in Retry-After.");
};

export function createRateLimit(options: RateLimitOptions = {
  perSecond: config.rateLimitPerSecond,
  burst: config.rateLimitBurst,
  failedAuthPerMinute: config.failedAuthPerMinute,
  redisUrl: config.redisUrl,
}): RateLimit {
  // Commands issued before the connection is up wait for it (briefly); a Redis outage fails them
  // fast and the in-memory insurance limiter answers instead.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on("error", () => {}); // the in-memory insurance limiter takes over while Redis is away
  const extra = Math.max(0, options.burst - options.perSecond);
  // The burst allowance refills at the sustained rate, as a token bucket's would.
  const burstSeconds = Math.max(1, Math.ceil(extra / Math.max(1, options.perSecond)));

  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory }) : memory;
  };
  const steady = make("rl_steady", options.perSecond, 1);
  const limiter = extra > 0 ? new BurstyRateLimiter(steady, make("rl_burst", extra, burstSeconds)) : steady;

  const middleware: RequestHandler = async (_req, res, next) => {
    const { keyId } = authOf(res);
    try {
      await limiter.consume(keyId);
      next();
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection);
      next(rateLimited(res, rejection));
    }
  };

  const failedAuth = make("rl_auth_fail", options.failedAuthPerMinute ?? config.failedAuthPerMinute, 60);
  const recordFailedAuth = async (ip: string, res: Response): Promise<ApiError | null> => {
    try {
      await failedAuth.consume(ip);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return rateLimited(res, rejection);
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
