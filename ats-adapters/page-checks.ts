// Facts about the page the adapters and the shared flow look for: closed postings, CAPTCHA walls,
// success, verification prompts and validation errors. Detectors are declarative.
import type { ElementHandle, Frame, Page } from "puppeteer-core";
import { elementOf } from "./engine/handles";

export interface Detector {
  /** Any of these selectors VISIBLE on the page. */
  selectors?: string[];
  /** Any of these patterns in the page's visible text. */
  text?: RegExp[];
  /** A pattern over the page URL. */
  url?: RegExp;
}

export async function matches(page: Page | Frame, d: Detector | undefined): Promise<boolean> {
  if (!d) return false;
  if (d.url && d.url.test(page.url())) return true;
  for (const sel of d.selectors ?? []) {
    const visible = await page
      .$eval(sel, (e) => {
        const r = (e as HTMLElement).getBoundingClientRect();
        const cs = getComputedStyle(e as HTMLElement);
        return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
      })
      .catch(() => false);
    if (visible) return true;
  }
  if (d.text?.length) {
    const body = await page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
    if (d.text.some((re) => re.test(body))) return true;
  }
  return false;
}

/**
 * A challenge a person must solve, visible on the page. An invisible reCAPTCHA/hCaptcha badge
 * (size=invisible, .grecaptcha-badge, hidden frames) does not block and must not count.
 */
export async function visibleCaptcha(frame: Page | Frame): Promise<boolean> {
  return frame
    .evaluate(() => {
      const shown = (e: Element) => {
        const r = e.getBoundingClientRect();
        const cs = getComputedStyle(e);
        return r.width >= 40 && r.height >= 40 && cs.visibility !== "hidden" && cs.display !== "none" && Number(cs.opacity) > 0;
      };
      const invisible = (e: Element) =>
        !!e.closest(".grecaptcha-badge, [data-size=invisible], [aria-hidden=true]") || /size=invisible/.test(e.getAttribute("src") ?? "");
      const frames = [...document.querySelectorAll("iframe")].filter((f) =>
        /recaptcha|hcaptcha|turnstile|challenges\.cloudflare|arkoselabs|funcaptcha|captcha/i.test(
          (f.getAttribute("src") ?? "") + " " + (f.title ?? ""),
        ),
      );
      if (frames.some((f) => !invisible(f) && shown(f))) return true;
      const widgets = [...document.querySelectorAll(".g-recaptcha, .h-captcha, .cf-turnstile, #px-captcha, [data-captcha-wall]")];
      if (widgets.some((w) => !invisible(w) && shown(w))) return true;
      return /verify you are (a )?human|press (&|and) hold|complete the security check to continue/i.test(document.body?.innerText ?? "");
    })
    .catch(() => false);
}

/** A visible password field: a sign-in or registration wall. */
export async function visiblePasswordField(frame: Page | Frame): Promise<boolean> {
  return matches(frame, { selectors: ["input[type=password]"] });
}

/**
 * The first visible element among the selectors, else a visible button whose text matches (null if
 * none); with `links`, any link counts as a button too (a posting's "Apply for this job" is often one).
 */
export async function findButton(
  frame: Page | Frame,
  selectors: string[],
  text?: RegExp,
  opts: { links?: boolean } = {},
): Promise<ElementHandle<Element> | null> {
  // One evaluate in the page's own world (engine/handles.ts).
  const handle = await frame.evaluateHandle(
    (sels, src, links) => {
      const sized = (e: Element) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      for (const sel of sels) {
        for (const e of document.querySelectorAll(sel)) if (sized(e) && getComputedStyle(e).visibility !== "hidden") return e;
      }
      if (src === null) return null;
      const named = new RegExp(src, "i");
      // A button's words may be slotted into it from outside its shadow root (SmartRecruiters' spl-button).
      const words = (e: Element) => {
        const slotted = [...e.querySelectorAll("slot")]
          .map((s) =>
            s
              .assignedNodes({ flatten: true })
              .map((n) => n.textContent ?? "")
              .join(" "),
          )
          .join(" ");
        return ((e as HTMLInputElement).value || `${e.textContent ?? ""} ${slotted}`).replace(/\s+/g, " ").trim();
      };
      // Buttons in the page and in open shadow roots, and design systems' own <x-button> elements.
      const roots: Array<Document | ShadowRoot> = [document];
      const candidates: Element[] = [];
      for (let i = 0; i < roots.length; i++) {
        for (const e of roots[i].querySelectorAll("*")) {
          if (e.shadowRoot) roots.push(e.shadowRoot);
          if (
            e.matches(
              links
                ? "button, [role=button], input[type=submit], a[href]"
                : "button, [role=button], input[type=submit], a.button, a.btn, a[class*=btn]",
            ) ||
            /-button$/.test(e.localName)
          )
            candidates.push(e);
        }
      }
      for (const e of candidates) if (sized(e) && named.test(words(e))) return e;
      return null;
    },
    selectors,
    text?.source ?? null,
    !!opts.links,
  );
  return elementOf(handle);
}
