// The gateway under load (autocannon, in a worker thread so it does not share the gateway's event
// loop), next to its physical limit: the same workflow.start calls behind a bare node:http handler,
// driven the same way. The difference between the two is everything the gateway adds.
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import type { Client } from "@temporalio/client";
import { APPLICATION_WORKFLOW } from "../lib/workflow-contract";
import type { TestAccount } from "../test/api/helpers";
import { findDescendant, mainThreadCpuSeconds, treeUsage } from "./processes";

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
}

export interface GatewayFigures {
  concurrency: number;
  rawStart: Load;
  /** The same at half its rate: its p99 is the reference for POST's at that rate. */
  rawStartAtHalf: Load;
  /** The same behind bare node:http, after the application's insert statement (the gateway's floor). */
  rawStartWithInsert: Load;
  post: Load;
  postAtHalfRaw: Load & { targetRate: number };
  reads: Record<"get" | "list" | "usage", Load>;
}

const temporalPid = findDescendant(process.pid, "temporal");
const temporalCpuSeconds = () => (temporalPid ? treeUsage(temporalPid).cpuSeconds : NaN);

async function load(options: autocannon.Options): Promise<Load> {
  const cpuBefore = mainThreadCpuSeconds();
  const temporalBefore = temporalCpuSeconds();
  const result = await autocannon({ workers: 1, duration: 5, ...options });
  const cpuSeconds = mainThreadCpuSeconds() - cpuBefore;
  return {
    cpuMsPerRequest: (cpuSeconds * 1000) / result.requests.total,
    temporalCpuMsPerRequest: ((temporalCpuSeconds() - temporalBefore) * 1000) / result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * workflow.start and nothing else, behind the thinnest HTTP server Node has. With `insert`, each start
 * follows the statement POST /v1/applications makes first (the application inserted with its credit
 * hold, lib/ledger.ts) and is recorded as started, as the gateway does: the floor for the gateway,
 * which adds routing, authentication, rate limiting, validation and logging around the same calls.
 */
async function rawStartServer(temporal: Client, taskQueue: string, account: TestAccount, insert: boolean) {
  const { applicationWorkflowStart, startApplicationWorkflow } = await import("../api/workflow-start");
  const { insertApplicationWithHold } = await import("../lib/ledger");
  const { detectPosting } = await import("../api/catalog-view");
  const { newId } = await import("../lib/ids");
  let n = 0;
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

/** Load on a raw server: one second of warm-up, the measured run, and with `atHalf` one at half its rate. */
async function rawLoad(opts: { temporal: Client; taskQueue: string; account: TestAccount; concurrency: number; seconds: number }, insert: boolean, atHalf = false) {
  const raw = await rawStartServer(opts.temporal, opts.taskQueue, opts.account, insert);
  const options = { url: raw.url, method: "POST" as const, body: "{}", connections: opts.concurrency, duration: opts.seconds };
  try {
    await load({ ...options, duration: 1 });
    const full = await load(options);
    return { full, half: atHalf ? await load({ ...options, overallRate: halfOf(full) }) : undefined };
  } finally {
    await raw.close();
  }
}

export async function benchGateway(opts: {
  temporal: Client;
  taskQueue: string;
  baseUrl: string;
  account: TestAccount;
  concurrency: number;
  seconds: number;
}): Promise<GatewayFigures> {
  const { concurrency, seconds: duration, account } = opts;
  const headers = { authorization: `Bearer ${account.apiKey}`, "content-type": "application/json" };
  // A different posting each time ([<id>] is autocannon's unique id), so no request is a 409 duplicate.
  const postBody = JSON.stringify({ profile_id: account.profileId, url: "https://boards.greenhouse.io/acme/jobs/[<id>]" });
  const post = (extra: autocannon.Options | object = {}) =>
    load({ url: `${opts.baseUrl}/v1/applications`, method: "POST", headers, body: postBody, idReplacement: true, connections: concurrency, duration, ...extra });

  const { full: rawStart, half: rawStartAtHalf } = await rawLoad(opts, false, true);
  const { full: rawStartWithInsert } = await rawLoad(opts, true);
  await post({ duration: 1 }); // warm-up: JIT, connection pools
  const postFigures = await post();
  const targetRate = halfOf(rawStart);
  const postAtHalfRaw = { ...(await post({ overallRate: targetRate })), targetRate };

  const { body: listed } = await account.api("GET", "/applications?limit=1");
  const get = (path: string) => load({ url: `${opts.baseUrl}/v1${path}`, headers, connections: concurrency, duration });
  const reads = {
    get: await get(`/applications/${listed.data[0].id}`),
    list: await get("/applications"),
    usage: await get("/usage"),
  };
  return { concurrency, rawStart, rawStartAtHalf: rawStartAtHalf!, rawStartWithInsert, post: postFigures, postAtHalfRaw, reads };
}
