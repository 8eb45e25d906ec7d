// Drives the SAP SuccessFactors simulator by hand in real Chromium: the listing's Apply to the Sign In
// page, Create an Account with its password rules and the data privacy dialog, the one-page
// application with the server's own validation, the sent page and "already applied", sign-in refusals
// and the lock, the passcode mail, the CAPTCHA on account creation, closed postings and 503s.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const listing = (job: string, company = "AcmeP") =>
  `http://career4.successfactors.com/career?company=${company}&career_job_req_id=${job}&career_ns=job_listing`;
const application = (job: string, company = "AcmeP") =>
  `http://career4.successfactors.com/career?company=${company}&career_job_req_id=${job}&career_ns=job_application`;
const PASSWORD = "Str0ng-Passw0rd";

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const banner = (p: Page) => p.$$eval("#errorMsg li", (els) => els.map((e) => e.textContent));

async function fillAccount(p: Page, email: string, password = PASSWORD) {
  await typeInto(p, "#fbclc_userName", email);
  await typeInto(p, "#fbclc_emailConf", email);
  await typeInto(p, "#fbclc_pwd", password);
  await typeInto(p, "#fbclc_pwdConf", password);
  await typeInto(p, "#fbclc_fName", "Jane");
  await typeInto(p, "#fbclc_lName", "Doe");
  await p.select("#fbclc_country", "United States");
}

async function acceptPrivacy(p: Page) {
  await p.click("#dataPrivacyId");
  await p.waitForSelector('[id="dlgButton_20:"]', { visible: true });
  await p.click('[id="dlgButton_20:"]');
}

async function register(p: Page, email: string) {
  await click(p, ".bottomLink a");
  await fillAccount(p, email);
  await acceptPrivacy(p);
  await click(p, "#fbclc_createAccountButton");
}

async function fillApplication(p: Page) {
  await upload(p, '[id="49:_file"]', resume);
  await typeInto(p, "#tor__fcellPhone", "+14155550100");
  await typeInto(p, "#tor__faddress", "1 Market St");
  await typeInto(p, "#tor__fcity", "San Francisco");
  await p.select("#tor__fstate", "California");
  await typeInto(p, "#tor__fzip", "94105");
  await typeInto(p, "#tor__favailableDate", "01/15/2027");
  await p.click("#fbjq_question_1_0");
  await p.click("#fbjq_question_2_1");
  await p.click("#fbjq_question_3_0");
  for (const name of ["tor__fgender", "tor__fethnicity", "tor__fveteranStatus", "tor__fdisabilityStatus"])
    await p.select(`#${name}`, "I do not wish to self-identify");
}

describe("SAP SuccessFactors simulator", () => {
  it("Apply leads to Sign In; a new account (privacy accepted) applies once on the one-page form", { timeout: 150_000 }, async () => {
    const p = env.page;
    await p.goto(listing("4012"));
    expect(await p.title()).toBe("Career Opportunities: Software Engineer (4012)");
    await click(p, "#applyButton_top");
    expect(await p.title()).toBe("Career Opportunities: Sign In");
    expect(await p.$("input#username")).not.toBeNull();

    await click(p, ".bottomLink a");
    expect(await p.title()).toBe("Career Opportunities: Create an Account");
    expect(schemeless(p.url())).toContain("login_ns=register");
    // Job alerts arrive ticked; the privacy statement must be accepted; the password rules are the server's.
    expect(await p.$eval("#fbclc_emailEnabled", (e) => (e as HTMLInputElement).checked)).toBe(true);
    await fillAccount(p, "jane.sf@example.com", "short");
    await click(p, "#fbclc_createAccountButton");
    expect(await banner(p)).toEqual([
      "Password must be between 10 and 32 characters. Password must contain upper and lower case letters. Password must contain a number or a punctuation character.",
      "You must read and accept the data privacy statement.",
    ]);
    expect(await p.$eval("#fbclc_userName", (e) => (e as HTMLInputElement).value)).toBe("jane.sf@example.com");
    await typeInto(p, "#fbclc_pwd", PASSWORD);
    await typeInto(p, "#fbclc_pwdConf", PASSWORD);
    await p.click("#fbclc_emailEnabled");
    await acceptPrivacy(p);
    expect(await p.$eval("[name=fbclc_dpcsId]", (e) => (e as HTMLInputElement).value)).not.toBe("");
    await click(p, "#fbclc_createAccountButton");

    // Signed in: the application, with the name from the account.
    expect(await p.$("#fbqa_apply")).not.toBeNull();
    expect(await p.$eval("#tor__ffirstName", (e) => (e as HTMLInputElement).value)).toBe("Jane");
    await click(p, "#fbqa_apply");
    expect(await banner(p)).toContain("Resume is a required field.");
    expect(await p.$eval("#tor__fcity", (e) => e.getAttribute("aria-invalid"))).toBe("true");
    expect(env.sim.submissions).toHaveLength(0);
    await fillApplication(p);
    await click(p, "#fbqa_apply");
    expect(schemeless(p.url())).toMatch(/^\/\/career4\.successfactors\.com\/portalcareer\?.*isRedirectToAppSent=true/);
    expect(await p.$eval("#applicationSent h1", (e) => e.textContent)).toBe("Your application has been sent.");
    expect(await p.$("#fbja_jobSearch")).not.toBeNull();
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "successfactors", tenant: "acmep", jobId: "4012" });
    expect(env.sim.submissions[0].fields).toMatchObject({
      email: "jane.sf@example.com",
      tor__ffirstName: "Jane",
      tor__flastName: "Doe",
      tor__fcellPhone: "+14155550100",
      tor__fcity: "San Francisco",
      tor__fstate: "California",
      tor__fcountry: "United States",
      tor__favailableDate: "01/15/2027",
      fbjq_question_1: "0",
      fbjq_question_2: "1",
      fbjq_question_3: "0",
      tor__fgender: "I do not wish to self-identify",
    });
    expect(env.sim.submissions[0].files.resume.filename).toBe("jane-doe-resume.pdf");

    await p.goto(application("4012"));
    expect(await p.$eval("#alreadyApplied", (e) => e.textContent)).toContain("You have already applied for this job.");
    expect(env.sim.submissions).toHaveLength(1);
  });

  it("refuses a second account for the e-mail, wrong passwords, and locks after five", { timeout: 120_000 }, async () => {
    const p = env.page;
    await p.goto(application("4012", "LockCo"));
    await register(p, "lock.sf@example.com");
    expect(await p.$("#fbqa_apply")).not.toBeNull();
    const other = await p.browserContext().browser()!.createBrowserContext();
    try {
      const q = await other.newPage();
      await q.goto(application("4013", "LockCo"));
      await register(q, "lock.sf@example.com");
      expect((await banner(q))[0]).toMatch(/^Account Already Exists/);
      await q.goto(application("4013", "LockCo"));
      for (let i = 0; i < 5; i++) {
        await typeInto(q, "#username", "lock.sf@example.com");
        await typeInto(q, "#password", "Wrong-Passw0rd");
        await click(q, "#fbqa_signin");
      }
      expect(await q.$eval("#errorMsg", (e) => e.textContent)).toContain("locked");
      await typeInto(q, "#username", "lock.sf@example.com");
      await typeInto(q, "#password", PASSWORD);
      await click(q, "#fbqa_signin");
      expect(await q.$("#fbqa_apply")).toBeNull();
      // Another company knows nothing of this account.
      await q.goto(application("4013", "OtherCo"));
      await typeInto(q, "#username", "lock.sf@example.com");
      await typeInto(q, "#password", PASSWORD);
      await click(q, "#fbqa_signin");
      expect(await q.$eval("#errorMsg li", (e) => e.textContent)).toBe("Invalid username or password.");
    } finally {
      await other.close();
    }
  });

  it("mails a passcode before the account exists (4042); shows a CAPTCHA on account creation (4041)", { timeout: 120_000 }, async () => {
    const p = env.page;
    await p.goto(application("4042", "CodeCo"));
    await register(p, "code.sf@example.com");
    expect(await p.$("input#passcode")).not.toBeNull();
    const mail = env.sim.mails.filter((m) => m.to === "code.sf@example.com").at(-1)!;
    expect(mail.from).toBe("system@successfactors.com");
    const code = /\b(\d{6})\b/.exec(mail.text ?? "")![1];
    await typeInto(p, "#passcode", "000000" === code ? "111111" : "000000");
    await click(p, "#continueBtn");
    expect(await banner(p)).toEqual(["The passcode is not valid. Check it and try again."]);
    await typeInto(p, "#passcode", code);
    await click(p, "#continueBtn");
    expect(await p.$("#fbqa_apply")).not.toBeNull();

    await p.goto(application("4041", "CaptchaCo"));
    await click(p, ".bottomLink a");
    expect(await p.$('iframe[title="reCAPTCHA"]')).not.toBeNull();
    await fillAccount(p, "captcha.sf@example.com");
    await acceptPrivacy(p);
    await click(p, "#fbclc_createAccountButton");
    expect(await banner(p)).toEqual(["Please verify that you are not a robot."]);
  });

  it("answers a closed posting with jobErrMsg (HTTP 200) and fails the first two loads of 5030", async () => {
    const p = env.page;
    const closed = await p.goto(application("4040"));
    expect(closed?.status()).toBe(200);
    expect(await p.$eval("#jobErrMsg", (e) => e.textContent)).toContain("no longer available");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await p.goto(listing("5030")))?.status());
    expect(statuses).toEqual([503, 503, 200]);
  });
});
