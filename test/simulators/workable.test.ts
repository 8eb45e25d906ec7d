// Drives the Workable simulator by hand in real Chromium: upload on choice, role=radio, JSON API, 404.
import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from "vitest";
import type { Browser, Page } from "puppeteer-core";
import { startSimulators, type Simulators } from "./index";
import { launchChromium, newPage, resumeFile, typeInto, upload } from "./harness";

let sim: Simulators;
let browser: Browser;
let page: Page;
const resume = resumeFile();
const ui = (x: string) => `[data-ui="${x}"]`;

beforeAll(async () => {
  sim = await startSimulators();
  browser = await launchChromium(sim.chromiumArgs);
});
afterAll(async () => { await browser?.close(); await sim?.close(); });
beforeEach(async () => { sim.resetSubmissions(); page = await newPage(browser); });
afterEach(async () => { await page.browserContext().close(); });

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
    await page.goto("http://apply.workable.com/acme/j/A1B2C34012/");
    await Promise.all([page.waitForNavigation(), page.click(ui("overview-apply-now"))]);
    expect(await page.$eval(ui("address"), (e) => (e as HTMLInputElement).value)).toContain("San Francisco"); // prefilled "from IP"
    expect(await page.$eval(`input[type=file]${ui("resume")}`, (e) => e.id)).toMatch(/^input_files_input_[0-9a-f]{8}$/);
    await fill(page);
    expect(await page.$eval(`${ui("QA_6308627")} [role=radio][data-value=true]`, (e) => e.getAttribute("aria-checked"))).toBe("true");
    await page.click(ui("apply-button"));
    await page.waitForSelector(ui("application-success"));
    expect(sim.submissions).toHaveLength(1);
    expect(sim.submissions[0]).toMatchObject({ ats: "workable", tenant: "acme", jobId: "A1B2C34012" });
    expect(sim.submissions[0].fields).toMatchObject({ firstname: "Jane", email: "jane@example.com", QA_6308627: "true", QA_6308628: "false", QA_6308629: "3" });
    expect(sim.submissions[0].files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("shows inline errors for missing required answers", async () => {
    await page.goto("http://apply.workable.com/acme/j/A1B2C34012/apply/");
    await typeInto(page, ui("firstname"), "Jane");
    await page.click(ui("apply-button"));
    await page.waitForSelector(`${ui("error-QA_6308627")}:not([hidden])`);
    expect(await page.$eval(ui("error-resume"), (e) => e.textContent)).toBe("This field is required");
    expect(sim.submissions).toHaveLength(0);
  });

  it("serves the form JSON and answers 404 for closed postings", async () => {
    const form = await page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34044/form").then((r) => r!.json());
    expect(form.flatMap((s: any) => s.fields.map((f: any) => f.id))).toEqual(expect.arrayContaining(["firstname", "resume", "QA_6308627", "QA_6308699"]));
    expect((await page.goto("http://apply.workable.com/acme/j/A1B2C34040/apply/"))!.status()).toBe(404);
    expect((await page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34040/form"))!.status()).toBe(404);
  });

  it("refuses the submission behind a visible CAPTCHA", async () => {
    await page.goto("http://apply.workable.com/acme/j/A1B2C34041/apply/");
    await fill(page);
    await page.click(ui("apply-button"));
    await page.waitForSelector(`${ui("form-error")}:not([hidden])`);
    expect(sim.submissions).toHaveLength(0);
  });
});
