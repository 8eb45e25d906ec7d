// Comeet simulator: www.comeet.com/jobs/{co}/{companyUid}/{slug}/{positionUid}, a client-rendered shell whose
// application form is an iframe from www.comeet.co/jobs/{companyUid}/{positionUid}/apply?token=...
//
// Facts and their sources:
// - URL shapes `comeet.com/jobs/{co}/{uid}/...` and the careers API
//   `comeet.co/careers-api/2.0/company/{uid}/positions?token=&details=true`: docs/platforms.md "Other platforms".
// - The posting page is a client-rendered shell (its raw text is the unrendered template,
//   "{{position.name}}"); the company UID and a public token sit adjacent in the widget's bootstrap
//   config (`"company_uid":"…","token":"…"`); UIDs look like `8A.002`; a position's `email` is
//   `{slug}.{uid}@comeetapply.com`: code search fs:"Comeet (now Spark Hire Recruit)".
// - The apply form is a cross-origin iframe `iframe#iFrameResizer1` whose src is
//   `www.comeet.co/jobs/<job>/<pos>/apply`; fields are keyed by name: firstName, lastName, email, phone, cv,
//   linkedin, websiteUrl, coverLetter, portfolio, comment ("Personal note"); the phone field strips
//   spaces on input; the success signal was not observed: code search fs:"Comeet / Spark Hire Recruit
//   (comeet.com wrapper, www.comeet.co form)". Embedded src carries `?token=...&embedded=true`: code
//   search fs:"test_iframe_ats_navigates_into_frame_then_fills"; `www.comeet.co/jobs/{A0.002}/{46.A6A}/apply?token=`
//   shapes: code search fs:"canonicalizes Personio and Pinpoint".
// GUESSES (marked): everything inside the form beyond the names above (labels, the required star, the
// screening questions and their names `questions[{id}]`, the file widget), the POST (multipart to the
// apply URL, JSON answer), the error and thank-you wording, the closed-position wording, a visible
// reCAPTCHA for 4041.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { showIfScript } from "../variant-forms";
import { comeetVariantErrors, comeetVariantGroups } from "./variants";

export const COMEET_HOSTS = ["www.comeet.com", "comeet.com", "www.comeet.co", "comeet.co"];
const FORM_HOST = "www.comeet.co";
const TOKEN = "2C5F1B9E4A7D3C8B";

type Q = { id: string; label: string; required: boolean; kind: "yesno" | "select" | "text"; options?: string[] };
const questions = (b: PostingBehaviour): Q[] => [
  { id: "A1.001", label: "Are you legally authorized to work in the United States?", required: true, kind: "yesno" },
  { id: "A1.002", label: "Will you now or in the future require visa sponsorship?", required: true, kind: "yesno" },
  {
    id: "A1.003",
    label: "How many years of professional experience do you have?",
    required: true,
    kind: "select",
    options: ["0-2", "3-5", "6-10", "10+"],
  },
  ...(b.unanswerableQuestion ? [{ id: "A1.009", label: "Acme employee referral code", required: true, kind: "text" as const }] : []),
];
const BASIC: [name: string, label: string, type: string, required: boolean][] = [
  ["firstName", "First name", "text", true],
  ["lastName", "Last name", "text", true],
  ["email", "Email", "email", true],
  ["phone", "Phone", "tel", true],
  ["linkedin", "LinkedIn profile", "url", false],
  ["websiteUrl", "Website", "url", false],
];

const star = (r: boolean) => (r ? `<span class="required" aria-hidden="true">*</span>` : "");
function formPage(co: string, companyUid: string, posUid: string, b: PostingBehaviour, embedded: boolean): string {
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const L = v?.labels;
  // A seeded variant (variants.ts): the basic fields' labels reworded.
  const labelOf: Record<string, string | undefined> = {
    firstName: L?.firstName,
    lastName: L?.lastName,
    email: L?.email,
    phone: L?.phone,
    linkedin: L?.linkedin,
  };
  const field = ([
    name,
    label,
    type,
    required,
  ]: (typeof BASIC)[number]) => `<div class="form-group" data-field="${name}"><label for="${name}">${h(labelOf[name] ?? label)}${star(required)}</label>
<input id="${name}" name="${name}" type="${type}"${required ? " required" : ""} class="form-control"><div class="field-error" role="alert"></div></div>`;
  const question = (q: Q) => {
    const name = `questions[${q.id}]`,
      id = `question-${q.id.replace(".", "-")}`;
    const control =
      q.kind === "yesno"
        ? `<div role="radiogroup" aria-labelledby="${id}-label">${["Yes", "No"].map((o) => `<label class="radio-inline"><input type="radio" name="${name}" value="${o}"> ${o}</label>`).join("")}</div>`
        : q.kind === "select"
          ? `<select id="${id}" name="${name}" class="form-control"><option value="">Select</option>${q.options!.map((o) => `<option>${h(o)}</option>`).join("")}</select>`
          : `<input id="${id}" name="${name}" type="text" class="form-control">`;
    return `<div class="form-group question" data-field="${name}"${q.required ? ` data-required="true"` : ""}><label id="${id}-label" for="${id}">${h(q.label)}${star(q.required)}</label>${control}<div class="field-error" role="alert"></div></div>`;
  };
  return page(
    `Apply - ${b.title ?? "Software Engineer"}`,
    `<div class="comeet-apply"><h2>Apply for this position</h2>
<form id="comeet-apply-form" novalidate action="/jobs/${h(companyUid)}/${h(posUid)}/apply?token=${TOKEN}" method="post" enctype="multipart/form-data">
${BASIC.slice(0, 4).map(field).join("\n")}
<div class="form-group" data-field="cv"><label for="cv">Resume / CV${star(true)}</label><div class="file-upload"><span class="btn">Attach</span><span class="file-name">No file chosen</span>
<input id="cv" name="cv" type="file" required accept=".pdf,.doc,.docx,.rtf,.txt"></div><div class="field-error" role="alert"></div></div>
${BASIC.slice(4).map(field).join("\n")}
${v ? `${v.order(questions(b), "comeet-questions").map(question).join("\n")}\n${comeetVariantGroups(v)}` : questions(b).map(question).join("\n")}
<div class="form-group" data-field="comment"><label for="comment">Personal note</label><textarea id="comment" name="comment" class="form-control"></textarea></div>
${b.captcha ? recaptchaWall() : ""}
<div class="form-alert alert alert-danger" role="alert" hidden></div>
<button type="submit" id="submit-application" class="btn btn-primary">Submit application</button></form>
<div class="apply-success" role="status" hidden><h3>Thank you!</h3><p>Your application for ${h(b.title ?? "Software Engineer")} at ${h(co)} was submitted.</p></div></div>
<script>${v ? `${confirmScript(v)}\n${client(v, `/jobs/${companyUid}/${posUid}/apply/thanks?token=${TOKEN}`)}` : CLIENT}</script>${v?.cookieBanner && !embedded ? COOKIE_BANNER : ""}`,
  );
}

// The page's own behaviour (guess): the phone strips spaces as typed; required checks; XHR submit. A seeded
// variant's page adds its second levels (hidden groups are skipped) and its confirmation shape.
const client = (v: Variant | null, thanks = "") => String.raw`
const form = document.getElementById('comeet-apply-form'), alertBox = form.querySelector('.form-alert');
const phone = document.getElementById('phone');
phone.addEventListener('input', () => { const v = phone.value.replace(/\s+/g, ''); if (v !== phone.value) phone.value = v; });
const cv = document.getElementById('cv');
cv.addEventListener('change', () => { form.querySelector('.file-name').textContent = cv.files[0] ? cv.files[0].name : 'No file chosen'; });
const showErrors = (errors) => form.querySelectorAll('[data-field]').forEach((g) => { const e = errors[g.dataset.field]; g.classList.toggle('has-error', !!e); g.querySelector('.field-error') && (g.querySelector('.field-error').textContent = e || ''); });
form.addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const data = new FormData(form), errors = {};
  form.querySelectorAll('[data-field]').forEach((g) => {${v ? " if (g.hidden) return;" : ""}
    const name = g.dataset.field, required = g.dataset.required === 'true' || !!g.querySelector('[required]');
    const v = data.get(name);
    if (required && (!v || (typeof v === 'string' && !v.trim()) || (typeof v !== 'string' && !v.size))) errors[name] = 'This field is required';
  });
  showErrors(errors);
  if (Object.keys(errors).length) { alertBox.textContent = 'Please fill in all required fields'; alertBox.hidden = false; return; }
  const res = await fetch(form.action, { method: 'POST', body: data });
  const body = await res.json().catch(() => ({}));
  if (res.ok) { ${v ? `variantConfirm(form, ${JSON.stringify(thanks)}); return;` : "form.hidden = true; document.querySelector('.apply-success').hidden = false; return;"} }
  showErrors(body.errors || {});
  alertBox.textContent = body.message || 'Something went wrong, please try again'; alertBox.hidden = false;
});${v ? `\n${showIfScript("form")}` : ""}`;
const CLIENT = client(null);

export function comeetSite(state: SimState): express.Router {
  const r = express.Router();
  const closedPage = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(page("Position not found", `<div class="comeet-error"><h2>This position is no longer available</h2></div>`));

  // The wrapper on www.comeet.com: the shell, the bootstrap config and the iframe.
  r.get("/jobs/:co/:cUid/:slug/:pUid", async (req, res, next) => {
    if (req.hostname.endsWith("comeet.co")) return next();
    const { co, cUid, pUid } = req.params;
    if (await preamble(state, pUid, res)) return;
    const b = state.postings.get(pUid);
    if (b.closed) return closedPage(res);
    res.type("html").send(
      page(
        `${b.title ?? "Software Engineer"} - ${co}`,
        `<div ng-app="comeetCareers"><h1 class="position-name">${h(b.title ?? "Software Engineer")}</h1>
<div class="position-details"><p>${h(co)} is hiring.</p></div>
<iframe id="iFrameResizer1" title="Apply" style="width:100%;height:1400px;border:0" src="https://${FORM_HOST}/jobs/${h(cUid)}/${h(pUid)}/apply?token=${TOKEN}&embedded=true"></iframe></div>
<script>window.COMEET_CONFIG = {"company_uid":"${h(cUid)}","token":"${TOKEN}","company_name":"${h(co)}"};</script>${
          b.variant !== undefined && variantFor(b.variant).cookieBanner ? COOKIE_BANNER : ""
        }`,
      ),
    );
  });

  // The form on www.comeet.co (also reached directly, not embedded).
  r.get("/jobs/:cUid/:pUid/apply", async (req, res) => {
    const { cUid, pUid } = req.params;
    if (req.query.token !== TOKEN) return res.status(401).type("html").send(page("Unauthorized", "<h2>Invalid token</h2>"));
    if (await preamble(state, pUid, res)) return;
    const b = state.postings.get(pUid);
    if (b.closed) return closedPage(res);
    res.type("html").send(formPage("acme", cUid, pUid, b, req.query.embedded === "true"));
  });
  // GUESS: the thank-you page a "redirect" variant goes to.
  r.get("/jobs/:cUid/:pUid/apply/thanks", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Thank you",
          `<div class="comeet-apply"><div class="apply-success" role="status"><h3>Thank you!</h3><p>Your application was submitted.</p></div></div>`,
        ),
      );
  });
  r.post("/jobs/:cUid/:pUid/apply", async (req, res) => {
    const { cUid, pUid } = req.params;
    if (req.query.token !== TOKEN) return res.status(401).json({ message: "Invalid token" });
    if (await preamble(state, pUid, res)) return;
    const b = state.postings.get(pUid);
    if (b.closed) return res.status(404).json({ message: "This position is no longer available" });
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    for (const [name, , , required] of BASIC) if (required && !str(fields[name])) errors[name] = "This field is required";
    if (str(fields.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields.email))) errors.email = "Please enter a valid email";
    if (!files.cv) errors.cv = "This field is required";
    for (const q of questions(b))
      if (q.required && !str(fields[`questions[${q.id}]`])) errors[`questions[${q.id}]`] = "This field is required";
    if (b.variant !== undefined) Object.assign(errors, comeetVariantErrors(variantFor(b.variant), fields));
    if (b.captcha && !str(fields["g-recaptcha-response"]))
      return res.status(400).json({ message: "Please confirm you are not a robot", errors });
    if (Object.keys(errors).length) return res.status(400).json({ message: "Please fill in all required fields", errors });
    state.record({ ats: "comeet", tenant: cUid, jobId: pUid, fields, files });
    res.status(201).json({ status: "ok" });
  });
  // The public careers API (closed positions are simply absent).
  r.get("/careers-api/2.0/company/:cUid/positions", (req, res) => {
    if (req.query.token !== TOKEN) return res.status(401).json({ message: "Invalid token" });
    res.json([]);
  });
  return r;
}
