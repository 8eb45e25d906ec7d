// SmartRecruiters simulator: posting pages on jobs.smartrecruiters.com, the one-click apply form
// (oneclick-ui) in two pages, and the public postings API, per ats-reference.md "SmartRecruiters".
// Where the reference is silent (markup, wording of errors and confirmation, the city list) this does
// what such forms commonly do; the real oneclick-ui is an SPA, this one is server-rendered with a session.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h, page, recaptchaWall, INVISIBLE_TOKEN } from "./core";

export const SMARTRECRUITERS_HOSTS = ["jobs.smartrecruiters.com", "careers.smartrecruiters.com"];
export const SMARTRECRUITERS_API_HOSTS = ["api.smartrecruiters.com"];

const CITIES = ["San Francisco, CA, United States", "New York, NY, United States", "Austin, TX, United States", "Chicago, IL, United States"];
type Values = Record<string, string | string[]>;
interface SrApp { page: 1 | 2; fields: Values; files: Record<string, UploadedFile> }

const expiredPage = () => page("Job expired", `<div class="job-expired"><h1>Sorry, this job has expired</h1><p>This job is no longer available. Check out our other openings.</p></div>`);
const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
const v = (vals: Values, k: string) => h(str(vals[k]));

function input(vals: Values, errors: Record<string, string>, name: string, label: string, type = "text"): string {
  return `<div class="form-field" data-test="${name}"><label for="${name}">${h(label)}<span class="required">*</span></label>
<input id="${name}" name="${name}" type="${type}" value="${v(vals, name)}" aria-required="true">${errors[name] ? `<span class="error" id="${name}-error" role="alert">${h(errors[name])}</span>` : ""}</div>`;
}

function page1(company: string, b: PostingBehaviour, vals: Values, errors: Record<string, string>): string {
  return page(`Apply – ${titleOf(b)}`, `<h1 class="job-title">${h(titleOf(b))}</h1><p class="company">${h(company)}</p>
<form id="oneclick-form" method="post" enctype="multipart/form-data" novalidate><input type="hidden" name="_page" value="1">
<h2>Personal information</h2>
${input(vals, errors, "firstName", "First name")}${input(vals, errors, "lastName", "Last name")}
${input(vals, errors, "email", "Email", "email")}${input(vals, errors, "emailConfirmation", "Confirm your email", "email")}
${input(vals, errors, "phoneNumber", "Phone number", "tel")}
<div class="form-field" data-test="city"><label for="city">City<span class="required">*</span></label>
<input id="city" role="combobox" aria-autocomplete="list" autocomplete="off" value="${v(vals, "location")}"><ul id="city-options" role="listbox" hidden></ul>
<input type="hidden" name="location" id="location" value="${v(vals, "location")}">${errors.location ? `<span class="error" id="location-error" role="alert">${h(errors.location)}</span>` : ""}</div>
<div class="form-field" data-test="resume"><label for="resume">Resume<span class="required">*</span></label>
<input type="file" id="resume" name="resume" accept=".pdf,.doc,.docx">${errors.resume ? `<span class="error" id="resume-error" role="alert">${h(errors.resume)}</span>` : ""}</div>
<button type="submit" id="next-button" class="button--primary">Next</button></form>
<script>
const cities = ${JSON.stringify(CITIES)}, city = document.getElementById('city'), list = document.getElementById('city-options'), hidden = document.getElementById('location');
city.addEventListener('input', () => {
  hidden.value = '';
  const q = city.value.trim().toLowerCase(), hits = q ? cities.filter((c) => c.toLowerCase().startsWith(q)) : [];
  list.innerHTML = hits.map((c) => '<li role="option">' + c + '</li>').join(''); list.hidden = !hits.length;
});
list.addEventListener('click', (e) => { const li = e.target.closest('li'); if (li) { city.value = li.textContent; hidden.value = li.textContent; list.hidden = true; } });
</script>`);
}

function page2(b: PostingBehaviour, vals: Values, errors: Record<string, string>): string {
  const radio = (name: string, label: string) => `<fieldset class="form-field" data-test="${name}"><legend>${h(label)}<span class="required">*</span></legend>
${["Yes", "No"].map((o) => `<label><input type="radio" name="${name}" value="${o}"${str(vals[name]) === o ? " checked" : ""}> ${o}</label>`).join("")}
${errors[name] ? `<span class="error" id="${name}-error" role="alert">${h(errors[name])}</span>` : ""}</fieldset>`;
  return page(`Apply – ${titleOf(b)} – questions`, `<h1 class="job-title">${h(titleOf(b))}</h1>
<form id="screening-form" method="post" novalidate><input type="hidden" name="_page" value="2"><h2>Screening questions</h2>
${radio("q_authorized", "Are you legally authorized to work in the United States?")}
${radio("q_sponsorship", "Will you now or in the future require sponsorship?")}
<div class="form-field" data-test="q_experience"><label for="q_experience">Years of relevant experience<span class="required">*</span></label>
<select id="q_experience" name="q_experience"><option value="">Select</option>${["Less than 1", "1-3", "3-5", "5+"].map((o) => `<option${str(vals.q_experience) === o ? " selected" : ""}>${o}</option>`).join("")}</select>
${errors.q_experience ? `<span class="error" id="q_experience-error" role="alert">${h(errors.q_experience)}</span>` : ""}</div>
<div class="form-field" data-test="q_start"><label for="q_start">When can you start?</label><input type="date" id="q_start" name="q_start" value="${v(vals, "q_start")}"></div>
${b.unanswerableQuestion ? input(vals, errors, "q_referral", "Acme employee referral code") : ""}
<div class="form-field" data-test="consent"><label><input type="checkbox" name="consent" value="true"> I have read and accept the Privacy Policy<span class="required">*</span></label>
${errors.consent ? `<span class="error" id="consent-error" role="alert">${h(errors.consent)}</span>` : ""}</div>
${b.captcha ? recaptchaWall() : `<input type="hidden" name="g-recaptcha-response" value="${INVISIBLE_TOKEN}">`}
${errors._form ? `<div class="error" id="form-error" role="alert">${h(errors._form)}</div>` : ""}
<button type="submit" id="submit-button" class="button--primary">Submit</button></form>`);
}

export function smartRecruitersSite(state: SimState): express.Router {
  const r = express.Router();
  const apps = (req: express.Request, res: express.Response) => {
    const s = state.session(req, res);
    return (s.smartrecruiters ??= {}) as Record<string, SrApp>;
  };
  const idOf = (idSlug: string) => idSlug.split("-")[0];

  const oneclick = async (req: express.Request, res: express.Response) => {
    const company = req.params.company as string, id = req.params.id as string;
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.type("html").send(expiredPage());
    const all = apps(req, res);
    const app = (all[id] ??= { page: 1, fields: {}, files: {} });
    if (req.method === "GET") return res.type("html").send(app.page === 1 ? page1(company, b, app.fields, {}) : page2(b, app.fields, {}));
    const { fields, files } = await readForm(req);
    const errors: Record<string, string> = {};
    const need = (k: string, msg = "This field is required") => { if (!str(fields[k])) errors[k] = msg; };
    if (str(fields._page) === "1") {
      for (const k of ["firstName", "lastName", "email", "emailConfirmation", "phoneNumber"]) need(k);
      need("location", "Please select a city from the list");
      if (!files.resume && !app.files.resume) errors.resume = "Please upload your resume";
      if (str(fields.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields.email))) errors.email = "Please enter a valid email address";
      else if (str(fields.emailConfirmation) && str(fields.email).toLowerCase() !== str(fields.emailConfirmation).toLowerCase()) errors.emailConfirmation = "Email addresses don't match";
      Object.assign(app.fields, fields); Object.assign(app.files, files);
      if (Object.keys(errors).length) return res.status(400).type("html").send(page1(company, b, app.fields, errors));
      app.page = 2;
      return res.redirect(303, req.originalUrl);
    }
    need("q_authorized"); need("q_sponsorship"); need("q_experience"); need("consent", "You must accept the Privacy Policy");
    if (b.unanswerableQuestion) need("q_referral");
    if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN) errors._form = "Please confirm that you are not a robot";
    if (Object.keys(errors).length) return res.status(400).type("html").send(page2(b, { ...app.fields, ...fields }, errors));
    delete fields["g-recaptcha-response"];
    const all2 = { ...app.fields, ...fields };
    delete all2._page;
    state.record({ ats: "smartrecruiters", tenant: company, jobId: id, fields: all2, files: app.files });
    delete all[id];
    res.redirect(303, `/oneclick-ui/company/${company}/posting/${id}/confirmation`);
  };
  r.get("/oneclick-ui/company/:company/posting/:id/confirmation", (_req, res) => {
    res.type("html").send(page("Application submitted", `<div class="application-confirmation" data-test="confirmation"><h1>Thank you for applying!</h1><p>Your application has been successfully submitted.</p></div>`));
  });
  r.get("/oneclick-ui/company/:company/posting/:id", oneclick);
  r.post("/oneclick-ui/company/:company/posting/:id", oneclick);

  r.get("/:company/:idSlug", async (req, res) => {
    const { company } = req.params, id = idOf(req.params.idSlug);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.type("html").send(expiredPage());
    res.type("html").send(page(titleOf(b), `<h1 class="job-title" itemprop="title">${h(titleOf(b))}</h1><p class="job-location">New York, NY, United States</p>
<section id="st-jobDescription"><p>${h(company)} is hiring.</p></section>
<a id="st-apply" class="button--primary" href="/oneclick-ui/company/${h(company)}/posting/${h(id)}">I'm interested</a>`));
  });
  return r;
}

export function smartRecruitersApi(state: SimState): express.Router {
  const r = express.Router();
  const posting = (company: string, id: string, b: PostingBehaviour) => ({
    id, name: titleOf(b), releasedDate: "2026-11-01T12:00:00.000Z", location: { city: "New York", region: "NY", country: "us" },
    company: { identifier: company, name: company }, active: !b.closed,
    applyUrl: `https://jobs.smartrecruiters.com/oneclick-ui/company/${company}/posting/${id}`,
  });
  r.get("/v1/companies/:company/postings", (req, res) => {
    res.json({ offset: 0, limit: 100, totalFound: 1, content: [posting(req.params.company, "744000004012", {})] });
  });
  r.get("/v1/companies/:company/postings/:id", (req, res) => {
    const b = state.postings.get(req.params.id);
    res.json({ ...posting(req.params.company, req.params.id, b), jobAd: { sections: { jobDescription: { title: "Job Description", text: "<p>Join us.</p>" } } } });
  });
  return r;
}
