// `npm run bench [-- --docs] [-- --cluster]`: speed and memory, each figure beside its reference measured in the
// same run (the targets: docs/performance.md). Figures are printed, written to bench/results.json and,
// with --docs (--readme, its older name, still works), put into docs/performance.md; nothing is
// asserted. The environment is the tests' (a fresh database and an ephemeral Temporal dev server,
// test/support/global-setup.ts), with the simulators, the managed inbox, a gateway per load run (each
// on a task queue no worker takes; bench/gateway.ts), one gateway served by the worker, and one worker
// process whose browser pool each end-to-end batch resizes. With --cluster, the gateway's load runs and
// a Greenhouse batch again on a Temporal cluster on PostgreSQL (bench/cluster.ts), beside the dev
// server's, and a running `npm start` with nothing to do (bench/idle.ts); --cluster is not counted in
// the time budget (about 4 more minutes).
//   BENCH_POOLS=1,2,4          pool sizes for the end-to-end runs (empty: gateway only)
//   BENCH_SECONDS=5            duration of each load test
//   BENCH_APPS_PER_SLOT=2      applications per browser slot in each end-to-end batch
//   BENCH_BUDGET_SECONDS=285   the run's time budget: end-to-end steps that no longer fit are skipped
//   BENCH_LEAK_APPLICATIONS=0  with N > 0, N more Greenhouse applications at pool 2, 8 at a time, with
//                              idle memory after each batch (a leak check, not counted in the budget: ~6 min for 200)
//   BENCH_HEAP_SNAPSHOTS=dir   with the leak check, the worker's heap after its first batch and its last
//                              (bench/end-to-end.ts runLeak; they make its idle PSS figures meaningless)
//   BENCH_TEMPORAL_FILE=1      the dev server keeps its store in a SQLite file, as `npm start`'s does
//                              (scripts/start.ts), instead of in memory as the tests' does
// The rate limit is lifted in package.json's script: configuration is read when modules load.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startTestEnvironment } from "../test/support/global-setup";
import type { BareReference, Batch, LeakRun } from "./end-to-end";
import type { ClusterFigures } from "./cluster";
import type { IdleStart } from "./idle";

const started = performance.now();
/** Other work on the machine slows every figure; recorded beside them (and again at the end). */
const loadAverageAtStart = Number(os.loadavg()[0]!.toFixed(1));
const pools = (process.env.BENCH_POOLS ?? "1,2,4").split(",").filter(Boolean).map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 20;
/** Applications per browser slot in each end-to-end batch. */
const perSlot = Number(process.env.BENCH_APPS_PER_SLOT ?? 2);
/** The whole run's time budget; the end-to-end steps share what the gateway part leaves. */
const budgetMs = Number(process.env.BENCH_BUDGET_SECONDS ?? 285) * 1000;
const leakApplications = Number(process.env.BENCH_LEAK_APPLICATIONS ?? 0);
const onCluster = process.argv.includes("--cluster");
/** The leak check's time, which the budget does not count. */
let leakMs = 0;
const remainingMs = () => budgetMs + leakMs - (performance.now() - started);
/** Runs steps in order, each within an equal share of the remaining budget (minimum 15 s). */
async function runSteps(steps: Array<{ label: string; run: (timeoutMs: number) => Promise<void> }>) {
  for (const [i, step] of steps.entries()) {
    const share = remainingMs() / (steps.length - i);
    if (share < 15_000) {
      say(`skipped (time budget): ${step.label}`);
      continue;
    }
    say(step.label);
    await step.run(Math.min(share, 180_000));
  }
}
const say = (message: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const temporalDir = process.env.BENCH_TEMPORAL_FILE === "1" ? mkdtempSync(path.join(os.tmpdir(), "bench-temporal-")) : undefined;
const temporalStore = temporalDir ? "a SQLite file" : "memory";
const harness = await startTestEnvironment("apply_bench", { temporalDbFile: temporalDir && path.join(temporalDir, "temporal.sqlite") });

// This process loaded lib/config (through the migration runner) before the harness existed: hand the
// harness's settings over (lib/config.ts reads the environment once).
const { Client, Connection } = await import("@temporalio/client");
const { config, loadConfig, useConfig } = await import("../lib/config");
useConfig(loadConfig({ ...process.env, ...harness.env }));
const { disconnectDb } = await import("../lib/db");
const { temporalDataConverter } = await import("../lib/payload-codec");
const { startSmtpReceiver } = await import("../mail/smtp-receiver");
const { startSimulators } = await import("../test/simulators");
const { startGateway } = await import("../api/server");
const { createAccountWithCandidate } = await import("../test/api/helpers");
const { benchGateway } = await import("./gateway");
const { runBare, runBatch, runLeak, startWorkerProcess } = await import("./end-to-end");
const report = await import("./report");

const inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: "inbox.localhost" });
const sim = await startSimulators({ smtp: { host: "127.0.0.1", port: inbox.port } });
useConfig({ atsHostMap: sim.hostMap });
/** What the worker processes and the bare script read their settings from (bench/end-to-end.ts). */
const childEnv = { ...process.env, ...harness.env, ATS_HOST_MAP: sim.hostMap };
const connection = await Connection.connect(config.temporalConnection);
const client = () =>
  new Client({ connection, namespace: config.temporalNamespace, dataConverter: temporalDataConverter(config.encryptionKey) });
const e2eQueue = "bench-e2e";
const e2eGateway = await startGateway({ port: 0, temporal: client(), taskQueue: e2eQueue });

let stopping: Promise<void> | undefined;
/** Stops everything the run started (also on Ctrl-C), once. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await e2eGateway.close();
    await connection.close();
    await sim.close();
    await inbox.close();
    await disconnectDb();
    await harness.teardown();
    if (temporalDir) rmSync(temporalDir, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)));

try {
  // The answer engine: every question of every form goes through it (docs/answers.md).
  const { ApplicantFacts, proposeAnswer } = await import("../ats-adapters/answers");
  const corpus = await import("../scripts/answer-corpus");
  const questions = corpus.loadCorpus();
  const answerFacts = new ApplicantFacts(corpus.applicantOf(corpus.loadProfiles()["us-sponsorship"]));
  const fields = Array.from({ length: 10_000 }, (_, i) => corpus.fieldOf(questions[i % questions.length], i));
  const answersStarted = performance.now();
  for (const f of fields) proposeAnswer(f, answerFacts);
  say(`answer engine: ${Math.round(fields.length / ((performance.now() - answersStarted) / 1000)).toLocaleString()} questions per second`);

  say(`gateway: load tests, ${seconds} s each, ${concurrency} connections, the Temporal store in ${temporalStore}`);
  const e2eBase = `http://127.0.0.1:${e2eGateway.port}`;
  const account = await createAccountWithCandidate(e2eBase, { creditUsd: 1_000_000 });
  const gateway = await benchGateway({
    temporal: client(),
    account,
    concurrency,
    seconds,
    // A gateway per run, each on a task queue no worker polls (bench/gateway.ts says why).
    startGateway: async (taskQueue) => {
      const g = await startGateway({ port: 0, temporal: client(), taskQueue });
      return { url: `http://127.0.0.1:${g.port}`, close: g.close };
    },
  });
  report.printTable(report.gatewayRows(gateway));

  const batches: Batch[] = [];
  const bare: BareReference[] = [];
  let leak: LeakRun | undefined;
  if (pools.length) {
    // Every step gets an equal share of what is left of the time budget; unfinished applications
    // count as failures, and a step that no longer fits is skipped (and said so).
    type Step = { label: string; run: (timeoutMs: number) => Promise<void> };
    const steps: Step[] = [];
    say("end to end: starting the worker process (bundles the workflow code)");
    const worker = await startWorkerProcess(childEnv, e2eQueue, pools[0]!);
    try {
      // Each batch sets the pool size it runs at (a message to the worker; it takes no share of the budget).
      const batch = async (platform: string, poolSize: number, count: number, timeoutMs: number) => {
        await worker.resize(poolSize);
        return runBatch({ baseUrl: e2eBase, worker, platform, poolSize, count, timeoutMs });
      };
      // warm-up: Chromium starts, the code paths are compiled
      steps.push({ label: "warm-up", run: async (timeoutMs) => void (await batch("greenhouse", pools[0]!, 1, timeoutMs)) });
      for (const poolSize of pools) {
        const platforms: Array<[string, number]> = [["greenhouse", perSlot * poolSize]];
        if (poolSize === 2) platforms.push(["lever", perSlot], ["workday", 1]);
        for (const [platform, count] of platforms) {
          steps.push({
            label: `${platform}, pool ${poolSize}, ${count} at once`,
            run: async (timeoutMs) => void batches.push(await batch(platform, poolSize, count, timeoutMs)),
          });
        }
      }
      await runSteps(steps);
      if (leakApplications > 0) {
        say(`leak check: ${leakApplications} greenhouse applications, pool 2, 8 at a time`);
        await worker.resize(2);
        const snapshotDir = process.env.BENCH_HEAP_SNAPSHOTS || undefined;
        if (snapshotDir) mkdirSync(snapshotDir, { recursive: true });
        leak = await runLeak({ baseUrl: e2eBase, worker, poolSize: 2, total: leakApplications, batch: 8, snapshotDir });
        leakMs = leak.seconds * 1000;
      }
    } finally {
      await worker.stop();
    }
    const references: Step[] = [];
    for (const poolSize of pools) {
      references.push({
        label: `bare Puppeteer greenhouse, ${poolSize} at a time`,
        run: async (t) => void bare.push(await runBare(childEnv, "greenhouse", poolSize, perSlot * poolSize, sim.chromiumArgs, t)),
      });
      if (poolSize === 2)
        references.push({
          label: "bare Puppeteer lever, 2 at a time",
          run: async (t) => void bare.push(await runBare(childEnv, "lever", 2, perSlot, sim.chromiumArgs, t)),
        });
    }
    await runSteps(references);
  }

  let cluster: ClusterFigures | undefined;
  let idle: IdleStart | undefined;
  if (onCluster) {
    const { benchCluster } = await import("./cluster");
    const { measureIdleStart } = await import("./idle");
    const poolSize = 2;
    cluster = await benchCluster({
      databaseUrl: harness.env.DATABASE_URL!,
      namespace: config.temporalNamespace,
      encryptionKey: config.encryptionKey,
      account,
      concurrency,
      seconds,
      childEnv,
      poolSize,
      count: perSlot * poolSize,
      timeoutMs: 180_000,
      say,
    });
    say("npm start, idle (a minute to settle, then 30 s)");
    idle = await measureIdleStart(30);
  }

  const rows = [
    ...report.gatewayRows(gateway),
    ...report.endToEndRows(batches, bare),
    ...report.leakRows(leak),
    ...(cluster ? report.clusterRows(gateway, batches, cluster) : []),
    ...report.idleRows(idle),
  ];
  console.log();
  report.printTable(rows);
  const totalSeconds = (performance.now() - started) / 1000;
  report.writeResults(
    {
      date: new Date().toISOString(),
      loadAverageAtStart,
      machine: report.machine(),
      temporalStore,
      benchSeconds: totalSeconds,
      gateway,
      endToEnd: batches,
      bare,
      leak,
      cluster,
      idle,
    },
    rows,
    process.argv.includes("--docs") || process.argv.includes("--readme"),
  );
  say(`done in ${totalSeconds.toFixed(0)} s; figures in bench/results.json`);
} finally {
  await stopAll();
}
