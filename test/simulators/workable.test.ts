// Drives the Workable simulator by hand in real Chromium: upload on choice, role=radio, JSON API, 404.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload } from "./harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const ui = (x: string) => `[data-ui="${x}"]`;

async function fill(p: Page) {
  await typeInto(p, ui("firstname"), "Jane");
  await typeInto(p, ui("lastname"), "Doe");
  await typeInto(p, ui("email"), "jane@example.com");
  await typeInto(p, ui("phone"), "+14155550100");
  await upload(p, `input[type=file]${ui("resume")}`, resume);
  await p.waitForSelector(`${ui("resume-status")}[data-uploaded=true]`);
  await p.click(`${ui("QA_6308627")} [role=radio][data-value=true]`);
  await p.click(`${ui("QA_6308628")} [role=radio][data-value=false]`);
  await p.select(ui("QA_6308629"), "3");
}

describe("Workable simulator", () => {
  it("submits the SPA form with an uploaded resume", async () => {
    await env.page.goto("http://apply.workable.com/acme/j/A1B2C34012/");
    await Promise.all([env.page.waitForNavigation(), env.page.click(ui("overview-apply-now"))]);
    expect(await env.page.$eval(ui("address"), (e) => (e as HTMLInputElement).value)).toContain("San Francisco"); // prefilled "from IP"
    expect(await env.page.$eval(`input[type=file]${ui("resume")}`, (e) => e.id)).toMatch(/^input_files_input_[0-9a-f]{8}$/);
    await fill(env.page);
    expect(await env.page.$eval(`${ui("QA_6308627")} [role=radio][data-value=true]`, (e) => e.getAttribute("aria-checked"))).toBe("true");
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(ui("application-success"));
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "workable", tenant: "acme", jobId: "A1B2C34012" });
    expect(env.sim.submissions[0].fields).toMatchObject({ firstname: "Jane", email: "jane@example.com", QA_6308627: "true", QA_6308628: "false", QA_6308629: "3" });
    expect(env.sim.submissions[0].files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("shows inline errors for missing required answers", async () => {
    await env.page.goto("http://apply.workable.com/acme/j/A1B2C34012/apply/");
    await typeInto(env.page, ui("firstname"), "Jane");
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(`${ui("error-QA_6308627")}:not([hidden])`);
    expect(await env.page.$eval(ui("error-resume"), (e) => e.textContent)).toBe("This field is required");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the form JSON and answers 404 for closed postings", async () => {
    const form = await env.page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34044/form").then((r) => r!.json());
    expect(form.flatMap((s: any) => s.fields.map((f: any) => f.id))).toEqual(expect.arrayContaining(["firstname", "resume", "QA_6308627", "QA_6308699"]));
    expect((await env.page.goto("http://apply.workable.com/acme/j/A1B2C34040/apply/"))!.status()).toBe(404);
    expect((await env.page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34040/form"))!.status()).toBe(404);
  });

  it("refuses the submission behind a visible CAPTCHA", async () => {
    await env.page.goto("http://apply.workable.com/acme/j/A1B2C34041/apply/");
    await fill(env.page);
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(`${ui("form-error")}:not([hidden])`);
    expect(env.sim.submissions).toHaveLength(0);
  });
});
