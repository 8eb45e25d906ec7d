// The form's own validation messages after a click that did not submit, paired with the field each
// belongs to ("City: Please select a location from the list"), read through open shadow roots too.
// They go into failure_message so a person sees what the site refused.
import type { Frame, Page } from "puppeteer-core";
import { SHADOW_JS } from "./shadow";

export interface FieldError {
  /** The field's label; "" for a message about the whole form. */
  field: string;
  message: string;
}

const GENERIC = [
  "[role=alert]",
  ".error",
  ".errors",
  "[class*=error]",
  ".has-error",
  "[aria-invalid=true]",
  ".invalid-feedback",
  ".help-block",
];

const SCRIPT = String.raw`(function (sels) {
  ${SHADOW_JS}
  var norm = function (s) { return (s || "").replace(/\s+/g, " ").trim(); };
  var clean = function (s) { return norm(norm(s).replace(/\*/g, "")); };
  var shown = function (e) {
    var r = e.getBoundingClientRect(), cs = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
  };
  var up = function (n) { return n.parentElement || hostOf(n); };
  var isControl = function (e) { return /^(INPUT|SELECT|TEXTAREA)$/.test(e.tagName) || e.getAttribute("role") === "combobox"; };
  var labelOfControl = function (c) {
    var r = rootOf(c), ids = (c.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
    var t = clean(ids.map(function (id) { var e = r.getElementById(id); return e ? e.textContent : ""; }).join(" "));
    if (!t && c.id) { var l = r.querySelector('label[for="' + CSS.escape(c.id) + '"]'); if (l) t = clean(l.textContent); }
    if (!t && hostOf(c)) t = clean(hostOf(c).getAttribute("label"));
    return t || clean(c.getAttribute("aria-label") || c.getAttribute("placeholder") || c.getAttribute("name"));
  };
  // The label of the field a message belongs to: the nearest ancestor holding a label or a control.
  var fieldOf = function (msg) {
    for (var n = up(msg), k = 0; n && k < 5; n = up(n), k++) {
      if (n.hasAttribute && n.hasAttribute("label")) return clean(n.getAttribute("label"));
      var lab = n.querySelector && n.querySelector("legend, label.control-label, label, [id$=_label]");
      if (lab && !lab.contains(msg) && clean(lab.textContent)) {
        var named = lab.getAttribute("for") && rootOf(lab).getElementById(lab.getAttribute("for"));
        return clean(named && named.getAttribute("aria-labelledby") ? labelOfControl(named) : lab.textContent);
      }
      var c = n.querySelector && n.querySelector("input:not([type=hidden]), select, textarea");
      if (c) return labelOfControl(c);
    }
    return "";
  };
  var out = [], seen = {};
  var add = function (field, message) {
    message = norm(message); if (!message && !field) return;
    var k = field + "|" + message; if (seen[k]) return; seen[k] = 1;
    out.push({ field: field, message: message || "needs an answer" });
  };
  sels.forEach(function (sel) {
    deepAll(document, sel).forEach(function (e) {
      if (!shown(e) && !e.classList.contains("has-error")) return;
      if (isControl(e)) { var d = (e.getAttribute("aria-describedby") || "").split(/\s+/).map(function (id) { var x = rootOf(e).getElementById(id); return x ? x.textContent : ""; }).join(" "); add(labelOfControl(e), d); return; }
      if (e.classList.contains("has-error") || e.classList.contains("form-group")) {
        var l = e.querySelector("label.control-label, label, legend");
        var help = e.querySelector(".help-block, .error, [role=alert]");
        add(l ? clean(l.textContent) : "", help ? help.textContent : "");
        return;
      }
      if (e.querySelector("input, select, textarea")) return; // a container, not a message
      var text = norm(e.textContent);
      if (!text) return;
      add(fieldOf(e), text);
    });
  });
  // A field-less message repeated by a field's own message is noise.
  return out.filter(function (x) { return x.field || !out.some(function (y) { return y.field && y.message === x.message; }); });
})`;

/** The validation messages the page shows now, by field (adapter selectors first, then common ones). */
export async function formErrors(page: Page | Frame, selectors: string[] = []): Promise<FieldError[]> {
  const all = [...new Set([...selectors, ...GENERIC])];
  return ((await page.evaluate(`${SCRIPT}(${JSON.stringify(all)})`).catch(() => [])) as FieldError[]).slice(0, 20);
}

/** "City: Please select a location from the list; Email: This field is required" (bounded). */
export function describeErrors(errors: FieldError[]): string {
  return errors
    .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
    .join("; ")
    .slice(0, 500);
}
