// Workday simulator: {tenant}.wd{N}.myworkdayjobs.com career sites, per ats-reference.md "Workday":
// posting → Apply (adventureButton) → Apply Manually → Create Account / Sign In → e-mailed verification
// link (on by default) → My Information → My Experience → Application Questions → Voluntary Disclosures
// → Self Identify → Review → Submit. Accounts persist per tenant. A filled `beecatcher` honeypot makes the
// submission recorded with bot: true. Server-rendered wizard (real Workday is an SPA with the same ids);
// where the reference is silent (wording, password rule, question ids) this follows what Workday sites
// commonly show.
import express from "express";
import { type SimState, type PostingBehaviour, preamble, readForm, str, h, token, verificationMail, recaptchaWall, type UploadedFile } from "./core";
import {
  STEPS, type Dropdown, textField, dropdown, radios, wdPage, errorBanner, createAccountPage, signInPage, verifyEmailPage, stepPage, honeypot,
} from "./workday-pages";

export const WORKDAY_HOST_PATTERN = "*.myworkdayjobs.com";
export const WORKDAY_HOST = /^([a-z0-9-]+)\.wd\d+\.myworkdayjobs\.com$/;
/** wdN.myworkdaysite.com/[locale/]recruiting/{tenant}/{site}/...: the tenant is in the path. */
export const WORKDAY_SITE_HOST_PATTERN = "*.myworkdaysite.com";
export const WORKDAY_SITE_HOST = /^wd\d+\.myworkdaysite\.com$/;

interface Account { password: string; verified: boolean }
interface AppState { step: number; fields: Record<string, string | string[]>; files: Record<string, UploadedFile>; submitted: boolean; confirmationSeen?: boolean }
interface WdSession { email?: string; pendingEmail?: string; bot?: boolean; apps: Record<string, AppState> }

const yesNo = ["Yes", "No"];
const questions = (b: PostingBehaviour): Dropdown[] => [
  { name: "question_workAuthorization", label: "Are you legally authorized to work in the country in which this job is located?", options: yesNo, required: true },
  { name: "question_sponsorship", label: "Will you now or in the future require sponsorship for employment visa status?", options: yesNo, required: true },
  { name: "question_over18", label: "Are you at least 18 years of age?", options: yesNo, required: true },
  { name: "question_relocate", label: "Are you willing to relocate?", options: yesNo, required: false },
  ...(b.unanswerableQuestion ? [{ name: "question_referralCode", label: "Which Acme employee referred you? (employee ID)", options: ["E-1001", "E-2002", "E-3003"], required: true }] : []),
];
const sourceDropdown: Dropdown = { name: "source", label: "How Did You Hear About Us?", options: ["LinkedIn", "Company Website", "Job Board", "Referral"], required: true };
const stateDropdown: Dropdown = { name: "addressSection_countryRegion", label: "State", options: ["California", "New York", "Texas", "Washington"], required: false };
const phoneType: Dropdown = { name: "phone-device-type", label: "Phone Device Type", options: ["Mobile", "Home", "Work"], required: true };
const disclosures: Dropdown[] = [
  { name: "gender", label: "Gender", options: ["Male", "Female", "I do not wish to answer"], required: true },
  { name: "ethnicityDropdown", label: "Ethnicity", options: ["Hispanic or Latino", "White", "Black or African American", "Asian", "I do not wish to answer"], required: true },
  { name: "veteranStatus", label: "Veteran Status", options: ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", "I do not wish to answer"], required: true },
];
const required = (label: string) => `Error: The field ${label} is required and must have a value.`;

function stepContent(i: number, b: PostingBehaviour, vals: Record<string, string | string[]>, email: string): { html: string; multipart?: boolean } {
  switch (STEPS[i]) {
    case "My Information":
      return { html: `${dropdown(vals, sourceDropdown)}
${radios(vals, "candidateIsPreviousWorker", "Have you previously worked for this company?", [["true", "Yes"], ["false", "No"]])}
${dropdown({ countryDropdown: "United States of America", ...vals }, { name: "countryDropdown", label: "Country", options: ["United States of America", "Canada", "United Kingdom"], required: true })}
${textField(vals, "legalNameSection_firstName", "First Name", true)}${textField(vals, "legalNameSection_lastName", "Last Name", true)}
${textField(vals, "addressSection_addressLine1", "Address Line 1", true)}${textField(vals, "addressSection_city", "City", true)}
${dropdown(vals, stateDropdown)}${textField(vals, "addressSection_postalCode", "Postal Code", true)}
<div class="wd-field"><label>Email Address</label><input data-automation-id="email" value="${h(email)}" readonly></div>
${dropdown(vals, phoneType)}${textField(vals, "phone-number", "Phone Number", true, "tel")}${honeypot}` };
    case "My Experience":
      return { multipart: true, html: `<div data-automation-id="resumeSection"><h4>Resume/CV</h4><label for="resume">Upload a file (5MB max)${"<abbr title=\"required\">*</abbr>"}</label>
<input type="file" id="resume" name="resume" data-automation-id="file-upload-input-ref" style="opacity:0;position:absolute;width:1px">
<button type="button" data-automation-id="select-files" onclick="document.getElementById('resume').click()">Select files</button>
<div data-automation-id="file-upload-successful" hidden>Successfully Uploaded! <span data-automation-id="file-upload-item-name"></span></div></div>
${textField(vals, "linkedinQuestion", "LinkedIn", false)}` };
    case "Application Questions":
      return { html: questions(b).map((q) => dropdown(vals, q)).join("\n") };
    case "Voluntary Disclosures":
      return { html: `${disclosures.map((d) => dropdown(vals, d)).join("\n")}
<label><input type="checkbox" name="agreementCheckbox" data-automation-id="agreementCheckbox" value="true"${vals.agreementCheckbox ? " checked" : ""}> I consent to the use of my information as described above${"<abbr title=\"required\">*</abbr>"}</label>` };
    case "Self Identify":
      return { html: `${textField(vals, "name", "Name", true)}
<div data-automation-id="formField-dateSignedOn"><label>Date</label><input data-automation-id="dateSectionMonth-input" name="dateMonth" value="${new Date().getMonth() + 1}"><input data-automation-id="dateSectionDay-input" name="dateDay" value="${new Date().getDate()}"><input data-automation-id="dateSectionYear-input" name="dateYear" value="${new Date().getFullYear()}"></div>
${radios(vals, "disabilityStatus", "Please check one of the boxes below", [["yes", "Yes, I have a disability (or previously had a disability)"], ["no", "No, I do not have a disability and have not had one in the past"], ["decline", "I do not want to answer"]])}` };
    default:
      return { html: `<div data-automation-id="reviewSummary">${Object.entries(vals).filter(([k]) => !k.startsWith("_") && k !== "beecatcher")
        .map(([k, x]) => `<div data-automation-id="review-${h(k)}"><span class="label">${h(k)}</span>: <span class="value">${h([x].flat().join(", "))}</span></div>`).join("")}</div>
${b.captcha ? recaptchaWall() : ""}` };
  }
}

function validate(i: number, b: PostingBehaviour, f: Record<string, string | string[]>, files: Record<string, UploadedFile>, app: AppState): string[] {
  const errs: string[] = [];
  const need = (name: string, label: string) => { if (!str(f[name])) errs.push(required(label)); };
  switch (STEPS[i]) {
    case "My Information":
      need("source", "How Did You Hear About Us?"); need("candidateIsPreviousWorker", "Have you previously worked for this company?");
      need("legalNameSection_firstName", "First Name"); need("legalNameSection_lastName", "Last Name");
      need("addressSection_addressLine1", "Address Line 1"); need("addressSection_city", "City"); need("addressSection_postalCode", "Postal Code");
      need("phone-device-type", "Phone Device Type"); need("phone-number", "Phone Number");
      break;
    case "My Experience":
      if (!files.resume && !app.files.resume) errs.push(required("Resume/CV"));
      break;
    case "Application Questions":
      for (const q of questions(b)) if (q.required) need(q.name, q.label);
      break;
    case "Voluntary Disclosures":
      for (const d of disclosures) need(d.name, d.label);
      if (!str(f.agreementCheckbox)) errs.push(required("I consent to the use of my information"));
      break;
    case "Self Identify":
      need("name", "Name"); need("disabilityStatus", "Please check one of the boxes below");
      break;
    default:
      if (b.captcha && !str(f["g-recaptcha-response"])) errs.push("Please verify that you are not a robot.");
  }
  return errs;
}

/** The career-site pages; mounted at "/" on {tenant}.wdN.myworkdayjobs.com and at /recruiting/{tenant} on wdN.myworkdaysite.com. */
function careerSite(state: SimState, accounts: Map<string, Map<string, Account>>, activations: Map<string, { tenant: string; email: string; returnTo: string }>): express.Router {
  const r = express.Router({ mergeParams: true });
  const tenantOf = (req: express.Request) => (req.params as Record<string, string>).tenant ?? WORKDAY_HOST.exec(req.hostname)![1];
  const full = (req: express.Request) => req.baseUrl + req.path;
  const accountsOf = (tenant: string) => accounts.get(tenant) ?? accounts.set(tenant, new Map()).get(tenant)!;
  const wd = (req: express.Request, res: express.Response) => {
    const s = state.session(req, res);
    return (s.workday ??= { apps: {} }) as WdSession;
  };
  const reqIdOf = (slug: string) => slug.slice(slug.lastIndexOf("_") + 1);
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";
  const closedPage = () => wdPage("Page not found", `<div data-automation-id="jobPostingError"><h2>The page you are looking for doesn't exist.</h2><p>This job posting is no longer available.</p></div>`);

  // CXS API (the career site's own JSON API): search and posting detail.
  r.post("/wday/cxs/:tenant/:site/jobs", (req, res) => {
    res.json({ total: 1, jobPostings: [{ title: "Software Engineer", externalPath: "/job/New-York-NY/Software-Engineer_R-4012", locationsText: "New York, NY", postedOn: "Posted Today", bulletFields: ["R-4012"] }] });
  });
  r.get("/wday/cxs/:tenant/:site/job/:location/:slug", (req, res) => {
    const id = reqIdOf(req.params.slug), b = state.postings.get(id);
    if (b.closed) return res.status(404).json({ errorCode: "NOT_FOUND", message: "The job posting could not be found" });
    res.json({ jobPostingInfo: { id, title: titleOf(b), jobReqId: id, location: req.params.location.replace(/-/g, " "), canApply: true,
      externalUrl: `https://${req.hostname}/${req.params.site}/job/${req.params.location}/${req.params.slug}` } });
  });

  r.get("/:site", (req, res) => {
    res.type("html").send(wdPage("Careers", `<ul data-automation-id="jobResults"><li><a data-automation-id="jobTitle" href="${h(req.baseUrl)}/${h(req.params.site)}/job/New-York-NY/Software-Engineer_R-4012">Software Engineer</a></li></ul>`));
  });

  r.get("/:site/activate/:token", (req, res) => {
    const a = activations.get(req.params.token);
    if (!a) return res.status(404).type("html").send(wdPage("Invalid link", `<p data-automation-id="errorMessage">This link is invalid or has expired.</p>`));
    const account = accountsOf(a.tenant).get(a.email);
    if (account) account.verified = true;
    activations.delete(req.params.token);
    const s = wd(req, res);
    if (s.pendingEmail === a.email) { s.email = a.email; s.pendingEmail = undefined; return res.redirect(303, a.returnTo); }
    res.type("html").send(wdPage("Account verified", `<p data-automation-id="verifiedMessage">Your account has been verified. You can now sign in.</p><a href="${h(a.returnTo)}?mode=signin">Sign In</a>`));
  });

  r.get("/:site/job/:location/:slug", async (req, res) => {
    const id = reqIdOf(req.params.slug);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).type("html").send(closedPage());
    res.type("html").send(wdPage(titleOf(b), `<h2 data-automation-id="jobPostingHeader">${h(titleOf(b))}</h2><div data-automation-id="locations">${h(req.params.location.replace(/-/g, " "))}</div>
<div data-automation-id="requisitionId">${h(id)}</div><div data-automation-id="jobPostingDescription"><p>Join ${h(tenantOf(req))}.</p></div>
<a role="button" data-automation-id="adventureButton" href="${h(full(req).replace(/\/$/, ""))}/apply">Apply</a>`));
  });

  r.get("/:site/job/:location/:slug/apply", async (req, res) => {
    const id = reqIdOf(req.params.slug);
    if (await preamble(state, id, res)) return;
    if (state.postings.get(id).closed) return res.status(404).type("html").send(closedPage());
    const base = full(req).replace(/\/$/, "");
    res.type("html").send(wdPage("Start Your Application", `<h2 data-automation-id="headingText">Start Your Application</h2>
<a role="button" data-automation-id="autofillWithResume" href="${h(base)}/autofillWithResume">Autofill with Resume</a>
<a role="button" data-automation-id="applyManually" href="${h(base)}/applyManually">Apply Manually</a>
<a role="button" data-automation-id="useMyLastApplication" href="${h(base)}/useMyLastApplication">Use My Last Application</a>`));
  });
  // The other two ways in lead to the same wizard here.
  r.get(["/:site/job/:location/:slug/apply/autofillWithResume", "/:site/job/:location/:slug/apply/useMyLastApplication"], (req, res) => {
    res.redirect(303, full(req).replace(/\/(autofillWithResume|useMyLastApplication)$/, "/applyManually"));
  });

  const flow = async (req: express.Request, res: express.Response) => {
    const id = reqIdOf(req.params.slug as string);
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    if (b.closed) return res.status(404).type("html").send(closedPage());
    const tenant = tenantOf(req), s = wd(req, res), here = full(req);
    const post = req.method === "POST" ? await readForm(req) : null;
    const f = post?.fields ?? {};
    if (str(f.beecatcher)) s.bot = true;
    const send = (html: string, status = 200) => res.status(status).type("html").send(html);

    if (!s.email) {
      const action = str(f._action), email = str(f.email).toLowerCase(), password = str(f.password);
      const known = accountsOf(tenant);
      if (action === "createAccount") {
        const errs: string[] = [];
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errs.push("Error: Enter a valid email address.");
        if (known.has(email)) errs.push("Error: An account already exists with this email address. Sign in instead.");
        if (password.length < 8 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) errs.push("Error: Password must be at least 8 characters and contain a letter and a number.");
        if (password !== str(f.verifyPassword)) errs.push("Error: The passwords do not match.");
        if (str(f.createAccountCheckbox) !== "true") errs.push(required("Yes, I have read and consent to the terms and conditions"));
        if (errs.length) return send(createAccountPage(errs, f), 400);
        const verify = b.emailVerification !== false;
        known.set(email, { password, verified: !verify });
        if (!verify) { s.email = email; return res.redirect(303, here); }
        const t = token();
        activations.set(t, { tenant, email, returnTo: here });
        s.pendingEmail = email;
        await state.sendMail(verificationMail({
          from: `${tenant}@myworkday.com`, to: email, subject: `Verify your candidate account for ${tenant}`, htmlOnly: b.htmlOnlyMail,
          link: `${req.protocol}://${req.hostname}${req.baseUrl}/${req.params.site}/activate/${t}`,
          lines: ["Thank you for creating a candidate account.", "Please verify your email address by clicking the link below:",
            `${req.protocol}://${req.hostname}${req.baseUrl}/${req.params.site}/activate/${t}`, "This link expires in 24 hours."],
        }));
        return send(verifyEmailPage(email));
      }
      if (action === "signIn") {
        const account = known.get(email);
        if (!account || account.password !== password) return send(signInPage(["Error: Wrong email address or password."], f), 400);
        if (!account.verified) return send(signInPage(["Error: Your account has not been verified. Check your email for the verification link."], f), 400);
        s.email = email;
        return res.redirect(303, here);
      }
      if (s.pendingEmail && req.query.mode !== "signin") return send(verifyEmailPage(s.pendingEmail));
      return send(req.query.mode === "signin" ? signInPage([], {}) : createAccountPage([], {}));
    }

    const app = (s.apps[id] ??= { step: 0, fields: {}, files: {}, submitted: false });
    if (app.submitted) {
      const first = !app.confirmationSeen;
      app.confirmationSeen = true;
      return send(submittedPage(titleOf(b), first));
    }
    if (post) {
      const step = Number(str(f._step));
      if (step !== app.step) return res.redirect(303, here); // a stale page: show the current step
      if (str(f._action) === "back") { app.step = Math.max(0, app.step - 1); return res.redirect(303, here); }
      const errs = validate(app.step, b, f, post.files, app);
      for (const [k, x] of Object.entries(f)) if (!k.startsWith("_") && k !== "beecatcher" && k !== "g-recaptcha-response") app.fields[k] = x;
      Object.assign(app.files, post.files);
      if (errs.length) {
        const c = stepContent(app.step, b, app.fields, s.email);
        return send(stepPage(titleOf(b), app.step, c.html, errs, c.multipart), 400);
      }
      if (app.step < STEPS.length - 1) { app.step += 1; return res.redirect(303, here); }
      app.submitted = true;
      state.record({ ats: "workday", tenant, jobId: id, fields: { ...app.fields, email: s.email }, files: app.files, bot: !!s.bot });
      return res.redirect(303, here);
    }
    const c = stepContent(app.step, b, app.fields, s.email);
    send(stepPage(titleOf(b), app.step, c.html, [], c.multipart));
  };
  r.get("/:site/job/:location/:slug/apply/applyManually", flow);
  r.post("/:site/job/:location/:slug/apply/applyManually", flow);
  return r;
}

export function workdaySite(state: SimState): express.Router {
  const accounts = new Map<string, Map<string, Account>>(); // tenant -> email -> account
  const activations = new Map<string, { tenant: string; email: string; returnTo: string }>();
  const site = careerSite(state, accounts, activations);
  const r = express.Router();
  // An optional locale segment ({tenant}.wd5.myworkdayjobs.com/en-US/{site}/...) serves the same pages.
  r.use((req, _res, next) => {
    const m = /^\/[a-z]{2}-[A-Z]{2}(\/.+)$/.exec(req.url);
    if (m) req.url = m[1];
    next();
  });

  r.use((req, res, next) => (WORKDAY_SITE_HOST.test(req.hostname) ? next() : site(req, res, next)));
  r.use("/recruiting/:tenant", site);
  return r;
}

function submittedPage(title: string, justNow: boolean): string {
  return wdPage("Application Submitted", `<div data-automation-id="applicationSubmittedMessage" role="dialog"><h2>Application Submitted</h2>
<p>${justNow ? "" : "You have already applied for this job. "}Thanks for applying for ${h(title)}. You can track your application on your candidate home page.</p></div>${errorBanner([])}`);
}
