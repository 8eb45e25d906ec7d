// Runs the gateway: HTTP server, Temporal client and the reconciler that starts lost workflows.
import type { AddressInfo } from "node:net";
import { Client, Connection } from "@temporalio/client";
import { listenForRevocations } from "../lib/api-key-cache";
import { config } from "../lib/config";
import { logger } from "../lib/logger";
import { temporalDataConverter } from "../lib/payload-codec";
import { createApp } from "./app";
import { createRateLimit } from "./rate-limit";
import { startPendingWorkflows } from "./reconcile";

export interface GatewayOptions {
  port?: number;
  host?: string;
  /** An existing client; otherwise one is made for config.temporalAddress (connecting lazily). */
  temporal?: Client;
  taskQueue?: string;
  reconcileIntervalMs?: number;
}

export interface Gateway {
  port: number;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  // Lazy, so the gateway serves (and /healthz says 503) while Temporal is still coming up.
  const connection = options.temporal ? undefined : Connection.lazy({ address: config.temporalAddress });
  const temporal = options.temporal ?? new Client({ connection, namespace: config.temporalNamespace, dataConverter: temporalDataConverter(config.encryptionKey) });
  const taskQueue = options.taskQueue ?? config.taskQueue;
  const rateLimit = createRateLimit();
  // Enables the API key cache, which must hear revocations made by other processes (lib/api-key-cache.ts).
  const revocations = await listenForRevocations();
  const app = createApp({ temporal, taskQueue, rateLimit });

  const server = app.listen(options.port ?? config.port, options.host ?? "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, "gateway listening");

  let reconciling: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    reconciling = startPendingWorkflows(temporal, { taskQueue }).catch((err) => logger.warn({ err }, "reconcile pass failed"));
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
      await rateLimit.close();
      await revocations.close();
      await connection?.close();
    },
  };
}
