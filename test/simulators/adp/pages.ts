// The HTML of the ADP Workforce Now simulator (index.ts has the routes, the rules and the sources). The
// posting page is a client-rendered shell titled "Recruitment" that reads the posting's JSON (a fact);
// the sign-in, registration and application pages are server-rendered here, and their markup is a GUESS
// (no public capture of ADP's apply pages was found): labelled controls, a red asterisk on required
// ones, a banner listing every message and a message under each field.
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

export const STEPS = ["Personal Information", "Questions", "Voluntary Self-Identification", "Review and Submit"] as const;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="required-asterisk" aria-hidden="true">*</span>`;
const fieldError = (e: Errors, name: string) => (e[name] ? `<span class="field-error" id="${h(name)}-error">${h(e[name])}</span>` : "");
const invalid = (e: Errors, name: string) => (e[name] ? ` aria-invalid="true" aria-describedby="${h(name)}-error"` : "");
const req = (required: boolean) => (required ? ` aria-required="true"` : "");

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text"): string {
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="${type}" id="${h(name)}" name="${h(name)}" value="${type === "password" ? "" : h(v(vals, name))}"${req(required)}${invalid(e, name)}>${fieldError(e, name)}</div>`;
}

export function file(name: string, label: string, required: boolean, e: Errors, current?: string): string {
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="file" id="${h(name)}" name="${h(name)}" accept=".pdf,.doc,.docx,.txt,.rtf"${req(required && !current)}${invalid(e, name)}>
${current ? `<p class="file-name">Attached: ${h(current)}</p>` : ""}${fieldError(e, name)}</div>`;
}

export function select(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<select id="${h(name)}" name="${h(name)}"${req(required)}${invalid(e, name)}><option value="">Select</option>${options
    .map((o) => `<option${o === cur ? " selected" : ""}>${h(o)}</option>`)
    .join("")}</select>${fieldError(e, name)}</div>`;
}

export function radios(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<fieldset class="form-group question"${invalid(e, name)}><legend>${h(label)}${required ? star : ""}</legend>
${options.map((o, i) => `<label for="${h(name)}-${i}"><input type="radio" id="${h(name)}-${i}" name="${h(name)}" value="${h(o)}"${o === cur ? " checked" : ""}${req(required)}> ${h(o)}</label>`).join("")}${fieldError(e, name)}</fieldset>`;
}

export function checkbox(vals: Vals, name: string, label: string, e: Errors): string {
  return `<div class="form-group checkbox"><label for="${h(name)}"><input type="checkbox" id="${h(name)}" name="${h(name)}" value="true" aria-required="true"${v(vals, name) ? " checked" : ""}${invalid(e, name)}> ${h(label)}${star}</label>${fieldError(e, name)}</div>`;
}

function summary(e: Errors): string {
  const msgs = Object.values(e);
  return msgs.length
    ? `<div class="alert alert-danger validation-summary" role="alert"><p>Please correct the errors below.</p><ul>${msgs.map((m) => `<li>${h(m)}</li>`).join("")}</ul></div>`
    : "";
}

/** Every page is titled "Recruitment" (fact: the career center's title on every center measured). */
export function adpPage(body: string, signedIn: string | null = null, head = ""): string {
  return page(
    "Recruitment",
    `<header class="career-center-header"><span class="brand">Career Center</span>${
      signedIn ? `<span class="signed-in-user">${h(signedIn)}</span>` : ""
    }</header><main id="main-content">${body}</main>`,
    head,
  );
}

/**
 * The career center's shell: the page fetches the posting's JSON and renders it (fact: the posting page
 * reads `.../job-requisitions/{id}` itself, and a closed id answers a 200 skeleton with no title).
 * The "Apply" button's id, the apply URL and the closed wording are GUESSES.
 */
export function postingShell(detailUrl: string, applyUrl: string, extra = ""): string {
  return adpPage(`<div id="recruitment-root" aria-busy="true">Loading...</div>
<script>
fetch(${JSON.stringify(detailUrl)}, { headers: { Accept: "application/json" } }).then(function (r) { return r.json(); }).then(function (job) {
  var root = document.getElementById("recruitment-root");
  root.removeAttribute("aria-busy");
  if (!job.requisitionTitle) {
    root.innerHTML = '<div class="job-unavailable"><h1>This job is no longer available.</h1><p>Please view our current openings.</p></div>';
    return;
  }
  var esc = function (s) { var d = document.createElement("div"); d.textContent = s; return d.innerHTML; };
  var place = (job.requisitionLocations || []).map(function (l) { return l.nameCode.shortName; }).join("; ");
  root.innerHTML = '<article class="job-description"><h1 class="job-description-title">' + esc(job.requisitionTitle) + '</h1>'
    + '<p class="job-description-location">' + esc(place) + '</p><div class="job-description-data">' + job.requisitionDescription + '</div>'
    + '<a id="recruitment_jobDescription_apply" class="btn btn-primary" href=${JSON.stringify(h(applyUrl))}>Apply</a></article>';
});
</script>${extra}`);
}

export function signInBody(action: string, registerHref: string, vals: Vals, e: Errors): string {
  return `<h1>Log In</h1>${summary(e)}
<form id="login-form" method="post" action="${h(action)}" novalidate>
${text(vals, "userId", "User ID", true, e)}${text({}, "password", "Password", true, e, "password")}
<button type="submit" id="sign-in-button" class="btn btn-primary">Sign In</button>
<p><a href="#" id="forgot-link">Forgot your user ID or password?</a></p></form>
<p class="register-prompt">First time applying? <a id="register-now" href="${h(registerHref)}">Register Now</a></p>`;
}

export const PASSWORD_RULES = "Your password must be at least 8 characters long and contain at least one letter and one number.";

/** The Register for Applicant Services page: the wizard's contact and user-ID steps on one page (a simplification). */
export function registerBody(action: string, signInHref: string, vals: Vals, e: Errors): string {
  return `<h1>Register for Applicant Services</h1>${summary(e)}
<form id="register-form" method="post" action="${h(action)}" novalidate>
<h2>Contact Information</h2>${text(vals, "firstName", "First Name", true, e)}${text(vals, "lastName", "Last Name", true, e)}
${text(vals, "email", "Email Address", true, e, "email")}
<h2>User ID &amp; Password</h2>${text(vals, "userId", "User ID", true, e)}
${text({}, "password", "Password", true, e, "password")}<p class="help-block" id="password-rules">${h(PASSWORD_RULES)}</p>
${text({}, "confirmPassword", "Confirm Password", true, e, "password")}
<button type="submit" id="register-button" class="btn btn-primary">Submit</button></form>
<p>Already registered? <a id="sign-in-link" href="${h(signInHref)}">Log In</a></p>`;
}

export function stepPage(opts: { title: string; step: number; action: string; content: string; errors: Errors }): string {
  const { step } = opts,
    last = step === STEPS.length - 1;
  return `<h1 class="job-title">${h(opts.title)}</h1>
<nav aria-label="Application progress"><p class="step-counter">Step ${step + 1} of ${STEPS.length}</p><ol class="application-steps">${STEPS.map(
    (s, i) => `<li class="${i < step ? "complete" : i === step ? "active" : ""}"${i === step ? ` aria-current="step"` : ""}>${h(s)}</li>`,
  ).join("")}</ol></nav>
<h2 class="step-title">${h(STEPS[step])}</h2>${summary(opts.errors)}
<form id="application-form" method="post" action="${h(opts.action)}" enctype="multipart/form-data" novalidate>
<input type="hidden" name="step" value="${step}">
${opts.content}
<div class="form-actions">${step > 0 ? `<button type="submit" name="action" value="back" id="back-button" class="btn btn-secondary" formnovalidate>Back</button>` : ""}
${
  last
    ? `<button type="submit" name="action" value="submit" id="submit-application" class="btn btn-primary">Submit</button>`
    : `<button type="submit" name="action" value="next" id="next-button" class="btn btn-primary">Next</button>`
}</div></form>`;
}

/** What Review shows of the earlier steps: read-only text, no controls. */
export function reviewList(rows: [string, string][]): string {
  return `<dl class="review-summary">${rows.map(([k, val]) => `<dt>${h(k)}</dt><dd>${h(val || "—")}</dd>`).join("")}</dl>`;
}
