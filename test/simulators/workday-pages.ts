// Markup of the Workday simulator's pages (workday.ts holds the routes and state). Everything a script
// needs is reachable by data-automation-id, as on real Workday. Where ats-reference.md is silent (exact
// wording of errors and of the confirmation, the question ids) this follows what Workday sites commonly show.
import { h, page } from "./core";

export const STEPS = ["My Information", "My Experience", "Application Questions", "Voluntary Disclosures", "Self Identify", "Review"] as const;

export interface Dropdown { name: string; label: string; options: string[]; required: boolean }
type Values = Record<string, string | string[]>;
const v = (vals: Values, k: string) => String([vals[k]].flat()[0] ?? "");
const star = (r: boolean) => (r ? `<abbr title="required">*</abbr>` : "");

export function textField(vals: Values, id: string, label: string, required: boolean, type = "text"): string {
  return `<div data-automation-id="formField-${id}" class="wd-field"><label for="${id}">${h(label)}${star(required)}</label>
<input type="${type}" id="${id}" name="${id}" data-automation-id="${id}" value="${h(v(vals, id))}"${required ? ` aria-required="true"` : ""}></div>`;
}

/** A Workday dropdown: a button that opens a listbox of promptOption entries (not a <select>). */
export function dropdown(vals: Values, d: Dropdown): string {
  const current = v(vals, d.name);
  return `<div data-automation-id="formField-${d.name}" class="wd-field"><label id="${d.name}-label">${h(d.label)}${star(d.required)}</label>
<button type="button" class="wd-dropdown" data-automation-id="${d.name}" aria-haspopup="listbox" aria-labelledby="${d.name}-label" aria-expanded="false" value="${h(current)}">${h(current || "Select One")}</button>
<input type="hidden" name="${d.name}" value="${h(current)}">
<div role="listbox" data-automation-widget="wd-popup" hidden>${d.options.map((o) => `<div role="option" data-automation-id="promptOption" data-automation-label="${h(o)}">${h(o)}</div>`).join("")}</div></div>`;
}

export function radios(vals: Values, name: string, label: string, options: [string, string][]): string {
  return `<fieldset data-automation-id="${name}" class="wd-field"><legend>${h(label)}${star(true)}</legend>${options
    .map(([value, text]) => `<label><input type="radio" name="${name}" value="${h(value)}"${v(vals, name) === value ? " checked" : ""}> ${h(text)}</label>`).join("")}</fieldset>`;
}

const honeypot = `<input type="text" name="beecatcher" data-automation-id="beecatcher" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">`;

// Buttons act only on trusted (real pointer) clicks, as Workday's do; element.click() from a script does nothing.
const script = `
document.querySelectorAll('button[data-automation-id]').forEach((b) => b.addEventListener('click', (e) => { if (!e.isTrusted) { e.preventDefault(); e.stopImmediatePropagation(); } }, true));
document.querySelectorAll('.wd-dropdown').forEach((btn) => {
  const popup = btn.parentElement.querySelector('[role=listbox]'), hidden = btn.parentElement.querySelector('input[type=hidden]');
  btn.addEventListener('click', () => { popup.hidden = !popup.hidden; btn.setAttribute('aria-expanded', String(!popup.hidden)); });
  popup.addEventListener('click', (e) => {
    const o = e.target.closest('[data-automation-id=promptOption]'); if (!o) return;
    hidden.value = o.dataset.automationLabel; btn.textContent = o.dataset.automationLabel; btn.value = hidden.value;
    popup.hidden = true; btn.setAttribute('aria-expanded', 'false');
  });
});
document.querySelectorAll('input[data-automation-id=file-upload-input-ref]').forEach((f) => f.addEventListener('change', () => {
  const ok = document.querySelector('[data-automation-id=file-upload-successful]'); ok.hidden = !f.files.length;
  document.querySelector('[data-automation-id=file-upload-item-name]').textContent = f.files[0] ? f.files[0].name : '';
}));`;

export function wdPage(title: string, body: string): string {
  return page(title, `<div data-automation-id="wd-app">${body}</div><script>${script}</script>`);
}

export function errorBanner(errors: string[]): string {
  if (!errors.length) return "";
  return `<div data-automation-id="errorBanner" role="alert"><h3>Errors Found</h3><ul>${errors.map((e) => `<li data-automation-id="errorMessage">${h(e)}</li>`).join("")}</ul></div>`;
}

export function createAccountPage(errors: string[], vals: Values): string {
  return wdPage("Create Account", `<h2 data-automation-id="headingText">Create Account</h2>${errorBanner(errors)}
<form method="post" data-automation-id="createAccountForm"><input type="hidden" name="_action" value="createAccount">
${textField(vals, "email", "Email Address", true, "email")}
${textField({}, "password", "Password", true, "password")}
${textField({}, "verifyPassword", "Verify New Password", true, "password")}
<label><input type="checkbox" name="createAccountCheckbox" data-automation-id="createAccountCheckbox" value="true"> Yes, I have read and consent to the terms and conditions</label>
${honeypot}
<button type="submit" data-automation-id="createAccountSubmitButton">Create Account</button></form>
<p>Already have an account? <a data-automation-id="signInLink" href="?mode=signin">Sign In</a></p>`);
}

export function signInPage(errors: string[], vals: Values): string {
  return wdPage("Sign In", `<h2 data-automation-id="headingText">Sign In</h2>${errorBanner(errors)}
<form method="post" data-automation-id="signInForm"><input type="hidden" name="_action" value="signIn">
${textField(vals, "email", "Email Address", true, "email")}
${textField({}, "password", "Password", true, "password")}
${honeypot}
<button type="submit" data-automation-id="signInSubmitButton">Sign In</button></form>
<p>Don't have an account yet? <a data-automation-id="createAccountLink" href="?mode=create">Create Account</a></p>`);
}

export function verifyEmailPage(email: string): string {
  return wdPage("Verify your account", `<h2 data-automation-id="headingText">Verify Your Account</h2>
<p data-automation-id="verifyEmailMessage">We sent a verification email to ${h(email)}. Click the link in that email to verify your account, then continue your application.</p>
<p><a data-automation-id="signInLink" href="?mode=signin">Sign In</a></p>`);
}

export function stepPage(title: string, stepIndex: number, content: string, errors: string[], multipart = false): string {
  const progress = STEPS.map((s, i) => `<li data-automation-id="progressBarStep"${i === stepIndex ? ` aria-current="step" class="active"` : ""}>${h(s)}</li>`).join("");
  const last = stepIndex === STEPS.length - 1;
  return wdPage(`${title} - ${STEPS[stepIndex]}`, `<h2 data-automation-id="jobPostingHeader">${h(title)}</h2>
<ol data-automation-id="progressBar">${progress}</ol><h3 data-automation-id="applyFlowPage">${h(STEPS[stepIndex])}</h3>${errorBanner(errors)}
<form method="post"${multipart ? ` enctype="multipart/form-data"` : ""}><input type="hidden" name="_step" value="${stepIndex}">
${content}
<div data-automation-id="pageFooter">${stepIndex > 0 ? `<button type="submit" name="_action" value="back" data-automation-id="pageFooterBackButton">Back</button>` : ""}
${last ? `<button type="submit" name="_action" value="submit" data-automation-id="pageFooterSubmitButton">Submit</button>`
    : `<button type="submit" name="_action" value="next" data-automation-id="pageFooterNextButton">Save and Continue</button>`}</div></form>`);
}

export { honeypot };
