// Browser economy: one Chromium per worker process, one incognito context per application, and a
// bounded pool of contexts (atsSettings.browserPoolSize) so a worker never opens more than it can run.
// The browser is Debian's chromium-headless-shell, the same engine without the desktop browser around
// it: the full chromium's headless mode starts the browser's own WebUI (the omnibox popup) in every new
// context, which cost 1 to 1.5 CPU seconds per application (docs/performance.md, "Findings: the
// browser and the worker").
import { once } from "node:events";
import { rm } from "node:fs/promises";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { logger } from "../lib/logger";
import { chromiumHostMapArgs } from "../lib/host-map";
import { outboundPolicy } from "../lib/outbound";
import { chromiumProfileDir, chromiumProxyArgs, startOutboundProxy, type OutboundProxy } from "../lib/outbound-proxy";
import { accountWeight } from "../lib/config";
import { blockUnneededRequests } from "./blocked-requests";
import { FairSlots } from "./fair-slots";
import { atsSettings } from "./settings";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

let browserPromise: Promise<Browser> | null = null;
let launchedPid: number | null = null;
/** The outbound-policy proxy of the running browser (lib/outbound-proxy.ts); one per browser. */
let proxy: OutboundProxy | null = null;
/** Profile directories of launched browsers (lib/outbound-proxy.ts chromiumProfileDir), removed on exit. */
const profileDirs = new Map<string, Promise<void> | null>();
/** Starts (once) the removal of a profile directory; closeBrowser awaits every removal. */
const removeProfile = (dir: string): Promise<void> => {
  let removal = profileDirs.get(dir);
  if (!removal) {
    // Chromium's helper processes may still be writing for a moment after the browser exits.
    removal = rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
    profileDirs.set(dir, removal);
    void removal.then(() => profileDirs.delete(dir));
  }
  return removal;
};
const openLeases = new Set<Lease>();

const poolSize = () => Math.max(1, atsSettings.browserPoolSize);
/** Waiting leases get places fairly by account, by their weights (fair-slots.ts), not in arrival order. */
const slots = new FairSlots(poolSize, (accountId) => accountWeight(atsSettings.accountWeights, accountId));

async function launch(): Promise<Browser> {
  // Read at launch (not import) time, so a harness can point the host map at simulators first.
  const { hostMap } = atsSettings;
  // Every request of every page goes through the outbound policy; only mapped hosts are exempt.
  await proxy?.close().catch(() => undefined);
  proxy = await startOutboundProxy(outboundPolicy({ hostMap }));
  const args = [...CHROMIUM_FLAGS, ...chromiumHostMapArgs(hostMap), ...chromiumProxyArgs(proxy.port)];
  const userDataDir = await chromiumProfileDir();
  profileDirs.set(userDataDir, null);
  const browser = await puppeteer.launch({
    userDataDir,
    executablePath: atsSettings.chromiumPath,
    headless: "shell",
    // DevTools over a pipe rather than a socket: if the worker dies (even SIGKILL), the pipe closes
    // and Chromium exits with it instead of living on as an orphan.
    pipe: true,
    args,
    protocolTimeout: 60_000,
  });
  const proc = browser.process();
  const pid = proc?.pid ?? null;
  launchedPid = pid;
  // Puppeteer drops its own listeners from the DevTools pipe when it closes the connection; a read
  // error that comes after (ECONNRESET from a Chromium killed while leases were being opened: seen
  // twice in five such crashes) would then be an uncaught exception and take the whole worker down.
  for (const stream of proc?.stdio.slice(3) ?? []) stream?.on("error", () => undefined);
  proc?.once("exit", () => void removeProfile(userDataDir));
  browser.on("disconnected", () => {
    // A crashed or closed browser is replaced on the next request.
    if (browserPromise && launchedPid === pid) browserPromise = null;
    logger.info({ pid }, "chromium disconnected");
  });
  return browser;
}

async function getBrowser(): Promise<Browser> {
  if (browserPromise) {
    const existing = await browserPromise.catch(() => null);
    if (existing?.connected) return existing;
    browserPromise = null;
  }
  browserPromise = launch();
  browserPromise.catch(() => {
    browserPromise = null;
  });
  return browserPromise;
}

/** A new incognito context; a browser that died under us (crash, OOM kill) is relaunched once. */
async function openContext(): Promise<BrowserContext> {
  const browser = await getBrowser();
  try {
    return await browser.createBrowserContext();
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "chromium did not answer; relaunching it");
    if (browserPromise) browserPromise = null;
    browser.process()?.kill("SIGKILL");
    await browser.close().catch(() => undefined);
    return (await getBrowser()).createBrowserContext();
  }
}

/** One application's private browser context and page; release() is idempotent. */
export interface Lease {
  context: BrowserContext;
  page: Page;
  release(): Promise<void>;
}

/**
 * The service runs under tsx (`npm start`), whose esbuild transform keeps function names by wrapping
 * named inner functions in `__name(fn, "name")`; Puppeteer sends a function's source to the page, where
 * `__name` does not exist ("__name is not defined" on every form). An identity `__name`, hidden from
 * enumeration, is defined in every document and frame the page loads (test/ats/tsx-runtime.test.ts).
 */
const NAME_HELPER = `Object.defineProperty(globalThis, "__name", { value: function (f) { return f; }, configurable: true, writable: true, enumerable: false });`;

let reclaim: (() => Promise<void>) | null = null;
/** Registers what frees a slot held only to save time (a page kept for its review, sessions.ts) when all are taken. */
export function onSlotsFull(free: () => Promise<void>): void {
  reclaim = free;
}

/** An incognito context with its one page, set up for a form. */
interface Ready {
  context: BrowserContext;
  page: Page;
}

async function prepare(context: BrowserContext): Promise<Ready> {
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(atsSettings.actionTimeoutMs);
    page.setDefaultNavigationTimeout(atsSettings.navigationTimeoutMs);
    await blockUnneededRequests(page);
    await page.evaluateOnNewDocument(NAME_HELPER);
    return { context, page };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}

// Once Chromium runs, one context and page wait ready for the next lease: opening them is a tenth of
// a one-page form's time, and on a busy worker it then happens while the previous form is filled.
// An idle worker that has not run an application yet launches no Chromium for it.
let spare: Promise<Ready | null> | null = null;
let spareContext: BrowserContext | null = null;

function keepSpare(): void {
  if (spare || !browserPromise) return;
  // With the running browser only: a spare never relaunches one that closed.
  const pending: Promise<Ready | null> = browserPromise
    .then(async (browser) => {
      const ready = await unlessDisconnected(browser, browser.createBrowserContext().then(prepare));
      if (ready && spare === pending) spareContext = ready.context; // not if a lease claimed it meanwhile
      return ready;
    })
    .catch(() => null);
  spare = pending;
}

/**
 * `work`, or null as soon as the browser goes away: a page being opened when Chromium dies is only
 * given up by Puppeteer's 30-second wait for its target, and the next lease would wait as long.
 */
async function unlessDisconnected<T>(browser: Browser, work: Promise<T>): Promise<T | null> {
  let onGone = () => {};
  const gone = new Promise<null>((resolve) => (onGone = () => resolve(null)));
  // `on`, not `once`: Puppeteer's once() registers a wrapper that off(onGone) cannot find, and the
  // wrapper would hold every spare's page for as long as the browser lives (test/ats/browser.test.ts).
  browser.on("disconnected", onGone);
  try {
    return await Promise.race([work, gone]);
  } finally {
    browser.off("disconnected", onGone);
  }
}

async function takeSpare(): Promise<Ready | null> {
  // Claimed before the first await: leases asked for together would otherwise all await the same
  // spare and share one page (test/ats/browser.test.ts).
  const claimed = spare;
  spare = null;
  spareContext = null;
  const ready = claimed ? await claimed : null;
  if (ready && ready.context.browser().connected && !ready.page.isClosed()) return ready;
  await ready?.context.close().catch(() => undefined);
  return null;
}

/**
 * Waits for a free slot, given fairly among the accounts waiting (`accountId`: the application's
 * account; harnesses leave it out and share one), then takes the spare context and page, or opens them.
 * `signal` aborting while it waits gives up the wait (fair-slots.ts take).
 */
export async function acquireLease(accountId = "", signal?: AbortSignal): Promise<Lease> {
  if (slots.inUse >= poolSize()) await reclaim?.();
  await slots.take(accountId, signal);
  let context: BrowserContext | null = null;
  try {
    const ready = (await takeSpare()) ?? (await prepare(await openContext()));
    context = ready.context;
    const page = ready.page;
    let released = false;
    const lease: Lease = {
      context,
      page,
      async release() {
        if (released) return;
        released = true;
        try {
          await context!.close();
        } catch {
          // The browser may already be gone; nothing left to close.
        } finally {
          openLeases.delete(lease);
          slots.give();
        }
      },
    };
    openLeases.add(lease);
    keepSpare();
    return lease;
  } catch (err) {
    if (context) await context.close().catch(() => undefined);
    slots.give();
    throw err;
  }
}

/** Closes every context and the browser; the next acquireLease launches a new one. */
export async function closeBrowser(): Promise<void> {
  for (const lease of [...openLeases]) await lease.release();
  const pending = browserPromise;
  browserPromise = null;
  await (await takeSpare())?.context.close().catch(() => undefined);
  const browser = pending ? await pending.catch(() => null) : null;
  if (browser) {
    const proc = browser.process();
    await browser.close().catch(() => undefined);
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const exited = once(proc, "exit");
      proc.kill("SIGKILL");
      await exited; // before its profile directory is removed, so nothing writes into it afterwards
    }
  }
  await proxy?.close().catch(() => undefined);
  proxy = null;
  await Promise.all([...profileDirs.keys()].map(removeProfile));
}

/** For tests and health checks. */
export function browserStats(): { pid: number | null; leases: number; slotsInUse: number; waiting: number } {
  return { pid: browserPromise ? launchedPid : null, leases: openLeases.size, slotsInUse: slots.inUse, waiting: slots.waiting };
}

/** Incognito contexts open in the browser right now for applications (the default one and the spare not counted). */
export async function openContextCount(): Promise<number> {
  const browser = browserPromise ? await browserPromise.catch(() => null) : null;
  if (spare) await spare;
  return browser?.connected
    ? browser.browserContexts().filter((c) => c !== browser.defaultBrowserContext() && c !== spareContext).length
    : 0;
}
