// Reads the current step of a form into FormFields (questions plus how to drive them).
import { READ_FORM_SCRIPT } from "./dom-script";
import type { FormField, FormScope } from "./types";
import type { Frame } from "puppeteer-core";

export const OPTION_SELECTOR = '[role=option]:not([aria-disabled=true])';

/** Reads the form; `options: false` skips opening button dropdowns (a cheap read for comparisons). */
export async function readForm(scope: FormScope, opts: { options?: boolean } = {}): Promise<FormField[]> {
  const fields = (await scope.frame.evaluate(
    `${READ_FORM_SCRIPT}(${JSON.stringify({ root: scope.root ?? null })})`,
  )) as FormField[];
  for (const field of fields) {
    field.fmt ??= null;
    if (field.widget === "listbox-button" && opts.options !== false) field.options = await listboxOptions(scope, field.key);
  }
  return fields;
}

/** The options a button-dropdown shows when opened; it is closed again afterwards. */
async function listboxOptions(scope: FormScope, key: string) {
  const button = await scope.frame.$(`[data-ae-key="${key}"]`);
  if (!button) return [];
  await button.click();
  const found = await waitForOptions(scope.frame, 3000);
  const options = found ? await visibleOptionTexts(scope.frame) : [];
  await scope.page.keyboard.press("Escape");
  if (await anyVisibleOption(scope.frame)) await button.click().catch(() => undefined);
  return options.map((label) => ({ value: label, label }));
}

async function visibleOptionTexts(frame: Frame): Promise<string[]> {
  return frame.$$eval(OPTION_SELECTOR, (els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === "fixed")
      .map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );
}

async function anyVisibleOption(frame: Frame): Promise<boolean> {
  return (await visibleOptionTexts(frame)).length > 0;
}

/** Waits until ANY option is visible (other widgets' hidden options may come first in the DOM). */
export async function waitForOptions(frame: Frame, timeoutMs: number): Promise<boolean> {
  try {
    await frame.waitForFunction(
      (sel: string) =>
        [...document.querySelectorAll(sel)].some((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === "fixed"),
      { timeout: timeoutMs, polling: 100 },
      OPTION_SELECTOR,
    );
    return true;
  } catch {
    return false;
  }
}
