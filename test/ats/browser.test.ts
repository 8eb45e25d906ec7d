// Browser economy: one Chromium per process, one incognito context per lease, a bounded pool,
// everything closed on every path, a relaunch after a crash, and no process left behind.
import { afterAll, describe, expect, it } from "vitest";
import { acquireLease, browserStats, closeBrowser, openContextCount } from "../../ats-adapters/browser-pool";
import { config } from "../../lib/config";
import { processTree } from "../helpers";
import { closeAndListLeftovers, leftoversOf } from "./env";
import { withLease } from "./helpers";

const seen: number[] = [];
afterAll(async () => {
  seen.push(...processTree(browserStats().pid));
  expect(await closeAndListLeftovers()).toEqual([]);
  expect(await leftoversOf(seen)).toEqual([]);
});

describe("browser pool", () => {
  it("shares one Chromium and gives every lease its own incognito context", async () => {
    const a = await acquireLease();
    const b = await acquireLease();
    try {
      expect(browserStats()).toMatchObject({ leases: 2 });
      expect(await openContextCount()).toBe(2);
      expect(a.context).not.toBe(b.context);
      // Cookies do not leak between applications.
      await a.page.setContent("<p>a</p>");
      await a.context.setCookie({ name: "sid", value: "1", domain: "example.test", path: "/" });
      expect(await a.context.cookies()).toMatchObject([{ name: "sid", domain: "example.test" }]);
      expect(await b.context.cookies()).toEqual([]);
    } finally {
      await a.release();
      await b.release();
    }
    expect(await openContextCount()).toBe(0);
  });

  it("makes the lease over the pool size wait until one is released", async () => {
    const size = config.browserPoolSize;
    const held = await Promise.all(Array.from({ length: size }, () => acquireLease()));
    let got = false;
    const extra = acquireLease().then((lease) => {
      got = true;
      return lease;
    });
    await new Promise((r) => setImmediate(r));
    expect(browserStats()).toMatchObject({ leases: size, waiting: 1 });
    expect(got).toBe(false);
    await held[0].release();
    const lease = await extra;
    expect(browserStats()).toMatchObject({ leases: size, waiting: 0 });
    await lease.release();
    for (const h of held.slice(1)) await h.release();
    expect(browserStats()).toMatchObject({ leases: 0, slotsInUse: 0 });
  });

  it("gives the next free place to another account's lease before more of the busy account's (fair-slots.ts)", async () => {
    const size = config.browserPoolSize;
    const held = await Promise.all(Array.from({ length: size }, () => acquireLease("acct_busy")));
    const order: string[] = [];
    // Each waiting lease is released as soon as it is granted, so the queue drains one place at a time.
    const ask = (accountId: string) =>
      acquireLease(accountId).then(async (lease) => {
        order.push(accountId);
        if (order.length === 1) await firstSeen;
        await lease.release();
      });
    let seeFirst = () => {};
    const firstSeen = new Promise<void>((r) => (seeFirst = r));
    const waiting = [ask("acct_busy"), ask("acct_busy"), ask("acct_busy"), ask("acct_single")];
    await new Promise((r) => setImmediate(r));
    expect(browserStats()).toMatchObject({ leases: size, waiting: 4 });
    await held[0].release();
    await expect.poll(() => order.length).toBe(1);
    expect(order).toEqual(["acct_single"]);
    seeFirst();
    for (const h of held.slice(1)) await h.release();
    await Promise.all(waiting);
    expect(order).toEqual(["acct_single", "acct_busy", "acct_busy", "acct_busy"]);
    expect(browserStats()).toMatchObject({ leases: 0, slotsInUse: 0, waiting: 0 });
  });

  it("closes the context when the work throws", async () => {
    await expect(
      withLease(async (lease) => {
        await lease.page.setContent("<p>work</p>");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(browserStats()).toMatchObject({ leases: 0, slotsInUse: 0 });
    expect(await openContextCount()).toBe(0);
  });

  it("hands out a context opened ahead, fresh (no page of an earlier application), and closes it with the browser", async () => {
    await withLease(async (lease) => lease.page.setContent("<p>first</p>"));
    const browser = (await withLease(async (lease) => lease.context.browser()))!;
    const before = new Set(browser.browserContexts());
    await withLease(async (lease) => {
      expect(before.has(lease.context)).toBe(true);
      expect(lease.page.url()).toBe("about:blank");
      expect(await lease.context.cookies()).toEqual([]);
    });
    // The spare is no application's: not counted, and not a leftover (afterAll: closeAndListLeftovers).
    expect(await openContextCount()).toBe(0);
    expect(browser.browserContexts().length).toBe(2);
  });

  it("gives leases taken at the same moment a context each, though one context waits ready", async () => {
    // The spare is opened after a lease (keepSpare); leases asked for together must not both take it:
    // two applications on one page abort each other's page loads and close it under one another.
    await withLease(async (lease) => lease.page.setContent("<p>opens the spare</p>"));
    await openContextCount(); // the spare is ready
    const leases = await Promise.all(Array.from({ length: config.browserPoolSize }, () => acquireLease()));
    try {
      expect(config.browserPoolSize).toBeGreaterThan(1);
      expect(new Set(leases.map((l) => l.context)).size).toBe(leases.length);
      expect(new Set(leases.map((l) => l.page)).size).toBe(leases.length);
      expect(await openContextCount()).toBe(leases.length);
    } finally {
      for (const lease of leases) await lease.release();
    }
    expect(await openContextCount()).toBe(0);
  });

  it("leaves no listener on the browser per lease (each would hold its application's page)", async () => {
    const browser = (await withLease(async (lease) => lease.context.browser()))!;
    await openContextCount(); // the spare is ready
    const events = ["disconnected", "targetcreated", "targetchanged", "targetdestroyed"] as const;
    const listeners = () => events.map((event) => browser.listenerCount(event));
    const before = listeners();
    for (let i = 0; i < 5; i++) await withLease(async (lease) => lease.page.setContent("<p>one application</p>"));
    await openContextCount();
    expect(listeners()).toEqual(before);
  });

  it("launches a new Chromium after the old one crashed", async () => {
    const first = await withLease(async () => browserStats().pid!);
    const tree = processTree(first);
    seen.push(...tree);
    process.kill(first, "SIGKILL");
    const second = await withLease(async (lease) => {
      await lease.page.setContent("<p>alive</p>");
      return browserStats().pid!;
    });
    expect(second).not.toBe(first);
    expect(await leftoversOf([first])).toEqual([]);
  });

  it("survives an error on the DevTools pipe that comes after the browser closed", async () => {
    // Puppeteer stops listening to the pipe when it closes; a killed Chromium's ECONNRESET can arrive later.
    const pipes = await withLease(async (lease) => lease.context.browser().process()!.stdio.slice(3));
    await closeBrowser();
    expect(pipes.length).toBeGreaterThan(0);
    for (const pipe of pipes)
      expect(() => pipe!.emit("error", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).not.toThrow();
  });
});
