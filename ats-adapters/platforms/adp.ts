// ADP Workforce Now (workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid={guid}&ccId=&jobId=;
// myjobs.adp.com/{tenant}/cx; recruiting.adp.com/srccar/public/RTI.home?c=&r=): docs/platforms.md#adp-workforce-now.
// The career center is client-rendered: its posting page fetches the posting and shows Apply, or nothing
// for a closed one. Applicants register once per career center ("Register Now": contact information, a
// user ID and a password) and log in with that user ID afterwards; the application is a wizard of steps
// behind one Next each and a final Submit. What is known of ADP's pages and what is a guess:
// docs/platforms.md#adp-workforce-now and test/simulators/adp/index.ts.
import { AtsFailure } from "../../lib/domain";
import { matches, visiblePasswordField } from "../page-checks";
import { checkWalls } from "../shared-flow";
import type { AdapterRun, PlatformAdapter } from "./types";
import { appliedWhenSignedIn, clickIfPresent, registerByMeaning, requireCredentials, typeInto } from "../account-steps";
import { platform } from "../../catalog/platforms/adp";

const signInForm = { selectors: ["form#login-form"] };
const registerForm = { selectors: ["form#register-form"] };
const alreadyApplied = { selectors: [".already-applied"], text: [/you have already applied for this job/i] };
const closed = { selectors: [".job-unavailable"], text: [/this job is no longer available/i] };

const credentials = (run: AdapterRun) =>
  requireCredentials(run, "ADP needs an applicant account on this employer's career center, and none was provided.");

/** The posting renders in the page after load: wait for it (or its absence), then press Apply. */
async function openForm(run: AdapterRun): Promise<void> {
  await run.page
    .waitForSelector("#recruitment_jobDescription_apply, .job-unavailable, form#application-form, form#login-form", { timeout: 30_000 })
    .catch(() => null);
  if (await matches(run.page, closed)) throw new AtsFailure("job_closed", "The posting no longer accepts applications.");
  await clickIfPresent(run, ["#recruitment_jobDescription_apply"], /^apply( now)?$/i);
}

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  if (!(await matches(run.page, signInForm))) await clickIfPresent(run, ["#sign-in-link"], /^log ?in$/i);
  await typeInto(run, "form#login-form input[name=userId]", creds.login);
  await typeInto(run, "form#login-form input[name=password]", creds.password);
  await clickIfPresent(run, ["#sign-in-button"], /^sign in$/i);
  if (!(await matches(run.page, signInForm))) return;
  // One attempt only: every further wrong password brings the account closer to ADP's lock.
  if (await matches(run.page, { text: [/user id or password you entered is incorrect|account is locked/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "ADP refused the stored user ID and password for this career center (wrong password or a locked account); it was tried once and not again.",
    );
  }
  throw new Error("ADP log in did not complete; will retry");
}

async function create(run: AdapterRun): Promise<"ready"> {
  const creds = credentials(run);
  const { applicant } = run.req;
  if (!(await matches(run.page, registerForm)))
    await clickIfPresent(run, ["#register-now"], /^(register now|create an account)$/i, { links: true });
  // ADP's applicant guide shows a CAPTCHA before registering and security questions in the wizard;
  // neither can be done for the candidate (a security answer would be one more secret we do not keep).
  await checkWalls(run, { allowPassword: true });
  if (await matches(run.page, { text: [/security question/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "This ADP career center asks for security questions to register an applicant account; the candidate has to register once themselves.",
    );
  }
  if (!(await matches(run.page, registerForm))) {
    // Another version of the career center's registration: filled by what its boxes ask.
    await registerByMeaning(run, /^(create account|register|submit)$/i);
    if (await visiblePasswordField(run.page)) throw new Error("ADP registration did not complete; will retry");
    return "ready";
  }
  const form = "form#register-form";
  await typeInto(run, `${form} input[name=firstName]`, applicant.firstName);
  await typeInto(run, `${form} input[name=lastName]`, applicant.lastName);
  await typeInto(run, `${form} input[name=email]`, applicant.email);
  // The service's login (the candidate's e-mail) is the user ID, so one stored credential signs in later.
  await typeInto(run, `${form} input[name=userId]`, creds.login);
  await typeInto(run, `${form} input[name=password]`, creds.password);
  await typeInto(run, `${form} input[name=confirmPassword]`, creds.password);
  await clickIfPresent(run, ["#register-button"], /^submit$/i);
  if (!(await matches(run.page, registerForm))) return "ready";
  if (await matches(run.page, { text: [/user id is not available/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "An ADP applicant account with this user ID already exists on this career center, and we do not have its password.",
    );
  }
  throw new Error("ADP registration did not complete; will retry");
}

export const adp: PlatformAdapter = {
  id: platform.id,
  openForm,
  // The account exists (the earlier attempt reached the final click): sign in and open the application.
  verifySubmitted: (run) => appliedWhenSignedIn(run, { signInNeeded: (r) => matches(r.page, signInForm), applied: alreadyApplied }),
  formRoot: "form#application-form",
  closed,
  success: { url: /\/jobs\/apply\/confirmation\.html/i, selectors: [".application-confirmation"], text: [/thank you for applying/i] },
  nextButtons: ["#next-button"],
  submitButtons: ["#submit-application"],
  errors: { selectors: [".validation-summary li", ".field-error"] },
  account: {
    signIn,
    create,
    async afterVerified() {
      // Registration logs the applicant in at once; no e-mailed link to follow (test/simulators/adp/index.ts).
    },
  },
};
