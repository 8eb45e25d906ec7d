// Greenhouse simulator: the new React job board (job-boards[.eu].greenhouse.io, also served on
// boards[.eu].greenhouse.io), the legacy hosted form (postings.set(id, { legacyMarkup: true }),
// legacy.ts) and the public Job Board API (boards-api.greenhouse.io).
//
// Facts and their sources:
// - URLs, the embed URL, API shapes and field types (input_text, input_file, input_hidden, textarea,
//   multi_value_single_select, multi_value_multi_select; question_{id}, multi-selects question_{id}[];
//   the resume question = file `resume` + textarea `resume_text`), success URL .../confirmation with
//   "Thank you for applying", closed → the board with `?error=true` "The job you are looking for is no
//   longer open", an invisible reCAPTCHA, the 8-box security code `#security-input-0..7` with Submit
//   disabled until all are filled, ids re-mounted after an upload: docs/platforms.md "Greenhouse" (GHdoc
//   grnhse/greenhouse-api-docs for the API).
// - Live observations in code search fs:"Phase 5 specification: \"Apply for me\" (Greenhouse pilot)":
//   control ids equal the API field names (first_name, last_name, email, phone, resume, question_{id});
//   `input#resume` is visually hidden; accepted types pdf/doc/docx/txt/rtf; reCAPTCHA Enterprise is
//   invisible and runs on Submit; the submit POST answers 428 `captcha-failed` when a security code is
//   needed [1-src there]; the code mail is titled "Security code for your application to …" [1-src];
//   Location (City), school, degree and discipline are typeaheads backed by lookups (a Pelias geocoder
//   for location); the page offers "Autofill my application" (MyGreenhouse), "Locate me", Dropbox /
//   Google Drive buttons and "Enter manually"; boards.greenhouse.io answers 301 to the new host.
// - code search fs:"Greenhouse - apply-path playbook": every custom question is a react-select (no
//   native <select>); options `[id^="react-select-{id}-option"]`; a script click on the input does not
//   open it, ArrowDown does; "Location (City)" is `#candidate-location`; the phone is intl-tel-input and
//   "+46 …" sets its country; the Country select shows the dial code and a flag.
// - code search fs:"Greenhouse ATS playbook": Country options read "United States +1"; "No" to
//   Hispanic/Latino reveals `#race`; `#school--0` is a searchable react-select; the location lists
//   suggestions only after typing and a suggestion must be clicked; the security code is 8 letters and
//   digits in both cases ("ydksL0X0"), mailed as "Copy and paste this code into the security code field
//   on your application: <CODE>" with a footer holding "NY 10011, USA".
// - code search fs:"A local Greenhouse-style application page (structure as observed": `.field-wrapper`,
//   `label#{id}-label[for]` with an aria-hidden star, react-select with inputId = instanceId = the field
//   id, classNamePrefix `select`, `.select-shell`, aria-labelledby `{id}-label`; the uploader
//   `div.file-upload[role=group][aria-labelledby=upload-label-resume]` with "Attach" and a visually hidden
//   `label[for=resume]` "Attach"; `.eeoc__container` "Voluntary Self-Identification"; "Submit application".
// - code search fs:"react-select-inline": a required react-select renders a hidden proxy
//   `input.select__required[aria-hidden=true][tabindex=-1]` until answered; "Toggle flyout" and "Clear
//   selection" buttons; the uploader replaces its buttons (input included) with `.file-upload__filename`
//   and "Remove file"; the async location menu says "Type to search", "Loading...", "No options";
//   intl-tel-input `button.iti__selected-country` "Change country, selected United States (+1)".
// - agentic_job_scraper element_debug.json (find_files repo akshajravi/agentic_job_scraper): inputs carry
//   no `name`; country, school--0, question_* and the EEOC questions are text inputs (react-select), each
//   required one followed by an unnamed input; `iti-0__search-input`.
// - A multi-select question may be checkboxes with ids `question_{id}[]_{n}`; the GDPR consent box is
//   `gdpr_processing_consent_given`: code search fs:"reading Greenhouse’s form".
// GUESSES (marked): the submit endpoint (a same-host multipart POST of the page's state; the live one
// is on boards.greenhouse.io) and its field names (the API's), error wording and placement, the lookup
// endpoints and their lists, country/degree/discipline lists, the confirmation markup
// (#application_confirmation), the GDPR box only on EU hosts. Not modelled: the 301 from boards. to
// job-boards. (other tests keep their URLs), MyGreenhouse sign-in, cloud pickers, S3 upload-on-attach.
import express from "express";
import { type SimState, preamble, readForm, str, h, page, INVISIBLE_TOKEN } from "../core";
import {
  CITIES,
  EDUCATION,
  EEOC,
  LOCATION_QUESTION,
  boardIndex,
  company,
  greenhouseQuestions,
  lookup,
  securityCode,
  securityCodeMail,
  thanksForApplyingMail,
  titleOf,
} from "./questions";
import { boardPage } from "./page";
import { handleLegacySubmit, legacyJobPage } from "./legacy";
import { ghHiddenFields } from "./variants";

export const GREENHOUSE_BOARD_HOSTS = [
  "boards.greenhouse.io",
  "job-boards.greenhouse.io",
  "boards.eu.greenhouse.io",
  "job-boards.eu.greenhouse.io",
];
export const GREENHOUSE_API_HOST = "boards-api.greenhouse.io";

const isEu = (req: express.Request) => /\.eu\.greenhouse\.io$/.test(req.hostname);

export function greenhouseBoard(state: SimState): express.Router {
  const r = express.Router();
  const pendingCodes = new Map<string, string>(); // jobId|email -> code

  r.get("/embed/job_app", (req, res) => {
    res.redirect(302, `/${encodeURIComponent(String(req.query.for ?? ""))}/jobs/${encodeURIComponent(String(req.query.token ?? ""))}`);
  });
  r.get("/lookups/:kind", (req, res) => {
    const list = req.params.kind === "locations" ? CITIES : req.params.kind === "schools" ? EDUCATION.schools : null;
    if (!list) return res.status(404).json({ error: "Not found" });
    res.json(lookup(list, String(req.query.term ?? "")));
  });
  r.get("/:token", (req, res) => {
    res.type("html").send(page(`Jobs at ${company(req.params.token)}`, boardIndex(req.params.token, req.query.error === "true")));
  });
  r.get("/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    if (b.closed) return res.redirect(302, `/${token}?error=true`);
    res.type("html").send(b.legacyMarkup ? legacyJobPage(token, jobId, b) : boardPage(token, jobId, b, isEu(req)));
  });
  r.get("/:token/jobs/:jobId/confirmation", (req, res) => {
    res.type("html").send(
      page(
        "Thank you for applying",
        `<div id="application_confirmation" class="application-confirmation">
<h1>Thank you for applying.</h1><p>Your application has been received. If your application seems like a good fit for the position we will contact you soon.</p>
<p>Regards, ${h(company(req.params.token))}</p></div>`,
      ),
    );
  });

  r.post("/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    const form = await readForm(req);
    if (b.legacyMarkup) return handleLegacySubmit(state, res, token, jobId, b, form);
    const { fields, files } = form;
    if (b.closed) return res.status(422).json({ errors: { _form: "The job you are looking for is no longer open." } });
    if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN)
      return res.status(422).json({ errors: { _form: "reCAPTCHA verification failed. Please confirm you are not a robot." } });

    const errors: Record<string, string> = {};
    const hidden = b.variant === undefined ? new Set<string>() : ghHiddenFields(b.variant, fields);
    for (const q of [...greenhouseQuestions(b), LOCATION_QUESTION]) {
      if (!q.required || hidden.has(q.fields[0].name)) continue;
      const answered = q.fields.some((f) => (f.type === "input_file" ? !!files[f.name] : str(fields[f.name]) !== ""));
      const id = q === LOCATION_QUESTION ? "candidate-location" : q.fields[0].name;
      if (!answered) errors[id] = "This field is required.";
    }
    if (isEu(req) && fields.gdpr_processing_consent_given !== "true") errors.gdpr_processing_consent_given = "This field is required.";
    const email = str(fields.email);
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = "Please enter a valid email address.";
    if (fields.location !== undefined && !CITIES.includes(str(fields.location)))
      errors["candidate-location"] = "Please select a location from the list.";
    if (Object.keys(errors).length) return res.status(422).json({ errors });

    if (b.emailVerification) {
      const key = `${jobId}|${email.toLowerCase()}`;
      const given = str(fields.security_code);
      if (!given || !pendingCodes.has(key)) {
        const code = securityCode();
        pendingCodes.set(key, code);
        await state.sendMail(securityCodeMail(email, token, str(fields.first_name), code, b.htmlOnlyMail));
        return res.status(428).json({ error: "captcha-failed" });
      }
      if (given !== pendingCodes.get(key))
        return res.status(422).json({ errors: { _form: "The security code you entered is incorrect. Please try again." } });
      pendingCodes.delete(key);
    }
    delete fields["g-recaptcha-response"];
    delete fields.security_code;
    state.record({ ats: "greenhouse", tenant: token, jobId, fields, files });
    // Sent after the answer, as the platform's mail goes out on its own time.
    res.json({ redirect: `/${token}/jobs/${jobId}/confirmation` });
    void state.sendMail(thanksForApplyingMail(email, token, str(fields.first_name)));
  });
  return r;
}

/** A required question only the API declares (PostingBehaviour.schemaDrift). */
const DRIFTED_QUESTION = {
  required: true,
  label: "Are you willing to work from our Denver office three days a week?",
  fields: [
    {
      name: "question_1098",
      type: "multi_value_single_select" as const,
      values: [
        { value: 1, label: "Yes" },
        { value: 0, label: "No" },
      ],
    },
  ],
};

export function greenhouseApi(state: SimState): express.Router {
  const r = express.Router();
  const jobJson = (token: string, jobId: string) => ({
    id: Number(jobId) || jobId,
    internal_job_id: 90000 + (Number(jobId) || 0),
    title: titleOf(state.postings.get(jobId)),
    updated_at: "2026-11-01T12:00:00-04:00",
    requisition_id: `REQ-${jobId}`,
    location: { name: "New York, NY" },
    absolute_url: `https://job-boards.greenhouse.io/${token}/jobs/${jobId}`,
    metadata: null,
  });
  r.get("/v1/boards/:token/jobs", (req, res) => {
    res.json({ jobs: [jobJson(req.params.token, "4012")], meta: { total: 1 } });
  });
  r.get("/v1/boards/:token/jobs/:jobId", async (req, res) => {
    const { token, jobId } = req.params;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    if (b.closed) return res.status(404).json({ status: 404, error: "Job not found" });
    const base = { ...jobJson(token, jobId), content: `&lt;p&gt;${h(company(token))} is hiring.&lt;/p&gt;` };
    if (req.query.questions !== "true") return res.json(base);
    const withDescription = (q: typeof LOCATION_QUESTION) => ({ ...q, description: q.description ?? null });
    res.json({
      ...base,
      questions: [...greenhouseQuestions(b), ...(b.schemaDrift ? [DRIFTED_QUESTION] : [])].map(withDescription),
      location_questions: [withDescription(LOCATION_QUESTION)],
      compliance: [{ type: "eeoc", description: "<p>Voluntary Self-Identification</p>", questions: EEOC }],
      demographic_questions: null,
      data_compliance: [
        {
          type: "gdpr",
          requires_consent: false,
          requires_processing_consent: false,
          requires_retention_consent: false,
          retention_period: null,
        },
      ],
    });
  });
  return r;
}
