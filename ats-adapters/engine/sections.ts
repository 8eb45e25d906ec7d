// Sections of a form that hide their questions until pressed.
// - Folded sections (SuccessFactors' application: a heading button with aria-expanded="false" over a
//   hidden region of fields, or bars that say nothing and an "Expand all sections"; a closed
//   <details>): unfolded, as a person opens each to fill it.
// - Sections whose entries exist only once their "Add" is pressed (Workday's My Experience: Work
//   Experience, Education, Languages and Websites start with no entry and an "Add" button, and a
//   required one refuses the step with "Add at least one entry"): as many entries are opened in a
//   section the profile can fill as it holds, so that their fields are read and answered like any
//   other; an entry made in an editor of its own (UKG's: School, Degree, ... and Save) is saved once
//   filled.
// (docs/platforms.md, "Sections that hide their questions".)
import type { FormScope } from "./types";
import { humanClick } from "./write";

/** What a section holds, by its heading or its button's own words. */
export type SectionKind = "education" | "language";

const KIND_TEXT: Record<SectionKind, string> = {
  education: String.raw`\b(education|academic|qualifications?|schools?|degrees?)\b`,
  language: String.raw`\blanguages?\b`,
};

/**
 * Presses, as a user would, the elements the page script tagged `attr`="0" .. count-1 (each untagged
 * first, so a later mark starts afresh); returns how many presses landed.
 */
async function pressTagged(scope: FormScope, attr: string, count: number): Promise<number> {
  let pressed = 0;
  for (let i = 0; i < count; i++) {
    const el = await scope.frame.$(`[${attr}="${i}"]`);
    if (!el) continue;
    await el.evaluate((e, a) => e.removeAttribute(a), attr);
    if (
      await humanClick(el).then(
        () => true,
        () => false,
      )
    )
      pressed++;
  }
  return pressed;
}

/** How many entries of a kind the profile holds, and whether to open them only where required. */
export interface SectionWant {
  kind: SectionKind;
  entries: number;
  onlyRequired?: boolean;
}

/**
 * Presses "Add" in each section of the form whose kind is wanted (`onlyRequired`: where the section is
 * marked required) until it holds as many entries as the profile has, the first press in a section
 * with no entry yet. Returns how many presses were made.
 */
export async function openSections(scope: FormScope, wanted: SectionWant[]): Promise<number> {
  const kinds = wanted.filter((w) => w.entries > 0).map((w) => ({ ...w, pattern: KIND_TEXT[w.kind] }));
  if (!kinds.length) return 0;
  let pressed = 0;
  // One press per section a round: a second entry's Add ("Add Another") shows once the first is made.
  for (let round = 0; round < 3; round++) {
    const count = await scope.frame.evaluate(markSections, scope.root ?? null, kinds).catch(() => 0);
    if (!count) break;
    // A press that does not land leaves the section as it was: the step's own check says so.
    pressed += await pressTagged(scope, "data-ae-add", count);
  }
  return pressed;
}

/**
 * In-page: tags (data-ae-add="0", "1", ...) the visible "Add" of each section whose heading (or the
 * button's own words) names a wanted kind and that holds fewer entries than wanted: none yet (no
 * control in it), or fewer than this engine opened there (counted on the section, data-ae-opened).
 * The section is the nearest ancestor with a heading of its own: an aria-labelledby, a legend, a
 * heading element or role.
 */
function markSections(root: string | null, kinds: Array<{ pattern: string; entries: number; onlyRequired?: boolean }>): number {
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
  const seen = new Set<Element>();
  for (const button of buttons) {
    let section: Element | null = button.parentElement;
    let heading: string | null = null;
    for (let up = 0; section && section !== scope.parentElement && up < 6; up++, section = section.parentElement) {
      heading = headingOf(section);
      if (heading) break;
    }
    if (!section || heading === null || seen.has(section)) continue;
    seen.add(section);
    const own = `${text(button)} ${button.getAttribute("aria-label") ?? ""}`.replace(ADD, "");
    const required = /\*|\brequired\b/i.test(heading) || section.getAttribute("aria-required") === "true";
    const want = kinds.find(
      (k) => (required || !k.onlyRequired) && (new RegExp(k.pattern, "i").test(heading!) || new RegExp(k.pattern, "i").test(own)),
    );
    if (!want) continue;
    const opened = Number(section.getAttribute("data-ae-opened") ?? 0);
    const empty = ![...section.querySelectorAll(CONTROL)].some((c) => shown(c) && !c.contains(button));
    if (!(empty ? opened === 0 : opened > 0 && opened < want.entries)) continue;
    button.setAttribute("data-ae-add", String(marked++));
    section.setAttribute("data-ae-opened", String(opened + 1));
    section.setAttribute("data-ae-entry", "");
  }
  return marked;
}

/** Presses each folded section's toggle in the form (its region holds fields); returns how many. */
export async function unfoldSections(scope: FormScope): Promise<number> {
  let pressed = 0;
  for (const withExpandAll of [true, false]) {
    const count = await scope.frame.evaluate(markFoldedSections, scope.root ?? null, withExpandAll).catch(() => 0);
    pressed += await pressTagged(scope, "data-ae-fold", count);
  }
  return pressed;
}

/**
 * In-page: tags (data-ae-fold) each shown toggle that is collapsed (aria-expanded="false", or a closed
 * <details>' summary) over a region holding form controls. A dropdown's or a menu's toggle is not one.
 */
function markFoldedSections(root: string | null, withExpandAll: boolean): number {
  const scope = (root && document.querySelector(root)) || document;
  // A field, or a button that makes one (an uploader whose file input comes with its press).
  const FIELD = "input:not([type=hidden]), select, textarea, button, [role=button]";
  const POPUP = "[role=listbox], [role=menu], [role=dialog], [role=grid], [role=tree]";
  const shown = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  let marked = 0;
  const mark = (e: Element) => e.setAttribute("data-ae-fold", String(marked++));
  // A page's own "Expand all sections" (SuccessFactors'), wherever it sits: bars that say nothing of
  // their state are opened by it.
  const all = [...document.querySelectorAll("button, [role=button], a")].find(
    (b) => shown(b) && /^expand all( sections)?$/i.test((b.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
  if (all && withExpandAll) {
    mark(all);
    return marked; // the bars are looked at again once it has opened what it opens
  }
  for (const t of scope.querySelectorAll("[aria-expanded=false][aria-controls]")) {
    if (!shown(t) || t.matches("[aria-haspopup]:not([aria-haspopup=false]), [role=combobox], input, select")) continue;
    const regions = (t.getAttribute("aria-controls") ?? "").split(/\s+/).map((id) => document.getElementById(id));
    if (regions.some((r) => r && !r.matches(POPUP) && !shown(r) && r.querySelector(FIELD))) mark(t);
  }
  for (const d of scope.querySelectorAll("details:not([open])")) {
    const summary = d.querySelector(":scope > summary");
    if (summary && shown(summary) && d.querySelector(FIELD)) mark(summary);
  }
  return marked;
}

/** Presses each resume uploader that has no file input yet (its input is made by the press); returns how many. */
export async function openUploaders(scope: FormScope): Promise<number> {
  const count = await scope.frame.evaluate(markUploaders, scope.root ?? null).catch(() => 0);
  return pressTagged(scope, "data-ae-uploader", count);
}

/** In-page: tags (data-ae-uploader) the shown buttons named for adding a resume with no file input near them. */
function markUploaders(root: string | null): number {
  const scope = (root && document.querySelector(root)) || document;
  const NAMED = /^\+?\s*(add|attach|upload)( an?| your| my)? (resume|r\u00e9sum\u00e9|cv|curriculum vitae)\b/i;
  let marked = 0;
  for (const b of scope.querySelectorAll("button, [role=button]")) {
    const name = (b.getAttribute("aria-label") || b.textContent || "").replace(/\s+/g, " ").trim();
    if (!NAMED.test(name) || b.matches("[aria-haspopup]:not([aria-haspopup=false])") || b.getClientRects().length === 0) continue;
    let block: Element | null = b;
    for (let up = 0; block && up < 2 && block !== scope; up++) block = block.parentElement;
    if (block && !block.querySelector("input[type=file]")) b.setAttribute("data-ae-uploader", String(marked++));
  }
  return marked;
}

/** Presses the Save of each entry opened by `openSections` whose editor has one; returns how many. */
export async function saveEntries(scope: FormScope): Promise<number> {
  const SAVE = /^(save|done|ok|save (entry|and close|changes))$/i;
  let saved = 0;
  for (const section of await scope.frame.$$("[data-ae-entry]")) {
    await section.evaluate((e) => e.removeAttribute("data-ae-entry"));
    const buttons = await section.$$("button, [role=button], input[type=button]");
    for (const b of buttons) {
      const says = await b.evaluate((e) =>
        e.getClientRects().length ? ((e as HTMLInputElement).value || e.textContent || "").replace(/\s+/g, " ").trim() : "",
      );
      if (!SAVE.test(says)) continue;
      if (
        await humanClick(b).then(
          () => true,
          () => false,
        )
      )
        saved++;
      break;
    }
  }
  return saved;
}
