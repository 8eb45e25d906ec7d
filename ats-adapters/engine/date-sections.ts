// Dates asked in sections (Workday's dateSectionMonth/Day/Year-input; the sources are listed in
// docs/platforms.md "Workday"). The widget takes digits from the keyboard and moves to the next
// section by itself once one is full, and a value written by script is dropped on blur. So each
// section is clicked and typed like a person would, then the sections are read back.
import { pointerClick } from "./pointer";
import { deepQueryAll } from "./shadow";
import type { FormField, FormScope } from "./types";

/**
 * Types an ISO date (YYYY-MM-DD), or a bare year into a year-only field, into the field's sections;
 * throws when the page did not keep it.
 */
export async function writeDateSections(scope: FormScope, field: FormField, iso: string): Promise<void> {
  const m = /^(\d{4})(?:-(\d{2})-(\d{2}))?/.exec(iso);
  if (!m || (!m[2] && field.fmt !== "YYYY")) throw new Error(`the answer to ${field.key} is not a date`);
  const digits: Record<string, string> = { YYYY: m[1], MM: m[2], DD: m[3] };
  const sections = await deepQueryAll(scope.frame, `[data-ae-key="${field.key}"][data-ae-section]`);
  for (const section of sections) {
    const [part, held] = await section.evaluate((e) => {
      e.scrollIntoView({ block: "center" });
      return [e.getAttribute("data-ae-section")!, (e as HTMLInputElement).value];
    });
    if (Number(held) === Number(digits[part])) continue;
    try {
      await pointerClick(scope.page, section);
    } catch {
      await section.focus(); // covered for good: the keyboard still reaches a focused section
    }
    for (let i = 0; i < held.length; i++) await scope.page.keyboard.press("Backspace");
    await scope.page.keyboard.type(digits[part]);
  }
  const kept = await Promise.all(
    sections.map((s) =>
      s.evaluate((e) => {
        (e as HTMLElement).blur();
        return [e.getAttribute("data-ae-section")!, (e as HTMLInputElement).value] as const;
      }),
    ),
  );
  const lost = kept.filter(([part, value]) => Number(value) !== Number(digits[part]));
  if (lost.length) throw new Error(`the date sections of ${field.key} did not keep the typed digits (${lost.map(([p]) => p).join(", ")})`);
}

/** Chooses an ISO date (YYYY-MM-DD) in the field's Day/Month/Year dropdowns; throws when one lacks its part. */
export async function writeDateSelects(scope: FormScope, field: FormField, iso: string): Promise<void> {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`the answer to ${field.key} is not a date`);
  const digits: Record<string, number> = { YYYY: Number(m[1]), MM: Number(m[2]), DD: Number(m[3]) };
  for (const select of await deepQueryAll(scope.frame, `[data-ae-key="${field.key}"][data-ae-section]`)) {
    const chosen = await select.evaluate((e, want) => {
      const sel = e as HTMLSelectElement;
      const part = e.getAttribute("data-ae-section")!;
      const n = want[part];
      const month = new Date(2000, n - 1, 1);
      const names = part === "MM" ? ["long", "short"].map((w) => month.toLocaleString("en", { month: w as "long" }).toLowerCase()) : [];
      const options = [...sel.options].filter((o) => o.value !== "");
      const text = (o: HTMLOptionElement) => (o.textContent ?? "").trim().toLowerCase();
      // A month's name first: a month list may count from 0 in its values.
      const option =
        options.find((o) => names.includes(text(o))) ??
        options.find((o) => Number(text(o)) === n) ??
        options.find((o) => Number(o.value) === n);
      if (!option) return false;
      sel.value = option.value;
      sel.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      sel.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    }, digits);
    if (!chosen) throw new Error(`a dropdown of ${field.key} offers no option for the date ${iso}`);
  }
}
