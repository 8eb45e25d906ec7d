// Real headless Chromium: does --host-resolver-rules with a port send a posting's real host to a local
// simulator, with the Host header intact? And what do HSTS-preloaded hosts need? (lib/host-map.ts)
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumHostMapArgs, parseHostMap } from "../../lib/host-map";
import { listenHttpAndHttps, type DualProtocolServer } from "../support/dual-protocol-server";
import { launchChromium } from "../simulators/harness";

interface Hit {
  host?: string;
  path?: string;
  tls: boolean;
}

function recorder(hits: Hit[]): http.RequestListener {
  return (req, res) => {
    hits.push({ host: req.headers.host, path: req.url, tls: "encrypted" in req.socket });
    res.setHeader("content-type", "text/html");
    res.end(`<!doctype html><title>sim</title><h1 id="host">${req.headers.host}</h1>`);
  };
}

describe("ATS_HOST_MAP in a real Chromium", { timeout: 60_000 }, () => {
  const plainHits: Hit[] = [];
  const dualHits: Hit[] = [];
  let plain: http.Server;
  let dual: DualProtocolServer;
  let browser: Browser;

  beforeAll(async () => {
    plain = http.createServer(recorder(plainHits));
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    dual = await listenHttpAndHttps(recorder(dualHits));
    const plainPort = (plain.address() as AddressInfo).port;
    const map = parseHostMap(
      `boards.greenhouse.io=127.0.0.1:${plainPort},*.myworkdayjobs.com=127.0.0.1:${plainPort},` +
        `jobs.ashbyhq.com=127.0.0.1:${dual.port},careers-acme.icims.com=127.0.0.1:${plainPort}`,
    );
    browser = await launchChromium(chromiumHostMapArgs(map));
  });

  afterAll(async () => {
    await browser?.close();
    await dual?.close();
    await new Promise<void>((resolve) => plain?.close(() => resolve()));
  });

  async function visit(url: string) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: "load" });
      return { status: response?.status(), finalUrl: page.url(), shownHost: await page.$eval("#host", (e) => e.textContent) };
    } finally {
      await context.close();
    }
  }

  it("maps an exact host to a local port and keeps the Host header", async () => {
    const result = await visit("http://boards.greenhouse.io/acme/jobs/123");
    expect(result).toEqual({ status: 200, finalUrl: "http://boards.greenhouse.io/acme/jobs/123", shownHost: "boards.greenhouse.io" });
    expect(plainHits).toContainEqual({ host: "boards.greenhouse.io", path: "/acme/jobs/123", tls: false });
  });

  it("maps a wildcard entry", async () => {
    const result = await visit("http://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote/Engineer_R1");
    expect(result.shownHost).toBe("acme.wd5.myworkdayjobs.com");
    expect(plainHits).toContainEqual({ host: "acme.wd5.myworkdayjobs.com", path: "/en-US/External/job/Remote/Engineer_R1", tls: false });
  });

  it("reaches an HSTS-preloaded host when the simulator also answers TLS", async () => {
    const result = await visit("http://jobs.ashbyhq.com/acme/5f7d2b1e-3c4a-4e8f-9a10-2b3c4d5e6f70/application");
    // Chromium upgraded the URL itself; the page still carries the real host.
    expect(result.finalUrl).toBe("https://jobs.ashbyhq.com/acme/5f7d2b1e-3c4a-4e8f-9a10-2b3c4d5e6f70/application");
    expect(result.shownHost).toBe("jobs.ashbyhq.com");
    expect(dualHits).toContainEqual({
      host: "jobs.ashbyhq.com",
      path: "/acme/5f7d2b1e-3c4a-4e8f-9a10-2b3c4d5e6f70/application",
      tls: true,
    });
  });

  it("cannot reach an HSTS-preloaded host on a plain-HTTP-only simulator (why the above is needed)", async () => {
    await expect(visit("http://careers-acme.icims.com/jobs/1/x/job")).rejects.toThrow(/ERR_SSL_PROTOCOL_ERROR|ERR_CONNECTION/);
    expect(plainHits.some((h) => h.host === "careers-acme.icims.com")).toBe(false);
  });
});
