// A gateway in a process of its own, for the crash tests (killed with SIGKILL during a burst).
import { startGateway } from "../../api/server";

const gateway = await startGateway({ port: 0, taskQueue: process.env.TASK_QUEUE, reconcileIntervalMs: 1_000 });
process.stdout.write(`ready ${gateway.port}\n`);
