// Sections whose entries exist only once their "Add" is pressed (Workday's My Experience: Work
// Experience, Education, Languages and Websites start with no entry and an "Add" button, and a
// required one refuses the step with "Add at least one entry"). The engine opens one entry of a
// section the profile can fill, so that the entry's fields are read and answered like any other
// (docs/platforms.md, "Sections made by pressing Add").
import type { FormScope } from "./types";
import { humanClick } from "./write";

/** What a section holds, by its heading or its button's own words. */
export type SectionKind = "education" | "language";

const KIND_TEXT: Record<SectionKind, string> = {
  education: String.raw`\b(education|academic|qualifications?|schools?|degrees?)\b`,
  language: String.raw`\blanguages?\b`,
};

/**
 * Presses "Add" once in each section of the form that has no entry yet and whose kind is wanted;
 * `whenRequired` kinds only where the section is marked required. Returns how many were pressed.
 */
export async function openSections(scope: FormScope, wanted: { always: SectionKind[]; whenRequired: SectionKind[] }): Promise<number> {
  if (!wanted.always.length && !wanted.whenRequired.length) return 0;
  const kinds = (list: SectionKind[]) => list.map((k) => KIND_TEXT[k]).join("|") || "(?!)";
  const count = await scope.frame
    .evaluate(markEmptySections, scope.root ?? null, kinds(wanted.always), kinds(wanted.whenRequired))
    .catch(() => 0);
  let pressed = 0;
  for (let i = 0; i < count; i++) {
    const button = await scope.frame.$(`[data-ae-add="${i}"]`);
    if (!button) continue;
    await button.evaluate((e) => e.removeAttribute("data-ae-add"));
    await humanClick(button);
    pressed++;
  }
  return pressed;
}

/**
 * In-page: tags (data-ae-add="0", "1", ...) each visible "Add" button whose section has no control
 * yet and whose heading (or own words) names a wanted kind. The section is the nearest ancestor with a
 * heading of its own: an aria-labelledby, a legend, a heading element or role.
 */
function markEmptySections(root: string | null, always: string, whenRequired: string): number {
  const scope = (root && document.querySelector(root)) || document;
  const shown = (e: Element) => {
    const r = e.getBoundingClientRect();
    const cs = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
  };
  const text = (e: Element | null) => (e?.textContent ?? "").replace(/\s+/g, " ").trim();
  const ADD = /^\+?\s*add\b/i;
  const CONTROL =
    "input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]), select, textarea, [role=combobox], [role=listbox], [role=radiogroup], button[aria-haspopup]";
  const headingOf = (section: Element): string | null => {
    const by = section.getAttribute("aria-labelledby");
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    const h = section.querySelector(
      ":scope > legend, :scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6, :scope > [role=heading], :scope > * > h2, :scope > * > h3, :scope > * > h4",
    );
    return h ? text(h) : null;
  };
  let marked = 0;
  const buttons = [...scope.querySelectorAll("button, [role=button], a")].filter(
    (b) => ADD.test(text(b) || b.getAttribute("aria-label") || "") && text(b).length < 40 && shown(b) && !(b as HTMLButtonElement).disabled,
  );
  for (const button of buttons) {
    let section: Element | null = button.parentElement;
    let heading: string | null = null;
    for (let up = 0; section && section !== scope.parentElement && up < 6; up++, section = section.parentElement) {
      heading = headingOf(section);
      if (heading) break;
    }
    if (!section || heading === null) continue;
    const own = `${text(button)} ${button.getAttribute("aria-label") ?? ""}`;
    const named = (kinds: string) => new RegExp(kinds, "i").test(heading!) || new RegExp(kinds, "i").test(own.replace(ADD, ""));
    const required = /\*|\brequired\b/i.test(heading) || section.getAttribute("aria-required") === "true";
    if (!named(always) && !(required && named(whenRequired))) continue;
    if ([...section.querySelectorAll(CONTROL)].some((c) => shown(c) && !c.contains(button))) continue;
    button.setAttribute("data-ae-add", String(marked++));
  }
  return marked;
}
