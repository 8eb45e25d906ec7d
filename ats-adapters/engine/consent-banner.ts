// Cookie and consent banners. Many career sites show one (OneTrust, with a dark filter over the whole
// page) that takes every click until a choice is made. The engine chooses the strictly necessary cookies
// only ("Reject All", "Necessary only") wherever that is offered, and otherwise the banner's plain
// acknowledgement. It also checks that a click lands on its target and not on an overlay.
import type { ElementHandle, Frame, Page } from "puppeteer-core";
import { SHADOW_JS } from "./shadow";

/** Buttons that keep only the strictly necessary cookies, in order of preference. */
const NECESSARY_ONLY = [
  "#onetrust-reject-all-handler",
  ".ot-pc-refuse-all-handler",
  "#CybotCookiebotDialogBodyButtonDecline",
  "[data-cookiefirst-action=reject]",
  "#truste-consent-required",
];
const NECESSARY_TEXT =
  /^(reject( all)?( cookies)?|decline( all)?( cookies)?|refuse( all)?|(use |allow |accept )?(only )?(strictly )?(necessary|essential|required)( cookies)?( only)?|deny)$/i;
const ACKNOWLEDGE_TEXT = /^(ok(ay)?|got it|i understand|close|dismiss|continue|accept( all)?( cookies)?|agree|allow( all)?( cookies)?)$/i;
const BANNER =
  "#onetrust-banner-sdk, #onetrust-consent-sdk, #CybotCookiebotDialog, .cc-window, #truste-consent-track, [id*=cookie-banner], [class*=cookie-banner], [id*=cookie-consent], [class*=cookie-consent], [aria-label*=cookie i], [aria-label*=consent i]";
/** What belongs to a consent banner, its page-wide filter included: a click landing there is wasted. */
const BANNER_PART = `${BANNER}, .onetrust-pc-dark-filter, [id*=cookie], [class*=cookie], [id*=consent], [class*=consent]`;

export type BannerChoice = "necessary_only" | "acknowledged" | "none";

/**
 * Dismisses a visible cookie/consent banner: the necessary-only choice where offered, else the plain
 * acknowledgement. Returns what it chose ("none": no banner). Never throws.
 */
export async function dismissConsentBanners(page: Page | Frame): Promise<BannerChoice> {
  let chose: BannerChoice = "none";
  for (let round = 0; round < 3; round++) {
    const choice = (await page
      .evaluate(markBannerButton, NECESSARY_ONLY, NECESSARY_TEXT.source, ACKNOWLEDGE_TEXT.source, BANNER)
      .catch(() => null)) as BannerChoice | null;
    const button = choice ? await page.$("[data-ae-banner]").catch(() => null) : null;
    if (!choice || !button) return chose;
    await button.evaluate((e) => e.removeAttribute("data-ae-banner"));
    await button.click().catch(() => button.evaluate((e) => (e as HTMLElement).click()));
    await new Promise((r) => setTimeout(r, 150));
    chose = choice;
    if (choice === "acknowledged") return chose;
  }
  return chose;
}

/** In-page: tags the visible banner button to press (data-ae-banner), preferring the necessary-only choice. */
function markBannerButton(ids: string[], necessary: string, acknowledge: string, banner: string): string | null {
  const shown = (e: Element) => {
    const r = e.getBoundingClientRect();
    const cs = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
  };
  const mark = (el: Element, choice: string) => {
    el.setAttribute("data-ae-banner", "");
    return choice;
  };
  for (const id of ids) {
    const el = document.querySelector(id);
    if (el && shown(el)) return mark(el, "necessary_only");
  }
  const boxes = [...document.querySelectorAll(banner)].filter(shown);
  const buttons = boxes.flatMap((b) => [...b.querySelectorAll("button, [role=button], a")]).filter(shown);
  const text = (e: Element) => (e.textContent ?? "").replace(/\s+/g, " ").trim();
  const nec = buttons.find((b) => new RegExp(necessary, "i").test(text(b)));
  if (nec) return mark(nec, "necessary_only");
  const ack = buttons.find((b) => new RegExp(acknowledge, "i").test(text(b)));
  return ack ? mark(ack, "acknowledged") : null;
}

/**
 * The consent banner drawn over the element's visible centre, or null. Other overlays do not count:
 * some sites put a transparent click filter over their buttons on purpose (Workday).
 */
export async function coveringElement(el: ElementHandle<Element>): Promise<string | null> {
  return el.evaluate(
    new Function(
      "el",
      "bannerPart",
      `${SHADOW_JS}
      var r = el.getBoundingClientRect();
      var x = r.left + r.width / 2, y = r.top + r.height / 2;
      var hit = document.elementFromPoint(x, y);
      while (hit && hit.shadowRoot) { var inner = hit.shadowRoot.elementFromPoint(x, y); if (!inner || inner === hit) break; hit = inner; }
      for (var n = hit; n; n = n.parentElement || hostOf(n)) if (n === el) return null;
      if (!hit || !hit.closest(bannerPart)) return null;
      return hit.tagName.toLowerCase() + (hit.id ? "#" + hit.id : "") + (typeof hit.className === "string" && hit.className ? "." + hit.className.split(" ")[0] : "");`,
    ) as (e: Element, bannerPart: string) => string | null,
    BANNER_PART,
  );
}

/**
 * Makes sure nothing covers the element before it is clicked: dismisses consent banners when something
 * does, then checks again. Returns the covering element's description when it is still covered.
 */
export async function uncover(page: Page, el: ElementHandle<Element>): Promise<string | null> {
  await el.scrollIntoView().catch(() => undefined);
  let cover = await coveringElement(el).catch(() => null);
  if (!cover) return null;
  await dismissConsentBanners(page);
  await el.scrollIntoView().catch(() => undefined);
  cover = await coveringElement(el).catch(() => null);
  return cover;
}
