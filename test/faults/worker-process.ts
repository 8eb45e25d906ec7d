// A worker in a process of its own, for the crash tests (killed with SIGKILL mid-application).
// Reads TASK_QUEUE and WORKER_OPTIONS (JSON of StartWorkerOptions' settings and fence) from the environment.
import { startWorker } from "../../worker";

const options = JSON.parse(process.env.WORKER_OPTIONS ?? "{}");
const worker = await startWorker({ taskQueue: process.env.TASK_QUEUE, settings: options.settings, fence: options.fence });
process.stdout.write(`ready ${worker.browserQueue}\n`);
process.once("SIGTERM", () => {
  void worker.shutdown().finally(() => process.exit(0));
});
