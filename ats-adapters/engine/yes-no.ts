// A yes/no question asked as checkboxes: JazzHR renders Yes/No as two checkboxes ("YES", "NO"), each
// with its own name, that its page script joins into one hidden answer on submit; an attestation is a
// lone "YES" checkbox under a statement. Read checkbox by checkbox, that is two unlabelled boxes called
// "YES" and "NO"; read here, it is one question (JazzHR facts: test/simulators/jazzhr/index.ts).
import type { ElementHandle } from "puppeteer-core";
import { polarity } from "./option-meaning";
import { deepQueryAll, SHADOW_JS } from "./shadow";
import type { FormField, FormScope } from "./types";

/**
 * In-page: finds yes/no checkbox groups, tags their boxes (data-ae-key, data-ae-i, and data-ae-skip so
 * the general reader leaves them alone) and returns them as questions: a pair is a radio question with
 * the options YES/NO, a lone YES box is a checkbox named by the statement above it.
 */
export const YES_NO_SCRIPT = String.raw`
(function (opts) {
  ${SHADOW_JS}
  var root = opts.root ? document.querySelector(opts.root) : document;
  if (!root) return [];
  var norm = function (s) { return (s || "").replace(/\s+/g, " ").trim(); };
  var labelFor = function (el) { return el.id ? rootOf(el).querySelector('label[for="' + CSS.escape(el.id) + '"]') : null; };
  var own = function (b) { var l = b.closest("label") || labelFor(b); return norm(l ? l.textContent : b.value).toLowerCase(); };
  var groups = [];
  deepAll(root, "input[type=checkbox]").forEach(function (b) {
    var t = own(b);
    if (t !== "yes" && t !== "no") return;
    var grp = b.closest(".form-group, fieldset, [role=group], .field, .question, li");
    if (!grp) return;
    var g = groups.filter(function (x) { return x.el === grp; })[0];
    if (!g) { g = { el: grp, items: [] }; groups.push(g); }
    g.items.push(b);
  });
  var out = [];
  groups.forEach(function (g, n) {
    var all = g.el.querySelectorAll("input[type=checkbox]");
    var texts = g.items.map(own);
    var pair = g.items.length === 2 && texts.indexOf("yes") >= 0 && texts.indexOf("no") >= 0;
    var lone = g.items.length === 1 && texts[0] === "yes";
    if (all.length !== g.items.length || !(pair || lone)) return;
    var heading = null;
    g.el.querySelectorAll("legend, label").forEach(function (l) { if (!heading && !l.querySelector("input") && norm(l.textContent)) heading = l; });
    if (!heading) return;
    var raw = heading.textContent || "";
    var label = norm(raw.replace(/\*/g, ""));
    var hidden = g.el.querySelector("input[type=hidden][name]");
    var base = (hidden && hidden.name) || g.items[0].name || label;
    var key = "q_" + String(base).replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    var required = /\*/.test(raw) || !!heading.querySelector(".asterisk, .required");
    g.items.forEach(function (b, i) {
      b.setAttribute("data-ae-key", key); b.setAttribute("data-ae-i", String(i)); b.setAttribute("data-ae-skip", "");
    });
    if (pair) {
      out.push({ key: key, label: label, kind: "radio", required: required, widget: "yes-no-checkboxes", fmt: null,
        options: g.items.map(function (b) { var l = b.closest("label") || labelFor(b); return { value: b.value || norm(l && l.textContent), label: norm(l ? l.textContent : b.value) }; }) });
    } else {
      out.push({ key: key, label: label, kind: "checkbox", required: required, widget: "checkbox", fmt: null, options: null });
    }
  });
  return out;
})
`;

/** Reads the yes/no checkbox questions of the form (run before the general reader). */
export async function readYesNo(scope: FormScope): Promise<FormField[]> {
  return (await scope.frame.evaluate(`${YES_NO_SCRIPT}(${JSON.stringify({ root: scope.root ?? null })})`)) as FormField[];
}

/** Ticks the box that means the answer and clears the other one. */
export async function writeYesNo(scope: FormScope, field: FormField, answer: string): Promise<void> {
  const options = field.options ?? [];
  let want = options.findIndex((o) => o.value === answer);
  if (want < 0) {
    const meaning = /^(true|yes|y|1)$/i.test(answer.trim()) ? "yes" : /^(false|no|n|0)$/i.test(answer.trim()) ? "no" : polarity(answer);
    want = options.findIndex((o) => polarity(o.label) === meaning);
  }
  if (want < 0) throw new Error(`no option of ${field.key} matches the answer`);
  const boxes = await deepQueryAll(scope.frame, `[data-ae-key="${field.key}"][data-ae-i]`);
  for (const box of boxes) {
    const i = Number(await box.evaluate((e) => e.getAttribute("data-ae-i")));
    const checked = await box.evaluate((e) => (e as HTMLInputElement).checked);
    if (checked !== (i === want)) await click(box);
  }
}

async function click(el: ElementHandle<Element>): Promise<void> {
  await el.scrollIntoView().catch(() => undefined);
  await el.click().catch(() => el.evaluate((e) => (e as HTMLElement).click()));
}
