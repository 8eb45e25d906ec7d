// Bearer API keys (contract "Authentication"): missing, malformed, unknown or revoked -> 401.
import type { RequestHandler, Response } from "express";
import { authenticateApiKey } from "../lib/accounts";
import { ApiError } from "./errors";

export interface AuthContext {
  accountId: string;
  keyId: string;
}

const unauthorized = () =>
  new ApiError(401, "unauthorized", "Provide a valid API key as `Authorization: Bearer sk_live_...`.");

export const requireApiKey: RequestHandler = async (req, res, next) => {
  const header = req.headers.authorization;
  const match = typeof header === "string" ? /^Bearer ([^\s]{1,200})$/.exec(header.trim()) : null;
  if (!match) return next(unauthorized());
  const auth = await authenticateApiKey(match[1]!);
  if (!auth) return next(unauthorized());
  res.locals.auth = auth satisfies AuthContext;
  next();
};

/** The key and account of this request (set by requireApiKey, which runs before every /v1 route). */
export function authOf(res: Response): AuthContext {
  return res.locals.auth as AuthContext;
}

export function accountIdOf(res: Response): string {
  return authOf(res).accountId;
}
