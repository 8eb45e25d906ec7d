// Markup of the Workday simulator's pages (index.ts holds the routes, the state and the list of
// sources; client.ts the in-page behaviour). The account wall and the progress bar follow the
// captured pages cited in index.ts's header; the wizard's steps follow the described ids listed there.
import { createHash } from "node:crypto";
import { h, page } from "../core";
import { WD_CLIENT_SCRIPT } from "./client";

/** The wizard after the account: the progress bar lists "Create Account/Sign In" before them (captured). */
export const STEPS = [
  "My Information",
  "My Experience",
  "Application Questions",
  "Voluntary Disclosures",
  "Self Identify",
  "Review",
] as const;
export const ACCOUNT_STEP = "Create Account/Sign In";

/** A prompt's options: a leaf is [label, null], a category [label, children]. */
export type PromptTree = Array<[string, PromptTree | null]>;
export interface Dropdown {
  /** The button's id ("country--country", "primaryQuestionnaire--{guid}"): what the page posts it as. */
  id: string;
  /** The `formField-{box}` wrapper's name. */
  box: string;
  label: string;
  options: PromptTree;
  required: boolean;
  search?: boolean;
  /** Shown only while another control has this value, e.g. "country--country=United States of America". */
  dependsOn?: string;
  /** The question is the wrapper's legend, not a label (the employer's questions). */
  legend?: boolean;
}
export const flat = (labels: string[]): PromptTree => labels.map((l) => [l, null]);

/** Workday names options and questions by 32-hex ids (captured: `value="bc33aa3152ec42d4995f4791a106ed09"`). */
const GUIDS = new Map<string, string>();
export function guid(text: string): string {
  const g = createHash("sha1").update(text).digest("hex").slice(0, 32);
  GUIDS.set(g, text);
  return g;
}
/** The option label a posted id stands for (the value itself when it names none). */
export const labelOfGuid = (g: string): string => GUIDS.get(g) ?? g;

/** The tree as the page script gets it: [label, children, option id]. */
const withIds = (tree: PromptTree): unknown[] => tree.map(([l, c]) => [l, c ? withIds(c) : null, guid(l)]);

type Values = Record<string, string | string[]>;
const v = (vals: Values, k: string) => String([vals[k]].flat()[0] ?? "");
const star = (r: boolean) => (r ? `<abbr title="required" aria-hidden="true">*</abbr>` : "");
let nextId = 0;
const uid = () => `input-${++nextId % 1000}`; // Workday's account ids are generated per render ("input-4")

function fieldError(errors: Record<string, string>, id: string): string {
  return errors[id] ? `<p data-automation-id="errorMessage" id="${h(id)}-error" role="alert">${h(errors[id])}</p>` : "";
}

/**
 * A React-controlled text input in its `formField-{box}` wrapper. `id` is the input's id (current
 * tenants: `name--legalName--firstName`, no data-automation-id); `automationId` gives it one as the
 * account page does (`email`, `password`).
 */
export function textField(
  vals: Values,
  box: string,
  id: string,
  label: string,
  required: boolean,
  errors: Record<string, string> = {},
  opts: { type?: string; automationId?: string } = {},
): string {
  const key = opts.automationId ?? id;
  return `<div data-automation-id="formField-${h(box)}" class="wd-field"><label for="${h(id)}">${h(label)}${star(required)}</label>
<div class="wd-input"><input type="${opts.type ?? "text"}" id="${h(id)}"${opts.automationId ? ` data-automation-id="${h(opts.automationId)}"` : ""} data-wd-controlled="${h(key)}" value="${h(v(vals, key))}" aria-required="${required}"${
    errors[key] ? ` aria-invalid="true" aria-describedby="${h(key)}-error"` : ""
  }></div>${fieldError(errors, key)}</div>`;
}

/**
 * A date asked in sections: Month, Day and Year text spinners, ids `{id}-dateSectionMonth-input` and
 * data-automation-id `dateSectionMonth-input` (described), each a React-controlled box of its own (see
 * client.ts); the date posted is `id`, composed as MM/DD/YYYY once all three hold digits.
 */
export function dateField(
  vals: Values,
  box: string,
  id: string,
  label: string,
  required: boolean,
  errors: Record<string, string> = {},
): string {
  const [mm = "", dd = "", yyyy = ""] = v(vals, id).split("/");
  const section = (part: string, min: number, max: number, len: number, value: string) =>
    `<input type="text" id="${h(id)}-dateSection${part}-input" data-automation-id="dateSection${part}-input" role="spinbutton" aria-label="${part}" aria-valuemin="${min}" aria-valuemax="${max}"` +
    ` inputmode="numeric" data-wd-section="${len}" size="${len}" placeholder="${"MDY"[["Month", "Day", "Year"].indexOf(part)].repeat(len)}" value="${h(value)}"${errors[id] ? ` aria-invalid="true"` : ""}>`;
  return `<div data-automation-id="formField-${h(box)}" class="wd-field"><label for="${h(id)}-dateSectionMonth-input" id="${h(id)}-label">${h(label)}${star(required)}</label>
<div data-automation-id="dateInputWrapper" data-wd-date="${h(id)}" role="group" aria-labelledby="${h(id)}-label"${required ? ` aria-required="true"` : ""}>
${section("Month", 1, 12, 2, mm)}/${section("Day", 1, 31, 2, dd)}/${section("Year", 1900, 2100, 4, yyyy)}
<button type="button" data-automation-id="dateIcon" aria-label="Calendar" tabindex="-1">&#128197;</button></div>${fieldError(errors, id)}</div>`;
}

/**
 * A Workday dropdown (captured): `button[type=button][aria-haspopup=listbox]` whose value is the
 * chosen option's id and whose aria-label is the label plus the state ("Country United States of
 * America required"), beside an undisplayed text input holding the same id; the popup is a body portal.
 */
export function dropdown(vals: Values, d: Dropdown, errors: Record<string, string> = {}): string {
  const current = v(vals, d.id);
  const state = `${current || "Select One"}${d.required ? " required" : ""}`;
  const question = d.legend
    ? `<legend>${h(d.label)}${star(d.required)}</legend>`
    : `<label for="${h(d.id)}">${h(d.label)}${star(d.required)}</label>`;
  const tag = d.legend ? "fieldset" : "div";
  return `<${tag} data-automation-id="formField-${h(d.box)}" class="wd-field"${d.dependsOn ? ` data-wd-depends="${h(d.dependsOn)}"` : ""}>${question}
<div class="wd-prompt"><button type="button" id="${h(d.id)}" class="wd-dropdown" aria-haspopup="listbox" value="${current ? guid(current) : ""}" aria-label="${h(`${d.label} ${state}`)}"
 data-wd-label="${h(d.label)}"${d.required ? " data-wd-required" : ""}${d.search ? " data-wd-search" : ""} data-wd-options="${h(JSON.stringify(withIds(d.options)))}"${
   errors[d.id] ? ` aria-invalid="true"` : ""
 }>${h(current || "Select One")}</button><input type="text" class="wd-value-holder" value="${current ? guid(current) : ""}"></div>${fieldError(errors, d.id)}</${tag}>`;
}

/** Radios in a fieldset named by its legend (`candidateIsPreviousWorker`, described). */
export function radios(
  vals: Values,
  box: string,
  name: string,
  label: string,
  options: [string, string][],
  errors: Record<string, string> = {},
  required = true,
): string {
  return `<fieldset data-automation-id="formField-${h(box)}" class="wd-field"><legend>${h(label)}${star(required)}</legend>${options
    .map(([value, text], i) => {
      const id = `${name}-${i}`;
      return `<div class="wd-radio"><input type="radio" id="${h(id)}" name="${h(name)}" value="${h(value)}"${v(vals, name) === value ? " checked" : ""}><label for="${h(id)}">${h(text)}</label></div>`;
    })
    .join("")}${fieldError(errors, name)}</fieldset>`;
}

/** Checkboxes: one (`value="true"`) or a group sharing a name; each box's label follows it (captured). */
export function checkboxes(
  vals: Values,
  box: string,
  name: string,
  label: string | null,
  options: [string, string][],
  required: boolean,
  errors: Record<string, string> = {},
): string {
  const chosen = [vals[name] ?? []].flat();
  const boxes = options
    .map(([value, text], i) => {
      const id = `${name}-${i}`;
      const on = chosen.includes(value);
      return `<div class="wd-checkbox"><input type="checkbox" id="${h(id)}" name="${h(name)}" value="${h(value)}" aria-checked="${on}"${on ? " checked" : ""}${
        !label && required ? ` aria-required="true"` : ""
      }><label for="${h(id)}">${h(text)}${!label ? star(required) : ""}</label></div>`;
    })
    .join("");
  return label
    ? `<fieldset data-automation-id="formField-${h(box)}" class="wd-field"><legend>${h(label)}${star(required)}</legend>${boxes}${fieldError(errors, name)}</fieldset>`
    : `<div data-automation-id="formField-${h(box)}" class="wd-field">${boxes}${fieldError(errors, name)}</div>`;
}

/** Display text of the employer's ("richText", as on the captured account page). */
export function richText(kind: "heading" | "paragraph", text: string): string {
  return `<div data-automation-id="richText" class="wd-rich-text">${kind === "heading" ? `<h3>${h(text)}</h3>` : `<p>${h(text)}</p>`}</div>`;
}

/**
 * The robots-only field (captured: a label and `input[name=website][data-automation-id=beecatcher]`
 * after the account form, with a generated id); a submission with it filled is silently discarded.
 */
export const honeypot = `<div class="wd-honeypot" style="position:absolute;width:1px;height:0.01px;overflow:hidden"><label for="c3bf1bc8-17c4-4b90-9064-8391a95023a5">Enter website. This input is for robots only, do not enter if you're human.</label>
<input data-automation-id="beecatcher" id="c3bf1bc8-17c4-4b90-9064-8391a95023a5" name="website" type="text" autocomplete="off" tabindex="-1"></div>`;

const style = `<style>
body{margin:0;font-family:sans-serif}#wd-main{padding:16px 16px 220px}
.wd-field{margin:10px 0;border:0;padding:0}.wd-field label,.wd-field legend{display:block}.wd-radio label,.wd-checkbox label{display:inline}
.wd-dropdown{min-width:240px;text-align:left}.wd-value-holder{display:none}
.wd-has-children::after{content:" \\203A"}[role=option]{padding:4px 8px;cursor:pointer;list-style:none}[role=listbox]{margin:0;padding:0}
[data-automation-id=progressBar] li label{display:inline;margin:0 4px}
[data-automation-id=pageFooter]{position:fixed;left:0;right:0;bottom:0;height:56px;background:#f4f4f4;border-top:1px solid #ccc;display:flex;gap:12px;align-items:center;padding:0 16px;z-index:10}
[data-automation-id=legalNotice]{position:fixed;left:0;right:0;bottom:0;min-height:150px;background:#fff;border-top:2px solid #333;padding:16px;z-index:1000}
[data-automation-id=sessionTimeoutDialog]{position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:2000;display:flex;align-items:center;justify-content:center}
[data-automation-id=sessionTimeoutDialog]>div{background:#fff;padding:24px}
[data-automation-id=noCaptchaWrapper]{margin-top:12px}
[data-automation-id=click_filter]{display:inline-block;padding:8px 16px;border:1px solid #333;cursor:pointer}
</style>`;

export interface Chrome {
  legalNotice: boolean;
  sessionDialog?: boolean;
  /** Extra markup at the end of the body (a variant's cookie banner and confirmation script). */
  extra?: string;
}

// Captured (web-visa-...-usemylastapplication.html): a notice with Decline and Accept Cookies.
const legalNotice = `<div data-automation-id="legalNotice" role="region" aria-label="Cookie notice"><p>This site uses cookies to give you the best experience.
Workday will only use non-essential cookies at our instruction and with your permission.</p>
<button type="button" data-automation-id="legalNoticeDeclineButton">Decline</button>
<button type="button" data-automation-id="legalNoticeAcceptButton">Accept Cookies</button></div>`;

const sessionDialog = `<div data-automation-id="sessionTimeoutDialog" role="dialog" aria-modal="true" aria-label="Session timeout warning"><div>
<p>Your session is about to expire. Do you want to continue?</p><button type="button" data-automation-id="sessionTimeoutContinueButton">Continue</button></div></div>`;

export function wdPage(title: string, body: string, chrome: Chrome): string {
  return page(
    title,
    `<div id="root">${chrome.legalNotice ? legalNotice : ""}<div data-automation-id="header"><header><div data-automation-id="utilityButtonBar"><button type="button" data-automation-id="utilityButtonSignIn">Sign In</button></div></header></div>
<div id="mainContent" tabindex="-1"><main id="wd-main">${body}</main></div></div>${chrome.sessionDialog ? sessionDialog : ""}<script>${WD_CLIENT_SCRIPT}</script>${chrome.extra ?? ""}`,
    style,
  );
}

export function errorBanner(errors: string[]): string {
  if (!errors.length) return "";
  return `<div data-automation-id="errorBanner" role="alert"><h3>Errors Found (${errors.length})</h3><ul>${errors
    .map((e) => `<li data-automation-id="errorMessage">${h(e)}</li>`)
    .join("")}</ul></div>`;
}

/**
 * The progress bar (captured): `ol[data-automation-id=progressBar]` in a div labelled "Application
 * Progress", one `li` per step (`progressBarActiveStep` / `progressBarInactiveStep` /
 * `progressBarCompletedStep`) with two labels, "current step 2 of 7" and the step's name. The account
 * page is step 1.
 */
function progressBar(current: number): string {
  const all = [ACCOUNT_STEP, ...STEPS];
  return `<div aria-label="Application Progress"><ol data-automation-id="progressBar">${all
    .map((s, i) => {
      const [id, sr] =
        i === current
          ? ["progressBarActiveStep", `current step ${i + 1} of ${all.length}`]
          : i < current
            ? ["progressBarCompletedStep", `step ${i + 1} of ${all.length}`]
            : ["progressBarInactiveStep", `step ${i + 1} of ${all.length}`];
      return `<li data-automation-id="${id}"><label aria-live="polite">${sr}</label><label>${h(s)}</label></li>`;
    })
    .join("")}</ol></div>`;
}

/** The page around every step, the account's included (captured): back link, job title, progress. */
function applyFlowPage(title: string, current: number, inner: string): string {
  return `<div data-automation-id="applyFlowPage"><button type="button" data-automation-id="backToJobPosting" role="link">Back to Job Posting</button>
<h2 data-automation-id="jobTitleHeading">${h(title)}</h2>${progressBar(current)}${inner}</div>`;
}

const PASSWORD_RULES = [
  "An alphabetic character",
  "An uppercase character",
  "A minimum of 8 characters",
  "A special character",
  "A lowercase character",
  "A numeric character",
];

/**
 * The account wall (captured): `signInContent` with `h3#authViewTitle` ("Create Account" / "Sign
 * In"), the password rules, ONE `form[data-automation-id=signInFormo]` (sic) whose inputs carry ids
 * `input-N` and data-automation-ids but no names, the consent statement behind "Read More", the
 * `createAccountCheckbox` in a `formField-` wrapper, and the `click_filter` button in
 * `noCaptchaWrapper`; the beecatcher after the form. The sign-in view is a GUESS (no capture): the
 * same form without Verify New Password and the consent.
 */
export function accountPage(title: string, mode: "create" | "signIn", errors: string[], vals: Values, chrome: Chrome): string {
  const create = mode === "create";
  const heading = create ? "Create Account" : "Sign In";
  const fields = [
    textField(vals, "email", uid(), "Email Address", true, {}, { automationId: "email" }),
    textField({}, "password", uid(), "Password", true, {}, { type: "password", automationId: "password" }),
    create
      ? textField({}, "verifyPassword", uid(), "Verify New Password", true, {}, { type: "password", automationId: "verifyPassword" })
      : "",
  ].join("\n");
  const consentId = uid();
  const consent = create
    ? `<div id="11" tabindex="-1"><div data-automation-id="richText"><p>Acme values your trust and is committed to the responsible management, use and protection of personal information submitted through this Careers Site.</p></div></div>
<button type="button" data-automation-id="createAccountExpandButton" aria-describedby="1">Read More</button>
<div data-automation-id="formField-"><input id="${consentId}" type="checkbox" aria-checked="false" data-automation-id="createAccountCheckbox"><label for="${consentId}">I consent to the collection, use, transfer and disclosure of my personal information stated above.</label></div>`
    : "";
  const other = create
    ? `Already have an account? <button type="button" data-automation-id="signInLink" onclick="location.search='?mode=signin'">Sign In</button>`
    : `Don't have an account yet? <button type="button" data-automation-id="createAccountLink" onclick="location.search='?mode=create'">Create Account</button>`;
  return wdPage(
    heading,
    applyFlowPage(
      title,
      0,
      `<div data-automation-id="signInContent"><h3 id="authViewTitle" tabindex="-1">${heading}</h3>${errorBanner(errors)}
${create ? `<div data-automation-id="passwordRulesList"><div data-automation-id="richText"><p>Password Requirements:</p><ul>${PASSWORD_RULES.map((r) => `<li>${r}</li>`).join("")}</ul></div></div>` : ""}
<form method="post" data-automation-id="signInFormo"><input type="hidden" name="_action" value="${create ? "createAccount" : "signIn"}">
${fields}
${consent}
<div data-automation-id="noCaptchaWrapper"><div aria-label="${heading}" role="button" tabindex="0" data-automation-id="click_filter">${heading}</div></div></form>
<p>${other} <button type="button" data-automation-id="forgotPasswordLink">Forgot your password?</button></p></div>
${honeypot}`,
    ),
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

// The step containers: `applyFlowMyInfoPage` and `applyFlowPrimaryQuestionsPage` are described (the
// huntgry fixtures rebuilt from autofill code); the others are GUESSES named alike.
const PAGE_IDS = [
  "applyFlowMyInfoPage",
  "applyFlowMyExpPage",
  "applyFlowPrimaryQuestionsPage",
  "applyFlowVoluntaryDisclosuresPage",
  "applyFlowSelfIdentifyPage",
  "applyFlowReviewPage",
];

export function stepPage(title: string, stepIndex: number, content: string, errors: string[], chrome: Chrome, multipart = false): string {
  const last = stepIndex === STEPS.length - 1;
  return wdPage(
    `${title} - ${STEPS[stepIndex]}`,
    applyFlowPage(
      title,
      stepIndex + 1,
      `<div data-automation-id="${PAGE_IDS[stepIndex]}"><h2 data-automation-id="stepHeading">${h(STEPS[stepIndex])}</h2>${errorBanner(errors)}
<form method="post"${multipart ? ` enctype="multipart/form-data"` : ""}><input type="hidden" name="_step" value="${stepIndex}">
${content}${honeypot}
<div data-automation-id="pageFooter">${stepIndex > 0 ? `<button type="submit" name="_action" value="back" data-automation-id="pageFooterBackButton">Back</button>` : ""}
${
  last
    ? `<button type="submit" name="_action" value="submit" data-automation-id="pageFooterSubmitButton">Submit</button>`
    : `<button type="submit" name="_action" value="next" data-automation-id="pageFooterNextButton">Save and Continue</button>`
}</div></form></div>`,
    ),
    chrome,
  );
}
