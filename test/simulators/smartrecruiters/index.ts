// SmartRecruiters simulator: the posting page on jobs.smartrecruiters.com, the one-click form
// (oneclick-ui) and the public postings API.
//
// Facts and their sources:
// - URLs, API, e-mail confirmation field, "Sorry, this job has expired", no account, CAPTCHA
//   sometimes: docs/platforms.md "SmartRecruiters" (SNP guides/smartrecruiters.md).
// - The one-click form is an Angular app of `spl-*` web components whose real <input> lives in an
//   open shadow root (spl-input, spl-phone-field, spl-autocomplete, spl-dropzone, spl-checkbox);
//   controls are found by the light-DOM host's `data-test` (personal-info-first-name-input,
//   -last-name-input, -email-input, -email-confirm-input, personal-info-phone, location-autocomplete,
//   hiring-manager-message-text, resume-upload, footer-submit); the posting's CTA is "I'm interested"
//   next to "Refer a friend"; one page ending in Submit with a required consent checkbox; the phone
//   field presets a country from the visitor and its first shadow control is the country picker; the
//   city lookup starts at 3 characters: a captured-DOM recipe, code search
//   fs:"SmartRecruiters \"oneclick-ui\" easy-apply form".
// - The city's <input> sits in spl-input's shadow root while its listbox (`spl-select-option`
//   options) sits in the parent spl-autocomplete's shadow root; an option commits only when picked:
//   code search fs:"SmartRecruiters' one-click apply UI is Lit web components" and fs:"spl-select-option".
// - "Apply with LinkedIn" on the form: help.smartrecruiters.com April 2019 release notes.
// - OneTrust: `#onetrust-banner-sdk`, `#onetrust-reject-all-handler`, `#onetrust-accept-btn-handler`,
//   `#onetrust-pc-btn-handler`, and a dark filter that blocks clicks until dismissed: code search
//   fs:"onetrust-reject-all-handler" (several scrapers); OptanonConsent/OptanonAlertBoxClosed cookies.
// GUESSES (marked): that this employer's page shows OneTrust at all (many SmartRecruiters career
// pages do; none of the sources ties OneTrust to oneclick-ui specifically); the apply/upload/location
// endpoint paths and JSON; the wording of validation messages; the success page; screening
// questions as radio/select components; which country the phone picker presets (Germany here).
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, h, page, recaptchaWall, token } from "../core";
import { ONETRUST_BANNER, SPL_COMPONENTS, oneClickScript } from "./components";
import { SPL_CHECKBOX_GROUP, srVariantFields } from "./variants";
import { confirmScript, variantFor } from "../variants";

export const SMARTRECRUITERS_HOSTS = ["jobs.smartrecruiters.com", "careers.smartrecruiters.com"];
export const SMARTRECRUITERS_API_HOSTS = ["api.smartrecruiters.com"];

// The real lookup is a worldwide place search; these stand in for it (a town missing here has no suggestion).
const CITIES = [
  "San Francisco, CA, United States",
  "San Diego, CA, United States",
  "New York, NY, United States",
  "Austin, TX, United States",
  "Chicago, IL, United States",
  "London, England, United Kingdom",
  "Londonderry, Northern Ireland, United Kingdom",
  "Berlin, Germany",
  "Paris, France",
  "Toronto, ON, Canada",
];
const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
const expiredPage = () =>
  page(
    "Job expired",
    `<div class="job-expired"><h1>Sorry, this job has expired</h1><p>This job is no longer available. Check out our other openings.</p></div>`,
  );

/** One form field: its component, the name its value is sent under, and whether it is required. */
interface SrField {
  field: string;
  tag: string;
  test: string;
  label: string;
  required: boolean;
  attrs?: string;
  showIf?: { field: string; value: string };
  html?: string;
}
function formFields(b: PostingBehaviour): SrField[] {
  const fields = fixedFields(b);
  if (b.variant === undefined) return fields;
  // A seeded variant (variants.ts): reworded labels, screening questions shuffled, its items before the consent.
  const v = variantFor(b.variant);
  const label: Record<string, string> = {
    firstName: v.labels.firstName,
    lastName: v.labels.lastName,
    email: v.labels.email,
    phoneNumber: v.labels.phone,
  };
  const relabelled = fields.map((f) => ({ ...f, label: label[f.field] ?? f.label }));
  const screening = relabelled.filter((f) => f.test.startsWith("screening-question-"));
  const first = relabelled.findIndex((f) => f.test.startsWith("screening-question-"));
  return [
    ...relabelled.slice(0, first),
    ...v.order(screening, "smartrecruiters-screening"),
    ...srVariantFields(v),
    ...relabelled.slice(first + screening.length),
  ];
}

/** Whether a variant's second level is asked, given the values sent (or typed). */
const shown = (f: SrField, values: Record<string, unknown>) => !f.showIf || values[f.showIf.field] === f.showIf.value;

function fixedFields(b: PostingBehaviour): SrField[] {
  const f = (field: string, tag: string, test: string, label: string, required = true, attrs = ""): SrField => ({
    field,
    tag,
    test,
    label,
    required,
    attrs,
  });
  return [
    f("firstName", "spl-input", "personal-info-first-name-input", "First name"),
    f("lastName", "spl-input", "personal-info-last-name-input", "Last name"),
    f("email", "spl-input", "personal-info-email-input", "Email", true, `type="email"`),
    f("confirmEmail", "spl-input", "personal-info-email-confirm-input", "Confirm your email", true, `type="email"`),
    f("location", "spl-autocomplete", "location-autocomplete", "City"),
    f("phoneNumber", "spl-phone-field", "personal-info-phone", "Phone number"),
    f("resume", "spl-dropzone", "resume-upload", "Resume"),
    f("message", "spl-textarea", "hiring-manager-message-text", "Message to the Hiring Team", false),
    f(
      "q_authorized",
      "spl-radio-group",
      "screening-question-1",
      "Are you legally authorized to work in the United States?",
      true,
      `name="q1" options="Yes|No"`,
    ),
    f(
      "q_sponsorship",
      "spl-radio-group",
      "screening-question-2",
      "Will you now or in the future require sponsorship for employment visa status?",
      true,
      `name="q2" options="Yes|No"`,
    ),
    f(
      "q_experience",
      "spl-select",
      "screening-question-3",
      "How many years of professional experience do you have?",
      true,
      `options="Less than 1|1-3|3-5|5+"`,
    ),
    ...(b.unanswerableQuestion ? [f("q_referral", "spl-input", "screening-question-9", "Acme employee referral code")] : []),
    f("consent", "spl-checkbox", "privacy-policy-checkbox", "I have read and agree to the Privacy Policy"),
  ];
}

function formPage(company: string, id: string, b: PostingBehaviour, showBanner: boolean): string {
  const base = `/oneclick-ui/company/${encodeURIComponent(company)}/posting/${encodeURIComponent(id)}`;
  const controls = formFields(b)
    .map(
      (x) =>
        x.html ??
        `<div class="oc-field"${x.showIf ? ` data-show-if="${h(x.showIf.field)}=${h(x.showIf.value)}" hidden` : ""}><${x.tag} data-test="${x.test}" data-field="${x.field}" label="${h(x.label)}"${x.required ? " required" : ""} ${x.attrs ?? ""}></${x.tag}></div>`,
    )
    .join("\n");
  const v = b.variant === undefined ? null : variantFor(b.variant);
  return page(
    `Apply – ${titleOf(b)}`,
    `<main data-test="easy-apply-container"><h1 class="job-title">${h(titleOf(b))}</h1><p class="company">${h(company)}</p>
<section data-test="apply-with"><span>Apply with</span>
<a data-test="apply-with-linkedin" href="https://www.linkedin.com/oauth/v2/authorization?client_id=sr"><spl-button>Apply with LinkedIn</spl-button></a>
<a data-test="apply-with-indeed" href="https://secure.indeed.com/oauth/v2/authorize?client_id=sr"><spl-button>Apply with Indeed</spl-button></a></section>
<section data-test="personal-information"><h2>Personal information</h2>
${controls}</section>
${b.captcha ? recaptchaWall() : ""}
<div id="form-error" class="error" role="alert" hidden></div>
<footer style="margin-top:40px;padding-bottom:40px"><spl-button data-test="footer-submit" type="primary">Submit</spl-button></footer></main>
${showBanner ? ONETRUST_BANNER : ""}
<script>${SPL_COMPONENTS}${v ? SPL_CHECKBOX_GROUP : ""}</script>${v ? `<script>${confirmScript(v)}</script>` : ""}<script>${oneClickScript(`${base}/apply`, `${base}/success`)}</script>`,
  );
}

export function smartRecruitersSite(state: SimState): express.Router {
  const r = express.Router();
  const uploads = new Map<string, UploadedFile>();
  const idOf = (idSlug: string) => idSlug.split("-")[0];
  const bannerDismissed = (req: express.Request) => /(?:^|;\s*)OptanonAlertBoxClosed=/.test(req.headers.cookie ?? "");
  const consentOf = (req: express.Request) =>
    decodeURIComponent(/(?:^|;\s*)OptanonConsent=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "");

  r.get("/oneclick-ui/api/locations", (req, res) => {
    const q = String(req.query.q ?? "")
      .trim()
      .toLowerCase();
    res.json(q.length < 3 ? [] : CITIES.filter((c) => c.toLowerCase().startsWith(q)));
  });
  r.post("/oneclick-ui/api/attachments", async (req, res) => {
    const { files } = await readForm(req);
    if (!files.file) return res.status(422).json({ error: "No file" });
    const t = token();
    uploads.set(t, files.file);
    res.json({ token: t });
  });
  r.post("/oneclick-ui/company/:company/posting/:id/apply", express.json(), async (req, res) => {
    const { company, id } = req.params;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ error: "Sorry, this job has expired" });
    if (b.captcha) return res.status(422).json({ error: "Please confirm that you are not a robot" });
    const values = (req.body?.values ?? {}) as Record<string, string>;
    const errors: Record<string, string> = {};
    for (const f of formFields(b)) {
      if (!f.field) continue;
      if (!shown(f, values)) {
        delete values[f.field];
        continue;
      }
      const given = values[f.field] as unknown;
      if (f.required && (Array.isArray(given) ? !given.length : !String(given ?? "").trim())) errors[f.field] = "This field is required";
    }
    if (values.email && values.email.toLowerCase() !== String(values.confirmEmail ?? "").toLowerCase())
      errors.confirmEmail = "Email addresses don't match";
    if (values.location && !CITIES.includes(values.location)) errors.location = "Please select a location from the list";
    const resume = uploads.get(values.resume);
    if (!resume && !errors.resume) errors.resume = "Please upload your resume";
    if (Object.keys(errors).length) return res.status(422).json({ errors });
    const fields = { ...values };
    delete fields.resume;
    state.record({ ats: "smartrecruiters", tenant: company, jobId: id, fields, files: { resume: resume! }, cookieConsent: consentOf(req) });
    res.status(201).json({ status: "submitted" });
  });
  r.get("/oneclick-ui/company/:company/posting/:id/success", (_req, res) => {
    res
      .type("html")
      .send(
        page(
          "Application submitted",
          `<div class="application-confirmation" data-test="application-success"><h1>Thank you for applying!</h1><p>Your application has been successfully submitted.</p></div>`,
        ),
      );
  });
  r.get("/oneclick-ui/company/:company/posting/:id", async (req, res) => {
    const { company, id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.type("html").send(expiredPage());
    res.type("html").send(formPage(company, id, b, !bannerDismissed(req)));
  });

  r.get("/:company/:idSlug", async (req, res) => {
    const { company } = req.params,
      id = idOf(req.params.idSlug);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.type("html").send(expiredPage());
    res.type("html").send(
      page(
        titleOf(b),
        `<h1 class="job-title" itemprop="title">${h(titleOf(b))}</h1><p class="job-location">New York, NY, United States</p>
<section id="st-jobDescription"><p>${h(company)} is hiring.</p></section>
<a data-test="job-apply-button" class="button--primary" href="/oneclick-ui/company/${h(company)}/posting/${h(id)}">I’m interested</a>
<a data-test="refer-a-friend" class="button--secondary" href="/${h(company)}/${h(req.params.idSlug)}/refer">Refer a friend</a>
${bannerDismissed(req) ? "" : ONETRUST_BANNER}`,
      ),
    );
  });
  return r;
}

export function smartRecruitersApi(state: SimState): express.Router {
  const r = express.Router();
  const posting = (company: string, id: string, b: PostingBehaviour) => ({
    id,
    name: titleOf(b),
    releasedDate: "2026-11-01T12:00:00.000Z",
    location: { city: "New York", region: "NY", country: "us" },
    company: { identifier: company, name: company },
    active: !b.closed,
    applyUrl: `https://jobs.smartrecruiters.com/oneclick-ui/company/${company}/posting/${id}`,
  });
  r.get("/v1/companies/:company/postings", (req, res) => {
    res.json({ offset: 0, limit: 100, totalFound: 1, content: [posting(req.params.company, "744000004012", {})] });
  });
  r.get("/v1/companies/:company/postings/:id", (req, res) => {
    const b = state.postings.get(req.params.id);
    res.json({
      ...posting(req.params.company, req.params.id, b),
      jobAd: { sections: { jobDescription: { title: "Job Description", text: "<p>Join us.</p>" } } },
    });
  });
  return r;
}
