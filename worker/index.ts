// A worker process hosts two Temporal workers: one on the shared queue (workflows and database
// activities) and one on a queue of its own for browser work, where pages awaiting a code stay open.
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import type { Context as ActivityContext } from "@temporalio/activity";
import {
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  makeWorkflowExporter,
} from "@temporalio/interceptors-opentelemetry/lib/worker";
import {
  DefaultLogger,
  NativeConnection,
  Runtime,
  Worker,
  bundleWorkflowCode,
  type LogLevel,
  type WorkflowBundle,
} from "@temporalio/worker";
import { config } from "../lib/config";
import { randomBase62 } from "../lib/ids";
import { logger } from "../lib/logger";
import { freePort } from "../lib/free-port";
import { appendMetrics, serveMetrics, watchBrowserPool } from "../lib/metrics";
import { startTracing } from "../lib/tracing";
import { temporalDataConverter } from "../lib/payload-codec";
import { CONTRACT_WEBHOOK_RETRY, type RunSettings } from "../lib/workflow-contract";
import { createApplicationActivities } from "../activities/application";
import { postgresEvidenceStore, type EvidenceStore } from "../lib/evidence";
import { atsSettings, configureAts } from "../ats-adapters/settings";
import { createBrowserActivities, type AtsLayer, type FenceSettings } from "../activities/browser";
import { createWebhookActivities, type WebhookSettings } from "../activities/webhooks";

export interface StartWorkerOptions {
  connection?: NativeConnection;
  namespace?: string;
  taskQueue?: string;
  /** Overrides of the waiting limits and timings (tests shorten them). */
  settings?: Partial<Omit<RunSettings, "browser" | "webhook">> & {
    browser?: Partial<RunSettings["browser"]>;
    webhook?: Partial<RunSettings["webhook"]>;
  };
  webhook?: Partial<WebhookSettings>;
  /** The ATS layer; defaults to ats-adapters (tests of the workflow alone pass a stand-in). */
  ats?: AtsLayer;
  fence?: Partial<FenceSettings>;
  /** Where evidence screenshots are kept (default: PostgreSQL, capped at EVIDENCE_MAX_BYTES). */
  evidence?: EvidenceStore;
}

export interface RunningWorker {
  taskQueue: string;
  browserQueue: string;
  shutdown(): Promise<void>;
}

export const workflowsPath = path.join(import.meta.dirname, "../workflows/index.ts");

/** The workflow side of tracing (lib/tracing.ts), bundled only when traces are on. */
const TRACING_WORKFLOW_MODULE = createRequire(import.meta.url).resolve("@temporalio/interceptors-opentelemetry/lib/workflow-interceptors");

const bundles = new Map<boolean, Promise<WorkflowBundle>>();
/**
 * Bundling takes seconds; one bundle serves every worker of the process. Webpack and its SWC loader run
 * in a Node process of their own, so the hundreds of MiB they allocate go away with it. In a thread of
 * this process they did not all go: V8 returns the thread's heap, but the C allocator's arena the thread
 * used and SWC's native library stayed mapped for the life of the service (docs/performance.md "Memory").
 */
export function workflowBundle(traced = false): Promise<WorkflowBundle> {
  const workflowInterceptorModules = traced ? [TRACING_WORKFLOW_MODULE] : [];
  let bundle = bundles.get(traced);
  if (!bundle) {
    // A bundle built beforehand (WORKFLOW_BUNDLE_PATH, written by writeWorkflowBundle) is the untraced one.
    bundle =
      !traced && config.workflowBundlePath
        ? readFile(config.workflowBundlePath, "utf8").then((code) => ({ code }))
        : bundleInChild(workflowInterceptorModules).catch(() =>
            bundleWorkflowCode({ workflowsPath, workflowInterceptorModules, logger: new DefaultLogger("WARN") }),
          );
    bundles.set(traced, bundle);
  }
  return bundle;
}

/**
 * Writes the untraced workflow bundle to `file`, for WORKFLOW_BUNDLE_PATH: workers then start without
 * bundling (scripts/bundle-workflows.ts for a deploy; the test suite's global setup for its workers).
 * The file must come from the same code as the worker.
 */
export async function writeWorkflowBundle(file: string): Promise<void> {
  const { code } = await bundleInChild([]);
  await writeFile(file, code);
}

const BUNDLER = `
const { bundleWorkflowCode, DefaultLogger } = require("@temporalio/worker");
bundleWorkflowCode({ ...JSON.parse(process.argv[1]), logger: new DefaultLogger("WARN") })
  .then((b) => ({ code: b.code }), (e) => ({ error: String((e && e.stack) || e) }))
  .then((m) => process.send(m, () => process.disconnect()));
`;

function bundleInChild(workflowInterceptorModules: string[]): Promise<WorkflowBundle> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", BUNDLER, JSON.stringify({ workflowsPath, workflowInterceptorModules })], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (m: WorkflowBundle & { error?: string }) => {
      if (m.error) reject(new Error(m.error));
      else resolve({ code: m.code });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`workflow bundler process exited with ${code}`)));
  });
}

export function runSettings(overrides: StartWorkerOptions["settings"] = {}): RunSettings {
  return {
    reviewTimeoutMs: overrides.reviewTimeoutMs ?? config.reviewTimeoutMs,
    otpTimeoutMs: overrides.otpTimeoutMs ?? config.otpTimeoutMs,
    browser: {
      heartbeatTimeoutMs: 30_000,
      scheduleToStartTimeoutMs: 60_000,
      scheduleToCloseTimeoutMs: 10 * 60_000,
      workerAttempts: 3,
      ...overrides.browser,
    },
    webhook: { ...CONTRACT_WEBHOOK_RETRY, ...overrides.webhook },
  };
}

let runtimeInstalled = false;
/**
 * Temporal's own lines go through the service's logger (one format, one redaction), at LOG_LEVEL (its
 * INFO lines are per-state-change noise in tests).
 */
async function installRuntime(): Promise<void> {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  // The SDK's own worker metrics (task slots, polls, latencies) are served by its runtime on a port of
  // their own; the process's /metrics appends them (lib/metrics.ts).
  const sdkMetrics = `127.0.0.1:${await freePort()}`;
  const levels: Record<string, LogLevel> = { trace: "TRACE", debug: "DEBUG", info: "INFO", warn: "WARN" };
  const toPino = ({ level, message, meta }: { level: LogLevel; message: string; meta?: Record<string, unknown> }) => {
    const method = level.toLowerCase() as "trace" | "debug" | "info" | "warn" | "error";
    logger[method]({ ...meta, source: "temporal-sdk" }, message);
  };
  try {
    Runtime.install({
      logger: new DefaultLogger(levels[config.logLevel] ?? "ERROR", toPino),
      telemetryOptions: { metrics: { prometheus: { bindAddress: sdkMetrics, countersTotalSuffix: true } } },
    });
    appendMetrics(async () => (await fetch(`http://${sdkMetrics}/metrics`, { signal: AbortSignal.timeout(2_000) })).text());
  } catch {
    // Someone in this process installed a runtime already; keep theirs.
  }
}

export async function startWorker(opts: StartWorkerOptions = {}): Promise<RunningWorker> {
  await installRuntime();
  if (config.workerMetricsPort) await serveMetrics(config.workerMetricsPort);
  // The ATS layer's settings come from here; a bad ATS_HOST_MAP fails now, at start, naming the entry.
  configureAts({
    ...config.ats,
    hostMap: config.atsHostMap,
    chromiumPath: config.chromiumPath,
    browserPoolSize: config.browserPoolSize,
    accountWeights: config.accountWeights,
  });
  const connection = opts.connection ?? (await NativeConnection.connect(config.temporalConnection));
  const namespace = opts.namespace ?? config.temporalNamespace;
  const taskQueue = opts.taskQueue ?? config.taskQueue;
  const browserQueue = `${taskQueue}-browser-${os.hostname()}-${process.pid}-${randomBase62(8)}`;
  const ats = opts.ats ?? ((await import("../ats-adapters")) as AtsLayer);
  if (!opts.ats) {
    const { browserStats } = await import("../ats-adapters/browser-pool");
    watchBrowserPool(() => ({ ...browserStats(), size: config.browserPoolSize }));
  }
  const settings = runSettings(opts.settings);
  // The clicking attempt records its outcome within the site's answer time (plus page work).
  const fence = { outcomeWaitMs: atsSettings.outcomeTimeoutMs + 30_000, ...opts.fence };
  const evidence = opts.evidence ?? postgresEvidenceStore({ maxBytes: config.ats.evidenceMaxBytes });
  const { claimBrowserQueue, ...browserActivities } = createBrowserActivities(ats, browserQueue, fence, evidence);

  const dataConverter = temporalDataConverter(config.encryptionKey);
  const tracing = startTracing(config.tracing);
  // Traced: activities continue the workflow's trace, and the workflow's spans leave through a sink.
  const activityTracing = tracing && {
    interceptors: {
      activity: [
        (ctx: ActivityContext) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ],
    },
  };
  const shared = await Worker.create({
    connection,
    namespace,
    taskQueue,
    dataConverter,
    workflowBundle: await workflowBundle(tracing !== undefined),
    ...activityTracing,
    ...(tracing && { sinks: { exporter: makeWorkflowExporter(tracing.spanProcessor, tracing.resource) } }),
    activities: {
      ...createApplicationActivities(settings, evidence),
      ...createWebhookActivities({
        allowPrivateNetworks: opts.webhook?.allowPrivateNetworks ?? config.webhookAllowPrivateNetworks,
        requestTimeoutMs: opts.webhook?.requestTimeoutMs ?? 10_000,
        resolve: opts.webhook?.resolve,
        disableAfterFailingMs: opts.webhook?.disableAfterFailingMs,
      }),
      claimBrowserQueue,
    },
  });
  const browser = await Worker.create({
    connection,
    namespace,
    dataConverter,
    taskQueue: browserQueue,
    activities: browserActivities,
    ...activityTracing,
    // Tasks are taken at once and wait inside the ATS layer for a browser slot (heartbeating), so a
    // task left unstarted on this queue (scheduleToStart) means the worker is gone, never that it is busy.
    maxConcurrentActivityTaskExecutions: 200,
  });

  const running = Promise.all([shared.run(), browser.run()]);
  running.catch((err) => logger.error({ err }, "worker stopped with an error"));
  logger.info({ taskQueue, browserQueue }, "worker started");

  return {
    taskQueue,
    browserQueue,
    async shutdown() {
      for (const w of [shared, browser]) if (w.getState() === "RUNNING") w.shutdown();
      await running.catch(() => undefined);
      await ats.closeBrowser().catch(() => undefined);
      if (!opts.connection) await connection.close();
    },
  };
}
