// `npm start`: the whole service in the foreground until Ctrl-C, then everything it started stops.
// Embedded default: a Temporal dev server (SQLite under .data/, Web UI on 8233). With TEMPORAL_ADDRESS
// set, no dev server is started and that cluster is used. SERVICE_ROLES picks the parts this process runs
// (gateway, worker, smtp; all by default): `npm run cluster` starts each gateway and worker through here.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { config, projectRoot } from "../lib/config";
import { logger } from "../lib/logger";
import { devServerDynamicConfigArgs, devServerSearchAttributeArgs, devServerStoreArgs } from "../lib/dev-server";
import { startGateway } from "../api/server";
import { startWorker } from "../worker";
import { startSmtpReceiver } from "../mail/smtp-receiver";
import { codecEndpoint } from "../api/codec";

const log = logger.child({ component: "start" });
const stops: Array<() => Promise<unknown>> = [];

// Everything the service writes (the dev server's SQLite history, uploads, keys) is for its owner only.
process.umask(0o077);

function startDevServer(): ChildProcess {
  const [host, port] = config.temporalAddress.split(":");
  const uiPort = String(config.temporalUiPort);
  // setpriv --pdeathsig: the kernel stops the dev server if this process dies, even by SIGKILL.
  const child = spawn(
    "setpriv",
    [
      "--pdeathsig",
      "SIGTERM",
      "--",
      path.join(projectRoot, ".tools/bin/temporal"),
      "server",
      "start-dev",
      "--ip",
      host,
      "--port",
      port,
      "--ui-port",
      uiPort,
      ...devServerStoreArgs(path.join(config.dataDir, "temporal.sqlite")),
      "--namespace",
      config.temporalNamespace,
      "--log-level",
      "error",
      // The Web UI decodes payloads through the gateway's codec endpoint (api/codec.ts).
      "--ui-codec-endpoint",
      codecEndpoint(`http://127.0.0.1:${config.port}`),
      ...devServerSearchAttributeArgs,
      ...devServerDynamicConfigArgs,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  child.on("exit", (code, signal) => {
    if (!shuttingDown) {
      log.error({ code, signal }, "Temporal dev server exited; stopping");
      void shutdown(1);
    }
  });
  log.info({ address: config.temporalAddress, webUi: `http://${host}:${uiPort}` }, "Temporal dev server starting");
  return child;
}

async function waitForTemporal(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const connection = await Connection.connect({ ...config.temporalConnection, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Temporal at ${config.temporalAddress} did not answer: ${(error as Error).message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

let shuttingDown = false;
async function shutdown(code = 0): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("stopping");
  for (const stop of stops.reverse()) {
    await stop().catch((error) => log.error({ err: error }, "error while stopping"));
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0));
// npm runs this process directly (package.json: exec node); if npm is killed outright, this process
// is re-parented: stop then too, so nothing `npm start` started outlives it.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(1);
}, 1000).unref();

try {
  if (!config.temporalAddressGiven) {
    const devServer = startDevServer();
    stops.push(async () => {
      devServer.kill("SIGTERM");
      await new Promise((resolve) => (devServer.exitCode !== null ? resolve(null) : devServer.once("exit", resolve)));
    });
  }
  await waitForTemporal();
  const roles = config.serviceRoles;
  const ready: Record<string, unknown> = { roles: [...roles] };
  if (roles.has("smtp")) {
    const smtp = await startSmtpReceiver();
    stops.push(() => smtp.close());
    ready.smtpPort = smtp.port;
  }
  if (roles.has("worker")) {
    const worker = await startWorker();
    stops.push(() => worker.shutdown());
  }
  if (roles.has("gateway")) {
    const gateway = await startGateway();
    stops.push(() => gateway.close());
    Object.assign(ready, { api: `http://127.0.0.1:${gateway.port}/v1`, docs: `http://127.0.0.1:${gateway.port}/docs` });
  }
  log.info(ready, "service ready (Ctrl-C stops everything)");
} catch (error) {
  log.error({ err: error }, "start failed");
  await shutdown(1);
}
