// Typing into inputs a framework controls (React and its kin). React keeps its own copy of the value
// and changes it only on an input event whose value differs from the one it last saw (its value
// tracker dedupes the rest: react/react#10135, #11095); a value a script put into the DOM without such
// an event is put back on the next render. So: the browser's own text insertion, then blur (where forms
// validate and re-render), then read the value back. When it did not stick, set it through the
// prototype's value setter, which bypasses the tracker, and fire the input event; read back again.
// The text goes in as one insertion (DevTools' Input.insertText: the beforeinput and input events a
// paste makes, the way Playwright's fill() types), not as a key press per character: each press is two
// DevTools round trips and a render, a third of a second for a Greenhouse form's answers
// (docs/performance.md). Dates keep real keys: a masked date input may build its value keystroke by keystroke.
import type { ElementHandle, Page } from "puppeteer-core";
import { pointerClick } from "./pointer";
import type { FormScope } from "./types";

const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9@]+/g, "");

/** Did the input keep `text` (formatting such as "(415) 555-0100" for "4155550100" allowed)? */
function kept(value: string, text: string): boolean {
  if (value === text) return true;
  // An amount the box formats as money ("38" shown as "38.00" or "$38,000.00") is the same number.
  const amount = (s: string) => (/^\s*[$€£]?\s*\d[\d,]*(\.\d+)?\s*$/.test(s) ? Number(s.replace(/[^\d.]/g, "")) : NaN);
  if (!Number.isNaN(amount(text)) && amount(value) === amount(text)) return true;
  const a = loose(value);
  const b = loose(text);
  return a.length > 0 && (a === b || a.endsWith(b) || b.endsWith(a));
}

const readBack = (el: ElementHandle<Element>) =>
  el.evaluate((e) => {
    (e as HTMLElement).blur();
    return (e as HTMLInputElement).value ?? "";
  });

/** Empties the focused input the way a person does: select all, delete (frameworks see the deletion). */
export async function clearByKeys(page: Page): Promise<void> {
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyA");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
}

/** Replaces the input's value with `text` so that the page's framework sees it; throws when it will not stick. */
export async function typeControlled(
  scope: FormScope,
  el: ElementHandle<Element>,
  text: string,
  opts: { keys?: boolean } = {},
): Promise<void> {
  try {
    await pointerClick(scope.page, el);
  } catch {
    await el.focus(); // covered for good: the keyboard still reaches a focused input
  }
  const before = await el.evaluate((e) => {
    (e as HTMLInputElement).select?.();
    return (e as HTMLInputElement).value ?? "";
  });
  if (before) await clearByKeys(scope.page);
  if (opts.keys) await scope.page.keyboard.type(text);
  else if (text) await scope.page.keyboard.sendCharacter(text);
  if (kept(await readBack(el), text)) return;

  await el.evaluate((e, v) => {
    const input = e as HTMLInputElement;
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    input.focus();
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, v);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, text);
  const value = await readBack(el);
  if (!kept(value, text))
    throw new Error(`the input did not keep the typed value (it shows ${value ? `"${value.slice(0, 40)}"` : "nothing"})`);
}
