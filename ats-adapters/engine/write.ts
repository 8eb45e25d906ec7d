// Writes answers into the page with real input events (typing, clicking, selecting, uploading).
import type { ElementHandle } from "puppeteer-core";
import { polarity } from "./option-meaning";
import { chooseFromListbox, clickShown, OPTION_SELECTOR, optionsShown, shownOptions } from "./listbox";
import { ClickNotLanded, pointerClick, typeText } from "./pointer";
import { clearByKeys, typeControlled } from "./react-input";
import { bestMatch } from "./similarity";
import { pickByMeaning, pickPlace } from "./option-meaning";
import { deepQuery, deepQueryAll } from "./shadow";
import { elementOf } from "./handles";
import { writeYesNo } from "./yes-no";
import { writeDateSelects, writeDateSections } from "./date-sections";
import type { FormField, FormScope } from "./types";

/** Turns a file answer (a URL, or cover-letter text) into a local file path to upload. */
export type FileProvider = (field: FormField, answer: string) => Promise<string>;

const TRUE = /^(true|yes|y|1|on|checked)$/i;

function parseMulti(answer: string): string[] {
  try {
    const v = JSON.parse(answer);
    if (Array.isArray(v)) return v.map(String);
  } catch {
    // a single value
  }
  return [answer];
}

function find(scope: FormScope, key: string, index?: number): Promise<ElementHandle<Element> | null> {
  const sel = index === undefined ? `[data-ae-key="${key}"]` : `[data-ae-key="${key}"][data-ae-i="${index}"]`;
  return deepQuery(scope.frame, sel);
}

/**
 * Clicks like a user: the real pointer at the element's visible point, once nothing covers it
 * (./pointer.ts). Visually hidden controls (no point on screen) and form inputs that stay covered
 * get a DOM click instead.
 */
export async function humanClick(el: ElementHandle<Element>): Promise<void> {
  try {
    await pointerClick(el.frame.page(), el);
  } catch (err) {
    const formInput = await el.evaluate((e) => e instanceof HTMLInputElement).catch(() => false);
    if (!(err instanceof ClickNotLanded) || !(err.offscreen || formInput)) throw err;
    await el.evaluate((e) => (e as HTMLElement).click());
  }
}

/** The option of a choice field that `answer` names (by value, meaning or spelling), or -1. */
export function optionIndex(field: FormField, answer: string): number {
  const opts = field.options ?? [];
  const exact = opts.findIndex((o) => o.value === answer);
  if (exact >= 0) return exact;
  // A client may answer a Yes/No choice with "true"/"false" (the contract's boolean strings).
  if (/^(true|false)$/i.test(answer)) {
    const want = answer.toLowerCase() === "true" ? "yes" : "no";
    const byMeaning = opts.findIndex((o) => polarity(o.label) === want);
    if (byMeaning >= 0) return byMeaning;
  }
  const byMeaning = pickByMeaning(
    answer,
    opts.map((o) => o.label),
  );
  return byMeaning >= 0
    ? byMeaning
    : bestMatch(
        answer,
        opts.map((o) => o.label),
        0.5,
      );
}

async function clearAndType(scope: FormScope, el: ElementHandle<Element>, text: string): Promise<void> {
  const before = await el.evaluate((e) => {
    const input = e as HTMLInputElement;
    input.focus();
    input.select?.();
    return input.value ?? "";
  });
  await humanClick(el);
  if (before) await clearByKeys(scope.page);
  await typeText(el, text);
}

function formatDate(iso: string, fmt: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m || !fmt) return iso;
  const [, y, mo, d] = m;
  return fmt.replace(/YYYY/, y).replace(/YY/, y.slice(2)).replace(/MM/, mo).replace(/DD/, d);
}

/** Writes one answer. Returns true when the page may have re-rendered (after an upload). */
export async function writeAnswer(scope: FormScope, field: FormField, answer: string, files: FileProvider): Promise<boolean> {
  const el = await find(scope, field.key);
  if (!el) throw new Error(`form field ${field.key} disappeared before it could be filled`);
  switch (field.widget) {
    case "type": {
      const date = field.kind === "date";
      await typeControlled(scope, el, date ? formatDate(answer, field.fmt) : answer, { keys: date });
      if (date) await scope.page.keyboard.press("Escape");
      return false;
    }
    case "date-native":
      // Typing into <input type=date> depends on the locale; set the value the way React expects.
      await el.evaluate(
        (e, v) => {
          const input = e as HTMLInputElement;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
          setter.call(input, v);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          input.dispatchEvent(new Event("change", { bubbles: true }));
        },
        answer.slice(0, 10),
      );
      return false;
    case "select": {
      const values = (field.kind === "multi_select" ? parseMulti(answer) : [answer])
        .map((a) => field.options?.[optionIndex(field, a)]?.value)
        .filter((v): v is string => v !== undefined);
      // As a person's choice does: the input event is composed (it crosses shadow roots, where a
      // component's page may listen), which Puppeteer's select() leaves out.
      await el.evaluate((e, vals) => {
        const select = e as HTMLSelectElement;
        for (const o of select.options) o.selected = vals.includes(o.value);
        select.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }, values);
      return false;
    }
    case "radio":
    case "aria-radio": {
      const i = optionIndex(field, answer);
      if (i < 0) throw new Error(`no option of ${field.key} matches the answer`);
      await humanClick((await find(scope, field.key, i))!);
      return false;
    }
    case "checkbox-group":
    case "aria-checkbox-group": {
      const wanted = new Set(parseMulti(answer).map((a) => optionIndex(field, a)));
      for (let i = 0; i < (field.options?.length ?? 0); i++) {
        const box = (await find(scope, field.key, i))!;
        const checked = await box.evaluate((e) => (e as HTMLInputElement).checked ?? e.getAttribute("aria-checked") === "true");
        if (checked !== wanted.has(i)) await humanClick(box);
      }
      return false;
    }
    case "checkbox":
    case "aria-checkbox": {
      const want = TRUE.test(answer);
      // A person presses the box they see: an input hidden under a drawn box (Workable's, a
      // component's) is pressed through its box or label. Pressed itself, a page that cancels the
      // click would put the input back as it was.
      const target =
        (await elementOf(
          await el.evaluateHandle((e) => {
            const r = e.getBoundingClientRect();
            const unseen = r.width < 6 || r.height < 6 || Number(getComputedStyle(e).opacity) === 0;
            return (unseen && e.closest("[role=checkbox], label")) || e;
          }),
        )) ?? el;
      const isChecked = () =>
        target.evaluate((t, input) => {
          const box = t.getAttribute("role") === "checkbox" ? t.getAttribute("aria-checked") === "true" : null;
          return box ?? (input instanceof HTMLInputElement ? input.checked : input.getAttribute("aria-checked") === "true");
        }, el);
      if ((await isChecked()) === want) return false;
      await humanClick(target);
      if ((await isChecked()) !== want) throw new Error(`the box ${field.key} did not take the answer`);
      return false;
    }
    case "pressed-pair": {
      const yes = TRUE.test(answer);
      const buttons = await deepQueryAll(scope.frame, `[data-ae-key="${field.key}"][data-ae-i]`);
      for (const b of buttons) {
        const text = (await b.evaluate((e) => e.textContent ?? "")).trim().toLowerCase();
        if (text === (yes ? "yes" : "no")) await humanClick(b);
      }
      return false;
    }
    case "typeahead": {
      // Type the most specific part ("San Francisco" of "San Francisco, California"): typeaheads
      // search by prefix, then pick the option that best matches the whole answer.
      const typed = answer.split(",")[0].trim() || answer;
      await clearAndType(scope, el, typed);
      // A typeahead the adapter names lists its own suggestions; Enter there could submit the form.
      const declared = await declaredTypeahead(scope, el);
      if (declared?.searchOnEnter) await pressEnter(scope);
      await pickOption(scope, answer, typed, !declared, declared?.options);
      return false;
    }
    case "listbox-button":
      await chooseFromListbox(scope, el, field.options?.[optionIndex(field, answer)]?.label ?? answer);
      return false;
    case "file": {
      const path = await files(field, answer);
      await (el as ElementHandle<HTMLInputElement>).uploadFile(path);
      await scope.page.waitForNetworkIdle({ idleTime: 200, timeout: 5000 }).catch(() => undefined);
      // A file chosen is attached only by the button beside it (Taleo's "Attach"): pressed once.
      const attach = await el.evaluateHandle((input) => {
        for (let up = input.parentElement, level = 0; up && level < 2; up = up.parentElement, level++) {
          const found = [...up.querySelectorAll("button, input[type=button], input[type=submit], a[role=button]")].find(
            (b) =>
              b.getClientRects().length > 0 &&
              /^(attach|upload)( (a )?(file|resume|cv|document))?$/i.test(((b as HTMLInputElement).value || b.textContent || "").trim()),
          );
          if (found) return found;
        }
        return null;
      });
      const button = attach.asElement() as ElementHandle<Element> | null;
      if (button) {
        await humanClick(button);
        await scope.page.waitForNetworkIdle({ idleTime: 200, timeout: 5000 }).catch(() => undefined);
      } else await attach.dispose();
      // A page that shows "Uploading..." while it takes the file is not ready for Next until it stops.
      await scope.frame
        .waitForFunction(() => !/\b(uploading|processing your (file|resume|cv))\b/i.test(document.body.innerText), {
          timeout: 10_000,
          polling: 100,
        })
        .catch(() => undefined);
      return true;
    }
    case "date-sections":
      await writeDateSections(scope, field, answer);
      return false;
    case "date-selects":
      await writeDateSelects(scope, field, answer);
      return false;
    case "yes-no-checkboxes":
      await writeYesNo(scope, field, answer);
      return false;
    case "none":
      return false;
  }
}

async function declaredTypeahead(scope: FormScope, el: ElementHandle<Element>) {
  for (const t of scope.typeaheads ?? []) if (await el.evaluate((e, sel) => e.matches(sel), t.input)) return t;
  return undefined;
}

/**
 * Picks the option best matching the answer from an open listbox; Enter when none shows. A lookup
 * re-renders its menu as each keystroke's search returns, so the pick waits for the searches to
 * settle, and reads the menu again when the option it clicked was replaced under it.
 */
async function pickOption(
  scope: FormScope,
  answer: string,
  typed: string,
  enterFallback: boolean,
  selector = OPTION_SELECTOR,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // A lookup searches after a pause in typing and then shows what it found: options naming the
    // typed text are its results; failing those, a quiet network says the search is over.
    const searched = new AbortController();
    const shown = await Promise.race([
      optionsShown(scope.frame, 5000, selector, { naming: typed, signal: searched.signal }),
      scope.page
        .waitForNetworkIdle({ idleTime: 250, timeout: 5000 })
        .catch(() => undefined)
        .then(() => optionsShown(scope.frame, 5000, selector, { signal: searched.signal })),
    ]).finally(() => searched.abort());
    if (shown !== "options") break;
    const texts = (await shownOptions(scope, selector)).map((o) => o.text);
    const i = [pickByMeaning(answer, texts), pickPlace(answer, texts), bestMatch(answer, texts, 0.2)].find((n) => n >= 0) ?? -1;
    if (i < 0) {
      if (!enterFallback) throw new Error(`no option matches the answer (${texts.length} options shown)`);
      break;
    }
    // False when the menu re-rendered since it was read (a later search's results): read it again.
    if (await clickShown(scope, i, texts[i], { selector, press: humanClick })) return;
    if (attempt >= 3) throw new Error("the dropdown's options kept changing");
  }
  if (!enterFallback) throw new Error("the dropdown showed no options");
  await pressEnter(scope);
}

/**
 * Enter in a text input also submits its form (implicit submission) once the form is valid: the
 * widget gets the key, the form's submit does not (only the final click submits; docs/architecture.md).
 */
async function pressEnter(scope: FormScope): Promise<void> {
  await scope.frame.evaluate(() => window.addEventListener("keydown", (e) => e.key === "Enter" && e.preventDefault(), { once: true }));
  await scope.page.keyboard.press("Enter");
}
