// iCIMS simulator: careers-{co}.icims.com portals. Posting (/jobs/{id}/{slug}/job) → "Apply for this job
// online" → login (/login: e-mail, privacy consent, Next; a known e-mail then asks its password) → the
// candidate profile (/candidate: resume, contact, address, and for a new candidate "Create a login")
// → screening questions (/questions) → EEO self-identification (/eeo) → Confirm Application (/confirm:
// two signature boxes) → /job?mode=submit_apply "Your application was submitted successfully".
// Accounts are per portal (per employer) and kept here per host.
//
// Facts and their sources (found through this project's code/pages search; repository names as found):
// - URL shapes `/jobs/{id}/{slug}/job`, `/jobs/{id}/login`, `/jobs/search?ss=1`, `in_iframe=1` for the
//   content alone; the content in `iframe#icims_content_iframe` on the portal's page (docs/platforms.md
//   "iCIMS"; several Selenium projects switch into the frame by that id). The `/candidate?from=login`
//   step after signing in: a Selenium project's config (REDIRECT_URL .../jobs/5417/{slug}/candidate?from=login).
// - The portal page says "Returning Candidate? Log back in!" while the job, its Apply control and the
//   form are inside the frame (an automation project's notes on a hospital's iCIMS portal).
// - "Apply for this job online" (iCIMS's job-seeker FAQ, www4.icims.com/jobseekerhelp; an autofill bot's
//   notes). "A login is always required when applying ... you cannot apply as a guest" (same FAQ).
// - Login page `div.iCIMS_LoginPage` with `#email`, `#accept_privacy` (and `#accept_gdpr` on EU
//   portals) (an autofill extension's iCIMS module); the form id `enterEmailForm` (a Selenium bot);
//   e-mail first, then "Next", then the password, then "Log In" (an autofill bot's iCIMS guide).
// - The account is one login name and password per employer, set in the "Create a login" section of
//   the profile with "Password" and "Password (Re-enter)" (community.icims.com, "Changing or Resetting
//   Your Password: Candidates & New Hires"); its inputs `PersonProfileFields.Login`, `.Password`,
//   `.Password_Confirm` on `div.iCIMS_CandidatePage` (the autofill extension).
// - Password complexity is the employer's setting (community.icims.com, admin article). The rule here
//   (8+ characters with upper, lower, digit and symbol) and its wording are a GUESS.
// - Several wrong passwords lock the account for at least 30 minutes (glitter.io guide to iCIMS password
//   resets). That it takes 5 attempts, and the messages' wording, are a GUESS.
// - No source shows iCIMS verifying a candidate's e-mail before the application (only reset links by
//   mail), so this simulator sends no mail. A GUESS by absence.
// - Candidate page fields `PersonProfileFields.FirstName|LastName|Email`, `{n}_PersonProfileFields.PhoneNumber`,
//   `-1_PersonProfileFields.AddressCity` (docs/platforms.md), `...PhoneType`, `AddressStreet1`, `AddressZip`,
//   `AddressCountry` and `AddressState` as list fields (the extension); the resume `PortalProfileFields.Resume_File`
//   with `PortalProfileFields.Resume_FileName` holding the file on record (docs/platforms.md; the extension).
//   `-1_` marks a new row; once saved the row has its number (`1_`), so names change between visits
//   ("multi-step with changing ids", docs/platforms.md). The record strips the prefix.
// - List fields: a native select plus `a#{id}_icimsDropdown` (role=combobox) and its `{id}_icimsDropdown_ctnr`
//   list (docs/platforms.md; the extension's XPaths); custom questions are `rcfNNNN` on `div.iCIMS_QuestionsPage`
//   whose form is submitted by `#quesp_form_submit_i` (the extension). The widget's exact markup (search box,
//   li options, hidden select) is a GUESS; option values are the labels here (real ones are numeric ids).
// - EEO page `div.iCIMS_EEOPage` with `CandProfileFields.Gender|Race|Disability` (the extension); veteran,
//   race and gender lists with "I Prefer Not To Answer", disability radios and a signature; Race, Gender,
//   Disability and Signature required (an automation project's notes on Garmin's portal).
// - Step "Confirm Application" with two signature checkboxes, then "Your application was submitted
//   successfully" at `job?mode=submit_apply` (the same notes). Their labels here are a GUESS.
// - "Sometimes CAPTCHA" (docs/platforms.md): here a visible reCAPTCHA on Confirm Application (where is a GUESS).
// - The closed-posting text and the error banner's markup and wording are GUESSES.
// - Work and education history sections ("Add More" groups) exist on real portals but are not simulated.
import express from "express";
import { type SimState, type PostingBehaviour, type UploadedFile, preamble, readForm, str, h } from "../core";
import {
  type Errors,
  framed,
  shell,
  content,
  errorBanner,
  textRow,
  fileRow,
  dropdownRow,
  radioRow,
  loginPage,
  confirmBody,
  CONDITIONS_JS,
  confirmFetchJs,
} from "./pages";
import { COOKIE_BANNER, type Variant, confirmScript, variantFor } from "../variants";
import { requiredVariantErrors } from "../variant-forms";
import { icName, icimsVariantItems, variantRow } from "./variants";

export const ICIMS_HOST = /^([a-z0-9-]+)\.icims\.com$/;

export const PASSWORD_RULE =
  "Your password must be at least 8 characters long and contain an uppercase letter, a lowercase letter, a number and a special character.";
export const WRONG_PASSWORD = "The login name or password you entered is incorrect. Please try again.";
export const LOCKED =
  "Your account has been locked because of too many failed login attempts. Try again in 30 minutes or reset your password.";
const MAX_FAILURES = 5;
const LOCK_MS = 30 * 60_000;

type Values = Record<string, string | string[]>;
interface Account {
  password: string;
  failures: number;
  lockedUntil: number;
  profile: Values;
  resume?: UploadedFile;
  row: number;
}
interface AppState {
  step: number;
  fields: Values;
  files: Record<string, UploadedFile>;
  submitted: boolean;
}
interface IcSession {
  email?: string;
  newCandidate?: boolean;
  pendingEmail?: string;
  apps: Record<string, AppState>;
}

const STEPS = ["candidate", "questions", "eeo", "confirm"] as const;
type Step = (typeof STEPS)[number];
const yesNo = ["Yes", "No"];
const USA = "United States";
const US_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "California",
  "Colorado",
  "Florida",
  "Georgia",
  "Illinois",
  "Massachusetts",
  "New Jersey",
  "New York",
  "North Carolina",
  "Ohio",
  "Oregon",
  "Pennsylvania",
  "Texas",
  "Virginia",
  "Washington",
];
const PREFER_NOT = "I Prefer Not To Answer";

const required = (label: string) => `${label} is required.`;

interface Question {
  name: string;
  label: string;
  options?: string[];
  required: boolean;
}
const questions = (b: PostingBehaviour): Question[] => [
  { name: "rcf3048", label: "Are you legally authorized to work in the United States?", options: yesNo, required: true },
  {
    name: "rcf3049",
    label: "Will you now or in the future require sponsorship for employment visa status (e.g. H-1B)?",
    options: yesNo,
    required: true,
  },
  { name: "rcf3050", label: "Are you at least 18 years of age?", options: yesNo, required: true },
  { name: "rcf3051", label: "Have you previously been employed by this company?", options: yesNo, required: true },
  {
    name: "rcf3052",
    label: "How did you hear about this position?",
    options: ["Company Website", "LinkedIn", "Indeed", "Employee Referral", "Other"],
    required: true,
  },
  ...(b.unanswerableQuestion ? [{ name: "rcf3099", label: "Acme employee referral code", required: true }] : []),
];
const variantOf = (b: PostingBehaviour): Variant | undefined => (b.variant === undefined ? undefined : variantFor(b.variant));

const eeoLists: Array<[string, string, string[]]> = [
  ["CandProfileFields.Gender", "Gender", ["Male", "Female", PREFER_NOT]],
  [
    "CandProfileFields.Race",
    "Race/Ethnicity",
    [
      "Hispanic or Latino",
      "White (Not Hispanic or Latino)",
      "Black or African American (Not Hispanic or Latino)",
      "Asian (Not Hispanic or Latino)",
      "Two or More Races (Not Hispanic or Latino)",
      PREFER_NOT,
    ],
  ],
  [
    "CandProfileFields.Veteran",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", PREFER_NOT],
  ],
];
const disability = [
  "Yes, I have a disability (or previously had a disability)",
  "No, I do not have a disability and have not had one in the past",
  "I do not want to answer",
];

/** The contact and address rows carry their row number: -1 until saved (see the header). */
const CONTACT = {
  phoneType: "PersonProfileFields.PhoneType",
  phone: "PersonProfileFields.PhoneNumber",
  street: "PersonProfileFields.AddressStreet1",
  city: "PersonProfileFields.AddressCity",
  country: "PersonProfileFields.AddressCountry",
  state: "PersonProfileFields.AddressState",
  zip: "PersonProfileFields.AddressZip",
};

function stepBody(
  step: Step,
  b: PostingBehaviour,
  vals: Values,
  errs: Errors,
  ctx: { email: string; newCandidate: boolean; row: number; onFile: string },
): string {
  const r = (name: string) => `${ctx.row}_${name}`;
  const v = variantOf(b);
  switch (step) {
    case "candidate":
      return `${fileRow("PortalProfileFields.Resume_File", "Resume", !ctx.onFile, ctx.onFile, errs)}
<h2>Contact Information</h2>
${textRow(vals, "PersonProfileFields.FirstName", v?.labels.firstName ?? "First Name", true, errs)}${textRow(vals, "PersonProfileFields.LastName", v?.labels.lastName ?? "Last Name", true, errs)}
${textRow({ "PersonProfileFields.Email": ctx.email, ...vals }, "PersonProfileFields.Email", v?.labels.email ?? "Email", true, errs, "email")}
${dropdownRow(vals, r(CONTACT.phoneType), "Phone Type", ["Mobile", "Home", "Work"], true, errs, CONTACT.phoneType)}
${textRow(vals, r(CONTACT.phone), v?.labels.phone ?? "Phone Number", true, errs, "tel", CONTACT.phone)}
<h2>Address</h2>
${textRow(vals, r(CONTACT.street), "Street Address", true, errs, "text", CONTACT.street)}${textRow(vals, r(CONTACT.city), "City", true, errs, "text", CONTACT.city)}
${dropdownRow({ [CONTACT.country]: USA, ...vals }, r(CONTACT.country), "Country", [USA, "Canada", "United Kingdom"], true, errs, CONTACT.country)}
${dropdownRow(vals, r(CONTACT.state), "State/Province", US_STATES, false, errs, CONTACT.state)}
${textRow(vals, r(CONTACT.zip), "Zip/Postal Code", true, errs, "text", CONTACT.zip)}
${
  ctx.newCandidate
    ? `<h2>Create a login</h2>
${textRow({ "PersonProfileFields.Login": ctx.email, ...vals }, "PersonProfileFields.Login", "Login", true, errs)}
${textRow({}, "PersonProfileFields.Password", "Password", true, errs, "password")}${textRow({}, "PersonProfileFields.Password_Confirm", "Password (Re-enter)", true, errs, "password")}`
    : ""
}`;
    case "questions": {
      // A variant shuffles the employer's questions and adds its own after them.
      const own = (v ? v.order(questions(b), "icims-questions") : questions(b)).map((q) =>
        q.options ? dropdownRow(vals, q.name, q.label, q.options, q.required, errs) : textRow(vals, q.name, q.label, q.required, errs),
      );
      return [...own, ...(v ? icimsVariantItems(v).map((i) => variantRow(vals, i, errs)) : [])].join("\n");
    }
    case "eeo":
      return `<p>Voluntary Self-Identification. Completing this section is voluntary; the information is kept apart from your application.</p>
${eeoLists.map(([n, l, o]) => dropdownRow(vals, n, l, o, n !== "CandProfileFields.Veteran", errs)).join("\n")}
${radioRow(vals, "CandProfileFields.Disability", "Disability Status", disability, true, errs)}
${textRow(vals, "CandProfileFields.EEOSignature", "Signature (type your full name)", true, errs)}`;
    default:
      return confirmBody(
        vals,
        Object.fromEntries(Object.entries(vals).filter(([k]) => !/Password|certify|esignature/.test(k))),
        errs,
        !!b.captcha,
      );
  }
}

const PASSWORD_OK = (p: string) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p);

function validate(
  step: Step,
  b: PostingBehaviour,
  f: Values,
  files: Record<string, UploadedFile>,
  ctx: { newCandidate: boolean; onFile: string; row: number },
): Errors {
  const errs: Errors = {};
  const need = (key: string, label: string, name = key) => {
    if (!str(f[name])) errs[key] = required(label);
  };
  const r = (name: string) => `${ctx.row}_${name}`;
  switch (step) {
    case "candidate":
      if (!files["PortalProfileFields.Resume_File"] && !ctx.onFile) errs["PortalProfileFields.Resume_File"] = required("Resume");
      need("PersonProfileFields.FirstName", "First Name");
      need("PersonProfileFields.LastName", "Last Name");
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(f["PersonProfileFields.Email"])))
        errs["PersonProfileFields.Email"] = "Email must be a valid email address.";
      need(CONTACT.phoneType, "Phone Type", r(CONTACT.phoneType));
      need(CONTACT.phone, "Phone Number", r(CONTACT.phone));
      need(CONTACT.street, "Street Address", r(CONTACT.street));
      need(CONTACT.city, "City", r(CONTACT.city));
      need(CONTACT.country, "Country", r(CONTACT.country));
      need(CONTACT.zip, "Zip/Postal Code", r(CONTACT.zip));
      if (str(f[r(CONTACT.country)]) === USA) need(CONTACT.state, "State/Province", r(CONTACT.state));
      if (ctx.newCandidate) {
        need("PersonProfileFields.Login", "Login");
        const pw = str(f["PersonProfileFields.Password"]);
        if (!PASSWORD_OK(pw)) errs["PersonProfileFields.Password"] = PASSWORD_RULE;
        else if (pw !== str(f["PersonProfileFields.Password_Confirm"]))
          errs["PersonProfileFields.Password_Confirm"] = "The passwords you entered do not match.";
      }
      break;
    case "questions": {
      for (const q of questions(b)) if (q.required) need(q.name, q.label);
      // A variant's required questions; a second level only while its first level has the answer.
      const v = variantOf(b);
      if (v)
        Object.assign(
          errs,
          requiredVariantErrors(v, f, icName, (q) => required(q.label)),
        );
      break;
    }
    case "eeo":
      need("CandProfileFields.Gender", "Gender");
      need("CandProfileFields.Race", "Race/Ethnicity");
      need("CandProfileFields.Disability", "Disability Status");
      need("CandProfileFields.EEOSignature", "Signature");
      break;
    default:
      need("certify", "Certification");
      need("esignature", "Electronic signature");
      if (b.captcha && !str(f["g-recaptcha-response"])) errs.captcha = "Please verify that you are not a robot.";
  }
  return errs;
}

/** Field names as recorded: without the row prefix ("-1_", "1_"), without the form's own plumbing. */
const recorded = (f: Values): Values =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([k]) => !k.startsWith("_") && !/Password|g-recaptcha-response|Resume_FileName/.test(k))
      .map(([k, x]) => [k.replace(/^-?\d+_/, ""), x]),
  );

export function icimsSite(state: SimState): express.Router {
  const accounts = new Map<string, Map<string, Account>>(); // portal host -> login e-mail -> account
  const r = express.Router();
  const accountsOf = (host: string) => accounts.get(host) ?? accounts.set(host, new Map()).get(host)!;
  const ic = (req: express.Request, res: express.Response): IcSession => {
    const portals = (state.session(req, res).icims ??= {}) as Record<string, IcSession>;
    return (portals[req.hostname] ??= { apps: {} });
  };
  const titleOf = (b: PostingBehaviour) => b.title ?? "Software Engineer";

  r.get("/jobs/search", (req, res) => {
    if (req.query.in_iframe !== "1") return res.type("html").send(shell("Careers", framed(req.path, "ss=1")));
    res
      .type("html")
      .send(
        content(
          "Search Jobs",
          "iCIMS_JobsTable",
          `<div class="iCIMS_JobsTable"><div class="row"><a class="iCIMS_Anchor" href="${h(framed("/jobs/4012/software-engineer/job"))}"><h3>Software Engineer</h3></a></div></div>`,
        ),
      );
  });

  // /jobs/{id}[/{slug}]/{page}
  r.all(/^\/jobs\/(\d+)(?:\/([^/]+))?\/(job|login|candidate|questions|eeo|confirm)$/, async (req, res) => {
    const [id, slug, pageName] = [req.params[0], req.params[1] as string | undefined, req.params[2]] as [
      string,
      string | undefined,
      string,
    ];
    if (await preamble(state, id, res)) return;
    const b = state.postings.get(id);
    const base = `/jobs/${id}${slug ? `/${slug}` : ""}`;
    const at = (p: string, query = "") => framed(`${base}/${p}`, query);
    // A variant's cookie notice on every content page (GUESS: iCIMS's own notice inside the portal content).
    const banner = variantOf(b)?.cookieBanner && req.query.in_iframe === "1" ? COOKIE_BANNER : "";
    const send = (html: string, status = 200) =>
      res
        .status(status)
        .type("html")
        .send(banner ? html.replace("</body>", `${banner}</body>`) : html);
    const inner = req.query.in_iframe === "1";
    if (req.method === "GET" && !inner) {
      const query = new URLSearchParams(req.query as Record<string, string>).toString();
      return send(shell(titleOf(b), framed(req.path, query)));
    }
    if (b.closed) {
      return send(
        content(
          "Job Closed",
          "iCIMS_JobPage",
          `<div class="iCIMS_Message iCIMS_Message_Warning"><p>The position you are trying to access is no longer available.</p>
<p><a href="${h(framed("/jobs/search", "ss=1"))}">Search all open jobs</a></p></div>`,
        ),
      );
    }
    const s = ic(req, res);
    const known = accountsOf(req.hostname);
    const post = req.method === "POST" ? await readForm(req) : null;
    const f = post?.fields ?? {};

    if (pageName === "job") {
      if (req.query.mode === "submit_apply" && s.apps[id]?.submitted) {
        return send(
          content(
            "Application Submitted",
            "iCIMS_JobPage",
            `<h1 class="iCIMS_Header">${h(titleOf(b))}</h1>
<div class="iCIMS_Message iCIMS_Message_Success" role="status"><p>Your application was submitted successfully.</p><p>Thank you for your interest. You can check its status from your candidate dashboard.</p></div>`,
          ),
        );
      }
      return send(
        content(
          titleOf(b),
          "iCIMS_JobPage",
          `<h1 class="iCIMS_Header">${h(titleOf(b))}</h1>
<div class="iCIMS_JobHeaderGroup"><span class="iCIMS_JobHeaderField">Job ID</span> <span>${h(id)}</span></div>
<div class="iCIMS_InfoMsg iCIMS_InfoMsg_Job"><p>Join ${h(req.hostname.split(".")[0].replace(/^[a-z]*careers-/, ""))}.</p></div>
<a class="iCIMS_ApplyOnlineButton iCIMS_PrimaryButton" href="${h(at("login"))}">Apply for this job online</a>`,
        ),
      );
    }

    if (pageName === "login") {
      if (s.email) return res.redirect(303, at("candidate", "from=login"));
      const action = at("login");
      if (!post) return send(loginPage(action, {}));
      const email = str(f.email).toLowerCase();
      if (str(f._stage) === "email") {
        const errs: string[] = [];
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errs.push("Please enter a valid email address.");
        if (!str(f.accept_privacy)) errs.push("You must accept the Privacy Policy to continue.");
        if (errs.length) return send(loginPage(action, { email, errs }), 400);
        if (known.has(email)) {
          s.pendingEmail = email;
          return send(loginPage(action, { email, password: true }));
        }
        s.email = email;
        s.newCandidate = true;
        return res.redirect(303, at("candidate", "from=login"));
      }
      const account = s.pendingEmail === email ? known.get(email) : undefined;
      if (!account) return send(loginPage(action, { errs: [WRONG_PASSWORD] }), 400);
      if (account.lockedUntil > Date.now()) return send(loginPage(action, { email, password: true, errs: [LOCKED] }), 403);
      if (account.password !== str(f.password)) {
        account.failures += 1;
        if (account.failures >= MAX_FAILURES) {
          account.lockedUntil = Date.now() + LOCK_MS;
          account.failures = 0;
          return send(loginPage(action, { email, password: true, errs: [LOCKED] }), 403);
        }
        return send(loginPage(action, { email, password: true, errs: [WRONG_PASSWORD] }), 400);
      }
      account.failures = 0;
      s.email = email;
      s.newCandidate = false;
      s.pendingEmail = undefined;
      return res.redirect(303, at("candidate", "from=login"));
    }

    // The application steps need a signed-in candidate (or one creating a login on the profile page).
    if (!s.email) return res.redirect(303, at("login"));
    const email = s.email;
    const account = known.get(email);
    const app = (s.apps[id] ??= { step: 0, fields: {}, files: {}, submitted: false });
    if (app.submitted) return res.redirect(303, at("job", "mode=submit_apply"));
    const current = STEPS[app.step];
    if (pageName !== current) return res.redirect(303, at(current));
    const ctx = { email, newCandidate: !account, row: account ? account.row : -1, onFile: account?.resume?.filename ?? "" };
    const cls = { candidate: "iCIMS_CandidatePage", questions: "iCIMS_QuestionsPage", eeo: "iCIMS_EEOPage", confirm: "iCIMS_ConfirmPage" }[
      current
    ];
    const heading = {
      candidate: "Candidate Profile",
      questions: "Job-Specific Questions",
      eeo: "Voluntary Self-Identification",
      confirm: "Confirm Application",
    }[current];
    const submitId = {
      candidate: "cp_form_submit_i",
      questions: "quesp_form_submit_i",
      eeo: "eeo_form_submit_i",
      confirm: "confirm_form_submit_i",
    }[current];
    const v = variantOf(b);
    const extra = !v
      ? ""
      : current === "questions"
        ? `<script>${CONDITIONS_JS}</script>`
        : current === "confirm"
          ? `<script>${confirmScript(v)}\n${confirmFetchJs(at("job", "mode=submit_apply"))}</script>`
          : "";
    const show = (errs: Errors, status = 200) => {
      const vals = current === "candidate" ? { ...(account?.profile ?? {}), ...app.fields } : app.fields;
      const valsForRow =
        current === "candidate" ? Object.fromEntries(Object.entries(vals).map(([k, x]) => [k.replace(/^-?\d+_/, ""), x])) : vals;
      return send(
        content(
          heading,
          cls,
          `<h1 class="iCIMS_Header">${h(titleOf(b))}</h1><h2 class="iCIMS_SubHeader">${h(heading)}</h2>
<p class="iCIMS_Progress">Step ${app.step + 1} of ${STEPS.length}</p>${errorBanner(errs)}
<form id="${current}_form" method="post" action="${h(at(current))}"${current === "candidate" ? ` enctype="multipart/form-data"` : ""}>
${stepBody(current, b, valsForRow, errs, ctx)}
<div class="iCIMS_FormButtons"><input type="submit" id="${submitId}" class="iCIMS_PrimaryButton" value="${current === "confirm" ? "Submit Application" : "Next"}"></div></form>`,
          extra,
        ),
        status,
      );
    };
    if (!post) return show({});

    const errs = validate(current, b, f, post.files, ctx);
    if (Object.keys(errs).length) return show(errs, 400);
    Object.assign(app.fields, recorded(f));
    Object.assign(app.files, post.files);
    if (current === "candidate") {
      const profile = recorded(f);
      if (!account) {
        // Saving the profile page creates the login (the "Create a login" section).
        known.set(email, {
          password: str(f["PersonProfileFields.Password"]),
          failures: 0,
          lockedUntil: 0,
          profile,
          resume: post.files["PortalProfileFields.Resume_File"],
          row: 1,
        });
        s.newCandidate = false;
      } else {
        account.profile = { ...account.profile, ...profile };
        account.resume = post.files["PortalProfileFields.Resume_File"] ?? account.resume;
      }
    }
    if (app.step < STEPS.length - 1) {
      app.step += 1;
      return res.redirect(303, at(STEPS[app.step]));
    }
    app.submitted = true;
    const resume = app.files["PortalProfileFields.Resume_File"] ?? known.get(email)?.resume;
    state.record({
      ats: "icims",
      tenant: req.hostname.split(".")[0],
      jobId: id,
      fields: { ...app.fields, login: email },
      files: resume ? { "PortalProfileFields.Resume_File": resume } : {},
    });
    return res.redirect(303, at("job", "mode=submit_apply"));
  });
  return r;
}
