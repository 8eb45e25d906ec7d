// JazzHR simulator: {co}.applytojob.com/apply/{id}/{slug}, the application form on the posting page.
//
// Facts and their sources:
// - URL shape, `form#form_submit_new_resume` (multipart POST to the posting URL), `resumator-*` names,
//   resume file or pasted text, `resumator-questionnaire[n]`, EEO `resumator-eeo_gender-value` /
//   `-eeo_race-value`, reCAPTCHA v2 checkbox, the submit link `a#resumator-submit-resume`:
//   docs/platforms.md "JazzHR".
// - Measured on 4 live forms (strelov1/freehire, code search fs:"JazzHR application forms - measured
//   facts"): one page, no Apply click; each question a `div.form-group` with `label.control-label`
//   whose `<i class="asterisk">` marks it required; one "Address" label over address/city/state/postal,
//   City/State/Postal carrying only a placeholder; the file input hidden until "Attach resume"
//   (`#resumator-choose-upload`); employer selects start with "-- No answer --"
//   (`resumator_no_selection`), options often upper case (YES / NO); a checkbox question is a hidden
//   `input.resumator-questionnaire-checkbox-answer` named `resumator-questionnaire[n]` plus one
//   `input.resumator-questionnaire-checkbox` per option (id `resumator-checkbox-{n}-{i}`, value = the
//   option text, each its own name), group label `label[for=resumator-questionnaire-q{n}]`; Yes/No asked
//   as two checkboxes; an attestation as a lone YES checkbox under "I certify ..."; EEO selects after
//   "The following questions are entirely optional." with "Decline to answer" preselected.
// - The page's own submit script (JazzHR's /js/apply/submit-resume.js, code search
//   fs:"resumator-questionnaire-checkbox-answer"): `send_form` runs `check_submission_form` (responsive
//   layout: a required group with nothing entered, or with no checkbox ticked, gets `has-error`; the
//   address group is answered when any of its four boxes is; a phone needs 7 digits; an e-mail must look
//   like one; an empty `#g-recaptcha-response` adds "Please verify."), then joins every ticked
//   checkbox's value + "-||-" into the hidden answer and submits the form.
// GUESSES (marked): the closed-posting page; the thank-you page and its URL; server-side error wording;
// "State of residence" as a select of two-letter codes; the education option names; values of the
// employer selects equal to their text.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { type JQuestion, jazzhrVariantQuestions } from "./variants";

export const JAZZHR_HOST_PATTERN = "*.applytojob.com";
export const JAZZHR_HOST = /^([a-z0-9-]+)\.applytojob\.com$/;

const NO_ANSWER = `<option value="resumator_no_selection">-- No answer --</option>`;
type Q = JQuestion;
/** The questionnaire; a seeded variant (variants.ts) shuffles it and adds its own questions after it. */
const questions = (b: PostingBehaviour): Q[] => {
  if (b.variant === undefined) return fixedQuestions(b);
  const v = variantFor(b.variant);
  return [...v.order(fixedQuestions(b), "jazzhr-questions"), ...jazzhrVariantQuestions(v)];
};
const fixedQuestions = (b: PostingBehaviour): Q[] => [
  { n: 1, kind: "select", label: "Are you legally authorized to work in the United States?", required: true, options: ["YES", "NO"] },
  {
    n: 2,
    kind: "checkboxes",
    label: "Will you now or in the future require sponsorship for employment visa status?",
    required: true,
    options: ["YES", "NO"],
  },
  {
    n: 3,
    kind: "select",
    label: "How many years of professional experience do you have?",
    required: true,
    options: ["0-1", "1-3", "3-5", "5-10", "10+"],
  },
  {
    n: 4,
    kind: "select",
    label: "Highest level of education completed",
    required: true,
    options: ["High School", "Associate's Degree", "Bachelor's Degree", "Master's Degree", "Doctorate (PhD)"],
  },
  { n: 5, kind: "select", label: "State of residence", required: true, options: ["AZ", "CA", "NY", "TX", "WA"] },
  {
    n: 6,
    kind: "checkboxes",
    label: "I certify that the information provided in this application is true and complete.",
    required: true,
    options: ["YES"],
  },
  ...(b.unanswerableQuestion ? [{ n: 9, kind: "text" as const, label: "Acme employee referral code", required: true }] : []),
];

const star = (required: boolean) => (required ? ` <i class="asterisk">*</i>` : "");
const group = (inner: string, bad: boolean) => `<div class="form-group${bad ? " has-error" : ""}">${inner}</div>`;
const input = (name: string, label: string, type: string, required: boolean, bad: Set<string>) =>
  group(
    `<label class="control-label" id="resumator-${name}-label" for="resumator-${name}-value">${h(label)}${star(required)}</label>
<input class="form-control" type="${type}" id="resumator-${name}-value" name="resumator-${name}-value">`,
    bad.has(name),
  );

function question(q: Q, bad: Set<string>): string {
  // Seeded variants only: display text (GUESS) and a second level that follows its first level.
  if (q.kind === "heading") return `<h3>${h(q.label)}</h3>`;
  if (q.kind === "paragraph") return `<p>${h(q.label)}</p>`;
  if (q.showIf)
    return `<div class="resumator-follow-up" data-show-if="resumator-questionnaire[${q.showIf.n}]" data-show-value="${h(q.showIf.value)}" hidden>${question({ ...q, showIf: undefined }, bad)}</div>`;
  const options = q.options ?? [];
  const id = `resumator-questionnaire-q${q.n}`,
    name = `resumator-questionnaire[${q.n}]`;
  const label = `<label class="control-label" for="${id}">${h(q.label)}${star(q.required)}</label>`;
  if (q.kind === "text") return group(`${label}<input class="form-control" id="${id}" name="${name}">`, bad.has(`q${q.n}`));
  if (q.kind === "select")
    return group(
      `${label}<select class="form-control" id="${id}" name="${name}">${NO_ANSWER}${options.map((o) => `<option value="${h(o)}">${h(o)}</option>`).join("")}</select>`,
      bad.has(`q${q.n}`),
    );
  return group(
    `${label}<input type="hidden" class="resumator-questionnaire-checkbox-answer" id="${id}" name="${name}" value="">
${options.map((o, i) => `<div class="checkbox"><label><input type="checkbox" class="resumator-questionnaire-checkbox" id="resumator-checkbox-${q.n}-${i}" name="resumator-checkbox-${q.n}-${i}" value="${h(o)}"> ${h(o)}</label></div>`).join("")}`,
    bad.has(`q${q.n}`),
  );
}

const eeo = (name: string, label: string, options: string[]) =>
  group(
    `<label class="control-label" for="resumator-${name}-value">${h(label)}</label>
<select class="form-control" id="resumator-${name}-value" name="resumator-${name}-value"><option value="0">No answer</option>${options.map((o) => `<option value="${h(o)}"${o === "Decline to answer" ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`,
    false,
  );

// The page's submit script, after JazzHR's submit-resume.js (responsive layout), without jQuery.
const SUBMIT_SCRIPT = String.raw`
document.getElementById('resumator-choose-upload').addEventListener('click', (e) => { e.preventDefault(); document.getElementById('resumator-resume-upload-wrapper').classList.remove('none'); document.getElementById('resumator-resume-options').style.display = 'none'; });
document.getElementById('resumator-choose-paste').addEventListener('click', (e) => { e.preventDefault(); document.getElementById('resumator-resume-paste-wrapper').classList.remove('none'); document.getElementById('resumator-resume-options').style.display = 'none'; });
function check_submission_form() {
  let errors = false;
  const emailRegex = /^([a-zA-Z0-9_.+-])+\@(([a-zA-Z0-9-])+\.)+([a-zA-Z0-9]{2,4})+$/;
  document.querySelectorAll('.control-label').forEach((label) => {
    if (!label.querySelector('.asterisk') || label.closest('[hidden]')) return;
    const group = label.closest('.form-group'), inputs = [...group.querySelectorAll('.form-control, .resumator-file-field')];
    let error = true;
    switch (label.id) {
      case 'resumator-resume-label': error = !document.getElementById('resumator-resume-value').value.trim() && !document.getElementById('resumator-resumetext-value').value.trim(); break;
      case 'resumator-address-label': error = inputs.every((i) => !i.value.trim()); break;
      case 'resumator-email-label': error = !emailRegex.test(inputs[0].value.trim()); break;
      case 'resumator-phone-label': error = inputs[0].value.replace(/[^0-9]/g, '').length < 7; break;
      case 'resumator-recaptcha-label': error = false; break;
      default: error = inputs.length ? !inputs[0].value.trim() : group.querySelectorAll('.resumator-questionnaire-checkbox:checked').length === 0;
    }
    group.classList.toggle('has-error', error);
    errors = errors || error;
  });
  const captcha = document.querySelector('.g-recaptcha .g-recaptcha-response');
  if (captcha && captcha.value === '') {
    errors = true;
    if (!document.getElementById('recaptcha-required-error')) document.getElementById('resumator-recaptcha-label').insertAdjacentHTML('afterend', '<div id="recaptcha-required-error" class="dv_error"><span>Please verify.</span></div>');
  }
  return !errors;
}
document.getElementById('resumator-submit-resume').addEventListener('click', (e) => {
  e.preventDefault();
  if (!check_submission_form()) return;
  document.querySelectorAll('.resumator-questionnaire-checkbox').forEach((box) => {
    const hidden = box.closest('.form-group').querySelector('.resumator-questionnaire-checkbox-answer'), part = box.value + '-||-';
    hidden.value = box.checked ? hidden.value + part : hidden.value.replace(part, '');
  });
  if (typeof variantSubmit === 'function') return variantSubmit();
  document.getElementById('form_submit_new_resume').submit();
});`;

/**
 * A seeded variant's page: second levels follow their first level's answer; a confirmation other than
 * the thanks page needs the page to stay, so the form is posted with fetch.
 */
const variantScript = (v: Variant, thanks: string) => `${confirmScript(v)}
const variantForm = document.getElementById('form_submit_new_resume');
const follow = () => variantForm.querySelectorAll('[data-show-if]').forEach((w) => {
  const on = new FormData(variantForm).getAll(w.dataset.showIf).includes(w.dataset.showValue);
  w.hidden = !on; w.querySelectorAll('input, select, textarea').forEach((el) => { el.disabled = !on; });
});
variantForm.addEventListener('change', follow); follow();
${
  v.confirmation === "redirect"
    ? ""
    : `async function variantSubmit() {
  const r = await fetch(variantForm.action, { method: 'POST', body: new FormData(variantForm), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(variantForm, ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
}`
}`;

function formPage(tenant: string, id: string, b: PostingBehaviour, action: string, bad = new Set<string>()): string {
  const title = b.title ?? "Software Engineer";
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const thanks = `${action.replace(/[?#].*$/, "").replace(/\/$/, "")}/thanks`;
  return page(
    `${title} - ${tenant}`,
    `<div class="page-header"><h1>${h(title)}</h1></div><div class="job-description"><p>${h(tenant)} is hiring.</p></div>
<form id="form_submit_new_resume" method="POST" action="${h(action)}" enctype="multipart/form-data">
<input type="hidden" name="resumator-subdomain-value" value="${h(tenant)}"><input type="hidden" name="resumator-job-value" value="${h(id)}">
${bad.size ? `<div class="alert alert-danger" id="resumator-error">Please correct the errors found with the application.</div>` : ""}
${input("firstname", v?.labels.firstName ?? "First Name", "text", true, bad)}${input("lastname", v?.labels.lastName ?? "Last Name", "text", true, bad)}
${input("email", v?.labels.email ?? "Email Address", "email", true, bad)}${input("phone", v?.labels.phone ?? "Phone", "tel", true, bad)}
${group(
  `<label class="control-label" id="resumator-address-label" for="resumator-address-value">Address${star(true)}</label>
<input class="form-control" id="resumator-address-value" name="resumator-address-value" placeholder="Address">
<input class="form-control" id="resumator-city-value" name="resumator-city-value" placeholder="City">
<input class="form-control" id="resumator-state-value" name="resumator-state-value" placeholder="State">
<input class="form-control" id="resumator-postal-value" name="resumator-postal-value" placeholder="Postal">`,
  bad.has("address"),
)}
${group(
  `<label class="control-label" id="resumator-resume-label">Resume${star(true)}</label>
<div id="resumator-resume-options"><a href="#" id="resumator-choose-upload">Attach resume</a> or <a href="#" id="resumator-choose-paste">Paste resume</a></div>
<div id="resumator-resume-upload-wrapper" class="none"><input type="file" class="resumator-file-field" id="resumator-resume-value" name="resumator-resume-value"></div>
<div id="resumator-resume-paste-wrapper" class="none"><textarea class="form-control" id="resumator-resumetext-value" name="resumator-resumetext-value"></textarea></div>`,
  bad.has("resume"),
)}
${questions(b)
  .map((q) => question(q, bad))
  .join("\n")}
<p>The following questions are entirely optional.</p>
${eeo("eeo_gender", "Gender", ["Male", "Female", "Decline to answer"])}${eeo("eeo_race", "Race", ["White", "Black or African American", "Asian", "Hispanic or Latino", "Two or more races", "Decline to answer"])}
${b.captcha ? group(`<label class="control-label" id="resumator-recaptcha-label">Human Check${star(true)}</label>${recaptchaWall()}`, false) : ""}
<a href="#" id="resumator-submit-resume" class="btn btn-primary">Submit Application</a></form>
<style>.none{display:none}.has-error .control-label{color:#a94442}</style><script>${SUBMIT_SCRIPT}${v ? variantScript(v, thanks) : ""}</script>${v?.cookieBanner ? COOKIE_BANNER : ""}`,
  );
}

/** What the server checks again on the POST (the same rules as the page's script). */
function serverErrors(b: PostingBehaviour, f: Record<string, string | string[]>, files: Record<string, UploadedFile>): Set<string> {
  const bad = new Set<string>();
  for (const k of ["firstname", "lastname"]) if (!str(f[`resumator-${k}-value`])) bad.add(k);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(f["resumator-email-value"]))) bad.add("email");
  if (str(f["resumator-phone-value"]).replace(/\D/g, "").length < 7) bad.add("phone");
  if (["address", "city", "state", "postal"].every((k) => !str(f[`resumator-${k}-value`]))) bad.add("address");
  if (!files["resumator-resume-value"] && !str(f["resumator-resumetext-value"])) bad.add("resume");
  for (const q of questions(b)) {
    const name = `resumator-questionnaire[${q.n}]`,
      v = str(f[name]);
    if (q.showIf && str(f[`resumator-questionnaire[${q.showIf.n}]`]) !== q.showIf.value) delete f[name];
    else if (q.required && (!v || v === "resumator_no_selection")) bad.add(`q${q.n}`);
  }
  return bad;
}

export function jazzhrSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => JAZZHR_HOST.exec(req.hostname)![1];
  const closed = (res: express.Response) =>
    res.type("html").send(page("Position closed", `<div class="alert"><h1>Sorry, this position is no longer available.</h1></div>`));

  r.get("/apply/:id/:slug/thanks", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Thank you",
          `<div id="resumator-thank-you"><h1>Thank you for applying!</h1><p>Your application has been submitted successfully.</p></div>`,
        ),
      );
  });
  r.get("/apply/:id/:slug", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    res.type("html").send(formPage(tenantOf(req), id, b, req.originalUrl));
  });
  r.post("/apply/:id/:slug", async (req, res) => {
    const { id, slug } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    const { fields, files } = await readForm(req);
    const bad = serverErrors(b, fields, files);
    if (b.captcha) bad.add("recaptcha");
    if (bad.size)
      return res
        .status(400)
        .type("html")
        .send(formPage(tenantOf(req), id, b, req.originalUrl, bad));
    state.record({ ats: "jazzhr", tenant: tenantOf(req), jobId: id, fields, files });
    // A seeded variant's page posts with fetch for its in-page confirmation shapes.
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `/apply/${encodeURIComponent(id)}/${encodeURIComponent(slug)}/thanks`);
  });
  return r;
}
