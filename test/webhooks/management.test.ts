// What an integrator does with webhooks through the API (docs/api-rules.md#events-and-deliveries):
// events listed and read with the bodies the webhooks carried, deliveries with their attempts and next
// retry, a delivery sent again, an endpoint disabled by its failures and enabled again, a secret
// rotated with the old one still signing, and targets that could never be delivered to refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredKeys } from "../../api/idempotency";
import { deleteOldEvents } from "../../api/services/events";
import { createAccount } from "../../lib/accounts";
import { createWebhookActivities } from "../../activities/webhooks";
import { db } from "../../lib/db";
import { startWorker, type RunningWorker } from "../../worker";
import { apiClient, useTestApi, type Api } from "../api/helpers";
import { eventually } from "../helpers";
import { result, seedApplication, startApplication, stubAts, testQueue } from "../workflows/fixtures";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
/** Paths that answer 500 while listed here. */
const failing = new Set<string>();
let base: string;
let receiver: http.Server;
const stub = stubAts();
const queue = testQueue();
let worker: RunningWorker;
const server = useTestApi({ taskQueue: queue });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "";
      received.push({ path, headers: req.headers, body });
      res.writeHead(failing.has(path) ? 500 : 200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  worker = await startWorker({
    taskQueue: queue,
    ats: stub.layer,
    settings: { webhook: { initialIntervalMs: 200, maximumIntervalMs: 1_000, giveUpAfterMs: 3_000 } },
    // Any endpoint whose deliveries all failed until one was given up is disabled at once.
    webhook: { allowPrivateNetworks: true, requestTimeoutMs: 1_000, disableAfterFailingMs: 0 },
  });
});

afterAll(async () => {
  await worker?.shutdown();
  receiver.closeAllConnections();
  receiver.close();
});

/** An account with a key, an endpoint at `path` made through the API, and one application run to its end. */
async function accountWithDeliveries(path: string, events?: string[]) {
  const { accountId, apiKey } = await createAccount({ email: `hooks.${Date.now()}.${Math.random()}@example.com`, creditCents: 10_000 });
  const api = apiClient(server.baseUrl, apiKey);
  const created = await api("POST", "/webhook_endpoints", { url: `${base}${path}`, ...(events && { events }) });
  expect(created.status).toBe(201);
  const seeded = await seedApplication({ accountId });
  expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });
  return { api, accountId, endpoint: created.body, applicationId: seeded.applicationId };
}

const deliveries = (api: Api, endpointId: string) => api("GET", `/webhook_endpoints/${endpointId}/deliveries`);

describe("events API", () => {
  it("lists and reads each event with exactly the body its webhook carried", async () => {
    const { api, endpoint, applicationId } = await accountWithDeliveries("/events");
    const sent = await eventually(async () => {
      const r = received.filter((x) => x.path === "/events");
      return r.length === 2 && r;
    });
    const listed = await api("GET", "/events");
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { type: string }) => e.type)).toEqual(["application.submitted", "application.running"]);
    for (const delivery of sent) {
      const one = await api("GET", `/events/${String(delivery.headers["webhook-id"])}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(JSON.parse(delivery.body));
    }
    const submitted = await api("GET", `/events?type=application.submitted&application_id=${applicationId}`);
    expect(submitted.body.data).toHaveLength(1);
    const page = await api("GET", "/events?limit=1");
    expect(page.body).toMatchObject({ has_more: true, next_cursor: listed.body.data[0].id });
    const next = await api("GET", `/events?limit=1&cursor=${page.body.next_cursor}`);
    expect(next.body.data[0].id).toBe(listed.body.data[1].id);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await api("GET", `/events?created_gte=${future}`)).body.data).toEqual([]);
    expect((await api("GET", `/events?created_lt=${future}`)).body.data).toHaveLength(2);
    expect((await api("GET", "/events?created_gte=yesterday")).status).toBe(422);
    expect((await api("GET", `/webhook_endpoints/${endpoint.id}`)).body.status).toBe("enabled");
  });

  it("answers 404 for another account's event", async () => {
    const mine = await accountWithDeliveries("/mine");
    const [event] = (await mine.api("GET", "/events")).body.data;
    const { apiKey } = await createAccount({ email: `other.${Date.now()}@example.com` });
    const other = await apiClient(server.baseUrl, apiKey)("GET", `/events/${event.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("not_found");
  });
});

describe("deliveries", () => {
  it("show attempts, status codes and the next retry; a failed one is sent again on request", async () => {
    failing.add("/down");
    const { api, accountId, endpoint } = await accountWithDeliveries("/down", ["application.submitted"]);
    const pending = await eventually(async () => {
      const [d] = (await deliveries(api, endpoint.id)).body.data;
      return d?.attempts >= 2 && d.status === "pending" && d;
    });
    expect(pending).toMatchObject({ event_type: "application.submitted", last_status_code: 500, last_error: "HTTP 500" });
    expect(Date.parse(pending.next_attempt_at)).toBeGreaterThan(Date.parse(pending.created_at));

    const failed = await eventually(async () => {
      const [d] = (await deliveries(api, endpoint.id)).body.data;
      return d?.status === "failed" && d;
    });
    expect(failed.next_attempt_at).toBeNull();
    // Given up with nothing delivered: the endpoint is disabled and says why.
    const disabled = (await api("GET", `/webhook_endpoints/${endpoint.id}`)).body;
    expect(disabled.status).toBe("disabled");
    expect(disabled.disabled_reason).toContain("HTTP 500");

    failing.delete("/down");
    const retried = await api("POST", `/webhook_endpoints/${endpoint.id}/deliveries/${failed.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body.status).toBe("pending");
    const delivered = await eventually(async () => {
      const [d] = (await deliveries(api, endpoint.id)).body.data;
      return d?.status === "delivered" && d;
    });
    expect(delivered).toMatchObject({ id: failed.id, last_status_code: 200 });

    // Disabled, it is sent no new event; enabled again, it is.
    const before = received.filter((r) => r.path === "/down").length;
    const quiet = await seedApplication({ accountId });
    await result(await startApplication(quiet, queue));
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    const enabled = await api("PATCH", `/webhook_endpoints/${endpoint.id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ status: "enabled", disabled_reason: null });
    const heard = await seedApplication({ accountId });
    await result(await startApplication(heard, queue));
    await eventually(async () => received.filter((r) => r.path === "/down").length > before);
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(2);
  });

  it("answers 404 for a delivery of another endpoint", async () => {
    const { api, endpoint } = await accountWithDeliveries("/one", ["application.submitted"]);
    const other = await api("POST", "/webhook_endpoints", { url: `${base}/two` });
    const [delivery] = await eventually(async () => {
      const page = (await deliveries(api, endpoint.id)).body.data;
      return page.length === 1 && page;
    });
    const wrong = await api("POST", `/webhook_endpoints/${other.body.id}/deliveries/${delivery.id}/retry`);
    expect(wrong.status).toBe(404);
  });
});

describe("secret rotation", () => {
  it("signs with the new secret and the old one for 24 hours", async () => {
    const { accountId, apiKey } = await createAccount({ email: `rotate.${Date.now()}@example.com`, creditCents: 10_000 });
    const api = apiClient(server.baseUrl, apiKey);
    const created = await api("POST", "/webhook_endpoints", { url: `${base}/rotate`, events: ["application.submitted"] });
    const rotated = await api("POST", `/webhook_endpoints/${created.body.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(Date.parse(rotated.body.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23 * 3600_000);

    const seeded = await seedApplication({ accountId });
    await result(await startApplication(seeded, queue));
    const delivery = await eventually(async () => received.find((r) => r.path === "/rotate"));
    const headers = delivery.headers as Record<string, string>;
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [created.body.secret, rotated.body.secret]) {
      expect(() => new Webhook(secret).verify(delivery.body, headers)).not.toThrow();
    }
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString("base64")}`).verify(delivery.body, headers)).toThrow();
  });
});

describe("endpoint targets", () => {
  it("refuses with 422 a URL that could never be delivered to", async () => {
    const { apiKey } = await createAccount({ email: `targets.${Date.now()}@example.com` });
    const api = apiClient(server.baseUrl, apiKey);
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://[fd00:ec2::254]/",
      "http://[::ffff:169.254.169.254]/",
      "https://user:pass@hooks.example.com/x",
      "ftp://hooks.example.com/x",
    ]) {
      const refused = await api("POST", "/webhook_endpoints", { url });
      expect(refused.status, url).toBe(422);
      expect(refused.body.error.details[0].path, url).toBe("url");
      expect(JSON.stringify(refused.body), url).not.toContain("pass@");
    }
    expect((await api("GET", "/webhook_endpoints")).body.data).toEqual([]);
  });
});

describe("housekeeping", () => {
  it("deletes events and their deliveries after 30 days, and idempotency keys after 24 hours", async () => {
    const { accountId, endpoint } = await accountWithDeliveries("/old", ["application.submitted"]);
    const [event] = await eventually(async () => {
      const rows = await db().event.findMany({ where: { accountId } });
      return rows.length > 0 && (await db().webhookDelivery.count({ where: { endpointId: endpoint.id } })) > 0 && rows;
    });
    await db().event.updateMany({ where: { accountId }, data: { createdAt: new Date(Date.now() - 31 * 24 * 3600_000) } });
    await db().idempotencyKey.create({
      data: { accountId, key: "old", fingerprint: "x", seed: "00", expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await deleteOldEvents()).toBeGreaterThanOrEqual(1);
    expect(await deleteExpiredKeys()).toBeGreaterThanOrEqual(1);
    expect(await db().event.findUnique({ where: { id: event!.id } })).toBeNull();
    expect(await db().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await db().idempotencyKey.count({ where: { accountId } })).toBe(0);
  });
});

describe("an endpoint enabled again", () => {
  it("is not disabled again by giving up a delivery begun before it was enabled, only by one begun after", async () => {
    const { api, accountId, endpoint } = await accountWithDeliveries("/again");
    const events = await eventually(async () => {
      const rows = await db().event.findMany({ where: { accountId }, orderBy: { createdAt: "asc" } });
      const delivered = await db().webhookDelivery.count({ where: { endpointId: endpoint.id, status: "delivered" } });
      return rows.length >= 2 && delivered === rows.length && rows;
    });
    // Nothing delivered: two deliveries still failing, the first begun a minute ago.
    await db().webhookDelivery.updateMany({ where: { endpointId: endpoint.id }, data: { status: "pending", deliveredAt: null } });
    const [stale, fresh] = events.map((e) => ({ eventId: e.id, endpointId: endpoint.id }));
    await db().webhookDelivery.update({
      where: { eventId_endpointId: stale! },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    expect((await api("PATCH", `/webhook_endpoints/${endpoint.id}`, { enabled: false })).body.status).toBe("disabled");
    expect((await api("PATCH", `/webhook_endpoints/${endpoint.id}`, { enabled: true })).body.status).toBe("enabled");
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db().webhookDelivery.update({ where: { eventId_endpointId: fresh! }, data: { createdAt: new Date() } });

    const activities = createWebhookActivities({ allowPrivateNetworks: true, requestTimeoutMs: 1_000, disableAfterFailingMs: 0 });
    await activities.markDeliveryFailed({ ...stale!, error: "HTTP 500" });
    expect((await api("GET", `/webhook_endpoints/${endpoint.id}`)).body).toMatchObject({ status: "enabled", disabled_reason: null });
    await activities.markDeliveryFailed({ ...fresh!, error: "HTTP 500" });
    expect((await api("GET", `/webhook_endpoints/${endpoint.id}`)).body.status).toBe("disabled");
  });
});
