// Oracle Recruiting Cloud simulator: {pod}.fa[.ocs].{dc}.oraclecloud.com candidate experience. Posting
// `/hcmUI/CandidateExperience/{lang}/sites/{CX_n}/job/{id}` (or `/requisitions/preview/{id}`) -> "Apply Now"
// -> `.../apply/email`: the e-mail step, then (returning candidates) the last name, then (returning
// candidates, and new ones where the tenant verifies e-mail) a 6-digit code e-mailed to the candidate ->
// the application's sections `.../apply/section/{n}` -> `.../apply/thankyou`. Pages in pages.ts.
//
// KNOWN, and where from (found with this project's code/pages search):
// - URL shapes, the apply entry `.../job/{id}/apply/email` and `.../requisitions/preview/{id}/apply/email`
//   (a job scraper's apply URL builder, fs:"/apply/email\""; a URL parser's Goldman Sachs example,
//   fs:"CampusHiring/requisitions/preview"); docs/platforms.md.
// - The e-mail step: `input[name="primary-email"]` (id `primary-email-0`), a `honey-pot` input with
//   aria-hidden, the required "I agree with the terms and conditions" box `#legal-disclaimer-checkbox`
//   (class `input-row__hidden-control`, hidden) whose visible `span.apply-flow-input-checkbox__button` opens
//   a modal `dialog.app-dialog` with an "Agree" button that ticks it, Next disabled until then; the text
//   "You don't need to have an account ... your profile will be created automatically"; Next is
//   `button.apply-flow-pagination__button[title=Next]` (an auto-applier's Oracle driver, fs:"passAuthGate";
//   a queue runner, fs:"ORACLE_PIN = "; an extension, fs:"isOracleEmailGatePage").
// - The code step: heading "Confirm your identity", one-character text inputs `#pin-code-N`
//   (`.pin-code-input__input`), "Verify", "Send new code" (fs:"isOraclePinPage"; fs:"ORACLE_PIN = "). The
//   code is 6 digits and e-mailed; returning candidates confirm their identity with last name or date of
//   birth, 4 attempts, then everything but a "create a new profile" link is disabled for 30 minutes
//   (Oracle's 24C readiness notes, docs.oracle.com/.../24C-recruiting-wn-f32998.htm; docs/platforms.md).
//   An hCaptcha can be turned on for the verification page (docs/platforms.md).
// - The application: sections of `apply-flow-block`s with `.input-row` rows, a navigation train
//   (`.apply-flow-navigation-train`), radios as `label.apply-flow-input-radio`, inputs `firstName`,
//   `lastName`, `country`, `city`, `region2`, `postalCode` (extensions: fs:"apply-flow-block",
//   fs:"hasCountryDependentAddressFields"); screening questions named by their 15-digit ids
//   (fs:"300000620007177").
// - Candidate mail from donotreply@workflow.mail.{dc}.cloud.oracle.com (the descriptor).
// GUESSES (no public capture of these was found):
// - Server-rendered pages (the real site is a client-rendered app on one URL for the whole gate); the
//   identity question is always the last name (not the date of birth); a tenant verifies new candidates'
//   e-mail only for the verification presets (4042/4043; returning candidates always); "Send new code"
//   answers a fresh code; codes last 10 minutes; the profile is made when the application is submitted.
// - The section names (Contact Information, Application Questions, More About You), `phoneNumber`,
//   `addressLine1`, `attachment-upload-resume`, the EEO names, the e-signature `fullName` that must equal
//   the name, the Submit button `.apply-flow-pagination__submit-button`, every message's wording, the
//   closed text ("This job is no longer available."), the confirmation ("Thank you for your job
//   application."), the mail's subject and text. A visible hCaptcha on the e-mail step for 4041.
import express from "express";
import {
  type SimState,
  type PostingBehaviour,
  type UploadedFile,
  preamble,
  readForm,
  str,
  h,
  numericCode,
  verificationMail,
  hcaptchaWall,
} from "../core";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { oracleVariantErrors, oracleVariantForget, oracleVariantHtml, oracleVariantScript } from "./variants";
import {
  type Errors,
  type Vals,
  text,
  textarea,
  select,
  radios,
  file,
  block,
  oraclePage,
  emailStep,
  identityStep,
  pinStep,
  sectionPage,
} from "./pages";

export const ORACLE_HOST = /^([a-z0-9-]+)\.fa(?:\.ocs)?(?:\.[a-z0-9-]+)?\.oraclecloud\.com$/;
const COMPANY = "Acme Corp";
const SECTIONS = ["Contact Information", "Application Questions", "More About You"] as const;
const CODE_TTL_MS = 10 * 60_000;
const IDENTITY_ATTEMPTS = 4;
const POSTINGS = [
  "/hcmUI/CandidateExperience/:lang/sites/:site/job/:id",
  "/hcmUI/CandidateExperience/:lang/sites/:site/requisitions/preview/:id",
];

type Gate = {
  stage: "email" | "identity" | "pin" | "done";
  email: string;
  code?: string;
  codeAt?: number;
  attempts: number;
  lockedUntil?: number;
};
interface AppState {
  gate: Gate;
  section: number;
  fields: Vals;
  files: Record<string, UploadedFile>;
}
interface Profile {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const yesNo = ["Yes", "No"];
const STATES = ["Alabama", "Arizona", "California", "Colorado", "Florida", "Georgia", "Illinois", "New York", "Texas", "Washington"];
const COUNTRIES = ["United States", "Canada", "United Kingdom", "India"];
const DECLINE = "I don't wish to answer";
const CONTACT: [name: string, label: string, type: string][] = [
  ["firstName", "First Name", "text"],
  ["lastName", "Last Name", "text"],
  ["phoneNumber", "Phone Number", "tel"],
];
const ADDRESS: [name: string, label: string][] = [
  ["addressLine1", "Address Line 1"],
  ["city", "City"],
  ["postalCode", "ZIP Code"],
];
const questions = (b: PostingBehaviour): [name: string, label: string, kind: "radio" | "text"][] => [
  ["300000100000101", "Are you legally authorized to work in the country where this job is located?", "radio"],
  ["300000100000102", "Will you now or in the future require sponsorship for employment visa status?", "radio"],
  ["300000100000103", "Are you at least 18 years of age?", "radio"],
  ...(b.unanswerableQuestion ? [["300000100000199", "Acme employee referral code", "text"] as [string, string, "text"]] : []),
];
const EEO: [string, string, string[]][] = [
  ["gender", "Gender", ["Female", "Male", DECLINE]],
  ["ethnicity", "Ethnicity", ["Hispanic or Latino", "White", "Black or African American", "Asian", "Two or More Races", DECLINE]],
  [
    "veteranStatus",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", DECLINE],
  ],
];
const required = (label: string) => `${label} is required.`;
const variantOf = (b: PostingBehaviour): Variant | null => (b.variant === undefined ? null : variantFor(b.variant));
/** The contact and address labels, reworded by a seeded variant (variants.ts). */
const labelsOf = (v: Variant | null): Record<string, string> => ({
  ...Object.fromEntries([...CONTACT, ...ADDRESS].map(([n, l]) => [n, l])),
  ...(v ? { firstName: v.labels.firstName, lastName: v.labels.lastName, phoneNumber: v.labels.phone, city: v.labels.location } : {}),
});
const nameOf = (f: Vals) => `${str(f.firstName)} ${str(f.lastName)}`.toLowerCase().replace(/\s+/g, " ").trim();

function sectionContent(index: number, b: PostingBehaviour, app: AppState, vals: Vals, e: Errors): string {
  const v = variantOf(b),
    L = labelsOf(v);
  switch (SECTIONS[index]) {
    case "Contact Information":
      return `${block(
        "Contact Information",
        `${CONTACT.map(([n, , t]) => text(vals, n, L[n], true, e, t)).join("")}
<div class="input-row"><span class="input-row__label">${h(v?.labels.email ?? "Email Address")}</span><p class="input-row__value">${h(app.gate.email)}</p></div>`,
      )}
${block(
  "Address",
  `${select(vals, "country", "Country", COUNTRIES, true, e)}${ADDRESS.map(([n]) => text(vals, n, L[n], true, e)).join("")}
${select(vals, "region2", "State", STATES, true, e)}`,
)}
${block("Supporting Documents", file("attachment-upload-resume", "Resume", true, e, app.files["attachment-upload-resume"]?.filename))}`;
    case "Application Questions":
      // A seeded variant: the posting's questions in its order, then the variant's.
      return block(
        "Application Questions",
        (v ? v.order(questions(b), "oracle-questions") : questions(b))
          .map(([n, l, kind]) => (kind === "radio" ? radios(vals, n, l, yesNo, true, e) : textarea(vals, n, l, true, e)))
          .join("")
          .concat(v ? `\n${oracleVariantHtml(v, vals, e)}` : ""),
      );
    default:
      return `${block("Diversity", EEO.map(([n, l, opts]) => select(vals, n, l, opts, false, e)).join(""))}
${block("E-Signature", `<p>By typing your full name you sign this application electronically.</p>${text(vals, "fullName", "Full Name", true, e)}`)}`;
  }
}

function validate(index: number, b: PostingBehaviour, f: Vals, files: Record<string, UploadedFile>, app: AppState): Errors {
  const e: Errors = {};
  const v = variantOf(b),
    L = labelsOf(v);
  switch (SECTIONS[index]) {
    case "Contact Information":
      if (!files["attachment-upload-resume"] && !app.files["attachment-upload-resume"]) e["attachment-upload-resume"] = required("Resume");
      for (const [n, l] of [...CONTACT, ...ADDRESS, ["country", "Country"], ["region2", "State"]])
        if (!str(f[n])) e[n] = required(L[n] ?? l);
      break;
    case "Application Questions":
      for (const [n, l] of questions(b)) if (!str(f[n])) e[n] = `Answer the question: ${l}`;
      if (v) Object.assign(e, oracleVariantErrors(v, f));
      break;
    default:
      if (!str(f.fullName)) e.fullName = required("Full Name");
      else if (str(f.fullName).toLowerCase().replace(/\s+/g, " ") !== nameOf(app.fields))
        e.fullName = "The full name must match the first and last name you entered.";
      break;
  }
  return e;
}

export function oracleSite(state: SimState): express.Router {
  const r = express.Router();
  /** Candidate profiles per pod, by e-mail: made when an application is submitted. */
  const profiles = new Map<string, Profile>();
  const tenantOf = (req: express.Request) => ORACLE_HOST.exec(req.hostname)?.[1] ?? req.hostname;
  const jobOf = (req: express.Request) => String(req.params.id);
  const postingPath = (req: express.Request) => req.path.replace(/\/apply(\/.*)?$/, "").replace(/\/$/, "");
  const profileKey = (req: express.Request, email: string) => `${tenantOf(req)}|${email.toLowerCase()}`;
  const apps = (req: express.Request, res: express.Response) => (state.session(req, res).oracle ??= {}) as Record<string, AppState>;
  const appOf = (req: express.Request, res: express.Response) =>
    (apps(req, res)[`${tenantOf(req)}/${jobOf(req)}`] ??= {
      gate: { stage: "email", email: "", attempts: 0 },
      section: 0,
      fields: {},
      files: {},
    });
  const title = (id: string) => state.postings.get(id).title ?? "Software Engineer";
  /** A seeded variant's additions to every page of its posting: the cookie banner, the show-if script, the last section's fetch. */
  const variantExtra = (req: express.Request, last = false) => {
    const v = req.params.id ? variantOf(state.postings.get(jobOf(req))) : null;
    return v
      ? `<script>${confirmScript(v)}\n${oracleVariantScript(v, last, `${postingPath(req)}/apply/thankyou`)}</script>${v.cookieBanner ? COOKIE_BANNER : ""}`
      : "";
  };
  const send = (res: express.Response, status: number, pageTitle: string, body: string) =>
    res
      .status(status)
      .type("html")
      .send(oraclePage(pageTitle, COMPANY, body + variantExtra(res.req)));
  /** Delay, server errors and closed postings, before any page of a posting; true when answered. */
  const gate = async (req: express.Request, res: express.Response) => {
    if (await preamble(state, jobOf(req), res)) return true;
    if (!state.postings.get(jobOf(req)).closed) return false;
    send(
      res,
      200,
      "Job Not Available",
      `<div class="job-details__not-available" role="alert"><h1>This job is no longer available.</h1><p>Search for other jobs on our career site.</p></div>`,
    );
    return true;
  };
  const captcha = (req: express.Request) => (state.postings.get(jobOf(req)).captcha ? hcaptchaWall() : "");

  async function mailCode(req: express.Request, app: AppState): Promise<void> {
    app.gate.code = numericCode();
    app.gate.codeAt = Date.now();
    const b = state.postings.get(jobOf(req));
    await state.sendMail(
      verificationMail({
        from: "Acme Corp Careers <donotreply@workflow.mail.us2.cloud.oracle.com>",
        to: app.gate.email,
        subject: "Confirm your identity",
        lines: [
          `Your verification code is ${app.gate.code}.`,
          "Enter this code on the Acme Corp career site to continue your job application. The code expires in 10 minutes.",
        ],
        htmlOnly: b.htmlOnlyMail,
      }),
    );
  }

  function renderGate(req: express.Request, res: express.Response, app: AppState, error?: string) {
    const action = `${postingPath(req)}/apply/email`;
    const status = error ? 400 : 200;
    if (app.gate.stage === "identity") {
      const locked = (app.gate.lockedUntil ?? 0) > Date.now();
      return send(res, status, "Confirm Your Identity", identityStep({ action, error, locked }));
    }
    if (app.gate.stage === "pin")
      return send(res, status, "Confirm Your Identity", pinStep({ action, email: app.gate.email, error, captcha: captcha(req) }));
    return send(
      res,
      status,
      title(jobOf(req)),
      emailStep({ title: title(jobOf(req)), action, email: app.gate.email, error, captcha: captcha(req) }),
    );
  }

  function renderSection(req: express.Request, res: express.Response, app: AppState, e: Errors, vals: Vals) {
    res
      .status(Object.keys(e).length ? 400 : 200)
      .type("html")
      .send(
        oraclePage(
          `Apply - ${title(jobOf(req))}`,
          COMPANY,
          sectionPage({
            title: title(jobOf(req)),
            sections: SECTIONS,
            index: app.section,
            action: `${postingPath(req)}/apply/section/${app.section + 1}`,
            errors: e,
            content: sectionContent(app.section, state.postings.get(jobOf(req)), app, vals, e),
          }) + variantExtra(req, app.section === SECTIONS.length - 1),
        ),
      );
  }

  /** The candidate passed the gate: a returning one's profile fills the contact section. */
  function identified(req: express.Request, app: AppState) {
    app.gate.stage = "done";
    const known = profiles.get(profileKey(req, app.gate.email));
    if (known) Object.assign(app.fields, { ...known });
  }

  r.get(POSTINGS, async (req, res) => {
    if (await gate(req, res)) return;
    send(
      res,
      200,
      title(jobOf(req)),
      `<article class="job-details"><h1 class="job-details__title">${h(title(jobOf(req)))}</h1>
<p class="job-details__location">Redwood City, CA, United States</p><div class="job-details__description"><p>Join ${COMPANY}.</p></div>
<a class="apply-now-button" href="${postingPath(req)}/apply/email">Apply Now</a></article>`,
    );
  });

  r.get(
    POSTINGS.map((p) => `${p}/apply/email`),
    async (req, res) => {
      if (await gate(req, res)) return;
      const app = appOf(req, res);
      if (app.gate.stage === "done") return res.redirect(303, `${postingPath(req)}/apply/section/${app.section + 1}`);
      // "Create a new profile" after the identity attempts ran out: the e-mail is claimed by a new profile.
      if (req.query.new === "1" && app.gate.stage === "identity") {
        app.gate.stage = "pin";
        await mailCode(req, app);
      }
      renderGate(req, res, app);
    },
  );

  r.post(
    POSTINGS.map((p) => `${p}/apply/email`),
    async (req, res) => {
      if (await gate(req, res)) return;
      const app = appOf(req, res);
      const { fields: f } = await readForm(req);
      const b = state.postings.get(jobOf(req));
      const stage = str(f.stage);
      if (stage !== app.gate.stage) return res.redirect(303, `${postingPath(req)}/apply/email`); // a stale page
      if (b.captcha) return renderGate(req, res, app, "Complete the security check.");
      if (stage === "email") {
        const email = str(f["primary-email"]);
        app.gate.email = email;
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return renderGate(req, res, app, "Enter a valid email address.");
        if (str(f["legal-disclaimer"]) !== "true") return renderGate(req, res, app, "You need to agree with the terms and conditions.");
        if (profiles.has(profileKey(req, email))) {
          app.gate.stage = "identity";
        } else if (b.emailVerification) {
          app.gate.stage = "pin";
          await mailCode(req, app);
        } else identified(req, app);
        return res.redirect(303, `${postingPath(req)}/apply/email`);
      }
      if (stage === "identity") {
        if ((app.gate.lockedUntil ?? 0) > Date.now())
          return renderGate(req, res, app, "You can try again in 30 minutes, or create a new profile.");
        const known = profiles.get(profileKey(req, app.gate.email))!;
        if (str(f.verificationLastName).toLowerCase() !== known.lastName.toLowerCase()) {
          app.gate.attempts++;
          const left = IDENTITY_ATTEMPTS - app.gate.attempts;
          if (left <= 0) app.gate.lockedUntil = Date.now() + 30 * 60_000;
          return renderGate(
            req,
            res,
            app,
            left > 0
              ? `The information you entered doesn't match our records. Attempts remaining: ${left}.`
              : "The information you entered doesn't match our records. You can try again in 30 minutes, or create a new profile.",
          );
        }
        app.gate.stage = "pin";
        await mailCode(req, app);
        return res.redirect(303, `${postingPath(req)}/apply/email`);
      }
      // The code step.
      if (str(f.action) === "resend") {
        await mailCode(req, app);
        return res.redirect(303, `${postingPath(req)}/apply/email`);
      }
      const typed = [1, 2, 3, 4, 5, 6].map((i) => str(f[`pin-code-${i}`])).join("");
      if (!app.gate.code || Date.now() - (app.gate.codeAt ?? 0) > CODE_TTL_MS)
        return renderGate(req, res, app, "The verification code expired. Select Send New Code.");
      if (typed !== app.gate.code) return renderGate(req, res, app, "The verification code isn't correct. Try again.");
      identified(req, app);
      res.redirect(303, `${postingPath(req)}/apply/section/1`);
    },
  );

  r.get(
    POSTINGS.map((p) => `${p}/apply/section/:n`),
    async (req, res) => {
      if (await gate(req, res)) return;
      const app = appOf(req, res);
      if (app.gate.stage !== "done") return res.redirect(303, `${postingPath(req)}/apply/email`);
      if (Number(req.params.n) !== app.section + 1) return res.redirect(303, `${postingPath(req)}/apply/section/${app.section + 1}`);
      renderSection(req, res, app, {}, app.fields);
    },
  );

  r.post(
    POSTINGS.map((p) => `${p}/apply/section/:n`),
    async (req, res) => {
      if (await gate(req, res)) return;
      const app = appOf(req, res);
      if (app.gate.stage !== "done") return res.redirect(303, `${postingPath(req)}/apply/email`);
      const here = `${postingPath(req)}/apply/section/${app.section + 1}`;
      const { fields: f, files } = await readForm(req);
      if (Number(str(f.section)) !== app.section) return res.redirect(303, here); // a stale page
      const { section: _s, action, ...vals } = f;
      if (str(action) === "back") {
        app.section = Math.max(0, app.section - 1);
        return res.redirect(303, `${postingPath(req)}/apply/section/${app.section + 1}`);
      }
      const b = state.postings.get(jobOf(req));
      const e = validate(app.section, b, vals, files, app);
      // A post of the questions carries all of the variant's answers: the earlier ones go (a box left unticked too).
      const v = variantOf(b);
      if (v && SECTIONS[app.section] === "Application Questions") oracleVariantForget(v, app.fields);
      if (Object.keys(e).length) return renderSection(req, res, app, e, { ...app.fields, ...vals });
      if (files["attachment-upload-resume"]) app.files["attachment-upload-resume"] = files["attachment-upload-resume"];
      Object.assign(app.fields, vals);
      if (app.section < SECTIONS.length - 1) {
        app.section++;
        return res.redirect(303, `${postingPath(req)}/apply/section/${app.section + 1}`);
      }
      if (str(action) !== "submit") return res.redirect(303, here);
      state.record({
        ats: "oracle",
        tenant: tenantOf(req),
        jobId: jobOf(req),
        fields: { ...app.fields, email: app.gate.email },
        files: app.files,
      });
      profiles.set(profileKey(req, app.gate.email), {
        firstName: str(app.fields.firstName),
        lastName: str(app.fields.lastName),
        phoneNumber: str(app.fields.phoneNumber),
      });
      delete apps(req, res)[`${tenantOf(req)}/${jobOf(req)}`];
      // A seeded variant's Submit posts with fetch for its in-page confirmation shapes (variants.ts).
      if (v && /application\/json/.test(String(req.headers.accept))) return res.json({ ok: true });
      res.redirect(303, `${postingPath(req)}/apply/thankyou`);
    },
  );

  r.get(
    POSTINGS.map((p) => `${p}/apply/thankyou`),
    (req, res) => {
      send(
        res,
        200,
        "Application Submitted",
        `<div class="apply-flow-thank-you"><h1>Thank you for your job application.</h1>
<p>We received your application for ${h(title(jobOf(req)))}. You can check its status in your candidate profile.</p></div>`,
      );
    },
  );
  return r;
}
