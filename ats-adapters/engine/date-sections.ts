// Dates asked in sections (Workday's dateSectionMonth/Day/Year-input; the sources are listed in
// docs/platforms.md "Workday"). The widget takes digits from the keyboard and moves to the next
// section by itself once one is full, and a value written by script is dropped on blur. So each
// section is clicked and typed like a person would, then the sections are read back.
import { pointerClick } from "./pointer";
import { deepQueryAll } from "./shadow";
import type { FormField, FormScope } from "./types";

/** Types an ISO date (YYYY-MM-DD) into the field's sections; throws when the page did not keep it. */
export async function writeDateSections(scope: FormScope, field: FormField, iso: string): Promise<void> {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`the answer to ${field.key} is not a date`);
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
