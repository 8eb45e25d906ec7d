// One log line per request (id, method, path without the query, status, time) and the X-Request-Id
// header. What pino-http did for us, minus its per-request cost when nothing is logged: no child
// logger unless a handler asks for req.log, and no line built unless its level is enabled (the
// bench runs with LOG_LEVEL=silent; see docs/api-rules.md on logs and secrets).
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { randomBase62 } from "../lib/ids";

declare module "node:http" {
  interface IncomingMessage {
    /** A logger bound to this request's id, method and path (made on first use). */
    log: Logger;
    id: string;
  }
}

const INCOMING_ID = /^[\w.:-]{1,128}$/;

/**
 * Only what helps operate the service: no headers (Authorization), no bodies (secrets), no query. The
 * original URL, because a router strips its mount path from req.url while it runs.
 */
const describe = (req: IncomingMessage & { originalUrl?: string }) => ({
  id: req.id,
  method: req.method,
  url: String(req.originalUrl ?? req.url).split("?")[0],
});

/** The gateway's logger and the request's child logger, on the request under keys no client can set. */
const BASE = Symbol("request log base");
const CHILD = Symbol("request log child");
type Logged = IncomingMessage & { [BASE]?: Logger; [CHILD]?: Logger };

// One accessor on the prototype, not one defined on every request (defineProperty on each request
// object cost CPU on every request, logged or not). Requests that did not pass requestLog have none.
Object.defineProperty(http.IncomingMessage.prototype, "log", {
  configurable: true,
  enumerable: false,
  get(this: Logged) {
    return this[BASE] && (this[CHILD] ??= this[BASE].child({ req: describe(this) }));
  },
});

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    req.id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : `req_${randomBase62(20)}`;
    res.setHeader("X-Request-Id", req.id);
    (req as Logged)[BASE] = log;
    const started = performance.now();
    const done = (res: ServerResponse, completed: boolean) => {
      const failed = !completed || res.statusCode >= 500;
      const level = failed ? "error" : "info";
      if (!log.isLevelEnabled(level)) return;
      log[level](
        { req: describe(req), res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
        completed ? (failed ? "request errored" : "request completed") : "request aborted",
      );
    };
    res.once("finish", () => done(res, true));
    res.once("close", () => res.writableFinished || done(res, false));
    next();
  };
}
