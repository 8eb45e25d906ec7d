// Waiting for what an action started: a page load, a one-page wizard's network requests, or nothing.
import type { ElementHandle, HTTPRequest } from "puppeteer-core";
import { humanClick } from "./engine/write";
import type { AdapterRun } from "./platforms/types";

/** Waits until the page stops loading after an action (bounded; never fails). */
export async function waitForQuietPage(run: AdapterRun): Promise<void> {
  await run.page.waitForNetworkIdle({ idleTime: 150, timeout: 4000 }).catch(() => undefined);
}

/**
 * Clicks, then waits for what the click started: the page load when it navigated (a full page's
 * Next), else only for the network to settle (a one-page wizard's Next, which loads no page: waiting
 * for a navigation that never comes cost seconds per step).
 */
export async function clickAndSettle(run: AdapterRun, target: ElementHandle<Element>): Promise<void> {
  const page = run.page;
  let navigating = false;
  let pageRequested!: () => void;
  const requested = new Promise<void>((resolve) => (pageRequested = resolve));
  const onRequest = (r: HTTPRequest) => {
    if (!r.isNavigationRequest() || r.frame() !== page.mainFrame()) return;
    navigating = true;
    pageRequested();
  };
  page.on("request", onRequest);
  try {
    const navigation = page.waitForNavigation({ waitUntil: "domcontentloaded", timeout: 30_000 }).catch(() => null);
    await humanClick(target);
    // A page requested: wait for it. Half a second without traffic and none requested: the click
    // navigated nowhere.
    await Promise.race([requested, page.waitForNetworkIdle({ idleTime: 500, timeout: 4000 }).catch(() => undefined)]);
    if (navigating) await navigation;
  } finally {
    page.off("request", onRequest);
  }
  await waitForQuietPage(run);
}
