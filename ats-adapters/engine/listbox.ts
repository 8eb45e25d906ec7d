// Dropdowns that are buttons opening a popup listbox (Workday's `wd-popup` prompts and their kin):
// options live in a body portal, some lists have a search box, and some nest (an option that is a
// category opens its own options). Reading lists every leaf (a category's children in its place);
// choosing opens the list, uses the search box when the leaf is not in sight, else walks down the
// categories, and checks afterwards that the button shows the choice.
import type { ElementHandle, Frame } from "puppeteer-core";
import { elementOf } from "./handles";
import { pointerClick, typeText } from "./pointer";
import { SHADOW_JS } from "./shadow";
import { bestMatch, normalizeText } from "./similarity";
import type { FormScope } from "./types";

// Option elements of any popup list (write.ts uses them too); kept here, not in read.ts, so that
// read.ts -> listbox.ts is the only direction between them.
// jQuery UI autocomplete menus (legacy Greenhouse's location) give their items no role.
/**
 * Options shown before a dropdown is opened belong to another list (a phone field's country picker
 * left open beside it): they are marked with this attribute while the dropdown is read, and never read.
 */
const FOREIGN = "data-ae-foreign";
// A menu button's items are its options too (Teamtailor's "Select an option" menu of role=menuitem),
// and so are the rows of a combobox whose popup is a grid (ARIA 1.2; Oracle's searchable cx-select).
export const OPTION_SELECTOR = `[role=option]:not([aria-disabled=true]):not([${FOREIGN}]), [role=menuitem]:not([aria-disabled=true]):not([${FOREIGN}]), [role=menuitemradio]:not([aria-disabled=true]):not([${FOREIGN}]), [role=grid] [role=row]:not([aria-disabled=true]):not(:has([role=columnheader])):not([${FOREIGN}]), .ui-autocomplete .ui-menu-item:not([${FOREIGN}])`;

// A lookup that found nothing says so (react-select's `{prefix}__menu-notice--no-options`, select2's
// message) and no option will come: waiting out the whole timeout for one cost seconds per field.
const NO_OPTIONS_SELECTOR = '[class*="menu-notice--no-options"], .select2-results__message';
/** How often in-page waits look again: a menu shows within a frame or two of its click. */
export const POLL_MS = 20;
let waits = 0;

/**
 * Waits in the page until `check` (a function's source) returns something truthy, and returns it;
 * null at the timeout, when `signal` aborts, or when the page went away. One DevTools round trip, where
 * Puppeteer's waitForFunction makes five (its poller is created, started, read, stopped and released),
 * and these waits run a dozen times per form.
 */
async function waitInPage<T>(frame: Frame, check: string, timeoutMs: number, signal?: AbortSignal): Promise<T | null> {
  const stop = `__aeStop${++waits}`;
  let done = false;
  const abort = () => void (done || frame.evaluate(`window.${stop} = true`).catch(() => undefined));
  signal?.addEventListener("abort", abort, { once: true });
  try {
    return (await frame.evaluate(`new Promise(function (resolve) {
      var check = ${check}, until = Date.now() + ${timeoutMs};
      (function look() {
        var found = null;
        try { found = check() || null; } catch (e) { found = null; }
        if (found || window.${stop} || Date.now() > until) { delete window.${stop}; return resolve(found); }
        setTimeout(look, ${POLL_MS});
      })();
    })`)) as T | null;
  } catch {
    return null;
  } finally {
    done = true;
    signal?.removeEventListener("abort", abort);
  }
}

/** What a list showed: options, its "no options" notice, or nothing in time. */
export type OptionsShown = "options" | "none" | null;

/**
 * Waits until ANY option is visible (other widgets' hidden options may come first in the DOM), shadow
 * roots included; with `naming`, until an option's text contains it (a lookup's results for what was
 * typed, not the list before). "none" when the list has said "no options" for 200 ms (long enough for
 * a search still being typed to replace the notice with its results).
 */
export function optionsShown(
  frame: Frame,
  timeoutMs: number,
  selector = OPTION_SELECTOR,
  opts: { naming?: string; signal?: AbortSignal } = {},
): Promise<OptionsShown> {
  const args = [selector, NO_OPTIONS_SELECTOR, opts.naming?.toLowerCase() ?? ""].map((a) => JSON.stringify(a)).join(", ");
  return waitInPage<OptionsShown>(
    frame,
    `(function (sel, none, naming) { ${SHADOW_JS} var since = 0;
    var vis = function (e) { return e.offsetParent !== null || getComputedStyle(e).position === "fixed"; };
    var names = function (e) { return (e.textContent || "").replace(/\\s+/g, " ").toLowerCase().indexOf(naming) >= 0; };
    return function () {
      if (deepAll(document, sel).some(function (e) { return vis(e) && names(e); })) return "options";
      if (!deepAll(document, none).some(vis)) { since = 0; return false; }
      since = since || Date.now();
      return Date.now() - since >= 200 ? "none" : false;
    }; })(${args})`,
    timeoutMs,
    opts.signal,
  );
}

export async function waitForOptions(frame: Frame, timeoutMs: number, selector = OPTION_SELECTOR): Promise<boolean> {
  return (await optionsShown(frame, timeoutMs, selector)) === "options";
}

interface Shown {
  text: string;
  category: boolean;
}

// In-page: the visible options of any open list in document order (shadow roots included), each with
// its text and whether it opens further options (a chevron, aria-haspopup...). One evaluate, not
// puppeteer's pierce/ queries: those hand back a handle per match and cost tens of milliseconds per
// list (a country list has hundreds of options).
const shownJs = (selector: string) => `${SHADOW_JS}
  var shown = deepAll(document, ${JSON.stringify(selector)}).map(function (el) {
    var visible = el.offsetParent !== null || getComputedStyle(el).position === "fixed";
    var marks = [el].concat([].slice.call(el.querySelectorAll("*"))).map(function (c) { return c.className + " " + (c.getAttribute("data-automation-id") || ""); }).join(" ");
    var category = el.hasAttribute("aria-haspopup") || el.hasAttribute("aria-expanded") || /has-?children|chevron|submenu|category|parent/i.test(marks);
    return { el: el, visible: visible, category: category, text: (el.getAttribute("data-automation-label") || el.textContent || "").replace(/\\s+/g, " ").trim() };
  }).filter(function (o) { return o.visible && o.text; });`;

const shownTexts = "shown.map(function (o) { return { text: o.text, category: o.category }; })";

/** The visible options' texts, in one round trip. */
export async function shownOptions(scope: FormScope, selector = OPTION_SELECTOR): Promise<Shown[]> {
  return (await scope.frame.evaluate(`(function () { ${shownJs(selector)} return ${shownTexts}; })()`)) as Shown[];
}

/**
 * Clicks the `index`th visible option (with `press`, by default the real pointer) provided it still
 * reads `text`; false when it does not, or went away under the click (the list re-rendered).
 */
export async function clickShown(
  scope: FormScope,
  index: number,
  text: string,
  opts: { selector?: string; press?: (el: ElementHandle<Element>) => Promise<void> } = {},
): Promise<boolean> {
  const handle = await scope.frame.evaluateHandle(
    `(function () { ${shownJs(opts.selector ?? OPTION_SELECTOR)} var o = shown[${index}]; return o && o.text === ${JSON.stringify(text)} ? o.el : null; })()`,
  );
  const option = handle.asElement() as ElementHandle<Element> | null;
  try {
    if (!option) return false;
    await (opts.press ?? ((el) => pointerClick(scope.page, el)))(option);
    return true;
  } catch (err) {
    if (await option!.evaluate((e) => !e.isConnected).catch(() => true)) return false; // replaced under the click
    throw err;
  } finally {
    await handle.dispose();
  }
}

/** A search box shown with the open list (inside the popup, or focused when the list opened). */
async function searchBox(scope: FormScope): Promise<ElementHandle<Element> | null> {
  const handle = await scope.frame.evaluateHandle(() => {
    const boxes = document.querySelectorAll<HTMLElement>(
      "[data-automation-widget=wd-popup] input, [role=listbox] ~ input, [role=dialog] input[type=search], input[data-automation-id=searchBox]",
    );
    return [...boxes].find((e) => e.offsetParent !== null) ?? null;
  });
  return elementOf(handle);
}

/**
 * Sets aside the options shown now (`mark`), or brings every set-aside option back. Returns how many
 * options are shown afterwards (the same round trip: a dropdown opens a dozen times per form).
 */
async function setAside(scope: FormScope, mark: boolean): Promise<number> {
  const attr = JSON.stringify(FOREIGN);
  return (await scope.frame.evaluate(
    mark
      ? `(function () { ${shownJs(OPTION_SELECTOR)} shown.forEach(function (o) { o.el.setAttribute(${attr}, ""); }); return 0; })()`
      : `(function () { ${SHADOW_JS} deepAll(document, "[" + ${attr} + "]").forEach(function (e) { e.removeAttribute(${attr}); });
        ${shownJs(OPTION_SELECTOR)} return shown.length; })()`,
  )) as number;
}

/** The options once the list shows some (the same round trip as the wait), or "notice", or null in time. */
const waitForList = (scope: FormScope, timeoutMs = 3000) =>
  waitInPage<Shown[] | "notice">(
    scope.frame,
    `(function () {
    var vis = function (e) { return e.offsetParent !== null || getComputedStyle(e).position === "fixed"; };
    return function () { ${shownJs(OPTION_SELECTOR)}
      return shown.length ? ${shownTexts} : deepAll(document, '[class*="menu-notice"]').some(vis) ? "notice" : false; };
  })()`,
    timeoutMs,
  );

/**
 * Opens the dropdown so that only its own options are shown: a list already open is another widget's
 * (or this one's, opened on focus), so it is closed with Escape, and what stays shown is set aside.
 * When nothing of this dropdown's own then shows, the set-aside list was its own after all.
 */
async function open(scope: FormScope, button: ElementHandle<Element>): Promise<Shown[] | null> {
  const others = (await setAside(scope, false)) > 0;
  if (others) {
    await scope.page.keyboard.press("Escape");
    await setAside(scope, true);
  }
  await pointerClick(scope.page, button);
  // A lookup's menu opens with a notice ("Type to search", "No options") instead of options. A menu
  // shows within a frame or two of its click: when a list was set aside, a short wait tells whether
  // that list was this dropdown's own.
  let shown = await waitForList(scope, others ? 1000 : 3000);
  if (shown === null && others) {
    if ((await setAside(scope, false)) === 0) await pointerClick(scope.page, button);
    shown = await waitForList(scope);
  }
  return Array.isArray(shown) ? shown : null;
}

/** Closes the list (`open`: the caller knows it is open, no need to look). */
async function close(scope: FormScope, button: ElementHandle<Element>, open = false): Promise<void> {
  if (!open && (await shownOptions(scope)).length === 0) return;
  await scope.page.keyboard.press("Escape");
  if ((await shownOptions(scope)).length > 0) await pointerClick(scope.page, button).catch(() => undefined); // toggles it shut
}

/**
 * Every option the dropdown offers; a category's options are listed instead of the category. With
 * `pick`, the option it names (by label) is chosen in this same opening when the list is flat, which
 * saves opening it again to answer; `chosen` says whether that stuck.
 */
export async function readListbox(
  scope: FormScope,
  button: ElementHandle<Element>,
  pick?: (labels: string[]) => string | null,
): Promise<{ labels: string[]; chosen: boolean }> {
  const top = await open(scope, button);
  if (!top) return { labels: [], chosen: false };
  if (pick && !top.some((o) => o.category)) {
    const labels = [...new Set(top.map((o) => o.text))];
    const label = pick(labels);
    const chosen = label !== null && (await chooseShown(scope, button, top, label));
    // Still open unless a click was tried (an option clicked closes the list, even a wrong one).
    if (!chosen) await close(scope, button, label === null);
    return { labels, chosen };
  }
  const labels: string[] = [];
  for (let i = 0; i < top.length; i++) {
    if (!top[i].category) {
      labels.push(top[i].text);
      continue;
    }
    let shown = top;
    if (i > 0 || labels.length) {
      await close(scope, button, true);
      shown = (await open(scope, button)) ?? [];
    }
    const at = shown.findIndex((o) => o.text === top[i].text);
    if (at < 0 || !(await clickShown(scope, at, top[i].text))) continue;
    await waitForOptions(scope.frame, 2000);
    labels.push(...(await shownOptions(scope)).filter((o) => !o.category).map((o) => o.text));
  }
  await close(scope, button, true);
  return { labels: [...new Set(labels)], chosen: false };
}

const good = (answer: string, options: Shown[]) => {
  const exact = options.findIndex((o) => normalizeText(o.text) === normalizeText(answer));
  return exact >= 0
    ? exact
    : bestMatch(
        answer,
        options.map((o) => o.text),
        0.5,
      );
};

/** An input one can type into (a react-select's search box), not a button. */
export function editable(el: ElementHandle<Element>): Promise<boolean> {
  return el.evaluate((e) => e instanceof HTMLInputElement && !e.readOnly).catch(() => false);
}

async function shows(button: ElementHandle<Element>, answer: string): Promise<boolean> {
  const { own, single } = await button
    .evaluate((e) => {
      // react-select shows the choice beside its input ({prefix}__single-value), not in it.
      const shown = e.closest('[class*="__control"]')?.querySelector('[class*="single-value"]');
      return {
        own: `${e.textContent ?? ""} ${e.getAttribute("aria-label") ?? ""} ${(e as HTMLButtonElement).value ?? ""}`,
        single: shown?.textContent ?? "",
      };
    })
    .catch(() => ({ own: "", single: "" }));
  const want = normalizeText(answer),
    value = normalizeText(single);
  // Some show a short form of the choice (a country's dial code "+1" for "United States +1").
  return normalizeText(own).includes(want) || (!!value && (value.includes(want) || want.includes(value)));
}

/** Chooses the option matching `answer`; throws when none does or the choice did not stick. */
export async function chooseFromListbox(scope: FormScope, button: ElementHandle<Element>, answer: string): Promise<void> {
  let options = (await open(scope, button)) ?? [];
  if (!options.length) throw new Error("the dropdown showed no options");
  let i = good(answer, options);
  if (i < 0) {
    const search = await searchBox(scope);
    if (search) {
      await typeText(search, answer);
      await waitForOptions(scope.frame, 3000);
      await new Promise((r) => setTimeout(r, 300)); // results replace a "Searching..." row
      options = await shownOptions(scope);
      i = good(answer, options);
    }
  }
  if (i < 0 && (await editable(button))) {
    // A searchable combobox filters as one types into it (react-select).
    await typeText(button, answer);
    await waitForOptions(scope.frame, 3000);
    options = await shownOptions(scope);
    i = good(answer, options);
  }
  if (i < 0) {
    // Walk down each category until the answer shows.
    const categories = options.filter((o) => o.category).map((o) => o.text);
    for (const name of categories) {
      await close(scope, button);
      const at = ((await open(scope, button)) ?? []).findIndex((o) => o.text === name);
      if (at < 0 || !(await clickShown(scope, at, name))) continue;
      await waitForOptions(scope.frame, 2000);
      options = await shownOptions(scope);
      i = good(answer, options);
      if (i >= 0) break;
    }
  }
  if (i < 0) {
    await close(scope, button);
    throw new Error(`no option matches the answer (${options.length} options shown)`);
  }
  const chosen = options[i].text;
  if (!(await clickShown(scope, i, chosen)) || !(await shows(button, chosen)))
    throw new Error("the dropdown did not keep the chosen option");
}

/** Clicks the shown option matching `answer` in an open list; false when none does or it did not stick. */
async function chooseShown(scope: FormScope, button: ElementHandle<Element>, options: Shown[], answer: string): Promise<boolean> {
  const i = good(answer, options);
  if (i < 0) return false;
  const clicked = await clickShown(scope, i, options[i].text).catch(() => false);
  return clicked && shows(button, options[i].text);
}
