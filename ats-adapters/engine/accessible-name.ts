// The question a control asks, without the state words its accessible name carries. Workday names a
// dropdown button "{label} {current value or 'Select One'} Required" ("State Select One Required",
// "Country United States of America Required"); its question is its <label for> (or aria-labelledby),
// and "Required" at the end of the name marks it required even without aria-required.
import type { ElementHandle } from "puppeteer-core";

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

/** The label and required flag of a button-like control, read from the page. */
export async function controlName(el: ElementHandle<Element>): Promise<ControlName> {
  const raw = await el.evaluate((e) => {
    const text = (n: Element | null) => {
      if (!n) return "";
      const c = n.cloneNode(true) as Element;
      c.querySelectorAll("[aria-hidden=true], input, select, button").forEach((x) => x.remove());
      return (c.textContent ?? "").replace(/\s+/g, " ").trim();
    };
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
  // A label may spell "(required)" out (Paylocity's do): a mark, not part of the question.
  // A screen-reader "Required" glued to it ("Kubernetes?Required") is the same mark (dom-script.ts's GLUED_REQUIRED).
  const spelled = /\s*\(required\)\s*$|(?<=[A-Za-z?.!)])Required\.?$|(?<=[?.!)])\sRequired\.?$/i;
  const required = raw.ariaRequired || raw.star || spelled.test(raw.label) || /\brequired\s*$/i.test(raw.aria);
  return { label: raw.label.replace(spelled, "") || stripStateWords(raw.aria || raw.shown, raw.shown), required };
}
