// Webhook endpoints in the console, in real Chromium against a real gateway and worker: create one and
// see its secret once, see its deliveries fail until the endpoint is disabled, enable it, send a
// delivery again, rotate the secret and see both secrets sign the next delivery.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "puppeteer-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { eventually } from "../helpers";
import { consolePage, cspViolations, signIn, textOf, useConsoleHarness, waitForText } from "./support";

const harness = useConsoleHarness({
  settings: { webhook: { initialIntervalMs: 200, maximumIntervalMs: 1_000, giveUpAfterMs: 3_000 } },
  // An endpoint whose deliveries all failed until one was given up is disabled at once.
  webhook: { allowPrivateNetworks: true, requestTimeoutMs: 2_000, disableAfterFailingMs: 0 },
});

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let failing = true;
let receiver: http.Server;
let hookUrl: string;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(failing ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/console`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

const secretShown = (page: Page) => page.$eval("#endpoint-secret", (el) => !(el as HTMLElement).hidden);
const endpointRow = (page: Page) => textOf(page, "#endpoints tbody tr");
const deliveryRows = (page: Page) =>
  page.$$eval("#deliveries tbody tr", (rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent ?? "")));

const verifies = (secret: string, message: Received) => {
  const headers = Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, String(v)]));
  return new Webhook(secret).verify(message.body, headers);
};

describe("webhook endpoints in the console", () => {
  it("creates an endpoint with its secret shown once, then enables it, retries a delivery and rotates the secret", async () => {
    const account = await createAccountWithCandidate(harness.server.baseUrl);
    const page = await consolePage(harness);
    try {
      await signIn(page, harness, account);
      await waitForText(page, "#endpoints tbody", "No webhook endpoints.");
      await page.type("#endpoint-url", hookUrl);
      await page.click("#endpoint-form button[type=submit]");
      await page.waitForFunction(() => !(document.querySelector("#endpoint-secret") as HTMLElement).hidden);
      const secret = await textOf(page, "#endpoint-secret code");
      expect(secret).toMatch(/^whsec_/);
      expect(await textOf(page, "#endpoint-secret .secret-note")).toContain(hookUrl);
      await waitForText(page, "#endpoints tbody tr", hookUrl);
      expect(await endpointRow(page)).toContain("enabled");
      await page.click("#endpoint-secret-done");
      expect(await secretShown(page)).toBe(false);
      expect(await page.content()).not.toContain(secret);
      expect(await page.$eval("#endpoint-url", (el) => (el as HTMLInputElement).value)).toBe("");

      // An application runs to its end; the endpoint answers 500 until its deliveries are given up.
      const applied = await account.api("POST", "/applications", {
        profile_id: account.profileId,
        url: `https://boards.greenhouse.io/acme/jobs/${Date.now() % 1_000_000}`,
      });
      expect(applied.status).toBe(202);
      const [endpoint] = (await account.api("GET", "/webhook_endpoints")).body.data;
      await eventually(async () => (await account.api("GET", `/webhook_endpoints/${endpoint.id}`)).body.status === "disabled", 60_000);

      await page.reload();
      await waitForText(page, "#endpoints tbody tr", "disabled:");
      await page.click("#endpoints button.deliveries");
      await page.waitForFunction(() => document.querySelectorAll("#deliveries tbody tr td:not(.empty)").length > 0);
      await waitForText(page, "#deliveries-heading", `Deliveries to ${hookUrl}`);
      const failed = await deliveryRows(page);
      expect(failed.map((row) => row[0]).sort()).toEqual(["application.running", "application.submitted"]);
      // The first one given up disabled the endpoint; the other may still be pending.
      expect(failed.map((row) => row[1])).toContain("failed");
      for (const row of failed) {
        expect(["failed", "pending"]).toContain(row[1]);
        expect(row[3]).toMatch(/^HTTP 500/);
      }

      failing = false;
      await page.click("#endpoints button.enable");
      await page.waitForFunction(() => !document.querySelector("#endpoints button.enable"));
      expect(await endpointRow(page)).toContain("enabled");
      expect((await account.api("GET", `/webhook_endpoints/${endpoint.id}`)).body.status).toBe("enabled");

      const before = received.length;
      await page.click("#deliveries tbody tr:first-child button.retry");
      const retried = await eventually(async () => received.length > before && received.at(-1));
      expect(() => verifies(secret, retried)).not.toThrow();
      await eventually(async () => {
        await page.click("#deliveries-refresh");
        return (await deliveryRows(page))[0]?.[1] === "delivered";
      });

      // Rotation: the new secret shown once; the next delivery is signed with both.
      await page.click("#endpoints button.rotate");
      await page.waitForFunction(() => !(document.querySelector("#endpoint-secret") as HTMLElement).hidden);
      const rotated = await textOf(page, "#endpoint-secret code");
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      expect(await textOf(page, "#endpoint-secret .secret-note")).toContain("The previous one stays valid until");
      await page.click("#endpoint-secret-done");
      expect(await page.content()).not.toContain(rotated);

      const count = received.length;
      await page.click("#deliveries tbody tr:first-child button.retry");
      const signedTwice = await eventually(async () => received.length > count && received.at(-1));
      expect(String(signedTwice.headers["webhook-signature"]).split(" ")).toHaveLength(2);
      expect(() => verifies(rotated, signedTwice)).not.toThrow();
      expect(() => verifies(secret, signedTwice)).not.toThrow();
      expect(await page.$eval("#error", (el) => (el as HTMLElement).hidden)).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
