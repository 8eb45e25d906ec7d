// /metrics (docs/operations.md): what an operator scrapes from the gateway and from a worker process,
// after real applications ran through a real worker and Temporal.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../lib/accounts";
import { serveMetrics } from "../../lib/metrics";
import { startWorker, type RunningWorker } from "../../worker";
import { eventually } from "../helpers";
import { result, seedApplication, startApplication, stubAts, testQueue } from "../workflows/fixtures";
import { apiClient, createAccountWithCandidate, useTestApi } from "./helpers";

const stub = stubAts();
const queue = testQueue();
const server = useTestApi({ taskQueue: queue });
let worker: RunningWorker;
let receiver: http.Server;
let hooks: string;

beforeAll(async () => {
  receiver = http.createServer((_req, res) => res.writeHead(200).end());
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  worker = await startWorker({ taskQueue: queue, ats: stub.layer, webhook: { allowPrivateNetworks: true } });
});
afterAll(async () => {
  await worker?.shutdown();
  receiver.close();
});

/** The value of one series in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

const scrape = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};

describe("/metrics", () => {
  it("counts applications created, started and ended by platform, their time to submitted and webhook deliveries", async () => {
    const before = await scrape(`${server.baseUrl}/metrics`);
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 100 });
    const created = await api("POST", "/applications", { profile_id: profileId, url: `https://jobs.lever.co/acme/${crypto.randomUUID()}` });
    expect(created.status).toBe(202);
    await api("GET", `/applications/${created.body.id}`);

    const { accountId, apiKey } = await createAccount({ email: `metrics.${Date.now()}@example.com`, creditCents: 10_000 });
    expect((await apiClient(server.baseUrl, apiKey)("POST", "/webhook_endpoints", { url: hooks })).status).toBe(201);
    const submitted = await seedApplication({ accountId });
    expect(await result(await startApplication(submitted, queue))).toEqual({ status: "submitted" });
    const failed = await seedApplication({ accountId, ats: null });
    expect(await result(await startApplication(failed, queue))).toMatchObject({ status: "failed", failureReason: "unsupported_site" });

    const after = await eventually(async () => {
      const text = await scrape(`${server.baseUrl}/metrics`);
      return (
        sample(text, "apply_webhook_deliveries_total", { result: "delivered" }) >=
          sample(before, "apply_webhook_deliveries_total", { result: "delivered" }) + 4 && text
      );
    });
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta("apply_applications_created_total", { ats: "lever" })).toBe(1);
    expect(delta("apply_applications_started_total", { ats: "greenhouse" })).toBe(1);
    expect(delta("apply_applications_ended_total", { ats: "greenhouse", status: "submitted", failure_reason: "" })).toBe(1);
    expect(delta("apply_applications_ended_total", { ats: "unknown", status: "failed", failure_reason: "unsupported_site" })).toBe(1);
    expect(delta("apply_application_time_to_submitted_seconds_count", { ats: "greenhouse" })).toBe(1);
    // Routes by template, never by id.
    expect(sample(after, "apply_http_request_duration_seconds_count", { route: "/v1/applications/:id", status: "200" })).toBeGreaterThan(0);
    expect(after).not.toContain(created.body.id);
    // The Temporal SDK's own worker metrics are appended.
    expect(after).toMatch(/^temporal_[a-z_]+/m);
  });

  it("is served by a worker process on its own port", async () => {
    const metrics = await serveMetrics(0);
    const { port } = metrics.address() as AddressInfo;
    const text = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(text).toContain("apply_applications_ended_total");
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    metrics.close();
  });
});
