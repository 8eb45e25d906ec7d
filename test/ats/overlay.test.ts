// Cookie banners and the final click, in real Chromium on local pages: the strictly necessary choice
// where offered, a plain acknowledgement otherwise, and a final click that lands on a banner appearing
// at that moment is not the final click: the banner is dismissed and the button pressed again.
import { beforeEach, describe, expect, it } from "vitest";
import { acquireLease } from "../../ats-adapters/browser-pool";
import { dismissConsentBanners } from "../../ats-adapters/engine/consent-banner";
import { finalSubmit } from "../../ats-adapters/final-submit";
import type { Run } from "../../ats-adapters/application-run";
import { ONETRUST_BANNER } from "../simulators/smartrecruiters/components";
import { useBrowserLease } from "./env";
import { recordingGuard } from "./helpers";

const held = useBrowserLease();

/** The banner's recorded choice (OneTrust keeps it in a cookie; a setContent page has no cookie jar). */
const consent = () => held.lease.page.evaluate(() => (window as unknown as { consent?: string }).consent ?? "");

/** A form whose Submit counts its presses; `late` shows OneTrust only when the pointer first moves. */
function formPage(late: boolean): string {
  return `<main><form id="f"><label for="n">Name</label><input id="n" value="x"></form>
<button id="submit" style="margin-top:300px">Submit</button><div id="done" hidden>Thank you for applying</div></main>
<template id="banner">${ONETRUST_BANNER.replace(/<script>[\s\S]*<\/script>/, "")}</template>
<script>
window.presses = 0;
document.getElementById('submit').addEventListener('click', () => { window.presses++; document.getElementById('done').hidden = false; });
const show = () => {
  document.body.append(document.getElementById('banner').content.cloneNode(true));
  const sdk = document.getElementById('onetrust-consent-sdk');
  const choose = (g) => { window.consent = 'groups=' + g; sdk.remove(); };
  document.getElementById('onetrust-reject-all-handler').onclick = () => choose('C0001:1,C0002:0');
  document.getElementById('onetrust-accept-btn-handler').onclick = () => choose('C0001:1,C0002:1');
};
${late ? "document.addEventListener('mousemove', show, { once: true });" : "show();"}
</script>`;
}

function fakeRun(guard = recordingGuard()): Run {
  const page = held.lease.page;
  return {
    req: { applicationId: "app_overlay_test" },
    page,
    questions: new Map(),
    accountCreated: false,
    guard,
    adapter: { id: "test", closed: {}, success: { selectors: ["#done"] }, submitButtons: ["#submit"], errors: { selectors: [] } },
    scope: async () => ({ page, frame: page.mainFrame() }),
  } as unknown as Run;
}

describe("cookie banners", () => {
  it("chooses the strictly necessary cookies where the banner offers it", async () => {
    await held.lease.page.setContent(formPage(false));
    expect(await dismissConsentBanners(held.lease.page)).toBe("necessary_only");
    expect(await held.lease.page.$("#onetrust-banner-sdk")).toBeNull();
    expect(await consent()).toBe("groups=C0001:1,C0002:0");
    expect(await dismissConsentBanners(held.lease.page)).toBe("none");
  });

  it("acknowledges a banner that offers no choice", async () => {
    await held.lease.page.setContent(`<div class="cookie-banner" style="position:fixed;inset:0;background:#eee">We use cookies.
<button onclick="this.parentElement.remove()">Got it</button></div><button id="submit">Submit</button>`);
    expect(await dismissConsentBanners(held.lease.page)).toBe("acknowledged");
    expect(await held.lease.page.$(".cookie-banner")).toBeNull();
  });
});

describe("the final click and overlays", () => {
  // A fresh page each time: nothing of the banner tests (mouse position, listeners) carries over.
  beforeEach(async () => {
    await held.lease.release();
    held.lease = await acquireLease();
  });

  it("dismisses a banner covering Submit before claiming the click; presses once", async () => {
    await held.lease.page.setContent(formPage(false));
    const guard = recordingGuard();
    await expect(finalSubmit(fakeRun(guard))).resolves.toMatchObject({ kind: "submitted" });
    expect(guard.clicks).toBe(1);
    expect(await held.lease.page.evaluate(() => (window as unknown as { presses: number }).presses)).toBe(1);
    expect(await consent()).toBe("groups=C0001:1,C0002:0");
  });

  it("a click that landed on a banner appearing at that moment is not the final click: dismissed, pressed again", async () => {
    await held.lease.page.setContent(formPage(true));
    const guard = recordingGuard();
    await expect(finalSubmit(fakeRun(guard))).resolves.toMatchObject({ kind: "submitted" });
    expect(guard.clicks).toBe(1); // one claim: the press on the banner did not reach the site
    expect(await held.lease.page.evaluate(() => (window as unknown as { presses: number }).presses)).toBe(1);
    expect(await consent()).toBe("groups=C0001:1,C0002:0");
  });
});
