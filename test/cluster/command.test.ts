// `npm run cluster` itself (its entry point, scripts/cluster/index.ts, as npm runs it after setup): it
// reaches /healthz 200 through the front port, serves the Web UI, starts a Redis where none answers, and
// SIGINT (Ctrl-C) stops every process it started. Runs once, with the cluster topology (test/cluster/run.sh), on free ports and a fresh database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../lib/config";
import { createDatabaseIfMissing, migrate } from "../../prisma/migrate";
import { freePort, listening, processTree } from "../../scripts/cluster/processes";
import { temporalPortRange } from "../../scripts/cluster/temporal";
import { eventually } from "../helpers";
import { adminUrl, topologyKind } from "./topology";

const databases: string[] = [];
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
});

/** A TEMPORAL_PORT whose whole range of cluster ports (temporalPortRange) is free now. */
async function freeTemporalPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const ports = temporalPortRange(port);
    if (ports.every((p) => p > 1024 && p < 32768) && (await Promise.all(ports.map((p) => listening(p)))).every((busy) => !busy))
      return port;
  }
}

describe.skipIf(topologyKind() !== "cluster")("npm run cluster", () => {
  it(
    "reaches /healthz 200 through its front port, serves the Web UI, and Ctrl-C stops all it started (Redis too)",
    { timeout: 600_000 },
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), "npm-run-cluster-"));
      const appDb = `apply_cluster_cmd_${Date.now()}_${randomBytes(3).toString("hex")}`;
      databases.push(appDb, `${appDb}_temporal`, `${appDb}_temporal_visibility`);
      const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${appDb}` }).toString();
      await createDatabaseIfMissing(databaseUrl);
      await migrate(databaseUrl);
      const [port, uiPort, smtpPort, redisPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
      const temporalPort = await freeTemporalPort();

      const started = Date.now();
      const cluster = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "scripts/cluster/index.ts")], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dir,
          ENCRYPTION_KEY: randomBytes(32).toString("base64"),
          PORT: String(port),
          TEMPORAL_PORT: String(temporalPort),
          TEMPORAL_UI_PORT: String(uiPort),
          SMTP_PORT: String(smtpPort),
          // Nothing answers there: the cluster starts a Redis of its own (and stops it).
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", process.env.CLUSTER_TEST_OUTPUT === "1" ? "inherit" : "ignore", "inherit"],
      });
      const exited = new Promise<number | null>((resolve) => cluster.once("exit", (code) => resolve(code)));
      try {
        await eventually(async () => {
          if (cluster.exitCode !== null) throw new Error(`npm run cluster exited with ${cluster.exitCode}`);
          const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
          return res?.status === 200;
        }, 300_000);
        const healthySeconds = (Date.now() - started) / 1000;
        expect((await fetch(`http://127.0.0.1:${uiPort}/`)).status).toBe(200);
        expect(await listening(redisPort)).toBe(true);
        // Everything it started: Redis, four Temporal services, the UI, two gateways, two workers, SMTP.
        await eventually(async () => processTree(cluster.pid!).filter((pid) => pid !== cluster.pid).length >= 11, 300_000);
        const tree = processTree(cluster.pid!);

        const stopping = Date.now();
        cluster.kill("SIGINT");
        expect(await exited).toBe(0);
        const stopSeconds = (Date.now() - stopping) / 1000;
        const alive = (pid: number) => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        };
        await eventually(async () => tree.every((pid) => !alive(pid)), 30_000);
        expect(await listening(redisPort)).toBe(false);
        console.log(`npm run cluster: /healthz 200 after ${healthySeconds} s; stopped in ${stopSeconds} s (${tree.length} processes)`);
      } finally {
        if (cluster.exitCode === null) for (const pid of processTree(cluster.pid!)) process.kill(pid, "SIGKILL");
      }
    },
  );
});
