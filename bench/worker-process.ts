// A worker in a process of its own, as `npm start` runs one, so that its memory and CPU (and its
// Chromium's) can be read apart from the gateway and the load generator. Started by bench/end-to-end.ts
// with the environment of the run; stops on SIGTERM or when the bench goes away (its IPC channel
// closes), within a few seconds even with applications in flight. The bench changes the browser pool
// size between batches by message ({ poolSize }): the pool reads it at each lease, so one worker (one
// workflow bundle, one Chromium) serves every pool size, to collect its garbage ({ gc: true }) before
// its idle memory is read, and to write a heap snapshot ({ heapSnapshot: file }) for the leak check.
import { writeHeapSnapshot } from "node:v8";
import { configureAts } from "../ats-adapters/settings";
import { startWorker } from "../worker";

const worker = await startWorker({ taskQueue: process.env.BENCH_TASK_QUEUE });
const stop = () => {
  setTimeout(() => process.exit(1), 5_000).unref();
  void worker.shutdown().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("disconnect", stop);
process.on("message", (m: { poolSize?: number; gc?: boolean; heapSnapshot?: string }) => {
  // The ATS layer's own settings: the worker handed it the pool size once, at start (worker/index.ts).
  if (m.poolSize) configureAts({ browserPoolSize: m.poolSize });
  // A full collection before idle memory is read (started with --expose-gc): what is left is held.
  if (m.gc) globalThis.gc?.();
  if (m.heapSnapshot) writeHeapSnapshot(m.heapSnapshot);
  process.send?.({ ...m, heapUsedBytes: process.memoryUsage().heapUsed });
});
process.send?.("ready");
