// The simulator server itself, without a browser: host dispatch, host map, resume file, control API, TLS.
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import https from "node:https";
import { startSimulators, type Simulators } from "./";
import { parseHostMap, lookupHost } from "../../lib/host-map";
import { CATALOG } from "../../catalog";

let sim: Simulators;
beforeAll(async () => {
  sim = await startSimulators();
});
afterAll(async () => {
  await sim?.close();
});

function get(host: string, path: string, opts: { method?: string; body?: string | Buffer; type?: string; tls?: boolean } = {}) {
  const lib = opts.tls ? https : http;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = lib.request(
      {
        host: "127.0.0.1",
        port: sim.port,
        path,
        method: opts.method ?? "GET",
        servername: host,
        headers: { host, ...(opts.body ? { "content-type": opts.type ?? "application/json" } : {}) },
        ...(opts.tls ? { ca: sim.tls.cert } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("simulator server", () => {
  it("maps every simulated host in ATS_HOST_MAP format", () => {
    const entries = sim.hostMap.split(",");
    for (const host of [
      "boards.greenhouse.io",
      "boards-api.greenhouse.io",
      "jobs.lever.co",
      "jobs.ashbyhq.com",
      "*.myworkdayjobs.com",
      "jobs.smartrecruiters.com",
      "apply.workable.com",
      "*.applytojob.com",
      "*.breezy.hr",
      "*.recruitee.com",
      "files.example.test",
    ]) {
      expect(entries).toContain(`${host}=127.0.0.1:${sim.port}`);
    }
    // The service's own parser accepts it and finds per-tenant hosts through the wildcards.
    const map = parseHostMap(sim.hostMap);
    expect(lookupHost("acme.wd5.myworkdayjobs.com", map)).toMatchObject({ address: "127.0.0.1", port: sim.port });
    expect(lookupHost("careers-acme.icims.com", map)).toMatchObject({ port: sim.port });
  });

  it("maps every host the catalog advertises (derived from catalog/platforms/<id>.ts)", () => {
    const entries = sim.hostMap.split(",");
    for (const platform of CATALOG) {
      for (const host of platform.hosts) expect(entries, platform.id).toContain(`${host}=127.0.0.1:${sim.port}`);
    }
  });

  it("serves a real PDF resume and 404 for missing.pdf", async () => {
    const pdf = await get("files.example.test", "/resume.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(pdf.body.toString("latin1")).toMatch(/startxref\n\d+\n%%EOF\n$/);
    expect((await get("files.example.test", "/missing.pdf")).status).toBe(404);
  });

  it("answers TLS on the same port with its certificate", async () => {
    const res = await get("jobs.ashbyhq.com", "/acme/x-4012/application", { tls: true });
    expect(res.status).toBe(200);
  });

  it("refuses unknown hosts and honours behaviours set over the control API", async () => {
    expect((await get("example.com", "/")).status).toBe(421);
    expect((await get("jobs.lever.co", "/acme/abc-1234/apply")).status).toBe(200);
    await get("127.0.0.1", "/__sim/postings/abc-1234", { method: "PUT", body: JSON.stringify({ closed: true }) });
    expect(sim.postings.get("abc-1234")).toEqual({ closed: true });
    expect((await get("jobs.lever.co", "/acme/abc-1234/apply")).status).toBe(404);
    await get("127.0.0.1", "/__sim/reset", { method: "POST" });
    expect((await get("jobs.lever.co", "/acme/abc-1234/apply")).status).toBe(200);
  });
});
