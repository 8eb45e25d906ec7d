// A gateway in a process of its own, for the crash tests (killed with SIGKILL during a burst).
import { startGateway } from "../../api/server";

// Its reconciler picks up what the killed gateway accepted; 20 s old, so that other test files'
// applications, whose own gateways start them within seconds, are not taken onto this queue.
const gateway = await startGateway({
  port: 0,
  taskQueue: process.env.TASK_QUEUE,
  reconcileIntervalMs: 1_000,
  reconcileOlderThanMs: 20_000,
});
process.stdout.write(`ready ${gateway.port}\n`);
