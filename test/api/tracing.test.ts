// Traces (lib/tracing.ts, docs/operations.md "Traces"): with a collector configured, one application
// is one trace, from the gateway's workflow start through the workflow to its activities, sent over
// OTLP/HTTP to a real local receiver.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type Gateway } from "../../api/server";
import { config, useConfig } from "../../lib/config";
import { disconnectDb } from "../../lib/db";
import { startWorker, type RunningWorker } from "../../worker";
import { eventually } from "../helpers";
import { stubAts, testQueue } from "../workflows/fixtures";
import { createAccountWithCandidate } from "./helpers";

interface Span {
  name: string;
  traceId: string;
}

const spans: Span[] = [];
const queue = testQueue();
let collector: http.Server;
let gateway: Gateway;
let worker: RunningWorker;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const sent = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
      for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => collector.listen(0, "127.0.0.1", r));
  const { port } = collector.address() as AddressInfo;
  useConfig({ tracing: { endpoint: `http://127.0.0.1:${port}/v1/traces`, serviceName: "apply-test" } });
  worker = await startWorker({ taskQueue: queue, ats: stubAts().layer });
  // Its reconciler must not take other files' applications onto this file's queue (api/server.ts).
  gateway = await startGateway({ port: 0, taskQueue: queue, reconcileOlderThanMs: 10 * 60_000 });
});

const untraced = config.tracing;
afterAll(async () => {
  // The files after this one in the same worker share the config module (vitest.config.ts isolate).
  useConfig({ tracing: untraced });
  await gateway?.close();
  await worker?.shutdown();
  collector?.close();
  await disconnectDb();
});

describe("traces", () => {
  it("follow one application from its workflow start through the workflow and its activities", async () => {
    expect(config.tracing.endpoint).toBeDefined();
    const { api, profileId } = await createAccountWithCandidate(`http://127.0.0.1:${gateway.port}`, { creditUsd: 100 });
    const created = await api("POST", "/applications", {
      profile_id: profileId,
      url: `https://boards.greenhouse.io/acme/jobs/${Date.now()}`,
    });
    expect(created.status).toBe(202);
    // Until it ends, so that a failure shows how it ended (the machine may be busy: a generous wait).
    const ended = await eventually(async () => {
      const app = (await api("GET", `/applications/${created.body.id}`)).body;
      return ["submitted", "failed"].includes(app.status) && app;
    }, 120_000);
    expect(ended).toMatchObject({ status: "submitted" });

    const start = await eventually(async () => spans.find((s) => s.name === "StartWorkflow:applicationWorkflow"), 30_000);
    const trace = await eventually(async () => {
      const names = spans.filter((s) => s.traceId === start.traceId).map((s) => s.name);
      return names.includes("RunWorkflow:applicationWorkflow") && names.some((n) => n.startsWith("RunActivity:settleApplication")) && names;
    }, 30_000);
    expect(trace).toEqual(expect.arrayContaining([expect.stringMatching(/^RunActivity:recordStatus|^RunActivity:loadRunContext/)]));
  });
});
