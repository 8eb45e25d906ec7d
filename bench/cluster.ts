// `npm run bench -- --cluster`: the gateway's load runs and one Greenhouse batch again, on the Temporal
// cluster `npm run cluster` runs (frontend, history, matching and worker services on PostgreSQL,
// scripts/cluster/temporal.ts) instead of the dev server, in the same run as the dev server's figures,
// so each cluster figure stands beside its dev-server reference (docs/cluster.md, docs/performance.md).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Client, Connection } from "@temporalio/client";
import { startGateway } from "../api/server";
import { temporalDataConverter } from "../lib/payload-codec";
import { freePort } from "../lib/free-port";
import { startTemporalCluster, TEMPORAL_SERVICES, type TemporalService } from "../scripts/cluster/temporal";
import type { TestAccount } from "../test/api/helpers";
import { benchGateway, type GatewayFigures } from "./gateway";
import { runBatch, startWorkerProcess, type Batch } from "./end-to-end";

export interface ClusterFigures {
  gateway: GatewayFigures;
  /** Greenhouse through a worker process connected to the cluster, at the pool size given. */
  batch: Batch;
}

export interface ClusterBenchOptions {
  /** The bench's own database (the cluster's stores go beside it, named after it, and are dropped at the end). */
  databaseUrl: string;
  namespace: string;
  encryptionKey: Buffer;
  account: TestAccount;
  concurrency: number;
  seconds: number;
  /** The environment the bench's worker processes get (the simulators' host map among it). */
  childEnv: NodeJS.ProcessEnv;
  poolSize: number;
  count: number;
  timeoutMs: number;
  say: (message: string) => void;
}

export async function benchCluster(opts: ClusterBenchOptions): Promise<ClusterFigures> {
  const database = `${new URL(opts.databaseUrl).pathname.slice(1)}_temporal`;
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
  const ports = {} as Record<TemporalService, { grpc: number; membership: number }>;
  for (const service of TEMPORAL_SERVICES) ports[service] = { grpc: await freePort(), membership: await freePort() };
  opts.say("cluster: starting the Temporal services on PostgreSQL");
  const cluster = await startTemporalCluster({
    postgresUrl: opts.databaseUrl,
    database,
    namespace: opts.namespace,
    stateDir,
    ports: { ...ports, frontendHttp: await freePort() },
    logLevel: "error",
    output: "ignore",
  });
  const connection = await Connection.connect({ address: cluster.address });
  const client = () => new Client({ connection, namespace: opts.namespace, dataConverter: temporalDataConverter(opts.encryptionKey) });
  const gateways: Array<{ close: () => Promise<void> }> = [];
  try {
    opts.say(`cluster: gateway load tests, ${opts.seconds} s each`);
    const gateway = await benchGateway({
      temporal: client(),
      account: opts.account,
      concurrency: opts.concurrency,
      seconds: opts.seconds,
      temporalRoots: [...cluster.processes.values()].map((p) => p.child.pid!).filter(Boolean),
      startGateway: async (taskQueue) => {
        const g = await startGateway({ port: 0, temporal: client(), taskQueue });
        return { url: `http://127.0.0.1:${g.port}`, close: g.close };
      },
    });

    const taskQueue = "bench-e2e-cluster";
    const e2eGateway = await startGateway({ port: 0, temporal: client(), taskQueue });
    gateways.push(e2eGateway);
    opts.say(`cluster: greenhouse, pool ${opts.poolSize}, ${opts.count} at once`);
    const worker = await startWorkerProcess({ ...opts.childEnv, TEMPORAL_ADDRESS: cluster.address }, taskQueue, opts.poolSize);
    try {
      const baseUrl = `http://127.0.0.1:${e2eGateway.port}`;
      await runBatch({ baseUrl, worker, platform: "greenhouse", poolSize: opts.poolSize, count: 1, timeoutMs: opts.timeoutMs }); // warm-up
      const batch = await runBatch({
        baseUrl,
        worker,
        platform: "greenhouse",
        poolSize: opts.poolSize,
        count: opts.count,
        timeoutMs: opts.timeoutMs,
      });
      return { gateway, batch };
    } finally {
      await worker.stop();
    }
  } finally {
    for (const g of gateways) await g.close();
    await connection.close();
    await cluster.stop();
    rmSync(stateDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: Object.assign(new URL(opts.databaseUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    for (const name of [database, `${database}_visibility`]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
