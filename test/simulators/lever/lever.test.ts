// Drives the Lever simulator by hand in real Chromium: the resume parse that pre-fills untouched fields,
// the keyboard-driven location typeahead that keeps only a picked suggestion, cards validated against
// their posted-back templates, the invisible hCaptcha on submit, /thanks, closed and regional 404s.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";
import { QUESTIONS_CARD, WORK_CARD } from "./";

const env = useSimulatorBrowser();
const resume = resumeFile();
const base = "http://jobs.lever.co/acme/5f0c7a3e-1b2d-4c5e-8f90-000000004012";
const work = `cards[${WORK_CARD}]`,
  more = `cards[${QUESTIONS_CARD}]`;

async function pickLocation(p: Page, typed: string, option: string) {
  await p.click("#location-input");
  await p.type("#location-input", typed);
  const item = await p.waitForSelector(`.dropdown-results .dropdown-location ::-p-text(${option})`);
  await item!.click();
}

async function fill(p: Page) {
  await upload(p, "input[name=resume]", resume);
  await p.waitForSelector(".resume-upload-success", { visible: true });
  await typeInto(p, "[data-qa=name-input]", "Jane Q. Doe");
  await typeInto(p, "[data-qa=email-input]", "jane@example.com");
  await typeInto(p, "[data-qa=phone-input]", "+1 415 555 0100");
  await pickLocation(p, "San Fr", "San Francisco, California, United States");
  await typeInto(p, "input[name='urls[LinkedIn]']", "https://linkedin.com/in/janedoe");
  await p.click(`input[name='${work}[field0]'][value=Yes]`);
  await p.click(`input[name='${work}[field1]'][value=No]`);
  await p.select(`select[name='${more}[field0]']`, "6-10");
  await p.click(`input[name='${more}[field1]'][value=TypeScript]`);
  await p.click(`input[name='${more}[field1]'][value=Go]`);
  await p.select("select[name='eeo[gender]']", "Decline to self-identify");
}

describe("Lever simulator", () => {
  it("accepts a complete application from the apply page", async () => {
    await env.page.goto(base);
    await Promise.all([env.page.waitForNavigation(), env.page.click("a.postings-btn")]);
    expect(schemeless(env.page.url())).toBe(schemeless(`${base}/apply`));
    expect(await env.page.$eval("#application-form", (f) => f.hasAttribute("action"))).toBe(false);
    await fill(env.page);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#btn-submit")]);
    expect(schemeless(env.page.url())).toBe(schemeless(`${base}/thanks`));
    expect(await env.page.$eval("[data-qa=msg-submit-success]", (e) => e.textContent)).toMatch(/Application submitted!/);
    expect(env.sim.submissions).toHaveLength(1);
    const s = env.sim.submissions[0];
    expect(s).toMatchObject({ ats: "lever", tenant: "acme", jobId: "5f0c7a3e-1b2d-4c5e-8f90-000000004012" });
    expect(s.fields).toMatchObject({
      name: "Jane Q. Doe",
      email: "jane@example.com",
      location: "San Francisco, California, United States",
      "urls[LinkedIn]": "https://linkedin.com/in/janedoe",
      [`${work}[field0]`]: "Yes",
      [`${work}[field1]`]: "No",
      [`${more}[field0]`]: "6-10",
      [`${more}[field1]`]: ["TypeScript", "Go"],
      "eeo[gender]": "Decline to self-identify",
    });
    expect(JSON.parse(String(s.fields.selectedLocation))).toMatchObject({ name: "San Francisco, California, United States" });
    expect(JSON.parse(String(s.fields[`${work}[baseTemplate]`])).fields[0].text).toMatch(/authorized to work/);
    expect(s.fields.resumeStorageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.fields["consent[marketing]"]).toBeUndefined();
    expect(s.files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("pre-fills untouched fields from the parsed resume, and keeps what was typed first", async () => {
    await env.page.goto(`${base}/apply`);
    await typeInto(env.page, "[data-qa=email-input]", "typed@example.com");
    await upload(env.page, "input[name=resume]", resume);
    await env.page.waitForSelector(".resume-upload-success", { visible: true });
    expect(await env.page.$eval(".filename", (e) => e.textContent)).toMatch(/\.pdf$/);
    expect(await env.page.$eval("[data-qa=name-input]", (e) => (e as HTMLInputElement).value)).toBe("Jane Doe"); // from the PDF
    expect(await env.page.$eval("[data-qa=email-input]", (e) => (e as HTMLInputElement).value)).toBe("typed@example.com");
  });

  it("keeps a location only when a suggestion is picked; the search runs on key presses, not input events", async () => {
    await env.page.goto(`${base}/apply`);
    // A value set by script with an input event shows the (empty) dropdown but searches nothing.
    await env.page.$eval("#location-input", (e) => {
      (e as HTMLInputElement).value = "San Francisco";
      e.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(await env.page.$$(".dropdown-location")).toHaveLength(0);
    // Typed but not picked: wiped on blur.
    await typeInto(env.page, "#location-input", "Austin");
    await env.page.waitForSelector(".dropdown-location");
    await env.page.click("[data-qa=org-input]");
    expect(await env.page.$eval("#location-input", (e) => (e as HTMLInputElement).value)).toBe("");
    expect(await env.page.$eval("#selected-location", (e) => (e as HTMLInputElement).value)).toBe("");
    await pickLocation(env.page, "San Fr", "San Francisco, Córdoba, Argentina");
    await env.page.click("[data-qa=org-input]");
    expect(await env.page.$eval("#location-input", (e) => (e as HTMLInputElement).value)).toBe("San Francisco, Córdoba, Argentina");
  });

  it("refuses a submission missing required answers, with Lever's banner", async () => {
    await env.page.goto(`${base}/apply`);
    await fill(env.page);
    // The browser's own checks pass (radios are not `required`), the server's do not.
    await env.page.$$eval(`input[name='${work}[field0]']`, (els) =>
      els.forEach((e) => {
        (e as HTMLInputElement).checked = false;
      }),
    );
    await Promise.all([env.page.waitForNavigation(), env.page.click("#btn-submit")]);
    expect(await env.page.$eval(".application-error", (e) => e.textContent)).toMatch(/required fields: Are you legally authorized/);
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("answers 404 for a closed posting and serves a posting only in its region", async () => {
    const res = await env.page.goto("http://jobs.lever.co/acme/5f0c7a3e-1b2d-4c5e-8f90-000000004040/apply");
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("Sorry, we couldn't find anything here");
    env.sim.postings.set("eu-only-4012", { region: "eu" });
    expect((await env.page.goto("http://jobs.lever.co/acme/eu-only-4012"))!.status()).toBe(404);
    expect((await env.page.goto("http://jobs.eu.lever.co/acme/eu-only-4012/apply"))!.status()).toBe(200);
  });

  it("refuses the submission behind a visible hCaptcha", async () => {
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
