// The service's own processes on a Temporal cluster: gateways behind one port, workers and the SMTP
// receiver, each a process of its own started through `npm start`'s entry point (scripts/start.ts) with
// SERVICE_ROLES naming its part. Nothing another instance needs is in a process's memory: the database,
// Temporal and Redis (the shared rate limit) hold it, which is what the cluster tests prove.
import path from "node:path";
import { Connection } from "@temporalio/client";
import proto from "@temporalio/proto";
import { projectRoot, type ServiceRole } from "../../lib/config";
import { SERVICE_NODE_FLAGS } from "../../lib/node-flags";
import { assertRunning, listening, startProcess, waitUntil, type Managed } from "./processes";
import { startFrontProxy, type FrontProxy } from "./proxy";

const { temporal } = proto;

export interface ServiceOptions {
  temporalAddress: string;
  namespace: string;
  taskQueue: string;
  /** The one port clients use; each gateway listens on a port of its own behind it. */
  port: number;
  gatewayPorts: number[];
  workers: number;
  smtpPort: number;
  /** The environment every process starts with (DATABASE_URL, REDIS_URL, ENCRYPTION_KEY, ...). */
  env: Record<string, string | undefined>;
  output?: "prefixed" | "ignore";
  onUnexpectedExit?: (name: string) => void;
  /** How long to wait for everything to be ready (workers bundle their workflows first). */
  readyTimeoutMs?: number;
}

export interface ServiceProcesses {
  /** The front port's URL (the API is under /v1). */
  baseUrl: string;
  gateways: Managed[];
  workers: Managed[];
  smtp: Managed;
  proxy: FrontProxy;
  stop(): Promise<void>;
}

export async function startService(options: ServiceOptions): Promise<ServiceProcesses> {
  const start = (name: string, roles: ServiceRole[], env: Record<string, string> = {}) =>
    startProcess(name, process.execPath, [...SERVICE_NODE_FLAGS, path.join(projectRoot, "dist/start.mjs")], {
      cwd: projectRoot,
      env: {
        ...options.env,
        TEMPORAL_ADDRESS: options.temporalAddress,
        TEMPORAL_NAMESPACE: options.namespace,
        TASK_QUEUE: options.taskQueue,
        SMTP_PORT: String(options.smtpPort),
        SERVICE_ROLES: roles.join(","),
        ...env,
      },
      output: options.output,
      onUnexpectedExit: () => options.onUnexpectedExit?.(name),
    });

  const smtp = start("smtp", ["smtp"]);
  const workers = Array.from({ length: options.workers }, (_, i) => start(`worker-${i + 1}`, ["worker"]));
  const gateways = options.gatewayPorts.map((port, i) => start(`gateway-${i + 1}`, ["gateway"], { PORT: String(port) }));
  const proxy = await startFrontProxy({ port: options.port, targets: options.gatewayPorts });
  const service: ServiceProcesses = {
    baseUrl: `http://127.0.0.1:${proxy.port}`,
    gateways,
    workers,
    smtp,
    proxy,
    async stop() {
      // Gateways first (no new applications), then workers (they finish or hand back their tasks).
      await proxy.close();
      await Promise.all(gateways.map((g) => g.stop()));
      await Promise.all(workers.map((w) => w.stop(30_000)));
      await smtp.stop();
    },
  };
  try {
    const timeout = options.readyTimeoutMs ?? 300_000;
    await Promise.all([
      waitUntil("SMTP receiver", async () => (assertRunning(smtp), listening(options.smtpPort)), timeout),
      ...options.gatewayPorts.map((port, i) =>
        waitUntil(`gateway ${i + 1}`, async () => (assertRunning(gateways[i]), healthy(port)), timeout),
      ),
      waitForWorkers(options, workers, timeout),
    ]);
    return service;
  } catch (error) {
    await service.stop();
    throw error;
  }
}

async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
  await res.body?.cancel();
  return res.status === 200;
}

/** Ready when Temporal lists a poller of each worker process (identity `<pid>@<host>`) on the shared queue. */
async function waitForWorkers(options: ServiceOptions, workers: Managed[], timeoutMs: number): Promise<void> {
  const connection = await Connection.connect({ address: options.temporalAddress });
  try {
    await waitUntil(
      "workers",
      async () => {
        workers.forEach(assertRunning);
        const { pollers } = await connection.workflowService.describeTaskQueue({
          namespace: options.namespace,
          taskQueue: { name: options.taskQueue },
          taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
        });
        const identities = (pollers ?? []).map((p) => p.identity ?? "");
        return workers.every((w) => identities.some((id) => id.startsWith(`${w.child.pid}@`)));
      },
      timeoutMs,
    );
  } finally {
    await connection.close();
  }
}
