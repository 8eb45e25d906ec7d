// The gateway: authentication, limits, validation and routing in front of the database and Temporal.
import type { Client } from "@temporalio/client";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { config } from "../lib/config";
import { db } from "../lib/db";
import { httpRequests, METRICS_CONTENT_TYPE, metricsText } from "../lib/metrics";
import { postgresEvidenceStore, type EvidenceStore } from "../lib/evidence";
import { logger as defaultLogger } from "../lib/logger";
import { requireApiKey } from "./auth";
import { codecRouter } from "./codec";
import { docsRouter } from "./docs";
import { ApiError, errorHandler, notFoundRoute } from "./errors";
import { openApiDocument } from "./openapi";
import { createRateLimit, type RateLimit } from "./rate-limit";
import { requestLog } from "./request-log";
import { consoleRouter } from "./console/router";
import { mountRoutes } from "./route-table";
import { apiRoutes } from "./routes";
import { rejectUnstorableText } from "./text-hygiene";
import type { WorkflowStarts } from "./workflow-start";

export interface AppDeps {
  temporal: Client;
  /** Where and how application workflows are started (tests use their own queue). */
  starts: WorkflowStarts;
  logger?: Logger;
  rateLimit?: RateLimit;
  /** Where evidence images are read (default: PostgreSQL, lib/evidence.ts). */
  evidence?: EvidenceStore;
}

const MAX_BODY = "1mb";

function hasBody(req: express.Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is("application/json")) {
    return next(new ApiError(400, "invalid_request", "Send request bodies as JSON with Content-Type: application/json."));
  }
  next();
};

/**
 * The only methods any route defines (PATCH: /account only). Anything else (OPTIONS, PUT, TRACE...)
 * is 404 like an unknown route, before a router can answer OPTIONS by itself with 200 and an Allow header.
 */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "DELETE"]);

/** Drops `__proto__` keys while parsing so no object built from a body can get a foreign prototype. */
const dropProtoKeys = (key: string, value: unknown) => (key === "__proto__" ? undefined : value);

/** Whether `check` settles successfully within the timeout (a hung dependency must not hang /healthz). */
async function respondsWithin(check: () => Promise<unknown>, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each answer's time, by its route's template (`/v1/applications/:id`), never by the path itself. */
const timeRequests: RequestHandler = (req, res, next) => {
  const end = httpRequests.startTimer();
  res.once("finish", () => {
    const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : "unmatched";
    end({ method: req.method, route, status: String(res.statusCode) });
  });
  next();
};

export function createApp(deps: AppDeps): express.Express {
  const log = deps.logger ?? defaultLogger;
  const rateLimit = deps.rateLimit ?? createRateLimit();
  const app = express();
  app.disable("x-powered-by");
  // No ETag: hashing every JSON answer cost CPU on each request (a list page is kilobytes), and the
  // API documents no conditional requests; an application changes while it runs, so clients poll.
  app.set("etag", false);

  app.use(requestLog(log), timeRequests);

  // Before the method filter: the Web UI's browser sends a CORS preflight (OPTIONS) to the codec.
  app.use(codecRouter(config.encryptionKey, config.temporalUiOrigins));
  app.use((req, res, next) => (ROUTED_METHODS.has(req.method) ? next() : notFoundRoute(req, res, next)));

  app.get("/healthz", async (_req, res) => {
    const [database, temporal] = await Promise.all([
      respondsWithin(() => db().$queryRaw`SELECT 1`),
      respondsWithin(() => deps.temporal.workflowService.getSystemInfo({})),
    ]);
    res.status(database && temporal ? 200 : 503).json({ status: database && temporal ? "ok" : "unavailable", database, temporal });
  });
  // Unauthenticated, as Prometheus scrapes it: counts and timings only, never a secret or an id
  // (docs/operations.md). Expose the gateway's port to scrapers, not the world, or filter /metrics.
  app.get("/metrics", async (_req, res) => {
    res.type(METRICS_CONTENT_TYPE).send(await metricsText());
  });
  app.get("/v1/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });
  app.use("/console", consoleRouter());
  app.use("/docs", docsRouter());

  const v1 = express.Router();
  v1.use(requireApiKey(rateLimit.recordFailedAuth), rateLimit.middleware, requireJsonBody);
  v1.use(express.json({ limit: MAX_BODY, type: "application/json", reviver: dropProtoKeys }), rejectUnstorableText);
  v1.use(
    mountRoutes(apiRoutes, {
      temporal: deps.temporal,
      starts: deps.starts,
      idempotency: { leaseMs: config.idempotencyLeaseMs },
      evidence: deps.evidence ?? postgresEvidenceStore({ maxBytes: config.ats.evidenceMaxBytes }),
    }),
  );
  app.use("/v1", v1);

  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
