// The account console in a real Chromium against a test gateway: everything it shows must come
// from the public API with the pasted key, rendered as text.
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDb } from "../../lib/db";
import { launchChromium } from "../simulators/harness";
import { validProfile } from "../fixtures/profiles";
import { apiClient, createAccountWithCandidate, startTestApi, type TestAccount, type TestApi } from "./helpers";

// Markup in a profile must show up as text on the page, never as elements.
const HOSTILE_NAME = `<img src=x id=injected onerror="document.title='pwned'">`;

let server: TestApi;
let browser: Browser;
beforeAll(async () => {
  server = await startTestApi();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await disconnectDb();
});

const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? "");
const rowsOf = (page: Page, table: string) =>
  page.$$eval(`#${table} tbody tr`, (rows) => rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent ?? "")));

async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.type("#api-key", account.apiKey);
  await page.click("#sign-in-form button[type=submit]");
  await page.waitForFunction(() => document.querySelector("#balance-available")?.textContent !== "");
}

describe("GET /console", () => {
  it("serves a self-contained page with a strict Content-Security-Policy and no key required", async () => {
    const res = await fetch(`${server.baseUrl}/console`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    // Evidence images are fetched with the key and shown from blob: URLs; nothing else is an image source.
    expect(csp).toContain("img-src 'self' blob:;");
    const html = await res.text();
    expect(html).not.toMatch(/<script>|https?:\/\//);
    for (const script of ["console.js", "vendor/uplot.js"]) {
      const served = await fetch(`${server.baseUrl}/console/${script}`);
      expect(served.headers.get("content-type"), script).toMatch(/javascript/);
      expect(served.headers.get("content-security-policy"), script).toBe(csp);
    }
    // The page script is the TypeScript bundle (no module syntax left), the chart is uPlot's own build.
    expect(await (await fetch(`${server.baseUrl}/console/console.js`)).text()).not.toMatch(/^\s*(import|export) /m);
    expect(await (await fetch(`${server.baseUrl}/console/vendor/uplot.js`)).text()).toContain("uPlot");
  });

  it("shows balance, applications and profiles, and creates and revokes a key", async () => {
    const hostile = validProfile();
    hostile.personalInformation.firstName = HOSTILE_NAME;
    const account = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10, profile: hostile });
    const applied = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: "https://boards.greenhouse.io/acme/jobs/4012345",
    });
    expect(applied.status).toBe(202);

    const page = await browser.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    try {
      await page.goto(`${server.baseUrl}/console`);
      expect(await page.$eval("#dashboard", (el) => (el as HTMLElement).hidden)).toBe(true);
      await signIn(page, account);

      expect(await textOf(page, "#balance-available")).toBe("$8.50");
      expect(await textOf(page, "#balance-held")).toBe("$1.50");
      expect(await textOf(page, "#balance-spent")).toBe("$0.00");
      // Each table is filled by its own request: wait for all, not for whichever comes first.
      for (const table of ["profiles", "applications", "keys"]) {
        await page.waitForFunction((t) => document.querySelectorAll(`#${t} tbody td:not(.empty)`).length > 0, {}, table);
      }
      const [profile] = await rowsOf(page, "profiles");
      expect(profile!.slice(0, 3)).toEqual([account.profileId, `${HOSTILE_NAME} Lovelace`, hostile.personalInformation.email]);
      const [application] = await rowsOf(page, "applications");
      expect(application!.slice(1, 5)).toEqual([`${HOSTILE_NAME} Lovelace`, "greenhouse", "queued", "$1.50"]);
      expect(await page.$("#injected")).toBeNull();
      expect(await page.title()).not.toBe("pwned");

      // The key is kept for the tab only, and never put in the address bar.
      expect(await page.evaluate(() => sessionStorage.getItem("apply-console-api-key"))).toBe(account.apiKey);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(page.url()).not.toContain(account.apiKey);
      expect(await rowsOf(page, "keys")).toEqual([
        [`${account.apiKey.slice(0, 16)}…`, expect.any(String), "active (this session)", "Revoke"],
      ]);

      await page.click("#create-key");
      await page.waitForFunction(() => !(document.querySelector("#new-key") as HTMLElement).hidden);
      const newKey = await textOf(page, "#new-key-value");
      expect(newKey).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
      expect((await apiClient(server.baseUrl, newKey)("GET", "/usage")).status).toBe(200);
      await page.waitForFunction(() => document.querySelectorAll("#keys tbody tr").length === 2);
      await page.click("#new-key-done");
      expect(await textOf(page, "#new-key-value")).toBe("");
      expect(await page.content()).not.toContain(newKey);

      const newRow = await page.$$eval(
        "#keys tbody tr",
        (rows, prefix) => rows.findIndex((r) => r.textContent!.startsWith(prefix)),
        newKey.slice(0, 16),
      );
      await page.click(`#keys tbody tr:nth-child(${newRow + 1}) button.revoke`);
      await page.waitForFunction(
        (prefix) =>
          [...document.querySelectorAll("#keys tbody tr")].some(
            (r) => r.textContent!.startsWith(prefix) && r.textContent!.includes("revoked"),
          ),
        {},
        newKey.slice(0, 16),
      );
      expect((await apiClient(server.baseUrl, newKey)("GET", "/usage")).status).toBe(401);
      expect((await account.api("GET", "/usage")).status).toBe(200);
    } finally {
      await page.close();
    }
  });

  it("refuses a bad key and signs out when the session's own key is revoked", async () => {
    const account = await createAccountWithCandidate(server.baseUrl);
    const page = await browser.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    try {
      await page.goto(`${server.baseUrl}/console`);
      await page.type("#api-key", `sk_live_${"0".repeat(40)}`);
      await page.click("#sign-in-form button[type=submit]");
      await page.waitForFunction(() => !(document.querySelector("#error") as HTMLElement).hidden);
      expect(await textOf(page, "#error")).toBe("That API key was not accepted.");
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      await signIn(page, account);
      await page.waitForFunction(() => document.querySelectorAll("#keys button.revoke").length === 1);
      await page.click("#keys button.revoke");
      await page.waitForFunction(() => !(document.querySelector("#sign-in") as HTMLElement).hidden);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect((await account.api("GET", "/usage")).status).toBe(401);
    } finally {
      await page.close();
    }
  });
});
