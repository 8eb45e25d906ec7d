// The HTML of the SAP SuccessFactors simulator (index.ts has the routes, the rules and the
// sources). Ids and names that are facts come from there: `fbclc_*` on Create an Account, `#username`,
// `#password`, `#fbqa_signin` on Sign In, `#dataPrivacyId` and `dlgButton_20:`, `#passcode` and
// `#continueBtn`, `tor__f*` and `fbjq_question_{n}` on the application, `#fbqa_apply`, `#fbja_jobSearch`.
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="required" aria-hidden="true" title="Required">*</span>`;
const fieldError = (e: Errors, id: string) => (e[id] ? `<span class="fieldError" id="${h(id)}-error" role="alert">${h(e[id])}</span>` : "");
const invalid = (e: Errors, id: string) => (e[id] ? ` aria-invalid="true" aria-describedby="${h(id)}-error"` : "");

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text", placeholder = ""): string {
  return `<div class="rcmFormField"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="${type}" id="${h(name)}" name="${h(name)}" value="${type === "password" ? "" : h(v(vals, name))}"${placeholder ? ` placeholder="${h(placeholder)}"` : ""}${
    required ? ` aria-required="true"` : ""
  }${invalid(e, name)}>${fieldError(e, name)}</div>`;
}

export function textarea(vals: Vals, name: string, label: string, required: boolean, e: Errors): string {
  return `<div class="rcmFormField"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<textarea id="${h(name)}" name="${h(name)}" rows="3"${required ? ` aria-required="true"` : ""}${invalid(e, name)}>${h(v(vals, name))}</textarea>${fieldError(e, name)}</div>`;
}

export function select(
  vals: Vals,
  name: string,
  label: string,
  options: Array<string | [value: string, text: string]>,
  required: boolean,
  e: Errors,
): string {
  const cur = v(vals, name);
  return `<div class="rcmFormField"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<select id="${h(name)}" name="${h(name)}"${required ? ` aria-required="true"` : ""}${invalid(e, name)}><option value="">No Selection</option>${options
    .map((o) => (typeof o === "string" ? [o, o] : o))
    .map(([value, t]) => `<option value="${h(value)}"${value === cur ? " selected" : ""}>${h(t)}</option>`)
    .join("")}</select>${fieldError(e, name)}</div>`;
}

/** A screening question's radio group: values are option numbers, the labels the options' texts. */
export function radios(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<fieldset class="rcmFormField radioGroup" id="${h(name)}"${invalid(e, name)}><legend>${h(label)}${required ? star : ""}</legend>
${options
  .map(
    (o, i) =>
      `<span class="sfRadioInputField"><input type="radio" id="${h(name)}_${i}" name="${h(name)}" value="${i}"${String(i) === cur ? " checked" : ""}${
        required ? ` aria-required="true"` : ""
      }><label for="${h(name)}_${i}">${h(o)}</label></span>`,
  )
  .join("")}${fieldError(e, name)}</fieldset>`;
}

/** A group of checkboxes valued with option numbers (GUESS: a seeded variant's multiple choice). */
export function checkboxes(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = [vals[name] ?? []].flat();
  return `<fieldset class="rcmFormField checkboxGroup" id="${h(name)}"${invalid(e, name)}><legend>${h(label)}${required ? star : ""}</legend>
${options
  .map(
    (o, i) =>
      `<span class="sfCheckboxInputField"><input type="checkbox" id="${h(name)}_${i}" name="${h(name)}" value="${i}"${cur.includes(String(i)) ? " checked" : ""}><label for="${h(name)}_${i}">${h(o)}</label></span>`,
  )
  .join("")}${fieldError(e, name)}</fieldset>`;
}
/** One box valued "true" (GUESS: a seeded variant's consent or opt-in). */
export function checkbox(vals: Vals, name: string, label: string, required: boolean, e: Errors): string {
  return `<div class="rcmFormField"><input type="checkbox" id="${h(name)}" name="${h(name)}" value="true"${v(vals, name) ? " checked" : ""}${
    required ? ` aria-required="true"` : ""
  }${invalid(e, name)}><label for="${h(name)}">${h(label)}${required ? star : ""}</label>${fieldError(e, name)}</div>`;
}
/** A seeded variant's page script (GUESS): second levels `[data-show-if]` follow their first level's
 * answer, and Apply goes by fetch so that the page shows the variant's confirmation. */
export const VARIANT_APPLY_JS = `(function () {
  var form = document.getElementById("applyForm"); if (!form) return;
  function val(n) { var c = form.querySelector('[name="' + n + '"]:checked'); if (c) return c.value; var s = form.querySelector('select[name="' + n + '"]'); return s ? s.value : ""; }
  function apply() { form.querySelectorAll("[data-show-if]").forEach(function (r) { r.hidden = val(r.getAttribute("data-show-if")) !== r.getAttribute("data-show-if-value"); }); }
  form.addEventListener("change", apply); apply();
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    var data = new FormData(form, ev.submitter);
    fetch(form.action, { method: "POST", body: data }).then(function (r) {
      if (r.ok && /isRedirectToAppSent=true/.test(r.url)) return variantConfirm(form, r.url);
      return r.text().then(function (html) { document.open(); document.write(html); document.close(); });
    });
  });
})();`;
/** The banner at the top of a refused page, one line per problem. */
export function errorBanner(e: Errors): string {
  const msgs = Object.values(e);
  if (!msgs.length) return "";
  return `<div id="errorMsg" class="errorMessage" role="alert"><p>Please correct the following:</p><ul>${msgs.map((m) => `<li>${h(m)}</li>`).join("")}</ul></div>`;
}

/** Every page's frame; the title follows the real "Career Opportunities: ..." pattern. */
export function sfPage(title: string, company: string, signedIn: string | null, body: string, script = "", extra = ""): string {
  return page(
    `Career Opportunities: ${title}`,
    `<div id="header" class="careerHeader"><span class="companyLogo">${h(company)} Careers</span>${
      signedIn ? `<span class="signedInUser">Welcome, ${h(signedIn)}</span>` : ""
    }</div><div id="page_content">${body}</div>${script ? `<script>${script}</script>` : ""}${extra}`,
    `<style>.required{color:#b00}.fieldError{color:#b00;display:block}#errorMsg{border:1px solid #b00;background:#fee;padding:8px}
#dpcsDialog{position:fixed;top:20%;left:20%;width:60%;background:#fff;border:1px solid #333;padding:16px;z-index:10}</style>`,
  );
}

export function signInBody(action: string, registerHref: string, e: Errors, username = ""): string {
  return `<h1>Sign In</h1>${errorBanner(e)}
<form method="post" action="${h(action)}" name="careerform" id="signInForm" novalidate>
<div class="rcmFormField"><label for="username">Email Address${star}</label><input type="text" id="username" name="username" value="${h(username)}" autocomplete="username"></div>
<div class="rcmFormField"><label for="password">Password${star}</label><input type="password" id="password" name="password" autocomplete="current-password"></div>
<button type="submit" id="fbqa_signin" name="fbqa_signin" value="1">Sign In</button>
<p><a href="${h(action.replace(/login_ns=[^&]*/, "login_ns=forgot_pwd"))}" id="forgotPwdLink">Forgot your password?</a></p></form>
<div class="bottomLink">Not a registered user yet? <a href="${h(registerHref)}">Create an account</a> to apply for our career opportunities.</div>`;
}

export const PASSWORD_RULES = [
  "Be between 10 and 32 characters",
  "Contain upper and lower case letters",
  "Contain a number or a punctuation character",
  "Not contain spaces or Unicode characters",
];
export const COUNTRIES = ["Canada", "Germany", "United Kingdom", "United States"];
const ITU = [
  ["US", "United States (+1)"],
  ["CA", "Canada (+1)"],
  ["DE", "Germany (+49)"],
  ["GB", "United Kingdom (+44)"],
] as [string, string][];

/** The data privacy statement: a link opens a dialog whose Accept fills the hidden fbclc_dpcsId. */
const DPCS_SCRIPT = `
document.getElementById('dataPrivacyId').addEventListener('click', function (ev) { ev.preventDefault(); document.getElementById('dpcsDialog').hidden = false; });
document.getElementById('dlgButton_20:').addEventListener('click', function () {
  document.querySelector('[name=fbclc_dpcsId]').value = 'DPCS-2';
  document.getElementById('dpcsDialog').hidden = true;
  document.getElementById('dpcsStatus').textContent = 'You have accepted the data privacy statement.';
});
document.getElementById('dlgButton_21:').addEventListener('click', function () { document.getElementById('dpcsDialog').hidden = true; });`;

export function registerBody(action: string, signInHref: string, vals: Vals, e: Errors, captcha: string): { body: string; script: string } {
  const accepted = v(vals, "fbclc_dpcsId") !== "";
  const notify = vals.fbclc_emailEnabled_shown === undefined || v(vals, "fbclc_emailEnabled") !== ""; // arrives checked
  return {
    script: DPCS_SCRIPT,
    body: `<h1>Create an Account</h1>${errorBanner(e)}
<form method="post" action="${h(action)}" name="careerform" id="createAccountForm" novalidate>
${text(vals, "fbclc_userName", "Email", true, e, "email")}${text(vals, "fbclc_emailConf", "Retype Email", true, e, "email")}
${text({}, "fbclc_pwd", "Choose Password", true, e, "password")}<ul class="passwordRules">${PASSWORD_RULES.map((r) => `<li>${h(r)}</li>`).join("")}</ul>
${text({}, "fbclc_pwdConf", "Retype Password", true, e, "password")}
${text(vals, "fbclc_fName", "First Name", true, e)}${text(vals, "fbclc_lName", "Last Name", true, e)}
${select(vals, "fbclc_ituCode", "International Calling Code", ITU, false, e)}${text(vals, "fbclc_phoneNumber", "Phone Number", false, e, "tel")}
${select(vals, "fbclc_country", "Country/Region of Residence", COUNTRIES, true, e)}
<fieldset class="rcmFormField" id="fbclc_searPref"><legend>Make my profile visible to</legend>
<span><input type="radio" id="fbclc_searPref_1" name="fbclc_searPref" value="1"${v(vals, "fbclc_searPref") === "1" ? " checked" : ""}><label for="fbclc_searPref_1">Any recruiter</label></span>
<span><input type="radio" id="fbclc_searPref_2" name="fbclc_searPref" value="2"${v(vals, "fbclc_searPref") !== "1" ? " checked" : ""}><label for="fbclc_searPref_2">Only recruiters for jobs I apply to</label></span></fieldset>
<div class="rcmFormField"><span>Notification:</span><input type="hidden" name="fbclc_emailEnabled_shown" value="1">
<input type="checkbox" id="fbclc_emailEnabled" name="fbclc_emailEnabled" value="true"${notify ? " checked" : ""}><label for="fbclc_emailEnabled">Receive new job posting notifications</label></div>
<input type="hidden" name="fbclc_dpcsId" value="${h(v(vals, "fbclc_dpcsId"))}">
<div class="rcmFormField">${star}<a href="#" id="dataPrivacyId">Read and accept the data privacy statement</a>
<span id="dpcsStatus">${accepted ? "You have accepted the data privacy statement." : ""}</span>${fieldError(e, "fbclc_dpcsId")}</div>
<div id="dpcsDialog" role="dialog" aria-label="Data Privacy Statement" hidden><h2>Data Privacy Statement</h2>
<p>We process the personal data you provide in this career site to consider you for employment.</p>
<button type="button" id="dlgButton_20:">Accept</button> <button type="button" id="dlgButton_21:">Decline</button></div>
${captcha}${fieldError(e, "captcha")}
<button type="submit" id="fbclc_createAccountButton" name="fbclc_createAccountButton" value="1">Create Account</button></form>
<p>Already a registered user? <a href="${h(signInHref)}" id="signInLink">Please sign in</a></p>`,
  };
}

export function passcodeBody(action: string, email: string, e: Errors): string {
  return `<h1>Verify Your Email</h1>${errorBanner(e)}
<p id="passcodeMessage">We have sent a one-time passcode to ${h(email)}. Enter it below to finish creating your account.</p>
<form method="post" action="${h(action)}" name="careerform" id="passcodeForm" novalidate>
<div class="rcmFormField"><label for="passcode">Passcode${star}</label><input type="text" id="passcode" name="passcode" inputmode="numeric" autocomplete="one-time-code"></div>
<button type="submit" id="continueBtn" name="continueBtn" value="1">Continue</button></form>`;
}

/**
 * How a variant draws its sections (GUESS: which pages arrive folded and how a bar toggles): open;
 * folded under bars that say so (`aria-expanded`); folded under bars with no ARIA, opened by a press on
 * the bar or by "Expand all sections".
 */
export type Folding = "open" | "folded-aria" | "folded-plain";

/** One collapsible section of the application page (real pages: `rcmFormSection` with an h2 bar). */
export function section(id: string, title: string, content: string, folding: Folding = "open"): string {
  const open = folding === "open";
  const bar =
    folding === "folded-aria"
      ? `<h2 class="topBar" id="${h(id)}:topBar"><span role="button" tabindex="0" aria-expanded="false" aria-controls="${h(id)}:content">${h(title)}</span></h2>`
      : `<h2 class="topBar" id="${h(id)}:topBar">${h(title)}</h2>`;
  return `<div class="rcmFormSection row" id="${h(id)}">${bar}<div class="sectionContent ${open ? "sectionContentOpen" : "sectionContentClosed"}" id="${h(id)}:content"${open ? "" : " hidden"}>${content}</div></div>`;
}

/** The bars and "Expand all sections" open their sections (a press on a bar toggles it). */
const FOLDING_SCRIPT = `<script>(function () {
  var show = function (c, on) { c.hidden = !on; var t = c.parentElement.querySelector("[aria-expanded]"); if (t) t.setAttribute("aria-expanded", String(on)); };
  document.querySelectorAll(".rcmFormSection .topBar").forEach(function (bar) {
    bar.addEventListener("click", function () { var c = bar.parentElement.querySelector(".sectionContent"); show(c, c.hidden); });
  });
  var all = document.getElementById("expandAllSections");
  if (all) all.addEventListener("click", function () { document.querySelectorAll(".sectionContent").forEach(function (c) { show(c, true); }); });
})();</script>`;

export function applyBody(opts: { title: string; jobId: string; action: string; sections: string; errors: Errors }): string {
  return `<h1 class="jobTitle">${h(opts.title)} (${h(opts.jobId)})</h1>${errorBanner(opts.errors)}
<button type="button" id="expandAllSections">Expand all sections</button>
<form method="post" action="${h(opts.action)}" name="careerform" id="applyForm" enctype="multipart/form-data" novalidate>
${opts.sections}
<div class="applyButtons"><button type="submit" id="fbqa_apply" name="fbqa_apply" value="1" class="rcmSaveButton">Apply</button></div></form>${FOLDING_SCRIPT}`;
}
