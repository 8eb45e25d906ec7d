// JobScore simulator: careers.jobscore.com/careers/{co}/jobs/{slug}, whose Apply button leads to the
// application flow under careers.jobscore.com/apply_flow/ (one page here).
//
// Facts and their sources:
// - URL shapes `careers.jobscore.com/careers/{co}/jobs/{slug}` and the feed `/jobs/{co}/feed.json` (rows
//   with `url_slug`): docs/platforms.md "Other platforms: URL shapes and feeds"; a job-feed importer
//   (code search fs:"careers.jobscore.com/careers/{self.slug}/jobs/{row['url_slug']}").
// - The application flow lives under `careers.jobscore.com/apply_flow/*`, apart from the job page: an
//   autofill extension's match patterns (code search fs:"*://careers.jobscore.com/apply_flow/*"), which
//   also list `iframeDomains: ["jobscore.com"]` (employers embed it).
// - The careers page's markup as scraped: `div.js-job-container`, `span.js-job-title a`,
//   `span.js-job-location` (code search fs:"jobs_list = soup.find_all(\"div\",{\"class\":\"js-job-container\"})").
// GUESSES (marked): the path after /apply_flow/ ({co}/{slug}), the Apply link's text and class, the
// form's field names (`first_name`, `last_name`, `email`, `phone`, `location`, the file `resume`,
// `answers[{id}]`), the "How did you hear about this job?" select, the client-side check before the
// POST with "This field is required." under each field, the server's own refusal (422, same messages),
// the /thank_you page and its text, the closed page (410), the reCAPTCHA on some careers sites.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall } from "../core";
import { COOKIE_BANNER, confirmScript, variantFor } from "../variants";
import { jobscoreVariantMissing, jobscoreVariantRows, jobscoreVariantScript } from "./variants";

export const JOBSCORE_HOST = /^careers\.jobscore\.com$/;

type Q = { id: number; label: string; required: boolean; options?: string[] };
const questions = (b: PostingBehaviour): Q[] => [
  { id: 801, label: "Are you legally authorized to work in the United States?", required: true, options: ["Yes", "No"] },
  {
    id: 802,
    label: "Will you now or in the future require sponsorship for employment visa status?",
    required: true,
    options: ["Yes", "No"],
  },
  { id: 803, label: "Desired salary", required: false },
  ...(b.unanswerableQuestion ? [{ id: 899, label: "Acme employee referral code", required: true }] : []),
];
const SOURCES = ["JobScore Careers Site", "LinkedIn", "Indeed", "Employee referral", "Other"];
const REQUIRED = "This field is required.";

const row = (name: string, label: string, required: boolean, control: string) =>
  `<div class="js-form-row" data-name="${name}"><label for="js-${name}">${h(label)}${required ? ` <span class="js-required">*</span>` : ""}</label>${control}<div class="js-field-error"></div></div>`;
const text = (name: string, label: string, type: string, required: boolean) =>
  row(name, label, required, `<input id="js-${name}" name="${name}" type="${type}"${required ? " required" : ""}>`);

function question(q: Q): string {
  const name = `answers[${q.id}]`,
    req = q.required ? " required" : "";
  if (!q.options) return text(name, q.label, "text", q.required);
  return `<div class="js-form-row" data-name="${name}"><fieldset><legend>${h(q.label)}${q.required ? ` <span class="js-required">*</span>` : ""}</legend>
${q.options.map((o) => `<label><input type="radio" name="${name}" value="${o}"${req}> ${o}</label>`).join("")}</fieldset><div class="js-field-error"></div></div>`;
}

const CHECK = String.raw`
const form = document.getElementById('js-apply-form');
form.addEventListener('submit', (e) => {
  const fd = new FormData(form); let bad = 0;
  form.querySelectorAll('.js-form-row').forEach((r) => {
    const el = r.querySelector('[required]'); const v = el && (el.type === 'file' ? (el.files[0] ? 'x' : '') : String(fd.get(el.name) || '').trim());
    const miss = !!el && !v; bad += miss; r.classList.toggle('js-has-error', miss); r.querySelector('.js-field-error').textContent = miss ? '${REQUIRED}' : '';
  });
  document.getElementById('js-form-alert').hidden = !bad;
  if (bad) e.preventDefault();
});`;

function applyPage(co: string, slug: string, b: PostingBehaviour, refused = false): string {
  const title = b.title ?? "Software Engineer";
  const v = b.variant === undefined ? null : variantFor(b.variant);
  const L = v?.labels;
  // A seeded variant (variants.ts): the job's questions in its order, then the variant's rows.
  const extra = v
    ? `${v.order(questions(b), "jobscore-questions").map(question).join("\n")}\n${jobscoreVariantRows(v)}`
    : questions(b).map(question).join("\n");
  const thanks = `/apply_flow/${encodeURIComponent(co)}/${encodeURIComponent(slug)}/thank_you`;
  return page(
    `Apply: ${title} - ${co}`,
    `<div class="js-apply-flow"><h1 class="js-job-title">${h(title)}</h1>
<div id="js-form-alert" class="js-alert js-alert-error" role="alert"${refused ? "" : " hidden"}>Please fix the highlighted fields and try again.</div>
<form id="js-apply-form" action="/apply_flow/${h(co)}/${h(slug)}" method="post" enctype="multipart/form-data" novalidate>
${text("first_name", L?.firstName ?? "First Name", "text", true)}${text("last_name", L?.lastName ?? "Last Name", "text", true)}${text("email", L?.email ?? "Email", "email", true)}
${text("phone", L?.phone ?? "Phone", "tel", true)}${text("location", L?.location ?? "Location (City, State)", "text", false)}
${row("resume", "Resume", true, `<div class="js-dropzone">Drag your resume here or <span>choose a file</span><input id="js-resume" name="resume" type="file" accept=".pdf,.doc,.docx,.txt,.rtf" required></div>`)}
${row("source", "How did you hear about this job?", false, `<select id="js-source" name="source"><option value="">Please select</option>${SOURCES.map((s) => `<option>${h(s)}</option>`).join("")}</select>`)}
<h2>Additional Questions</h2>${extra}
${b.captcha ? recaptchaWall() : ""}<input type="submit" class="js-btn js-btn-primary" value="Submit Application"></form></div><script>${CHECK}</script>${
      v ? `<script>${confirmScript(v)}\n${jobscoreVariantScript(v, thanks)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}` : ""
    }`,
  );
}

function refusal(b: PostingBehaviour, f: Record<string, string | string[]>, files: Record<string, UploadedFile>): boolean {
  const missing =
    ["first_name", "last_name", "email", "phone"].some((k) => !str(f[k])) ||
    !files.resume ||
    questions(b).some((q) => q.required && !str(f[`answers[${q.id}]`])) ||
    (b.variant !== undefined && jobscoreVariantMissing(variantFor(b.variant), f));
  return missing || !!b.captcha;
}

export function jobscoreSite(state: SimState): express.Router {
  const r = express.Router();
  const closed = (res: express.Response) =>
    res
      .status(410)
      .type("html")
      .send(
        page(
          "Job closed",
          `<div class="js-apply-flow"><h1>This job is no longer accepting applications</h1><p>The position has been filled or closed.</p></div>`,
        ),
      );
  const guard = async (req: express.Request, res: express.Response): Promise<PostingBehaviour | null> => {
    const slug = String(req.params.slug);
    if (await preamble(state, slug, res)) return null;
    const b = state.postings.get(slug);
    if (b.closed) {
      closed(res);
      return null;
    }
    return b;
  };

  r.get("/careers/:co/jobs/:slug", async (req, res) => {
    const { co, slug } = req.params;
    const b = await guard(req, res);
    if (!b) return;
    res.type("html").send(
      page(
        `${b.title ?? "Software Engineer"} - ${co}`,
        `<div class="js-job-container"><span class="js-job-title"><h1>${h(b.title ?? "Software Engineer")}</h1></span>
<span class="js-job-location">San Francisco, CA</span><div class="js-job-description"><p>Join ${h(co)}.</p></div>
<a class="js-btn js-btn-primary js-apply-button" href="/apply_flow/${h(co)}/${h(slug)}">Apply for this Job</a></div>`,
      ),
    );
  });
  r.get("/apply_flow/:co/:slug", async (req, res) => {
    const b = await guard(req, res);
    if (b) res.type("html").send(applyPage(req.params.co, req.params.slug, b));
  });
  r.get("/apply_flow/:co/:slug/thank_you", (req, res) =>
    res
      .type("html")
      .send(
        page(
          "Thank you",
          `<div class="js-apply-flow js-thank-you"><h1>Thank you for applying!</h1><p>Your application has been received by ${h(req.params.co)}.</p></div>`,
        ),
      ),
  );
  r.post("/apply_flow/:co/:slug", async (req, res) => {
    const { co, slug } = req.params;
    const b = await guard(req, res);
    if (!b) return;
    const { fields, files } = await readForm(req);
    if (refusal(b, fields, files))
      return res
        .status(422)
        .type("html")
        .send(applyPage(co, slug, b, true));
    state.record({ ats: "jobscore", tenant: co.toLowerCase(), jobId: slug, fields, files });
    // A seeded variant's page posts with fetch for its in-page confirmation shapes (variants.ts).
    if (b.variant !== undefined && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
    res.redirect(302, `/apply_flow/${encodeURIComponent(co)}/${encodeURIComponent(slug)}/thank_you`);
  });
  return r;
}
