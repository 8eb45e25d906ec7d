// The TypeScript client (clients/typescript) against a real gateway, PostgreSQL and Temporal: typed
// calls, cursor iteration, typed error envelopes, retries with one Idempotency-Key per call (through a
// local proxy that fails attempts on purpose), and verifyWebhook on a delivery signed by the service's
// own webhook activity.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  createApiClient,
  paginate,
  verifyWebhook,
  type ApiClient,
  type ClientOptions,
  type Schemas,
} from "../../clients/typescript";
import { createWebhookActivities } from "../../activities/webhooks";
import { createAccount } from "../../lib/accounts";
import { db } from "../../lib/db";
import { newId } from "../../lib/ids";
import { validProfile } from "../fixtures/profiles";
import { useTestApi } from "../api/helpers";

const gateway = useTestApi();

/** A fresh account with credit, and a client with its key (through `baseUrl`, the gateway by default). */
async function newAccount(options: Partial<ClientOptions> = {}): Promise<{ accountId: string; apiKey: string; api: ApiClient }> {
  const { accountId, apiKey } = await createAccount({ email: `client.${randomBytes(6).toString("hex")}@example.com`, creditCents: 10_000 });
  return { accountId, apiKey, api: createApiClient({ baseUrl: `${gateway.baseUrl}/v1`, apiKey, retryDelayMs: 10, ...options }) };
}

type NewCandidate = Schemas["CreateCandidateRequest"];
const candidateBody = (): NewCandidate => ({
  profile: validProfile() as NewCandidate["profile"],
  resume_url: "https://files.example.com/resume.pdf",
  email_mode: "managed",
});

describe("the TypeScript client", () => {
  it("creates a candidate and reads its profile back, typed", async () => {
    const { api } = await newAccount();
    const created = await api.POST("/candidates", { body: candidateBody() });
    expect(created.response.status).toBe(201);
    expect(created.data?.id).toMatch(/^cand_/);
    const profile = await api.GET("/profiles/{id}", { params: { path: { id: created.data!.profile_id } } });
    expect(profile.data).toMatchObject({ id: created.data!.profile_id, candidate_id: created.data!.id, runs: [] });
  });

  it("iterates a list across pages with the cursor", async () => {
    const { api } = await newAccount();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await api.POST("/candidates", { body: candidateBody() })).data!.profile_id);
    let pages = 0;
    const seen: string[] = [];
    const profiles = paginate((cursor) => {
      pages++;
      return api.GET("/profiles", { params: { query: { limit: 2, cursor } } });
    });
    for await (const profile of profiles) seen.push(profile.id);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made));
  });

  it("surfaces error envelopes typed, and paginate throws them as ApiError", async () => {
    const { api } = await newAccount();
    const invalid = await api.POST("/candidates", { body: { ...candidateBody(), resume_url: "ftp://files.example.com/resume.pdf" } });
    expect(invalid.response.status).toBe(422);
    expect(invalid.data).toBeUndefined();
    expect(invalid.error?.error.code).toBe("invalid_request");
    expect(invalid.error?.error.details?.map((d) => d.path)).toContain("resume_url");

    const missing = await api.GET("/applications/{id}", { params: { path: { id: "app_4fQk2Zp8LmN3xR7tVb1cYw9e" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("not_found");

    const pages = paginate((cursor) => api.GET("/profiles", { params: { query: { cursor: cursor ?? "not-a-cursor" } } }));
    const thrown = await pages.next().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 422, body: { error: { code: "invalid_request" } } });

    const stranger = createApiClient({ baseUrl: `${gateway.baseUrl}/v1`, apiKey: "sk_live_unknown" });
    const refused = await stranger.GET("/account");
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe("unauthorized");
  });

  describe("retries", () => {
    const proxy = faultyProxy(() => gateway.baseUrl);
    beforeAll(() => proxy.start());
    afterAll(() => proxy.stop());
    const viaProxy = (options: Partial<ClientOptions> = {}) => newAccount({ baseUrl: `${proxy.url}/v1`, ...options });

    it("send a POST again after a 5xx and a dropped connection, with the same Idempotency-Key", async () => {
      const { api } = await viaProxy();
      proxy.reset(["503", "drop"]);
      const created = await api.POST("/candidates", { body: candidateBody() });
      expect(created.response.status).toBe(201);
      const attempts = proxy.seen.filter((r) => r.method === "POST");
      expect(attempts.map((a) => a.fault)).toEqual(["503", "drop", undefined]);
      expect(attempts[0].key).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(attempts.map((a) => a.key)).size).toBe(1);
      // Neither failed attempt reached the gateway: one candidate, one profile.
      const profiles = await api.GET("/profiles");
      expect(profiles.data?.data.map((p) => p.id)).toEqual([created.data!.profile_id]);
    });

    it("get the first answer again when it was lost after the gateway committed it (the gateway keeps it by key)", async () => {
      const { api } = await viaProxy();
      proxy.reset(["lose-answer"]);
      const created = await api.POST("/candidates", { body: candidateBody() });
      expect(created.response.status).toBe(201);
      const attempts = proxy.seen.filter((r) => r.method === "POST");
      expect(attempts.map((a) => a.fault)).toEqual(["lose-answer", undefined]);
      expect(attempts[1].key).toBe(attempts[0].key);
      const profiles = await api.GET("/profiles");
      expect(profiles.data?.data.map((p) => p.id)).toEqual([created.data!.profile_id]);
    });

    it("use a new key for each call, none on GET, and keep one the caller set", async () => {
      const { api } = await viaProxy();
      proxy.reset([]);
      await api.POST("/candidates", { body: candidateBody() });
      await api.POST("/candidates", { body: candidateBody() });
      await api.POST("/candidates", { body: candidateBody(), headers: { "Idempotency-Key": "my-own-key" } });
      await api.GET("/account");
      const keys = proxy.seen.map((r) => r.key);
      expect(keys[0]).not.toBe(keys[1]);
      expect(keys[2]).toBe("my-own-key");
      expect(keys[3]).toBeUndefined();
    });

    it("wait for the Retry-After of a 429, or of a 409 answered while the key's first attempt still runs", async () => {
      const { api } = await viaProxy();
      proxy.reset(["429"]);
      let started = Date.now();
      const account = await api.GET("/account");
      expect(account.response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(proxy.seen.map((r) => r.fault)).toEqual(["429", undefined]);

      proxy.reset(["409-in-flight"]);
      started = Date.now();
      const created = await api.POST("/candidates", { body: candidateBody() });
      expect(created.response.status).toBe(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(proxy.seen.map((r) => r.fault)).toEqual(["409-in-flight", undefined]);
      expect(proxy.seen[1].key).toBe(proxy.seen[0].key);
    });

    it("leave other 409s and 4xx to the caller", async () => {
      const { api } = await viaProxy();
      proxy.reset(["409-state"]);
      const answer = await api.POST("/candidates", { body: candidateBody() });
      expect(answer.response.status).toBe(409);
      expect(answer.error?.error.code).toBe("invalid_state");
      expect(proxy.seen).toHaveLength(1);
    });

    it("give up after `retries`, with the last answer", async () => {
      const { api } = await viaProxy({ retries: 1 });
      proxy.reset(["503", "503", "503"]);
      const answer = await api.GET("/account");
      expect(answer.response.status).toBe(503);
      expect(proxy.seen).toHaveLength(2);
    });
  });

  it("verifies a webhook the service signed, and refuses a changed body or another secret", async () => {
    const received: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        received.push({ body, headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const { accountId, api } = await newAccount();
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const endpoint = (await api.POST("/webhook_endpoints", { body: { url, events: ["application.submitted"] } })).data!;
      const candidate = (await api.POST("/candidates", { body: candidateBody() })).data!;
      const app = await api.POST("/applications", {
        body: { profile_id: candidate.profile_id, url: "https://boards.greenhouse.io/acme/jobs/4012" },
      });
      expect(app.data?.id).toMatch(/^app_/);
      const application = (await api.GET("/applications/{id}", { params: { path: { id: app.data!.id } } })).data!;

      // An event as the workflow records it, delivered by the worker's own activity (signing included).
      const eventId = newId("evt");
      const payload = { id: eventId, type: "application.submitted", created_at: new Date().toISOString(), data: { application } };
      await db().event.create({ data: { id: eventId, accountId, applicationId: application.id, type: payload.type, payload } });
      await createWebhookActivities({ allowPrivateNetworks: true, requestTimeoutMs: 10_000 }).deliverWebhook({
        eventId,
        endpointId: endpoint.id,
      });
      expect(received).toHaveLength(1);
      const [{ body, headers }] = received;

      const event = verifyWebhook(body, headers, endpoint.secret);
      expect(event).toEqual(payload);
      expect(event.data.application.id).toBe(app.data!.id);
      expect(verifyWebhook(body, new Headers(headers as Record<string, string>), ["whsec_" + "A".repeat(32), endpoint.secret]).id).toBe(
        eventId,
      );
      expect(() => verifyWebhook(body.replace(application.id, "app_forged"), headers, endpoint.secret)).toThrow();
      expect(() => verifyWebhook(body, headers, `whsec_${randomBytes(24).toString("base64")}`)).toThrow();
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

type Fault = "503" | "429" | "409-in-flight" | "409-state" | "drop" | "lose-answer";

/**
 * An HTTP proxy in front of the gateway that fails the next requests as told, and forwards the others:
 * "503", "429" and "409-in-flight" (both with Retry-After: 1), "409-state", or "drop" (the connection is closed without an answer) before
 * they reach the gateway; "lose-answer" forwards the request and closes the connection instead of
 * passing the gateway's answer on. `seen` lists every request, with its Idempotency-Key.
 */
function faultyProxy(target: () => string) {
  let faults: Fault[] = [];
  const seen: { method: string; path: string; key?: string; fault?: Fault }[] = [];
  const server = http.createServer((req, res) => {
    const fault = faults.shift();
    seen.push({ method: req.method ?? "", path: req.url ?? "", key: req.headers["idempotency-key"] as string | undefined, fault });
    const error = (code: string) => JSON.stringify({ error: { code, message: "injected by the test proxy" } });
    if (fault === "drop") return void req.socket.destroy();
    if (fault === "503") return void res.writeHead(503, { "content-type": "application/json" }).end(error("internal_error"));
    const retryLater = { "content-type": "application/json", "retry-after": "1" };
    if (fault === "429") return void res.writeHead(429, retryLater).end(error("rate_limited"));
    if (fault === "409-in-flight") return void res.writeHead(409, retryLater).end(error("idempotency_key_in_use"));
    if (fault === "409-state") return void res.writeHead(409, { "content-type": "application/json" }).end(error("invalid_state"));
    const upstream = http.request(`${target()}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      if (fault === "lose-answer") return void answer.resume().on("end", () => req.socket.destroy());
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return {
    seen,
    url: "",
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    reset(next: Fault[]) {
      faults = [...next];
      seen.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
