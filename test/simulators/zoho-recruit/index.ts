// Zoho Recruit simulator: {co}.zohorecruit.com|.eu|.in/jobs/Careers/{id}/{Slug}?source=CareerSite, "I'm
// interested" → a two-step application (candidate details, then the job's pre-screening questions).
//
// Facts and their sources:
// - URL shapes `{co}.zohorecruit.com|.eu|.in/jobs/Careers/{id}/{slug}`, feed `/jobs/Careers/rss`:
//   docs/platforms.md "Other platforms"; job ids are long digit runs and links carry `?source=CareerSite`
//   (`cyware.zohorecruit.com/jobs/Careers/{id}/{slug}?source=CareerSite`, code search fs:"createJobUrl = (jobId, title)";
//   `deriv.zohorecruit.com/jobs/Careers/590522000011882533/BeSquare-Graduate-Trainee?source=CareerSite`).
// - The careers list embeds its jobs as JSON in a hidden `input#jobs`: code search fs:"Parses hidden input#jobs JSON data".
// - The pages are JS-rendered (no server-rendered job content): code search fs:"confirmed dead for Stylers Group".
// - The application form is made of Candidates-module fields (contact details, education, experience,
//   skills; required/optional per field), with pre-screening assessments attached to a job opening
//   when it is published on the career site, and an automatic acknowledgement:
//   help.zoho.com "Candidate Application Form" (recruit/talent-sourcing/career-site). Field names of the
//   Candidates module ("Last name", "Email", "Mobile", "Experience in years", "Current Job Title",
//   "Skill Set"): zoho.com/creator/newhelp/script/recruit-tasks.html.
// - Candidate mail from noreply@zohorecruit.com: catalog/index.ts (sender domains, "seen").
// - Two steps (details, then assessment): the catalog's MULTI_STEP tier for Zoho Recruit (catalog/index.ts).
// GUESSES (marked): the "I'm interested" button and the apply URL `/jobs/Careers/{id}/{slug}/apply`,
// the markup (labels with `for`, `*` for required, `name` = the field's API name), the assessment's
// names `assessment[{n}]`, the error and thank-you wording, the closed wording, server-rendered HTML
// standing in for the JS-rendered page, a visible reCAPTCHA for 4041.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { zohoVariantErrors, zohoVariantFields, zohoVariantForget, zohoVariantScript, zohoVariantStored } from "./variants";

export const ZOHO_HOST = /^([a-z0-9-]+)\.zohorecruit\.(?:com|eu|in|com\.au|jp|com\.cn|ca|sa)$/;

type F = {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "number" | "select" | "radio" | "file" | "textarea";
  required: boolean;
  options?: string[];
};
const DETAILS: F[] = [
  { name: "First_Name", label: "First Name", kind: "text", required: true },
  { name: "Last_Name", label: "Last Name", kind: "text", required: true },
  { name: "Email", label: "Email", kind: "email", required: true },
  { name: "Mobile", label: "Mobile", kind: "tel", required: true },
  { name: "City", label: "City", kind: "text", required: true },
  { name: "Country", label: "Country", kind: "select", required: true, options: ["Canada", "India", "United Kingdom", "United States"] },
  { name: "Current_Job_Title", label: "Current Job Title", kind: "text", required: false },
  {
    name: "Highest_Qualification_Held",
    label: "Highest Qualification Held",
    kind: "select",
    required: false,
    options: ["High School", "Associate Degree", "Bachelor's Degree", "Master's Degree", "Doctorate"],
  },
  { name: "Resume", label: "Resume", kind: "file", required: true },
];
const assessment = (b: PostingBehaviour): F[] => [
  {
    name: "assessment[1]",
    label: "Are you legally authorized to work in the United States?",
    kind: "radio",
    required: true,
    options: ["Yes", "No"],
  },
  {
    name: "assessment[2]",
    label: "Will you now or in the future require sponsorship for employment visa status?",
    kind: "radio",
    required: true,
    options: ["Yes", "No"],
  },
  { name: "assessment[3]", label: "Experience in Years", kind: "number", required: true },
  ...(b.unanswerableQuestion
    ? [{ name: "assessment[9]", label: "Acme employee referral code", kind: "text" as const, required: true }]
    : []),
];

/** A seeded variant's candidate details: the standard fields' labels reworded (variants.ts). */
const detailsOf = (v: Variant | null): F[] => {
  if (!v) return DETAILS;
  const L: Record<string, string> = {
    First_Name: v.labels.firstName,
    Last_Name: v.labels.lastName,
    Email: v.labels.email,
    Mobile: v.labels.phone,
    City: v.labels.location,
  };
  return DETAILS.map((f) => (L[f.name] ? { ...f, label: L[f.name] } : f));
};
/** The step's own fields (a variant shuffles the job's pre-screening questions; its own follow them). */
const stepFields = (step: 1 | 2, b: PostingBehaviour): F[] => {
  const v = b.variant === undefined ? null : variantFor(b.variant);
  if (step === 1) return detailsOf(v);
  return v ? v.order(assessment(b), "zoho-assessment") : assessment(b);
};

const id = (name: string) => `zr_${name.replace(/\W+/g, "_").replace(/_$/, "")}`;
function field(f: F, v: Record<string, string | string[]>, errors: Record<string, string>): string {
  const star = f.required ? ` <span class="mandatory">*</span>` : "",
    cur = str(v[f.name]);
  const err = errors[f.name] ? `<div class="zr-error" role="alert">${h(errors[f.name])}</div>` : "";
  let control: string;
  switch (f.kind) {
    case "select":
      control = `<select id="${id(f.name)}" name="${h(f.name)}"><option value="-None-">-None-</option>${f.options!.map((o) => `<option${o === cur ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`;
      break;
    case "radio":
      return `<div class="zr-field" role="radiogroup" aria-labelledby="${id(f.name)}_label"><span id="${id(f.name)}_label" class="zr-label">${h(f.label)}${star}</span>
${f.options!.map((o, i) => `<label for="${id(f.name)}_${i}"><input type="radio" id="${id(f.name)}_${i}" name="${h(f.name)}" value="${h(o)}"${o === cur ? " checked" : ""}> ${h(o)}</label>`).join("")}${err}</div>`;
    case "file":
      control = `<input type="file" id="${id(f.name)}" name="${h(f.name)}" accept=".pdf,.doc,.docx,.txt,.rtf">`;
      break;
    case "textarea":
      control = `<textarea id="${id(f.name)}" name="${h(f.name)}">${h(cur)}</textarea>`;
      break;
    default:
      control = `<input type="${f.kind}" id="${id(f.name)}" name="${h(f.name)}" value="${h(cur)}">`;
  }
  return `<div class="zr-field"><label for="${id(f.name)}" class="zr-label">${h(f.label)}${star}</label>${control}${err}</div>`;
}

interface Pending {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  step: 1 | 2;
}

export function zohoRecruitSite(state: SimState): express.Router {
  const r = express.Router();
  const tenantOf = (req: express.Request) => ZOHO_HOST.exec(req.hostname)![1];
  const base = (req: express.Request) =>
    `/jobs/Careers/${encodeURIComponent(String(req.params.id))}/${encodeURIComponent(String(req.params.slug))}`;
  const pendings = (req: express.Request, res: express.Response) => (state.session(req, res).zoho ??= {}) as Record<string, Pending>;
  const closed = (res: express.Response) =>
    res
      .status(404)
      .type("html")
      .send(
        page(
          "Job opening not available",
          `<div class="zr-closed"><h2>The job opening you are looking for is no longer available.</h2></div>`,
        ),
      );

  const form = (req: express.Request, b: PostingBehaviour, p: Pending, errors: Record<string, string> = {}) => {
    const fields = stepFields(p.step, b),
      last = p.step === 2;
    const v = b.variant === undefined ? null : variantFor(b.variant);
    return page(
      `Apply - ${b.title ?? "Software Engineer"}`,
      `<div class="zr-apply"><h1>${h(b.title ?? "Software Engineer")}</h1>
<ol class="zr-steps"><li${p.step === 1 ? ` class="current" aria-current="step"` : ""}>Candidate Details</li><li${last ? ` class="current" aria-current="step"` : ""}>Assessment</li></ol>
${Object.keys(errors).length ? `<div class="zr-banner" role="alert">${h(errors._form ?? "Please fill in all mandatory fields.")}</div>` : ""}
<form id="zr-apply-form" method="post" action="${h(base(req))}/apply?source=CareerSite" enctype="multipart/form-data">
<input type="hidden" name="_step" value="${p.step}">${fields.map((f) => field(f, p.fields, errors)).join("\n")}
${last && v ? zohoVariantFields(v, p.fields, errors) : ""}
${last && b.captcha ? recaptchaWall() : ""}
${last ? `<button type="submit" id="zr-submit" class="zr-button">Submit</button>` : `<button type="submit" id="zr-next" class="zr-button">Next</button>`}</form></div>${
        v
          ? `<script>${confirmScript(v)}\n${zohoVariantScript(v, `${base(req)}/apply?source=CareerSite&done=1`)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`
          : ""
      }`,
    );
  };

  r.get("/jobs/Careers", (_req, res) => {
    res.type("html").send(page("Careers", `<div id="zr-careers"></div><input type="hidden" id="jobs" name="jobs" value="[]">`));
  });
  r.get("/jobs/Careers/:id/:slug", async (req, res) => {
    if (await preamble(state, req.params.id, res)) return;
    const b = state.postings.get(req.params.id);
    if (b.closed) return closed(res);
    res.type("html").send(
      page(
        b.title ?? "Software Engineer",
        `<div class="zr-job"><h1>${h(b.title ?? "Software Engineer")}</h1><div class="zr-description"><p>${h(tenantOf(req))} is hiring.</p></div>
<a id="zr-interested" class="zr-button" href="${h(base(req))}/apply?source=CareerSite">I'm interested</a></div>`,
      ),
    );
  });
  r.get("/jobs/Careers/:id/:slug/apply", async (req, res) => {
    if (await preamble(state, req.params.id, res)) return;
    const b = state.postings.get(req.params.id);
    if (b.closed) return closed(res);
    if (req.query.done === "1")
      return res
        .type("html")
        .send(
          page(
            "Thank you",
            `<div class="zr-thanks" role="status"><h2>Thank you for applying!</h2><p>Your application has been submitted successfully.</p></div>`,
          ),
        );
    const p = (pendings(req, res)[req.params.id] ??= { fields: {}, files: {}, step: 1 });
    res.type("html").send(form(req, b, p));
  });
  r.post("/jobs/Careers/:id/:slug/apply", async (req, res) => {
    const jobId = req.params.id;
    if (await preamble(state, jobId, res)) return;
    const b = state.postings.get(jobId);
    if (b.closed) return closed(res);
    const all = pendings(req, res),
      p = (all[jobId] ??= { fields: {}, files: {}, step: 1 });
    const { fields, files } = await readForm(req);
    delete fields._step;
    if (p.step === 2 && b.variant !== undefined) zohoVariantForget(variantFor(b.variant), p.fields);
    Object.assign(p.fields, fields);
    Object.assign(p.files, files);
    const errors: Record<string, string> = {};
    for (const f of stepFields(p.step, b)) {
      const v = f.kind === "file" ? p.files[f.name] : str(p.fields[f.name]);
      if (f.required && (!v || v === "-None-")) errors[f.name] = `${f.label} cannot be empty`;
    }
    if (p.step === 1 && str(p.fields.Email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(p.fields.Email)))
      errors.Email = "Enter a valid email address";
    if (p.step === 2 && b.variant !== undefined) Object.assign(errors, zohoVariantErrors(variantFor(b.variant), p.fields));
    if (p.step === 2 && b.captcha && !str(fields["g-recaptcha-response"])) errors._form = "Please verify the captcha.";
    if (Object.keys(errors).length)
      return res
        .status(400)
        .type("html")
        .send(form(req, b, p, errors));
    if (p.step === 1) {
      p.step = 2;
      return res.redirect(303, `${base(req)}/apply?source=CareerSite`);
    }
    const stored = b.variant === undefined ? p.fields : zohoVariantStored(variantFor(b.variant), p.fields);
    state.record({ ats: "zoho_recruit", tenant: tenantOf(req), jobId, fields: stored, files: p.files });
    await state.sendMail({
      from: "noreply@zohorecruit.com",
      to: str(p.fields.Email),
      subject: `Thank you for applying - ${b.title ?? "Software Engineer"}`,
      text: "We have received your application.",
    });
    delete all[jobId];
    // A seeded variant's last step posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(303, `${base(req)}/apply?source=CareerSite&done=1`);
  });
  return r;
}
