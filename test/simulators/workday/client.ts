// The in-page script of the Workday simulator: what Workday's React front end does that a script
// driving the page must cope with. Sources and guesses are listed at the top of index.ts; in short:
// - buttons act only on trusted (real pointer) clicks; the account form's only button is a
//   `click_filter` div that does the submitting;
// - text inputs are React-controlled: the value React keeps is changed only by an `input` event whose
//   value differs from what React last wrote or saw (React's inputValueTracking, react#10135/#11095);
//   a value set by script without such an event is put back on blur and never submitted;
// - inputs have no names: a step posts the page's state (keyed by data-automation-id or id);
// - dropdowns are buttons (`aria-haspopup=listbox`, value = the option's id) opening a body-portal
//   `wd-popup` with `ul[role=listbox]` of `promptOption` items; some have a search box, some nest (a
//   category opens its own options); the button's accessible name carries its state ("State Select
//   One required");
// - dates are three section spinners that take typed digits and move on when a section is full;
//   what a script writes into a section is put back on blur;
// - the cookie notice (`legalNoticeAcceptButton`) covers the pinned page footer until answered.
// Plain JavaScript in a string so that it reaches the browser as written.
export const WD_CLIENT_SCRIPT = String.raw`
(function () {
  var valueDesc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  var rawGet = function (el) { return valueDesc.get.call(el); };
  var rawSet = function (el, v) { valueDesc.set.call(el, v); };

  // 1. Trusted clicks only, on every button-like control (Workday ignores element.click()).
  document.addEventListener("click", function (e) {
    if (e.isTrusted) return;
    var t = e.target && e.target.closest && e.target.closest("button, [role=button], [data-automation-id=promptOption]");
    if (t) { e.preventDefault(); e.stopImmediatePropagation(); }
  }, true);

  // 2. React-controlled inputs: a state per input and a value tracker on the element. Inputs have no
  // names (captured): what a step posts is the page's own state, keyed by data-automation-id or id.
  var state = {};
  document.querySelectorAll("input[data-wd-controlled]").forEach(function (input) {
    var name = input.getAttribute("data-wd-controlled");
    var tracked = rawGet(input);
    state[name] = tracked;
    Object.defineProperty(input, "value", {
      configurable: true,
      get: function () { return rawGet(this); },
      set: function (v) { tracked = String(v); rawSet(this, v); },
    });
    input.addEventListener("input", function () {
      var now = rawGet(input);
      if (now === tracked) return; // React's dedupe: nothing changed as far as it knows
      tracked = now;
      state[name] = now;
    });
    // Re-render on blur (Workday validates on focus-out): the DOM shows React's state again.
    input.addEventListener("blur", function () {
      if (rawGet(input) !== state[name]) { rawSet(input, state[name]); tracked = state[name]; }
    });
  });
  document.querySelectorAll("input[type=checkbox]").forEach(function (box) {
    box.addEventListener("change", function () { box.setAttribute("aria-checked", String(box.checked)); });
  });
  var shownBox = function (el) { var box = el.closest("[data-wd-depends]"); return !box || !box.hidden; };
  var post = function (form, name, value) {
    var i = document.createElement("input");
    i.type = "hidden"; i.name = name; i.value = value; i.setAttribute("data-wd-posted", "");
    form.appendChild(i);
  };
  /** What the page posts for a form: React's state, the dropdowns' option ids, the dates, the boxes without names. */
  var stateOf = function (form) {
    form.querySelectorAll("[data-wd-posted]").forEach(function (i) { i.remove(); });
    form.querySelectorAll("input[data-wd-controlled]").forEach(function (input) { post(form, input.getAttribute("data-wd-controlled"), state[input.getAttribute("data-wd-controlled")]); });
    form.querySelectorAll("button[data-wd-options]").forEach(function (b) { if (shownBox(b) && b.value) post(form, b.id, b.value); });
    form.querySelectorAll("[data-wd-date]").forEach(function (g) { if (g.__wdPosted) post(form, g.getAttribute("data-wd-date"), g.__wdPosted()); });
    form.querySelectorAll("input[type=checkbox][data-automation-id]:not([name])").forEach(function (c) { if (c.checked) post(form, c.getAttribute("data-automation-id"), "true"); });
    // The robots-only field sits after the account form, outside it.
    var bee = document.querySelector("[data-automation-id=beecatcher]");
    if (bee && !form.contains(bee) && rawGet(bee)) post(form, "website", rawGet(bee));
  };
  document.querySelectorAll("form").forEach(function (form) {
    form.addEventListener("submit", function (e) {
      stateOf(form);
      var submitter = e.submitter;
      // A variant's confirmation: the final submit goes by fetch, and the page shows what the variant says.
      if (typeof variantConfirm === "function" && submitter && submitter.value === "submit") {
        e.preventDefault();
        var data = new URLSearchParams(new FormData(form, submitter));
        fetch(location.href, { method: "POST", body: data, headers: { "x-wd-fetch": "1" } }).then(function (r) {
          if (r.ok) return variantConfirm(document.querySelector("[data-automation-id=applyFlowPage]"), location.href);
          return r.text().then(function (html) { document.open(); document.write(html); document.close(); });
        });
      }
    });
  });

  // 3. click_filter: the visible, clickable layer that submits the account form (captured: no other button).
  document.querySelectorAll("[data-automation-id=click_filter]").forEach(function (filter) {
    filter.addEventListener("click", function (e) {
      if (!e.isTrusted) return;
      var form = filter.closest("form");
      if (form) form.requestSubmit();
    });
  });

  // 4. Prompt dropdowns: a body-portal popup, "ul[role=listbox]" of "li[role=option]" each holding a
  // "promptOption" (the issue's capture); nodes are [label, children, option id].
  var open = null;
  var close = function () {
    if (!open) return;
    open.pop.remove();
    open.btn.setAttribute("aria-expanded", "false");
    open = null;
  };
  var esc = function (s) { return String(s).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; }); };
  var leaves = function (tree) {
    var out = [];
    tree.forEach(function (n) { if (n[1]) out = out.concat(leaves(n[1])); else out.push(n); });
    return out;
  };
  var choose = function (btn, node) {
    var box = btn.closest("[data-automation-id^=formField-]");
    btn.value = node[2];
    box.querySelector("input.wd-value-holder").value = node[2];
    btn.textContent = node[0];
    btn.setAttribute("aria-label", btn.getAttribute("data-wd-label") + " " + node[0] + (btn.hasAttribute("data-wd-required") ? " required" : ""));
    close();
    showDependents();
  };
  // Fields that exist only for one answer of another ("State" only for the United States): the
  // address section is re-rendered when the country changes.
  var answerOf = function (id) {
    var src = document.getElementById(id);
    if (src && src.tagName === "BUTTON") return src.value ? [src.textContent] : [];
    return Array.prototype.filter.call(document.getElementsByName(id), function (i) { return i.checked; }).map(function (i) { return i.value; });
  };
  var showDependents = function () {
    document.querySelectorAll("[data-wd-depends]").forEach(function (box) {
      var at = box.getAttribute("data-wd-depends").indexOf("=");
      var on = answerOf(box.getAttribute("data-wd-depends").slice(0, at)).indexOf(box.getAttribute("data-wd-depends").slice(at + 1)) >= 0;
      box.hidden = !on;
      if (!on) box.querySelectorAll("button[data-wd-options]").forEach(function (b) { b.value = ""; b.textContent = "Select One"; });
    });
  };
  showDependents();
  document.addEventListener("change", function (e) { if (e.target && e.target.type === "radio") showDependents(); });
  var openPrompt = function (btn) {
    close();
    var tree = JSON.parse(btn.getAttribute("data-wd-options"));
    var current = btn.value;
    var pop = document.createElement("div");
    pop.setAttribute("data-automation-widget", "wd-popup");
    pop.setAttribute("data-automation-id", "wd-popup");
    var r = btn.getBoundingClientRect();
    pop.style.cssText = "position:absolute;z-index:50;background:#fff;border:1px solid #888;min-width:" + r.width + "px;left:" +
      (r.left + window.scrollX) + "px;top:" + (r.bottom + window.scrollY) + "px;max-height:260px;overflow:auto";
    var search = null;
    if (btn.hasAttribute("data-wd-search")) {
      search = document.createElement("input");
      search.setAttribute("data-automation-id", "searchBox");
      search.setAttribute("placeholder", "Search");
      search.setAttribute("enterkeyhint", "search");
      pop.appendChild(search);
    }
    var back = document.createElement("button");
    back.type = "button";
    back.setAttribute("data-automation-id", "promptBackButton");
    back.textContent = "Back";
    back.hidden = true;
    pop.appendChild(back);
    var list = document.createElement("ul");
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Options Expanded");
    pop.appendChild(list);
    var render = function (items, nested) {
      back.hidden = !nested;
      list.innerHTML = items.map(function (n, i) {
        var chosen = n[2] === current;
        return '<li role="option" tabindex="-1" data-i="' + i + '" data-automation-label="' + esc(n[0]) + '" aria-selected="' + chosen + '"' +
          (n[1] ? ' class="wd-has-children"' : "") + '><div data-automation-id="promptOption" data-automation-label="' + esc(n[0]) +
          '" aria-label="' + esc(n[0]) + (chosen ? " checked" : " not checked") + '">' + esc(n[0]) + "</div></li>";
      }).join("");
      list.querySelectorAll("[role=option]").forEach(function (o) {
        o.addEventListener("click", function (e) {
          if (!e.isTrusted) return;
          var n = items[Number(o.getAttribute("data-i"))];
          if (n[1]) render(n[1], true); else choose(btn, n);
        });
      });
    };
    back.addEventListener("click", function (e) { if (e.isTrusted) render(tree, false); });
    if (search) search.addEventListener("input", function () {
      var q = search.value.trim().toLowerCase();
      if (!q) return render(tree, false);
      render(leaves(tree).filter(function (n) { return n[0].toLowerCase().indexOf(q) >= 0; }), true);
    });
    render(tree, false);
    document.body.appendChild(pop);
    btn.setAttribute("aria-expanded", "true");
    open = { btn: btn, pop: pop };
    if (search) search.focus();
  };
  document.querySelectorAll("button[data-wd-options]").forEach(function (btn) {
    btn.addEventListener("click", function (e) {
      if (!e.isTrusted) return;
      if (open && open.btn === btn) close(); else openPrompt(btn);
    });
  });
  // Closed by a press outside it (not by Escape).
  document.addEventListener("mousedown", function (e) {
    if (open && !open.pop.contains(e.target) && !open.btn.contains(e.target)) close();
  }, true);

  // 5. Uploads show their file name.
  document.querySelectorAll("input[data-automation-id=file-upload-input-ref]").forEach(function (f) {
    f.addEventListener("change", function () {
      var ok = document.querySelector("[data-automation-id=file-upload-successful]");
      ok.hidden = !f.files.length;
      document.querySelector("[data-automation-id=file-upload-item-name]").textContent = f.files[0] ? f.files[0].name : "";
    });
  });
  var select = document.querySelector("[data-automation-id=select-files]");
  if (select) select.addEventListener("click", function (e) { if (e.isTrusted) document.querySelector("[data-automation-id=file-upload-input-ref]").click(); });

  // 6. Sectioned dates: the digits typed into a section are its state; a full section hands the focus
  // to the next one; the form posts MM/DD/YYYY once every section holds digits.
  document.querySelectorAll("[data-wd-date]").forEach(function (group) {
    var sections = Array.prototype.slice.call(group.querySelectorAll("input[data-wd-section]"));
    var held = sections.map(function (s) { return rawGet(s); });
    var lengthOf = function (s) { return Number(s.getAttribute("data-wd-section")); };
    group.__wdPosted = function () {
      return held.every(Boolean) ? held.map(function (t, i) { return ("0000" + t).slice(-Math.max(t.length, lengthOf(sections[i]))); }).join("/") : "";
    };
    var render = function () {
      sections.forEach(function (s, i) { rawSet(s, held[i]); });
    };
    sections.forEach(function (s, i) {
      var len = lengthOf(s);
      s.addEventListener("keydown", function (e) {
        if (/^[0-9]$/.test(e.key)) {
          e.preventDefault();
          held[i] = (held[i].length >= len ? "" : held[i]) + e.key;
          render();
          var max = Number(s.getAttribute("aria-valuemax"));
          // Full, or no digit could follow ("4" as a month): on to the next section.
          if ((held[i].length >= len || Number(held[i] + "0") > max) && sections[i + 1]) sections[i + 1].focus();
        } else if (e.key === "Backspace" || e.key === "Delete") {
          e.preventDefault();
          held[i] = held[i].slice(0, -1);
          render();
        } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) e.preventDefault();
      });
      s.addEventListener("blur", render);
    });
    render();
  });

  // 7. The cookie notice and the session dialog go away when answered.
  var notice = document.querySelector("[data-automation-id=legalNotice]");
  if (notice) notice.querySelectorAll("[data-automation-id=legalNoticeAcceptButton], [data-automation-id=legalNoticeDeclineButton]").forEach(function (b) {
    b.addEventListener("click", function (e) {
      if (!e.isTrusted) return;
      var accepted = b.getAttribute("data-automation-id") === "legalNoticeAcceptButton";
      document.cookie = "wdLegalNotice=" + (accepted ? "accepted" : "declined") + "; path=/";
      notice.remove();
    });
  });
  var dialog = document.querySelector("[data-automation-id=sessionTimeoutDialog]");
  if (dialog) dialog.querySelector("button").addEventListener("click", function (e) {
    if (e.isTrusted) dialog.remove();
  });
  // Presses that land on a covering layer do nothing; counted so that tests can tell.
  window.__wdCoverPresses = 0;
  [notice, dialog].forEach(function (layer) {
    if (layer) layer.addEventListener("mousedown", function (e) { if (e.target === layer || !e.target.closest("button")) window.__wdCoverPresses++; });
  });
})();
`;
