// The Temporal server dies (SIGKILL) in the middle of applications and comes back on the same state
// file. Workers and clients reconnect by themselves; every application still ends, settled once.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client, Connection } from "@temporalio/client";
import { NativeConnection } from "@temporalio/worker";
import { afterAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { config } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";
import { temporalDataConverter } from "../../lib/payload-codec";
import { devServerDynamicConfigArgs, devServerSearchAttributeArgs, devServerStoreArgs } from "../../lib/dev-server";
import { APPLICATION_WORKFLOW, applicationWorkflowId } from "../../lib/workflow-contract";
import { temporalCliPath } from "../support/temporal-cli";
import { eventually } from "../helpers";
import { ledger, seedApplication, stubAts, testQueue } from "../workflows/fixtures";
import { freePort } from "./processes";

let server: ChildProcess | undefined;
let worker: RunningWorker | undefined;
let dir: string;

function startServer(port: number): ChildProcess {
  return spawn(
    temporalCliPath(),
    [
      "server",
      "start-dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--headless",
      ...devServerStoreArgs(path.join(dir, "temporal.sqlite")),
      "--log-level",
      "error",
      ...devServerSearchAttributeArgs,
      ...devServerDynamicConfigArgs,
    ],
    { stdio: "ignore" },
  );
}

async function reachable(address: string): Promise<void> {
  await eventually(async () => {
    const connection = await Connection.connect({ address, connectTimeout: 1000 }).catch(() => null);
    if (!connection) return false;
    const ok = await connection.workflowService.getSystemInfo({}).then(
      () => true,
      () => false,
    );
    await connection.close();
    return ok;
  }, 60_000);
}

afterAll(async () => {
  await worker?.shutdown().catch(() => undefined);
  server?.kill("SIGKILL");
  await disconnectDb();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("Temporal server killed and restarted mid-application", () => {
  it("every application still ends, settled once", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "temporal-restart-"));
    const port = await freePort();
    const address = `127.0.0.1:${port}`;
    server = startServer(port);
    await reachable(address);

    const stub = stubAts();
    const queue = testQueue();
    worker = await startWorker({ connection: await NativeConnection.connect({ address }), taskQueue: queue, ats: stub.layer });
    const client = new Client({
      connection: await Connection.connect({ address }),
      dataConverter: temporalDataConverter(config.encryptionKey),
    });
    const seeded = await Promise.all([1, 2, 3].map(() => seedApplication()));
    let inFlight = 0;
    for (const s of seeded) {
      // Each site takes a few seconds, so the server dies while forms are being filled.
      stub.script(s.applicationId, {
        submit: async (_req, guard) => {
          inFlight++;
          await new Promise((r) => setTimeout(r, 3_000));
          await guard.claimFinalClick();
          return { kind: "submitted", confirmation: "ok" };
        },
      });
      await client.workflow.start(APPLICATION_WORKFLOW, {
        taskQueue: queue,
        workflowId: applicationWorkflowId(s.applicationId),
        args: [s.input],
      });
    }
    await eventually(async () => inFlight > 0, 30_000);
    server.kill("SIGKILL");
    await new Promise((r) => server!.once("exit", r));
    await new Promise((r) => setTimeout(r, 2_000));
    server = startServer(port);
    await reachable(address);

    for (const s of seeded) {
      const app = await eventually(async () => {
        const row = await db().application.findUniqueOrThrow({ where: { id: s.applicationId } });
        return ["submitted", "failed"].includes(row.status) && row;
      }, 180_000);
      expect(await ledger(s.applicationId)).toEqual(app.status === "submitted" ? ["charge", "hold"] : ["hold", "release"]);
      expect(stub.calls(s.applicationId).submit.filter((c) => !c.alreadyClicked).length).toBeGreaterThanOrEqual(1);
    }
  }, 240_000);
});
