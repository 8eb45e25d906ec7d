// A Run watches its activity's cancellation only while its page is open: an activity's context
// outlives the activity wherever a promise made during it is kept, and a listener left on its signal
// kept the closed page (and its DevTools sessions) alive with it (ats-adapters/application-run.ts).
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { Run } from "../../ats-adapters/application-run";
import { adapterFor } from "../../ats-adapters/platforms";
import type { Lease } from "../../ats-adapters/browser-pool";
import { request } from "./helpers";

function fakeRun() {
  const lease = { released: 0, page: {}, context: {}, release: async () => void lease.released++ };
  return {
    run: new Run(request("http://job-boards.greenhouse.io/acme/jobs/4012"), adapterFor("greenhouse")!, lease as unknown as Lease),
    lease,
  };
}
const listeners = (signal: AbortSignal) => getEventListeners(signal, "abort").length;

describe("Run.closeOnAbort", () => {
  it("closes the page when the activity is cancelled", async () => {
    const { run, lease } = fakeRun();
    const activity = new AbortController();
    run.closeOnAbort(activity.signal);
    activity.abort();
    await new Promise((r) => setImmediate(r));
    expect(lease.released).toBe(1);
  });

  it("leaves no listener on the signal once the page is closed", async () => {
    const { run } = fakeRun();
    const activity = new AbortController();
    run.closeOnAbort(activity.signal);
    expect(listeners(activity.signal)).toBe(1);
    await run.close();
    expect(listeners(activity.signal)).toBe(0);
  });

  it("watches only the activity that continues a kept page", async () => {
    const { run, lease } = fakeRun();
    const inspection = new AbortController();
    const submit = new AbortController();
    run.closeOnAbort(inspection.signal);
    run.closeOnAbort(submit.signal);
    expect(listeners(inspection.signal)).toBe(0);
    inspection.abort(); // the inspection's attempt ended long ago: its cancellation closes nothing
    await new Promise((r) => setImmediate(r));
    expect(lease.released).toBe(0);
    expect(listeners(submit.signal)).toBe(1);
  });
});
