// Drives the Personio simulator by hand in real Chromium: the form at /job/{id}?apply (captured), the
// submit button disabled until every required field is filled, the field messages, the applicant API's
// field names it sends, the server's own refusal, closed postings and the CAPTCHA. (Rebuilt with the
// simulator from captured pages: the old privacy box, honeypot, radios and "Send application" button were
// guesses the captures contradict.)
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.jobs.personio.de/job/12${job}`;
const FORM = ".dynamic-form-wrapper form";

async function fill(p: Page) {
  await typeInto(p, "#field-first_name", "Jane");
  await typeInto(p, "#field-last_name", "Doe");
  await typeInto(p, "#field-email", "jane@example.com");
  await typeInto(p, "#field-phone", "+14155550100");
  await typeInto(p, "#field-location", "San Francisco");
  await upload(p, "#doc-input-cv", resume);
  await p.select("#field-custom_attribute_1001", "custom_option_10011");
  await p.select("#field-custom_attribute_1002", "custom_option_10022");
  await p.select("#field-custom_attribute_1003", "custom_option_10033");
}
const disabled = (p: Page) => p.$eval(`${FORM} button[type=submit]`, (b) => (b as HTMLButtonElement).disabled);
const send = (p: Page) => p.click(`${FORM} button[type=submit]`);

describe("Personio simulator", () => {
  it("links the posting to its ?apply form, keeps Submit disabled until the required fields are in, then sends the API's fields", async () => {
    await env.page.goto(URL("4012"));
    expect(await env.page.$eval("a.apply-button", (a) => a.getAttribute("href"))).toBe("/job/124012?apply");
    await env.page.goto(`${URL("4012")}?apply`);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Software Engineer");
    expect(await env.page.$eval("#name-group-label", (e) => e.textContent)).toBe("Name* (required)");
    expect(await disabled(env.page)).toBe(true);
    await typeInto(env.page, "#field-email", "not-an-email");
    await env.page.focus("#field-phone");
    expect(await env.page.$eval("#field-email + .DynamicForm_fieldFeedback__Q5F6M", (e) => e.textContent)).toBe(
      "Please enter a valid email address",
    );

    await env.page.goto(`${URL("4012")}?apply`);
    await fill(env.page);
    expect(await env.page.$eval("[role=list][aria-label='Uploaded files for CV'] [role=listitem] span", (e) => e.textContent)).toBe(
      "jane-doe-resume.pdf",
    );
    expect(await disabled(env.page)).toBe(false);
    await send(env.page);
    await env.page.waitForSelector(".application-thank-you");
    expect(await env.page.$eval(".application-thank-you", (e) => e.textContent)).toContain("We have received your application");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "personio", tenant: "acme", jobId: "124012" });
    expect(sub.fields).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane@example.com",
      phone: "+14155550100",
      location: "San Francisco",
      "categorised_documents[0][category]": "cv",
      custom_attribute_1001: "custom_option_10011",
      custom_attribute_1002: "custom_option_10022",
      custom_attribute_1003: "custom_option_10033",
    });
    expect(sub.files["categorised_documents[0][file]"].filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses a request without the required fields or with an unknown option", async () => {
    await env.page.goto(`${URL("4012")}?apply`);
    const res = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("first_name", "Jane");
      fd.append("custom_attribute_1001", "Yes");
      const r = await fetch("/job/124012/apply", { method: "POST", body: fd });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      email: "This field is required",
      "documents.cv": "A document of category cv is missing",
      custom_attribute_1001: "Unknown attribute option",
      custom_attribute_1002: "This field is required",
    });
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("answers a closed posting with 404 'This URL does not exist'; a visible CAPTCHA stops the submission", async () => {
    const closed = await env.page.goto(`${URL("4040")}?apply`);
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This URL does not exist");
    await env.page.goto(`${URL("4041")}?apply`);
    await fill(env.page);
    await send(env.page);
    await env.page.waitForSelector(".application-form-error:not([hidden])");
    expect(await env.page.$eval(".application-form-error", (e) => e.textContent)).toBe(
      "There was an error submitting your application. Please try again.",
    );
    expect(env.sim.submissions).toHaveLength(0);
  });
});
