// Markup of the Workday simulator's pages (workday.ts holds the routes, the state and the list of
// sources; workday-client.ts the in-page behaviour). Everything a script needs is reachable by
// data-automation-id, as on real Workday.
import { h, page } from "./core";
import { WD_CLIENT_SCRIPT } from "./workday-client";

export const STEPS = [
  "My Information",
  "My Experience",
  "Application Questions",
  "Voluntary Disclosures",
  "Self Identify",
  "Review",
] as const;

/** A prompt's options: a leaf is [label, null], a category [label, children]. */
export type PromptTree = Array<[string, PromptTree | null]>;
export interface Dropdown {
  name: string;
  label: string;
  options: PromptTree;
  required: boolean;
  search?: boolean;
  /** Shown only while another dropdown has this value, e.g. "countryDropdown=United States of America". */
  dependsOn?: string;
}
export const flat = (labels: string[]): PromptTree => labels.map((l) => [l, null]);

type Values = Record<string, string | string[]>;
const v = (vals: Values, k: string) => String([vals[k]].flat()[0] ?? "");
const star = (r: boolean) => (r ? `<abbr title="required" aria-hidden="true">*</abbr>` : "");
let nextId = 0;
const uid = () => `input-${++nextId % 1000}`; // Workday's ids are generated per render ("input-12")

function fieldError(errors: Record<string, string>, id: string): string {
  return errors[id] ? `<p data-automation-id="errorMessage" id="${id}-error" role="alert">${h(errors[id])}</p>` : "";
}

/** A React-controlled text input (see workday-client.ts). */
export function textField(
  vals: Values,
  id: string,
  label: string,
  required: boolean,
  errors: Record<string, string> = {},
  type = "text",
  placeholder = "",
): string {
  const inputId = uid();
  return `<div data-automation-id="formField-${id}" class="wd-field"><label for="${inputId}">${h(label)}${star(required)}</label>
<input type="${type}" id="${inputId}" name="${id}" data-automation-id="${id}" data-wd-controlled value="${h(v(vals, id))}"${placeholder ? ` placeholder="${h(placeholder)}"` : ""}${
    required ? ` aria-required="true"` : ""
  }${errors[id] ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""}>${fieldError(errors, id)}</div>`;
}

/**
 * A date asked in sections: Month, Day and Year text spinners (`dateSectionMonth-input`, ...), each
 * a React-controlled box of its own (see workday-client.ts); the date posted is `name`, composed as
 * MM/DD/YYYY from the sections' state once all three hold digits.
 */
export function dateField(vals: Values, id: string, label: string, required: boolean, errors: Record<string, string> = {}): string {
  const [mm = "", dd = "", yyyy = ""] = v(vals, id).split("/");
  const section = (part: string, aria: string, min: number, max: number, len: number, value: string, first: boolean) =>
    `<input type="text" ${first ? `id="${id}-month" ` : ""}data-automation-id="dateSection${part}-input" role="spinbutton" aria-label="${aria}" aria-valuemin="${min}" aria-valuemax="${max}"` +
    ` inputmode="numeric" data-wd-section="${len}" size="${len}" placeholder="${"MDY"[["Month", "Day", "Year"].indexOf(part)].repeat(len)}" value="${h(value)}"${errors[id] ? ` aria-invalid="true"` : ""}>`;
  return `<div data-automation-id="formField-${id}" class="wd-field"><label for="${id}-month" id="${id}-label">${h(label)}${star(required)}</label>
<div data-automation-id="dateInputWrapper" data-wd-date role="group" aria-labelledby="${id}-label"${required ? ` aria-required="true"` : ""}>
${section("Month", "Month", 1, 12, 2, mm, true)}/${section("Day", "Day", 1, 31, 2, dd, false)}/${section("Year", "Year", 1900, 2100, 4, yyyy, false)}
<button type="button" data-automation-id="dateIcon" aria-label="Calendar" tabindex="-1">&#128197;</button>
<input type="hidden" name="${id}" value="${h(v(vals, id))}"></div>${fieldError(errors, id)}</div>`;
}

/** A Workday dropdown: a button opening a wd-popup listbox; its accessible name carries its state. */
export function dropdown(vals: Values, d: Dropdown, errors: Record<string, string> = {}): string {
  const current = v(vals, d.name);
  const btnId = uid();
  const name = `${d.label} ${current || "Select One"}${d.required ? " Required" : ""}`;
  return `<div data-automation-id="formField-${d.name}" class="wd-field"${d.dependsOn ? ` data-wd-depends="${h(d.dependsOn)}"` : ""}><label for="${btnId}">${h(d.label)}${star(d.required)}</label>
<button type="button" id="${btnId}" class="wd-dropdown" data-automation-id="${d.name}" aria-haspopup="listbox" aria-expanded="false" aria-label="${h(name)}"
 data-wd-label="${h(d.label)}"${d.required ? " data-wd-required" : ""}${d.search ? " data-wd-search" : ""} data-wd-options="${h(JSON.stringify(d.options))}"${
   errors[d.name] ? ` aria-invalid="true"` : ""
 }>${h(current || "Select One")}</button>
<input type="text" name="${d.name}" data-wd-value value="${h(current)}" tabindex="-1" aria-hidden="true" style="width:0;height:0;border:0;padding:0;position:absolute">${fieldError(errors, d.name)}</div>`;
}

export function radios(
  vals: Values,
  name: string,
  label: string,
  options: [string, string][],
  errors: Record<string, string> = {},
): string {
  return `<fieldset data-automation-id="${name}" class="wd-field"><legend>${h(label)}${star(true)}</legend>${options
    .map(
      ([value, text]) =>
        `<label><input type="radio" name="${name}" value="${h(value)}"${v(vals, name) === value ? " checked" : ""}> ${h(text)}</label>`,
    )
    .join("")}${fieldError(errors, name)}</fieldset>`;
}

/** The robots-only field (a 1 x 0.01 px box); a submission with it filled is silently discarded. */
export const honeypot = `<div class="wd-honeypot" style="position:absolute;width:1px;height:0.01px;overflow:hidden"><label for="wd-beecatcher">Enter website. This input is for robots only, do not enter if you're human.</label>
<input type="text" id="wd-beecatcher" name="website" data-automation-id="beecatcher" autocomplete="off" tabindex="-1"></div>`;

const style = `<style>
body{margin:0;font-family:sans-serif}#wd-main{padding:16px 16px 220px}
.wd-field{margin:10px 0}.wd-field label{display:block}.wd-dropdown{min-width:240px;text-align:left}
.wd-has-children::after{content:" \\203A"}[role=option]{padding:4px 8px;cursor:pointer}
[data-automation-id=pageFooter]{position:fixed;left:0;right:0;bottom:0;height:56px;background:#f4f4f4;border-top:1px solid #ccc;display:flex;gap:12px;align-items:center;padding:0 16px;z-index:10}
[data-automation-id=legalNotice]{position:fixed;left:0;right:0;bottom:0;min-height:150px;background:#fff;border-top:2px solid #333;padding:16px;z-index:1000}
[data-automation-id=sessionTimeoutDialog]{position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:2000;display:flex;align-items:center;justify-content:center}
[data-automation-id=sessionTimeoutDialog]>div{background:#fff;padding:24px}
.wd-account-button{position:relative;display:inline-block;margin-top:12px}
[data-automation-id=click_filter]{position:absolute;inset:0;cursor:pointer}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
</style>`;

export interface Chrome {
  legalNotice: boolean;
  sessionDialog?: boolean;
}

const legalNotice = `<div data-automation-id="legalNotice" role="region" aria-label="Cookie notice"><p>This site uses cookies to give you the best experience.
By continuing you accept our use of cookies as described in our Privacy Policy.</p>
<button type="button" data-automation-id="legalNoticeAcceptButton">Accept Cookies</button></div>`;

const sessionDialog = `<div data-automation-id="sessionTimeoutDialog" role="dialog" aria-modal="true" aria-label="Session timeout warning"><div>
<p>Your session is about to expire. Do you want to continue?</p><button type="button" data-automation-id="sessionTimeoutContinueButton">Continue</button></div></div>`;

export function wdPage(title: string, body: string, chrome: Chrome): string {
  return page(
    title,
    `<div data-automation-id="wd-app"><div id="wd-main">${body}</div></div>${chrome.legalNotice ? legalNotice : ""}${
      chrome.sessionDialog ? sessionDialog : ""
    }<script>${WD_CLIENT_SCRIPT}</script>`,
    style,
  );
}

export function errorBanner(errors: string[]): string {
  if (!errors.length) return "";
  return `<div data-automation-id="errorBanner" role="alert"><h3>Errors Found (${errors.length})</h3><ul>${errors
    .map((e) => `<li data-automation-id="errorMessage">${h(e)}</li>`)
    .join("")}</ul></div>`;
}

/** The account buttons: a hidden submit under a click_filter layer that does the clicking. */
function accountButton(id: string, text: string): string {
  return `<div class="wd-account-button"><button type="submit" data-automation-id="${id}" aria-hidden="true" tabindex="-2">${h(text)}</button>
<div role="button" tabindex="0" data-automation-id="click_filter" aria-label="${h(text)}"></div></div>`;
}

export function createAccountPage(errors: string[], vals: Values, chrome: Chrome): string {
  return wdPage(
    "Create Account",
    `<h2 data-automation-id="headingText">Create Account</h2>${errorBanner(errors)}
<form method="post" data-automation-id="createAccountForm"><input type="hidden" name="_action" value="createAccount">
${textField(vals, "email", "Email Address", true, {}, "text")}
${textField({}, "password", "Password", true, {}, "password")}
${textField({}, "verifyPassword", "Verify New Password", true, {}, "password")}
<label><input type="checkbox" name="createAccountCheckbox" data-automation-id="createAccountCheckbox" value="true" aria-required="true"> Yes, I have read and consent to the terms and conditions${star(true)}</label>
${honeypot}
${accountButton("createAccountSubmitButton", "Create Account")}</form>
<p>Already have an account? <button type="button" data-automation-id="signInLink" onclick="location.search='?mode=signin'">Sign In</button></p>`,
    chrome,
  );
}

export function signInPage(errors: string[], vals: Values, chrome: Chrome): string {
  return wdPage(
    "Sign In",
    `<h2 data-automation-id="headingText">Sign In</h2>${errorBanner(errors)}
<form method="post" data-automation-id="signInForm"><input type="hidden" name="_action" value="signIn">
${textField(vals, "email", "Email Address", true, {}, "text")}
${textField({}, "password", "Password", true, {}, "password")}
${honeypot}
${accountButton("signInSubmitButton", "Sign In")}</form>
<p>Don't have an account yet? <button type="button" data-automation-id="createAccountLink" onclick="location.search='?mode=create'">Create Account</button></p>`,
    chrome,
  );
}

export function verifyEmailPage(email: string, chrome: Chrome): string {
  return wdPage(
    "Verify your account",
    `<h2 data-automation-id="headingText">Verify Your Account</h2>
<p data-automation-id="verifyEmailMessage">We sent a verification email to ${h(email)}. Click the link in that email to verify your account, then continue your application.</p>
<p><button type="button" data-automation-id="signInLink" onclick="location.search='?mode=signin'">Sign In</button></p>`,
    chrome,
  );
}

/** The progress list as Workday's screen-reader text has it: "current step 2 of 6My Information". */
function progressBar(stepIndex: number): string {
  return `<ol data-automation-id="progressBar" aria-label="Application Progress">${STEPS.map((s, i) => {
    const sr =
      i === stepIndex
        ? `current step ${i + 1} of ${STEPS.length}`
        : i < stepIndex
          ? `completed step ${i + 1} of ${STEPS.length}`
          : `step ${i + 1} of ${STEPS.length}`;
    return `<li data-automation-id="progressBarStep"${i === stepIndex ? ` aria-current="step" class="active"` : ""}><span class="sr-only">${sr}</span>${h(s)}</li>`;
  }).join("")}</ol>`;
}

export function stepPage(title: string, stepIndex: number, content: string, errors: string[], chrome: Chrome, multipart = false): string {
  const last = stepIndex === STEPS.length - 1;
  return wdPage(
    `${title} - ${STEPS[stepIndex]}`,
    `<h2 data-automation-id="jobPostingHeader">${h(title)}</h2>
${progressBar(stepIndex)}<h3 data-automation-id="applyFlowPage">${h(STEPS[stepIndex])}</h3>${errorBanner(errors)}
<form method="post"${multipart ? ` enctype="multipart/form-data"` : ""}><input type="hidden" name="_step" value="${stepIndex}">
${content}
<div data-automation-id="pageFooter">${stepIndex > 0 ? `<button type="submit" name="_action" value="back" data-automation-id="pageFooterBackButton">Back</button>` : ""}
${
  last
    ? `<button type="submit" name="_action" value="submit" data-automation-id="pageFooterSubmitButton">Submit</button>`
    : `<button type="submit" name="_action" value="next" data-automation-id="pageFooterNextButton">Save and Continue</button>`
}</div></form>`,
    chrome,
  );
}
