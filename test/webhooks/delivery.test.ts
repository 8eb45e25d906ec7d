// Webhook delivery end to end: the application workflow announces events, child workflows deliver them
// to a real local HTTP receiver that checks Standard Webhooks signatures and misbehaves on purpose.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookPolicy } from "../../activities/webhooks";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { connectTarget, systemResolver } from "../../lib/outbound";
import { eventually } from "../helpers";
import { result, seedApplication, seedEndpoint, startApplication, stubAts, testQueue } from "../workflows/fixtures";

interface Received {
  path: string;
  id: string;
  verified: boolean;
  body: { id: string; type: string; created_at: string; data: { application: { id: string; status: string } } };
}

const received: Received[] = [];
const secrets = new Map<string, string>(); // path -> secret
let base: string;
let receiver: http.Server;
const hits = new Map<string, number>();

/** /flaky fails twice then succeeds; /redirect answers 302; /hang-once stalls its first request; /blackhole never answers. */
function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
  const path = req.url ?? "";
  const n = (hits.get(path) ?? 0) + 1;
  hits.set(path, n);
  if (path === "/target") return res.writeHead(200).end();
  let verified: boolean;
  try {
    new Webhook(secrets.get(path) ?? "").verify(body, req.headers as Record<string, string>);
    verified = true;
  } catch {
    verified = false;
  }
  received.push({ path, id: String(req.headers["webhook-id"]), verified, body: JSON.parse(body) });
  if (path === "/blackhole" || (path === "/hang-once" && n === 1)) return; // never answers
  if (path === "/redirect") return res.writeHead(302, { location: `${base}/target` }).end();
  if (path === "/flaky" && n <= 2) return res.writeHead(503).end("try later");
  res.writeHead(200).end("ok");
}

const stub = stubAts();
const queue = testQueue();
const strictQueue = testQueue();
const pinnedQueue = testQueue();
const workers: RunningWorker[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => handle(req, res, body));
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const webhook = { initialIntervalMs: 200, maximumIntervalMs: 1_000, giveUpAfterMs: 8_000 };
  workers.push(
    await startWorker({
      taskQueue: queue,
      ats: stub.layer,
      settings: { webhook },
      webhook: { allowPrivateNetworks: true, requestTimeoutMs: 1_000 },
    }),
  );
  // Names under .rebind.test answer 127.0.0.1, as a hostile DNS server would for a receiver's name.
  const resolve = async (name: string) => (name.endsWith(".rebind.test") ? ["127.0.0.1"] : systemResolver(name));
  workers.push(
    await startWorker({
      taskQueue: strictQueue,
      ats: stub.layer,
      settings: { webhook },
      webhook: { allowPrivateNetworks: false, requestTimeoutMs: 1_000, resolve },
    }),
  );
  workers.push(
    await startWorker({
      taskQueue: pinnedQueue,
      ats: stub.layer,
      settings: { webhook },
      webhook: { allowPrivateNetworks: true, requestTimeoutMs: 1_000, resolve },
    }),
  );
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.shutdown()));
  receiver.closeAllConnections();
  receiver.close();
  await disconnectDb();
});

async function endpoint(accountId: string, path: string, events: string[] = [], origin = base) {
  const created = await seedEndpoint(accountId, `${origin}${path}`, events);
  secrets.set(path, created.secret);
  return created;
}

const deliveryOf = (endpointId: string) => db().webhookDelivery.findFirst({ where: { endpointId } });

describe("webhook delivery", () => {
  it("signs each event, keeps its id across retries, and retries failures until delivered", async () => {
    const seeded = await seedApplication();
    const flaky = await endpoint(seeded.accountId, "/flaky", ["application.submitted"]);
    const everything = await endpoint(seeded.accountId, "/all");
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });

    const delivery = await eventually(async () => {
      const d = await deliveryOf(flaky.id);
      return d?.status === "delivered" && d;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    const flakyCalls = received.filter((r) => r.path === "/flaky");
    expect(flakyCalls).toHaveLength(3);
    expect(flakyCalls.every((r) => r.verified && r.id === delivery.eventId && r.body.id === delivery.eventId)).toBe(true);
    expect(flakyCalls[0].body).toMatchObject({
      type: "application.submitted",
      data: { application: { id: seeded.applicationId, status: "submitted" } },
    });

    // The endpoint without a list gets every event of the application, each once.
    const all = await eventually(async () => {
      const r = received.filter((x) => x.path === "/all");
      return r.length === 2 && r;
    });
    expect(all.map((r) => r.body.type).sort()).toEqual(["application.running", "application.submitted"]);
    expect(all.every((r) => r.verified)).toBe(true);
    const rows = await db().webhookDelivery.findMany({ where: { endpointId: everything.id } });
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["delivered", 1],
      ["delivered", 1],
    ]);
  });

  it("treats a redirect as a failure and never follows it", async () => {
    const seeded = await seedApplication();
    const redirecting = await endpoint(seeded.accountId, "/redirect", ["application.submitted"]);
    await result(await startApplication(seeded, queue));
    const delivery = await eventually(async () => {
      const d = await deliveryOf(redirecting.id);
      return d?.status === "failed" && d;
    });
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 302 });
    expect(hits.get("/target")).toBeUndefined();
  });

  it("retries after a request times out, and a receiver that never answers does not hold up the application", async () => {
    const seeded = await seedApplication();
    const hanging = await endpoint(seeded.accountId, "/hang-once", ["application.submitted"]);
    const blackhole = await endpoint(seeded.accountId, "/blackhole");
    // The application ends although one endpoint never answers any delivery.
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });

    const delivery = await eventually(async () => {
      const d = await deliveryOf(hanging.id);
      return d?.status === "delivered" && d;
    });
    expect(delivery.attempts).toBe(2);
    const blackholed = await eventually(async () => {
      const d = await deliveryOf(blackhole.id);
      return d?.lastError?.includes("No answer") && d;
    });
    expect(blackholed.status).not.toBe("delivered");
  });

  it("refuses loopback targets unless private networks are allowed", async () => {
    const seeded = await seedApplication();
    const local = await endpoint(seeded.accountId, "/strict");
    expect(await result(await startApplication(seeded, strictQueue))).toEqual({ status: "submitted" });
    const refused = await eventually(async () => {
      const rows = await db().webhookDelivery.findMany({ where: { endpointId: local.id, status: "failed" } });
      return rows.length === 2 && rows;
    });
    expect(refused.every((r) => r.attempts === 1 && r.lastError?.includes("refused"))).toBe(true);
    expect(hits.get("/strict")).toBeUndefined();
  });
});

describe("webhook targets under the outbound policy (lib/outbound.ts)", () => {
  it("refuses a name that resolves to loopback when the connection is made, and never reaches it", async () => {
    const seeded = await seedApplication();
    const origin = base.replace("127.0.0.1", "hooks.rebind.test");
    const rebound = await endpoint(seeded.accountId, "/rebind", ["application.submitted"], origin);
    expect(await result(await startApplication(seeded, strictQueue))).toEqual({ status: "submitted" });
    const refused = await eventually(async () => {
      const d = await deliveryOf(rebound.id);
      return d?.status === "failed" && d;
    });
    expect(refused).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/refused.*loopback/) });
    expect(hits.get("/rebind")).toBeUndefined();
  });

  it("connects to the address it checked (no second lookup), where private receivers are allowed", async () => {
    // The system resolver does not know hooks.pinned.rebind.test: only the policy's own answer can reach it.
    const seeded = await seedApplication();
    const origin = base.replace("127.0.0.1", "hooks.pinned.rebind.test");
    const pinned = await endpoint(seeded.accountId, "/pinned", ["application.submitted"], origin);
    expect(await result(await startApplication(seeded, pinnedQueue))).toEqual({ status: "submitted" });
    await eventually(async () => (await deliveryOf(pinned.id))?.status === "delivered");
    expect(received.filter((r) => r.path === "/pinned" && r.verified)).toHaveLength(1);
  });

  const strict = webhookPolicy({ allowPrivateNetworks: false, requestTimeoutMs: 1_000 });
  it.each([
    "127.0.0.1",
    "localhost",
    "10.1.2.3",
    "192.168.0.10",
    "169.254.169.254",
    "::1",
    "fd00::1",
    "0.0.0.0",
    "::ffff:127.0.0.1",
    "metadata.google.internal",
  ])("refuses %s", async (host) => {
    await expect(connectTarget(strict, host, 80)).rejects.toMatchObject({ name: "OutboundRefused" });
  });

  it("allows a public address, and private ones (never the metadata service) when private networks are allowed", async () => {
    await expect(connectTarget(strict, "93.184.215.14", 443)).resolves.toMatchObject({ address: "93.184.215.14" });
    const relaxed = webhookPolicy({ allowPrivateNetworks: true, requestTimeoutMs: 1_000 });
    await expect(connectTarget(relaxed, "127.0.0.1", 80)).resolves.toMatchObject({ address: "127.0.0.1" });
    await expect(connectTarget(relaxed, "10.1.2.3", 80)).resolves.toMatchObject({ address: "10.1.2.3" });
    await expect(connectTarget(relaxed, "169.254.169.254", 80)).rejects.toMatchObject({ name: "OutboundRefused" });
  });
});
