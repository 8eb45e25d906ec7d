import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chromiumHostMapArgs, chromiumHostResolverRules, fetchViaHostMap, HostMapError, hostMapFromEnv, lookupHost,
  parseHostMap, resolveHost,
} from "../../lib/host-map";

describe("parseHostMap", () => {
  it("parses exact and wildcard entries, exact hosts first", () => {
    const map = parseHostMap(" *.myworkdayjobs.com=127.0.0.1:4002 , Boards.Greenhouse.io=127.0.0.1:4001,*.wd5.myworkdayjobs.com=127.0.0.1:4003");
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

  it("reads ATS_HOST_MAP when first needed and again when it changes", () => {
    const before = process.env.ATS_HOST_MAP;
    try {
      process.env.ATS_HOST_MAP = "jobs.lever.co=127.0.0.1:5001";
      expect(hostMapFromEnv()[0].port).toBe(5001);
      process.env.ATS_HOST_MAP = "jobs.lever.co=127.0.0.1:5002";
      expect(lookupHost("JOBS.LEVER.CO.")?.port).toBe(5002);
    } finally {
      if (before === undefined) delete process.env.ATS_HOST_MAP;
      else process.env.ATS_HOST_MAP = before;
    }
  });
});

describe("lookupHost and resolveHost", () => {
  const map = parseHostMap("boards.greenhouse.io=127.0.0.1:4001,*.myworkdayjobs.com=127.0.0.1:4002,jobs.ashbyhq.com=[::1]:4003");

  it("matches wildcards on label boundaries only", () => {
    expect(lookupHost("acme.wd5.myworkdayjobs.com", map)?.port).toBe(4002);
    expect(lookupHost("myworkdayjobs.com", map)).toBeNull();
    expect(lookupHost("evilmyworkdayjobs.com", map)).toBeNull();
    expect(lookupHost("boards.greenhouse.io.evil.com", map)).toBeNull();
  });

  it("rewrites mapped URLs to the local address and keeps the real Host", () => {
    expect(resolveHost("https://boards.greenhouse.io/acme/jobs/1?gh_jid=1#x", map)).toEqual({
      url: "http://127.0.0.1:4001/acme/jobs/1?gh_jid=1", hostHeader: "boards.greenhouse.io", mapped: true,
    });
    expect(resolveHost("http://acme.wd5.myworkdayjobs.com:8080/External", map)).toEqual({
      url: "http://127.0.0.1:4002/External", hostHeader: "acme.wd5.myworkdayjobs.com:8080", mapped: true,
    });
    expect(resolveHost("https://jobs.ashbyhq.com/acme", map).url).toBe("http://[::1]:4003/acme");
  });

  it("leaves other URLs alone", () => {
    expect(resolveHost("https://example.com/a?b=1", map)).toEqual({ url: "https://example.com/a?b=1", hostHeader: "example.com", mapped: false });
  });

  it("produces Chromium rules in lookup order", () => {
    expect(chromiumHostResolverRules(map)).toBe(
      "MAP boards.greenhouse.io 127.0.0.1:4001,MAP jobs.ashbyhq.com [::1]:4003,MAP *.myworkdayjobs.com 127.0.0.1:4002",
    );
    expect(chromiumHostMapArgs(map)).toEqual([`--host-resolver-rules=${chromiumHostResolverRules(map)}`, "--ignore-certificate-errors"]);
    expect(chromiumHostMapArgs(parseHostMap(""))).toEqual([]);
  });
});

describe("fetchViaHostMap against a real local server", () => {
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
    const plain = await fetchViaHostMap("http://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true", {}, map);
    expect(await plain.json()).toEqual({ host: "boards-api.greenhouse.io", url: "/v1/boards/acme/jobs?content=true" });
    const tls = await fetchViaHostMap("https://boards-api.greenhouse.io/v1/boards/acme/jobs/1", {}, map);
    expect(await tls.json()).toEqual({ host: "boards-api.greenhouse.io", url: "/v1/boards/acme/jobs/1" });
  });

  it("follows redirects onto other mapped hosts", async () => {
    const map = parseHostMap(`jobs.lever.co=127.0.0.1:${port},*.myworkdayjobs.com=127.0.0.1:${port}`);
    const res = await fetchViaHostMap("http://jobs.lever.co/hop", {}, map);
    expect(await res.json()).toEqual({ host: "acme.wd5.myworkdayjobs.com", url: "/landed" });
    expect(seen.at(-2)).toEqual({ host: "jobs.lever.co", url: "/hop" });
  });

  it("sends the rewritten URL of resolveHost to the same place (node:http with a Host header)", async () => {
    const map = parseHostMap(`jobs.lever.co=127.0.0.1:${port}`);
    const { url, hostHeader } = resolveHost("https://jobs.lever.co/acme?x=1", map);
    const body = await new Promise<string>((resolve, reject) => {
      http.get(url, { headers: { host: hostHeader } }, (res) => {
        let data = "";
        res.on("data", (c) => (data += c)).on("end", () => resolve(data));
      }).on("error", reject);
    });
    expect(JSON.parse(body)).toEqual({ host: "jobs.lever.co", url: "/acme?x=1" });
  });
});
