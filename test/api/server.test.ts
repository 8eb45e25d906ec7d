// startGateway as `npm start` runs it: boot-time reconcile, /healthz against real and absent Temporal.
import { Client, Connection } from "@temporalio/client";
import { afterAll, expect, it } from "vitest";
import { startGateway } from "../../api/server";
import { db, disconnectDb } from "../../lib/db";
import { newId } from "../../lib/ids";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { createAccountWithCandidate, startTestApi, untilWorkflowStarted } from "./helpers";
import { config } from "../../lib/config";
import { temporalDataConverter } from "../../lib/payload-codec";

afterAll(async () => {
  await disconnectDb();
});

it("starts stranded applications at boot and answers /healthz with 200", async () => {
  const helper = await startTestApi();
  try {
    const { accountId, candidateId, profileId } = await createAccountWithCandidate(helper.baseUrl);
    const id = newId("app");
    const url = "https://jobs.ashbyhq.com/acme/0a1b2c3d-0000-4000-8000-000000000001";
    await db().application.create({
      data: {
        id,
        accountId,
        candidateId,
        profileId,
        url,
        normalizedUrl: url,
        dedupeKey: url,
        ats: "ashby",
        status: "queued",
        priceCents: 150,
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    // Older than 50 s: this application (a minute old), not another file's that its own gateway is starting.
    const gateway = await startGateway({ port: 0, taskQueue: helper.taskQueue, reconcileOlderThanMs: 50_000 });
    try {
      const health = await fetch(`http://127.0.0.1:${gateway.port}/healthz`);
      expect(health.status).toBe(200);
      // The boot pass runs in the background; poll the database for its mark. Any gateway reconciles
      // any stranded application, and other test files' gateways share this database: the workflow
      // must be running, on whichever of their queues started it.
      await untilWorkflowStarted(id, 10_000);
      const described = await helper.temporal.workflow.getHandle(applicationWorkflowId(id)).describe();
      expect(described.status.name).toBe("RUNNING");
    } finally {
      await gateway.close();
    }
  } finally {
    await helper.close();
  }
});

it("answers /healthz with 503 while Temporal is unreachable", async () => {
  // No retry interceptor: its retries run on timers that outlive connection.close() and then throw
  // "Channel has been shut down" outside any call (@temporalio/client grpc-retry.js); retries are not
  // what this test is about.
  const connection = Connection.lazy({ address: "127.0.0.1:1", connectTimeout: 500, interceptors: [] });
  const gateway = await startGateway({
    port: 0,
    temporal: new Client({ connection, dataConverter: temporalDataConverter(config.encryptionKey) }),
    reconcileIntervalMs: 60_000,
  });
  try {
    const res = await fetch(`http://127.0.0.1:${gateway.port}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: true, temporal: false });
  } finally {
    await gateway.close();
    await connection.close().catch(() => {});
  }
});
