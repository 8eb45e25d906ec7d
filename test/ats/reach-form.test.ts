// Reaching a form the posting page does not show yet (ats-adapters/reach-form.ts), in real Chromium: an
// Apply button that opens it in place is pressed, a form's own submit never is, a sign-in dialog's
// "Apply without signing in" is taken, and a form in an iframe becomes the run's frame.
import { describe, expect, it } from "vitest";
import type { Run } from "../../ats-adapters/application-run";
import { reachForm } from "../../ats-adapters/reach-form";
import type { PlatformAdapter } from "../../ats-adapters/platforms/types";
import { useBrowserLease } from "./env";

const held = useBrowserLease();

/** The part of a run reachForm uses, for a platform without accounts. */
function runOn(adapter: Partial<PlatformAdapter> = {}): Run {
  const page = held.lease.page;
  const run = {
    adapter,
    page,
    embeddingFrame: null,
    scope: async () => ({ page, frame: run.embeddingFrame ?? page.mainFrame() }),
  };
  return run as unknown as Run;
}

const FORM = `<form id="app"><label for="fn">First name</label><input id="fn"><label for="ln">Last name</label><input id="ln"></form>`;

describe("reaching the form", () => {
  it("presses the posting's Apply button that opens the form in place", async () => {
    await held.lease.page.setContent(
      `<h1>Designer</h1><button type="button" onclick="document.getElementById('panel').hidden=false;this.hidden=true">Apply for this job</button>
       <div id="panel" hidden>${FORM}</div>`,
    );
    await reachForm(runOn());
    expect(await held.lease.page.$eval("#panel", (p) => (p as HTMLElement).hidden)).toBe(false);
  });

  it("never presses a form's own submit, even when it says Apply", async () => {
    await held.lease.page.setContent(
      `<form id="app" onsubmit="event.preventDefault();window.sent=true"><label for="cv">Resume</label><input id="cv" type="file" hidden>
       <label for="e">Email</label><input id="e"><button type="submit">Apply</button></form>`,
    );
    await reachForm(runOn());
    expect(await held.lease.page.evaluate(() => (window as { sent?: boolean }).sent ?? false)).toBe(false);
  });

  it("takes a sign-in dialog's choice to apply without an account", async () => {
    await held.lease.page.setContent(
      `<div id="dlg" role="dialog"><label for="u">Email</label><input id="u"><label for="p">Password</label><input id="p" type="password">
         <button type="button">Sign In</button>
         <button type="button" onclick="document.getElementById('dlg').remove();document.getElementById('panel').hidden=false">Apply without signing in</button></div>
       <div id="panel" hidden>${FORM}</div>`,
    );
    await reachForm(runOn());
    expect(await held.lease.page.$("#dlg")).toBeNull();
    expect(await held.lease.page.$eval("#panel", (p) => (p as HTMLElement).hidden)).toBe(false);
  });

  it("makes the iframe that shows the form the run's frame", async () => {
    await held.lease.page.setContent(`<h1>Data Scientist</h1><iframe id="apply" srcdoc='${FORM}'></iframe>`);
    await held.lease.page.waitForFunction(() => !!document.querySelector("iframe")?.contentDocument?.querySelector("#fn"));
    const run = runOn();
    await reachForm(run);
    expect(await run.embeddingFrame?.$eval("#fn", (e) => e.id)).toBe("fn");
  });
});
