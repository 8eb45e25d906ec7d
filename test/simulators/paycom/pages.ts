// The HTML of the Paycom simulator (index.ts has the routes, the rules and the sources). The step
// pages' markup is a GUESS (no public capture of Paycom's apply pages was found): server-rendered steps,
// one multipart <form> per step, labelled controls, a summary banner and a message under each field.
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

export const STEPS = ["Applicant Information", "Questionnaire", "Voluntary Self-Identification", "Review & Submit"] as const;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="required" aria-hidden="true">*</span>`;
const fieldError = (e: Errors, name: string) => (e[name] ? `<span class="field-error" id="${h(name)}-error">${h(e[name])}</span>` : "");
const invalid = (e: Errors, name: string) => (e[name] ? ` aria-invalid="true" aria-describedby="${h(name)}-error"` : "");
const req = (required: boolean) => (required ? ` aria-required="true"` : "");

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text"): string {
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="${type}" id="${h(name)}" name="${h(name)}" value="${h(v(vals, name))}"${req(required)}${invalid(e, name)}>${fieldError(e, name)}</div>`;
}

export function file(name: string, label: string, required: boolean, e: Errors, current?: string): string {
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<input type="file" id="${h(name)}" name="${h(name)}" accept=".pdf,.doc,.docx,.txt,.rtf"${req(required && !current)}${invalid(e, name)}>
${current ? `<p class="file-name" id="${h(name)}-current">Uploaded: ${h(current)}</p>` : ""}${fieldError(e, name)}</div>`;
}

export function select(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<div class="form-group"><label for="${h(name)}">${h(label)}${required ? star : ""}</label>
<select id="${h(name)}" name="${h(name)}"${req(required)}${invalid(e, name)}><option value="">-- Select --</option>${options
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

/** The banner over a refused step, listing every message. */
function summary(e: Errors): string {
  const msgs = Object.values(e);
  return msgs.length
    ? `<div class="alert alert-danger validation-summary" role="alert"><p>Please correct the errors below.</p><ul>${msgs.map((m) => `<li>${h(m)}</li>`).join("")}</ul></div>`
    : "";
}

/** The page around everything: the portal's header with the employer's name. */
export function paycomPage(title: string, company: string, body: string, head = ""): string {
  return page(
    `${title} | ${company} Careers`,
    `<header class="portal-header"><span class="company-name">${h(company)}</span></header><main id="main-content">${body}</main>`,
    head,
  );
}

/** The SSR shell's bootstrap object (fact: `configsFromHost` with `sessionJWT`; index.ts names the sources). */
export const bootstrap = (jwt: string, extra: Record<string, unknown> = {}) =>
  `<script>var configsFromHost = ${JSON.stringify({ sessionJWT: jwt, libConfig: JSON.stringify({ locale: "en-US", atsPortalMantleServiceUrl: "https://portal-applicant-tracking.us-cent.paycomonline.net" }), ...extra })};</script>`;

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
    ? `<button type="submit" name="action" value="submit" id="submit-application" class="btn btn-primary">Submit Application</button>`
    : `<button type="submit" name="action" value="next" id="next-button" class="btn btn-primary">Next</button>`
}</div></form>`;
}

/** What Review shows of the earlier steps: read-only text, no controls. */
export function reviewList(rows: [string, string][]): string {
  return `<dl class="review-summary">${rows.map(([k, val]) => `<dt>${h(k)}</dt><dd>${h(val || "—")}</dd>`).join("")}</dl>`;
}
