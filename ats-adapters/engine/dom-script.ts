// The in-page half of the form reader. It is plain JavaScript in a string (not a TS function) so
// that no bundler helper leaks into the serialized code that Chromium evaluates.
// It tags every control with data-ae-* attributes so the Node side can find it again for writing.
export const READ_FORM_SCRIPT = String.raw`
(function (opts) {
  var root = opts.root ? document.querySelector(opts.root) : document;
  if (!root) return [];
  var used = {};
  var out = [];
  var norm = function (s) { return (s || "").replace(/\s+/g, " ").trim(); };
  var cleanLabel = function (s) {
    return norm(norm(s).replace(/\s*\*\s*$/, "").replace(/^\*\s*/, "").replace(/\((required|optional)\)/ig, ""));
  };
  var isRandom = function (s) {
    return !s || /[:{}]|^\d+$|[0-9a-f]{8}-[0-9a-f]{4}|^[0-9a-f]{16,}$|^(input|field|react|mui|radix|headlessui|rs|ember|yui)[-_]?\d+/i.test(s) ||
      (/[-_][0-9a-f]{6,}$/i.test(s) && /\d/.test(s.slice(-8)));
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
    var c = el.cloneNode(true);
    c.querySelectorAll("select, option, input, textarea, script, style, [role=listbox], [aria-hidden=true]").forEach(function (x) { x.remove(); });
    return norm(c.textContent);
  };
  var byIds = function (ids) {
    return norm((ids || "").split(/\s+/).map(function (id) { var e = document.getElementById(id); return e ? textOf(e) : ""; }).join(" "));
  };
  var container = function (el) {
    return el.closest("[data-field-path], [data-automation-id$=formField], [data-automation-id$=FormField], .field, .form-group, .form-field, .field-wrapper, .application-question, .question, [class*=field-wrapper], [class*=form-field], fieldset, li");
  };
  var containerLabel = function (box, exclude) {
    if (!box) return "";
    var cands = box.querySelectorAll("legend, label, .label, [class*=label], [class*=Label], [data-label], h3, h4, p");
    for (var i = 0; i < cands.length; i++) {
      if (exclude && exclude.some(function (x) { return x && x.contains(cands[i]); })) continue;
      if (cands[i].querySelector("input, select, textarea, [role=radio], [role=checkbox]")) continue;
      var t = textOf(cands[i]);
      if (t) return t;
    }
    return "";
  };
  var labelOf = function (el) {
    var t = byIds(el.getAttribute("aria-labelledby"));
    if (!t) t = norm(el.getAttribute("aria-label"));
    if (!t && el.id) { var l = document.querySelector('label[for="' + CSS.escape(el.id) + '"]'); if (l) t = textOf(l); }
    if (!t && el.closest("label")) t = textOf(el.closest("label"));
    if (!t) t = containerLabel(container(el));
    if (!t) t = norm(el.getAttribute("placeholder") || el.getAttribute("title") || el.getAttribute("name"));
    return t;
  };
  var rawLabelHasStar = function (el, label) {
    if (/\*/.test(label)) return true;
    // The star is often aria-hidden, which textOf drops: look at the raw label text too.
    var own = (el.id && document.querySelector('label[for="' + CSS.escape(el.id) + '"]')) || el.closest("label");
    if (own && /\*\s*$/.test(own.textContent || "")) return true;
    var box = container(el);
    var first = box && box.querySelector("label, legend");
    if (first && /\*\s*$/.test(first.textContent || "")) return true;
    return !!(box && (box.querySelector(".required, [class*=required], abbr[title=required]") || /\*\s*$/.test(containerLabel(box))));
  };
  var boxHidden = function (el) {
    var cs = getComputedStyle(el);
    if (cs.display === "none" || cs.visibility === "hidden") return true;
    var r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return true;
    return r.right < -500 || r.bottom < -500 || r.left > 10000 || r.top > 100000;
  };
  var honeypot = function (el) {
    var sig = [el.getAttribute("name"), el.id, el.getAttribute("data-automation-id"), el.className, el.getAttribute("autocomplete")].join(" ").toLowerCase();
    if (/beecatcher|honeypot|honey_pot|hp[-_]field|bot[-_]?(field|check|trap)|leave[-_ ]?(this[-_ ])?blank/.test(sig)) return true;
    if (/leave (this|it) (field )?(blank|empty)/i.test(labelOf(el))) return true;
    var r = el.getBoundingClientRect();
    return r.left < -500 || r.top < -500;
  };
  var visibleOrLabelVisible = function (el) {
    if (!boxHidden(el)) return true;
    var lab = el.closest("label") || (el.id && document.querySelector('label[for="' + CSS.escape(el.id) + '"]'));
    return !!(lab && !boxHidden(lab));
  };
  var push = function (el, f) {
    f.required = !!f.required;
    f.label = cleanLabel(f.label) || f.key;
    out.push({ f: f, el: el });
  };

  var controls = root.querySelectorAll("input, select, textarea");
  var groups = {};
  controls.forEach(function (el) {
    if (el.closest("[data-ae-skip]")) return;
    var type = (el.getAttribute("type") || el.tagName).toLowerCase();
    if (/^(submit|button|reset|image)$/.test(type)) return;
    if (honeypot(el)) return;
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
      var gname = (el.name || el.id || "").replace(/\[\]$/, "");
      var gk = type + ":" + gname;
      if (!groups[gk]) { groups[gk] = { type: type, name: gname, items: [] }; }
      groups[gk].items.push(el);
      return;
    }
    if (type !== "file" && boxHidden(el) && !(el.tagName === "SELECT" && el.closest("[data-ae-native]"))) return;
    var key = keyFor([el.id, el.name, el.getAttribute("data-automation-id"), el.getAttribute("data-ui"), el.getAttribute("data-qa"), label]);
    el.setAttribute("data-ae-key", key);
    var kind = "text", widget = "type", options = null, fmt = null;
    if (el.tagName === "SELECT") {
      kind = el.multiple ? "multi_select" : "single_select"; widget = "select";
      options = Array.prototype.filter.call(el.options, function (o) { return o.value !== "" && !o.disabled; })
        .map(function (o) { return { value: o.value, label: norm(o.textContent) }; });
    } else if (el.tagName === "TEXTAREA") {
      kind = /cover.?letter/i.test(label + " " + key) ? "cover_letter" : "textarea";
    } else if (type === "file") {
      kind = /cover.?letter/i.test(label + " " + key) ? "cover_letter" : "file"; widget = "file";
    } else if (type === "email") kind = "email";
    else if (type === "tel") kind = "phone";
    else if (type === "url") kind = "url";
    else if (type === "date") { kind = "date"; widget = "date-native"; }
    else if (el.getAttribute("role") === "combobox" || el.getAttribute("aria-autocomplete") === "list" || el.getAttribute("list")) { kind = "typeahead"; widget = "typeahead"; }
    else {
      var hint = label + " " + (el.getAttribute("placeholder") || "") + " " + (el.getAttribute("data-automation-id") || "") + " " + el.className;
      if (/\b(mm|dd)[\/.-](dd|mm)[\/.-]yy(yy)?\b|yyyy-mm-dd|date-?picker|datepicker|dateSection/i.test(hint)) { kind = "date"; fmt = (el.getAttribute("placeholder") || "").toUpperCase() || "MM/DD/YYYY"; }
      else if (/e-?mail/i.test(label)) kind = "email";
      else if (/phone|mobile number|telephone/i.test(label)) kind = "phone";
      else if (/linkedin|github|website|portfolio|url/i.test(label)) kind = "url";
    }
    push(el, { key: key, label: label, kind: kind, required: required, options: options, widget: widget, fmt: fmt });
  });

  Object.keys(groups).forEach(function (gk) {
    var g = groups[gk], first = g.items[0];
    var fs = first.closest("fieldset, [role=radiogroup], [role=group]");
    var optLabels = g.items.map(function (el) { return el.closest("label") || (el.id && document.querySelector('label[for="' + CSS.escape(el.id) + '"]')) || null; });
    var label = "";
    if (fs) label = byIds(fs.getAttribute("aria-labelledby")) || norm(fs.getAttribute("aria-label")) || textOf(fs.querySelector("legend"));
    if (!label && fs && fs.id) { var fl = document.querySelector('label[for="' + CSS.escape(fs.id) + '"]'); if (fl) label = textOf(fl); }
    if (!label && g.items.length > 1) {
      // Climb to the smallest container holding every option, then look for its label.
      var anc = first.parentElement;
      while (anc && !g.items.every(function (it) { return anc.contains(it); })) anc = anc.parentElement;
      for (var up = 0; !label && anc && up < 4; up++) {
        label = containerLabel(anc, optLabels);
        anc = anc.parentElement && (container(anc.parentElement) || anc.parentElement);
      }
    }
    if (g.type === "checkbox" && g.items.length === 1) label = labelOf(first) || label;
    var key = keyFor([g.name, first.id, label]);
    var options = g.items.map(function (el, i) {
      el.setAttribute("data-ae-key", key); el.setAttribute("data-ae-i", String(i));
      var ol = optLabels[i] ? textOf(optLabels[i]) : norm(el.getAttribute("aria-label") || el.value);
      return { value: el.value && el.value !== "on" ? el.value : ol, label: ol };
    });
    var required = g.items.some(function (el) { return el.required || el.getAttribute("aria-required") === "true"; }) ||
      (fs && fs.getAttribute("aria-required") === "true") || /\*/.test(label) || rawLabelHasStar(first, label);
    if (g.type === "radio") push(first, { key: key, label: label, kind: "radio", required: required, options: options, widget: "radio" });
    else if (g.items.length === 1) push(first, { key: key, label: label, kind: "checkbox", required: required, options: null, widget: "checkbox" });
    else push(first, { key: key, label: label, kind: "multi_select", required: required, options: options, widget: "checkbox-group" });
  });

  // ARIA widgets that are not native controls.
  root.querySelectorAll("[role=radiogroup], [role=group]").forEach(function (grp) {
    var items = grp.querySelectorAll("[role=radio], [role=checkbox]");
    if (!items.length || grp.querySelector("input[type=radio], input[type=checkbox]") || boxHidden(grp)) return;
    var isRadio = items[0].getAttribute("role") === "radio";
    var label = byIds(grp.getAttribute("aria-labelledby")) || norm(grp.getAttribute("aria-label")) || containerLabel(container(grp.parentElement || grp));
    var holder = grp.closest("fieldset, [data-field-path]") || grp;
    var key = keyFor([grp.id, holder.getAttribute("data-field-path"), holder.getAttribute("data-ui"), grp.getAttribute("name"), label]);
    grp.setAttribute("data-ae-key", key);
    var options = Array.prototype.map.call(items, function (it, i) {
      it.setAttribute("data-ae-key", key); it.setAttribute("data-ae-i", String(i)); it.setAttribute("data-ae-done", "1");
      var ol = norm(it.getAttribute("aria-label")) || byIds(it.getAttribute("aria-labelledby")) || textOf(it);
      return { value: it.getAttribute("data-value") || ol, label: ol };
    });
    var required = grp.getAttribute("aria-required") === "true" || /\*/.test(label) || rawLabelHasStar(grp, label);
    push(grp, { key: key, label: label, kind: isRadio ? "radio" : "multi_select", required: required, options: options, widget: isRadio ? "aria-radio" : "aria-checkbox-group" });
  });
  root.querySelectorAll("[role=checkbox]:not([data-ae-done])").forEach(function (el) {
    if (el.tagName === "INPUT" || boxHidden(el)) return;
    var label = labelOf(el) || textOf(el);
    var key = keyFor([el.id, el.getAttribute("name"), label]);
    el.setAttribute("data-ae-key", key);
    push(el, { key: key, label: label, kind: "checkbox", required: el.getAttribute("aria-required") === "true" || rawLabelHasStar(el, label), options: null, widget: "aria-checkbox" });
  });
  // Yes/No button pairs that toggle aria-pressed (Ashby booleans).
  var seenParents = [];
  root.querySelectorAll("button[aria-pressed], [role=button][aria-pressed]").forEach(function (b) {
    var p = b.parentElement;
    if (!p || seenParents.indexOf(p) >= 0 || boxHidden(b)) return;
    seenParents.push(p);
    var btns = p.querySelectorAll(":scope > button[aria-pressed], :scope > [role=button][aria-pressed]");
    var texts = Array.prototype.map.call(btns, function (x) { return norm(x.textContent).toLowerCase(); });
    if (btns.length !== 2 || texts.indexOf("yes") < 0 || texts.indexOf("no") < 0) return;
    var box = container(p) || p.parentElement;
    var label = byIds(p.getAttribute("aria-labelledby")) || norm(p.getAttribute("aria-label")) || containerLabel(box);
    var key = keyFor([box && box.getAttribute("data-field-path"), p.id, label]);
    p.setAttribute("data-ae-key", key);
    Array.prototype.forEach.call(btns, function (x, i) { x.setAttribute("data-ae-key", key); x.setAttribute("data-ae-i", String(i)); });
    push(p, { key: key, label: label, kind: "boolean", required: rawLabelHasStar(p, label) || (box && box.getAttribute("data-required") === "true"), options: null, widget: "pressed-pair" });
  });
  // Buttons that open a listbox (Workday dropdowns): options are read by opening them.
  root.querySelectorAll("button[aria-haspopup=listbox]").forEach(function (b) {
    if (boxHidden(b)) return;
    var label = labelOf(b);
    if (label === norm(b.textContent)) label = containerLabel(container(b)) || label;
    var key = keyFor([b.id, b.getAttribute("name"), b.getAttribute("data-automation-id"), label]);
    b.setAttribute("data-ae-key", key);
    push(b, { key: key, label: label, kind: "single_select", required: b.getAttribute("aria-required") === "true" || rawLabelHasStar(b, label), options: [], widget: "listbox-button" });
  });
  // Read-only text the form shows for context.
  root.querySelectorAll("[data-display], .display-text, [role=note]").forEach(function (el, i) {
    var t = textOf(el);
    if (!t || boxHidden(el)) return;
    var key = keyFor([el.id, "display_" + (i + 1)]);
    push(el, { key: key, label: t.slice(0, 500), kind: "display", required: false, options: null, widget: "none" });
  });

  out.sort(function (a, b) { return a.el === b.el ? 0 : (a.el.compareDocumentPosition(b.el) & 4 ? -1 : 1); });
  return out.map(function (x) { return x.f; });
})
`;
