// Chromium under the outbound policy (lib/outbound-proxy.ts): a posting page (a mapped host) that tries
// to reach an internal service by navigation, iframe, image, fetch or WebSocket reaches nothing, and a
// name that resolves to loopback is refused at connect. The internal service counts every hit it gets.
import dgram from "node:dgram";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireLease, browserStats, closeBrowser } from "../../ats-adapters/browser-pool";
import { configureAts } from "../../ats-adapters/settings";
import { parseHostMap } from "../../lib/host-map";
import { outboundPolicy } from "../../lib/outbound";
import { chromiumProxyArgs, startOutboundProxy, type OutboundProxy } from "../../lib/outbound-proxy";
import { launchChromium } from "../simulators/harness";

let internal: http.Server;
let internalPort: number;
const internalHits: string[] = [];
let posting: http.Server;
/** A UDP service (a STUN server, to WebRTC): UDP cannot go through an HTTP proxy, so none may arrive. */
let udp: dgram.Socket;
let udpPort: number;

/** The page an employer (or an attacker posing as one) serves: it reaches for the internal service. */
function hostilePage(): string {
  const p = internalPort;
  return `<!doctype html><title>posting</title><h1 id="ok">posting</h1>
    <img src="http://127.0.0.1:${p}/img">
    <iframe src="http://localhost:${p}/frame"></iframe>
    <iframe src="http://[::1]:${p}/frame6"></iframe>
    <script>
      // Each attempt reports when it has run its course, so the test waits for all four, not for a time.
      window.settled = 0;
      const done = () => { window.settled++; };
      fetch("http://127.0.0.1:${p}/fetch").then(done, done);
      fetch("http://169.254.169.254/latest/meta-data/").then(done, done);
      const ws = new WebSocket("ws://127.0.0.1:${p}/ws");
      ws.onclose = done;
      const rtc = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:${udpPort}" }] });
      rtc.onicegatheringstatechange = () => { if (rtc.iceGatheringState === "complete") done(); };
      rtc.createDataChannel("x");
      rtc.createOffer().then((offer) => rtc.setLocalDescription(offer)).catch(done);
    </script>`;
}

beforeAll(async () => {
  udp = dgram.createSocket("udp4");
  udp.on("message", () => internalHits.push("udp datagram"));
  await new Promise<void>((r) => udp.bind(0, "127.0.0.1", r));
  udpPort = udp.address().port;
  internal = http.createServer((req, res) => {
    internalHits.push(req.url ?? "");
    res.end("internal secret");
  });
  internal.on("upgrade", (req, socket) => {
    internalHits.push(`upgrade ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
  internalPort = (internal.address() as AddressInfo).port;
  posting = http.createServer((req, res) => {
    if (req.url === "/go-inside") return void res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/redirected` }).end();
    res.setHeader("content-type", "text/html");
    res.end(hostilePage());
  });
  await new Promise<void>((r) => posting.listen(0, "127.0.0.1", r));
  configureAts({ hostMap: `careers.example-employer.test=127.0.0.1:${(posting.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await closeBrowser();
  udp.close();
  internal.closeAllConnections();
  posting.closeAllConnections();
  await new Promise((r) => internal.close(r));
  await new Promise((r) => posting.close(r));
});

describe("Chromium through the outbound policy", () => {
  it("loads the mapped posting but none of its internal subresources, frames, fetches, sockets or WebRTC packets", async () => {
    const lease = await acquireLease();
    try {
      const response = await lease.page.goto("http://careers.example-employer.test/job/1", { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      expect(await lease.page.$eval("#ok", (e) => e.textContent)).toBe("posting");
      await lease.page.waitForFunction(() => (window as unknown as { settled: number }).settled === 4, { timeout: 30_000 });
    } finally {
      await lease.release();
    }
    expect(browserStats().pid).not.toBeNull();
    expect(internalHits).toEqual([]);
  });

  it.each([
    ["a loopback IP", () => `http://127.0.0.1:${internalPort}/nav`],
    ["localhost", () => `http://localhost:${internalPort}/nav`],
    ["a decimal IP", () => `http://2130706433:${internalPort}/nav`],
    ["the metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a redirect from the posting", () => "http://careers.example-employer.test/go-inside"],
  ])("refuses a navigation to %s", async (_what, url) => {
    const lease = await acquireLease();
    try {
      const outcome = await lease.page.goto(url(), { waitUntil: "load" }).then(
        (r) => r?.status(),
        (e: Error) => e.message,
      );
      // A plain-HTTP refusal arrives as the proxy's 403; a tunnel refusal as a failed navigation.
      expect(String(outcome)).toMatch(/^403$|ERR_TUNNEL_CONNECTION_FAILED|ERR_/);
    } finally {
      await lease.release();
    }
    expect(internalHits).toEqual([]);
  });

  describe("a name that resolves to loopback", () => {
    let proxy: OutboundProxy;
    let browser: Browser;
    beforeAll(async () => {
      // The only stand-in: a resolver that answers what a hostile DNS server would.
      const resolve = async (name: string) => (name === "rebind.example.test" ? ["127.0.0.1"] : ["203.0.113.7"]);
      proxy = await startOutboundProxy(outboundPolicy({ hostMap: parseHostMap(""), resolve }));
      browser = await launchChromium(chromiumProxyArgs(proxy.port));
    });
    afterAll(async () => {
      await browser?.close();
      await proxy?.close();
    });

    it("is refused when the connection is made", async () => {
      const page = await browser.newPage();
      const outcome = await page.goto(`http://rebind.example.test:${internalPort}/nav`).then(
        (r) => r?.status(),
        (e: Error) => e.message,
      );
      expect(String(outcome)).toMatch(/^403$|ERR_/);
      const body = await page.evaluate(() => document.body?.innerText ?? "");
      expect(body).not.toContain("internal secret");
      expect(internalHits).toEqual([]);
    });
  });
});
