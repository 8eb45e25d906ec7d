import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atsSettings, configureAts } from "../../ats-adapters/settings";
import { chromiumHostMapArgs, chromiumHostResolverRules, HostMapError, lookupHost, parseHostMap, type HostMap } from "../../lib/host-map";
import { outboundPolicy, policyFetch } from "../../lib/outbound";

/** The service's one fetch path (lib/outbound.ts) with this map as its only exemption. */
const fetchMapped = async (url: string, map: HostMap) => (await policyFetch(url, {}, outboundPolicy({ hostMap: map }))).response;

describe("parseHostMap", () => {
  it("parses exact and wildcard entries, exact hosts first", () => {
    const map = parseHostMap(
      " *.myworkdayjobs.com=127.0.0.1:4002 , Boards.Greenhouse.io=127.0.0.1:4001,*.wd5.myworkdayjobs.com=127.0.0.1:4003",
    );
    expect(map).toEqual([
      { pattern: "boards.greenhouse.io", address: "127.0.0.1", port: 4001 },
      { pattern: "*.wd5.myworkdayjobs.com", address: "127.0.0.1", port: 4003 },
      { pattern: "*.myworkdayjobs.com", address: "127.0.0.1", port: 4002 },
    ]);
  });

  it("accepts an empty map, localhost and IPv6 targets", () => {
    expect(parseHostMap("")).toEqual([]);
    expect(parseHostMap(" , ")).toEqual([]);
    expect(parseHostMap("jobs.lever.co=localhost:80,jobs.ashbyhq.com=[::1]:9000")).toEqual([
      { pattern: "jobs.lever.co", address: "localhost", port: 80 },
      { pattern: "jobs.ashbyhq.com", address: "::1", port: 9000 },
    ]);
  });

  it.each([
    "boards.greenhouse.io",
    "boards.greenhouse.io=127.0.0.1",
    "boards.greenhouse.io=127.0.0.1:0",
    "boards.greenhouse.io=127.0.0.1:70000",
    "boards.greenhouse.io=127.0.0.1:80/path",
    "boards.greenhouse.io=http://127.0.0.1:80",
    "bad host=127.0.0.1:80",
    "*=127.0.0.1:80",
    "a.*.com=127.0.0.1:80",
    "=127.0.0.1:80",
    "a.com=127.0.0.1:1,A.com=127.0.0.1:2",
  ])("rejects %j", (raw) => {
    expect(() => parseHostMap(raw)).toThrow(HostMapError);
  });

  it("is handed to the ATS layer by its entry point, and a new one replaces it", () => {
    const before = atsSettings.hostMap;
    try {
      configureAts({ hostMap: "jobs.lever.co=127.0.0.1:5001" });
      expect(atsSettings.hostMap[0].port).toBe(5001);
      configureAts({ hostMap: "jobs.lever.co=127.0.0.1:5002" });
      expect(lookupHost("JOBS.LEVER.CO.", atsSettings.hostMap)?.port).toBe(5002);
      expect(() => configureAts({ hostMap: "jobs.lever.co" })).toThrow(HostMapError);
    } finally {
      configureAts({ hostMap: before });
    }
  });
});

describe("lookupHost", () => {
  const map = parseHostMap("boards.greenhouse.io=127.0.0.1:4001,*.myworkdayjobs.com=127.0.0.1:4002,jobs.ashbyhq.com=[::1]:4003");

  it("matches wildcards on label boundaries only", () => {
    expect(lookupHost("acme.wd5.myworkdayjobs.com", map)?.port).toBe(4002);
    expect(lookupHost("myworkdayjobs.com", map)).toBeNull();
    expect(lookupHost("evilmyworkdayjobs.com", map)).toBeNull();
    expect(lookupHost("boards.greenhouse.io.evil.com", map)).toBeNull();
  });

  it("produces Chromium rules in lookup order", () => {
    expect(chromiumHostResolverRules(map)).toBe(
      "MAP boards.greenhouse.io 127.0.0.1:4001,MAP jobs.ashbyhq.com [::1]:4003,MAP *.myworkdayjobs.com 127.0.0.1:4002",
    );
    expect(chromiumHostMapArgs(map)).toEqual([`--host-resolver-rules=${chromiumHostResolverRules(map)}`, "--ignore-certificate-errors"]);
    expect(chromiumHostMapArgs(parseHostMap(""))).toEqual([]);
  });
});

describe("the service's requests to mapped hosts, against a real local server", () => {
  let server: http.Server;
  let port: number;
  const seen: { host?: string; url?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, url: req.url });
      if (req.url === "/hop") {
        res.writeHead(302, { location: "https://acme.wd5.myworkdayjobs.com/landed" });
        return void res.end();
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ host: req.headers.host, url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reaches the simulator with the posting's real Host, for http and https URLs", async () => {
    const map = parseHostMap(`boards-api.greenhouse.io=127.0.0.1:${port}`);
    const plain = await fetchMapped("http://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true", map);
    expect(await plain.json()).toEqual({ host: "boards-api.greenhouse.io", url: "/v1/boards/acme/jobs?content=true" });
    const tls = await fetchMapped("https://boards-api.greenhouse.io/v1/boards/acme/jobs/1", map);
    expect(await tls.json()).toEqual({ host: "boards-api.greenhouse.io", url: "/v1/boards/acme/jobs/1" });
  });

  it("follows redirects onto other mapped hosts", async () => {
    const map = parseHostMap(`jobs.lever.co=127.0.0.1:${port},*.myworkdayjobs.com=127.0.0.1:${port}`);
    const res = await fetchMapped("http://jobs.lever.co/hop", map);
    expect(await res.json()).toEqual({ host: "acme.wd5.myworkdayjobs.com", url: "/landed" });
    expect(seen.at(-2)).toEqual({ host: "jobs.lever.co", url: "/hop" });
  });
});
