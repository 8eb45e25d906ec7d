// The engine's pointer click in real Chromium: a press that would land on a covering layer is never
// made; the layer is dismissed through its own least-committal button (or waited out) and the click
// made then, with the before-press hook (the final-click claim) called once, right before it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "puppeteer-core";
import { ClickNotLanded, pointerClick } from "../../ats-adapters/engine/pointer";
import { launchChromium, newPage } from "../simulators/harness";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium([]);
});
afterAll(async () => {
  await browser?.close();
});

/** A button under a fixed layer that counts the presses it swallows; `buttons` go inside the layer. */
async function coveredPage(buttons: string, goAwayAfterMs?: number): Promise<Page> {
  const page = await newPage(browser);
  await page.setContent(`<!doctype html><body style="margin:0">
<button id="target" style="position:fixed;bottom:20px;left:20px;width:200px;height:40px">Submit</button>
<div id="layer" style="position:fixed;left:0;right:0;bottom:0;height:150px;background:#fff;z-index:9">Cookies ${buttons}</div>
<script>
  window.targetClicks = 0; window.layerPresses = 0; window.trail = [];
  const layer = document.getElementById("layer");
  document.getElementById("target").addEventListener("click", (e) => { if (e.isTrusted) { window.targetClicks++; window.trail.push("target"); } });
  layer.addEventListener("mousedown", (e) => { if (!e.target.closest("button")) window.layerPresses++; });
  layer.querySelectorAll("button").forEach((b) => b.addEventListener("click", (e) => { if (e.isTrusted) { window.trail.push(b.textContent); layer.remove(); } }));
  ${goAwayAfterMs ? `setTimeout(() => layer.remove(), ${goAwayAfterMs});` : ""}
</script></body>`);
  return page;
}

const state = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { targetClicks: number; layerPresses: number; trail: string[] };
    return { targetClicks: w.targetClicks, layerPresses: w.layerPresses, trail: w.trail };
  });

describe("pointerClick", () => {
  it("detects the covering layer, dismisses it with its least-committal button, then clicks once", async () => {
    const page = await coveredPage(`<button>Accept All Cookies</button><button>Reject All</button>`);
    const claims: string[] = [];
    await pointerClick(page, (await page.$("#target"))!, {
      beforePress: async () => {
        claims.push(await page.evaluate(() => (document.getElementById("layer") ? "covered" : "clear")));
      },
    });
    expect(claims).toEqual(["clear"]);
    expect(await state(page)).toEqual({ targetClicks: 1, layerPresses: 0, trail: ["Reject All", "target"] });
    await page.browserContext().close();
  });

  it("waits out a layer without buttons", async () => {
    const page = await coveredPage("", 700);
    await pointerClick(page, (await page.$("#target"))!);
    expect(await state(page)).toMatchObject({ targetClicks: 1, layerPresses: 0 });
    await page.browserContext().close();
  });

  it("never presses, nor calls the before-press hook, while the layer stays", async () => {
    const page = await coveredPage("");
    let claimed = 0;
    await expect(
      pointerClick(page, (await page.$("#target"))!, { waitMs: 800, beforePress: async () => void claimed++ }),
    ).rejects.toBeInstanceOf(ClickNotLanded);
    expect(claimed).toBe(0);
    expect(await state(page)).toMatchObject({ targetClicks: 0, layerPresses: 0 });
    await page.browserContext().close();
  });
});
