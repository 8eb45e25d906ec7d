// Drives the Workday simulator by hand in real Chromium: account creation with the e-mailed link over
// real SMTP, the whole wizard, a second application that signs in, the honeypot, closed and CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { newPage, useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();
const posting = (req: string) => `http://acme.wd5.myworkdayjobs.com/External/job/New-York-NY/Software-Engineer_${req}`;
const aid = (id: string) => `[data-automation-id="${id}"]`;

async function clickAndWait(p: Page, selector: string) {
  await Promise.all([p.waitForNavigation(), p.click(selector)]);
}

async function choose(p: Page, name: string, option: string) {
  await p.click(aid(name));
  await p.click(`${aid(`formField-${name}`)} [data-automation-label="${option}"]`);
}

async function startApplication(p: Page, req: string) {
  await p.goto(posting(req));
  await clickAndWait(p, aid("adventureButton"));
  await clickAndWait(p, aid("applyManually"));
}

async function createAccount(p: Page, email: string) {
  await p.type(aid("email"), email);
  await p.type(aid("password"), "Secret-pass-123");
  await p.type(aid("verifyPassword"), "Secret-pass-123");
  await p.click(aid("createAccountCheckbox"));
  await clickAndWait(p, aid("createAccountSubmitButton"));
}

async function completeWizard(p: Page) {
  await choose(p, "source", "LinkedIn");
  await p.click(`${aid("candidateIsPreviousWorker")} input[value=false]`);
  await typeInto(p, aid("legalNameSection_firstName"), "Jane");
  await typeInto(p, aid("legalNameSection_lastName"), "Doe");
  await typeInto(p, aid("addressSection_addressLine1"), "1 Market St");
  await typeInto(p, aid("addressSection_city"), "San Francisco");
  await choose(p, "addressSection_countryRegion", "California");
  await typeInto(p, aid("addressSection_postalCode"), "94105");
  await choose(p, "phone-device-type", "Mobile");
  await typeInto(p, aid("phone-number"), "4155550100");
  await clickAndWait(p, aid("pageFooterNextButton"));
  expect(await p.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Experience");
  await upload(p, aid("file-upload-input-ref"), resume);
  await p.waitForSelector(`${aid("file-upload-successful")}:not([hidden])`);
  await clickAndWait(p, aid("pageFooterNextButton"));
  await choose(p, "question_workAuthorization", "Yes");
  await choose(p, "question_sponsorship", "No");
  await choose(p, "question_over18", "Yes");
  await clickAndWait(p, aid("pageFooterNextButton"));
  await choose(p, "gender", "I do not wish to answer");
  await choose(p, "ethnicityDropdown", "I do not wish to answer");
  await choose(p, "veteranStatus", "I do not wish to answer");
  await p.click(aid("agreementCheckbox"));
  await clickAndWait(p, aid("pageFooterNextButton"));
  await typeInto(p, aid("name"), "Jane Doe");
  await p.click(`${aid("disabilityStatus")} input[value=decline]`);
  await clickAndWait(p, aid("pageFooterNextButton"));
  expect(await p.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("Review");
}

describe("Workday simulator", () => {
  it("creates an account, needs the e-mailed link, walks the wizard; a second application signs in", async () => {
    await startApplication(env.page, "R-4012");
    await createAccount(env.page, "jane.wd@example.com");
    expect(await env.page.$eval(aid("verifyEmailMessage"), (e) => e.textContent)).toContain("jane.wd@example.com");
    // Signing in before the link is opened is refused.
    await clickAndWait(env.page, aid("signInLink"));
    await env.page.type(aid("email"), "jane.wd@example.com");
    await env.page.type(aid("password"), "Secret-pass-123");
    await clickAndWait(env.page, aid("signInSubmitButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("not been verified");

    // The link opened elsewhere (another env.browser context) verifies the account; then sign in here.
    const mail = await env.smtp.waitFor("jane.wd@example.com");
    const link = /(https?:\/\/\S+\/activate\/[0-9a-f]+)/.exec(mail.text ?? "")![1];
    const elsewhere = await newPage(env.browser);
    await elsewhere.goto(link);
    expect(await elsewhere.$(aid("verifiedMessage"))).not.toBeNull();
    await env.page.goto(`${posting("R-4012")}/apply/applyManually?mode=signin`);
    await env.page.type(aid("email"), "jane.wd@example.com");
    await env.page.type(aid("password"), "Secret-pass-123");
    await clickAndWait(env.page, aid("signInSubmitButton"));
    expect(await env.page.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Information");

    // A script click does nothing on Workday's buttons.
    await env.page.$eval(aid("pageFooterNextButton"), (b) => (b as HTMLButtonElement).click());
    expect(await env.page.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Information");
    await clickAndWait(env.page, aid("pageFooterNextButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("The field First Name is required");

    await completeWizard(env.page);
    expect(env.sim.submissions).toHaveLength(0);
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(await env.page.$eval(aid("applicationSubmittedMessage"), (e) => e.textContent)).toContain("Application Submitted");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "workday", tenant: "acme", jobId: "R-4012", bot: false });
    expect(env.sim.submissions[0].fields).toMatchObject({
      email: "jane.wd@example.com", legalNameSection_firstName: "Jane", addressSection_countryRegion: "California",
      question_workAuthorization: "Yes", question_sponsorship: "No", source: "LinkedIn", disabilityStatus: "decline",
    });
    expect(env.sim.submissions[0].files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // Second application on the same tenant, new env.browser context: the account exists, so sign in.
    const second = await newPage(env.browser);
    await startApplication(second, "R-4013");
    await createAccount(second, "jane.wd@example.com");
    expect(await second.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("already exists");
    await clickAndWait(second, aid("signInLink"));
    await second.type(aid("email"), "jane.wd@example.com");
    await second.type(aid("password"), "Secret-pass-123");
    await clickAndWait(second, aid("signInSubmitButton"));
    expect(await second.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Information");
  });

  it("opening the link in the same session signs in and resumes the application", async () => {
    await env.page.goto(`http://acme.wd5.myworkdayjobs.com/en-US/External/job/New-York-NY/Software-Engineer_R-4014`); // locale prefix
    expect(await env.page.$(aid("adventureButton"))).not.toBeNull();
    await startApplication(env.page, "R-4014");
    await createAccount(env.page, "resume.link@example.com");
    const mail = await env.smtp.waitFor("resume.link@example.com");
    await env.page.goto(/(https?:\/\/\S+\/activate\/[0-9a-f]+)/.exec(mail.text ?? "")![1]);
    expect(await env.page.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Information");
  });

  it("records a submission with the honeypot filled as a bot", async () => {
    env.sim.postings.set("R-4015", { emailVerification: false });
    await startApplication(env.page, "R-4015");
    await env.page.$eval(aid("beecatcher"), (e) => { (e as HTMLInputElement).value = "filled by a bot"; });
    await createAccount(env.page, "bot@example.com");
    await completeWizard(env.page);
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0].bot).toBe(true);
  });

  it("serves the same wizard on wdN.myworkdaysite.com/recruiting/{tenant}/{site}", async () => {
    env.sim.postings.set("R-4016", { emailVerification: false });
    await env.page.goto("http://wd5.myworkdaysite.com/en-US/recruiting/globex/External/job/Remote/Engineer_R-4016");
    await clickAndWait(env.page, aid("adventureButton"));
    await clickAndWait(env.page, aid("applyManually"));
    expect(schemeless(env.page.url())).toBe("//wd5.myworkdaysite.com/recruiting/globex/External/job/Remote/Engineer_R-4016/apply/applyManually");
    await createAccount(env.page, "site@example.com");
    expect(await env.page.$eval(aid("applyFlowPage"), (e) => e.textContent)).toBe("My Information");
  });

  it("shows a closed posting as not found", async () => {
    const res = await env.page.goto(posting("R-4040"));
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("The page you are looking for doesn't exist.");
    const cxs = (slug: string) => env.page.evaluate((u) => fetch(u).then((r) => r.status), `/wday/cxs/acme/External/job/New-York-NY/${slug}`);
    expect(await cxs("Software-Engineer_R-4040")).toBe(404);
    expect(await cxs("Software-Engineer_R-4012")).toBe(200);
  });

  it("refuses the final submit behind a visible CAPTCHA", async () => {
    env.sim.postings.set("R-4041", { captcha: true, emailVerification: false });
    await startApplication(env.page, "R-4041");
    await createAccount(env.page, "captcha.wd@example.com");
    await completeWizard(env.page);
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
