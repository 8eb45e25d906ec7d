// Bearer API keys (docs/api-rules.md#authentication-and-limits): missing, malformed, unknown or revoked -> 401.
// Failures are counted per client IP (there is no key to count them against); a client over its
// allowance gets 429 instead of 401. A valid key is never refused here: its own bucket governs it.
import type { Request, RequestHandler, Response } from "express";
import { authenticateApiKey } from "../lib/accounts";
import { ApiError } from "./errors";

export interface AuthContext {
  accountId: string;
  keyId: string;
}

/** Counts a failed authentication; returns the 429 to send once the client is over its allowance. */
export type FailedAuthCounter = (ip: string, res: Response) => Promise<ApiError | null>;

const unauthorized = () => new ApiError(401, "unauthorized", "Provide a valid API key as `Authorization: Bearer sk_live_...`.");

/** The connecting address (no `trust proxy`: X-Forwarded-For is client-controlled unless a proxy sets it). */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";

export function requireApiKey(countFailure?: FailedAuthCounter): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    const match = typeof header === "string" ? /^Bearer ([^\s]{1,200})$/.exec(header.trim()) : null;
    const auth = match ? await authenticateApiKey(match[1]!) : null;
    if (!auth) return next((await countFailure?.(clientIp(req), res)) ?? unauthorized());
    res.locals.auth = auth satisfies AuthContext;
    next();
  };
}

/** The key and account of this request (set by requireApiKey, which runs before every /v1 route). */
export function authOf(res: Response): AuthContext {
  return res.locals.auth as AuthContext;
}

export function accountIdOf(res: Response): string {
  return authOf(res).accountId;
}
