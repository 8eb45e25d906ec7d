// The question a control asks, without the state words its accessible name carries. Workday names a
// dropdown button "{label} {current value or 'Select One'} Required" ("State Select One Required",
// "Country United States of America Required"); its question is its <label for> (or aria-labelledby),
// and "Required" at the end of the name marks it required even without aria-required.
import type { Frame } from "puppeteer-core";
import { SHADOW_JS } from "./shadow";

export interface ControlName {
  label: string;
  required: boolean;
}

/** Strips the value shown, "Select One"-like placeholders and "Required" from an accessible name. */
export function stripStateWords(name: string, shownValue: string): string {
  let n = name
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*\brequired\s*$/i, "")
    .trim();
  const value = shownValue.replace(/\s+/g, " ").trim();
  if (value && n.toLowerCase().endsWith(value.toLowerCase())) n = n.slice(0, n.length - value.length).trim();
  return n
    .replace(/\s*\b(select one|select|choose one|choose|please select|--)\s*$/i, "")
    .replace(/\s*\*\s*$/, "")
    .trim();
}

interface RawName {
  label: string;
  star: boolean;
  aria: string;
  shown: string;
  ariaRequired: boolean;
}

// In-page: what names each control tagged `keys`, found by `find`; null for one not on the page.
const namesInPage = (keys: string[], find: (sel: string) => Element | null): Array<RawName | null> => {
  const text = (n: Element | null) => {
    if (!n) return "";
    const c = n.cloneNode(true) as Element;
    c.querySelectorAll("[aria-hidden=true], input, select, button").forEach((x) => x.remove());
    return (c.textContent ?? "").replace(/\s+/g, " ").trim();
  };
  return keys.map((key) => {
    const e = find(`[data-ae-key="${CSS.escape(key)}"]`);
    if (!e) return null;
    const forLabel = e.id ? document.querySelector(`label[for="${CSS.escape(e.id)}"]`) : null;
    const labelledBy = (e.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .filter((id) => id && id !== e.id)
      .map((id) => {
        const n = document.getElementById(id);
        // A group holding the control itself (a fieldset labelling its own dropdown) is named by its legend.
        return n && n.contains(e) ? text(n.querySelector("legend")) : text(n);
      })
      .join(" ")
      .trim();
    return {
      label: text(forLabel) || labelledBy,
      star: /\*\s*$/.test(forLabel?.textContent ?? ""),
      aria: e.getAttribute("aria-label") ?? "",
      shown: (e.textContent ?? "").replace(/\s+/g, " ").trim(),
      ariaRequired: e.getAttribute("aria-required") === "true",
    };
  });
};

/**
 * The labels and required flags of the controls tagged `keys` (data-ae-key, open shadow roots
 * included), read from the page in one round trip; null for a key no longer on the page.
 */
export async function controlNames(frame: Frame, keys: string[]): Promise<Map<string, ControlName | null>> {
  if (!keys.length) return new Map();
  // Each control found as deepQuery finds it (shadow.ts), then named by namesInPage.
  const find = `function (sel) { ${SHADOW_JS} return deepAll(document, sel)[0] || null; }`;
  const raws = (await frame.evaluate(`(${namesInPage.toString()})(${JSON.stringify(keys)}, ${find})`)) as Array<RawName | null>;
  // A label may spell "(required)" out (Paylocity's do): a mark, not part of the question.
  // A screen-reader "Required" glued to it ("Kubernetes?Required") is the same mark (dom-script.ts's GLUED_REQUIRED).
  const spelled = /\s*\(required\)\s*$|(?<=[A-Za-z?.!)])Required\.?$|(?<=[?.!)])\sRequired\.?$/i;
  return new Map(
    keys.map((key, i) => {
      const raw = raws[i];
      if (!raw) return [key, null];
      const required = raw.ariaRequired || raw.star || spelled.test(raw.label) || /\brequired\s*$/i.test(raw.aria);
      return [key, { label: raw.label.replace(spelled, "") || stripStateWords(raw.aria || raw.shown, raw.shown), required }];
    }),
  );
}
