// A production-shaped Temporal on this machine: the pinned server (built by `scripts/setup.sh --cluster`)
// run as four processes, one per service (frontend, history, matching, worker), on PostgreSQL in
// databases of its own whose schema Temporal's SQL tool creates and updates; then the namespace and the
// search attributes the workflows set, and the Web UI server against the frontend.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { msToTs } from "@temporalio/common/lib/time";
import proto from "@temporalio/proto";
import { projectRoot } from "../../lib/config";
import { SEARCH_ATTRIBUTES } from "../../lib/search-attributes";
import { createDatabaseIfMissing } from "../../prisma/migrate";
import { assertRunning, listening, runTool, startChildOfThisProcess, waitUntil, type Managed } from "./processes";

const { temporal } = proto;

export const TEMPORAL_SERVICES = ["frontend", "history", "matching", "worker"] as const;
export type TemporalService = (typeof TEMPORAL_SERVICES)[number];

const tools = path.join(projectRoot, ".tools");
const bin = (name: string) => path.join(tools, "bin", name);
/** The dynamic config docker-compose.temporal.yml mounts too (test/docker-compose.test.ts keeps them one). */
export const DYNAMIC_CONFIG_FILE = path.join(projectRoot, "scripts/cluster/dynamicconfig.yaml");

export interface TemporalClusterOptions {
  /** PostgreSQL of the cluster: the server's store is `<database>`, its visibility `<database>_visibility`. */
  postgresUrl: string;
  database: string;
  namespace: string;
  /** Where the rendered configurations go (mode 600: they hold the database password and the codec URL). */
  stateDir: string;
  /** gRPC and membership ports, per service; the frontend's gRPC port is the cluster's address. */
  ports: Record<TemporalService, { grpc: number; membership: number }> & { frontendHttp: number };
  /** The Web UI's port, and the codec endpoint it decodes payloads through (the gateway's). */
  ui?: { port: number; codecEndpoint: string; origins: string[] };
  /** The server's own log level (its info lines are per-shard noise). */
  logLevel?: "debug" | "info" | "warn" | "error";
  output?: "prefixed" | "ignore";
  onUnexpectedExit?: (service: string) => void;
}

export interface TemporalCluster {
  address: string;
  uiUrl?: string;
  processes: Map<TemporalService | "ui", Managed>;
  /** SIGKILLs one service and starts it again on the same ports and store. */
  restart(service: TemporalService): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The cluster's ports, from the frontend's: with 7233, Temporal's own (frontend 7233 and HTTP 7243,
 * history 7234, matching 7235, worker 7239; membership 300 below each). Another TEMPORAL_PORT moves them
 * all, so two clusters (or a test's) can run side by side.
 */
export function defaultTemporalPorts(frontendPort: number): TemporalClusterOptions["ports"] {
  const at = (offset: number) => ({ grpc: frontendPort + offset, membership: frontendPort + offset - 300 });
  return { frontend: at(0), history: at(1), matching: at(2), worker: at(6), frontendHttp: frontendPort + 10 };
}

/** Every port defaultTemporalPorts takes for a frontend port. */
export function temporalPortRange(frontendPort: number): number[] {
  const ports = defaultTemporalPorts(frontendPort);
  return [...TEMPORAL_SERVICES.flatMap((s) => [ports[s].grpc, ports[s].membership]), ports.frontendHttp];
}

export function assertToolsBuilt(ui: boolean): void {
  for (const name of ["temporal-server", "temporal-sql-tool", ...(ui ? ["temporal-ui-server"] : [])])
    if (!existsSync(bin(name))) throw new Error(`${bin(name)} is missing: run bash scripts/setup.sh --cluster`);
}

export async function startTemporalCluster(options: TemporalClusterOptions): Promise<TemporalCluster> {
  assertToolsBuilt(options.ui !== undefined);
  mkdirSync(options.stateDir, { recursive: true, mode: 0o700 });
  const pg = new URL(options.postgresUrl);
  const stores = { default: options.database, visibility: `${options.database}_visibility` };
  for (const [kind, database] of Object.entries(stores)) {
    await createDatabaseIfMissing(Object.assign(new URL(pg), { pathname: `/${database}` }).toString());
    migrateSchema(pg, database, kind === "default" ? "temporal" : "visibility");
  }
  const configDir = path.join(options.stateDir, "config");
  mkdirSync(configDir, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(configDir, "cluster.yaml"), serverConfig(options, pg, stores), { mode: 0o600 });

  const processes = new Map<TemporalService | "ui", Managed>();
  const start = (service: TemporalService) => {
    const args = ["--root", options.stateDir, "--config", "config", "--env", "cluster", "--allow-no-auth", "start", "--service", service];
    const onUnexpectedExit = () => options.onUnexpectedExit?.(service);
    processes.set(
      service,
      startChildOfThisProcess(`temporal-${service}`, bin("temporal-server"), args, { output: options.output, onUnexpectedExit }),
    );
  };
  // A wait for a service that has exited ends at once: waiting longer is pointless (its output says why).
  const running = (service: TemporalService) => assertRunning(processes.get(service)!);
  const address = `127.0.0.1:${options.ports.frontend.grpc}`;
  const cluster: TemporalCluster = {
    address,
    processes,
    async restart(service) {
      await processes.get(service)?.kill();
      start(service);
      await waitUntil(`Temporal ${service}`, () => listening(options.ports[service].grpc), 120_000);
    },
    async stop() {
      // Clients of the others first (the UI, the system worker), then the frontend, so nothing new comes in
      // while matching and history shut down.
      for (const name of ["ui", "worker", "frontend", "matching", "history"] as const) await processes.get(name)?.stop(20_000);
    },
  };
  try {
    // One service first: each writes the cluster's metadata at its first start, and on a fresh store the
    // ones that lose that race exit ("version mismatch"). History, since the others need it anyway.
    start("history");
    await waitUntil("Temporal history", async () => (running("history"), listening(options.ports.history.grpc)), 120_000);
    for (const service of ["matching", "frontend", "worker"] as const) start(service);
    await waitUntil("Temporal frontend", async () => (running("frontend"), frontendAnswers(address)), 180_000);
    await registerNamespace(address, options.namespace);
    if (options.ui) {
      writeFileSync(path.join(configDir, "ui.yaml"), uiConfig(options, address), { mode: 0o600 });
      const args = ["--root", options.stateDir, "--config", "config", "--env", "ui", "start"];
      const onUnexpectedExit = () => options.onUnexpectedExit?.("ui");
      processes.set(
        "ui",
        startChildOfThisProcess("temporal-ui", bin("temporal-ui-server"), args, { output: options.output, onUnexpectedExit }),
      );
      cluster.uiUrl = `http://127.0.0.1:${options.ui.port}`;
      await waitUntil("Temporal Web UI", () => listening(options.ui!.port), 60_000);
    }
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Creates the schema the first time and applies the versioned updates the pinned server brings. */
function migrateSchema(pg: URL, database: string, schema: "temporal" | "visibility"): void {
  const versioned = path.join(tools, "temporal-schema/postgresql/v12", schema, "versioned");
  if (!existsSync(versioned)) throw new Error(`${versioned} is missing: run bash scripts/setup.sh --cluster`);
  // The password goes through the environment (SQL_PASSWORD), never on a command line others can read.
  const env = { ...process.env, SQL_PASSWORD: decodeURIComponent(pg.password) };
  const common = ["--plugin", "postgres12", "--ep", pg.hostname, "-p", pg.port || "5432", "-u", decodeURIComponent(pg.username)].concat([
    "--db",
    database,
    "--quiet",
  ]);
  // setup-schema -v 0.0 only creates the version tables (and does nothing when they exist); the
  // versioned scripts then bring the schema from its recorded version to the newest, as Temporal's own
  // auto-setup image does.
  runTool(bin("temporal-sql-tool"), [...common, "setup-schema", "-v", "0.0"], env);
  runTool(bin("temporal-sql-tool"), [...common, "update-schema", "-d", versioned], env);
}

function serverConfig(options: TemporalClusterOptions, pg: URL, stores: { default: string; visibility: string }): string {
  const sql = (databaseName: string, maxConns: number) => ({
    sql: {
      pluginName: "postgres12",
      databaseName,
      connectAddr: `${pg.hostname}:${pg.port || 5432}`,
      connectProtocol: "tcp",
      user: decodeURIComponent(pg.username),
      password: decodeURIComponent(pg.password),
      maxConns,
      maxIdleConns: maxConns,
      maxConnLifetime: "1h",
    },
  });
  const rpc = (service: TemporalService) => ({
    rpc: {
      grpcPort: options.ports[service].grpc,
      membershipPort: options.ports[service].membership,
      bindOnLocalHost: true,
      ...(service === "frontend" && { httpPort: options.ports.frontendHttp }),
    },
  });
  const config = {
    log: { stdout: true, level: options.logLevel ?? "error" },
    persistence: {
      defaultStore: "default",
      visibilityStore: "visibility",
      // Fixed for the life of the store; 4 suits one machine (Temporal's development configs use 4).
      numHistoryShards: 4,
      datastores: { default: sql(stores.default, 20), visibility: sql(stores.visibility, 10) },
    },
    global: { membership: { maxJoinDuration: "30s", broadcastAddress: "127.0.0.1" } },
    services: Object.fromEntries(TEMPORAL_SERVICES.map((s) => [s, rpc(s)])),
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: "active",
      currentClusterName: "active",
      clusterInformation: {
        active: { enabled: true, initialFailoverVersion: 1, rpcName: "frontend", rpcAddress: `127.0.0.1:${options.ports.frontend.grpc}` },
      },
    },
    dcRedirectionPolicy: { policy: "noop" },
    archival: { history: { state: "disabled" }, visibility: { state: "disabled" } },
    namespaceDefaults: { archival: { history: { state: "disabled" }, visibility: { state: "disabled" } } },
    dynamicConfigClient: { filepath: DYNAMIC_CONFIG_FILE, pollInterval: "10s" },
  };
  // JSON is YAML: the server reads it as its YAML config with no YAML writer needed here.
  return JSON.stringify(config, null, 2);
}

function uiConfig(options: TemporalClusterOptions, address: string): string {
  const ui = options.ui!;
  return JSON.stringify(
    {
      temporalGrpcAddress: address,
      host: "127.0.0.1",
      port: ui.port,
      enableUi: true,
      defaultNamespace: options.namespace,
      refreshInterval: "1m",
      showTemporalSystemNamespace: false,
      notifyOnNewVersion: false,
      // The UI decodes payloads by calling the gateway's codec endpoint from the browser (api/codec.ts).
      codec: { endpoint: ui.codecEndpoint, passAccessToken: false, includeCredentials: false },
      cors: { allowOrigins: ui.origins, cookieInsecure: true },
    },
    null,
    2,
  );
}

/** Whether a Temporal frontend answers at `address` (a dev server's too). */
export async function frontendAnswers(address: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 1000 });
  try {
    await connection.workflowService.getSystemInfo({});
    return true;
  } finally {
    await connection.close();
  }
}

const ALREADY_EXISTS = 6;

/** The namespace (30 days of retention, as docker-compose.temporal.yml) and the Keyword search attributes. */
async function registerNamespace(address: string, namespace: string): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    await connection.workflowService
      .registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs("30 days") })
      .catch((error: { code?: number }) => {
        if (error.code !== ALREADY_EXISTS) throw error;
      });
    // Each service learns of a new namespace at its next registry refresh (seconds).
    await waitUntil(`namespace ${namespace}`, () => connection.workflowService.describeNamespace({ namespace }).then(() => true), 60_000);
    const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
    const missing = Object.values(SEARCH_ATTRIBUTES).filter((name) => !customAttributes?.[name]);
    if (missing.length) {
      const keyword = temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;
      await connection.operatorService.addSearchAttributes({
        namespace,
        searchAttributes: Object.fromEntries(missing.map((name) => [name, keyword])),
      });
    }
    // Ready when a query on every attribute runs: the frontend knows the namespace and its attributes.
    const query = Object.values(SEARCH_ATTRIBUTES)
      .map((name) => `${name} = "probe"`)
      .join(" AND ");
    await waitUntil(
      "search attributes",
      () => connection.workflowService.countWorkflowExecutions({ namespace, query }).then(() => true),
      60_000,
    );
  } finally {
    await connection.close();
  }
}

/** The server version the tools were built at (setup.sh records it). */
export function builtServerVersion(): string | undefined {
  const stamp = path.join(tools, "temporal-server.version");
  return existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : undefined;
}
