// The in-page half of the form reader. It is plain JavaScript in a string (not a TS function) so
// that no bundler helper leaks into the serialized code that Chromium evaluates.
// It tags every control with data-ae-* attributes so the Node side can find it again for writing.
// Controls inside open shadow roots are read too (shadow.ts); their keys come from the host's data-test.
import { SHADOW_JS } from "./shadow";

export const READ_FORM_SCRIPT = String.raw`
(function (opts) {
  ${SHADOW_JS}
  var root = opts.root ? document.querySelector(opts.root) : document;
  if (!root) return [];
  var used = {};
  var out = [];
  var norm = function (s) { return (s || "").replace(/\s+/g, " ").trim(); };
  // A document named by a menu or a block; a file input named only as a file.
  var DOCUMENT = /\b(resume|r\u00e9sum\u00e9|cv|curriculum vitae|cover letter|attachments?)\b/i;
  var GENERIC_FILE = /^(file|files|upload|browse|choose( a)? file|select( a)? file|attach( a)? file|file to (attach|upload))$/i;
  // A screen-reader "Required" glued to the label's text ("First nameRequired", "Required.By submitting").
  // (The same pattern is in accessible-name.ts, which names button dropdowns outside this script.)
  var GLUED_REQUIRED = /^Required\.?\s*(?=[A-Z])|(?<=[A-Za-z?.!)])Required\.?$|(?<=[?.!)])\sRequired\.?$/;
  var cleanLabel = function (s) {
    // "*" and Lever's "✱" mark required questions; they are not part of the question.
    return norm(norm(s).replace(GLUED_REQUIRED, " ").replace(/\s*[*\u2731]\s*$/, "").replace(/^[*\u2731]\s*/, "").replace(/\((required|optional)\)/ig, ""));
  };
  var isRandom = function (s) {
    return !s || /[:{}]|^\d+$|[0-9a-f]{8}-[0-9a-f]{4}|^[0-9a-f]{16,}$|^(input|field|react|mui|radix|headlessui|rs|ember|yui)[-_]?\d+/i.test(s) ||
      // A hex tail is random; a tail of digits only after a short prefix is a stable number (Workable's QA_6308627).
      (function (m) { return !!m && /\d/.test(m[1]) && (/[a-f]/i.test(m[1]) || s.length - m[0].length > 3); })(/[-_]([0-9a-f]{6,})$/i.exec(s));
  };
  var slug = function (s) {
    return String(s).replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase()
      .replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").replace(/^job_application_/, "");
  };
  var keyFor = function (parts) {
    var base = "";
    for (var i = 0; i < parts.length; i++) { if (parts[i] && !isRandom(parts[i])) { base = slug(parts[i]); if (base) break; } }
    if (!base) base = "field";
    var key = "q_" + base, n = 2;
    while (used[key]) key = "q_" + base + "_" + n++;
    used[key] = true;
    return key;
  };
  var textOf = function (el) {
    if (!el) return "";
    // Text that is not rendered (display:none, such as a typeahead's "No results" note) is not part
    // of the name: mark it on the original, where styles are known, and drop it from the copy.
    var hiddenIn = Array.prototype.filter.call(el.querySelectorAll("*"), function (x) { return getComputedStyle(x).display === "none"; });
    hiddenIn.forEach(function (x) { x.setAttribute("data-ae-unrendered", ""); });
    var c = el.cloneNode(true);
    hiddenIn.forEach(function (x) { x.removeAttribute("data-ae-unrendered"); });
    c.querySelectorAll("[data-ae-unrendered]").forEach(function (x) { x.remove(); });
    c.querySelectorAll("select, option, input, textarea, script, style, [role=listbox], [aria-hidden=true]").forEach(function (x) { x.remove(); });
    return norm(c.textContent);
  };
  var byIds = function (ids, near) {
    var scope = near ? rootOf(near) : document;
    return norm((ids || "").split(/\s+/).map(function (id) {
      var e = scope.getElementById(id);
      if (!e) return "";
      // A group that holds the control itself (Teamtailor's fieldset labelling its own dropdown button,
      // the fieldset's id shared with its legend) is named by its legend, not by all the text inside.
      if (near && e !== near && e.contains(near)) { var lg = e.querySelector("legend"); return lg ? textOf(lg) : ""; }
      return textOf(e);
    }).join(" "));
  };
  var labelFor = function (el) { return el.id ? rootOf(el).querySelector('label[for="' + CSS.escape(el.id) + '"]') : null; };
  // A control in a web component is named by its host's data-test, plus its own aria-label when the
  // host holds several (spl-phone-field: a "Country code" picker beside the number).
  var hostTest = function (el) {
    var h = outerHost(el), t = h && h.getAttribute("data-test");
    return t && el.getAttribute("aria-label") ? t + " " + el.getAttribute("aria-label") : t;
  };
  var container = function (el) {
    return el.closest("[data-field-path], [data-automation-id$=formField], [data-automation-id$=FormField], .field, .form-group, .form-field, .field-wrapper, .application-question, .question, [class*=field-wrapper], [class*=form-field], [class*=FormField], [class*=formField], fieldset, li");
  };
  // The largest block around a control that holds no other visible control: its label-like text names
  // that control alone. A block that also holds a neighbour (Pinpoint's numbered section fieldsets, whose
  // legend reads "1.Personal Details ... Apply with LinkedIn") names a group, never one control.
  // A file input counts though hidden: uploaders hide theirs behind a button (BambooHR's two, side by side).
  // A hidden file input is on the page while its uploader is: something within three levels above it
  // is drawn (a wizard's hidden step draws none of them).
  var fileShown = function (c) {
    var up = function (n) { return n.parentElement || (n.parentNode && n.parentNode.host) || null; }; // out of a shadow root too
    for (var a = up(c), k = 0; a && k < 3; a = up(a), k++) if (a.getClientRects().length > 0) return true;
    return false;
  };
  var visibleControl = function (c) { return c.type !== "hidden" && (c.type === "file" ? fileShown(c) : !boxHidden(c)); };
  var ownBlock = function (el, mine) {
    var best = null;
    for (var n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      // A dropdown button is a control too (Workday's pickers keep only an undisplayed input beside
      // theirs): a block holding another question's picker is not this control's own.
      var foreign = Array.prototype.some.call(n.querySelectorAll("input, select, textarea, button[aria-haspopup=listbox]"), function (c) {
        return c !== el && !el.contains(c) && !(mine && mine.indexOf(c) >= 0) && visibleControl(c);
      });
      if (foreign) break;
      best = n;
    }
    return best;
  };
  var containerLabel = function (box, exclude, self) {
    if (!box) return "";
    var cands = box.querySelectorAll("legend, label, .label, [class*=label], [class*=Label], [data-label], h3, h4, p");
    for (var i = 0; i < cands.length; i++) {
      if (exclude && exclude.some(function (x) { return x && x.contains(cands[i]); })) continue;
      // A label[for] naming another visible control belongs to it (JazzHR's "Address" over City/State/Postal);
      // one naming no element (Ashby's id-less
      // location combobox) or a hidden stand-in (Pinpoint's nameless <select> behind a react-select) names this one.
      if (self && cands[i].htmlFor && cands[i].htmlFor !== self.id) {
        var named = rootOf(cands[i]).getElementById(cands[i].htmlFor);
        if (named && visibleControl(named)) continue;
      }
      if (cands[i].querySelector("input, select, textarea, [role=radio], [role=checkbox]")) continue;
      // Text not drawn (a wizard's later step inside the same block) names nothing on show.
      if (cands[i].getClientRects().length === 0) continue;
      var t = textOf(cands[i]);
      if (t) return t;
    }
    return "";
  };
  var labelOf = function (el) {
    var t = byIds(el.getAttribute("aria-labelledby"), el);
    // An aria-label that names only the kind of control ("file-input") is not its question.
    if (!t && !/^(file|text|input|select|checkbox|radio|field|textbox)([ _-]?(input|field|box|upload))?$/i.test(norm(el.getAttribute("aria-label")))) t = norm(el.getAttribute("aria-label"));
    if (!t) { var l = labelFor(el); if (l) t = textOf(l); }
    if (!t && el.closest("label")) t = textOf(el.closest("label"));
    if (!t) t = containerLabel(ownBlock(el), null, el);
    if (!t) t = containerLabel(container(el), null, el);
    // A box with neither a name nor an id of its own (random per load) beside another control in one
    // field (Rippling's phone number beside its country search): the nearest label above names it.
    if (!t && isRandom(el.getAttribute("name")) && isRandom(el.id)) {
      for (var up = el.parentElement, k = 0; !t && up && k < 3; up = up.parentElement, k++) t = containerLabel(up, null, el);
    }
    if (!t && hostOf(el)) t = norm(hostOf(el).getAttribute("label") || hostOf(el).getAttribute("aria-label"));
    if (!t) t = norm(el.getAttribute("placeholder") || el.getAttribute("title") || el.getAttribute("name"));
    // An uploader names its hidden input by its button ("Attach"); the question is the group's label.
    var grp = el.closest("[role=group][aria-labelledby]");
    if (grp && (!t || GENERIC_ACTION.test(t))) t = byIds(grp.getAttribute("aria-labelledby"), grp) || t;
    return t;
  };
  var GENERIC_ACTION = /^(attach|upload|browse|choose( a)? file|select( a)? file)$/i;
  var groupLabelHasStar = function (el) {
    var grp = el.closest("[role=group][aria-labelledby]");
    var named = grp && rootOf(grp).getElementById((grp.getAttribute("aria-labelledby") || "").split(/\s+/)[0]);
    // The star, or the screen-reader "(required)" after it (Personio's "Name* (required)" over First/Last).
    return !!(named && /(\*|\(required\))\s*$/i.test(named.textContent || ""));
  };
  // react-select markup ({prefix}__control around {prefix}__input): a choice whose options show when opened.
  var reactSelect = function (el) {
    return /(^|\s)[\w-]*select__input(\s|$)/.test(el.className || "") || !!el.closest('[class*="select__control"]');
  };
  var rawLabelHasStar = function (el, label) {
    // A "(required)" the label spells out (Paylocity) marks it as a star does.
    if (/[*\u2731]|\(required\)\s*$/i.test(label) || GLUED_REQUIRED.test(norm(label)) || groupLabelHasStar(el)) return true;
    var host = hostOf(el);
    if (host && host.hasAttribute("required")) return true;
    // The star is often aria-hidden, which textOf drops: look at the raw label text too (before or after).
    var own = labelFor(el) || el.closest("label");
    if (own && /^\s*\*|\*\s*$/.test(own.textContent || "")) return true;
    // Design systems that draw the star in CSS from a class (BambooHR's fab-Label--required).
    if (own && /(^|[-_\s])required\b/i.test(String(own.className || ""))) return true;
    // Workable: the star sits beside the aria-labelledby target, a few levels up.
    var named = (el.getAttribute("aria-labelledby") || "").split(/\s+/)[0];
    var up = named && rootOf(el).getElementById(named);
    for (var k = 0; up && k < 3; k++, up = up.parentElement) {
      if (up.contains(el)) break;
      if (/^\s*\*/.test(up.textContent || "")) return true;
    }
    // The control's own block when it holds the control's label; else the usual container.
    var box = ownBlock(el);
    if (!box || !box.querySelector("label, legend, [class*=label]")) box = container(el);
    var first = box && box.querySelector("label, legend");
    if (first && /^\s*\*|\*\s*$/.test(first.textContent || "")) return true;
    return !!(box && (box.querySelector(".required, [class*=required], abbr[title=required]") || /\*\s*$/.test(containerLabel(box))));
  };
  // Positions on the page, not in the viewport: a long form scrolled down (after an upload) keeps its top fields.
  var pageRect = function (el) {
    var r = el.getBoundingClientRect(), x = window.scrollX, y = window.scrollY;
    return { width: r.width, height: r.height, left: r.left + x, right: r.right + x, top: r.top + y, bottom: r.bottom + y };
  };
  // Collapsed away: an ancestor with no height or width that clips what overflows it (BambooHR's and
  // Breezy's honeypots sit in such a box: test/simulators/bamboohr/index.ts, breezy.ts).
  var collapsed = function (el) {
    for (var a = el.parentElement, k = 0; a && k < 4; a = a.parentElement, k++) {
      var r = a.getBoundingClientRect(), cs = getComputedStyle(a);
      if ((r.height === 0 || r.width === 0) && cs.overflow === "hidden") return true;
    }
    return false;
  };
  var boxHidden = function (el) {
    var cs = getComputedStyle(el);
    if (cs.display === "none" || cs.visibility === "hidden") return true;
    var r = pageRect(el); // page coordinates, not the viewport's: a long form scrolled down keeps its top fields
    if (r.width === 0 && r.height === 0) return true;
    if (collapsed(el)) return true;
    return r.right < -500 || r.bottom < -500 || r.left > 10000 || r.top > 100000;
  };
  var honeypot = function (el) {
    var sig = [el.getAttribute("name"), el.id, el.getAttribute("data-automation-id"), el.className, el.getAttribute("autocomplete")].join(" ").toLowerCase();
    if (/beecatcher|honeypot|honey_pot|hp[-_]field|bot[-_]?(field|check|trap)|leave[-_ ]?(this[-_ ])?blank/.test(sig)) return true;
    if (/leave (this|it) (field )?(blank|empty)/i.test(labelOf(el))) return true;
    // Off-screen is a honeypot's hiding place, and also where sites park the file input behind their
    // "Choose a file" label or "Attach" link (Breezy's at left:-9999px, Jobvite's inside its "File"
    // label, Greenhouse's legacy uploader): a trap is a text box for a bot to fill, never a file input.
    if (el.type === "file") return false;
    var r = pageRect(el);
    return r.left < -500 || r.top < -500;
  };
  var visibleOrLabelVisible = function (el) {
    if (!boxHidden(el)) return true;
    var lab = el.closest("label") || labelFor(el);
    return !!(lab && !boxHidden(lab));
  };
  var push = function (el, f) {
    f.required = !!f.required;
    f.label = cleanLabel(f.label) || f.key;
    out.push({ f: f, el: el });
  };

  // A date asked in sections (Workday's dateSectionMonth/Day/Year-input spinners): one question whose
  // format lists the sections in page order ("MM/DD/YYYY", "MM/YYYY"); each section is tagged for the
  // writer (engine/date-sections.ts).
  var sectionRe = /^dateSection(Month|Day|Year)-input$/;
  var sections = new Set();
  deepAll(root, "input").forEach(function (el) {
    var m = sectionRe.exec(el.getAttribute("data-automation-id") || "");
    if (!m || sections.has(el) || boxHidden(el)) return;
    var partsIn = function (b) { return Array.prototype.filter.call(b.querySelectorAll("input"), function (x) { return sectionRe.test(x.getAttribute("data-automation-id") || ""); }); };
    var box = el.closest("[data-automation-id^=formField]") || el.closest("[role=group]") || el.parentElement;
    var parts = partsIn(box);
    // A group holding other questions too (an entry of a section made by pressing Add: "Education 1")
    // is not the date's: its own block is, named by what comes first in it.
    var grp = el.closest("[role=group]"), own = ownBlock(el, parts);
    if (grp && !(own && own.contains(grp))) {
      if (box === grp) { box = own || el.parentElement; parts = partsIn(box); }
      grp = null;
    }
    var lead = box.firstElementChild && !box.firstElementChild.querySelector("input") ? textOf(box.firstElementChild) : "";
    var label = (grp && byIds(grp.getAttribute("aria-labelledby"), grp)) || (labelFor(el) ? textOf(labelFor(el)) : "") || containerLabel(box) || lead;
    var key = keyFor([(box.getAttribute("data-automation-id") || "").replace(/^formField-?/, ""), label]);
    var fmt = parts.map(function (x, i) {
      var part = sectionRe.exec(x.getAttribute("data-automation-id"))[1];
      sections.add(x);
      x.setAttribute("data-ae-key", key); x.setAttribute("data-ae-i", String(i));
      x.setAttribute("data-ae-section", part === "Year" ? "YYYY" : part === "Month" ? "MM" : "DD");
      return x.getAttribute("data-ae-section");
    }).join("/");
    var required = (grp && grp.getAttribute("aria-required") === "true") || rawLabelHasStar(el, label);
    push(el, { key: key, label: label, kind: "date", required: required, options: null, widget: "date-sections", fmt: fmt });
  });

  // A date asked as Day / Month / Year dropdowns side by side (a start date in three selects): one
  // question, named by the block that holds them alone; each dropdown is tagged with its part.
  var PARTS = [[/^(day|dd|tag|jour|d[ií]a)$/i, "DD"], [/^(month|mm|monat|mois|mes)$/i, "MM"], [/^(year|yyyy|jahr|ann[ée]e|a[ñn]o)$/i, "YYYY"]];
  var partOf = function (sel) {
    var first = sel.options[0], placeholder = first && first.value === "" ? first.textContent : "";
    var words = [sel.getAttribute("aria-label"), placeholder, ((sel.name || sel.id || "").match(/(day|month|year)\]?$/i) || [])[1]];
    for (var w = 0; w < words.length; w++) for (var p = 0; p < PARTS.length; p++) if (PARTS[p][0].test(norm(words[w]))) return PARTS[p][1];
    return null;
  };
  deepAll(root, "select").forEach(function (el) {
    if (sections.has(el) || boxHidden(el) || !partOf(el)) return;
    var box = el.parentElement, parts = [];
    for (var lv = 0; box && box !== document.body && lv < 3; box = box.parentElement, lv++) {
      parts = Array.prototype.filter.call(box.querySelectorAll("select"), function (x) { return !boxHidden(x) && !!partOf(x); });
      if (parts.length >= 2) break;
    }
    var kinds = parts.map(partOf);
    if (parts.length < 2 || new Set(kinds).size !== kinds.length || kinds.indexOf("MM") < 0 || kinds.indexOf("YYYY") < 0) return;
    var block = ownBlock(parts[0], parts) || box;
    var label = containerLabel(block, parts) || textOf(block);
    var key = keyFor([(parts[0].name || parts[0].id || "").replace(/[\[_.-]?(day|month|year)\]?$/i, ""), label]);
    parts.forEach(function (x, i) {
      sections.add(x);
      x.setAttribute("data-ae-key", key); x.setAttribute("data-ae-i", String(i)); x.setAttribute("data-ae-section", kinds[i]);
    });
    var required = parts.some(function (x) { return x.required || x.getAttribute("aria-required") === "true"; }) || rawLabelHasStar(parts[0], label);
    push(parts[0], { key: key, label: label, kind: "date", required: required, options: null, widget: "date-selects", fmt: kinds.join("/") });
  });

  var controls = deepAll(root, "input, select, textarea");
  var groups = {};
  var nextSet = function () { window.__aeSets = (window.__aeSets || 0) + 1; return String(window.__aeSets); };
  // Which question a checkbox belongs to. Boxes share a question by their name; boxes under one
  // legend that hold nothing else are one question whatever their names (Greenhouse's unnamed
  // boxes, Ashby's named by their option); a box with neither stands alone, never beside every other
  // unnamed box on the page (SmartRecruiters' spl-checkbox components).
  var groupName = function (el, type) {
    var set = type === "checkbox" && el.closest("fieldset, [role=group]");
    var titled = set && (set.querySelector("legend, h1, h2, h3, h4, h5, h6") || set.getAttribute("aria-labelledby") || set.getAttribute("aria-label") ||
      // Ashby titles its group with a label for the group's own path, not for any box.
      Array.prototype.some.call(set.querySelectorAll("label"), function (l) { var f = l.getAttribute("for"); return !f || !set.querySelector("input[type=checkbox][id='" + CSS.escape(f) + "']"); }));
    // A question's block that is no fieldset (JazzHR's .form-group checkbox question: a box per option,
    // each its own name, under a label for the question's hidden answer) is titled only by a label or
    // heading that wraps no box and names none: wrapped options alone are separate boxes. Its boxes are
    // options only when none is required on its own and each is named by a few words: consents under
    // a "Data processing" heading are each their own question.
    if (!titled && type === "checkbox") {
      var blk = container(el);
      if (blk && blk !== set) {
        set = blk;
        var optionLike = Array.prototype.every.call(blk.querySelectorAll("input[type=checkbox]"), function (b) {
          var ol = b.closest("label") || labelFor(b);
          return !b.required && b.getAttribute("aria-required") !== "true" && norm(ol ? ol.textContent : b.value).length <= 80;
        });
        titled = optionLike && Array.prototype.some.call(blk.querySelectorAll("label, legend, h3, h4"), function (l) {
          var f = l.getAttribute("for");
          return !l.querySelector("input") && !!norm(l.textContent) && (!f || !blk.querySelector("input[type=checkbox][id='" + CSS.escape(f) + "']"));
        });
      }
    }
    if (titled) {
      var boxes = set.querySelectorAll("input[type=checkbox]");
      var alone = !set.querySelector("input:not([type=checkbox]):not([type=hidden]), select, textarea");
      var oneName = Array.prototype.every.call(boxes, function (b) { return b.name && b.name === el.name; });
      // A box required on its own, or named by a sentence of its own, is its own question (Recruitee's
      // legal agreements under one legend): a group's options are short and required together.
      var ownQuestions = Array.prototype.some.call(boxes, function (b) {
        return b.required || (b.getAttribute("aria-labelledby") || "").split(" ").some(function (id) { var t = document.getElementById(id); return !!t && (t.textContent || "").trim().length > 80; });
      });
      if (boxes.length > 1 && alone && !oneName && !ownQuestions) {
        if (!set.hasAttribute("data-ae-set")) set.setAttribute("data-ae-set", nextSet());
        return "set-" + set.getAttribute("data-ae-set");
      }
    }
    // An id names one box only in the document itself: components reuse theirs in each shadow root.
    var own = (el.name || (el.getRootNode() === document ? el.id : "") || "").replace(/\[\]$/, "");
    if (own) return own;
    // Marked, so that the next read of the page keys it the same.
    if (!el.hasAttribute("data-ae-set")) el.setAttribute("data-ae-set", nextSet());
    return "box-" + el.getAttribute("data-ae-set");
  };
  controls.forEach(function (el) {
    if (el.closest("[data-ae-skip]") || sections.has(el)) return;
    var type = (el.getAttribute("type") || el.tagName).toLowerCase();
    if (/^(submit|button|reset|image)$/.test(type)) return;
    if (honeypot(el)) return;
    // A stand-in no user reaches (react-select's hidden required proxy): the control beside it is the question.
    if (el.getAttribute("aria-hidden") === "true" && el.tabIndex < 0 && !/^(radio|checkbox|file)$/.test(type)) return;
    // So is a box too small to see with neither name nor id (nothing sends it) in one block with a
    // dropdown's popup: Teamtailor's sr-only required input that only lets the browser's validation
    // speak for its "Select an option" menu.
    if (!el.name && !el.id && !/^(radio|checkbox|file|hidden)$/.test(type)) {
      var rr = el.getBoundingClientRect(), clip = getComputedStyle(el).clip;
      if ((rr.width <= 2 && rr.height <= 2) || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(clip)) {
        for (var upb = el.parentElement, lv = 0; upb && lv < 3; upb = upb.parentElement, lv++)
          if (upb.querySelector("[role=menu], [role=listbox], button[aria-haspopup]")) return;
      }
    }
    var label = labelOf(el);
    var required = el.required || el.getAttribute("aria-required") === "true" || rawLabelHasStar(el, label);
    if (type === "hidden") {
      var hl = norm(el.getAttribute("aria-label") || el.getAttribute("data-label"));
      if (!hl) return;
      var hk = keyFor([el.id, el.name]);
      el.setAttribute("data-ae-key", hk);
      push(el, { key: hk, label: hl, kind: "hidden", required: false, options: null, widget: "none" });
      return;
    }
    if (type === "radio" || type === "checkbox") {
      if (!visibleOrLabelVisible(el)) return;
      var gname = groupName(el, type);
      var gk = type + ":" + gname;
      if (!groups[gk]) { groups[gk] = { type: type, name: gname, items: [] }; }
      groups[gk].items.push(el);
      return;
    }
    if (type !== "file" && boxHidden(el) && !(el.tagName === "SELECT" && el.closest("[data-ae-native]"))) return;
    if (type === "file" && !fileShown(el)) return;
    // A native control hidden from assistive tech behind a custom widget only mirrors it (BambooHR's
    // fab-Select keeps an aria-hidden <select> beside its button); the widget is the question.
    if (type !== "file" && el.closest("[aria-hidden=true]") && el.getAttribute("tabindex") === "-1" && !el.closest("[data-ae-native]")) return;
    var key = keyFor([hostTest(el), el.id, el.name, el.getAttribute("data-automation-id"), el.getAttribute("data-ui"), el.getAttribute("data-qa"), label]);
    el.setAttribute("data-ae-key", key);
    // A file input named only as a file ("File to attach") in a block that asks for the resume is the
    // resume (Taleo's Attachments: "Attach your resume. Select the file, then click Attach").
    if (type === "file" && GENERIC_FILE.test(label)) {
      for (var fb = el.parentElement, fl = 0; fb && fl < 3; fb = fb.parentElement, fl++) {
        if (fb.querySelectorAll("input[type=file]").length > 1) break;
        if (/\b(resume|r\u00e9sum\u00e9|cv|curriculum vitae)\b/i.test(textOf(fb))) { label = "Resume"; break; }
      }
    }
    var kind = "text", widget = "type", options = null, fmt = null;
    // The autocomplete token names what a text box holds (HTML's autofill field names).
    var ac = (el.getAttribute("autocomplete") || "").toLowerCase();
    if (el.tagName === "SELECT") {
      kind = el.multiple ? "multi_select" : "single_select"; widget = "select";
      options = Array.prototype.filter.call(el.options, function (o) { return o.value !== "" && !o.disabled; })
        .map(function (o) { return { value: o.value, label: norm(o.textContent) }; });
    } else if (el.tagName === "TEXTAREA") {
      kind = /cover.?letter/i.test(label + " " + key) ? "cover_letter" : "textarea";
    } else if (type === "file") {
      kind = /cover.?letter/i.test(label + " " + key) ? "cover_letter" : "file"; widget = "file";
    } else if (type === "email" || /(^| )email$/.test(ac)) kind = "email";
    else if (type === "tel" || /(^| )tel(-national)?$/.test(ac)) kind = "phone";
    else if (type === "url") kind = "url";
    else if (type === "date") { kind = "date"; widget = "date-native"; }
    else if (el.getAttribute("role") === "combobox" && el.readOnly && el.getAttribute("aria-haspopup") === "listbox") { kind = "single_select"; widget = "listbox-button"; options = []; }
    // read.ts opens it: one that lists nothing until typed into is a typeahead after all.
    else if (el.getAttribute("role") === "combobox" && reactSelect(el)) { kind = "single_select"; widget = "listbox-button"; options = []; }
    else if (el.getAttribute("role") === "combobox" || el.getAttribute("aria-autocomplete") === "list" || el.getAttribute("list") || el.classList.contains("ui-autocomplete-input")) { kind = "typeahead"; widget = "typeahead"; }
    // Typeaheads without ARIA roles that the adapter names (Lever's location).
    else if ((opts.typeaheads || []).some(function (sel) { return el.matches(sel); })) { kind = "typeahead"; widget = "typeahead"; }
    else {
      // A date picker's wrapper names it when the input itself does not (react-datepicker__input-container).
      var picker = el.closest("[class*=datepicker], [class*=date-picker], [class*=DatePicker]") ? " datepicker" : "";
      var hint = label + " " + (el.getAttribute("placeholder") || "") + " " + (el.getAttribute("data-automation-id") || "") + " " + el.className + picker;
      if (/\b(mm|dd)[\/.-](dd|mm)[\/.-]yy(yy)?\b|yyyy-mm-dd|date-?picker|datepicker|dateSection|\binput-date\b/i.test(hint)) {
        // The placeholder is the format when it spells one ("MM/DD/YYYY"); "Pick date..." is not (react-datepicker's default is MM/dd/yyyy).
        var ph = (el.getAttribute("placeholder") || "").toUpperCase();
        kind = "date"; fmt = /(MM|DD|YY)/.test(ph) ? ph : "MM/DD/YYYY";
      }
      else if (/e-?mail/i.test(label)) kind = "email";
      else if (/phone|mobile number|telephone/i.test(label)) kind = "phone";
      else if (/linkedin|github|website|portfolio|\burl\b/i.test(label)) kind = "url";
    }
    // The account's own login and password asked inside the form (an iCIMS profile's "Create Your
    // Login"): filled from the run's credentials, never answered (shared-flow.ts fillStep).
    var account = type === "password" || /\b(new|current)-password\b/.test(ac) ? "password"
      : /\busername\b/.test(ac) || /^(login|log-?in (name|id)|user ?(name|id)|sign-?in name)$/i.test(label.replace(/[\s*:]+$/, "")) ? "login" : null;
    var f = { key: key, label: label, kind: kind, required: required, options: options, widget: widget, fmt: fmt };
    if (account) f.account = account;
    push(el, f);
  });

  Object.keys(groups).forEach(function (gk) {
    var g = groups[gk], first = g.items[0];
    var fs = first.closest("fieldset, [role=radiogroup], [role=group]"), groupBlock = ownBlock(first, g.items);
    // A fieldset that also holds other questions is a section: its legend is not this group's label.
    if (fs && Array.prototype.some.call(fs.querySelectorAll("input, select, textarea"), function (c) { return g.items.indexOf(c) < 0 && visibleControl(c); })) fs = null;
    var optLabels = g.items.map(function (el) { return el.closest("label") || labelFor(el) || null; });
    var label = "";
    if (fs) label = byIds(fs.getAttribute("aria-labelledby"), fs) || norm(fs.getAttribute("aria-label")) || textOf(fs.querySelector("legend"));
    if (!label && fs) { var fl = labelFor(fs); if (fl) label = textOf(fl); }
    if (!label && g.items.length > 1) {
      // Climb to the smallest container holding every option, then look for its label.
      var anc = first.parentElement, own = ownBlock(first, g.items);
      while (anc && !g.items.every(function (it) { return anc.contains(it); })) anc = anc.parentElement;
      for (var up = 0; !label && anc && up < 4; up++) {
        label = containerLabel(anc, optLabels);
        var next = anc.parentElement && (container(anc.parentElement) || anc.parentElement);
        if (own && next && !own.contains(next)) next = own.contains(anc.parentElement) ? anc.parentElement : null;
        anc = next;
      }
    }
    // No label-like element: the block that holds this group alone is named by what comes first in
    // it, before the options (a <span>), never by a note beside them ("A conviction will not
    // necessarily disqualify you" is no part of the question).
    if (!label && g.items.length > 1 && groupBlock) {
      for (var lead = groupBlock.firstElementChild; lead && !label; lead = lead.nextElementSibling) {
        if (lead.querySelector("input, select, textarea")) break;
        var leadText = textOf(lead);
        if (leadText.length <= 300) label = leadText;
      }
    }
    if (g.type === "checkbox" && g.items.length === 1) label = labelOf(first) || label;
    var key = keyFor([hostTest(first), g.name, first.id, label]);
    var options = g.items.map(function (el, i) {
      el.setAttribute("data-ae-key", key); el.setAttribute("data-ae-i", String(i));
      var ol = optLabels[i] ? textOf(optLabels[i]) : norm(el.getAttribute("aria-label") || el.value);
      return { value: el.value && el.value !== "on" ? el.value : ol, label: ol };
    });
    var required = g.items.some(function (el) { return el.required || el.getAttribute("aria-required") === "true" || !!el.closest("[role=checkbox][aria-required=true]"); }) ||
      (fs && (fs.getAttribute("aria-required") === "true" || rawLabelHasStar(fs, label))) || /\*/.test(label) || rawLabelHasStar(first, label) ||
      // A required mark in the block that holds this group alone (Pinpoint's external-form__label--required).
      !!(groupBlock && groupBlock.querySelector(".required, [class*=required], abbr[title=required]"));
    if (g.type === "radio") push(first, { key: key, label: label, kind: "radio", required: required, options: options, widget: "radio" });
    else if (g.items.length === 1) push(first, { key: key, label: label, kind: "checkbox", required: required, options: null, widget: "checkbox" });
    else push(first, { key: key, label: label, kind: "multi_select", required: required, options: options, widget: "checkbox-group" });
  });

  // ARIA widgets that are not native controls.
  deepAll(root, "[role=radiogroup], [role=group]").forEach(function (grp) {
    var items = grp.querySelectorAll("[role=radio], [role=checkbox]");
    if (!items.length || grp.querySelector("input[type=radio], input[type=checkbox]") || boxHidden(grp)) return;
    var isRadio = items[0].getAttribute("role") === "radio";
    var label = byIds(grp.getAttribute("aria-labelledby"), grp) || norm(grp.getAttribute("aria-label")) || containerLabel(container(grp.parentElement || grp));
    var holder = grp.closest("fieldset, [data-field-path]") || grp;
    var key = keyFor([grp.id, holder.getAttribute("data-field-path"), holder.getAttribute("data-ui"), grp.getAttribute("name"), label]);
    grp.setAttribute("data-ae-key", key);
    var options = Array.prototype.map.call(items, function (it, i) {
      it.setAttribute("data-ae-key", key); it.setAttribute("data-ae-i", String(i)); it.setAttribute("data-ae-done", "1");
      var ol = norm(it.getAttribute("aria-label")) || byIds(it.getAttribute("aria-labelledby"), it) || textOf(it);
      return { value: it.getAttribute("data-value") || ol, label: ol };
    });
    var required = grp.getAttribute("aria-required") === "true" || /\*/.test(label) || rawLabelHasStar(grp, label);
    push(grp, { key: key, label: label, kind: isRadio ? "radio" : "multi_select", required: required, options: options, widget: isRadio ? "aria-radio" : "aria-checkbox-group" });
  });
  deepAll(root, "[role=checkbox]:not([data-ae-done])").forEach(function (el) {
    // A role=checkbox wrapping a native checkbox (Workable's GDPR box) was read as that checkbox.
    if (el.tagName === "INPUT" || boxHidden(el) || el.querySelector("input[type=checkbox]")) return;
    var label = labelOf(el) || textOf(el);
    var key = keyFor([el.id, el.getAttribute("name"), label]);
    el.setAttribute("data-ae-key", key);
    push(el, { key: key, label: label, kind: "checkbox", required: el.getAttribute("aria-required") === "true" || rawLabelHasStar(el, label), options: null, widget: "aria-checkbox" });
  });
  // Yes/No button pairs that toggle aria-pressed (Ashby booleans).
  var seenParents = [];
  deepAll(root, "button[aria-pressed], [role=button][aria-pressed]").forEach(function (b) {
    var p = b.parentElement;
    if (!p || seenParents.indexOf(p) >= 0 || boxHidden(b)) return;
    seenParents.push(p);
    var btns = p.querySelectorAll(":scope > button[aria-pressed], :scope > [role=button][aria-pressed]");
    var texts = Array.prototype.map.call(btns, function (x) { return norm(x.textContent).toLowerCase(); });
    if (btns.length !== 2 || texts.indexOf("yes") < 0 || texts.indexOf("no") < 0) return;
    var box = container(p) || p.parentElement;
    var label = byIds(p.getAttribute("aria-labelledby"), p) || norm(p.getAttribute("aria-label")) || containerLabel(box);
    var key = keyFor([box && box.getAttribute("data-field-path"), p.id, label]);
    p.setAttribute("data-ae-key", key);
    Array.prototype.forEach.call(btns, function (x, i) { x.setAttribute("data-ae-key", key); x.setAttribute("data-ae-i", String(i)); });
    push(p, { key: key, label: label, kind: "boolean", required: rawLabelHasStar(p, label) || (box && box.getAttribute("data-required") === "true"), options: null, widget: "pressed-pair" });
  });
  // Buttons that open a listbox (Workday dropdowns): options are read by opening them.
  // Also a div combobox that opens a listbox (Rippling's "Select" dropdowns), and a menu button named
  // by a question's label (Teamtailor's choice shown as a dropdown menu).
  // A menu button counts when a question names it or a hidden stand-in beside it holds its value
  // (BambooHR's fab-SelectToggle over a hidden select): a site's navigation menu has neither.
  var menuField = function (b) {
    if (b.getAttribute("aria-haspopup") === "listbox" || b.getAttribute("role") === "combobox") return true;
    var box = container(b);
    return !!(b.getAttribute("aria-labelledby") || (box && box.querySelector("select[aria-hidden=true], input[aria-hidden=true], select[tabindex='-1'], input[tabindex='-1']")));
  };
  // A button may open its menu with no aria-haspopup at all (Teamtailor's "Select an option"): the menu
  // names it (role=menu aria-labelledby=the button), or the button names the menu (aria-controls).
  // A combobox that is not a text box opens a listbox unless it says otherwise (ARIA 1.2: its
  // aria-haspopup defaults to listbox; iCIMS's list fields are such anchors). A wrapper around a text
  // box (the ARIA 1.1 pattern) is not one: its text box is the field.
  var popupButtons = deepAll(root, "button[aria-haspopup=listbox], [role=combobox][aria-haspopup=listbox]:not(input), [role=combobox]:not([aria-haspopup]):not(input):not(textarea), button[aria-haspopup=menu], button[aria-haspopup=true]")
    .filter(function (b) { return b.hasAttribute("aria-haspopup") || !b.querySelector("input, textarea, select"); });
  deepAll(root, "[role=menu], [role=listbox]").forEach(function (m) {
    var scope = rootOf(m), ids = [];
    (m.getAttribute("aria-labelledby") || "").split(/\s+/).forEach(function (id) { if (id) ids.push(scope.getElementById(id)); });
    if (m.id) scope.querySelectorAll('button[aria-controls="' + CSS.escape(m.id) + '"], [role=button][aria-controls="' + CSS.escape(m.id) + '"]').forEach(function (b) { ids.push(b); });
    ids.forEach(function (b) {
      if (b && b.matches("button, [role=button]") && !b.hasAttribute("aria-haspopup") && popupButtons.indexOf(b) < 0) popupButtons.push(b);
    });
  });
  popupButtons.forEach(function (b) {
    if (boxHidden(b) || !menuField(b)) return;
    var menu = b.getAttribute("aria-haspopup") !== "listbox" && b.getAttribute("role") !== "combobox";
    // A menu button's aria-label often carries its shown value ("State –Select–"): its field's label names it.
    var label = (menu && !b.getAttribute("aria-labelledby") && containerLabel(container(b))) || labelOf(b);
    if (label === norm(b.textContent)) label = containerLabel(container(b)) || label;
    // A name that ends with the button's shown value and state ("Question Select One required",
    // Workday's legend-named pickers) is the question plus its state: keyed by the question alone,
    // the key stays the same once an option is chosen (a changing key left answered pickers unanswered).
    var shownValue = norm(b.textContent);
    if (shownValue && label.length > shownValue.length) {
      var stateAt = label.toLowerCase().lastIndexOf(" " + shownValue.toLowerCase());
      if (stateAt > 0 && /^( required)?$/i.test(label.slice(stateAt + 1 + shownValue.length))) label = label.slice(0, stateAt);
    }
    // A menu that attaches a document ("Add Resume: Select", Jobvite's Dropbox / File / Paste menu)
    // opens an uploader elsewhere on the page: the first file input no label names is its question.
    var required = b.getAttribute("aria-required") === "true" || rawLabelHasStar(b, label);
    if (menu && DOCUMENT.test(label)) {
      var upload = out.find(function (x) { return x.f.widget === "file" && !x.f.claimed && GENERIC_FILE.test(x.f.label); });
      if (upload) {
        Object.assign(upload.f, { label: cleanLabel(label), kind: /cover.?letter/i.test(label) ? "cover_letter" : "file", required: required, claimed: true });
        return;
      }
    }
    var key = keyFor([b.id, b.getAttribute("name"), b.getAttribute("data-automation-id"), label]);
    b.setAttribute("data-ae-key", key);
    push(b, { key: key, label: label, kind: "single_select", required: required, options: [], widget: "listbox-button" });
  });
  // Read-only text the form shows for context.
  root.querySelectorAll("[data-display], .display-text, [role=note]").forEach(function (el, i) {
    var t = textOf(el);
    if (!t || boxHidden(el)) return;
    var key = keyFor([el.id, "display_" + (i + 1)]);
    push(el, { key: key, label: t.slice(0, 500), kind: "display", required: false, options: null, widget: "none" });
  });

  // Document order across shadow roots: a host's shadow content sits where the host is.
  var order = new Map();
  deepAll(document, "*").forEach(function (e, i) { order.set(e, i); });
  out.sort(function (a, b) { return (order.get(a.el) || 0) - (order.get(b.el) || 0); });
  return out.map(function (x) { delete x.f.claimed; return x.f; });
})
`;
