// Applications through everything: POST /v1/applications -> workflow -> worker (its own process, like
// `npm start`'s) -> Chromium -> the local ATS simulators, until the application is `submitted`. Beside
// each batch, the bare Puppeteer script (bench/bare-puppeteer.ts) fills the same forms as the reference.
import { fork, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { projectRoot } from "../lib/config";
import { db } from "../lib/db";
import { SERVICE_NODE_FLAGS } from "../lib/node-flags";
import { EXTRAS, inUs } from "../test/fixtures/profiles";
import { createAccountWithCandidate, type TestAccount } from "../test/api/helpers";
import { pssBytes, treeUsage, watchPeak } from "./processes";

const RESUME_URL = "http://files.example.test/resume.pdf";

export interface Batch {
  platform: string;
  poolSize: number;
  applications: number;
  /** Failed or unfinished applications (each spoils the figures; their reasons are printed). */
  failures: number;
  p50Seconds: number;
  p95Seconds: number;
  perMinute: number;
  cpuSecondsPerApplication: number;
  peakRssBytes: number;
  peakPssBytes: number;
  /** The worker with its Chromium, idle, before the batch and two seconds after it (each after a full collection). */
  beforePssBytes: number;
  afterPssBytes: number;
  afterRssBytes: number;
}

export interface BareReference {
  platform: string;
  parallel: number;
  /**
   * Latency as the service's is counted from the POST: from the batch's start to each application's
   * end, so an application that waited for one of the `parallel` places counts its wait too.
   */
  p50Seconds: number;
  p95Seconds: number;
  /** Each application's own time, from its page to its confirmation (no wait). */
  applicationP50Seconds: number;
  perMinute: number;
  cpuSecondsPerApplication: number;
  peakRssBytes: number;
  peakPssBytes: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
};

let serial = 0;
const unique = () => `${(Date.now() % 1e6).toString().padStart(6, "0")}${serial++}`;

/** Posting URLs of open, plain simulator postings (job ids ending 4012; test/simulators/README.md). */
export const postingUrl: Record<string, () => string> = {
  greenhouse: () => `http://job-boards.greenhouse.io/acme/jobs/${unique()}4012`,
  lever: () => `http://jobs.lever.co/acme/00000000-0000-4000-8000-${unique().padStart(8, "0").slice(-8)}4012`,
  workday: () => `http://acme.wd5.myworkdayjobs.com/External/job/Remote/Engineer_R-${unique()}4012`,
};

export interface WorkerProcess {
  pid: number;
  /** Sets the browser pool size for the next applications (BROWSER_POOL_SIZE, by message). */
  resize(poolSize: number): Promise<void>;
  /**
   * A full garbage collection in the worker, so that idle memory is what it holds, not what V8 has yet
   * to collect; resolves to the bytes its JavaScript heap still holds.
   */
  collectGarbage(): Promise<number>;
  /** A full collection, then a heap snapshot of the worker written to `file` (open it in Chrome's DevTools, Memory). */
  writeHeapSnapshot(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** A worker process with BROWSER_POOL_SIZE = poolSize, ready to take tasks. */
export async function startWorkerProcess(env: NodeJS.ProcessEnv, taskQueue: string, poolSize: number): Promise<WorkerProcess> {
  const child = fork(path.join(projectRoot, "dist/bench-worker.mjs"), [], {
    execArgv: [...SERVICE_NODE_FLAGS, "--expose-gc"],
    env: { ...env, BENCH_TASK_QUEUE: taskQueue, BROWSER_POOL_SIZE: String(poolSize) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  const ask = (message: object) =>
    new Promise<{ heapUsedBytes: number }>((resolve) => {
      child.once("message", resolve);
      child.send(message);
    });
  return {
    pid: child.pid!,
    resize: async (poolSize) => void (await ask({ poolSize })),
    collectGarbage: async () => (await ask({ gc: true })).heapUsedBytes,
    writeHeapSnapshot: async (file) => void (await ask({ gc: true, heapSnapshot: file })),
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Accounts for a batch: one candidate for all (Workday: one each, so each creates its own ATS account). */
async function candidates(baseUrl: string, platform: string, count: number): Promise<TestAccount[]> {
  // A candidate in San Francisco, as the bare script's: the simulated postings ask about the US.
  const profile = inUs(EXTRAS);
  const options = { creditUsd: 1000, profile, resumeUrl: RESUME_URL };
  if (platform !== "workday") return Array(count).fill(await createAccountWithCandidate(baseUrl, options));
  return Promise.all(
    Array.from({ length: count }, () =>
      createAccountWithCandidate(baseUrl, { ...options, accountSystemPassword: `Wd-${randomBytes(6).toString("hex")}-9` }),
    ),
  );
}

/** Posts `count` applications at once and waits until every one is submitted or failed. */
export async function runBatch(opts: {
  baseUrl: string;
  worker: WorkerProcess;
  platform: string;
  poolSize: number;
  count: number;
  timeoutMs?: number;
}): Promise<Batch> {
  const accounts = await candidates(opts.baseUrl, opts.platform, opts.count);
  await opts.worker.collectGarbage();
  const before = treeUsage(opts.worker.pid);
  const peak = watchPeak(opts.worker.pid);
  const ids = await Promise.all(
    accounts.map(async (account) => {
      const created = await account.api("POST", "/applications", { profile_id: account.profileId, url: postingUrl[opts.platform]!() });
      if (created.status !== 202) throw new Error(`POST /applications -> ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.id as string;
    }),
  );
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  let rows: Array<{ id: string; status: string; createdAt: Date; updatedAt: Date; failureMessage: string | null }>;
  for (;;) {
    rows = await db().application.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, createdAt: true, updatedAt: true, failureMessage: true },
    });
    if (rows.every((r) => r.status === "submitted" || r.status === "failed") || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { peakRssBytes, peakPssBytes } = peak.stop();
  const cpuSeconds = treeUsage(opts.worker.pid).cpuSeconds - before.cpuSeconds;
  await new Promise((resolve) => setTimeout(resolve, 2000)); // pages closed
  await opts.worker.collectGarbage();
  const after = treeUsage(opts.worker.pid);

  const done = rows.filter((r) => r.status === "submitted");
  for (const r of rows.filter((r) => r.status !== "submitted"))
    console.error(`  ${opts.platform} ${r.id}: ${r.status} ${r.failureMessage ?? ""}`);
  // Timestamps from the database: created_at at the POST, updated_at when the final status was written.
  const seconds = done.map((r) => (r.updatedAt.getTime() - r.createdAt.getTime()) / 1000);
  const first = Math.min(...rows.map((r) => r.createdAt.getTime()));
  const last = Math.max(...done.map((r) => r.updatedAt.getTime()));
  return {
    platform: opts.platform,
    poolSize: opts.poolSize,
    applications: ids.length,
    failures: ids.length - done.length,
    p50Seconds: percentile(seconds, 0.5),
    p95Seconds: percentile(seconds, 0.95),
    perMinute: done.length / ((last - first) / 60_000),
    cpuSecondsPerApplication: cpuSeconds / ids.length,
    peakRssBytes,
    peakPssBytes,
    beforePssBytes: before.pssBytes,
    afterPssBytes: after.pssBytes,
    afterRssBytes: after.rssBytes,
  };
}

export interface LeakRun {
  applications: number;
  poolSize: number;
  batch: number;
  failures: number;
  /** Worker + Chromium PSS, idle: before the first batch, then two seconds after each batch. */
  idlePssBytes: number[];
  /** The worker's own process (Node) in the same readings; the rest is Chromium's. */
  workerPssBytes: number[];
  /** The worker's JavaScript heap after each collection: what its objects hold, without V8's and the allocator's slack. */
  heapUsedBytes: number[];
  seconds: number;
}

/**
 * `total` Greenhouse applications, `batch` at a time, through one worker (docs/performance.md: memory
 * back to its idle level after 200 applications). Idle memory that keeps climbing from batch to batch is a leak.
 * With `snapshotDir`, the worker's heap is written there after the first batch and after the last
 * (worker-first.heapsnapshot, worker-last.heapsnapshot): DevTools' Comparison view of the two lists
 * what the batches in between left behind, and each object's retainers say what holds it. Writing one
 * leaves the worker's process some 220 MB larger (seen: PSS 396 → 616 MiB, the heap in use unchanged),
 * so the idle PSS of such a run is no leak reading; the heap's is.
 */
export async function runLeak(opts: {
  baseUrl: string;
  worker: WorkerProcess;
  poolSize: number;
  total: number;
  batch: number;
  snapshotDir?: string;
}): Promise<LeakRun> {
  const started = Date.now();
  const run: LeakRun = {
    applications: 0,
    poolSize: opts.poolSize,
    batch: opts.batch,
    failures: 0,
    idlePssBytes: [],
    workerPssBytes: [],
    heapUsedBytes: [],
    seconds: 0,
  };
  const read = async () => {
    run.heapUsedBytes.push(await opts.worker.collectGarbage());
    run.idlePssBytes.push(treeUsage(opts.worker.pid).pssBytes);
    run.workerPssBytes.push(pssBytes(opts.worker.pid));
  };
  await read();
  while (run.applications < opts.total) {
    const count = Math.min(opts.batch, opts.total - run.applications);
    const b = await runBatch({ baseUrl: opts.baseUrl, worker: opts.worker, platform: "greenhouse", poolSize: opts.poolSize, count });
    await read();
    run.applications += count;
    run.failures += b.failures;
    const last = run.applications >= opts.total;
    if (opts.snapshotDir && (run.applications === count || last)) {
      await opts.worker.writeHeapSnapshot(path.join(opts.snapshotDir, `worker-${last ? "last" : "first"}.heapsnapshot`));
    }
  }
  run.seconds = (Date.now() - started) / 1000;
  return run;
}

/** The bare script, `count` applications `parallel` at a time, in a child process. */
export async function runBare(
  env: NodeJS.ProcessEnv,
  platform: string,
  parallel: number,
  count: number,
  chromiumArgs: string[],
  timeoutMs = 120_000,
): Promise<BareReference> {
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "dist/bench-bare-puppeteer.mjs"), platform, String(parallel), String(count)],
    {
      env: { ...env, BENCH_CHROMIUM_ARGS: JSON.stringify(chromiumArgs) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  // Past its share of the bench's time budget the reference is given up (its figures read n/a).
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  if (code !== 0) {
    // The run goes on without this reference (its figures read n/a); the cause is on stderr above.
    console.error(`  bare-puppeteer ${platform} exited with ${code}`);
    return {
      platform,
      parallel,
      p50Seconds: NaN,
      p95Seconds: NaN,
      applicationP50Seconds: NaN,
      perMinute: NaN,
      cpuSecondsPerApplication: NaN,
      peakRssBytes: NaN,
      peakPssBytes: NaN,
    };
  }
  const r = JSON.parse(out.trim().split("\n").pop()!);
  return {
    platform,
    parallel,
    p50Seconds: percentile(r.finished, 0.5),
    p95Seconds: percentile(r.finished, 0.95),
    applicationP50Seconds: percentile(r.seconds, 0.5),
    perMinute: r.seconds.length / (r.elapsed / 60),
    cpuSecondsPerApplication: r.cpuSeconds / r.seconds.length,
    peakRssBytes: r.peakRssBytes,
    peakPssBytes: r.peakPssBytes,
  };
}
