// The HTML of the Dayforce simulator (index.ts has the routes, the rules and the sources): the
// posting page with its Next.js page data, the "how do you want to apply" choice, the wizard's steps.
// The markup (ids, names, classes, wording) is a GUESS: no public capture of the apply pages was found.
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

export const STEPS = ["Resume", "Personal Information", "Questionnaire", "Submit Application"] as const;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="required-indicator" aria-hidden="true">*</span>`;
const fieldError = (e: Errors, name: string) =>
  e[name] ? `<p class="field-error" id="${h(name)}-error" role="alert">${h(e[name])}</p>` : "";
const invalid = (e: Errors, name: string) => (e[name] ? ` aria-invalid="true" aria-describedby="${h(name)}-error"` : "");

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text"): string {
  return `<div class="form-field"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="${type}" id="${h(name)}" name="${h(name)}" value="${h(v(vals, name))}"${required ? ` aria-required="true"` : ""}${invalid(e, name)}>${fieldError(e, name)}</div>`;
}

export function select(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<div class="form-field"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<select id="${h(name)}" name="${h(name)}"${required ? ` aria-required="true"` : ""}${invalid(e, name)}><option value="">Select</option>${options
    .map((o) => `<option${o === cur ? " selected" : ""}>${h(o)}</option>`)
    .join("")}</select>${fieldError(e, name)}</div>`;
}

export function radios(vals: Vals, name: string, label: string, options: string[], e: Errors): string {
  const cur = v(vals, name);
  return `<fieldset class="form-field" role="radiogroup" aria-required="true"${invalid(e, name)}><legend>${h(label)}${star}</legend>
${options.map((o, i) => `<label for="${h(name)}-${i}"><input type="radio" id="${h(name)}-${i}" name="${h(name)}" value="${h(o)}"${o === cur ? " checked" : ""} required> ${h(o)}</label>`).join("")}${fieldError(e, name)}</fieldset>`;
}

export function fileInput(name: string, label: string, required: boolean, e: Errors, uploaded?: string): string {
  return `<div class="form-field"><label for="${h(name)}">${h(label)}${required && !uploaded ? star : ""}</label>
<input type="file" id="${h(name)}" name="${h(name)}" accept=".pdf,.doc,.docx,.txt,.rtf"${required && !uploaded ? ` aria-required="true"` : ""}${invalid(e, name)}>
${uploaded ? `<p class="uploaded-file">Uploaded: ${h(uploaded)}</p>` : ""}${fieldError(e, name)}</div>`;
}

/** The acknowledgment section: the employer's statement, then Dayforce's own checkbox wording. */
export function acknowledgment(vals: Vals, e: Errors): string {
  return `<section class="candidate-acknowledgment"><h3>Candidate Acknowledgment</h3>
<p id="acknowledgment-statement">I certify that the information in this application is true and complete. I understand that false or
misleading information may result in my application being rejected or, if I am hired, in my dismissal.</p>
<div class="form-field"><label for="candidateAcknowledgment"><input type="checkbox" id="candidateAcknowledgment" name="candidateAcknowledgment" value="true"
 aria-required="true" aria-describedby="acknowledgment-statement"${v(vals, "candidateAcknowledgment") ? " checked" : ""}${invalid(e, "candidateAcknowledgment")}> I agree to the Candidate Acknowledgment${star}</label>
${fieldError(e, "candidateAcknowledgment")}</div></section>`;
}

function errorSummary(e: Errors): string {
  const msgs = Object.values(e);
  if (!msgs.length) return "";
  return `<div class="error-summary" role="alert"><p>Please fix the following before you continue:</p><ul>${msgs.map((m) => `<li>${h(m)}</li>`).join("")}</ul></div>`;
}

export function dayforcePage(title: string, ns: string, body: string, nextData?: unknown): string {
  const data =
    nextData === undefined
      ? ""
      : `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(nextData).replace(/</g, "\\u003c")}</script>`;
  return page(
    `${title} | ${ns} Careers`,
    `<header class="site-header"><span class="client-name">${h(ns)}</span></header>
<main id="main-content">${body}</main><footer><span>Powered by Dayforce</span></footer>${data}`,
  );
}

/** How to apply: Dayforce ID sign-in (another site: dfid.dayforcehcm.com) or without an account. */
export function choiceBody(title: string, signInHref: string, startAction: string): string {
  return `<h1 class="job-title">${h(title)}</h1><section class="apply-options"><h2>How would you like to apply?</h2>
<a class="btn btn-secondary" id="sign-in-to-apply" href="${h(signInHref)}">Sign In</a>
<form method="post" action="${h(startAction)}"><button type="submit" class="btn btn-primary" id="apply-without-account">Apply without an account</button></form>
<p>Without an account you cannot save a draft or track this application later.</p></section>`;
}

/** The progress list and one step's form. */
export function stepBody(opts: { title: string; step: number; action: string; content: string; errors: Errors }): string {
  const { step } = opts;
  const last = step === STEPS.length - 1;
  return `<h1 class="job-title">${h(opts.title)}</h1><nav aria-label="Application steps"><ol class="application-steps">${STEPS.map(
    (s, i) => `<li class="${i < step ? "complete" : i === step ? "current" : ""}"${i === step ? ` aria-current="step"` : ""}>${h(s)}</li>`,
  ).join("")}</ol></nav>
<h2>${h(STEPS[step])}</h2>${errorSummary(opts.errors)}
<form id="application-form" method="post" action="${h(opts.action)}" enctype="multipart/form-data" novalidate>
<input type="hidden" name="step" value="${step}">${opts.content}
<div class="form-actions">${step > 0 ? `<button type="submit" name="action" value="back" class="btn btn-secondary" id="back-button" formnovalidate>Back</button>` : ""}
${
  last
    ? `<button type="submit" name="action" value="submit" class="btn btn-primary" id="submit-application">Submit</button>`
    : `<button type="submit" name="action" value="next" class="btn btn-primary" id="next-button">Next</button>`
}</div></form>`;
}
