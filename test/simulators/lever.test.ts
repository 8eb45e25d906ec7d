// Drives the Lever simulator by hand in real Chromium.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const base = "http://jobs.lever.co/acme/5f0c7a3e-1b2d-4c5e-8f90-000000004012";
const card = "cards[6f1c1d2e-8a4b-4c3d-9e5f-0a1b2c3d4e5f]";

async function fill(p: Page) {
  await upload(p, "input[name=resume]", resume);
  await typeInto(p, "[data-qa=name-input]", "Jane Doe");
  await typeInto(p, "[data-qa=email-input]", "jane@example.com");
  await typeInto(p, "[data-qa=phone-input]", "+1 415 555 0100");
  await p.type("#location-input", "San Fr");
  await p.click(".dropdown-results li");
  await typeInto(p, "input[name='urls[LinkedIn]']", "https://linkedin.com/in/janedoe");
  await p.click(`input[name='${card}[field0]'][value=Yes]`);
  await p.click(`input[name='${card}[field1]'][value=No]`);
  await p.select(`select[name='${card}[field2]']`, "6-10");
  await p.click(`input[name='${card}[field3]'][value=TypeScript]`);
  await p.click(`input[name='${card}[field3]'][value=Go]`);
  await p.select("select[name='eeo[gender]']", "Decline to self-identify");
}

describe("Lever simulator", () => {
  it("accepts a complete application from the apply page", async () => {
    await env.page.goto(base);
    await Promise.all([env.page.waitForNavigation(), env.page.click("a.postings-btn")]);
    expect(schemeless(env.page.url())).toBe(schemeless(`${base}/apply`));
    await fill(env.page);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#btn-submit")]);
    expect(schemeless(env.page.url())).toBe(schemeless(`${base}/thanks`));
    expect(await env.page.$eval("[data-qa=msg-submit-success]", (e) => e.textContent)).toBe("Application submitted!");
    expect(env.sim.submissions).toHaveLength(1);
    const s = env.sim.submissions[0];
    expect(s).toMatchObject({ ats: "lever", tenant: "acme", jobId: "5f0c7a3e-1b2d-4c5e-8f90-000000004012" });
    expect(s.fields).toMatchObject({
      name: "Jane Doe", email: "jane@example.com", location: "San Francisco, California, United States",
      selectedLocation: JSON.stringify({ name: "San Francisco, California, United States" }),
      "urls[LinkedIn]": "https://linkedin.com/in/janedoe", [`${card}[field0]`]: "Yes", [`${card}[field1]`]: "No",
      [`${card}[field2]`]: "6-10", [`${card}[field3]`]: ["TypeScript", "Go"], "eeo[gender]": "Decline to self-identify",
    });
    expect(JSON.parse(s.fields[`${card}[baseTemplate]`] as string).fields[0].text).toMatch(/authorized to work/);
    expect(s.files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("re-renders with Lever's error banner when required fields are missing", async () => {
    await env.page.goto(`${base}/apply`);
    await typeInto(env.page, "[data-qa=name-input]", "Jane Doe");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#btn-submit")]);
    expect(await env.page.$eval(".application-error", (e) => e.textContent)).toMatch(/required fields: Resume\/CV, Email/);
    expect(await env.page.$eval("[data-qa=name-input]", (e) => (e as HTMLInputElement).value)).toBe("Jane Doe");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("answers 404 for a closed posting", async () => {
    const res = await env.page.goto("http://jobs.lever.co/acme/5f0c7a3e-1b2d-4c5e-8f90-000000004040/apply");
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("Sorry, we couldn't find anything here");
  });

  it("serves a posting only in its region", async () => {
    env.sim.postings.set("eu-only-4012", { region: "eu" });
    expect((await env.page.goto("http://jobs.lever.co/acme/eu-only-4012"))!.status()).toBe(404);
    expect((await env.page.goto("http://jobs.eu.lever.co/acme/eu-only-4012/apply"))!.status()).toBe(200);
  });

  it("blocks the submission behind a visible hCaptcha", async () => {
    await env.page.goto("http://jobs.lever.co/acme/5f0c7a3e-1b2d-4c5e-8f90-000000004041/apply");
    expect(await env.page.$("iframe[src*='hcaptcha.com'][src*='frame=checkbox']")).not.toBeNull();
    await fill(env.page);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#btn-submit")]);
    expect(await env.page.$eval(".application-error", (e) => e.textContent)).toMatch(/captcha/);
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the postings API", async () => {
    const body = await env.page.goto("http://api.lever.co/v0/postings/acme/abc-4012").then((r) => r!.json());
    expect(body.applyUrl).toBe("https://jobs.lever.co/acme/abc-4012/apply");
  });
});
