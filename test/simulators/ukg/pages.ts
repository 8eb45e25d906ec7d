// The HTML of the UKG Pro Recruiting simulator (index.ts has the routes, the rules and the sources).
// Server-rendered ASP.NET-style pages: one <form> per page with an antiforgery token, ASP.NET Core's
// validation classes (validation-summary-errors, field-validation-error, input-validation-error).
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

export const STEPS = [
  "Resume",
  "Contact Information",
  "Experience and Education",
  "Questions",
  "Voluntary Disclosures",
  "Review and Submit",
] as const;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="required" aria-hidden="true">*</span>`;
const fieldError = (e: Errors, name: string) =>
  e[name] ? `<span class="field-validation-error" id="${h(name)}-error" data-valmsg-for="${h(name)}">${h(e[name])}</span>` : "";
const invalid = (e: Errors, name: string) =>
  e[name] ? ` class="input-validation-error" aria-invalid="true" aria-describedby="${h(name)}-error"` : "";

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text", placeholder = ""): string {
  return `<div class="form-group" data-automation="field-${h(name)}"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="${type}" id="${h(name)}" name="${h(name)}" value="${h(v(vals, name))}"${placeholder ? ` placeholder="${h(placeholder)}"` : ""}${required ? ` aria-required="true"` : ""}${invalid(e, name)}>${fieldError(e, name)}</div>`;
}

export function select(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<div class="form-group" data-automation="field-${h(name)}"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<select id="${h(name)}" name="${h(name)}"${required ? ` aria-required="true"` : ""}${invalid(e, name)}><option value="">Select...</option>${options
    .map((o) => `<option${o === cur ? " selected" : ""}>${h(o)}</option>`)
    .join("")}</select>${fieldError(e, name)}</div>`;
}

export function radios(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<fieldset class="form-group" data-automation="field-${h(name)}"${e[name] ? ` aria-invalid="true"` : ""}><legend>${h(label)}${required ? star : ""}</legend>
${options.map((o, i) => `<label for="${h(name)}-${i}"><input type="radio" id="${h(name)}-${i}" name="${h(name)}" value="${h(o)}"${o === cur ? " checked" : ""}${required ? ` aria-required="true"` : ""}> ${h(o)}</label>`).join("")}${fieldError(e, name)}</fieldset>`;
}

export function checkbox(vals: Vals, name: string, label: string, e: Errors): string {
  return `<div class="form-group checkbox" data-automation="field-${h(name)}"><label for="${h(name)}"><input type="checkbox" id="${h(name)}" name="${h(name)}" value="true" aria-required="true"${v(vals, name) ? " checked" : ""}> ${h(label)}${star}</label>${fieldError(e, name)}</div>`;
}

/** ASP.NET Core's summary: a banner listing every message. */
export function summary(e: Errors): string {
  const msgs = Object.values(e);
  if (!msgs.length) return "";
  return `<div class="validation-summary-errors alert alert-danger" role="alert" data-automation="validation-summary"><p>Please correct the following errors and try again.</p>
<ul>${msgs.map((m) => `<li>${h(m)}</li>`).join("")}</ul></div>`;
}

const header = (tenant: string, signedIn: string | null) =>
  `<header class="navbar" data-automation="header"><span class="brand">${h(tenant)} Careers</span>${
    signedIn ? `<span data-automation="signed-in-user">${h(signedIn)}</span>` : ""
  }</header>`;

export function ukgPage(title: string, tenant: string, signedIn: string | null, body: string): string {
  return page(`${title} | ${tenant} Careers`, `${header(tenant, signedIn)}<main id="content" class="container">${body}</main>`);
}

export const tokenInput = (t: string) => `<input type="hidden" name="__RequestVerificationToken" value="${h(t)}">`;

export function signInBody(action: string, registerHref: string, vals: Vals, e: Errors, antiforgery: string, banner = ""): string {
  return `<h1>Sign In</h1>${banner}${summary(e)}
<form method="post" action="${h(action)}" data-automation="sign-in-form" novalidate>${tokenInput(antiforgery)}
${text(vals, "Email", "Email Address", true, e, "email")}${text({}, "Password", "Password", true, e, "password")}
<button type="submit" class="btn btn-primary" data-automation="sign-in-button">Sign In</button>
<p><a href="#" data-automation="forgot-password-link">Forgot your password?</a></p></form>
<p class="register-prompt">Don't have an account? <a href="${h(registerHref)}" data-automation="create-account-link">Create an account</a></p>`;
}

export const PASSWORD_RULES =
  "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number and one special character.";

export function registerBody(action: string, signInHref: string, vals: Vals, e: Errors, antiforgery: string): string {
  return `<h1>Create an Account</h1>${summary(e)}
<form method="post" action="${h(action)}" data-automation="create-account-form" novalidate>${tokenInput(antiforgery)}
${text(vals, "FirstName", "First Name", true, e)}${text(vals, "LastName", "Last Name", true, e)}
${text(vals, "Email", "Email Address", true, e, "email")}${text(vals, "PrimaryPhone", "Primary Phone", false, e, "tel")}
${text({}, "Password", "Password", true, e, "password")}<p class="help-block" id="password-rules">${h(PASSWORD_RULES)}</p>
${text({}, "ConfirmPassword", "Confirm Password", true, e, "password")}
${checkbox(vals, "AcceptTerms", "I have read and agree to the Terms of Use and the Privacy Policy", e)}
<button type="submit" class="btn btn-primary" data-automation="create-account-button">Create Account</button></form>
<p>Already have an account? <a href="${h(signInHref)}" data-automation="sign-in-link">Sign in</a></p>`;
}

/** The progress list: "Step 2 of 6" with each step's state. */
export function progress(step: number): string {
  return `<nav aria-label="Application progress"><p data-automation="step-counter">Step ${step + 1} of ${STEPS.length}</p><ol class="application-steps">${STEPS.map(
    (s, i) => `<li class="${i < step ? "complete" : i === step ? "active" : ""}"${i === step ? ` aria-current="step"` : ""}>${h(s)}</li>`,
  ).join("")}</ol></nav>`;
}

export function stepBody(opts: {
  title: string;
  step: number;
  action: string;
  antiforgery: string;
  content: string;
  errors: Errors;
  last: boolean;
}): string {
  const { step, last } = opts;
  return `<h1 data-automation="opportunity-title">${h(opts.title)}</h1>${progress(step)}<h2>${h(STEPS[step])}</h2>${summary(opts.errors)}
<form method="post" action="${h(opts.action)}" enctype="multipart/form-data" data-automation="application-form" novalidate>${tokenInput(opts.antiforgery)}
<input type="hidden" name="Step" value="${step}">
${opts.content}
<div class="form-actions">${step > 0 ? `<button type="submit" name="Action" value="back" class="btn btn-default" data-automation="back-button" formnovalidate>Back</button>` : ""}
${
  last
    ? `<button type="submit" name="Action" value="submit" class="btn btn-primary" data-automation="submit-application-button">Submit Application</button>`
    : `<button type="submit" name="Action" value="next" class="btn btn-primary" data-automation="next-button">Next</button>`
}</div></form>`;
}
