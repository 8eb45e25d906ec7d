// Catalog, detection, usage, webhook endpoints, the OpenAPI document and the health check.
import { describe, expect, it } from "vitest";
import { ATS_IDS, CATALOG } from "../../catalog";
import { decryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { EVENT_TYPES } from "../../lib/domain";
import { useTestApi, createAccountWithCandidate } from "./helpers";

const server = useTestApi();

const paths = (body: any) => (body.error.details as { path: string }[]).map((d) => d.path);

describe("catalog and detection", () => {
  it("lists every catalog platform with prices and its support", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const res = await api("GET", "/ats");
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: any) => p.id)).toEqual([...ATS_IDS]);
    expect(res.body.base_price_usd).toBe(3);
    const workday = res.body.data.find((p: any) => p.id === "workday");
    expect(workday).toMatchObject({ name: "Workday", requires_account_password: true, price_usd: 4, account_step: true });
    expect(res.body.data.filter((p: any) => p.requires_account_password).map((p: any) => p.id)).toEqual(["workday"]);
    // The support matrix rides along (README "Supported platforms"), the catalog's, field for field.
    for (const p of CATALOG) {
      const s = p.support;
      expect(res.body.data.find((x: any) => x.id === p.id).support, p.id).toEqual({
        status: s.status,
        adapter: s.adapter,
        email_verification: s.verification,
        simulator: s.simulator,
        seeded_variants: s.variants,
        end_to_end_tested: s.endToEnd,
        best_effort_reason: s.reason,
        known_limits: s.limits,
      });
    }
    // Every best_effort platform says why; a supported one has nothing to explain.
    for (const p of res.body.data) expect(p.support.best_effort_reason === null, p.id).toBe(p.support.status === "supported");
  });

  it("detects the platform behind a posting URL", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const gh = await api("POST", "/detect", { url: "https://boards.greenhouse.io/acme/jobs/4012345" });
    expect(gh.status).toBe(200);
    expect(gh.body).toEqual({
      url: "https://boards.greenhouse.io/acme/jobs/4012345",
      ats: "greenhouse",
      ats_name: "Greenhouse",
      supported: true,
      price_usd: 1.5,
      requires_account_password: false,
    });
    const unknown = await api("POST", "/detect", { url: "https://careers.example.org/jobs/1" });
    expect(unknown.body).toMatchObject({ ats: null, ats_name: null, supported: false, price_usd: 3 });
    for (const url of ["not a url", "ftp://x.example/y", "https://user:pass@x.example/", 42]) {
      const res = await api("POST", "/detect", { url });
      expect(res.status).toBe(422);
      expect(paths(res.body)).toEqual(["url"]);
      expect(JSON.stringify(res.body)).not.toContain("pass@");
    }
  });
});

describe("webhook endpoints", () => {
  it("creates (secret shown once, stored encrypted), lists and deletes endpoints", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const other = await createAccountWithCandidate(server.baseUrl);
    const created = await api("POST", "/webhook_endpoints", { url: "http://127.0.0.1:9/hooks" });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^we_/);
    expect(created.body.events).toEqual([...EVENT_TYPES]);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const row = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.secretEnc).not.toContain(created.body.secret.slice(6));
    expect(decryptSecret(row.secretEnc)).toBe(created.body.secret);

    const filtered = await api("POST", "/webhook_endpoints", {
      url: "https://hooks.example.com/x",
      events: ["application.submitted", "application.failed"],
    });
    expect(filtered.body.events).toEqual(["application.submitted", "application.failed"]);

    const list = await api("GET", "/webhook_endpoints");
    expect(list.body.data.map((w: any) => w.id)).toEqual([filtered.body.id, created.body.id]);
    expect(JSON.stringify(list.body)).not.toContain("whsec_");

    expect((await other.api("DELETE", `/webhook_endpoints/${created.body.id}`)).status).toBe(404);
    const deleted = await api("DELETE", `/webhook_endpoints/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
    expect((await api("DELETE", `/webhook_endpoints/${created.body.id}`)).status).toBe(404);
    expect((await api("GET", "/webhook_endpoints")).body.data.map((w: any) => w.id)).toEqual([filtered.body.id]);
  });

  it("rejects bad URLs and event filters", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    for (const [body, path] of [
      [{ url: "mailto:x@example.com" }, "url"],
      [{}, "url"],
      [{ url: "https://x.example", events: ["application.exploded"] }, "events.0"],
      [{ url: "https://x.example", events: [] }, "events"],
      [{ url: "https://x.example", events: ["application.failed", "application.failed"] }, "events"],
      [{ url: "https://x.example", events: "application.failed" }, "events"],
    ] as const) {
      const res = await api("POST", "/webhook_endpoints", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(paths(res.body)).toEqual([path]);
    }
  });
});

describe("usage", () => {
  it("reports balance, holds, spend and counts per status", async () => {
    const { api, accountId, profileId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 20 });
    const a = (await api("POST", "/applications", { profile_id: profileId, url: "https://boards.greenhouse.io/acme/jobs/1" })).body;
    await api("POST", "/applications", { profile_id: profileId, url: "https://careers.example.org/jobs/2" });
    const { chargeCredit } = await import("../../lib/ledger");
    await db().application.update({ where: { id: a.id }, data: { status: "submitted" } });
    await chargeCredit(a.id);
    const usage = await api("GET", "/usage");
    expect(usage.body).toEqual({
      balance_usd: 18.5,
      held_usd: 3,
      available_usd: 15.5,
      spent_usd: 1.5,
      applications: { queued: 1, running: 0, needs_review: 0, submitted: 1, failed: 0, total: 2 },
    });
    expect(accountId).toMatch(/^acct_/);
  });
});

describe("OpenAPI, docs and health", () => {
  it("serves an OpenAPI 3.1 document without authentication", async () => {
    const res = await fetch(`${server.baseUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/ats",
      "/detect",
      "/candidates",
      "/profiles",
      "/profiles/{id}",
      "/applications",
      "/applications/{id}",
      "/applications/{id}/review",
      "/applications/{id}/otp",
      "/account",
      "/usage",
      "/webhook_endpoints",
      "/webhook_endpoints/{id}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/applications"].post.responses["402"]).toBeDefined();
    const profile = doc.components.schemas.Profile;
    expect(profile.required).toEqual(expect.arrayContaining(["personalInformation", "education"]));
    expect(doc.components.schemas.Application.properties.status.enum).toEqual(["queued", "running", "needs_review", "submitted", "failed"]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves a readable reference at /docs", async () => {
    const res = await fetch(`${server.baseUrl}/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("swagger-ui");
  });

  it("answers /healthz with 200 when the database and Temporal answer", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: true, temporal: true });
  });
});
