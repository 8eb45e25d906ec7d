// Markup of the Taleo simulator's pages (index.ts holds the routes, the state and the list of sources).
// Ids and names follow Taleo's JSF naming ("et-ef-content-ftf-..." on plain steps,
// "editTemplateMultipart-editForm-content-ftf-..." on the file step, "dialogTemplate-dialogForm-..." on
// the account pages); a control's name is its id, as JSF renders it with ":" written as "-".
import { h, page } from "../core";

export const ET = "et-ef-content-ftf";
export const MP = "editTemplateMultipart-editForm-content-ftf";
const DLG = "dialogTemplate-dialogForm";
/** The first content page's prefix; the profile, questions, diversity and e-signature blocks sit under it. */
export const PAGE = `${ET}-gp-j_id_id16pc9-page_0`;
/** Row `i` of the prescreening questionnaire (a control's suffix follows: "-qr" for radios). */
export const preq = (i: number) => `${PAGE}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-${i}`;
/** The id of a question's answer `n` (Taleo's answer ids are numeric and per tenant). */
export const possibleAnswer = (name: string, n: number) =>
  `${name}_com.taleo.functionalcomponent.prescreening.entity.question.PossibleAnswer__${n}`;

/** The wizard's pages in order; the legal disclaimer comes before the numbered train. */
export const FLOW = [
  "Legal Disclaimer",
  "Resume Upload",
  "General Profile",
  "Work Experience and Education",
  "Job Specific Questions",
  "Diversity",
  "eSignature",
  "Review and Submit",
] as const;
export type Values = Record<string, string | string[]>;
export type Errors = Record<string, string>;

const v = (vals: Values, k: string) => String([vals[k]].flat()[0] ?? "");
const star = (r: boolean) => (r ? `<span class="mandatory" title="Required field">*</span>` : "");
const fieldError = (e: Errors, id: string) =>
  e[id] ? `<span class="errorMessage" id="${h(id)}-error" role="alert">${h(e[id])}</span>` : "";

export function textField(vals: Values, id: string, label: string, required: boolean, e: Errors = {}, type = "text"): string {
  return `<div class="field"><label for="${h(id)}">${star(required)}${h(label)}</label><input type="${type}" id="${h(id)}" name="${h(id)}" value="${h(v(vals, id))}" size="40"${
    required ? ` aria-required="true"` : ""
  }${e[id] ? ` aria-invalid="true" aria-describedby="${h(id)}-error"` : ""}>${fieldError(e, id)}</div>`;
}

export function select(vals: Values, id: string, label: string, options: string[], required: boolean, e: Errors = {}, attrs = ""): string {
  const cur = v(vals, id);
  return `<div class="field"><label for="${h(id)}">${star(required)}${h(label)}</label><select id="${h(id)}" name="${h(id)}"${required ? ` aria-required="true"` : ""}${
    e[id] ? ` aria-invalid="true"` : ""
  }${attrs}><option value="">Select...</option>${options.map((o) => `<option value="${h(o)}"${o === cur ? " selected" : ""}>${h(o)}</option>`).join("")}</select>${fieldError(e, id)}</div>`;
}

/** A group of radio buttons, each with its own generated id (Taleo: "...-qr_...PossibleAnswer__{n}"). */
export function radios(
  vals: Values,
  name: string,
  label: string,
  options: Array<[id: string, value: string, text: string]>,
  required: boolean,
  e: Errors = {},
): string {
  return `<fieldset class="field" id="${h(name)}"><legend>${star(required)}${h(label)}</legend>${options
    .map(
      ([id, value, text]) =>
        `<span class="radio"><input type="radio" id="${h(id)}" name="${h(name)}" value="${h(value)}"${v(vals, name) === value ? " checked" : ""}><label for="${h(id)}">${h(text)}</label></span>`,
    )
    .join("")}${fieldError(e, name)}</fieldset>`;
}

export function checkbox(vals: Values, id: string, label: string): string {
  return `<div class="field"><input type="checkbox" id="${h(id)}" name="${h(id)}" value="true"${v(vals, id) ? " checked" : ""}><label for="${h(id)}">${h(label)}</label></div>`;
}

const style = `<style>
body{font-family:Arial,sans-serif;margin:0}#page{padding:16px}.field{margin:8px 0}.mandatory{color:#c00}
.errorMessage{color:#c00;display:block}.errorMessageTitle{border:1px solid #c00;background:#fee;padding:8px}
.progressTrain ol{list-style:none;display:flex;gap:12px;padding:0}.progressTrain li.current{font-weight:bold}
.buttons{margin-top:16px;display:flex;gap:8px}
</style>`;

export function taleoPage(title: string, body: string, script = ""): string {
  return page(
    title,
    `<div id="page"><div class="header"><span class="logo">Careers</span></div>${body}</div>${script ? `<script>${script}</script>` : ""}`,
    style,
  );
}

/** The error block at the top of a page ("errorMessageTitle"), one line per problem. */
export function errorBlock(errors: string[]): string {
  if (!errors.length) return "";
  return `<div class="errorMessageTitle" id="errorMessageTitle" role="alert"><p>Please correct the following errors:</p><ul>${errors.map((x) => `<li>${h(x)}</li>`).join("")}</ul></div>`;
}

export function statementPage(action: string): string {
  return taleoPage(
    "Privacy Agreement",
    `<form method="post" action="${h(action)}"><h1>Privacy Agreement</h1>
<div id="${DLG}-StatementBeforeAuthentificationContent"><p>Before you create an account or sign in, please read how we process the personal information you
provide in this career section. By clicking "I Agree" you consent to this processing.</p></div>
<div class="buttons"><input type="submit" id="${DLG}-StatementBeforeAuthentificationContent-ContinueButton" name="${DLG}-StatementBeforeAuthentificationContent-ContinueButton" value="I Agree" title="I Agree">
<input type="submit" id="${DLG}-StatementBeforeAuthentificationContent-DeclineButton" name="${DLG}-StatementBeforeAuthentificationContent-DeclineButton" value="I Disagree" title="I Disagree"></div></form>`,
  );
}

export function loginPage(action: string, errors: string[], userName = ""): string {
  return taleoPage(
    "Login",
    `<form method="post" action="${h(action)}" id="${DLG}"><h1>Login</h1>${errorBlock(errors)}
<p>If you already have an account, please enter your user name and password.</p>
${textField({ [`${DLG}-login-name1`]: userName }, `${DLG}-login-name1`, "User Name", true)}
${textField({}, `${DLG}-login-password`, "Password", true, {}, "password")}
<div class="buttons"><input type="submit" id="${DLG}-login-defaultCmd" name="${DLG}-login-defaultCmd" value="Sign In"></div>
<p><a href="#" id="${DLG}-login-forgotPassword">Forgot your password?</a> <a href="#" id="${DLG}-login-forgotUserName">Forgot your user name?</a></p>
<h2>New User</h2><p>If this is your first time applying, please register.</p>
<input type="submit" id="${DLG}-login-register" name="${DLG}-login-register" value="New User"></form>`,
  );
}

export const PASSWORD_RULES = [
  "Contain between 8 and 32 characters",
  "Contain at least one letter",
  "Contain at least one number",
  "Not contain your user name",
];

export function registerPage(action: string, errors: string[], vals: Values): string {
  return taleoPage(
    "New User Registration",
    `<form method="post" action="${h(action)}" id="${DLG}"><h1>New User Registration</h1>${errorBlock(errors)}
${textField(vals, `${DLG}-userName`, "User Name", true)}
${textField({}, `${DLG}-password`, "Password", true, {}, "password")}
<div class="passwordRules"><p>Your password must:</p><ul>${PASSWORD_RULES.map((r) => `<li>${h(r)}</li>`).join("")}</ul></div>
${textField({}, `${DLG}-passwordConfirm`, "Re-enter Password", true, {}, "password")}
${textField(vals, `${DLG}-email`, "Email Address", true, {}, "email")}
${textField(vals, `${DLG}-emailConfirm`, "Re-enter Email Address", true, {}, "email")}
${checkbox(vals, `${DLG}-legalAgreement`, "I have read and accept the terms of use of this career section")}
<div class="buttons"><input type="submit" id="${DLG}-defaultCmd" name="${DLG}-defaultCmd" value="Register">
<input type="submit" id="${DLG}-cancelCmd" name="${DLG}-cancelCmd" value="Cancel"></div></form>`,
  );
}

export function activationSentPage(email: string): string {
  return taleoPage(
    "Account Activation",
    `<h1>Account Activation</h1><p id="activationMessage">An email has been sent to ${h(email)}. Please click the link
in the email to activate your account before you continue your application.</p>`,
  );
}

function train(step: number): string {
  const numbered = FLOW.slice(1);
  return `<div class="progressTrain" aria-label="Application progress"><p class="stepCount">Step ${step} of ${numbered.length}</p><ol>${numbered
    .map((s, i) => `<li class="${i + 1 === step ? "current" : i + 1 < step ? "done" : ""}">${i + 1}. ${h(s)}</li>`)
    .join("")}</ol></div>`;
}

/** One page of the application flow; `viewState` is JSF's token for the page (a stale one is refused). */
export function flowPage(opts: {
  title: string;
  jobId: string;
  step: number;
  content: string;
  errors: string[];
  viewState: string;
  action: string;
  script?: string;
}): string {
  const { step } = opts;
  const multipart = FLOW[step] === "Resume Upload";
  const prefix = multipart ? MP : ET;
  const last = step === FLOW.length - 1;
  const buttons =
    step === 0
      ? `<input type="submit" id="et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerContinueButton" name="et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerContinueButton" value="Accept">
<input type="submit" id="et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerDeclineButton" name="et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerDeclineButton" value="Decline">`
      : `${step > 1 ? `<input type="submit" id="${prefix}-previousCmdBottom" name="${prefix}-previousCmdBottom" value="Previous">` : ""}
${
  last
    ? `<input type="submit" id="${prefix}-submitCmdBottom" name="${prefix}-submitCmdBottom" value="Submit">`
    : `<input type="submit" id="${prefix}-saveContinueCmdBottom" name="${prefix}-saveContinueCmdBottom" value="Save and Continue">`
}
<input type="submit" id="${prefix}-saveDraftCmdBottom" name="${prefix}-saveDraftCmdBottom" value="Save as Draft">`;
  return taleoPage(
    `Job Application - ${FLOW[step]}`,
    `<form method="post" action="${h(opts.action)}" id="${multipart ? "editTemplateMultipart-editForm" : "et-ef"}"${
      multipart ? ` enctype="multipart/form-data"` : ""
    }><h1 class="jobTitle">${h(opts.title)} (${h(opts.jobId)})</h1>
${step > 0 ? train(step) : ""}<h2 class="pageTitle">${h(FLOW[step])}</h2>${errorBlock(opts.errors)}
<input type="hidden" name="javax.faces.ViewState" value="${h(opts.viewState)}">
${opts.content}
<div class="buttons">${buttons}</div></form>`,
    opts.script,
  );
}

export function thankYouPage(title: string, jobId: string): string {
  return taleoPage(
    "Thank You",
    `<div id="et-ef-content-flowTemplate-gp-j_id_id16pc9-page_0-thankYouBlock"><h1 id="et-ef-content-flowTemplate-gp-j_id_id16pc9-page_0-thankYouBlock-tyTitle">Thank You</h1>
<p>Thank you for applying. Your submission for the job ${h(title)} (${h(jobId)}) has been received.</p>
<p>You can follow its progress in the My Jobpage section of this career section.</p></div>`,
  );
}

export function alreadyAppliedPage(title: string, jobId: string): string {
  return taleoPage(
    "Job Application",
    `<div class="infoMessage"><p>You have already applied for this job: ${h(title)} (${h(jobId)}).</p>
<p>Your submission can be viewed in My Jobpage.</p></div>`,
  );
}
