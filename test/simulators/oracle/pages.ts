// The HTML of the Oracle Recruiting Cloud simulator (index.ts has the routes, the rules and the sources).
// Class names, ids and names marked "fact" in index.ts (apply-flow-block, input-row, primary-email,
// legal-disclaimer-checkbox, apply-flow-input-checkbox__button, pin-code-N, lastName, firstName, city,
// region2, postalCode, country, apply-flow-pagination__button[title=Next]) are the real ones; the rest
// of the markup is a GUESS. The real pages are a client-rendered app; these are server-rendered.
import { h, page } from "../core";

export type Vals = Record<string, string | string[]>;
export type Errors = Record<string, string>;

const v = (vals: Vals, name: string) => [vals[name] ?? ""].flat().join(",");
const star = `<span class="input-row__required" aria-hidden="true">*</span>`;
const rowError = (e: Errors, name: string) =>
  e[name] ? `<div class="input-row__validation" id="${h(name)}-error" role="alert">${h(e[name])}</div>` : "";
const attrs = (required: boolean, e: Errors, name: string) =>
  `${required ? ` aria-required="true"` : ""}${e[name] ? ` aria-invalid="true" aria-describedby="${h(name)}-error"` : ""}`;
const row = (e: Errors, name: string, inner: string) =>
  `<div class="input-row${e[name] ? " input-row--invalid" : ""}">${inner}${rowError(e, name)}</div>`;

export function text(vals: Vals, name: string, label: string, required: boolean, e: Errors, type = "text"): string {
  return row(
    e,
    name,
    `<label class="input-row__label" for="${h(name)}-0">${h(label)}${required ? star : ""}</label>
<input class="input-row__control" type="${type}" id="${h(name)}-0" name="${h(name)}" value="${h(v(vals, name))}"${attrs(required, e, name)}>`,
  );
}

export function textarea(vals: Vals, name: string, label: string, required: boolean, e: Errors): string {
  return row(
    e,
    name,
    `<label class="input-row__label" for="${h(name)}-0">${h(label)}${required ? star : ""}</label>
<textarea class="input-row__control" id="${h(name)}-0" name="${h(name)}" rows="2"${attrs(required, e, name)}>${h(v(vals, name))}</textarea>`,
  );
}

export function select(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return row(
    e,
    name,
    `<label class="input-row__label" for="${h(name)}-0">${h(label)}${required ? star : ""}</label>
<select class="input-row__control" id="${h(name)}-0" name="${h(name)}"${attrs(required, e, name)}><option value="">Select a value</option>${options
      .map((o) => `<option${o === cur ? " selected" : ""}>${h(o)}</option>`)
      .join("")}</select>`,
  );
}

export function radios(vals: Vals, name: string, label: string, options: string[], required: boolean, e: Errors): string {
  const cur = v(vals, name);
  return `<fieldset class="input-row apply-flow-question${e[name] ? " input-row--invalid" : ""}"${attrs(false, e, name)}><legend class="input-row__label">${h(label)}${required ? star : ""}</legend>
${options.map((o, i) => `<label class="apply-flow-input-radio" for="${h(name)}-${i}"><input type="radio" id="${h(name)}-${i}" name="${h(name)}" value="${h(o)}"${o === cur ? " checked" : ""}${required ? ' aria-required="true"' : ""}> ${h(o)}</label>`).join("")}${rowError(e, name)}</fieldset>`;
}

export function file(name: string, label: string, required: boolean, e: Errors, current?: string): string {
  return row(
    e,
    name,
    `<label class="input-row__label" for="${h(name)}-0">${h(label)}${required ? star : ""}</label>
<input class="input-row__control" type="file" id="${h(name)}-0" name="${h(name)}" accept=".pdf,.doc,.docx,.txt,.rtf"${attrs(required && !current, e, name)}>
${current ? `<p class="attachment-name" id="${h(name)}-current">${h(current)}</p>` : ""}`,
  );
}

/** The page around everything: the career site's header. */
export function oraclePage(title: string, company: string, body: string): string {
  return page(
    `${title} - ${company} Careers`,
    `<header class="app-header"><span class="app-header__name">${h(company)}</span></header><main class="app-content">${body}</main>`,
  );
}

const pagination = (buttons: string) => `<div class="apply-flow-pagination">${buttons}</div>`;
export const nextButton = `<button type="submit" class="apply-flow-pagination__button" title="Next" name="action" value="next">Next</button>`;

/**
 * The e-mail step (facts: `input[name=primary-email]` with id `primary-email-0`, the `honey-pot` input, the
 * hidden `#legal-disclaimer-checkbox` whose visible span opens a dialog with "Agree", Next disabled until
 * the terms are accepted).
 */
export function emailStep(opts: { title: string; action: string; email: string; error?: string; captcha: string }): string {
  return `<section class="apply-flow-email"><h1 class="apply-flow-header__title">${h(opts.title)}</h1>
<p>You don't need to have an account. Your profile will be created automatically when you apply.</p>
<form method="post" action="${h(opts.action)}" novalidate><input type="hidden" name="stage" value="email">
${opts.error ? `<div class="apply-flow-error" role="alert">${h(opts.error)}</div>` : ""}
<div class="input-row"><label class="input-row__label" for="primary-email-0">Email Address${star}</label>
<input class="input-row__control" type="email" id="primary-email-0" name="primary-email" value="${h(opts.email)}" aria-required="true" autocomplete="email"></div>
<input type="text" name="honey-pot" aria-hidden="true" tabindex="-1" autocomplete="off" value="" style="opacity:0;height:1px;width:1px;border:0">
<div class="input-row"><label for="legal-disclaimer-checkbox" class="apply-flow-input-checkbox">
<input type="checkbox" id="legal-disclaimer-checkbox" name="legal-disclaimer" value="true" class="input-row__hidden-control" style="position:absolute;width:0;height:0;opacity:0">
<span class="apply-flow-input-checkbox__button" role="button" tabindex="0">I agree with the terms and conditions</span></label></div>
${opts.captcha}
${pagination(nextButton.replace("<button", "<button disabled"))}</form>
<dialog class="app-dialog" id="legal-disclaimer-dialog" aria-label="Terms and Conditions"><h2>Terms and Conditions</h2>
<p>By applying you agree that Acme Corp may process your personal data for recruiting purposes.</p>
<button type="button" class="app-dialog__button" id="legal-disclaimer-agree">Agree</button>
<button type="button" class="app-dialog__button" id="legal-disclaimer-decline">Decline</button></dialog>
<script>
(function () {
  var box = document.getElementById('legal-disclaimer-checkbox'), dlg = document.getElementById('legal-disclaimer-dialog');
  var span = document.querySelector('.apply-flow-input-checkbox__button'), next = document.querySelector('.apply-flow-pagination__button[title=Next]');
  // The span is the terms link: it opens the dialog; only Agree ticks the hidden box.
  span.addEventListener('click', function (ev) { ev.preventDefault(); dlg.showModal(); });
  box.addEventListener('click', function (ev) { ev.preventDefault(); });
  document.getElementById('legal-disclaimer-agree').addEventListener('click', function () {
    box.checked = true; span.classList.add('apply-flow-input-checkbox__button--checked'); next.disabled = false; dlg.close();
  });
  document.getElementById('legal-disclaimer-decline').addEventListener('click', function () { dlg.close(); });
})();
</script></section>`;
}

/** "Confirm Your Identity" for a returning candidate: the last name on the profile (GUESS markup). */
export function identityStep(opts: { action: string; error?: string; locked: boolean }): string {
  const off = opts.locked ? " disabled" : "";
  return `<section class="apply-flow-email email-verification"><h2>Confirm Your Identity</h2>
<p>We found a profile with this email address. To confirm that it's you, enter your last name.</p>
<form method="post" action="${h(opts.action)}" novalidate><input type="hidden" name="stage" value="identity">
${opts.error ? `<div class="apply-flow-error" role="alert">${h(opts.error)}</div>` : ""}
<div class="input-row"><label class="input-row__label" for="verification-last-name">Last Name${star}</label>
<input class="input-row__control" type="text" id="verification-last-name" name="verificationLastName" aria-required="true"${off}></div>
${pagination(nextButton.replace("<button", `<button${off}`))}</form>
${opts.locked ? `<a class="create-new-profile" href="${h(opts.action)}?new=1">Create a new profile</a>` : ""}</section>`;
}

/** The code step (facts: heading "Confirm your identity", one-character inputs pin-code-N, "Verify", "Send New Code"). */
export function pinStep(opts: { action: string; email: string; error?: string; captcha: string }): string {
  const inputs = [1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<input type="text" maxlength="1" inputmode="numeric" autocomplete="one-time-code" class="pin-code-input__input" id="pin-code-${i}" name="pin-code-${i}" aria-label="Digit ${i}">`,
    )
    .join("");
  return `<section class="apply-flow-email email-verification"><h2>Confirm Your Identity</h2>
<p>We sent a verification code to ${h(opts.email)}. Enter the 6-digit code to continue.</p>
<form method="post" action="${h(opts.action)}" novalidate><input type="hidden" name="stage" value="pin">
${opts.error ? `<div class="apply-flow-error" role="alert">${h(opts.error)}</div>` : ""}
<div class="pin-code-input">${inputs}</div>${opts.captcha}
<button type="submit" class="apply-flow-pagination__button" title="Verify" name="action" value="verify">Verify</button>
<button type="submit" class="link-button" name="action" value="resend">Send New Code</button></form></section>`;
}

/** One section page of the application: the navigation train, the blocks, Back / Next or Submit. */
export function sectionPage(opts: {
  title: string;
  sections: readonly string[];
  index: number;
  action: string;
  content: string;
  errors: Errors;
}): string {
  const last = opts.index === opts.sections.length - 1;
  const train = opts.sections
    .map(
      (s, i) =>
        `<li class="apply-flow-navigation-train__step${i === opts.index ? " apply-flow-navigation-train__step--current" : ""}">${i + 1} ${h(s)}</li>`,
    )
    .join("");
  const banner = Object.keys(opts.errors).length
    ? `<div class="apply-flow-error" role="alert">Fix the errors before you continue.</div>`
    : "";
  const back =
    opts.index > 0
      ? `<button type="submit" class="apply-flow-pagination__button" title="Back" name="action" value="back" formnovalidate>Back</button>`
      : "";
  const forward = last
    ? `<button type="submit" class="apply-flow-pagination__submit-button" title="Submit" name="action" value="submit">Submit</button>`
    : nextButton;
  return `<h1 class="apply-flow-header__title">${h(opts.title)}</h1><ol class="apply-flow-navigation-train">${train}</ol>${banner}
<form class="apply-flow" method="post" action="${h(opts.action)}" enctype="multipart/form-data" novalidate>
<input type="hidden" name="section" value="${opts.index}">${opts.content}${pagination(back + forward)}</form>`;
}

export const block = (title: string, inner: string) =>
  `<apply-flow-block class="apply-flow-block"><h3 class="apply-flow-block__title">${h(title)}</h3>${inner}</apply-flow-block>`;
