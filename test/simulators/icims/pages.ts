// Markup of the iCIMS simulator's pages (index.ts holds the routes, the state and the list of sources).
// Every page exists twice: the portal shell (the employer's header around iframe#icims_content_iframe)
// and, with `in_iframe=1`, the content alone, which is what the frame loads. Links and forms inside
// the content keep `in_iframe=1`, so the frame navigates by itself.
import { h, page, recaptchaWall } from "../core";

type Values = Record<string, string | string[]>;
const v = (vals: Values, k: string) => String([vals[k]].flat()[0] ?? "");
export type Errors = Record<string, string>;

/** A URL inside the frame: the same path with `in_iframe=1`. */
export const framed = (path: string, query = "") => `${path}?${query ? `${query}&` : ""}in_iframe=1`;

/** The portal shell: the employer's own header, and the iCIMS content in its iframe. */
export function shell(title: string, frameSrc: string): string {
  return page(
    title,
    `<header class="iCIMS_PortalHeader"><a class="iCIMS_Logo" href="/jobs/search?ss=1">Careers</a>
<span class="iCIMS_HeaderLogin">Returning Candidate? <a href="${h(frameSrc)}" target="icims_content_iframe">Log back in!</a></span></header>
<iframe id="icims_content_iframe" name="icims_content_iframe" title="iCIMS Content iFrame" src="${h(frameSrc)}" style="width:100%;height:2400px;border:0"></iframe>`,
  );
}

/** The content document loaded in the frame (or opened alone with in_iframe=1). */
export function content(title: string, cls: string, body: string, extra = ""): string {
  return page(
    title,
    `<div class="iCIMS_MainWrapper ${cls}">${body}</div><script>${DROPDOWN_JS}</script>${extra}`,
    `<style>
.iCIMS_Required{color:#b00}.iCIMS_ErrorMessage{color:#b00;display:block}.iCIMS_TableRow{margin:.7em 0}
.dropdown-container{border:1px solid #999;background:#fff;position:absolute;z-index:5;min-width:16em}.dropdown-container[hidden]{display:none}
.dropdown-results{list-style:none;margin:0;padding:0}.dropdown-results li{padding:.3em .6em;cursor:pointer}.dropdown-results li:hover{background:#dde}
.dropdown-search-anchor{display:inline-block;min-width:16em;border:1px solid #999;padding:.3em;color:#000;text-decoration:none}</style>`,
  );
}

/** The page-level message iCIMS shows above a form that was not accepted. */
export function errorBanner(errs: Errors): string {
  const list = Object.values(errs);
  return list.length
    ? `<div class="iCIMS_Message iCIMS_Message_Error" role="alert"><p>Please correct the following errors:</p><ul>${list.map((e) => `<li>${h(e)}</li>`).join("")}</ul></div>`
    : "";
}

const star = (required: boolean) => (required ? `<span class="iCIMS_Required" aria-hidden="true">*</span>` : "");
const fieldError = (errs: Errors, key: string) =>
  errs[key] ? `<span class="iCIMS_ErrorMessage" id="${h(key)}_error">${h(errs[key])}</span>` : "";

/** One labelled row: `<label><span>Caption</span>*</label>` over the control, as iCIMS lays out its fields. */
function row(id: string, label: string, required: boolean, control: string, errs: Errors, key = id): string {
  return `<div class="iCIMS_TableRow"><div class="iCIMS_InfoField"><label for="${h(id)}" id="${h(id)}_label"><span>${h(label)}</span>${star(required)}</label></div>
<div class="iCIMS_InfoData">${control}${fieldError(errs, key)}</div></div>`;
}

export function textRow(vals: Values, name: string, label: string, required: boolean, errs: Errors, type = "text", key = name): string {
  return row(
    name,
    label,
    required,
    `<input type="${type}" id="${h(name)}" name="${h(name)}" value="${h(v(vals, key))}"${required ? ` aria-required="true"` : ""}${errs[key] ? ` aria-invalid="true"` : ""}>`,
    errs,
    key,
  );
}

export function fileRow(name: string, label: string, required: boolean, onFile: string, errs: Errors): string {
  return row(
    name,
    label,
    required,
    `${onFile ? `<p class="iCIMS_FileOnFile">Current file: <span>${h(onFile)}</span></p>` : ""}
<input type="file" id="${h(name)}" name="${h(name)}" accept=".pdf,.doc,.docx,.rtf,.txt"${required ? ` aria-required="true"` : ""}>
<input type="hidden" id="PortalProfileFields.Resume_FileName" name="PortalProfileFields.Resume_FileName" value="${h(onFile)}">`,
    errs,
  );
}

export const PLACEHOLDER = "— Make a Selection —";

/**
 * An iCIMS list field: the native select, hidden, and the `{id}_icimsDropdown` anchor that stands for
 * it (a combobox opening `{id}_icimsDropdown_ctnr`, a search box over a listbox). A choice in the list
 * sets the select, as the widget's own script does on real portals.
 */
export function dropdownRow(
  vals: Values,
  name: string,
  label: string,
  options: string[],
  required: boolean,
  errs: Errors,
  key = name,
): string {
  const current = v(vals, key);
  const id = name;
  const control = `<select id="${h(id)}" name="${h(name)}" class="dropdown-hidden" style="display:none" tabindex="-1" aria-hidden="true"><option value="">${PLACEHOLDER}</option>${options
    .map((o) => `<option value="${h(o)}"${o === current ? " selected" : ""}>${h(o)}</option>`)
    .join("")}</select>
<a href="#" id="${h(id)}_icimsDropdown" class="dropdown-search-anchor" role="combobox" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="${h(id)}_label"${
    required ? ` aria-required="true"` : ""
  } data-select="${h(id)}">${h(current || PLACEHOLDER)}</a>
<div id="${h(id)}_icimsDropdown_ctnr" class="dropdown-container" hidden><input type="text" class="dropdown-search" aria-label="Search">
<ul class="dropdown-results" role="listbox">${options.map((o) => `<li role="option" aria-selected="${o === current}" data-value="${h(o)}">${h(o)}</li>`).join("")}</ul></div>`;
  return row(id, label, required, control, errs, key);
}

export function radioRow(vals: Values, name: string, label: string, options: string[], required: boolean, errs: Errors): string {
  const current = v(vals, name);
  return `<fieldset class="iCIMS_TableRow"><legend><span>${h(label)}</span>${star(required)}</legend>${options
    .map(
      (o, i) =>
        `<label><input type="radio" name="${h(name)}" id="${h(name)}_${i}" value="${h(o)}"${o === current ? " checked" : ""}> ${h(o)}</label>`,
    )
    .join("")}${fieldError(errs, name)}</fieldset>`;
}

/** A group of checkboxes sharing one name (GUESS: a seeded variant's multiple choice, variants.ts). */
export function checkboxesRow(vals: Values, name: string, label: string, options: string[], required: boolean, errs: Errors): string {
  const current = [vals[name] ?? []].flat();
  return `<fieldset class="iCIMS_TableRow"><legend><span>${h(label)}</span>${star(required)}</legend>${options
    .map(
      (o, i) =>
        `<label><input type="checkbox" name="${h(name)}" id="${h(name)}_${i}" value="${h(o)}"${current.includes(o) ? " checked" : ""}> ${h(o)}</label>`,
    )
    .join("")}${fieldError(errs, name)}</fieldset>`;
}

/** One box, required or not (GUESS: a seeded variant's consent or opt-in, shaped as the signature boxes). */
export function boxRow(vals: Values, name: string, label: string, required: boolean, errs: Errors): string {
  return `<div class="iCIMS_TableRow"><label><input type="checkbox" id="${h(name)}" name="${h(name)}" value="Yes"${required ? ` aria-required="true"` : ""}${v(vals, name) ? " checked" : ""}> ${h(label)}${star(required)}</label>${fieldError(errs, name)}</div>`;
}

/** A seeded variant's second levels (GUESS): a row `[data-show-if]` shows while that field has the answer. */
export const CONDITIONS_JS = `(function () {
  function val(n) { var c = document.querySelector('[name="' + n + '"]:checked'); if (c) return c.value; var el = document.querySelector('select[name="' + n + '"]'); return el ? el.value : ""; }
  function apply() { document.querySelectorAll("[data-show-if]").forEach(function (r) { r.hidden = val(r.getAttribute("data-show-if")) !== r.getAttribute("data-show-if-value"); }); }
  document.addEventListener("change", apply); apply();
})();`;

/** A seeded variant's confirmation: Confirm Application is sent by fetch, and the page shows what the variant says. */
export const confirmFetchJs = (thanks: string) => `(function () {
  var f = document.getElementById("confirm_form");
  f.addEventListener("submit", function (e) {
    e.preventDefault();
    fetch(f.action, { method: "POST", body: new URLSearchParams(new FormData(f)) }).then(function (r) {
      if (r.ok) return variantConfirm(f, ${JSON.stringify(thanks)});
      return r.text().then(function (html) { document.open(); document.write(html); document.close(); });
    });
  });
})();`;

export function checkboxRow(vals: Values, name: string, label: string, errs: Errors): string {
  return `<div class="iCIMS_TableRow"><label><input type="checkbox" id="${h(name)}" name="${h(name)}" value="Yes" aria-required="true"${v(vals, name) ? " checked" : ""}> ${h(label)}${star(true)}</label>${fieldError(errs, name)}</div>`;
}

/** The e-mail step of the login page (`#enterEmailForm`), and the password step for a known e-mail. */
export function loginPage(action: string, opts: { email?: string; password?: boolean; errs?: string[]; gdpr?: boolean }): string {
  const errs = opts.errs ?? [];
  const banner = errs.length
    ? `<div class="iCIMS_Message iCIMS_Message_Error" role="alert">${errs.map((e) => `<p>${h(e)}</p>`).join("")}</div>`
    : "";
  const body = opts.password
    ? `<form id="loginForm" method="post" action="${h(action)}"><input type="hidden" name="_stage" value="password">
<p>Welcome back! Enter the password for <strong>${h(opts.email)}</strong>.</p><input type="hidden" name="email" value="${h(opts.email)}">
<label for="password"><span>Password</span>${star(true)}</label><input type="password" id="password" name="password" autocomplete="current-password">
<a href="#" class="iCIMS_ResetPassword">Forgot your password?</a>
<button type="submit" id="loginSubmitButton">Log In</button></form>`
    : `<form id="enterEmailForm" method="post" action="${h(action)}"><input type="hidden" name="_stage" value="email">
<h2>Please enter your email address</h2>
<label for="email"><span>Email Address</span>${star(true)}</label><input type="email" id="email" name="email" value="${h(opts.email ?? "")}" autocomplete="email">
<label><input type="checkbox" id="accept_privacy" name="accept_privacy" value="1"> I have read and accept the <a href="#">Privacy Policy</a></label>
${opts.gdpr ? `<label><input type="checkbox" id="accept_gdpr" name="accept_gdpr" value="1"> I consent to the processing of my personal data</label>` : ""}
<button type="submit" id="enterEmailSubmitButton">Next</button></form>`;
  return content("Login", "iCIMS_LoginPage", `<h1 class="iCIMS_Header">Log In</h1>${banner}${body}`);
}

/** The Confirm Application step: a summary, the two signature boxes, the CAPTCHA when the portal asks. */
export function confirmBody(vals: Values, summary: Values, errs: Errors, captcha: boolean): string {
  return `<div class="iCIMS_ReviewSummary">${Object.entries(summary)
    .map(([k, x]) => `<div class="iCIMS_ReviewRow"><span>${h(k)}</span>: <span>${h([x].flat().join(", "))}</span></div>`)
    .join("")}</div>
${checkboxRow(vals, "certify", "I certify that the information provided in this application is true and complete to the best of my knowledge.", errs)}
${checkboxRow(vals, "esignature", "By checking this box I am electronically signing this application.", errs)}
${captcha ? recaptchaWall() : ""}`;
}

// The list widget's behaviour: open on click, filter by the search box, a click on an option sets the
// hidden select (and fires change), Escape or a press outside closes it.
const DROPDOWN_JS = `(function () {
  function close(c) { c.hidden = true; var a = document.getElementById(c.id.replace(/_ctnr$/, "")); if (a) a.setAttribute("aria-expanded", "false"); }
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest && ev.target.closest("a[role=combobox][data-select]");
    var open = document.querySelectorAll(".dropdown-container:not([hidden])");
    if (a) {
      ev.preventDefault();
      var c = document.getElementById(a.id + "_ctnr"), was = !c.hidden;
      open.forEach(close);
      if (!was) { c.hidden = false; a.setAttribute("aria-expanded", "true"); var s = c.querySelector(".dropdown-search"); s.value = ""; c.querySelectorAll("li").forEach(function (li) { li.hidden = false; }); }
      return;
    }
    var li = ev.target.closest && ev.target.closest(".dropdown-results li[role=option]");
    if (li) {
      var ctnr = li.closest(".dropdown-container"), anchor = document.getElementById(ctnr.id.replace(/_ctnr$/, ""));
      var sel = document.getElementById(anchor.getAttribute("data-select"));
      sel.value = li.getAttribute("data-value");
      sel.dispatchEvent(new Event("change", { bubbles: true }));
      anchor.textContent = li.textContent;
      ctnr.querySelectorAll("li").forEach(function (x) { x.setAttribute("aria-selected", String(x === li)); });
      close(ctnr);
      return;
    }
    if (!(ev.target.closest && ev.target.closest(".dropdown-container"))) open.forEach(close);
  });
  document.addEventListener("input", function (ev) {
    if (!ev.target.classList || !ev.target.classList.contains("dropdown-search")) return;
    var q = ev.target.value.toLowerCase();
    ev.target.closest(".dropdown-container").querySelectorAll("li").forEach(function (li) { li.hidden = li.textContent.toLowerCase().indexOf(q) < 0; });
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape") document.querySelectorAll(".dropdown-container:not([hidden])").forEach(close);
  });
})();`;
