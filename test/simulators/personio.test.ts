// Drives the Personio simulator by hand in real Chromium: the form on the posting page, the page's
// required-field messages, the applicant API's field names it sends, the server's own refusal, the
// honeypot, closed postings and the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload } from "./harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.jobs.personio.de/job/12${job}`;

async function fill(p: Page) {
  await typeInto(p, "#first_name", "Jane");
  await typeInto(p, "#last_name", "Doe");
  await typeInto(p, "#email", "jane@example.com");
  await typeInto(p, "#phone", "+14155550100");
  await upload(p, "#cv", resume);
  await p.click("#custom_attribute_1001-0");
  await p.click("#custom_attribute_1002-1");
  await p.select("#custom_attribute_1003", "Master's degree");
  await p.click("input[name=privacy_policy_acceptance]");
}
const fieldsInError = (p: Page) => p.$$eval(".is-invalid", (els) => els.map((e) => (e as HTMLElement).dataset.field));
const send = (p: Page) => p.click("#job-application-form button[type=submit]");

describe("Personio simulator", () => {
  it("shows the form on the posting page, refuses blanks, then sends the applicant API's fields", async () => {
    await env.page.goto(URL("4012"));
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Software Engineer");
    await typeInto(env.page, "#first_name", "Jane");
    await send(env.page);
    expect(await fieldsInError(env.page)).toEqual(
      expect.arrayContaining([
        "last_name",
        "email",
        "categorised_documents[0][file]",
        "custom_attribute_1001",
        "privacy_policy_acceptance",
      ]),
    );
    expect(await fieldsInError(env.page)).not.toContain("phone");
    expect(await env.page.$eval("[data-field=email] .invalid-feedback", (e) => e.textContent)).toBe("This field is required.");

    await env.page.goto(URL("4012"));
    await fill(env.page);
    await send(env.page);
    await env.page.waitForSelector(".application-success");
    expect(await env.page.$eval(".application-success h2", (e) => e.textContent)).toBe("Thank you for your application");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "personio", tenant: "acme", jobId: "124012" });
    expect(sub.fields).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane@example.com",
      phone: "+14155550100",
      "categorised_documents[0][category]": "cv",
      custom_attribute_1001: "Yes",
      custom_attribute_1002: "No",
      custom_attribute_1003: "Master's degree",
      privacy_policy_acceptance: "1",
    });
    expect(sub.files["categorised_documents[0][file]"].filename).toBe("jane-doe-resume.pdf");
    expect(sub.bot).toBeUndefined();
  });

  it("the server refuses a request without the required fields, and flags a filled honeypot", async () => {
    await env.page.goto(URL("4012"));
    const res = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("first_name", "Jane");
      const r = await fetch("/job/124012/apply", { method: "POST", body: fd });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ email: "This field is required.", custom_attribute_1002: "This field is required." });
    expect(env.sim.submissions).toHaveLength(0);

    await fill(env.page);
    await env.page.$eval("#website", (e) => {
      (e as HTMLInputElement).value = "http://spam.example";
    });
    await send(env.page);
    await env.page.waitForSelector(".application-success");
    expect(env.sim.submissions.at(-1)!.bot).toBe(true);
  });

  it("says a closed position is no longer available; a visible CAPTCHA stops the submission", async () => {
    const closed = await env.page.goto(URL("4040"));
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This position is no longer available");
    await env.page.goto(URL("4041"));
    await fill(env.page);
    await send(env.page);
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toBe("Please confirm that you are not a robot.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
