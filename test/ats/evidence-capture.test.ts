// Evidence screenshots in real Chromium on a local page (ats-adapters/evidence-capture.ts): secrets are
// masked in the image, which is checked by pixels: each secret field's pixels in the shot of the filled
// form equal those in the shot of the same form with the secret fields empty, while the same comparison
// without the mask differs (so the check can fail). The review's form stays filled; the confirmation's
// secrets are blanked. A shot over the size cap is scaled down, then cut.
import { describe, expect, it } from "vitest";
import type { Run } from "../../ats-adapters/application-run";
import {
  captureConfirmation,
  captureReviewForm,
  fullPagePng,
  maskSecrets,
  maskSpecOf,
  PNG_SIGNATURE,
  unmaskSecrets,
} from "../../ats-adapters/evidence-capture";
import { atsSettings, configureAts } from "../../ats-adapters/settings";
import { decodePng, region } from "../support/png";
import { useBrowserLease } from "./env";

const PASSWORD = "Hunter2-Secret!";
const CODE = "493817";

const held = useBrowserLease();

/** The secret fields: by type, by autocomplete, by name, by the platform's code selector, and by value (a shown password). */
const SECRET_FIELDS = ["#pw", "#otp", "#named-code", "#security-input-0", "#security-input-1", "#shown"];

const FORM = `<style>body{font:16px sans-serif;margin:20px} label{display:block;margin-top:14px} input{font:18px monospace;width:320px;padding:6px;border:1px solid #555}</style>
<h1>Apply: Engineer</h1>
<label>Full name <input id="name" value="Ada Lovelace"></label>
<label>Postal code <input id="zip" name="postal_code" value="94105"></label>
<label>Password <input id="pw" type="password" style="background:#fff" value="${PASSWORD}"></label>
<label>Password (shown) <input id="shown" type="text" value="${PASSWORD}"></label>
<label>One-time code <input id="otp" autocomplete="one-time-code" value="${CODE}"></label>
<label>Code from the e-mail <input id="named-code" name="verification_code" value="${CODE}"></label>
<label>Security code <input id="security-input-0" maxlength="1" style="width:30px" value="4"><input id="security-input-1" maxlength="1" style="width:30px" value="9"></label>
<div id="shadow-host"></div>
<script>
  document.getElementById('shadow-host').attachShadow({ mode: 'open' }).innerHTML =
    '<label>Shadow password <input id="shadow-pw" type="password" value="${PASSWORD}"></label>';
</script>`;

function fakeRun(): Run {
  const page = held.lease.page;
  return {
    req: { applicationId: "app_evidence_test", credentials: { login: "ada@example.com", password: PASSWORD, existing: true } },
    page,
    questions: new Map(),
    accountCreated: false,
    typedCodes: [CODE],
    adapter: {
      id: "test",
      closed: {},
      success: {},
      submitButtons: [],
      codePrompt: { shown: { selectors: ["#security-input-0"] }, inputs: "input[id^=security-input-]" },
    },
    scope: async () => ({ page, frame: page.mainFrame() }),
  } as unknown as Run;
}

type Rect = { x: number; y: number; width: number; height: number };

/** Each secret field's box in page coordinates (the shadow root's field included). */
const secretRects = (): Promise<Record<string, Rect>> =>
  held.lease.page.evaluate((sels: string[]) => {
    const rect = (el: Element): Rect => {
      const r = el.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    };
    const out: Record<string, Rect> = {};
    for (const s of sels) out[s] = rect(document.querySelector(s)!);
    out["shadow-pw"] = rect(document.getElementById("shadow-host")!.shadowRoot!.getElementById("shadow-pw")!);
    return out;
  }, SECRET_FIELDS);

/** Empties (or refills) every secret field, the shadow root's too. */
const setSecrets = (filled: boolean) =>
  held.lease.page.evaluate(
    (sels: string[], values: Record<string, string>, filled: boolean) => {
      for (const s of sels) (document.querySelector(s) as HTMLInputElement).value = filled ? values[s]! : "";
      const shadow = document.getElementById("shadow-host")!.shadowRoot!.getElementById("shadow-pw") as HTMLInputElement;
      shadow.value = filled ? values["#pw"]! : "";
    },
    SECRET_FIELDS,
    { "#pw": PASSWORD, "#shown": PASSWORD, "#otp": CODE, "#named-code": CODE, "#security-input-0": "4", "#security-input-1": "9" },
    filled,
  );

const values = () =>
  held.lease.page.evaluate(() => ({
    pw: (document.getElementById("pw") as HTMLInputElement).value,
    name: (document.getElementById("name") as HTMLInputElement).value,
    code: (document.getElementById("named-code") as HTMLInputElement).value,
    pwStyle: document.getElementById("pw")!.getAttribute("style"),
    nameStyle: document.getElementById("name")!.getAttribute("style"),
  }));

/** Secret fields whose pixels differ between two shots. */
function differing(a: Buffer, b: Buffer, rects: Record<string, Rect>): string[] {
  const [ia, ib] = [decodePng(a), decodePng(b)];
  expect([ia.width, ia.height]).toEqual([ib.width, ib.height]);
  return Object.entries(rects)
    .filter(([, r]) => !region(ia, r).equals(region(ib, r)))
    .map(([name]) => name);
}

describe("evidence screenshots", () => {
  it("masks every secret field at review, by pixels, and leaves the form filled as it was", async () => {
    await held.lease.page.setContent(FORM);
    const run = fakeRun();
    const rects = await secretRects();

    // What is masked: the six secret fields and the shadow root's password; the name and postal code are not.
    expect(await maskSecrets(held.lease.page, maskSpecOf(run, false))).toBe(7);
    await unmaskSecrets(held.lease.page);

    const filled = await captureReviewForm(run);
    expect(filled, "captured").toBeDefined();
    expect(filled!.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await values()).toEqual({ pw: PASSWORD, name: "Ada Lovelace", code: CODE, pwStyle: "background:#fff", nameStyle: null });

    // The reference: the same fields masked, and empty.
    await maskSecrets(held.lease.page, maskSpecOf(run, true));
    const empty = (await fullPagePng(held.lease.page, atsSettings.evidenceMaxBytes))!.png;
    await unmaskSecrets(held.lease.page);
    // Masked, a secret field looks the same whatever it holds.
    expect(differing(filled!.png, empty, rects)).toEqual([]);

    // The control: unmasked, the same comparison sees every secret field (the check can fail).
    const rawEmpty = (await fullPagePng(held.lease.page, atsSettings.evidenceMaxBytes))!.png;
    await setSecrets(true);
    const rawFilled = (await fullPagePng(held.lease.page, atsSettings.evidenceMaxBytes))!.png;
    expect(differing(rawFilled, rawEmpty, rects).sort()).toEqual([...SECRET_FIELDS, "shadow-pw"].sort());
    // The name field is in the image as typed: the masked shots differ from a blank name there.
    const nameRect = await held.lease.page.evaluate(() => {
      const r = document.getElementById("name")!.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    });
    await held.lease.page.evaluate(() => ((document.getElementById("name") as HTMLInputElement).value = ""));
    const noName = (await captureReviewForm(run))!.png;
    expect(differing(filled!.png, noName, { name: nameRect })).toEqual(["name"]);
  });

  it("blanks the secrets on the confirmation page and keeps its text and signals", async () => {
    await held.lease.page.setContent(`${FORM}<p role="status">Thank you for applying!</p>`);
    const run = fakeRun();
    const rects = await secretRects();
    const shot = await captureConfirmation(run, ["the page says: Thank you for applying!"]);
    expect(shot).toMatchObject({ kind: "confirmation", fitted: null, signals: ["the page says: Thank you for applying!"] });
    expect(shot!.text).toContain("Thank you for applying!");
    expect(shot!.text).not.toContain(PASSWORD);
    // Blanked for good: nothing is restored on a page that is not used again.
    expect(await values()).toMatchObject({ pw: "", code: "", name: "Ada Lovelace" });
    // The reference: the page as it was, its secret fields masked and empty before the shot.
    await held.lease.page.setContent(`${FORM}<p role="status">Thank you for applying!</p>`);
    await setSecrets(false);
    await held.lease.page.evaluate((sels: string[]) => {
      for (const s of sels) (document.querySelector(s) as HTMLInputElement).setAttribute("data-ref", "");
    }, SECRET_FIELDS);
    await maskSecrets(held.lease.page, { ...maskSpecOf(run, true), selectors: ["[data-ref]", "input[id^=security-input-]"] });
    const reference = (await fullPagePng(held.lease.page, atsSettings.evidenceMaxBytes))!.png;
    expect(differing(shot!.png, reference, rects)).toEqual([]);
  });

  it("scales a screenshot over the cap down, then cuts it, and says which", async () => {
    // A tall page of noise compresses badly.
    await held.lease.page.setContent(`<canvas id="c" width="800" height="3000"></canvas><script>
      const ctx = document.getElementById('c').getContext('2d'); const img = ctx.createImageData(800, 3000);
      let seed = 7; for (let i = 0; i < img.data.length; i++) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; img.data[i] = i % 4 === 3 ? 255 : seed & 255; }
      ctx.putImageData(img, 0, 0);</script>`);
    const full = (await fullPagePng(held.lease.page, 64 * 1024 * 1024))!;
    expect(full.fitted).toBeNull();
    const before = atsSettings.evidenceMaxBytes;
    try {
      configureAts({ evidenceMaxBytes: Math.floor(full.png.length / 4) });
      const scaled = (await captureReviewForm(fakeRun()))!;
      expect(scaled.fitted).toBe("scaled");
      expect(scaled.png.length).toBeLessThanOrEqual(full.png.length / 4);
      const decoded = decodePng(scaled.png);
      expect(decoded.width).toBeLessThan(decodePng(full.png).width);
      expect([scaled.width, scaled.height]).toEqual([decoded.width, decoded.height]);

      configureAts({ evidenceMaxBytes: Math.floor(full.png.length / 40) });
      const cut = (await captureReviewForm(fakeRun()))!;
      expect(cut.fitted).toBe("cut");
      expect(cut.png.length).toBeLessThanOrEqual(full.png.length / 40);
      const small = decodePng(cut.png);
      // A quarter of the width, and less than a quarter of the height.
      expect(small.width).toBe(Math.round(decodePng(full.png).width / 4));
      expect(small.height).toBeLessThan(decodePng(full.png).height / 4);
    } finally {
      configureAts({ evidenceMaxBytes: before });
    }
  });
});
