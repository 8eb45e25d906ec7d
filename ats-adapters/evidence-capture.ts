// Evidence screenshots (docs/api-rules.md#evidence): the filled form when it is read for a review, and
// the page the site showed when the outcome was decided after the final click. Secrets are masked
// before any screenshot: password fields, one-time-code fields, the platform's code inputs, fields
// named like a password or code, and any field holding the account's password or a code typed in this
// run. At review the form stays filled (the mask is a style on those fields, taken off again after the
// shot); on the confirmation page their values are also blanked, and nothing is restored. The capture
// is best effort: a page that cannot be shot leaves no evidence, never a failed application.
import type { Frame, Page } from "puppeteer-core";
import { logger } from "../lib/logger";
import type { Run } from "./application-run";
import { atsSettings } from "./settings";
import type { EvidenceCapture } from "./types";

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (IHDR); null when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Fields whose value is secret whatever it is. */
const SECRET_SELECTORS = [
  "input[type=password]",
  "input[autocomplete~=one-time-code]",
  "input[autocomplete~=current-password]",
  "input[autocomplete~=new-password]",
];
/** A field whose name, id, label or placeholder says it holds a password or a verification code. */
const SECRET_NAMES =
  "passw|passcode|pass code|one.?time.?(code|pass)|(^|[^a-z])otp([^a-z]|$)|verification.?code|verify.?code|security.?code|mot de passe|kennwort|contrase";

export interface MaskSpec {
  /** Extra selectors of secret fields (the platform's code inputs). */
  selectors: string[];
  /** Values that are secret wherever they are typed: the account's password, codes typed in this run. */
  secrets: string[];
  /** Blank the values too (the confirmation page, which is not used again). */
  blank: boolean;
}

/** What to mask on a run's page. */
export function maskSpecOf(run: Run, blank: boolean): MaskSpec {
  const secrets = [run.req.credentials?.password ?? "", ...run.typedCodes].map((s) => s.trim()).filter(Boolean);
  return { selectors: run.adapter.codePrompt ? [run.adapter.codePrompt.inputs] : [], secrets, blank };
}

/**
 * Masks the secret fields of every frame of the page (through open shadow roots too): their text is
 * made transparent on a hatched background, and with `blank` their values are emptied. Returns how
 * many fields were masked. `unmaskSecrets` takes the style off again.
 */
export async function maskSecrets(page: Page, spec: MaskSpec): Promise<number> {
  const counts = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(
          (selectors: string[], names: string, secrets: string[], blank: boolean) => {
            const named = new RegExp(names, "i");
            const found = new Set<HTMLInputElement | HTMLTextAreaElement>();
            const visit = (root: Document | ShadowRoot) => {
              for (const el of root.querySelectorAll("input, textarea")) {
                const field = el as HTMLInputElement | HTMLTextAreaElement;
                if (field.type === "hidden") continue;
                const value = field.value.trim();
                const says = [field.name, field.id, field.getAttribute("autocomplete"), field.getAttribute("aria-label"), field.placeholder]
                  .filter(Boolean)
                  .join(" ");
                const holdsSecret = value !== "" && secrets.some((s) => value === s || (s.length >= 4 && value.includes(s)));
                if (holdsSecret || named.test(says) || selectors.some((sel) => field.matches(sel))) found.add(field);
              }
              for (const el of root.querySelectorAll("*")) if (el.shadowRoot) visit(el.shadowRoot);
            };
            visit(document);
            const w = window as unknown as { __applyEvidenceMasks?: Array<[Element, string | null]> };
            const saved = (w.__applyEvidenceMasks ??= []);
            for (const field of found) {
              saved.push([field, field.getAttribute("style")]);
              if (blank) field.value = "";
              const style = field.style;
              style.setProperty("color", "transparent", "important");
              style.setProperty("-webkit-text-fill-color", "transparent", "important");
              style.setProperty("text-shadow", "none", "important");
              style.setProperty("caret-color", "transparent", "important");
              style.setProperty("background", "repeating-linear-gradient(45deg, #9e9e9e 0 6px, #cfcfcf 6px 12px)", "important");
            }
            return found.size;
          },
          [...SECRET_SELECTORS, ...spec.selectors],
          SECRET_NAMES,
          spec.secrets,
          spec.blank,
        )
        .catch(() => 0),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Takes maskSecrets' style off every field it masked (the values it blanked stay blank). */
export async function unmaskSecrets(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() => {
          const w = window as unknown as { __applyEvidenceMasks?: Array<[Element, string | null]> };
          // Last masked first: a field masked twice gets back the style it had before the first time.
          for (const [el, style] of (w.__applyEvidenceMasks ?? []).reverse()) {
            if (style === null) el.removeAttribute("style");
            else el.setAttribute("style", style);
          }
          w.__applyEvidenceMasks = [];
        })
        .catch(() => undefined),
    ),
  );
}

/** Scaled down no further than this; what still does not fit is cut at the bottom. */
const MIN_SCALE = 0.25;
/** The most of a page's height taken (CSS pixels): longer pages are cut there. */
const MAX_HEIGHT = 16_000;

/**
 * A full-page PNG of at most `maxBytes`: a larger one is taken again scaled down (to a quarter at most),
 * then cut at the bottom. null when even that does not fit.
 */
export async function fullPagePng(page: Page, maxBytes: number): Promise<Pick<EvidenceCapture, "png" | "fitted"> | null> {
  const size = await page.evaluate(() => {
    const d = document.documentElement;
    const b = document.body;
    return {
      width: Math.max(d.scrollWidth, b?.scrollWidth ?? 0, d.clientWidth, 1),
      height: Math.max(d.scrollHeight, b?.scrollHeight ?? 0, d.clientHeight, 1),
    };
  });
  let height = Math.min(size.height, MAX_HEIGHT);
  let fitted: EvidenceCapture["fitted"] = size.height > MAX_HEIGHT ? "cut" : null;
  let scale = 1;
  for (let tries = 0; tries < 8; tries++) {
    const shot = await page.screenshot({
      type: "png",
      clip: { x: 0, y: 0, width: size.width, height, scale },
      captureBeyondViewport: true,
    });
    const png = Buffer.from(shot);
    if (png.length <= maxBytes) return { png, fitted };
    // A PNG's size goes roughly with its area: aim a little under the cap.
    const ratio = (maxBytes / png.length) * 0.85;
    if (scale > MIN_SCALE) {
      scale = Math.max(MIN_SCALE, scale * Math.sqrt(ratio));
      fitted ??= "scaled";
    } else {
      height = Math.max(1, Math.floor(height * ratio));
      fitted = "cut";
    }
  }
  return null;
}

/** The page's text (and the form frame's, when the form is in one), at most this long. */
const TEXT_MAX = 20_000;

async function pageText(run: Run): Promise<string> {
  const scope = await run.scope().catch(() => null);
  const frames: Array<Page | Frame> = scope && scope.frame !== run.page.mainFrame() ? [run.page, scope.frame] : [run.page];
  const texts = await Promise.all(frames.map((f) => f.evaluate(() => document.body?.innerText ?? "").catch(() => "")));
  return texts
    .join("\n")
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, TEXT_MAX);
}

/** The page's address without its query and fragment, which may carry a session or a link's token. */
function withoutQuery(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "";
  }
}

/** Runs `work`, giving up (null) after `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The filled form, as read for a review: masked for the shot, then left as it was. */
export async function captureReviewForm(run: Run): Promise<EvidenceCapture | undefined> {
  return capture(run, "review_form", async () => {
    await maskSecrets(run.page, maskSpecOf(run, false));
    try {
      return await fullPagePng(run.page, atsSettings.evidenceMaxBytes);
    } finally {
      await unmaskSecrets(run.page);
    }
  });
}

/** The page the outcome was decided on, with its text and the signals that decided it; secrets blanked. */
export async function captureConfirmation(run: Run, signals: string[]): Promise<EvidenceCapture | undefined> {
  return capture(
    run,
    "confirmation",
    async () => {
      await maskSecrets(run.page, maskSpecOf(run, true));
      return fullPagePng(run.page, atsSettings.evidenceMaxBytes);
    },
    async () => ({ text: await pageText(run), signals }),
  );
}

async function capture(
  run: Run,
  kind: EvidenceCapture["kind"],
  shoot: () => Promise<Pick<EvidenceCapture, "png" | "fitted"> | null>,
  extra: () => Promise<Pick<EvidenceCapture, "text" | "signals">> = async () => ({}),
): Promise<EvidenceCapture | undefined> {
  const started = Date.now();
  try {
    const taken = await within(
      2 * atsSettings.actionTimeoutMs,
      (async () => {
        const more = await extra();
        const shot = await shoot();
        return shot && { ...shot, ...more };
      })(),
    );
    const size = taken && pngSize(taken.png);
    if (!taken || !size) {
      logger.warn(
        { applicationId: run.req.applicationId, kind },
        "no evidence screenshot: the page could not be captured within the size cap and time",
      );
      return undefined;
    }
    logger.debug({ applicationId: run.req.applicationId, kind, bytes: taken.png.length, ms: Date.now() - started }, "evidence captured");
    return { kind, ...taken, ...size, pageUrl: withoutQuery(run.page.url()) };
  } catch (err) {
    logger.warn(
      { applicationId: run.req.applicationId, kind, error: err instanceof Error ? err.name : "unknown" },
      "no evidence screenshot",
    );
    return undefined;
  }
}
