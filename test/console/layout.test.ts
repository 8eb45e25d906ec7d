// The console on a 375 px wide screen, in real Chromium: no horizontal scrolling on the dashboard (every
// table filled), the deliveries or the application page; the review form looks as its committed
// reference picture does; the usage chart is drawn (not blank, the series' colour present).
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { consolePage, cspViolations, openFromList, parkedOnReview, signIn, useConsoleHarness, waitForText } from "./support";
import { differenceFromReference, inkOf } from "./screenshots";

const harness = useConsoleHarness();
const PHONE = { width: 375, height: 800 };
const CREATED_BLUE: [number, number, number] = [0x1a, 0x5f, 0xb4];

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Form controls on show that have no label (a <label>, or aria-label for a control without text). */
const unlabelled = (page: Page) =>
  page.$$eval("input, select, textarea", (controls) =>
    controls
      .filter((c) => (c as HTMLElement).offsetParent !== null)
      .filter((c) => !(c as HTMLInputElement).labels?.length && !c.getAttribute("aria-label"))
      .map((c) => c.outerHTML),
  );

/** Every visible button and link has a name a screen reader can say. */
const unnamed = (page: Page) =>
  page.$$eval("button, a", (items) =>
    items
      .filter((b) => (b as HTMLElement).offsetParent !== null && !(b.getAttribute("aria-label") || b.textContent?.trim()))
      .map((b) => b.outerHTML),
  );

/** Settled for a picture: fonts loaded, no caret or focus ring, nothing animating. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

describe("the console at 375 px", () => {
  it("has no horizontal scroll, draws the usage chart, and shows the review form as its reference picture", async () => {
    const { id, ...account } = await parkedOnReview(harness);
    const longUrl = `http://127.0.0.1:9/hooks/${"a-very-long-path-segment-".repeat(6)}end`;
    expect((await account.api("POST", "/webhook_endpoints", { url: longUrl })).status).toBe(201);
    expect((await account.api("POST", "/api_keys")).status).toBe(201);

    const page = await consolePage(harness, PHONE);
    try {
      await signIn(page, harness, account);
      for (const table of ["applications", "profiles", "endpoints", "keys"]) {
        await page.waitForFunction((t) => document.querySelectorAll(`#${t} tbody td:not(.empty)`).length > 0, {}, table);
      }
      await page.waitForSelector("#usage-chart[data-ready] canvas");
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(await page.$eval("#usage-chart .uplot", (el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
      expect(await page.$$eval("header, nav, main, h1, h2", (found) => new Set(found.map((e) => e.tagName)).size)).toBe(5);
      expect(await unlabelled(page)).toEqual([]);
      expect(await unnamed(page)).toEqual([]);
      await waitForText(page, "#usage-legend", "Created: 1");

      await settle(page);
      const chart = await (await page.$("#usage-chart"))!.screenshot();
      const ink = inkOf(chart, CREATED_BLUE);
      expect(ink.inked, "the chart area is blank").toBeGreaterThan(0.02);
      expect(ink.ofColour, "the Created series is not drawn").toBeGreaterThan(20);

      await page.click("#endpoints button.deliveries");
      await page.waitForSelector("#deliveries-panel:not([hidden])");
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

      await openFromList(page, id);
      await page.waitForSelector("#review-form");
      await page.waitForFunction(() => document.querySelectorAll("#timeline li[data-type]").length >= 2);
      await waitForText(page, "#evidence-list", /\S/);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      // The title carries the application's id, whose random letters may all be wide ones.
      // Its height does not depend on them either: the picture below is compared pixel by pixel.
      const shownId = await page.$eval("#application-title code", (c) => c.textContent);
      const titleHeight = () => page.$eval("#application-title", (h) => h.getBoundingClientRect().height);
      const height = await titleHeight();
      await page.$eval("#application-title code", (c) => (c.textContent = "app_" + "W".repeat(c.textContent!.length - 4)));
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(await titleHeight()).toBe(height);
      await page.$eval("#application-title code", (c, text) => (c.textContent = text), shownId);
      expect(await unlabelled(page)).toEqual([]);
      expect(await unnamed(page)).toEqual([]);

      await settle(page);
      const form = await (await page.$("#review-form"))!.screenshot();
      expect(inkOf(form, CREATED_BLUE).inked, "the review form is blank").toBeGreaterThan(0.02);
      expect(differenceFromReference("review-form-375", form)).toBeNull();
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
