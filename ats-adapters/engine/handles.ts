// Handles from the page's own world. Puppeteer's $/$$ and waitForSelector run in its isolated world and
// move the document and every match across worlds (three more round trips to Chromium each), so the
// engine finds elements with one evaluateHandle in the page's world instead.
import type { ElementHandle, JSHandle } from "puppeteer-core";

/** The element an evaluateHandle returned, or null (its handle released) when it returned none. */
export async function elementOf(handle: JSHandle): Promise<ElementHandle<Element> | null> {
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}
