// A click the way a person makes one: the real pointer sequence (move, press, release) at the
// element's visible point, after checking that nothing covers that point (document.elementFromPoint),
// and afterwards that the click event reached the element. Sites such as Workday ignore script clicks
// (`element.click()`), and a cookie notice or dialog over a button swallows a press meant for it: such a
// press is never made, the covering layer is dismissed (or waited out) and the click tried again.
import type { ElementHandle, Page } from "puppeteer-core";

/** The click could not reach its element (still covered after dismissing and waiting). */
export class ClickNotLanded extends Error {
  override name = "ClickNotLanded";
  constructor(
    message: string,
    readonly offscreen = false,
  ) {
    super(message);
  }
}

interface Hit {
  ok: boolean;
  /** Not on screen at all (visually hidden inputs): nothing to wait for. */
  offscreen?: boolean;
  x: number;
  y: number;
  /** What covers the point, for messages ("div#legalNotice"). */
  cover?: string;
}

// In-page, in one round trip (each costs milliseconds while the page renders): brings the element into
// view, finds its visible point and whether it would receive a press there, and when it would, listens
// for where the coming click lands. A press on a <label> of the element counts (it clicks its
// control), as does one on the element's children.
const AIM = (e: Element): Hit => {
  e.scrollIntoView({ block: "center", inline: "center", behavior: "instant" as ScrollBehavior });
  const r = e.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 1), window.innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 1), window.innerHeight - 1);
  if (r.width < 2 || r.height < 2 || r.right < 0 || r.bottom < 0 || r.left > window.innerWidth || r.top > window.innerHeight)
    return { ok: false, offscreen: true, x, y };
  // Through open shadow roots: the deepest element at the point, and containment across their hosts.
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  const holds = (outer: Element, inner: Element) => {
    for (let n: Node | null = inner; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === outer) return true;
    return false;
  };
  const root = e.getRootNode() as Document | ShadowRoot;
  const label = e.closest("label") ?? (e.id ? root.querySelector(`label[for="${CSS.escape(e.id)}"]`) : null);
  const ok = !!hit && (holds(e, hit) || (!!label && holds(label, hit)));
  document.querySelectorAll("[data-ae-cover]").forEach((c) => c.removeAttribute("data-ae-cover"));
  if (ok) {
    const w = window as unknown as { __aeLanded?: boolean | null };
    w.__aeLanded = null;
    // composedPath: a click inside a shadow root reaches window retargeted to its host.
    window.addEventListener(
      "click",
      (ev) => {
        const path = ev.composedPath();
        w.__aeLanded = path.includes(e) || path.some((n) => n instanceof HTMLLabelElement && n.contains(e));
      },
      { capture: true, once: true },
    );
  }
  if (ok || !hit) return { ok, x, y };
  // The layer: the outermost fixed or absolutely placed ancestor of what was hit.
  let layer: Element = hit;
  for (let p: Element | null = hit; p && p !== document.body; p = p.parentElement) {
    const pos = getComputedStyle(p).position;
    if (pos === "fixed" || pos === "sticky" || pos === "absolute") layer = p;
  }
  layer.setAttribute("data-ae-cover", "1");
  const id = layer.getAttribute("data-automation-id") ?? layer.id ?? "";
  return { ok, x, y, cover: `${layer.tagName.toLowerCase()}${id ? `#${id}` : ""}` };
};

// Dismissing a covering layer: its least-committal button first (reject/necessary only/close), then
// whatever acknowledges it (continue/ok/accept). A layer without such a button is waited out.
const DISMISS_ORDER = [
  /^(reject|decline)( all| optional)?( cookies)?$|necessary (cookies )?only|only (strictly )?necessary|^(reject|decline)\b/i,
  /^(close|dismiss|×|x|no,? thanks|not now|maybe later)$/i,
  /^(continue|ok|okay|got it|i understand|understood)$/i,
  /^accept( all)?( cookies)?$|^(i )?agree$|^allow( all)?( cookies)?$/i,
];

async function dismissCover(page: Page, scopeEl: ElementHandle<Element>): Promise<boolean> {
  const frame = scopeEl.frame;
  const buttons = await frame.$$("[data-ae-cover] button, [data-ae-cover] [role=button], [data-ae-cover] a[href='#']");
  const texts = await Promise.all(
    buttons.map((b) => b.evaluate((e) => (e.getAttribute("aria-label") || e.textContent || "").replace(/\s+/g, " ").trim())),
  );
  for (const re of DISMISS_ORDER) {
    const i = texts.findIndex((t) => re.test(t));
    if (i >= 0) {
      await pointerClick(page, buttons[i], { dismiss: false }).catch(() => undefined);
      return true;
    }
  }
  await page.keyboard.press("Escape").catch(() => undefined);
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PointerOptions {
  /** Dismiss a covering layer through its own buttons (default true). */
  dismiss?: boolean;
  /** How long a covering layer may take to go away, in all (default 4000 ms). */
  waitMs?: number;
  /** Called once the point is clear, right before the press (the final-click claim goes here). */
  beforePress?: () => Promise<void>;
}

/** Presses the element with the real pointer once its visible point is its own. Throws ClickNotLanded. */
export async function pointerClick(page: Page, el: ElementHandle<Element>, opts: PointerOptions = {}): Promise<void> {
  const deadline = Date.now() + (opts.waitMs ?? 4000);
  let dismissed = 0;
  let hit: Hit;
  for (;;) {
    hit = await el.evaluate(AIM);
    if (hit.ok) break;
    if (hit.offscreen) throw new ClickNotLanded("the click target is not on screen", true);
    if (Date.now() > deadline)
      throw new ClickNotLanded(`the click target is covered by ${hit.cover ?? "nothing it can be pressed through"}`);
    if (hit.cover && opts.dismiss !== false && dismissed < 3 && (await dismissCover(page, el))) dismissed++;
    else await sleep(200);
  }
  // The point in the page's coordinates: the frame's own in the main frame, else the box's centre on
  // the page (an iframe's offset included).
  let { x, y } = hit;
  if (el.frame !== page.mainFrame()) {
    const box = await el.boundingBox();
    if (!box) throw new ClickNotLanded("the click target has no box on the page");
    x = box.x + box.width / 2;
    y = box.y + box.height / 2;
  }
  if (opts.beforePress) await opts.beforePress();
  // Move, press and release sent at once, in order (as Mouse.click does), not one round trip each.
  await page.mouse.click(x, y);
  // A navigation may have replaced the document: the click then did reach something that acts.
  // An element the press itself removed or hid (menus that choose on mousedown) did react: only a click
  // that went elsewhere while the element stayed in sight is a miss.
  const landed = await el
    .evaluate(
      (e) =>
        (window as unknown as { __aeLanded?: boolean | null }).__aeLanded !== false || !e.isConnected || e.getClientRects().length === 0,
    )
    .catch(() => true);
  if (!landed) throw new ClickNotLanded("the click reached another element than its target");
}

/**
 * Types `text` into `el` for a search as one types (typeaheads, a list's search box): all but its last
 * character inserted at once (one input event, as a paste), the last as a real key press, so that
 * widgets that search on input and those that search on a key (Lever's location: keydown) both search
 * once, for the whole text, instead of once per character (a lookup request and a render each).
 * Focuses in the page's own world (ElementHandle.type first moves the handle into Puppeteer's isolated
 * world: ./handles.ts).
 */
export async function typeText(el: ElementHandle<Element>, text: string): Promise<void> {
  await el.evaluate((e) => (e as HTMLElement).focus());
  const keyboard = el.frame.page().keyboard;
  if (text.length > 1) await keyboard.sendCharacter(text.slice(0, -1));
  await keyboard.type(text.slice(-1));
}
