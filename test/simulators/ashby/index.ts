// Ashby simulator: the hosted job board SPA (jobs.ashbyhq.com) whose form is rendered in the browser
// (client.ts) from the non-user-graphql ApiJobPosting answer, plus the public posting API.
//
// Facts and their sources:
// - URLs (`/{board}/{uuid}`, form at `/application`), the posting API and its fields, ApiJobPosting's
//   shape (`jobPosting.applicationForm.sections[].fieldEntries[]{id, isRequired, descriptionHtml, field
//   {path, title, type, selectableValues}}`, the field types, system paths), closed = `jobPosting: null`:
//   docs/platforms.md "Ashby" and developers.ashbyhq.com/docs/public-job-posting-api (as summarised there).
// - Live capture 2026-10-03 (silentashish/huntgry src/shared/autofill/fixtures/ashby-form.html@8228806ba33c751fdbe2a38fcfd4ddaefcfb2ff9 and
//   docs "Auto-fill on Ashby: the client-rendered form", code search fs:"Ashby application form, captured"):
//   a React SPA with NO <form> element: `#root` > `.ashby-job-posting-right-pane` > `div#form[role=tabpanel]`
//   holding the "Autofill from resume" pane (`.ashby-application-form-autofill-uploader`, an unlabelled
//   file input that parses the file and overwrites fields), `.ashby-application-form-container` >
//   `.ashby-application-form-section-container` > `.ashby-application-form-field-entry[data-field-path]`
//   with `label.ashby-application-form-question-title[for=path]` whose class carries `_required_...` when
//   required (no star in the text); text inputs `#path[name=path]` (type text/email/tel, `required`,
//   placeholders "Type here...", "hello@example.com...", "1-415-555-1234..."); the resume
//   `.ashby-application-form-input-file > input#_systemfield_resume[type=file][tabindex=-1]` with an
//   "Upload File" button, uploaded on change through ApiCreateFileUploadHandle, then listed in
//   `.ashby-application-form-input-file-item(-name)` with a delete button once held, the button reading
//   "Replace", a toast when it fails; the location an id-less `input.ashby-application-form-input-autocomplete
//   [role=combobox][aria-autocomplete=list][aria-haspopup=listbox]` "Start typing..." beside a toggle
//   button; dates a react-datepicker text input "Pick date..." (`.ashby-application-form-input-date`, no
//   id or name); booleans `.ashby-application-form-input-yesno` with two `button[aria-pressed][data-option=yes|no]`
//   and a hidden checkbox named by the path; single choices `fieldset.ashby-application-form-input-radio-group`
//   (radios without a value, named by the entry id, `label[for]` per option), multiple choices
//   `fieldset.ashby-application-form-input-checkbox-group` (each checkbox named by its option text); the
//   EEO survey in `.ashby-survey-form-container` (`_systemfield_eeoc_gender|race|veteran_status` radio
//   groups with the options used here); `button.ashby-application-form-submit-button` "Submit Application"
//   after the containers; success `.ashby-application-form-success-container` replacing the form in place
//   (URL unchanged), failure `.ashby-application-form-failure-container`.
// - Audit of live forms 2026-09-28/30 (code search fs:"Page markers (**Verified**, audit of 5 live forms"):
//   one endpoint `POST /api/non-user-graphql?op=<Operation>` (ApiJobPosting, ApiAutocompleteGeoLocation,
//   ApiCreateFileUploadHandle, ApiSubmitSingleApplicationFormAction with `fieldSubmissions` [{path,
//   value}], answered 200 with `FormSubmitSuccess`); standard reCAPTCHA v3 (`render=<sitekey>`, an
//   invisible badge); spam protection levels per employer; `_systemfield_data_consent_ack`; the final
//   click disables the inputs before the request; no account, no e-mailed code.
// - Location widget measured on a live posting 2026-08/09 (code search fs:"A VERIFIED CHOICE CAN STILL BE
//   AN UNFINISHED ONE"): rows `.ashby-application-form-input-autocomplete-popup-result[role=option]`
//   ("Los Angeles, California, United States") in a popup portalled to the body.
// GUESSES (marked): the upload URL (a PUT to this host instead of S3); ApiParseResume and what it
//   returns; the JSON shapes of our answers beyond the names above (errorMessages, the geo rows' `label`);
//   the wording of the failure ("Missing entry for required field: X") and success texts; the
//   consent box's text; the visible reCAPTCHA v2 when the spam check is strict (4041); the date question
//   being optional (required on the captured form); "Job not found"; hiding the yes/no checkbox with
//   zero size. Not modelled: ApiSetFormValue draft saves, the date picker's calendar, the cookie banner,
//   application limits.
import express from "express";
import { randomUUID } from "node:crypto";
import {
  type SimState,
  type PostingBehaviour,
  type UploadedFile,
  preamble,
  h,
  page,
  invisibleRecaptcha,
  recaptchaWall,
  token,
} from "../core";
import { ashbyClientScript } from "./client";
import { ashbyVariantEntries } from "./variants";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";

export const ASHBY_HOSTS = ["jobs.ashbyhq.com"];
export const ASHBY_API_HOSTS = ["api.ashbyhq.com"];

type FieldType =
  | "String"
  | "Email"
  | "Phone"
  | "LongText"
  | "File"
  | "Boolean"
  | "Location"
  | "ValueSelect"
  | "MultiValueSelect"
  | "Number"
  | "Date"
  | "RichText";
export interface Entry {
  id: string;
  isRequired: boolean;
  descriptionHtml: string | null;
  field: { path: string; title: string; type: FieldType; selectableValues?: { label: string; value: string }[] };
  /** Seeded variants only (variants.ts): a second level's condition, a display entry's kind. */
  showIf?: { path: string; value: unknown };
  kind?: string;
}

const entry = (
  path: string,
  title: string,
  type: FieldType,
  isRequired: boolean,
  selectable?: string[],
  descriptionHtml: string | null = null,
): Entry => ({
  id: randomUUID(),
  isRequired,
  descriptionHtml,
  field: { path, title, type, ...(selectable ? { selectableValues: selectable.map((label) => ({ label, value: label })) } : {}) },
});

export const ASHBY_PATHS = {
  phone: "a5b00003-0000-4000-8000-000000000003",
  linkedin: "a5b0ffff-0000-4000-8000-00000000ffff",
  start: "a5b00004-0000-4000-8000-000000000004",
  authorized: "a5b00005-0000-4000-8000-000000000005",
  sponsorship: "a5b00006-0000-4000-8000-000000000006",
  years: "a5b00007-0000-4000-8000-000000000007",
  languages: "a5b00009-0000-4000-8000-000000000009",
  additional: "a5b00008-0000-4000-8000-000000000008",
  referral: "a5b00099-0000-4000-8000-000000000099",
};
const P = ASHBY_PATHS;

/** The application form and surveys of a posting, in ApiJobPosting's shape. */
export function ashbyForms(b: PostingBehaviour) {
  const applicationForm = {
    id: "a5b00001-0000-4000-8000-000000000001",
    sections: [
      {
        fieldEntries: [
          entry("_systemfield_name", "Name", "String", true),
          entry("_systemfield_email", "Email", "Email", true),
          entry("_systemfield_resume", "Resume", "File", true),
          entry(P.phone, "Phone Number", "Phone", true),
          entry(P.linkedin, "LinkedIn Profile", "String", false),
          entry("_systemfield_location", "Where are you currently located?", "Location", true),
          entry(P.start, "When can you start a new role?", "Date", false),
          entry(P.authorized, "Are you authorized to work in the country where the job is located?", "Boolean", true),
          entry(
            P.sponsorship,
            "Will you now or in the future require sponsorship for employment visa status in this country?",
            "Boolean",
            true,
            undefined,
            "<p>We may provide immigration and sponsorship support to new employees based on their unique circumstances.</p>",
          ),
          entry(P.years, "How many years of professional experience do you have?", "ValueSelect", true, ["0-2", "3-5", "6-10", "10+"]),
          entry(P.languages, "Which of these languages have you used professionally?", "MultiValueSelect", false, [
            "TypeScript",
            "Go",
            "Python",
          ]),
          entry(P.additional, "Additional Information", "LongText", false),
          ...(b.unanswerableQuestion ? [entry(P.referral, "What is your Acme employee referral code?", "String", true)] : []),
        ],
      },
      {
        fieldEntries: [
          entry("_systemfield_data_consent_ack", "Candidate Data Consent", "MultiValueSelect", true, [
            "I consent to Acme processing my personal data for the purposes of this application, as described in the privacy notice.",
          ]),
        ],
      },
    ],
  };
  const survey = {
    id: "a5b0000b-0000-4000-8000-00000000000b",
    sections: [
      {
        fieldEntries: [
          entry("_systemfield_eeoc_gender", "Gender", "ValueSelect", false, ["Male", "Female", "Decline to self-identify"]),
          entry("_systemfield_eeoc_race", "Race", "ValueSelect", false, [
            "Hispanic or Latino",
            "White (Not Hispanic or Latino)",
            "Black or African American (Not Hispanic or Latino)",
            "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
            "Asian (Not Hispanic or Latino)",
            "American Indian or Alaska Native (Not Hispanic or Latino)",
            "Two or More Races (Not Hispanic or Latino)",
            "Decline to self-identify",
          ]),
          entry("_systemfield_eeoc_veteran_status", "Veteran Status", "ValueSelect", false, [
            "I identify as one or more of the classifications of protected veteran listed above",
            "I am not a protected veteran",
            "I decline to self-identify for protected veteran status",
          ]),
        ],
      },
    ],
  };
  if (b.variant === undefined) return { applicationForm, surveyForms: [survey] };
  // A seeded variant (variants.ts): reworded titles, the first section in its order, then its entries.
  const v = variantFor(b.variant);
  const title: Record<string, string> = {
    _systemfield_name: v.labels.fullName,
    _systemfield_email: v.labels.email,
    [P.phone]: v.labels.phone,
    [P.linkedin]: v.labels.linkedin,
    _systemfield_location: v.labels.location,
  };
  const [first, ...rest] = applicationForm.sections;
  const relabelled = first.fieldEntries.map((e) => ({ ...e, field: { ...e.field, title: title[e.field.path] ?? e.field.title } }));
  const sections = [{ fieldEntries: [...v.order(relabelled, "ashby-application"), ...(ashbyVariantEntries(v) as Entry[])] }, ...rest];
  return { applicationForm: { ...applicationForm, sections }, surveyForms: [survey] };
}

const CITIES = [
  "San Francisco, California, United States",
  "San Francisco, Córdoba, Argentina",
  "South San Francisco, California, United States",
  "Los Angeles, California, United States",
  "New York, New York, United States",
  "London, England, United Kingdom",
  "Berlin, Berlin, Germany",
];

function jobPosting(board: string, id: string, b: PostingBehaviour) {
  return {
    id,
    title: b.title ?? "Software Engineer",
    organizationHostedJobsPageName: board,
    departmentName: "Engineering",
    locationName: "New York",
    ...ashbyForms(b),
  };
}

type Json = Record<string, unknown>;
const result = (x: Json) => ({ data: { submitSingleApplicationFormAction: { applicationFormResult: x } } });

const variantExtras = (b: PostingBehaviour) => {
  if (b.variant === undefined) return "";
  const v = variantFor(b.variant);
  return `<script>${confirmScript(v)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`;
};

export function ashbyBoard(state: SimState): express.Router {
  const r = express.Router();
  const uploads = new Map<string, UploadedFile & { board: string }>();
  const pending = new Map<string, { board: string; filename: string; contentType: string }>();
  const tokens = new Set<string>();
  r.put("/__upload/:handle", express.raw({ type: () => true, limit: "60mb" }), (req, res) => {
    const meta = pending.get(req.params.handle);
    if (!meta) return res.status(403).send("Request has expired");
    pending.delete(req.params.handle);
    uploads.set(req.params.handle, { ...meta, bytes: Buffer.from(req.body as Buffer) });
    res.status(200).end();
  });
  r.post("/api/non-user-graphql", express.json({ limit: "1mb" }), async (req, res, next) => {
    const v = (req.body?.variables ?? {}) as Json;
    switch (req.query.op) {
      case "ApiJobPosting": {
        const { organizationHostedJobsPageName: board, jobPostingId: id } = v;
        if (typeof id !== "string" || typeof board !== "string")
          return res.json({ errors: [{ message: "Variable jobPostingId is required" }] });
        if (await preamble(state, id, res)) return;
        const b = state.postings.get(id);
        return res.json({ data: { jobPosting: b.closed ? null : jobPosting(board, id, b) } });
      }
      case "ApiAutocompleteGeoLocation": {
        const q = String(v.query ?? "")
          .split(",")[0]
          .trim()
          .toLowerCase();
        return res.json({
          data: {
            autocompleteGeoLocation: q
              ? CITIES.filter((c) => c.toLowerCase().includes(q)).map((label) => ({ label, placeId: h(label) }))
              : [],
          },
        });
      }
      case "ApiCreateFileUploadHandle": {
        const handle = randomUUID();
        pending.set(handle, {
          board: String(v.organizationHostedJobsPageName),
          filename: String(v.filename),
          contentType: String(v.contentType || "application/octet-stream"),
        });
        return res.json({ data: { createFileUploadHandle: { handle, url: `/__upload/${handle}` } } });
      }
      case "ApiSubmitSingleApplicationFormAction":
        return submit(v, res);
      default:
        return next();
    }
  });
  // "Autofill from resume": reads the name off the PDF's text (guess) and returns it for the form.
  r.post("/api/non-user-graphql", express.raw({ type: () => true, limit: "60mb" }), (req, res) => {
    if (req.query.op !== "ApiParseResume") return res.status(400).json({ errors: [{ message: "Unknown operation" }] });
    const name = /\(([^()]+?) - Resume\)/.exec(Buffer.from(req.body as Buffer).toString("latin1"))?.[1];
    res.json({ data: { parseResume: name ? { _systemfield_name: name } : {} } });
  });

  async function submit(v: Json, res: express.Response) {
    const id = String(v.jobPostingId ?? ""),
      board = String(v.organizationHostedJobsPageName ?? "");
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed)
      return res.json(result({ __typename: "FormRender", errorMessages: ["This job posting is no longer accepting applications"] }));
    if (typeof v.recaptchaToken !== "string" || !tokens.delete(v.recaptchaToken)) {
      return res.json(result({ __typename: "FormRender", errorMessages: ["We couldn't submit your application. Please try again."] }));
    }
    const form = (v.applicationForm ?? {}) as { fieldSubmissions?: { path: string; value: unknown }[] };
    const given = new Map((form.fieldSubmissions ?? []).map((s) => [s.path, s.value]));
    const { applicationForm, surveyForms } = ashbyForms(b);
    const entries = [applicationForm, ...surveyForms].flatMap((f) => f.sections.flatMap((s) => s.fieldEntries));
    const fields: Record<string, string | string[]> = {};
    const files: Record<string, UploadedFile> = {};
    const problems: string[] = [];
    for (const e of entries) {
      const value = given.get(e.field.path);
      if (e.field.type === "RichText") continue;
      if (e.showIf && given.get(e.showIf.path) !== e.showIf.value) continue;
      const empty = value === undefined || value === "" || (Array.isArray(value) && !value.length);
      if (empty) {
        if (e.isRequired) problems.push(`Missing entry for required field: ${e.field.title}`);
        continue;
      }
      const allowed = e.field.selectableValues?.map((s) => s.value);
      if (e.field.type === "File") {
        const file = uploads.get(String(value));
        if (!file || file.board !== board) {
          problems.push(`The file for ${e.field.title} was not uploaded`);
          continue;
        }
        files[e.field.path] = { filename: file.filename, contentType: file.contentType, bytes: file.bytes };
      } else if (Array.isArray(value)) {
        if (allowed && value.some((x) => !allowed.includes(String(x)))) problems.push(`Invalid value for ${e.field.title}`);
        fields[e.field.path] = value.map(String);
      } else {
        if (allowed && !allowed.includes(String(value))) problems.push(`Invalid value for ${e.field.title}`);
        fields[e.field.path] = String(value);
      }
    }
    if (problems.length) return res.json(result({ __typename: "FormRender", errorMessages: problems }));
    state.record({ ats: "ashby", tenant: board, jobId: id, fields, files });
    res.json(result({ __typename: "FormSubmitSuccess" }));
  }

  r.get("/:board", (req, res) => {
    res
      .type("html")
      .send(
        page(`Jobs at ${req.params.board}`, `<a href="/${h(req.params.board)}/8d3f0b2e-4c6a-4e1b-9a7d-000000004012">Software Engineer</a>`),
      );
  });
  const spa = async (req: express.Request, res: express.Response) => {
    const { board, id } = req.params as { board: string; id: string };
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    const tok = b.captcha ? null : token();
    if (tok) tokens.add(tok);
    res.type("html").send(
      page(
        "Jobs",
        `<div id="root"></div>
<template id="captcha-template">${b.captcha ? recaptchaWall() : invisibleRecaptcha()}</template>
<script>${ashbyClientScript(board, id, tok)}</script>${variantExtras(b)}`,
      ),
    );
  };
  r.get("/:board/:id/application/success", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Application submitted",
          `<div class="ashby-application-form-success-container"><h2>Success</h2><p>Thank you for applying. Your application was successfully submitted.</p></div>`,
        ),
      );
  });
  r.get("/:board/:id", spa);
  r.get("/:board/:id/application", spa);
  return r;
}

export function ashbyApi(state: SimState): express.Router {
  const r = express.Router();
  r.get("/posting-api/job-board/:board", (req, res) => {
    const id = "8d3f0b2e-4c6a-4e1b-9a7d-000000004012";
    const b = state.postings.get(id);
    res.json({
      apiVersion: "1",
      jobs: [
        {
          id,
          title: b.title ?? "Software Engineer",
          department: "Engineering",
          team: "Platform",
          employmentType: "FullTime",
          location: "New York",
          isRemote: false,
          workplaceType: "Hybrid",
          publishedAt: "2026-11-01T12:00:00.000Z",
          isListed: true,
          jobUrl: `https://jobs.ashbyhq.com/${req.params.board}/${id}`,
          applyUrl: `https://jobs.ashbyhq.com/${req.params.board}/${id}/application`,
          descriptionHtml: "<p>Join us.</p>",
          ...(req.query.includeCompensation === "true" ? { compensation: null } : {}),
        },
      ],
    });
  });
  return r;
}
