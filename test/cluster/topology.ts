// The two topologies the cluster suite runs on (CLUSTER_TOPOLOGY): "dev", the Temporal dev server (one
// process, state in a SQLite file), and "cluster", the production-shaped Temporal of `npm run cluster`
// (frontend, history, matching and worker services on PostgreSQL). On both: two gateways behind one
// port, two workers and the SMTP receiver as processes of their own, Redis for the shared rate limit;
// all on free ports and a fresh database, so the suite runs beside anything else on the machine.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { devServerDynamicConfigArgs, devServerSearchAttributeArgs, devServerStoreArgs } from "../../lib/dev-server";
import { createDatabaseIfMissing, migrate } from "../../prisma/migrate";
import { freePort, startChildOfThisProcess, waitUntil, type Managed } from "../../scripts/cluster/processes";
import { startService, type ServiceProcesses } from "../../scripts/cluster/service";
import { frontendAnswers, startTemporalCluster, TEMPORAL_SERVICES, type TemporalCluster } from "../../scripts/cluster/temporal";
import { temporalCliPath } from "../support/temporal-cli";

export type TopologyKind = "dev" | "cluster";

export interface Topology {
  kind: TopologyKind;
  /** DATABASE_URL and ENCRYPTION_KEY of the service under test (the test process reads the same). */
  databaseUrl: string;
  encryptionKey: string;
  service: ServiceProcesses;
  /** The Temporal frontend (the dev server, or the cluster's frontend service). */
  temporalAddress: string;
  /** Each gateway's own URL, behind the front port. */
  gatewayUrls: string[];
  /** Kills the process that keeps workflow histories (the history service, or the whole dev server) and starts it again. */
  restartHistory(): Promise<void>;
  stop(): Promise<void>;
}

// As the main suite's global setup (test/support/global-setup.ts).
export const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const output = process.env.CLUSTER_TEST_OUTPUT === "1" ? "prefixed" : "ignore";

export function topologyKind(value = process.env.CLUSTER_TOPOLOGY ?? "cluster"): TopologyKind {
  if (value !== "dev" && value !== "cluster") throw new Error(`CLUSTER_TOPOLOGY: expected dev or cluster, got ${value}`);
  return value;
}

export async function startTopology(
  kind: TopologyKind,
  options: { atsHostMap: string; smtpPort: number; namespace?: string },
): Promise<Topology> {
  const suffix = `${Date.now()}_${randomBytes(3).toString("hex")}`;
  const dir = await mkdtemp(path.join(tmpdir(), `cluster-test-${kind}-`));
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/apply_cluster_test_${suffix}` }).toString();
  await createDatabaseIfMissing(databaseUrl);
  await migrate(databaseUrl);
  const databases = [databaseUrl];
  const namespace = options.namespace ?? "default";

  const temporal = kind === "dev" ? await startDevServer(dir, namespace) : await startCluster(dir, namespace, suffix);
  if (kind === "cluster") databases.push(`temporal_cluster_test_${suffix}`, `temporal_cluster_test_${suffix}_visibility`);
  const encryptionKey = randomBytes(32).toString("base64");
  const gatewayPorts = [await freePort(), await freePort()];
  let service: ServiceProcesses;
  try {
    service = await startService({
      temporalAddress: temporal.address,
      namespace,
      taskQueue: "applications",
      port: 0,
      gatewayPorts,
      workers: 2,
      smtpPort: options.smtpPort,
      output,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        ENCRYPTION_KEY: encryptionKey,
        REDIS_URL: "redis://127.0.0.1:6379",
        ATS_HOST_MAP: options.atsHostMap,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        DATA_DIR: dir,
        // The API's own limits, stated: the suite checks them across gateways.
        RATE_LIMIT_PER_SECOND: "20",
        RATE_LIMIT_BURST: "40",
      },
    });
  } catch (error) {
    await temporal.stop();
    throw error;
  }
  return {
    kind,
    databaseUrl,
    encryptionKey,
    service,
    temporalAddress: temporal.address,
    gatewayUrls: gatewayPorts.map((port) => `http://127.0.0.1:${port}`),
    restartHistory: () => temporal.restartHistory(),
    async stop() {
      await service.stop();
      await temporal.stop();
      await rm(dir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of databases.map((d) => (d.includes("://") ? new URL(d).pathname.slice(1) : d)))
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

interface RunningTemporal {
  address: string;
  restartHistory(): Promise<void>;
  stop(): Promise<void>;
}

async function startCluster(dir: string, namespace: string, suffix: string): Promise<RunningTemporal> {
  const ports = Object.fromEntries(
    await Promise.all(TEMPORAL_SERVICES.map(async (s) => [s, { grpc: await freePort(), membership: await freePort() }] as const)),
  ) as Record<(typeof TEMPORAL_SERVICES)[number], { grpc: number; membership: number }>;
  const cluster: TemporalCluster = await startTemporalCluster({
    postgresUrl: adminUrl,
    database: `temporal_cluster_test_${suffix}`,
    namespace,
    stateDir: path.join(dir, "temporal"),
    ports: { ...ports, frontendHttp: await freePort() },
    output,
  });
  return { address: cluster.address, restartHistory: () => cluster.restart("history"), stop: () => cluster.stop() };
}

/** The dev server as `npm start` runs it: one process, its state in a SQLite file, so a restart keeps it. */
async function startDevServer(dir: string, namespace: string): Promise<RunningTemporal> {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const args = ["server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--headless", "--namespace", namespace].concat(
    devServerStoreArgs(path.join(dir, "temporal.sqlite")),
    ["--log-level", "error"],
    devServerSearchAttributeArgs,
    devServerDynamicConfigArgs,
  );
  let server: Managed;
  const start = async () => {
    server = startChildOfThisProcess("temporal-dev", temporalCliPath(), args, { output });
    await waitUntil("Temporal dev server", () => frontendAnswers(address), 120_000);
  };
  await start();
  return {
    address,
    async restartHistory() {
      await server.kill();
      await start();
    },
    stop: () => server.stop(),
  };
}
