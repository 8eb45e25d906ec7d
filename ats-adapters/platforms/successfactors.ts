// SAP SuccessFactors (career{N}.successfactors.com|.eu/career?company={co}&career_job_req_id={id};
// Career Site Builder on *.jobs.hr.cloud.sap or the employer's domain): an account per company
// (docs/platforms.md#sap-successfactors). The form is the posting's URL with career_ns=job_application,
// which without a session is the company's Sign In page; "Create an account" (login_ns=register) asks
// for the e-mail twice, a password twice, the name, the country and acceptance of the data privacy
// statement (a dialog), possibly a CAPTCHA or a mailed one-time passcode; then the application is one
// page of sections sent by "Apply" (#fbqa_apply). What SuccessFactors looks like is described, with
// sources, in test/simulators/successfactors/index.ts.
import type { ElementHandle } from "puppeteer-core";
import { AtsFailure } from "../../lib/domain";
import { humanClick } from "../engine/write";
import { matches, visibleCaptcha } from "../page-checks";
import type { AdapterRun, PlatformAdapter } from "./types";
import { appliedWhenSignedIn, clickIfPresent, requireCredentials, typeInto } from "../account-steps";
import { platform } from "../../catalog/platforms/successfactors";

const signInForm = { selectors: ["#fbqa_signin", "input#username"] };
const registerForm = { selectors: ["#fbclc_createAccountButton"] };
const applicationForm = { selectors: ["#fbqa_apply"] };
const passcodePrompt = { selectors: ["input#passcode"] };
const alreadyApplied = { text: [/you have already applied for this job/i] };

const credentials = (run: AdapterRun) =>
  requireCredentials(run, "SuccessFactors needs a candidate account with this company, and none was provided.");

/** The banner of a refused page, without anything typed into the form. */
async function pageError(run: AdapterRun): Promise<string> {
  return run.page.$eval("#errorMsg", (e) => (e.textContent ?? "").replace(/\s+/g, " ").trim()).catch(() => "");
}

/** Listing pages (and Career Site Builder pages) carry an Apply button; the application URL has none. */
async function openForm(run: AdapterRun): Promise<void> {
  await clickIfPresent(run, ["#applyButton_top", "#applyButton_bottom", "a.dialogApplyBtn"], /^apply( now)?\b/i);
}

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  if (await matches(run.page, applicationForm)) return; // the session is still signed in
  if (!(await matches(run.page, signInForm))) throw new Error("SuccessFactors' Sign In page did not appear; will retry");
  await typeInto(run, "input#username", creds.login);
  await typeInto(run, "input#password", creds.password);
  await clickIfPresent(run, ["#fbqa_signin"], /^sign in$/i);
  if (!(await matches(run.page, signInForm))) return;
  // One attempt only: SuccessFactors locks an account after repeated failures.
  const says = await pageError(run);
  throw new AtsFailure(
    "manual_completion_required",
    `SuccessFactors refused the stored sign-in for this company${says ? ` (it says: ${says})` : ""}; it was tried once and not again.`,
  );
}

/** Picks the option whose text is the candidate's country (no option: left for the site to refuse). */
async function selectByText(run: AdapterRun, selector: string, text: string): Promise<void> {
  const value = await run.page.$$eval(
    `${selector} option`,
    (opts, t) => opts.find((o) => o.textContent?.trim().toLowerCase() === t)?.getAttribute("value") ?? null,
    text.trim().toLowerCase(),
  );
  if (value) await run.page.select(selector, value);
}

async function setChecked(box: ElementHandle<Element> | null, checked: boolean): Promise<void> {
  if (box && (await box.evaluate((e) => (e as HTMLInputElement).checked)) !== checked) await humanClick(box);
}

/**
 * The data privacy statement opens in a dialog; its Accept fills the hidden fbclc_dpcsId. Some sites
 * show the statement on the page with a box to tick instead.
 */
async function acceptPrivacyStatement(run: AdapterRun): Promise<void> {
  const box = await run.page.$("#fbclc_dpcsAccept");
  if (box) return setChecked(box, true);
  const accepted = () => run.page.$eval("[name=fbclc_dpcsId]", (e) => (e as HTMLInputElement).value !== "").catch(() => true);
  if (await accepted()) return;
  const link = await run.page.$("#dataPrivacyId");
  if (!link) return;
  await humanClick(link);
  const accept = await run.page.waitForSelector('[id="dlgButton_20:"]', { visible: true, timeout: 10_000 }).catch(() => null);
  if (!accept) throw new Error("SuccessFactors' data privacy statement did not open; will retry");
  await humanClick(accept);
  await run.page
    .waitForFunction(() => (document.querySelector("[name=fbclc_dpcsId]") as HTMLInputElement | null)?.value !== "", { timeout: 10_000 })
    .catch(() => {
      throw new Error("SuccessFactors did not record the accepted data privacy statement; will retry");
    });
}

async function create(run: AdapterRun): Promise<"ready" | "verify_code"> {
  const creds = credentials(run);
  const { applicant } = run.req;
  if (!(await matches(run.page, registerForm)))
    await clickIfPresent(run, [".bottomLink a", 'a[href*="login_ns=register"]'], /^create an account$/i, { links: true });
  if (!(await matches(run.page, registerForm))) throw new Error("SuccessFactors' Create an Account page did not appear; will retry");
  // The company's CAPTCHA guards account creation: a person has to solve it (nothing was sent yet).
  if (await visibleCaptcha(run.page))
    throw new AtsFailure(
      "manual_completion_required",
      "This company's SuccessFactors site shows a CAPTCHA on account creation that a person has to solve.",
    );
  await typeInto(run, "#fbclc_userName", creds.login);
  await typeInto(run, "#fbclc_emailConf", creds.login);
  await typeInto(run, "#fbclc_pwd", creds.password);
  await typeInto(run, "#fbclc_pwdConf", creds.password);
  await typeInto(run, "#fbclc_fName", applicant.firstName);
  await typeInto(run, "#fbclc_lName", applicant.lastName);
  if (applicant.phone && (await run.page.$("#fbclc_phoneNumber"))) await typeInto(run, "#fbclc_phoneNumber", applicant.phone);
  const country = applicant.profile.personalInformation.country;
  if (country) await selectByText(run, "#fbclc_country", country);
  // Job alerts arrive ticked: marketing the candidate did not ask for.
  await setChecked(await run.page.$("#fbclc_emailEnabled"), false);
  await acceptPrivacyStatement(run);
  await clickIfPresent(run, ["#fbclc_createAccountButton"], /^create account$/i);
  // The company mails a one-time passcode to finish the account: the page waits for it (managed inbox or POST /otp).
  if (await matches(run.page, passcodePrompt)) return "verify_code";
  if (await matches(run.page, registerForm)) {
    const says = await pageError(run);
    if (/account already exists/i.test(says)) {
      throw new AtsFailure(
        "manual_completion_required",
        "A SuccessFactors account with the candidate's e-mail already exists with this company, and we do not have its password.",
      );
    }
    if (await visibleCaptcha(run.page))
      throw new AtsFailure(
        "manual_completion_required",
        "This company's SuccessFactors site shows a CAPTCHA on account creation that a person has to solve.",
      );
    throw new AtsFailure("site_error", `SuccessFactors did not accept the new account${says ? ` (it says: ${says})` : ""}.`);
  }
  return "ready";
}

export const successfactors: PlatformAdapter = {
  id: platform.id,
  // The application itself: without a session it is the company's Sign In page.
  formUrl(posting) {
    if (!/\.successfactors\.(com|eu)$/.test(posting.hostname)) return posting.href;
    const url = new URL(posting.href);
    const job = url.searchParams.get("career_job_req_id") ?? url.searchParams.get("jobId");
    if (!job) return posting.href;
    url.pathname = "/career";
    url.searchParams.delete("jobId");
    url.searchParams.set("career_job_req_id", job);
    url.searchParams.set("career_ns", "job_application");
    return url.href;
  },
  openForm,
  // The account exists (the earlier attempt reached the final click): sign in and open the application.
  verifySubmitted: (run) => appliedWhenSignedIn(run, { signInNeeded: (r) => matches(r.page, signInForm), applied: alreadyApplied }),
  formRoot: "form:has(#fbqa_apply)",
  closed: {
    selectors: ["#jobErrMsg", ".jobErrMsg"],
    text: [
      /job you are trying to apply for is no longer available|(job|position) (is )?no longer (available|active)|requisition has been closed/i,
    ],
  },
  success: { url: /[?&]isRedirectToAppSent=true\b/, text: [/your application has been sent|thank you for expressing your interest/i] },
  submitButtons: ["#fbqa_apply"],
  errors: { selectors: ["#errorMsg li", ".fieldError"] },
  // SAP writes "Country/Region", which the answer rules would read as a region (a state).
  fieldMeanings: { q_tor_fcountry: "Country" },
  account: {
    signIn,
    create,
    async enterCode(run, code) {
      await typeInto(run, "input#passcode", code);
      await clickIfPresent(run, ["#continueBtn"], /^(continue|verify|submit)$/i);
      return (await matches(run.page, passcodePrompt)) ? "verify_code" : "ready";
    },
    // An accepted passcode signs the new account in and returns to the application; signing in is the way back otherwise.
    async afterVerified(run) {
      if (!(await matches(run.page, applicationForm))) await signIn(run);
    },
  },
};
