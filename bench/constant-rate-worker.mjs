// The worker thread of bench/constant-rate.ts (plain JavaScript: a worker thread does not inherit
// tsx's loader): runs loadtest at a constant rate and posts its figures back.
import { randomUUID } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { loadTest } from "loadtest";

const options = workerData;
const result = await loadTest({
  url: options.url,
  method: options.method,
  headers: options.headers,
  body: options.body,
  contentType: options.headers?.["content-type"],
  requestsPerSecond: options.rate,
  maxSeconds: options.seconds,
  agentKeepAlive: true,
  indexParam: /\[<id>\]/g,
  indexParamCallback: randomUUID,
  quiet: true,
});
parentPort.postMessage({
  requests: result.totalRequests,
  seconds: result.elapsedSeconds,
  p50Ms: Number(result.percentiles[50]),
  p99Ms: Number(result.percentiles[99]),
  failures: result.totalErrors,
});
