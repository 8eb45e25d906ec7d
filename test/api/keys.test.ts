import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { useTestApi, apiClient, createAccountWithCandidate, startTestApi } from "./helpers";

const server = useTestApi();

describe("/v1/api_keys", () => {
  it("creates a key shown once, lists keys by prefix without secrets, and the new key works", async () => {
    const { api, apiKey, accountId } = await createAccountWithCandidate(server.baseUrl);
    const created = await api("POST", "/api_keys");
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(["api_key", "created_at", "id", "prefix"]);
    expect(created.body.id).toMatch(/^key_/);
    expect(created.body.api_key).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    expect(created.body.prefix).toBe(created.body.api_key.slice(0, 16));

    const withNewKey = apiClient(server.baseUrl, created.body.api_key);
    expect((await withNewKey("GET", "/usage")).status).toBe(200);

    const list = await withNewKey("GET", "/api_keys");
    expect(list.status).toBe(200);
    expect(list.body.has_more).toBe(false);
    expect(list.body.next_cursor).toBeNull();
    expect(list.body.data.map((k: any) => k.id)).toEqual([
      created.body.id,
      (await db().apiKey.findFirstOrThrow({ where: { accountId, id: { not: created.body.id } } })).id,
    ]);
    for (const key of list.body.data) {
      expect(Object.keys(key).sort()).toEqual(["created_at", "id", "prefix", "revoked_at"]);
      expect(key.revoked_at).toBeNull();
    }
    const text = JSON.stringify(list.body);
    const hashes = (await db().apiKey.findMany({ where: { accountId } })).map((k) => k.hash);
    for (const secret of [apiKey, created.body.api_key, ...hashes]) expect(text).not.toContain(secret);

    const page = await api("GET", "/api_keys?limit=1");
    expect(page.body).toMatchObject({ has_more: true, next_cursor: created.body.id });
    expect((await api("GET", `/api_keys?limit=1&cursor=${page.body.next_cursor}`)).body.data).toHaveLength(1);
  });

  it("revokes a key: it gets 401 from then on, and revoking again reports the first revocation", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const created = (await api("POST", "/api_keys", {})).body;
    const doomed = apiClient(server.baseUrl, created.api_key);
    expect((await doomed("GET", "/usage")).status).toBe(200);

    const revoked = await api("DELETE", `/api_keys/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id: created.id, revoked: true, revoked_at: expect.any(String) });
    const refused = await doomed("GET", "/usage");
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("unauthorized");

    const again = await api("DELETE", `/api_keys/${created.id}`);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    const listed = (await api("GET", "/api_keys")).body.data.find((k: any) => k.id === created.id);
    expect(listed.revoked_at).toBe(revoked.body.revoked_at);
  });

  it("lets a key revoke itself", async () => {
    const { api, apiKey } = await createAccountWithCandidate(server.baseUrl);
    const own = (await api("GET", "/api_keys")).body.data.find((k: any) => k.prefix === apiKey.slice(0, 16));
    expect((await api("DELETE", `/api_keys/${own.id}`)).status).toBe(200);
    expect((await api("GET", "/usage")).status).toBe(401);
  });

  it("hides another account's keys behind 404 and rejects bad input like the other routes", async () => {
    const mine = await createAccountWithCandidate(server.baseUrl);
    const theirs = await createAccountWithCandidate(server.baseUrl);
    const theirKey = (await theirs.api("GET", "/api_keys")).body.data[0];

    for (const id of [theirKey.id, "key_nothere00000", "not-an-id", "app_4fQk2Zp8LmN3xR7tVb1cYw9e"]) {
      const res = await mine.api("DELETE", `/api_keys/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect((await theirs.api("GET", "/usage")).status).toBe(200);
    expect((await mine.api("GET", "/api_keys")).body.data.map((k: any) => k.id)).not.toContain(theirKey.id);

    for (const query of ["limit=0", "limit=101", `cursor=${theirKey.id}`, "cursor=nonsense", "color=blue"]) {
      const res = await mine.api("GET", `/api_keys?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error.code).toBe("invalid_request");
    }
    const extraField = await mine.api("POST", "/api_keys", { name: "ci" });
    expect(extraField.status).toBe(422);
    expect(extraField.body.error.details).toEqual([{ path: "name", message: "is not a recognised field" }]);
    expect((await mine.api("GET", "/api_keys")).body.data).toHaveLength(1);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    expect(Object.keys(doc.paths["/api_keys"]).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/api_keys/{id}"].delete.responses["404"]).toBeDefined();
  });
});

describe("failed authentication limit", () => {
  it("answers 429 with Retry-After after too many bad keys from one client, while a valid key still works", async () => {
    const limited = await startTestApi({ rateLimit: { perSecond: 100_000, burst: 100_000, failedAuthPerMinute: 5 } });
    try {
      const { api } = await createAccountWithCandidate(limited.baseUrl);
      const guesses = [
        apiClient(limited.baseUrl, `sk_live_${"x".repeat(40)}`),
        apiClient(limited.baseUrl, "not-a-key"),
        apiClient(limited.baseUrl),
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await guesses[i % guesses.length]!("GET", "/usage")).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);

      for (const guess of guesses) {
        const res = await guess("GET", "/usage");
        expect(res.status).toBe(429);
        expect(res.body.error.code).toBe("rate_limited");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
      const ok = await api("GET", "/usage");
      expect(ok.status).toBe(200);
      expect(ok.headers.get("retry-after")).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
