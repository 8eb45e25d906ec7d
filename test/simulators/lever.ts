// Lever simulator: hosted job site (jobs.lever.co, jobs.eu.lever.co) and the public postings API
// (api.lever.co), per ats-reference.md "Lever". Where the reference is silent (error banner wording,
// the /thanks page, location suggestions) this does what such sites commonly do: a server-rendered
// multipart form that re-renders with an error banner, then a thank-you page.
import express from "express";
import {
  type SimState, type PostingBehaviour, preamble, readForm, str, h, page, invisibleHcaptcha, hcaptchaWall,
  INVISIBLE_TOKEN, passInvisibleChallengeJs,
} from "./core";

export const LEVER_HOSTS = ["jobs.lever.co", "jobs.eu.lever.co"];
export const LEVER_API_HOSTS = ["api.lever.co", "api.eu.lever.co"];

interface CardField { type: "multiple-choice" | "multiple-select" | "dropdown" | "text" | "textarea"; text: string; required: boolean; options?: { text: string }[] }
const CARD_ID = "6f1c1d2e-8a4b-4c3d-9e5f-0a1b2c3d4e5f";
const choice = (...labels: string[]) => labels.map((text) => ({ text }));

function cardFields(b: PostingBehaviour): CardField[] {
  const fields: CardField[] = [
    { type: "multiple-choice", text: "Are you legally authorized to work in the United States?", required: true, options: choice("Yes", "No") },
    { type: "multiple-choice", text: "Will you now or in the future require visa sponsorship?", required: true, options: choice("Yes", "No") },
    { type: "dropdown", text: "How many years of professional experience do you have?", required: true, options: choice("0-2", "3-5", "6-10", "10+") },
    { type: "multiple-select", text: "Which of these languages have you used professionally?", required: false, options: choice("TypeScript", "Go", "Python") },
    { type: "textarea", text: "What interests you about this role?", required: false },
  ];
  if (b.unanswerableQuestion) fields.push({ type: "text", text: "What is your Acme employee referral code?", required: true });
  return fields;
}

const baseTemplate = (b: PostingBehaviour) =>
  JSON.stringify({ id: CARD_ID, text: "Additional questions", fields: cardFields(b).map((f) => ({ ...f, description: "" })) });

const CITIES = ["San Francisco, California, United States", "New York, New York, United States", "Austin, Texas, United States", "London, England, United Kingdom", "Berlin, Germany"];
const EEO = {
  gender: ["Male", "Female", "Decline to self-identify"],
  race: ["Hispanic or Latino", "White (Not Hispanic or Latino)", "Black or African American (Not Hispanic or Latino)", "Asian (Not Hispanic or Latino)", "Two or More Races (Not Hispanic or Latino)", "Decline to self-identify"],
  veteran: ["I am a veteran", "I am not a veteran", "Decline to self-identify"],
};

type Values = Record<string, string | string[]>;
const val = (v: Values, k: string) => h(str(v[k]));
const req = (r: boolean) => (r ? `<span class="required">✱</span>` : "");

function question(label: string, required: boolean, field: string, extra = ""): string {
  return `<li class="application-question${extra}"><label><div class="application-label">${h(label)}${req(required)}</div><div class="application-field">${field}</div></label></li>`;
}

function cardField(f: CardField, i: number, v: Values): string {
  const name = `cards[${CARD_ID}][field${i}]`;
  const chosen = [v[name]].flat();
  let input: string;
  if (f.type === "multiple-choice" || f.type === "multiple-select") {
    const type = f.type === "multiple-choice" ? "radio" : "checkbox";
    input = `<ul data-qa="${type === "radio" ? "multiple-choice" : "checkboxes"}">${f.options!.map((o) => `<li><label><input type="${type}" name="${h(name)}" value="${h(o.text)}"${chosen.includes(o.text) ? " checked" : ""}><span class="application-answer-alternative">${h(o.text)}</span></label></li>`).join("")}</ul>`;
    return `<li class="application-question custom-question"><div class="application-label">${h(f.text)}${req(f.required)}</div><div class="application-field">${input}</div></li>`;
  }
  if (f.type === "dropdown") input = `<select name="${h(name)}"><option value="">Select...</option>${f.options!.map((o) => `<option${chosen.includes(o.text) ? " selected" : ""}>${h(o.text)}</option>`).join("")}</select>`;
  else if (f.type === "textarea") input = `<textarea name="${h(name)}" class="card-field-input">${val(v, name)}</textarea>`;
  else input = `<input type="text" name="${h(name)}" class="card-field-input" value="${val(v, name)}">`;
  return question(f.text, f.required, input, " custom-question");
}

function applyPage(site: string, id: string, b: PostingBehaviour, v: Values = {}, error = ""): string {
  const text = (name: string, qa: string, type = "text", extra = "") => `<input type="${type}" name="${name}" data-qa="${qa}" value="${val(v, name)}"${extra}>`;
  const eeo = (Object.keys(EEO) as (keyof typeof EEO)[]).map((k) => question(k === "veteran" ? "Veteran status" : k === "race" ? "Race" : "Gender", false,
    `<select name="eeo[${k}]"><option value="">Select ...</option>${EEO[k].map((o) => `<option${str(v[`eeo[${k}]`]) === o ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`)).join("");
  return page(`${site} - ${b.title ?? "Software Engineer"}`, `
<div class="posting-headline"><h2>${h(b.title ?? "Software Engineer")}</h2></div>
${error ? `<div class="application-error" role="alert">${h(error)}</div>` : ""}
<form class="application-form" id="application-form" method="POST" action="/${h(site)}/${h(id)}/apply" enctype="multipart/form-data">
<div class="section page-centered application-form"><h4>Submit your application</h4><ul>
${question("Resume/CV", true, `<a class="postings-btn template-btn-utility visible-resume-upload">ATTACH RESUME/CV</a><input type="file" name="resume" id="resume-upload-input" class="application-file-input invisible-resume-upload" data-qa="input-resume" style="opacity:0;position:absolute;width:1px">`, " resume")}
${question("Full name", true, text("name", "name-input"))}
${question("Email", true, text("email", "email-input", "email"))}
${question("Phone", false, text("phone", "phone-input", "tel"))}
${question("Current location", true, `<input type="text" id="location-input" name="location" data-qa="location-input" autocomplete="off" role="combobox" aria-expanded="false" value="${val(v, "location")}">
<input type="hidden" name="selectedLocation" id="selected-location" value="${val(v, "selectedLocation")}"><div class="dropdown-container"><ul class="dropdown-results" role="listbox" hidden></ul></div>`, " location")}
${question("Current company", false, text("org", "org-input"))}
</ul></div>
<div class="section page-centered application-form"><h4>Links</h4><ul>
${question("LinkedIn URL", false, text("urls[LinkedIn]", "urls-linkedin"))}
${question("GitHub URL", false, text("urls[GitHub]", "urls-github"))}
</ul></div>
<div class="section page-centered application-form application-additional"><h4>Additional questions</h4>
<input type="hidden" name="cards[${CARD_ID}][baseTemplate]" value="${h(baseTemplate(b))}"><ul>
${cardFields(b).map((f, i) => cardField(f, i, v)).join("\n")}</ul></div>
<div class="section page-centered application-form"><h4>Additional information</h4>
<textarea name="comments" id="additional-information" data-qa="additional-cards" placeholder="Add a cover letter or anything else you want to share.">${val(v, "comments")}</textarea></div>
<div class="section page-centered application-form eeo-section"><h4>U.S. Equal Employment Opportunity information (Completion is voluntary)</h4><ul>${eeo}</ul></div>
${b.captcha ? hcaptchaWall() : invisibleHcaptcha()}
<div class="section page-centered last-section-apply"><button type="submit" class="postings-btn template-btn-submit" id="btn-submit" data-qa="btn-submit">Submit application</button></div>
</form>
<script>${passInvisibleChallengeJs("#application-form", "h-captcha-response")}
const cities = ${JSON.stringify(CITIES)};
const input = document.getElementById('location-input'), list = document.querySelector('.dropdown-results');
input.addEventListener('input', () => {
  document.getElementById('selected-location').value = '';
  const q = input.value.trim().toLowerCase();
  const hits = q.length < 2 ? [] : cities.filter((c) => c.toLowerCase().includes(q));
  list.innerHTML = hits.map((c) => '<li role="option" class="dropdown-location">' + c + '</li>').join('');
  list.hidden = hits.length === 0; input.setAttribute('aria-expanded', String(!list.hidden));
});
list.addEventListener('click', (e) => {
  const li = e.target.closest('li'); if (!li) return;
  input.value = li.textContent; document.getElementById('selected-location').value = JSON.stringify({ name: li.textContent });
  list.hidden = true; input.setAttribute('aria-expanded', 'false');
});
</script>`);
}

const notFound = () => page("Not found – Lever", `<div class="content"><h2>Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might have closed, or it has been removed.</p></div>`);

export function leverSite(state: SimState): express.Router {
  const r = express.Router();
  r.get("/:site", (req, res) => {
    res.type("html").send(page(req.params.site, `<div class="posting"><a class="posting-title" href="/${h(req.params.site)}/00000000-0000-4000-8000-000000004012"><h5>Software Engineer</h5></a></div>`));
  });
  const guard = async (id: string, res: express.Response, req: express.Request) => {
    if (await preamble(state, id, res)) return true;
    const b = state.postings.get(id), region = req.hostname === "jobs.eu.lever.co" ? "eu" : "us";
    if (b.closed || (b.region && b.region !== region)) { res.status(404).type("html").send(notFound()); return true; }
    return false;
  };
  r.get("/:site/:id", async (req, res) => {
    const { site, id } = req.params;
    if (await guard(id, res, req)) return;
    const b = state.postings.get(id);
    res.type("html").send(page(`${site} - ${b.title ?? "Software Engineer"}`, `<div class="posting-headline"><h2>${h(b.title ?? "Software Engineer")}</h2>
<div class="posting-categories"><div class="location">New York, NY</div></div></div><div class="section page-centered">Join ${h(site)}.</div>
<a class="postings-btn template-btn-submit" href="/${h(site)}/${h(id)}/apply">Apply for this job</a>`));
  });
  r.get("/:site/:id/apply", async (req, res) => {
    if (await guard(req.params.id, res, req)) return;
    res.type("html").send(applyPage(req.params.site, req.params.id, state.postings.get(req.params.id)));
  });
  r.post("/:site/:id/apply", async (req, res) => {
    const { site, id } = req.params;
    if (await guard(id, res, req)) return;
    const b = state.postings.get(id);
    const { fields, files } = await readForm(req);
    const fail = (msg: string) => res.status(400).type("html").send(applyPage(site, id, b, fields, msg));
    if (str(fields["h-captcha-response"]) !== INVISIBLE_TOKEN) return fail("Please complete the captcha to submit your application.");
    const missing: string[] = [];
    if (!files.resume) missing.push("Resume/CV");
    for (const [k, label] of [["name", "Full name"], ["email", "Email"], ["location", "Current location"]]) if (!str(fields[k])) missing.push(label);
    cardFields(b).forEach((f, i) => { if (f.required && !str(fields[`cards[${CARD_ID}][field${i}]`])) missing.push(f.text); });
    if (missing.length) return fail(`Please fill out the required fields: ${missing.join(", ")}`);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(fields.email))) return fail("Please enter a valid email address.");
    delete fields["h-captcha-response"];
    state.record({ ats: "lever", tenant: site, jobId: id, fields, files });
    res.redirect(303, `/${site}/${id}/thanks`);
  });
  r.get("/:site/:id/thanks", (req, res) => {
    res.type("html").send(page("Application submitted", `<div class="application-confirmation"><h3 data-qa="msg-submit-success">Application submitted!</h3>
<p>Thank you for applying to ${h(req.params.site)}. We'll be in touch if your qualifications match our needs.</p></div>`));
  });
  return r;
}

export function leverApi(state: SimState): express.Router {
  const r = express.Router();
  const posting = (site: string, id: string, b: PostingBehaviour) => ({
    id, text: b.title ?? "Software Engineer", categories: { location: "New York, NY", commitment: "Full-time", team: "Engineering", department: "R&D" },
    country: "US", workplaceType: "hybrid", opening: "", description: "", lists: [], additional: "",
    hostedUrl: `https://jobs.lever.co/${site}/${id}`, applyUrl: `https://jobs.lever.co/${site}/${id}/apply`, createdAt: 1_790_000_000_000,
  });
  r.get("/v0/postings/:site", (req, res) => {
    res.json([posting(req.params.site, "00000000-0000-4000-8000-000000004012", {})]);
  });
  r.get("/v0/postings/:site/:id", (req, res) => {
    const b = state.postings.get(req.params.id);
    if (b.closed) return res.status(404).json({ ok: false, error: "Document not found" });
    res.json(posting(req.params.site, req.params.id, b));
  });
  return r;
}
