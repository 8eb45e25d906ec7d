// Open-loop load at a constant rate, for the latency figures "at half the rate" (docs/performance.md):
// loadtest's requestsPerSecond sends one request every 1/rate seconds whether or not the earlier ones
// have been answered, opening connections as needed. autocannon's own rate option is not that: each of
// its connections sends its quota for the second back to back and then waits for the next second
// (node_modules/autocannon/lib/httpClient.js, `reqsMadeThisSecond`), so its "half rate" is bursts at
// full concurrency, with full-concurrency latencies. The generator runs in a worker thread, as
// autocannon's does, so it does not share the event loop of the server it measures.
import { Worker } from "node:worker_threads";

export interface ConstantRate {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  /** `[<id>]` in it is replaced by an id unique to each request (as autocannon's idReplacement does). */
  body?: string;
  rate: number;
  seconds: number;
}

export interface RateResult {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** Runs the load in a worker thread and resolves with its figures. */
export function constantRate(options: ConstantRate): Promise<RateResult> {
  const worker = new Worker(new URL("./constant-rate-worker.mjs", import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the load generator exited (${code}) without a result`)));
  });
}
