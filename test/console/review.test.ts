// The application page and its review form, in real Chromium against a real gateway and workflow (stub
// ATS layer): an application walked from review to submitted through the console only (one answer
// edited, then approved, by mouse and by keyboard alone), one rejected with a reason, and evidence
// images fetched with the key and shown from blob: URLs under the page's CSP.
import type { Page } from "puppeteer-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { db } from "../../lib/db";
import { eventually } from "../helpers";
import { consolePage, cspViolations, openFromList, parkedOnReview, signIn, textOf, useConsoleHarness, waitForText } from "./support";

const harness = useConsoleHarness();

const timelineTypes = (page: Page) => page.$$eval("#timeline li", (items) => items.map((li) => li.getAttribute("data-type")));

/** Presses Tab until the focused element matches `selector`; fails when it is never reached. */
async function tabTo(page: Page, selector: string, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`${selector} is not reachable with Tab`);
}

/** The focused element shows where the focus is (an outline). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });

describe("the application page", () => {
  it("walks an application from review (one answer edited, approved) to submitted, through the console only", async () => {
    const { id, ...account } = await parkedOnReview(harness);
    const page = await consolePage(harness);
    try {
      await signIn(page, harness, account);
      await openFromList(page, id);
      await waitForText(page, "#application-status", "needs_review");
      await page.waitForSelector("#review-form");

      // Every question, with its proposed answer and where it came from.
      const shown = await page.$$eval("#review-form .question", (boxes) =>
        boxes.map((box) => ({
          key: box.getAttribute("data-key"),
          text: box.querySelector("label, legend, p")?.textContent,
          source: box.querySelector(".source")?.textContent ?? null,
        })),
      );
      expect(shown.map((q) => q.key)).toEqual(["q_first_name", "q_work_auth", "q_langs", "q_start", "q_how_heard", null]);
      expect(shown[0]).toMatchObject({
        text: "First name (required)",
        source: "Proposed from the profile (personalInformation.firstName)",
      });
      expect(shown[3]!.source).toBe("No proposed answer");
      expect(shown[4]!.source).toBe("Proposed by default (default:how_heard)");
      expect(shown[5]!.text).toBe("Please check your answers before you approve.");
      expect(await page.$eval("#q-0", (el) => (el as HTMLInputElement).value)).toBe("Ada");
      expect(await page.$eval("#q-1", (el) => (el as HTMLSelectElement).value)).toBe("yes");
      expect(await page.$$eval("#review-form input[type=checkbox]", (b) => b.map((x) => (x as HTMLInputElement).checked))).toEqual([
        true,
        false,
      ]);

      const howHeard = await page.$("#q-4");
      await howHeard!.click({ count: 3 });
      await howHeard!.type("A friend at Acme");
      await page.click("#approve");

      await waitForText(page, "#application-status", "submitted");
      expect(harness.stub.calls(id).submit[0]!.req.answers).toEqual({ q_how_heard: "A friend at Acme" });
      expect(await page.$eval("#review-section", (el) => (el as HTMLElement).hidden)).toBe(true);
      await page.waitForFunction(() => document.querySelector('#timeline li[data-type="application.submitted"]'));
      expect(await timelineTypes(page)).toEqual([
        "application.running",
        "application.needs_review",
        "application.running",
        "application.submitted",
      ]);
      // No evidence route on this gateway, or none for a stub's application: said so, nothing failed.
      await waitForText(page, "#evidence-list", "No evidence.");
      expect(await page.$eval("#error", (el) => (el as HTMLElement).hidden)).toBe(true);

      // Back on the dashboard, the list shows it submitted and charged.
      await page.click('a[href="#/"]');
      await page.waitForFunction(
        (appId) =>
          document.querySelector(`#applications a[href="#/applications/${appId}"]`)?.closest("tr")?.textContent?.includes("submitted"),
        {},
        id,
      );
      await waitForText(page, "#balance-spent", "$1.50");
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("rejects with a reason, and shows the failure and its event", async () => {
    const { id, ...account } = await parkedOnReview(harness);
    const page = await consolePage(harness);
    try {
      await signIn(page, harness, account, `#/applications/${id}`);
      await page.waitForSelector("#reject-reason");
      await page.type("#reject-reason", "Not the <b>right</b> role");
      await page.click("#reject");
      await waitForText(page, "#application-status", "failed");
      expect(await textOf(page, "#failure-reason")).toBe("rejected_at_review");
      expect(await textOf(page, "#failure-message")).toBe("Not the <b>right</b> role");
      await page.waitForFunction(() => document.querySelector('#timeline li[data-type="application.failed"]'));
      expect(await textOf(page, '#timeline li[data-type="application.failed"]')).toContain("rejected_at_review: Not the <b>right</b> role");
      expect(await page.$("#timeline b, #failure-message b")).toBeNull();
      expect((await account.api("GET", `/applications/${id}`)).body).toMatchObject({
        status: "failed",
        failure_message: "Not the <b>right</b> role",
      });
    } finally {
      await page.close();
    }
  });

  it("goes on reading the timeline after the work stopped, until it shows the event of the final status", async () => {
    const { id, ...account } = await parkedOnReview(harness);
    expect((await account.api("POST", `/applications/${id}/review`, { action: "reject", reason: "Not now" })).status).toBe(200);
    await eventually(async () => (await db().event.count({ where: { applicationId: id, type: "application.failed" } })) === 1);
    // The page reads the application failed while its event is not recorded yet.
    const event = (await db().event.findFirst({ where: { applicationId: id, type: "application.failed" } }))!;
    await db().event.delete({ where: { id: event.id } });
    const page = await consolePage(harness);
    try {
      await signIn(page, harness, account, `#/applications/${id}`);
      await waitForText(page, "#application-status", "failed");
      await page.waitForSelector('#timeline li[data-type="application.needs_review"]');
      await db().event.create({ data: { ...event, payload: event.payload as object } });
      await page.waitForSelector('#timeline li[data-type="application.failed"]');
    } finally {
      await page.close();
    }
  });

  it("is worked by keyboard alone: open the application, fix a refused answer, approve", async () => {
    const { id, ...account } = await parkedOnReview(harness);
    const page = await consolePage(harness);
    try {
      await page.goto(`${harness.server.baseUrl}/console`);
      await tabTo(page, "#api-key");
      await page.keyboard.type(account.apiKey);
      await page.keyboard.press("Enter");
      await page.waitForSelector(`#applications a[href="#/applications/${id}"]`);

      await tabTo(page, `#applications a[href="#/applications/${id}"]`);
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForSelector("#review-form");

      // A required answer emptied is refused by the API; its message lands at the question, which gets the focus.
      await tabTo(page, "#q-0");
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.down("Control");
      await page.keyboard.press("KeyA");
      await page.keyboard.up("Control");
      await page.keyboard.press("Backspace");
      await tabTo(page, "#approve");
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press("Enter");
      await waitForText(page, "#q-0-error", "is required and has no answer");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("q-0");
      expect(await page.$eval("#q-0", (el) => el.getAttribute("aria-invalid"))).toBe("true");
      expect(await page.$eval("#q-0", (el) => el.getAttribute("aria-describedby"))).toBe("q-0-source q-0-error");

      await page.keyboard.type("Ada Augusta");
      await tabTo(page, "#approve");
      await page.keyboard.press("Space");
      await waitForText(page, "#application-status", "submitted");
      expect(harness.stub.calls(id).submit[0]!.req.answers).toEqual({ q_first_name: "Ada Augusta" });
    } finally {
      await page.close();
    }
  });

  it("shows evidence images fetched with the key, from blob: URLs the CSP allows", async () => {
    const account = await createAccountWithCandidate(harness.server.baseUrl);
    const { id } = await parkedOnReview(harness, account);
    const png = new PNG({ width: 40, height: 20 });
    png.data.fill(200);
    const image = PNG.sync.write(png);
    const page = await consolePage(harness);
    const authorized: string[] = [];
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith(`/v1/applications/${id}/evidence`)) return void request.continue();
      if (request.headers().authorization === `Bearer ${account.apiKey}`) authorized.push(path);
      if (path.endsWith("/evidence")) {
        const body = { data: [{ id: "evd_1", kind: "review_form", content_type: "image/png", width: 40, height: 20 }] };
        return void request.respond({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
      }
      return void request.respond({ status: 200, contentType: "image/png", body: image });
    });
    try {
      await signIn(page, harness, account, `#/applications/${id}`);
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>("#evidence-list img")?.naturalWidth === 40);
      expect(await page.$eval("#evidence-list img", (img) => (img as HTMLImageElement).src)).toMatch(/^blob:/);
      expect(await page.$eval("#evidence-list img", (img) => img.getAttribute("alt"))).toBe("Screenshot: review form");
      expect(authorized).toEqual([`/v1/applications/${id}/evidence`, `/v1/applications/${id}/evidence/evd_1`]);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
