// Drives the SmartRecruiters simulator by hand in real Chromium: two pages, e-mail confirmation, expired.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser();
const resume = resumeFile();

async function page1(p: Page, confirmation: string) {
  await typeInto(p, "#firstName", "Jane");
  await typeInto(p, "#lastName", "Doe");
  await typeInto(p, "#email", "jane@example.com");
  await typeInto(p, "#emailConfirmation", confirmation);
  await typeInto(p, "#phoneNumber", "+14155550100");
  await p.type("#city", "Aus");
  await p.click("#city-options li");
  await upload(p, "#resume", resume);
  await Promise.all([p.waitForNavigation(), p.click("#next-button")]);
}

describe("SmartRecruiters simulator", () => {
  it("walks posting → one-click form page 1 → screening page 2 → confirmation", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/Acme/744000004012-software-engineer");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#st-apply")]);
    expect(schemeless(env.page.url())).toBe("//jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004012");
    await page1(env.page, "someone.else@example.com");
    expect(await env.page.$eval("#emailConfirmation-error", (e) => e.textContent)).toBe("Email addresses don't match");
    await typeInto(env.page, "#emailConfirmation", "jane@example.com");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#next-button")]); // resume kept from the first try
    await env.page.waitForSelector("#screening-form");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit-button")]);
    expect(await env.page.$eval("#q_authorized-error", (e) => e.textContent)).toBe("This field is required");
    await env.page.click("input[name=q_authorized][value=Yes]");
    await env.page.click("input[name=q_sponsorship][value=No]");
    await env.page.select("#q_experience", "5+");
    await env.page.click("input[name=consent]");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit-button")]);
    expect(await env.page.$eval("[data-test=confirmation]", (e) => e.textContent)).toContain("Thank you for applying");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "smartrecruiters", tenant: "Acme", jobId: "744000004012" });
    expect(env.sim.submissions[0].fields).toMatchObject({
      firstName: "Jane", email: "jane@example.com", emailConfirmation: "jane@example.com", location: "Austin, TX, United States",
      q_authorized: "Yes", q_sponsorship: "No", q_experience: "5+", consent: "true",
    });
    expect(env.sim.submissions[0].files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("says the job has expired for a closed posting", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004040");
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Sorry, this job has expired");
  });

  it("refuses page 2 behind a visible CAPTCHA", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004041");
    await page1(env.page, "jane@example.com");
    await env.page.click("input[name=q_authorized][value=Yes]");
    await env.page.click("input[name=q_sponsorship][value=No]");
    await env.page.select("#q_experience", "5+");
    await env.page.click("input[name=consent]");
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit-button")]);
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
