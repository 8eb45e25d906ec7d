// The process's Prometheus metrics (prom-client), served at /metrics by the gateway and by each worker
// (docs/operations.md has what each means and the queries an operator runs). One registry per process:
// in `npm start`, where gateway and worker share a process, one /metrics shows both.
import { createServer, type Server } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const registry = new Registry();
// The event-loop lag histogram samples every 100 ms instead of prom-client's 10 ms: a timer at 100 Hz
// alone took about 0.4% of a core in an idle process, most of the idle target (docs/performance.md).
collectDefaultMetrics({ register: registry, prefix: "apply_process_", eventLoopMonitoringPrecision: 100 });

const registers = [registry];

/** Accepted by a gateway (202), by platform ("unknown" for a posting on no catalog platform). */
export const applicationsCreated = new Counter({
  name: "apply_applications_created_total",
  help: "Applications accepted by POST /v1/applications",
  labelNames: ["ats"] as const,
  registers,
});

/** Work began on a worker (the first `running`). */
export const applicationsStarted = new Counter({
  name: "apply_applications_started_total",
  help: "Applications whose work began on a worker",
  labelNames: ["ats"] as const,
  registers,
});

/** Ended, by outcome; failure_reason is "" for submitted. */
export const applicationsEnded = new Counter({
  name: "apply_applications_ended_total",
  help: "Applications ended, by status (submitted, failed) and failure reason",
  labelNames: ["ats", "status", "failure_reason"] as const,
  registers,
});

/** From the POST to `submitted`: a review or a code wait is part of it, as the client sees it. */
export const timeToSubmitted = new Histogram({
  name: "apply_application_time_to_submitted_seconds",
  help: "Seconds from POST /v1/applications to submitted",
  labelNames: ["ats"] as const,
  buckets: [15, 30, 60, 120, 300, 600, 1800, 3600, 6 * 3600, 24 * 3600, 7 * 24 * 3600],
  registers,
});

/** One count per attempt's result, and `given_up` once per delivery that stopped being retried. */
export const webhookDeliveries = new Counter({
  name: "apply_webhook_deliveries_total",
  help: "Webhook delivery attempts by result (delivered, http_error, network_error, refused), and deliveries given_up",
  labelNames: ["result"] as const,
  registers,
});

export const httpRequests = new Histogram({
  name: "apply_http_request_duration_seconds",
  help: "Gateway requests by method, route (its template) and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers,
});

/** Browser-pool places of this worker; `read` is given by the worker (the pool lives above lib/). */
export function watchBrowserPool(read: () => { slotsInUse: number; waiting: number; size: number }): void {
  registry.removeSingleMetric("apply_browser_slots");
  new Gauge({
    name: "apply_browser_slots",
    help: "Browser-pool places of this worker: in_use, waiting (work queued for a place) and size",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const { slotsInUse, waiting, size } = read();
      this.set({ state: "in_use" }, slotsInUse);
      this.set({ state: "waiting" }, waiting);
      this.set({ state: "size" }, size);
    },
  });
}

/** Text appended to this process's metrics (the Temporal SDK's own, which its runtime serves apart). */
let appended: (() => Promise<string>) | undefined;
export function appendMetrics(read: () => Promise<string>): void {
  appended = read;
}

/** The process's metrics in Prometheus' text format. */
export async function metricsText(): Promise<string> {
  const own = await registry.metrics();
  const extra = appended ? await appended().catch(() => "") : "";
  return extra ? `${own}\n${extra}` : own;
}

export const METRICS_CONTENT_TYPE = registry.contentType;

let served: Promise<Server> | undefined;
/**
 * Serves /metrics on `port` (a worker process's, WORKER_METRICS_PORT); once per process, as the
 * registry is the process's. Resolves when it listens.
 */
export function serveMetrics(port: number, host = "127.0.0.1"): Promise<Server> {
  served ??= new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      if (req.method !== "GET" || req.url !== "/metrics") return res.writeHead(404).end();
      metricsText().then(
        (text) => res.writeHead(200, { "content-type": METRICS_CONTENT_TYPE }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
  return served;
}
