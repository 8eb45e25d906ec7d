// Runs the gateway: HTTP server, Temporal client and the reconciler that starts lost workflows.
import { OpenTelemetryWorkflowClientInterceptor } from "@temporalio/interceptors-opentelemetry/lib/client";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client, Connection } from "@temporalio/client";
import type { Express } from "express";
import { listenForRevocations } from "../lib/api-key-cache";
import { config } from "../lib/config";
import { startTracing } from "../lib/tracing";
import { logger } from "../lib/logger";
import { temporalDataConverter } from "../lib/payload-codec";
import { createApp } from "./app";
import { createRateLimit } from "./rate-limit";
import { deleteExpiredKeys } from "./idempotency";
import { startPendingWorkflows } from "./reconcile";
import { deleteOldEvents } from "./services/events";
import { deleteExpiredEvidence } from "./services/evidence";
import { postgresEvidenceStore } from "../lib/evidence";
import { WorkflowStarts } from "./workflow-start";

export interface GatewayOptions {
  port?: number;
  host?: string;
  /** An existing client; otherwise one is made for config.temporalAddress (connecting lazily). */
  temporal?: Client;
  taskQueue?: string;
  reconcileIntervalMs?: number;
  /**
   * How old a queued application without a workflow must be before the reconciler starts it (default
   * 5 s). Tests that run gateways on task queues of their own beside each other raise it, so that no
   * gateway starts another file's application on its queue.
   */
  reconcileOlderThanMs?: number;
}

export interface Gateway {
  port: number;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  // Lazy, so the gateway serves (and /healthz says 503) while Temporal is still coming up.
  const connection = options.temporal ? undefined : Connection.lazy(config.temporalConnection);
  const temporal =
    options.temporal ??
    new Client({
      connection,
      namespace: config.temporalNamespace,
      dataConverter: temporalDataConverter(config.encryptionKey),
      // Traced (lib/tracing.ts): a workflow start carries the request's trace into the workflow.
      ...(startTracing(config.tracing) && { interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] } }),
    });
  const taskQueue = options.taskQueue ?? config.taskQueue;
  const rateLimit = createRateLimit();
  // Enables the API key cache, which must hear revocations made by other processes (lib/api-key-cache.ts).
  const revocations = await listenForRevocations();
  const starts = new WorkflowStarts(temporal, taskQueue);
  const evidence = postgresEvidenceStore({ maxBytes: config.ats.evidenceMaxBytes });
  const app = createApp({ temporal, starts, rateLimit, evidence });

  const server = expressServer(app).listen(options.port ?? config.port, options.host ?? "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, "gateway listening");

  let reconciling: Promise<unknown> = Promise.resolve();
  let passes = 0;
  const reconcile = () => {
    // Every 20th pass (10 minutes by default) also deletes what is kept no longer: idempotency keys past
    // their 24 hours, events and their deliveries past their 30 days, evidence past EVIDENCE_RETENTION_DAYS.
    const housekeeping = passes++ % 20 === 0 ? [deleteExpiredKeys(), deleteOldEvents(), deleteExpiredEvidence(evidence)] : [];
    reconciling = Promise.all([
      startPendingWorkflows(temporal, { taskQueue, olderThanMs: options.reconcileOlderThanMs }),
      ...housekeeping,
    ]).catch((err) => logger.warn({ err }, "reconcile pass failed"));
  };
  reconcile();
  const timer = setInterval(reconcile, options.reconcileIntervalMs ?? 30_000);
  timer.unref();

  return {
    port,
    async close() {
      clearInterval(timer);
      await reconciling;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await starts.drain();
      await rateLimit.close();
      await revocations.close();
      await connection?.close();
    },
  };
}

/**
 * An HTTP server whose requests and responses are born with the app's Express prototypes. Express
 * otherwise changes each one's prototype as it arrives (`Object.setPrototypeOf` in `app.handle`;
 * with the prototype it already has, that call does nothing), and V8 handles objects whose prototype
 * was changed slowly: with it, a read took twice the gateway's CPU, and young-generation collections
 * 7 to 13 ms instead of 2 to 3, the pauses behind most of the reads' p99 (docs/performance.md).
 */
export function expressServer(app: Express): http.Server {
  // Subclasses of Node's own, made with a plain `new`: Express's methods (and `app`) go onto their
  // prototypes, which then become the app's.
  class Request extends http.IncomingMessage {}
  class Response extends http.ServerResponse {}
  for (const [Class, key] of [
    [Request, "request"],
    [Response, "response"],
  ] as const) {
    Object.setPrototypeOf(Class.prototype, Object.getPrototypeOf(app[key]));
    Object.defineProperties(Class.prototype, Object.getOwnPropertyDescriptors(app[key]));
    Object.assign(app, { [key]: Class.prototype });
  }
  return http.createServer({ IncomingMessage: Request, ServerResponse: Response }, app);
}
