// `npm run cluster`: the service as it runs past one machine, on this one. A Temporal cluster (frontend,
// history, matching and worker services as separate processes, on PostgreSQL), its Web UI, two gateways
// behind one port, two workers and the SMTP receiver, with Redis holding the shared rate limit. Ctrl-C
// (or SIGTERM) stops everything it started. Topology and ports: docs/cluster.md.
import { existsSync } from "node:fs";
import path from "node:path";
import { config } from "../../lib/config";
import { logger } from "../../lib/logger";
import { codecEndpoint } from "../../api/codec";
import { listening, startChildOfThisProcess, waitUntil, type Managed } from "./processes";
import { defaultTemporalPorts, startTemporalCluster } from "./temporal";
import { startService } from "./service";

const log = logger.child({ component: "cluster" });
const stops: Array<() => Promise<unknown>> = [];
let shuttingDown = false;

async function shutdown(code: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("stopping");
  for (const stop of stops.reverse()) await stop().catch((err) => log.error({ err }, "error while stopping"));
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
// As scripts/start.ts: if npm itself is killed outright, stop too, so nothing outlives it.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(1);
}, 1000).unref();

const died = (name: string) => {
  if (shuttingDown) return;
  log.error({ process: name }, "a process of the cluster exited; stopping everything");
  void shutdown(1);
};

/** Redis at REDIS_URL (default the local one); a local one is started when nothing answers there. */
async function ensureRedis(url: URL): Promise<Managed | undefined> {
  const port = Number(url.port || 6379);
  if (await listening(port, url.hostname)) return undefined;
  const local = ["127.0.0.1", "localhost"].includes(url.hostname);
  const binary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((b) => existsSync(b));
  if (!local || !binary) throw new Error(`Redis does not answer at ${url.host} (set REDIS_URL, or install redis-server)`);
  // In memory only: it holds token buckets, which are worth nothing after a restart.
  const args = ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"];
  const redis = startChildOfThisProcess("redis", binary, args, { onUnexpectedExit: () => died("redis") });
  await waitUntil("Redis", () => listening(port), 30_000);
  return redis;
}

try {
  if (config.temporalAddressGiven)
    throw new Error("npm run cluster runs its own Temporal cluster on TEMPORAL_PORT: unset TEMPORAL_ADDRESS (or use npm start with it)");
  const redisUrl = config.redisUrl ?? "redis://127.0.0.1:6379";
  const redis = await ensureRedis(new URL(redisUrl));
  if (redis) stops.push(() => redis.stop());

  const frontUrl = `http://127.0.0.1:${config.port}`;
  const uiOrigins = config.temporalUiOrigins;
  const started = Date.now();
  const cluster = await startTemporalCluster({
    postgresUrl: config.databaseUrl,
    // Beside the service's own database, named after it (apply_service_temporal, ..._visibility).
    database: `${decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1))}_temporal`,
    namespace: config.temporalNamespace,
    stateDir: path.join(config.dataDir, "temporal-cluster"),
    // With TEMPORAL_ADDRESS unset (checked above) the address is 127.0.0.1:TEMPORAL_PORT.
    ports: defaultTemporalPorts(Number(config.temporalAddress.split(":")[1])),
    ui: { port: config.temporalUiPort, codecEndpoint: codecEndpoint(frontUrl), origins: uiOrigins },
    logLevel: config.logLevel === "debug" || config.logLevel === "trace" ? "info" : "error",
    onUnexpectedExit: (service) => died(`temporal-${service}`),
  });
  stops.push(() => cluster.stop());
  log.info({ address: cluster.address, webUi: cluster.uiUrl, seconds: (Date.now() - started) / 1000 }, "Temporal cluster ready");

  const service = await startService({
    temporalAddress: cluster.address,
    namespace: config.temporalNamespace,
    taskQueue: config.taskQueue,
    port: config.port,
    gatewayPorts: [config.port + 1, config.port + 2],
    workers: 2,
    smtpPort: config.smtpPort,
    env: { ...process.env, REDIS_URL: redisUrl, TEMPORAL_UI_ORIGINS: uiOrigins.join(",") },
    onUnexpectedExit: died,
  });
  stops.push(() => service.stop());
  log.info(
    {
      api: `${service.baseUrl}/v1`,
      gateways: [config.port + 1, config.port + 2],
      webUi: cluster.uiUrl,
      temporal: cluster.address,
      smtpPort: config.smtpPort,
      seconds: (Date.now() - started) / 1000,
    },
    "cluster ready (Ctrl-C stops everything)",
  );
} catch (error) {
  log.error({ err: error }, "cluster start failed");
  await shutdown(1);
}
