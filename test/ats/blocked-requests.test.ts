// The browser pool's pages never fetch what a form does not need (ats-adapters/blocked-requests.ts):
// images, fonts, media and analytics hosts fail inside Chromium and never reach a simulator, while
// everything else (the form, its scripts, its submission) still goes through the outbound proxy.
import { describe, expect, it } from "vitest";
import { submitApplication } from "../../ats-adapters";
import { recordingGuard, request, withLease } from "./helpers";
import { useAtsEnv } from "./env";

const env = useAtsEnv();

const form = "http://boards.greenhouse.io/acme/jobs/4012";
/** How Chromium reports a request failed by a DevTools client (ours) before it was sent. */
const BLOCKED = "net::ERR_BLOCKED_BY_CLIENT.Inspector";

describe("requests a form does not need", () => {
  it("fail inside the browser and never reach the simulator; the page's other requests do", async () => {
    const { failed, urls } = await withLease(async ({ page }) => {
      const errors: Record<string, string> = {};
      page.on("requestfailed", (r) => void (errors[r.url()] = r.failure()?.errorText ?? ""));
      await page.goto(form);
      // Same-origin URLs built in the page (the simulator serves Greenhouse over https: HSTS preload).
      const urls = await page.evaluate(async () => {
        const at = (path: string) => new URL(path, location.href).href;
        const u = {
          image: at("/__blocked/logo.png"),
          media: at("/__blocked/clip.mp4"),
          font: at("/__blocked/face.woff2"),
          control: at("/__control"),
        };
        const img = Object.assign(document.createElement("img"), { src: u.image });
        const video = Object.assign(document.createElement("video"), { src: u.media, preload: "auto" });
        document.body.append(img, video);
        await Promise.allSettled([
          new FontFace("Blocked", `url(${u.font})`).load(),
          fetch("https://www.google-analytics.com/g/collect?v=2", { mode: "no-cors" }),
          fetch(u.control),
          new Promise((resolve) => (img.complete ? resolve(null) : img.addEventListener("error", resolve))),
        ]);
        return u;
      });
      return { failed: errors, urls };
    });
    expect(failed).toMatchObject({
      [urls.image]: BLOCKED,
      [urls.font]: BLOCKED,
      "https://www.google-analytics.com/g/collect?v=2": BLOCKED,
    });
    expect(env.sim.requests.filter((r) => r.path.startsWith("/__blocked"))).toEqual([]);
    // The log does see this page's ordinary requests: the form itself and the control fetch.
    expect(env.sim.requests.some((r) => r.path === "/__control")).toBe(true);
    expect(env.sim.requests.some((r) => r.path === "/acme/jobs/4012" && r.method === "GET")).toBe(true);
  });

  it("leave the form fillable and submittable", async () => {
    const before = env.sim.submissions.length;
    const outcome = await submitApplication(request(form), recordingGuard());
    expect(outcome).toMatchObject({ kind: "submitted" });
    expect(env.sim.submissions).toHaveLength(before + 1);
    expect(env.sim.requests.filter((r) => r.path.startsWith("/__blocked"))).toEqual([]);
  });
});
