// Drives the generic forms (a two-step wizard on ADP's recruiting.adp.com, a single page on ADP's myjobs.adp.com) by hand in Chromium,
// including the 6-digit e-mailed code over real SMTP.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();

const submitAndWait = (p: Page, selector: string) => Promise.all([p.waitForNavigation(), p.click(selector)]);

describe("generic simulators", () => {
  it("two-step wizard with a 6-digit code e-mailed (HTML-only for 4043)", async () => {
    await env.page.goto("http://recruiting.adp.com/srccar/public/RTI.home?c=ACME&r=94043");
    await submitAndWait(env.page, ".apply-button");
    expect(await env.page.$eval(".wizard-steps", (e) => e.textContent)).toBe("Step 1 of 2");
    await typeInto(env.page, "#name", "Jane Doe");
    await typeInto(env.page, "#email_address", "wizard@example.com");
    await typeInto(env.page, "#phone_number", "+14155550100");
    await upload(env.page, "#resume", resume);
    await submitAndWait(env.page, "#next-step");
    expect(await env.page.$eval(".wizard-steps", (e) => e.textContent)).toBe("Step 2 of 2");
    await env.page.click("#questions_work_authorization-0");
    await env.page.click("#questions_sponsorship-1");
    await env.page.type("#questions_start_date", "04012027");
    await env.page.select("#questions_experience", "5-9");
    await env.page.click("#privacy_consent");
    await submitAndWait(env.page, "#submit-application");
    expect(await env.page.$eval("#verification-instructions", (e) => e.textContent)).toContain("wizard@example.com");
    expect(env.sim.submissions).toHaveLength(0);
    const mail = await env.smtp.waitFor("wizard@example.com");
    expect((mail.headers.get("content-type") as { value: string }).value).toBe("text/html");
    const code = /<p>(\d{6})<\/p>/.exec(String(mail.html))![1];
    await env.page.type("#verification_code", "000000" === code ? "111111" : "000000");
    await submitAndWait(env.page, "#verify-button");
    expect(await env.page.content()).toContain("The code you entered is incorrect.");
    await env.page.type("#verification_code", code);
    await submitAndWait(env.page, "#verify-button");
    expect(schemeless(env.page.url())).toBe("//recruiting.adp.com/srccar/public/RTI.home/thanks");
    expect(env.sim.submissions[0]).toMatchObject({ ats: "adp", tenant: "ACME", jobId: "94043" });
    expect(env.sim.submissions[0].fields).toMatchObject({ name: "Jane Doe", "questions[work_authorization]": "Yes", "questions[start_date]": "2027-04-01" });
    expect(Object.keys(env.sim.submissions[0].files)).toEqual(["resume"]);
  });

  it("single page on the posting: closed posting and CAPTCHA wall", async () => {
    const posting = (id: string) => `http://myjobs.adp.com/acme/cx/job-details?jobId=${id}`;
    const res = await env.page.goto(posting("4040"));
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("This position is no longer available");
    await env.page.goto(posting("4041"));
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await typeInto(env.page, "#first_name", "Jane");
    await typeInto(env.page, "#last_name", "Doe");
    await typeInto(env.page, "#email", "jane@example.com");
    await typeInto(env.page, "#phone", "+14155550100");
    await typeInto(env.page, "#city", "San Francisco");
    await typeInto(env.page, "#zip", "94105");
    await upload(env.page, "#resume", resume);
    await env.page.click("#over_18-0");
    await env.page.click("#work_authorization-0");
    await env.page.click("#sponsorship-1");
    await env.page.click("#consent");
    await submitAndWait(env.page, "#submit-application");
    expect(await env.page.$eval(".alert", (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
