// A worker in a process of its own, for the crash test (killed with SIGKILL mid-application).
// Reads TASK_QUEUE and WORKER_SETTINGS (JSON of StartWorkerOptions["settings"]) from the environment.
import { startWorker } from "../../activities/worker";

const worker = await startWorker({ taskQueue: process.env.TASK_QUEUE, settings: JSON.parse(process.env.WORKER_SETTINGS ?? "{}") });
process.stdout.write(`ready ${worker.browserQueue}\n`);
process.once("SIGTERM", () => {
  void worker.shutdown().finally(() => process.exit(0));
});
