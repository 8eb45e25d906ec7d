// Drives the Taleo simulator by hand in real Chromium: the privacy statement, New User registration
// under the password policy, the JSF wizard with its errors and typed e-signature, the thank-you page,
// a returning candidate, wrong passwords up to the lock, the e-mailed activation link, closed, CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { newPage, useSimulatorBrowser, resumeFile, typeInto, upload } from "../harness";
import { type Question, questionsOf, variantFor } from "../variants";
import { POSTING_ROWS, taleoVariantName } from "./variants";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();
const posting = (job: string, co = "acme") => `http://${co}.taleo.net/careersection/2/jobdetail.ftl?job=${job}&lang=en`;
const id = (x: string) => `[id="${x}"]`;
const DLG = "dialogTemplate-dialogForm";
const P = "et-ef-content-ftf-gp-j_id_id16pc9-page_0";
const cpi = (n: string) => id(`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_${n}`);
const NEXT = id("et-ef-content-ftf-saveContinueCmdBottom");
const PASSWORD = "Candidate2026x";

async function clickAndWait(p: Page, selector: string) {
  await Promise.all([p.waitForNavigation(), p.click(selector)]);
}
const pageTitle = (p: Page) => p.$eval("h2.pageTitle", (e) => e.textContent);
const errorText = (p: Page) => p.$eval("#errorMessageTitle", (e) => e.textContent ?? "");

/** Posting → Apply Online → the privacy statement → the login page. */
async function toLogin(p: Page, job: string, co = "acme") {
  await p.goto(posting(job, co));
  await clickAndWait(p, id("requisitionDescriptionInterface.UP_APPLY_ON_REQ.row1"));
  expect(p.url()).toContain("/careersection/iam/accessmanagement/login.jsf?lang=en&redirectionURI=");
  await clickAndWait(p, id(`${DLG}-StatementBeforeAuthentificationContent-ContinueButton`));
}

async function register(p: Page, user: string, password = PASSWORD, email = user) {
  await typeInto(p, id(`${DLG}-userName`), user);
  await typeInto(p, id(`${DLG}-password`), password);
  await typeInto(p, id(`${DLG}-passwordConfirm`), password);
  await typeInto(p, id(`${DLG}-email`), email);
  await typeInto(p, id(`${DLG}-emailConfirm`), email);
  if (!(await p.$eval(id(`${DLG}-legalAgreement`), (e) => (e as HTMLInputElement).checked))) await p.click(id(`${DLG}-legalAgreement`));
  await clickAndWait(p, id(`${DLG}-defaultCmd`));
}

async function signIn(p: Page, user: string, password = PASSWORD) {
  await typeInto(p, id(`${DLG}-login-name1`), user);
  await typeInto(p, id(`${DLG}-login-password`), password);
  await clickAndWait(p, id(`${DLG}-login-defaultCmd`));
}

/** A new user registered from a posting's Apply button (the session stays signed in). */
async function registerNew(p: Page, job: string, co: string, user: string) {
  await toLogin(p, job, co);
  await clickAndWait(p, id(`${DLG}-login-register`));
  await register(p, user);
}

/** Runs `steps` on the login page of another browser session (a fresh context), then closes it. */
async function elsewhere(job: string, co: string, steps: (p: Page) => Promise<void>) {
  const other = await newPage(env.browser);
  await toLogin(other, job, co);
  await steps(other);
  await other.browserContext().close();
}

/** From the legal disclaimer to the Job Specific Questions, with an empty profile refused first. */
async function toQuestions(p: Page, firstNameLabel = "First Name") {
  expect(await pageTitle(p)).toBe("Legal Disclaimer");
  await clickAndWait(p, id("et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerContinueButton"));
  expect(await pageTitle(p)).toBe("Resume Upload");
  expect(await p.$eval(".stepCount", (e) => e.textContent)).toBe("Step 1 of 7");
  await clickAndWait(p, id("editTemplateMultipart-editForm-content-ftf-saveContinueCmdBottom"));
  expect(await errorText(p)).toContain("Please select a resume file to upload.");
  await upload(
    p,
    id("editTemplateMultipart-editForm-content-ftf-gp-j_id_id16pc8-page_0-ResumeParsingBlock-UploadResumeBlock-ResumeUploadInputFile"),
    resume,
  );
  await clickAndWait(p, id("editTemplateMultipart-editForm-content-ftf-saveContinueCmdBottom"));

  expect(await pageTitle(p)).toBe("General Profile");
  // The e-mail comes from the account; the rest is empty and required.
  expect(await p.$eval(cpi("EmailAddress"), (e) => (e as HTMLInputElement).value)).toBe("jane.taleo@example.com");
  await clickAndWait(p, NEXT);
  expect(await errorText(p)).toContain(`The field "${firstNameLabel}" is required.`);
  expect(await errorText(p)).toContain('The field "Source Type" is required.');
  expect(await p.$eval(cpi("FirstName"), (e) => e.getAttribute("aria-invalid"))).toBe("true");
  await typeInto(p, cpi("FirstName"), "Jane");
  await typeInto(p, cpi("LastName"), "Doe");
  await typeInto(p, cpi("City"), "San Francisco");
  await p.select(cpi("ResidenceLocation-0"), "United States");
  await p.select(cpi("ResidenceLocation-1"), "California");
  await typeInto(p, cpi("ZipCode"), "94105");
  await typeInto(p, cpi("HomePhone"), "4155550100");
  // Source Name shows up with the chosen type's sources.
  expect(await p.$eval("#sourceNameBlock", (e) => (e as HTMLElement).hidden)).toBe(true);
  await p.select(id("recruitmentSourceType"), "Job Board");
  expect(await p.$$eval(`${id("recruitmentSourceDP")} option`, (os) => os.map((o) => o.textContent))).toEqual([
    "Select...",
    "Indeed",
    "LinkedIn",
    "Glassdoor",
  ]);
  await p.select(id("recruitmentSourceDP"), "LinkedIn");
  await clickAndWait(p, NEXT);

  expect(await pageTitle(p)).toBe("Work Experience and Education");
  await typeInto(p, id(`${P}-we-wei-0-frm-dv_cs_experience_Employer`), "Initech");
  await clickAndWait(p, NEXT);
  expect(await pageTitle(p)).toBe("Job Specific Questions");
}

const q = (i: number, answer: string) => `${id(`${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-${i}-qr`)} input[value="${answer}"]`;
async function answerFixedQuestions(p: Page) {
  await p.click(q(0, "Yes"));
  await p.click(q(1, "No"));
  await p.click(q(2, "Yes"));
}

/** From the Diversity page to the review page. */
async function fromDiversity(p: Page) {
  expect(await pageTitle(p)).toBe("Diversity");
  for (let i = 0; i < 4; i++)
    await p.click(`${id(`${P}-diversityBlock-j_id_id11pc10-0-j_id_id14pc10-${i}-questionRadio`)} input:last-of-type`);
  await clickAndWait(p, NEXT);
  expect(await pageTitle(p)).toBe("eSignature");
  const signature = id(`${P}-eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`);
  await typeInto(p, signature, "J. Doe");
  await clickAndWait(p, NEXT);
  expect(await errorText(p)).toContain("must match the first and last name");
  await typeInto(p, signature, "Jane Doe");
  await clickAndWait(p, NEXT);
  expect(await pageTitle(p)).toBe("Review and Submit");
}

/** From the legal disclaimer to the review page. */
async function walkWizard(p: Page) {
  await toQuestions(p);
  await answerFixedQuestions(p);
  await clickAndWait(p, NEXT);
  await fromDiversity(p);
}

describe("Taleo simulator", () => {
  it("registers a new user, walks the wizard, submits once; the same user signs in for another job", { timeout: 400_000 }, async () => {
    const p = env.page;
    await toLogin(p, "4012");
    await clickAndWait(p, id(`${DLG}-login-register`));
    // The password policy: length, a letter, a number, not the user name.
    await register(p, "jane.taleo@example.com", "short");
    expect(await errorText(p)).toMatch(/Contain between 8 and 32 characters; Contain at least one number/);
    await register(p, "jane.taleo@example.com", "Jane.Taleo@example.com9");
    expect(await errorText(p)).toContain("Not contain your user name");
    await register(p, "jane.taleo@example.com");
    await walkWizard(p);

    expect(env.sim.submissions).toHaveLength(0);
    await clickAndWait(p, id("et-ef-content-ftf-submitCmdBottom"));
    expect(await p.$eval(id("et-ef-content-flowTemplate-gp-j_id_id16pc9-page_0-thankYouBlock-tyTitle"), (e) => e.textContent)).toBe(
      "Thank You",
    );
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "taleo", tenant: "acme", jobId: "4012" });
    expect(sub.fields).toMatchObject({
      userName: "jane.taleo@example.com",
      recruitmentSourceType: "Job Board",
      recruitmentSourceDP: "LinkedIn",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_FirstName`]: "Jane",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_ResidenceLocation-1`]: "California",
      [`${P}-eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`]: "Jane Doe",
      [`${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-1-qr`]: "No",
    });
    expect(Object.values(sub.files)[0].filename).toMatch(/\.pdf$/);
    // Coming back says it was already done, and records nothing more.
    await p.goto(posting("4012").replace("jobdetail", "jobapply"));
    expect(await p.$eval("body", (e) => e.textContent)).toContain("You have already applied for this job");
    expect(env.sim.submissions).toHaveLength(1);

    // A registered user name is taken; the same user signs in elsewhere (a new browser session).
    await elsewhere("4013", "acme", async (other) => {
      await clickAndWait(other, id(`${DLG}-login-register`));
      await register(other, "jane.taleo@example.com");
      expect(await errorText(other)).toContain("This user name is already used");
      await other.goto(posting("4013").replace("jobdetail", "jobapply"));
      await signIn(other, "jane.taleo@example.com");
      expect(await pageTitle(other)).toBe("Legal Disclaimer");
    });
  });

  it("refuses a wrong password and locks the account after five", { timeout: 400_000 }, async () => {
    await registerNew(env.page, "4012", "globex", "lock.me@example.com");
    expect(await pageTitle(env.page)).toBe("Legal Disclaimer");
    await elsewhere("4013", "globex", async (other) => {
      for (let i = 0; i < 5; i++) {
        await signIn(other, "lock.me@example.com", "Wrong1234x");
        expect(await errorText(other)).toContain("The user name or password is invalid");
      }
      await signIn(other, "lock.me@example.com");
      expect(await errorText(other)).toContain("Your account has been locked");
    });
  });

  it("activates a new account by the e-mailed link when the posting asks for it", { timeout: 400_000 }, async () => {
    const p = env.page;
    await registerNew(p, "4042", "initech", "jane.activate@example.com");
    expect(await p.$eval("#activationMessage", (e) => e.textContent)).toContain("jane.activate@example.com");
    const mail = await env.smtp.waitFor("jane.activate@example.com");
    expect(JSON.stringify(mail.from)).toContain("no-reply@taleo.net");
    const link = /(https?:\/\/\S+\/activate\.jsf\?token=[0-9a-f]+)/.exec(mail.text ?? "")![1];
    // Signing in before the link is opened is refused (from another session).
    await elsewhere("4042", "initech", async (other) => {
      await signIn(other, "jane.activate@example.com");
      expect(await errorText(other)).toContain("has not been activated");
    });
    await p.goto(link);
    expect(await pageTitle(p)).toBe("Legal Disclaimer");
  });

  it(
    "renders a seeded variant: its labels and questions, a second level by its answer, the required ones refused, a page's post replacing its answers",
    { timeout: 400_000 },
    async () => {
      const p = env.page,
        job = "1999012",
        v = variantFor(199);
      env.sim.postings.set(job, { variant: 199 });
      const qs = questionsOf(v);
      const byBank = (bank: string) => qs.find((x) => x.bank === bank)!;
      const name = (x: Question) => taleoVariantName(x, POSTING_ROWS);
      const [over18, sms, heard, clearance, race, gender, marketing] = [
        "over18",
        "sms",
        "heard_about",
        "clearance",
        "race_decline",
        "gender_decline",
        "marketing_opt_in",
      ].map(byBank);
      const which = qs.find((x) => x.showIf?.value === "Online")!;
      // The cookie banner is on every page until a choice is made.
      await p.goto(posting(job, "variantco"));
      await p.click("#CybotCookiebotDialogBodyButtonDecline");
      await registerNew(p, job, "variantco", "jane.taleo@example.com");
      await toQuestions(p, v.labels.firstName);
      expect(await p.$("#CybotCookiebotDialog")).toBeNull();

      // Only the fixed questions answered: the variant's shown required ones are refused, not the hidden second level.
      await answerFixedQuestions(p);
      expect(await p.$eval(id(name(which)), (e) => (e.closest("[data-show-if]") as HTMLElement).hidden)).toBe(true);
      await clickAndWait(p, NEXT);
      for (const x of [over18, sms, heard, clearance, gender]) expect(await errorText(p)).toContain(`The field "${x.label}" is required.`);
      expect(await errorText(p)).not.toContain(which.label);
      await p.select(id(name(heard)), "Online");
      expect(await p.$eval(id(name(which)), (e) => (e.closest("[data-show-if]") as HTMLElement).hidden)).toBe(false);
      await clickAndWait(p, NEXT);
      expect(await errorText(p)).toContain(`The field "${which.label}" is required.`);

      // All answered, the marketing box ticked; then back, the box unticked: the second post replaces the first.
      await p.click(`${id(name(over18))} input[value="Yes"]`);
      await p.click(`${id(name(sms))} input[value="No"]`);
      await p.click(`${id(name(clearance))} input[value="No"]`);
      await p.select(id(name(heard)), "Online");
      await p.select(id(name(which)), "Company website");
      await p.select(id(name(race)), "I don't wish to answer");
      await p.select(id(name(gender)), "I don't wish to answer");
      await p.click(`[name="${name(marketing)}"]`);
      await clickAndWait(p, NEXT);
      expect(await pageTitle(p)).toBe("Diversity");
      await clickAndWait(p, id("et-ef-content-ftf-previousCmdBottom"));
      expect(await p.$eval(`[name="${name(marketing)}"]`, (e) => (e as HTMLInputElement).checked)).toBe(true);
      await p.click(`[name="${name(marketing)}"]`);
      await clickAndWait(p, NEXT);
      await fromDiversity(p);

      // Seed 199 confirms in place (a role=status region replacing the form) after Submit posts by fetch.
      expect(v.confirmation).toBe("status");
      await p.click(id("et-ef-content-ftf-submitCmdBottom"));
      await p.waitForSelector('[role="status"]');
      expect(env.sim.submissions).toHaveLength(1);
      const { fields } = env.sim.submissions[0];
      expect(fields).toMatchObject({ [name(heard)]: "Online", [name(which)]: "Company website", [name(race)]: "I don't wish to answer" });
      expect(fields[name(marketing)]).toBeUndefined();
    },
  );

  it("shows a closed posting, and a CAPTCHA on the review page that refuses the submission", { timeout: 400_000 }, async () => {
    const p = env.page;
    await p.goto(posting("4040"));
    expect(await p.$eval("body", (e) => e.textContent)).toContain("This job is no longer available.");
    expect(await p.$(id("requisitionDescriptionInterface.UP_APPLY_ON_REQ.row1"))).toBeNull();

    await registerNew(p, "4041", "umbrella", "jane.taleo@example.com");
    await walkWizard(p);
    expect(await p.$("iframe[title=reCAPTCHA]")).not.toBeNull();
    await clickAndWait(p, id("et-ef-content-ftf-submitCmdBottom"));
    expect(await errorText(p)).toContain("Please verify that you are not a robot.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
