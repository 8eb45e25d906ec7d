// Drives the Ashby simulator (an SPA) by hand in real Chromium.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload } from "./harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const jobId = "8d3f0b2e-4c6a-4e1b-9a7d-000000004012";
const url = (id = jobId) => `http://jobs.ashbyhq.com/acme/${id}/application`;
const path = (p: string) => `[data-field-path="${p}"]`;
const AUTH = "6a2e4d11-8c3b-4e7f-a1d2-5b9c0e3f4a03", SPONSOR = "9d4c2b7a-1e5f-4a3b-8c6d-0f2e4a6b8c04";
const HEARD = "c2e8a4f6-5b7d-4c9e-a0f1-3d5b7c9e1f05", PHONE = "0c6f6a35-6d4c-4f0e-9a57-7a8f3c1d0a01";

async function fill(p: Page) {
  await p.waitForSelector(path("_systemfield_name"));
  await typeInto(p, `${path("_systemfield_name")} input`, "Jane Doe");
  await typeInto(p, `${path("_systemfield_email")} input`, "jane@example.com");
  await typeInto(p, `${path(PHONE)} input`, "+14155550100");
  await upload(p, `${path("_systemfield_resume")} input[type=file]`, resume);
  await p.click(`${path(AUTH)} button[data-value=true]`);
  await p.click(`${path(SPONSOR)} button[data-value=false]`);
  await p.click(`${path(HEARD)} input[value=LinkedIn]`);
  await p.type(`${path("f7b9d1e3-4a6c-4b8d-9e0f-2a4c6e8b0d07")} input`, "01022027");
}

describe("Ashby simulator", () => {
  it("keeps a typed location only once an option is chosen, then submits", async () => {
    await env.page.goto(url());
    await fill(env.page);
    const loc = `${path("_systemfield_location")} [role=combobox]`;
    await env.page.type(loc, "Austin");
    await env.page.click(`${path("_systemfield_name")} input`); // blur without choosing
    expect(await env.page.$eval(loc, (e) => (e as HTMLInputElement).value)).toBe("");
    await env.page.type(loc, "Austin");
    await env.page.click(`${path("_systemfield_location")} [role=option]`);
    expect(await env.page.$eval(`${path(AUTH)} button[data-value=true]`, (e) => e.getAttribute("aria-pressed"))).toBe("true");
    await env.page.click(".ashby-application-form-submit-button");
    await env.page.waitForSelector(".ashby-application-form-success-container");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "ashby", tenant: "acme", jobId });
    expect(env.sim.submissions[0].fields).toMatchObject({
      _systemfield_name: "Jane Doe", _systemfield_email: "jane@example.com", _systemfield_location: "Austin, Texas, United States",
      [AUTH]: "true", [SPONSOR]: "false", [HEARD]: "LinkedIn", "f7b9d1e3-4a6c-4b8d-9e0f-2a4c6e8b0d07": "2027-01-02",
    });
    expect(env.sim.submissions[0].files._systemfield_resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("lists missing required fields in an alert", async () => {
    await env.page.goto(url());
    await env.page.waitForSelector(".ashby-application-form-submit-button");
    await env.page.click(".ashby-application-form-submit-button");
    const alert = await env.page.waitForSelector(".ashby-application-form-failure:not([hidden])");
    expect(await alert!.evaluate((e) => e.textContent)).toContain("Missing entry for required field: Location");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("answers jobPosting null and shows not found for a closed posting", async () => {
    await env.page.goto(url("8d3f0b2e-4c6a-4e1b-9a7d-000000004040"));
    await env.page.waitForSelector(".ashby-job-posting-not-found");
    const api = await env.page.evaluate(() => fetch("/api/non-user-graphql?op=ApiJobPosting", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ variables: { organizationHostedJobsPageName: "acme", jobPostingId: "x-4040" } }) }).then((r) => r.json()));
    expect(api).toEqual({ data: { jobPosting: null } });
  });

  it("refuses the submission behind a visible CAPTCHA", async () => {
    await env.page.goto(url("8d3f0b2e-4c6a-4e1b-9a7d-000000004041"));
    await fill(env.page);
    await env.page.type(`${path("_systemfield_location")} [role=combobox]`, "Austin");
    await env.page.keyboard.press("Enter");
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await env.page.click(".ashby-application-form-submit-button");
    const alert = await env.page.waitForSelector(".ashby-application-form-failure:not([hidden])");
    expect(await alert!.evaluate((e) => e.textContent)).toContain("reCAPTCHA");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
