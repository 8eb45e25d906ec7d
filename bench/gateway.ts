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
import { findDescendant, findPostmaster, mainThreadCpuSeconds, treeUsage } from "./processes";

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
  /** CPU of the Temporal dev server per request (its share of the cost of a workflow start). */
  temporalCpuMsPerRequest: number;
  /** CPU of PostgreSQL (all its processes) per request. */
  postgresCpuMsPerRequest: number;
}

export interface GatewayFigures {
  concurrency: number;
  /** The rate of every closed-loop run, round by round; each figure below is its median run. */
  rounds: Record<"rawStart" | "rawStartWithInsert" | "post", number[]>;
  rawStart: Load;
  /** The same at half its median rate, at a constant rate: its p99 is the reference for POST's at that rate. */
  rawStartAtHalf: Load;
  /** The same behind bare node:http, after the application's insert statement (the gateway's floor). */
  rawStartWithInsert: Load;
  post: Load;
  postAtHalfRaw: Load & { targetRate: number };
  reads: Record<"get" | "list" | "usage", Load>;
}

const temporalPid = findDescendant(process.pid, "temporal");
const postmasterPid = findPostmaster();
const temporalCpuSeconds = () => (temporalPid ? treeUsage(temporalPid).cpuSeconds : NaN);
const postgresCpuSeconds = () => (postmasterPid ? treeUsage(postmasterPid).cpuSeconds : NaN);

/** Measures one load run: its figures, and the CPU it cost the main thread, the Temporal dev server and PostgreSQL. */
async function measure(run: () => Promise<RateResult>): Promise<Load> {
  const cpuBefore = mainThreadCpuSeconds();
  const temporalBefore = temporalCpuSeconds();
  const postgresBefore = postgresCpuSeconds();
  const result = await run();
  const cpuSeconds = mainThreadCpuSeconds() - cpuBefore;
  return {
    cpuMsPerRequest: (cpuSeconds * 1000) / result.requests,
    temporalCpuMsPerRequest: ((temporalCpuSeconds() - temporalBefore) * 1000) / result.requests,
    postgresCpuMsPerRequest: ((postgresCpuSeconds() - postgresBefore) * 1000) / result.requests,
    requestsPerSecond: result.requests / result.seconds,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    failures: result.failures,
  };
}

/** A closed loop: `connections` clients, each sending its next request when the last is answered. */
const load = (options: autocannon.Options) =>
  measure(async () => {
    const result = await autocannon({ workers: 1, duration: 5, ...options });
    return {
      requests: result.requests.total,
      seconds: result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    };
  });

/** Numbers the raw servers' requests: workflow ids and postings stay unique across servers. */
let n = 0;

/**
 * workflow.start and nothing else, behind the thinnest HTTP server Node has. With `insert`, each start
 * follows the statement POST /v1/applications makes first (the application inserted with its credit
 * hold, lib/ledger.ts) and is recorded as started, as the gateway does: the floor for the gateway,
 * which adds routing, authentication, rate limiting, validation and logging around the same calls.
 */
async function rawStartServer(temporal: Client, taskQueue: string, account: TestAccount, insert: boolean) {
  const { applicationWorkflowStart, recordWorkflowStarted, startApplicationWorkflow } = await import("../api/workflow-start");
  const { insertApplicationWithHold } = await import("../lib/ledger");
  const { detectPosting } = await import("../api/catalog-view");
  const { newId } = await import("../lib/ids");
  const start = async () => {
    const app = { id: insert ? newId("app") : `app_raw${process.pid}x${n}`, accountId: account.accountId, ats: "greenhouse", reviewBeforeSubmit: false };
    if (!insert) return temporal.workflow.start(APPLICATION_WORKFLOW, applicationWorkflowStart(taskQueue, app)).then(() => app.id);
    const url = `https://boards.greenhouse.io/acme/jobs/raw${process.pid}x${n}`;
    const posting = detectPosting(url);
    const inserted = await insertApplicationWithHold({
      ...app, profileId: account.profileId, newProfile: null, url, normalizedUrl: posting.normalizedUrl, dedupeKey: posting.dedupeKey, priceCents: posting.priceCents,
    });
    if (typeof inserted === "string") throw new Error(inserted);
    await startApplicationWorkflow(temporal, taskQueue, app);
    recordWorkflowStarted(app.id).catch(() => undefined);
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
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Half a measured rate: the rate at which p99 is compared (issue 14). */
const halfOf = (l: Load) => Math.max(1, Math.round(l.requestsPerSecond / 2));

type RawOptions = { temporal: Client; taskQueue: string; account: TestAccount; concurrency: number; seconds: number };

/** A raw server's closed-loop load: empty POSTs from `concurrency` connections. */
const closedLoop = (url: string, opts: RawOptions, seconds = opts.seconds) =>
  load({ url, method: "POST", body: "{}", connections: opts.concurrency, duration: seconds });

/** Runs `run` against a raw server (after one second of warm-up), then closes it. */
async function onRawServer<T>(opts: RawOptions, insert: boolean, run: (url: string) => Promise<T>): Promise<T> {
  const raw = await rawStartServer(opts.temporal, opts.taskQueue, opts.account, insert);
  try {
    await closedLoop(raw.url, opts, 1);
    return await run(raw.url);
  } finally {
    await raw.close();
  }
}

/**
 * The closed-loop rates are measured in interleaved rounds (raw start, floor, POST; three times) and
 * each figure is the run with the median rate: single 5-second runs of the same code on this 2-core
 * machine differed by up to a third, and Temporal's dev server drifts as its store fills, so a
 * reference measured once, before the gateway, would decide the ratio by chance.
 */
const ROUNDS = 3;
const median = (runs: Load[]): Load => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[runs.length >> 1]!;

export async function benchGateway(opts: RawOptions & { baseUrl: string }): Promise<GatewayFigures> {
  const { concurrency, seconds: duration, account } = opts;
  const headers = { authorization: `Bearer ${account.apiKey}`, "content-type": "application/json" };
  // A different posting each time ([<id>] is a unique id), so no request is a 409 duplicate.
  const postBody = JSON.stringify({ profile_id: account.profileId, url: "https://boards.greenhouse.io/acme/jobs/[<id>]" });
  const postUrl = `${opts.baseUrl}/v1/applications`;
  const post = (seconds = duration) =>
    load({ url: postUrl, method: "POST", headers, body: postBody, idReplacement: true, connections: concurrency, duration: seconds });

  await post(1); // warm-up: JIT, connection pools
  const runs = { rawStart: [] as Load[], rawStartWithInsert: [] as Load[], post: [] as Load[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.rawStart.push(await onRawServer(opts, false, (url) => closedLoop(url, opts)));
    runs.rawStartWithInsert.push(await onRawServer(opts, true, (url) => closedLoop(url, opts)));
    runs.post.push(await post());
  }
  const rawStart = median(runs.rawStart);
  // Latency at half the limit, at a constant rate (bench/constant-rate.ts): the bare handler's, then POST's.
  const targetRate = halfOf(rawStart);
  const rawStartAtHalf = await onRawServer(opts, false, (url) => measure(() => constantRate({ url, method: "POST", body: "{}", rate: targetRate, seconds: duration })));
  const postAtHalfRaw = { ...(await measure(() => constantRate({ url: postUrl, method: "POST", headers, body: postBody, rate: targetRate, seconds: duration }))), targetRate };

  const { body: listed } = await account.api("GET", "/applications?limit=1");
  const get = (path: string) => load({ url: `${opts.baseUrl}/v1${path}`, headers, connections: concurrency, duration });
  const reads = {
    get: await get(`/applications/${listed.data[0].id}`),
    list: await get("/applications"),
    usage: await get("/usage"),
  };
  return {
    concurrency,
    rounds: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, v.map((l) => Math.round(l.requestsPerSecond))])) as GatewayFigures["rounds"],
    rawStart,
    rawStartAtHalf,
    rawStartWithInsert: median(runs.rawStartWithInsert),
    post: median(runs.post),
    postAtHalfRaw,
    reads,
  };
}
