// Freshteam simulator: {co}.freshteam.com/jobs/{opaqueId}/{slug}, the job page that carries its own
// application form, posted to /jobs/{opaqueId}/applicants (a Rails app, server-rendered).
//
// Facts and their sources:
// - URL shapes `{co}.freshteam.com/jobs/{opaqueId}/{slug}`, board `/jobs`, feed `/hire/widgets/jobs.json`:
//   docs/platforms.md "Other platforms: URL shapes and feeds" (from the reference).
// - The board and the job page as scraped live by a job-feed project (code search fs:"Bito verified
//   public Freshteam apply surface changed materially"): the board's `<title>Careers</title>`, "Open
//   Positions", `data-portal-id="job-role-list"`, `li[data-portal-role]` cards linking /jobs/{id}/{slug}
//   with `.job-title`; the job page's title in `h1.brand-color`, "Preferable Location(s):" and "Work
//   Type:" lines, a `application/ld+json` JobPosting, and on the SAME page the apply form
//   `<form action="/jobs/{opaqueId}/applicants">`.
// - An empty board says "No jobs found" (code search fs:"renders an \"Aisle Careers\" / \"Open
//   Positions\" shell with a \"No jobs found\" empty state").
// GUESSES (marked): the form's field names (`candidate[first_name]`, `candidate[last_name]`,
// `candidate[email]`, `candidate[mobile]`, the file `candidate[resume]`), the questionnaire's names
// (`candidate[answers][{id}]`) and widgets (Yes/No radios, a select, a text input), the required
// "I agree" privacy box, Rails' "can't be blank" messages in `.help-block` with an `.alert-danger`
// banner on a 422 re-render, the redirect to /jobs/{id}/{slug}/applied with its thank-you text, the
// closed page's text (404), the reCAPTCHA on some portals.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { freshteamVariantErrors, freshteamVariantHtml, freshteamVariantScript } from "./variants";

export const FRESHTEAM_HOST = /^(?!www\.)([a-z0-9-]+)\.freshteam\.com$/;

type Q = { id: number; label: string; required: boolean } & ({ kind: "yesno" } | { kind: "select"; options: string[] } | { kind: "text" });
const questions = (b: PostingBehaviour): Q[] => [
  { id: 6001, kind: "yesno", label: "Are you legally authorized to work in the United States?", required: true },
  { id: 6002, kind: "yesno", label: "Will you now or in the future require visa sponsorship?", required: true },
  { id: 6003, kind: "select", label: "Total years of experience", required: true, options: ["0-2", "3-5", "6-10", "10+"] },
  { id: 6004, kind: "text", label: "Notice period", required: false },
  ...(b.unanswerableQuestion ? [{ id: 6099, kind: "text" as const, label: "Acme employee referral code", required: true }] : []),
];

type Values = Record<string, string | string[]>;
type Errors = Record<string, string>;
const C = "candidate";
const star = (required: boolean) => (required ? ` <abbr title="required">*</abbr>` : "");
const help = (e: Errors, k: string) => (e[k] ? `<span class="help-block">${h(e[k])}</span>` : "");
const group = (k: string, e: Errors, inner: string) => `<div class="form-group${e[k] ? " has-error" : ""}">${inner}${help(e, k)}</div>`;

const input = (key: string, label: string, type: string, required: boolean, e: Errors, v: Values) =>
  group(
    key,
    e,
    `<label class="control-label" for="candidate_${key}">${h(label)}${star(required)}</label>
<input class="form-control" id="candidate_${key}" name="${C}[${key}]" type="${type}" value="${h(str(v[`${C}[${key}]`]))}"${required ? " required" : ""}>`,
  );

function question(q: Q, e: Errors, v: Values): string {
  const name = `${C}[answers][${q.id}]`,
    id = `candidate_answers_${q.id}`,
    k = `q${q.id}`,
    value = str(v[name]);
  const req = q.required ? " required" : "";
  switch (q.kind) {
    case "yesno":
      return group(
        k,
        e,
        `<fieldset><legend class="control-label">${h(q.label)}${star(q.required)}</legend>${["Yes", "No"]
          .map(
            (o) =>
              `<label class="radio-inline"><input type="radio" name="${name}" id="${id}_${o.toLowerCase()}" value="${o}"${value === o ? " checked" : ""}${req}> ${o}</label>`,
          )
          .join("")}</fieldset>`,
      );
    case "select":
      return group(
        k,
        e,
        `<label class="control-label" for="${id}">${h(q.label)}${star(q.required)}</label>
<select class="form-control" id="${id}" name="${name}"${req}><option value="">Select</option>${q.options.map((o) => `<option value="${h(o)}"${value === o ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`,
      );
    case "text":
      return group(
        k,
        e,
        `<label class="control-label" for="${id}">${h(q.label)}${star(q.required)}</label>
<input class="form-control" type="text" id="${id}" name="${name}" value="${h(value)}"${req}>`,
      );
  }
}

function jobPage(tenant: string, id: string, slug: string, b: PostingBehaviour, e: Errors = {}, v: Values = {}): string {
  const title = b.title ?? "Software Engineer";
  const va = b.variant === undefined ? null : variantFor(b.variant);
  const L = va?.labels;
  // A seeded variant (variants.ts): the questionnaire in its order, then the variant's questions.
  const questionnaire = va
    ? `${va
        .order(questions(b), "freshteam-questions")
        .map((q) => question(q, e, v))
        .join("\n")}\n${freshteamVariantHtml(va, e, v)}`
    : questions(b)
        .map((q) => question(q, e, v))
        .join("\n");
  const ld = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    hiringOrganization: { "@type": "Organization", name: tenant },
  };
  return page(
    `${title} - ${tenant}`,
    `<div class="job-details"><h1 class="brand-color">${h(title)}</h1>
<div>Preferable Location(s): San Francisco, United States of America</div><div>Work Type: Full Time</div>
<div class="job-description"><p>Join ${h(tenant)}.</p></div></div>
<div id="apply-job" class="apply-job-form"><h3>Apply for this position</h3>
${Object.keys(e).length ? `<div class="alert alert-danger" role="alert">Please correct the errors below and submit again.</div>` : ""}
<form class="new_candidate" id="new_candidate" action="/jobs/${h(id)}/applicants" method="post" enctype="multipart/form-data" novalidate>
<input type="hidden" name="authenticity_token" value="sim-csrf"><input type="hidden" name="slug" value="${h(slug)}">
${input("first_name", L?.firstName ?? "First Name", "text", true, e, v)}${input("last_name", L?.lastName ?? "Last Name", "text", true, e, v)}
${input("email", L?.email ?? "Email", "email", true, e, v)}${input("mobile", L?.phone ?? "Mobile", "tel", true, e, v)}
${group(
  "resume",
  e,
  `<label class="control-label" for="candidate_resume">Resume${star(true)}</label><div class="file-upload"><span>Drop your resume here or browse (.pdf, .doc, .docx)</span>
<input id="candidate_resume" name="${C}[resume]" type="file" accept=".pdf,.doc,.docx,.rtf,.txt"></div>`,
)}
${group("cover_letter", e, `<label class="control-label" for="candidate_cover_letter">Cover Letter</label><textarea class="form-control" id="candidate_cover_letter" name="${C}[cover_letter]">${h(str(v[`${C}[cover_letter]`]))}</textarea>`)}
<div class="questionnaire">${questionnaire}</div>
${group("privacy", e, `<label class="checkbox"><input type="hidden" name="${C}[privacy_policy]" value="0"><input type="checkbox" id="candidate_privacy_policy" name="${C}[privacy_policy]" value="1"> I agree to the privacy policy of ${h(tenant)}${star(true)}</label>`)}
${b.captcha ? recaptchaWall() : ""}${help(e, "captcha")}
<button type="submit" class="btn btn-primary brand-bg-color" name="commit">Submit Application</button>
</form></div><script type="application/ld+json">${JSON.stringify(ld)}</script>${
      va
        ? `<script>${confirmScript(va)}\n${freshteamVariantScript(va, `/jobs/${encodeURIComponent(id)}/${encodeURIComponent(slug)}/applied`)}</script>${va.cookieBanner ? COOKIE_BANNER : ""}`
        : ""
    }`,
  );
}

const BLANK = "can't be blank";
function serverErrors(b: PostingBehaviour, f: Values, files: Record<string, UploadedFile>): Errors {
  const e: Errors = {};
  for (const k of ["first_name", "last_name", "mobile"]) if (!str(f[`${C}[${k}]`])) e[k] = BLANK;
  const email = str(f[`${C}[email]`]);
  if (!email) e.email = BLANK;
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) e.email = "is invalid";
  if (!files[`${C}[resume]`]) e.resume = BLANK;
  for (const q of questions(b)) if (q.required && !str(f[`${C}[answers][${q.id}]`])) e[`q${q.id}`] = BLANK;
  if ([f[`${C}[privacy_policy]`]].flat().at(-1) !== "1") e.privacy = "must be accepted";
  if (b.variant !== undefined) Object.assign(e, freshteamVariantErrors(variantFor(b.variant), f));
  if (b.captcha) e.captcha = "Please verify that you are not a robot";
  return e;
}

export function freshteamSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => FRESHTEAM_HOST.exec(req.hostname)![1];
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Careers",
          `<div class="job-details"><h1>This job is no longer available</h1><p>The position you are looking for has been closed.</p><a href="/jobs">View all open positions</a></div>`,
        ),
      );

  r.get("/jobs", (req, res) =>
    res.type("html").send(page("Careers", `<h2>Open Positions</h2><ul data-portal-id="job-role-list"></ul><p>No jobs found</p>`)),
  );
  r.get("/jobs/:id/:slug", async (req, res) => {
    const { id, slug } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    res.type("html").send(jobPage(tenantOf(req), id, slug, b));
  });
  r.get("/jobs/:id/:slug/applied", (req, res) =>
    res
      .type("html")
      .send(
        page(
          "Careers",
          `<div class="applied-success"><h2>Thank you for applying!</h2><p>Your application has been submitted successfully. We will get in touch with you soon.</p></div>`,
        ),
      ),
  );
  r.post("/jobs/:id/applicants", async (req, res) => {
    const { id } = req.params;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return closed(res);
    const { fields, files } = await readForm(req);
    const slug = str(fields.slug) || "job";
    const e = serverErrors(b, fields, files);
    if (Object.keys(e).length)
      return res
        .status(422)
        .type("html")
        .send(jobPage(tenantOf(req), id, slug, b, e, fields));
    state.record({ ats: "freshteam", tenant: tenantOf(req), jobId: id, fields, files });
    // A seeded variant's page posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(302, `/jobs/${encodeURIComponent(id)}/${encodeURIComponent(slug)}/applied`);
  });
  return r;
}
