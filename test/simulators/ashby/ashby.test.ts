// Drives the Ashby simulator (a React SPA without a <form>) by hand in real Chromium: upload through a
// file handle, yes/no buttons, the location combobox that keeps only a chosen row, the form's own
// missing-field alert, success in place, the spam check, "Job not found".
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";
import { ASHBY_PATHS as P } from "./";

const env = useSimulatorBrowser();
const resume = resumeFile();
const jobId = "8d3f0b2e-4c6a-4e1b-9a7d-000000004012";
const url = (id = jobId) => `http://jobs.ashbyhq.com/acme/${id}/application`;
const path = (p: string) => `[data-field-path="${p}"]`;
const submit = ".ashby-application-form-submit-button";

async function chooseLocation(p: Page, typed: string, row: string) {
  const loc = `${path("_systemfield_location")} [role=combobox]`;
  await p.click(loc);
  await p.type(loc, typed);
  const option = await p.waitForSelector(`body > [role=listbox] ::-p-text(${row})`);
  await option!.click();
}

async function fill(p: Page) {
  await p.waitForSelector(path("_systemfield_name"));
  await typeInto(p, "#_systemfield_name", "Jane Doe");
  await typeInto(p, "#_systemfield_email", "jane@example.com");
  await typeInto(p, `[id="${P.phone}"]`, "+14155550100");
  await upload(p, "#_systemfield_resume", resume);
  await p.waitForSelector(".ashby-application-form-input-file-item-delete");
  await chooseLocation(p, "San Fr", "San Francisco, California, United States");
  await p.click(`${path(P.authorized)} button[data-option=yes]`);
  await p.click(`${path(P.sponsorship)} button[data-option=no]`);
  await p.click(`${path(P.years)} label ::-p-text(6-10)`);
  await p.click(`${path("_systemfield_data_consent_ack")} input[type=checkbox]`);
}

describe("Ashby simulator", () => {
  it("renders the form without a <form>, uploads through a handle and submits the values in place", async () => {
    await env.page.goto(url());
    await fill(env.page);
    expect(await env.page.$("form")).toBeNull();
    expect(await env.page.$eval(".ashby-application-form-input-file-dropzone-upload", (e) => e.textContent)).toBe("Replace");
    expect(await env.page.$eval(`${path(P.authorized)} button[data-option=yes]`, (e) => e.getAttribute("aria-pressed"))).toBe("true");
    await typeInto(env.page, 'input[placeholder="Pick date..."]', "01/15/2027");
    await env.page.click(submit);
    await env.page.waitForSelector(".ashby-application-form-success-container");
    expect(schemeless(env.page.url())).toBe(schemeless(url()));
    expect(env.sim.submissions).toHaveLength(1);
    const s = env.sim.submissions[0];
    expect(s).toMatchObject({ ats: "ashby", tenant: "acme", jobId });
    expect(s.fields).toMatchObject({
      _systemfield_name: "Jane Doe",
      _systemfield_email: "jane@example.com",
      [P.phone]: "+14155550100",
      _systemfield_location: "San Francisco, California, United States",
      [P.authorized]: "true",
      [P.sponsorship]: "false",
      [P.years]: "6-10",
      [P.start]: "2027-01-15",
    });
    expect(s.fields._systemfield_data_consent_ack).toHaveLength(1);
    expect(s.files._systemfield_resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps a typed location only once a row is chosen; lists missing fields and sends nothing", async () => {
    await env.page.goto(url());
    await env.page.waitForSelector(path("_systemfield_location"));
    const loc = `${path("_systemfield_location")} [role=combobox]`;
    await env.page.type(loc, "San Francisco");
    await env.page.waitForSelector("body > [role=listbox] [role=option]");
    await env.page.click("#_systemfield_name"); // blur without choosing
    expect(await env.page.$eval(loc, (e) => (e as HTMLInputElement).value)).toBe("");
    await env.page.click(submit);
    await env.page.waitForSelector(".ashby-application-form-failure-container:not([hidden])");
    const alert = await env.page.$eval(".ashby-application-form-failure-container", (e) => e.textContent);
    expect(alert).toContain("Missing entry for required field: Where are you currently located?");
    expect(alert).toContain("Missing entry for required field: Resume");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("'Autofill from resume' overwrites the fields it parses", async () => {
    await env.page.goto(url());
    await env.page.waitForSelector(path("_systemfield_name"));
    await typeInto(env.page, "#_systemfield_name", "Someone Else");
    await upload(env.page, ".ashby-application-form-autofill-uploader input[type=file]", resume);
    await env.page.waitForFunction(() => (document.getElementById("_systemfield_name") as HTMLInputElement).value === "Jane Doe");
  });

  it("shows 'Job not found' for a closed posting and refuses a submission behind a visible challenge", async () => {
    await env.page.goto(url("8d3f0b2e-4c6a-4e1b-9a7d-000000004040"));
    await env.page.waitForSelector(".ashby-job-posting-not-found");
    await env.page.goto(url("8d3f0b2e-4c6a-4e1b-9a7d-000000004041"));
    await fill(env.page);
    expect(await env.page.$("iframe[src*='recaptcha'][src*='size=normal']")).not.toBeNull();
    await env.page.click(submit);
    await env.page.waitForSelector(".ashby-application-form-failure-container:not([hidden])");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the public posting API", async () => {
    const body = await env.page.goto("http://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true").then((r) => r!.json());
    expect(body.jobs[0]).toMatchObject({ isListed: true, applyUrl: expect.stringMatching(/\/application$/) });
  });
});
