// The gateway under load (autocannon, in a worker thread so it does not share the gateway's event
// loop), next to its physical limit: the same workflow.start calls behind a bare node:http handler,
// driven the same way. The difference between the two is everything the gateway adds.
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import type { Client } from "@temporalio/client";
import { APPLICATION_WORKFLOW } from "../lib/workflow-contract";
import type { TestAccount } from "../test/api/helpers";
import { constantRate, type RateResult } from "./constant-rate";
import { findDescendant, findPostmaster, mainThreadCpuSeconds, treeCpuSeconds } from "./processes";

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers: any of them spoils the figure. */
  failures: number;
  /**
   * CPU of the main thread (where the gateway, or the bare reference, runs) per request. Unlike the
   * rates, this hardly depends on what else the machine is doing.
   */
  cpuMsPerRequest: number;
  /** CPU of the Temporal server (the dev server, or a cluster's services) per request (its share of the cost of a workflow start). */
  temporalCpuMsPerRequest: number;
  /** CPU of PostgreSQL (all its processes) per request. */
  postgresCpuMsPerRequest: number;
}

export interface GatewayFigures {
  concurrency: number;
  /** The rate of every closed-loop run, round by round; each figure below is its median run. */
  rounds: Record<"rawStart" | "rawStartWithInsert" | "post", number[]>;
  /** The p99 of every run at half the limit, round by round; the figures at half are the median runs. */
  p99AtHalf: Record<"rawStart" | "post", number[]>;
  rawStart: Load;
  /** The same at half its median rate, at a constant rate (median p99 of the rounds): the reference for POST's. */
  rawStartAtHalf: Load;
  /** The same behind bare node:http, after the application's insert statement (the gateway's floor). */
  rawStartWithInsert: Load;
  post: Load;
  postAtHalfRaw: Load & { targetRate: number };
  /**
   * Each read, closed loop: the run with the median rate, with the median p99 of the rounds (a
   * 5-second p99 at these rates is some 100 requests, a single stall of the machine shows in it).
   */
  reads: Record<Read, Load>;
  /** Every read run's rate and p99, round by round. */
  readRounds: Record<Read, { rates: number[]; p99s: number[] }>;
}

const READS = ["get", "list", "usage"] as const;
type Read = (typeof READS)[number];

const devServerPid = findDescendant(process.pid, "temporal");
const postmasterPid = findPostmaster();
/** CPU seconds of the Temporal server's processes: the dev server's by default, a cluster's services when given. */
const temporalCpuSeconds = (roots = devServerPid ? [devServerPid] : []) =>
  roots.length ? roots.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0) : NaN;
const postgresCpuSeconds = () => (postmasterPid ? treeCpuSeconds(postmasterPid) : NaN);

/** Measures one load run: its figures, and the CPU it cost the main thread, the Temporal server and PostgreSQL. */
async function measure(run: () => Promise<RateResult>, temporalRoots?: number[]): Promise<Load> {
  const cpuBefore = mainThreadCpuSeconds();
  const temporalBefore = temporalCpuSeconds(temporalRoots);
  const postgresBefore = postgresCpuSeconds();
  const result = await run();
  const cpuSeconds = mainThreadCpuSeconds() - cpuBefore;
  return {
    cpuMsPerRequest: (cpuSeconds * 1000) / result.requests,
    temporalCpuMsPerRequest: ((temporalCpuSeconds(temporalRoots) - temporalBefore) * 1000) / result.requests,
    postgresCpuMsPerRequest: ((postgresCpuSeconds() - postgresBefore) * 1000) / result.requests,
    requestsPerSecond: result.requests / result.seconds,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    failures: result.failures,
  };
}

/** A closed loop: `connections` clients, each sending its next request when the last is answered. */
const load = (options: autocannon.Options, temporalRoots?: number[]) =>
  measure(async () => {
    const result = await autocannon({ workers: 1, duration: 5, ...options });
    return {
      requests: result.requests.total,
      seconds: result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  }, temporalRoots);

/** Numbers the raw servers' requests: their postings stay unique across servers. */
let n = 0;

/**
 * workflow.start and nothing else, behind the thinnest HTTP server Node has. With `insert`, the
 * statement POST /v1/applications makes (the application inserted with its credit hold, lib/ledger.ts)
 * and then, as the gateway does, the answer once the start is begun (api/workflow-start.ts
 * WorkflowStarts): the floor for the gateway, which adds routing, authentication, rate limiting,
 * validation and logging around the same calls.
 */
async function rawStartServer(temporal: Client, taskQueue: string, account: TestAccount, insert: boolean) {
  const { applicationWorkflowStart, WorkflowStarts } = await import("../api/workflow-start");
  const { insertApplicationWithHold } = await import("../lib/ledger");
  const { detectPosting } = await import("../api/catalog-view");
  const { newId } = await import("../lib/ids");
  const starts = new WorkflowStarts(temporal, taskQueue);
  const start = async () => {
    // Ids as the gateway makes them: their shape decides where they land in Temporal's store (lib/ids.ts).
    const app = { id: newId("app"), accountId: account.accountId, ats: "greenhouse", reviewBeforeSubmit: false };
    if (!insert) return temporal.workflow.start(APPLICATION_WORKFLOW, applicationWorkflowStart(taskQueue, app)).then(() => app.id);
    const url = `https://boards.greenhouse.io/acme/jobs/raw${process.pid}x${n}`;
    const posting = detectPosting(url);
    const inserted = await insertApplicationWithHold({
      ...app,
      profileId: account.profileId,
      newProfile: null,
      url,
      normalizedUrl: posting.normalizedUrl,
      dedupeKey: posting.dedupeKey,
      priceCents: posting.priceCents,
    });
    if (typeof inserted === "string") throw new Error(inserted);
    await starts.begin(app);
    return app.id;
  };
  const server = http.createServer((req, res) => {
    req.resume().on("end", () => {
      n++;
      start()
        .then((id) => res.writeHead(202, { "content-type": "application/json" }).end(`{"id":"${id}"}`))
        .catch((err: Error) => res.writeHead(500).end(err.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => new Promise<void>((r) => server.close(() => r())).then(() => starts.drain());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

/** Half a measured rate: the rate at which p99 is compared (docs/performance.md, "Targets"). */
const halfOf = (l: Load) => Math.max(1, Math.round(l.requestsPerSecond / 2));

/** A server under test: a raw one or a gateway, listening on `url`. */
export interface Server {
  url: string;
  close: () => Promise<void>;
}

export interface GatewayBenchOptions {
  temporal: Client;
  account: TestAccount;
  concurrency: number;
  seconds: number;
  /** Starts a gateway whose applications' workflows go to `taskQueue`. */
  startGateway: (taskQueue: string) => Promise<Server>;
  /** The Temporal server's processes, whose CPU is counted (default: the dev server this process started). */
  temporalRoots?: number[];
}

/**
 * Every run gets a server of its own on a task queue of its own. No worker polls these queues, and a
 * queue's backlog costs the dev server more with each task in it: 8 runs on one queue lost a quarter
 * of their rate (its CPU per start from 3.1 to 5.5 ms), 8 runs on fresh queues at most 6% (3.1 to
 * 3.6 ms). A queue with workers, as in service, has no such backlog.
 */
let queues = 0;
const freshQueue = () => `bench-load-${++queues}`;

/** The bare workflow.start handler, the same after the insert statement, or the gateway. */
type Kind = "raw" | "floor" | "gateway";

/** What a run sends: empty POSTs to a raw server, applications (each a new posting) to the gateway. */
interface Target {
  url: string;
  headers?: Record<string, string>;
  /** `[<id>]` in it is replaced by a unique id in each request. */
  body: string;
}

function targetOf(url: string, opts: GatewayBenchOptions, kind: Kind): Target {
  if (kind !== "gateway") return { url, body: "{}" };
  return {
    url: `${url}/v1/applications`,
    headers: { authorization: `Bearer ${opts.account.apiKey}`, "content-type": "application/json" },
    // A different posting each time, so no request is a 409 duplicate.
    body: JSON.stringify({ profile_id: opts.account.profileId, url: "https://boards.greenhouse.io/acme/jobs/[<id>]" }),
  };
}

/** `connections` clients, each sending its next request when its last is answered. */
const closedLoop = (target: Target, opts: GatewayBenchOptions, seconds = opts.seconds) =>
  load({ ...target, method: "POST", idReplacement: true, connections: opts.concurrency, duration: seconds }, opts.temporalRoots);

/** Runs `run` against a fresh server of `kind` (after one second of warm-up on it), then closes it. */
async function onServer<T>(opts: GatewayBenchOptions, kind: Kind, run: (target: Target, url: string) => Promise<T>): Promise<T> {
  const taskQueue = freshQueue();
  const server =
    kind === "gateway"
      ? await opts.startGateway(taskQueue)
      : await rawStartServer(opts.temporal, taskQueue, opts.account, kind === "floor");
  try {
    const target = targetOf(server.url, opts, kind);
    await closedLoop(target, opts, 1);
    return await run(target, server.url);
  } finally {
    await server.close();
  }
}

/**
 * The closed-loop rates are measured in interleaved rounds (raw start, floor, POST, rotated; three
 * times) and each figure is the run with the median rate: single 5-second runs of the same code on this
 * 2-core machine differed by up to a third, so a reference measured once, before the gateway, would
 * decide the ratio by chance.
 */
const ROUNDS = 3;
const median = (runs: Load[], by: (l: Load) => number = (l) => l.requestsPerSecond): Load =>
  [...runs].sort((a, b) => by(a) - by(b))[runs.length >> 1]!;
const medianP99 = (runs: Load[]) => median(runs, (l) => l.p99Ms);

export async function benchGateway(opts: GatewayBenchOptions): Promise<GatewayFigures> {
  const { concurrency, seconds } = opts;
  const closedLoopOn = (kind: Kind) => onServer(opts, kind, (target) => closedLoop(target, opts));
  const constantOn = (kind: Kind, rate: number) =>
    onServer(opts, kind, (target) => measure(() => constantRate({ ...target, method: "POST", rate, seconds }), opts.temporalRoots));

  const runs = { rawStart: [] as Load[], rawStartWithInsert: [] as Load[], post: [] as Load[] };
  const order = [
    ["rawStart", "raw"],
    ["rawStartWithInsert", "floor"],
    ["post", "gateway"],
  ] as const;
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with the next kind, so none is always measured last, on the fullest store.
    for (let i = 0; i < order.length; i++) {
      const [figure, kind] = order[(round + i) % order.length]!;
      runs[figure].push(await closedLoopOn(kind));
    }
  }
  const rawStart = median(runs.rawStart);
  // Latency at half the limit, at a constant rate: the bare handler's, then POST's, in interleaved
  // rounds too. A p99 of 5 seconds at this rate is its 10th-worst request, so one stall of the machine
  // decides it: single runs of the same code read 41 and 107 ms in a row.
  const targetRate = halfOf(rawStart);
  const atHalf = { rawStart: [] as Load[], post: [] as Load[] };
  for (let round = 0; round < ROUNDS; round++) {
    atHalf.rawStart.push(await constantOn("raw", targetRate));
    atHalf.post.push(await constantOn("gateway", targetRate));
  }

  // Reads in rounds too (they add no data, so one server serves them all).
  const readRuns = await onServer(opts, "gateway", async (target, url) => {
    const { body: listed } = await opts.account.api("GET", "/applications?limit=1");
    const paths: Record<Read, string> = { get: `/applications/${listed.data[0].id}`, list: "/applications", usage: "/usage" };
    const runs: Record<Read, Load[]> = { get: [], list: [], usage: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const read of READS)
        runs[read].push(
          await load(
            { url: `${url}/v1${paths[read]}`, headers: target.headers, connections: concurrency, duration: seconds },
            opts.temporalRoots,
          ),
        );
    }
    return runs;
  });
  const byRead = <T>(f: (runs: Load[]) => T) => Object.fromEntries(READS.map((read) => [read, f(readRuns[read])])) as Record<Read, T>;
  return {
    concurrency,
    rounds: Object.fromEntries(
      Object.entries(runs).map(([k, v]) => [k, v.map((l) => Math.round(l.requestsPerSecond))]),
    ) as GatewayFigures["rounds"],
    p99AtHalf: { rawStart: atHalf.rawStart.map((l) => l.p99Ms), post: atHalf.post.map((l) => l.p99Ms) },
    rawStart,
    rawStartAtHalf: medianP99(atHalf.rawStart),
    rawStartWithInsert: median(runs.rawStartWithInsert),
    post: median(runs.post),
    postAtHalfRaw: { ...medianP99(atHalf.post), targetRate },
    reads: byRead((runs) => ({ ...median(runs), p99Ms: medianP99(runs).p99Ms })),
    readRounds: byRead((runs) => ({ rates: runs.map((l) => Math.round(l.requestsPerSecond)), p99s: runs.map((l) => l.p99Ms) })),
  };
}
