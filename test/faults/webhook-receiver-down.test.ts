// A webhook receiver that is down for an hour gets every event once it returns, each exactly once.
//
// Temporal's time-skipping test server cannot be downloaded on these machines (it comes from
// temporal.download, not from npm), so the contract's schedule is run on a real dev server at 1/600
// scale: an hour of outage is 6 s, the first retry after 30 s is 50 ms, the 6 h cap is 36 s. Retries are
// Temporal's own (the delivery child workflow's retry policy), so the scale changes no code path.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { CONTRACT_WEBHOOK_RETRY, type WebhookRetrySettings } from "../../lib/workflow-contract";
import { eventually } from "../helpers";
import { result, seedApplication, seedEndpoint, startApplication, stubAts, testQueue } from "../workflows/fixtures";

const SCALE = 600;
const HOUR_MS = 3_600_000 / SCALE;
const scaled: WebhookRetrySettings = {
  initialIntervalMs: CONTRACT_WEBHOOK_RETRY.initialIntervalMs / SCALE,
  maximumIntervalMs: CONTRACT_WEBHOOK_RETRY.maximumIntervalMs / SCALE,
  giveUpAfterMs: CONTRACT_WEBHOOK_RETRY.giveUpAfterMs / SCALE,
};

const stub = stubAts();
const queue = testQueue();
let worker: RunningWorker;
let receiver: http.Server | null = null;
let port = 0;
const accepted: { id: string; type: string; verified: boolean }[] = [];

/** The receiver: while `down`, it answers 503 (the first half hour the port is closed altogether). */
let down = true;
function listen(secret: () => string): Promise<void> {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (down) return res.writeHead(503).end("maintenance");
      let verified = true;
      try {
        new Webhook(secret()).verify(body, req.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      accepted.push({ id: String(req.headers["webhook-id"]), type: JSON.parse(body).type, verified });
      res.writeHead(200).end("ok");
    });
  });
  return new Promise((resolve) => receiver!.listen(port, "127.0.0.1", resolve));
}

async function stopReceiver() {
  if (!receiver) return;
  receiver.closeAllConnections();
  await new Promise((r) => receiver!.close(r));
  receiver = null;
}

beforeAll(async () => {
  worker = await startWorker({
    taskQueue: queue,
    ats: stub.layer,
    settings: { webhook: scaled },
    webhook: { allowPrivateNetworks: true, requestTimeoutMs: 1_000 },
  });
});

afterAll(async () => {
  await worker?.shutdown();
  await stopReceiver();
  await disconnectDb();
});

describe("a webhook receiver down for an hour", () => {
  it("receives every event once it returns, each exactly once and signed", async () => {
    // Reserve a port, then close it: the first half hour, connections are refused.
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));

    const seeded = await seedApplication();
    const endpoint = await seedEndpoint(seeded.accountId, `http://127.0.0.1:${port}/hooks`);
    const outageStarted = Date.now();
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });

    await new Promise((r) => setTimeout(r, HOUR_MS / 2));
    await listen(() => endpoint.secret); // the second half hour it answers 503
    await new Promise((r) => setTimeout(r, Math.max(0, outageStarted + HOUR_MS - Date.now())));
    // An hour in, nothing is delivered and nothing is given up: both deliveries are still pending.
    const duringOutage = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(duringOutage.map((d) => d.status)).toEqual(["pending", "pending"]);
    down = false;

    const rows = await eventually(async () => {
      const r = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
      return r.length === 2 && r.every((d) => d.status === "delivered") && r;
    }, HOUR_MS * 6);
    expect(rows.every((d) => d.attempts > 2)).toBe(true); // it really was retried through the outage

    // Every event arrived once after the return, signed, under the id it had from the start.
    expect(accepted.map((a) => a.type).sort()).toEqual(["application.running", "application.submitted"]);
    expect(accepted.every((a) => a.verified)).toBe(true);
    expect(new Set(accepted.map((a) => a.id))).toEqual(new Set(rows.map((d) => d.eventId)));
  });
});

describe("the contract's retry schedule", () => {
  it("still has attempts left after an hour's outage, the next one at most an interval cap away", () => {
    // Attempt times under Temporal's exponential backoff (first retry after initialInterval).
    const times: number[] = [0];
    for (let interval = CONTRACT_WEBHOOK_RETRY.initialIntervalMs; times.at(-1)! < CONTRACT_WEBHOOK_RETRY.giveUpAfterMs;) {
      times.push(times.at(-1)! + interval);
      interval = Math.min(interval * 2, CONTRACT_WEBHOOK_RETRY.maximumIntervalMs);
    }
    const firstAfterAnHour = times.find((t) => t >= 3_600_000)!;
    expect(firstAfterAnHour).toBeLessThan(2 * 3_600_000);
    expect(firstAfterAnHour).toBeLessThan(CONTRACT_WEBHOOK_RETRY.giveUpAfterMs);
  });
});
