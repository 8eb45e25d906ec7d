// Drives the Greenhouse simulator by hand in real Chromium: fill + submit, validation, security code
// over real SMTP, closed posting, CAPTCHA wall, and the Job Board API.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();

async function fillForm(p: Page, email: string) {
  await typeInto(p, "#first_name", "Jane");
  await typeInto(p, "#last_name", "Doe");
  await typeInto(p, "#email", email);
  await typeInto(p, "#phone", "+1 415 555 0100");
  await p.type("#country", "Unit");
  await p.click("#react-select-country-listbox [role=option]:not([hidden])"); // United States (first match)
  await upload(p, "#resume", resume);
  await p.select("#question_1002", "1");
  await p.select("#question_1003", "0");
  await p.select("#question_1004", "7002");
  await typeInto(p, "#question_1005", "LinkedIn");
  await p.click("#question_1006 input[value='7002']");
  await typeInto(p, "#question_1007", "I like the product.");
  await p.select("#gender", "3");
}

describe("Greenhouse simulator", () => {
  it("accepts a complete application and records it", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4012");
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Software Engineer");
    expect(await env.page.$(".grecaptcha-badge")).not.toBeNull(); // invisible, not a wall
    await fillForm(env.page, "jane@example.com");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(schemeless(env.page.url())).toBe("//boards.greenhouse.io/acme/jobs/4012/confirmation");
    expect(await env.page.$eval("#application_confirmation", (e) => e.textContent)).toContain("Thank you for applying");
    expect(env.sim.submissions).toHaveLength(1);
    const s = env.sim.submissions[0];
    expect(s).toMatchObject({ ats: "greenhouse", tenant: "acme", jobId: "4012" });
    expect(s.fields).toMatchObject({
      first_name: "Jane", last_name: "Doe", email: "jane@example.com", question_1002: "1", question_1003: "0",
      question_1004: "7002", question_1005: "LinkedIn", country: "United States", "question_1006[]": ["7002"], gender: "3",
    });
    expect(s.files.resume.filename).toBe("jane-doe-resume.pdf");
    expect(s.files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("re-mounts the custom questions after a resume upload, keeping ids and values", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4012");
    await typeInto(env.page, "#question_1005", "A friend");
    const before = await env.page.$("#question_1005");
    await upload(env.page, "#resume", resume);
    await env.page.waitForSelector("#application-form[data-remounted='1']");
    expect(await before!.evaluate((e) => e.isConnected)).toBe(false);
    expect(await env.page.$eval("#question_1005", (e) => (e as HTMLInputElement).value)).toBe("A friend");
  });

  it("rejects an incomplete form with inline errors and records nothing", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4012");
    await typeInto(env.page, "#first_name", "Jane");
    await env.page.click("#submit_app");
    await env.page.waitForSelector("#question_1005-error");
    expect(await env.page.$eval("#last_name-error", (e) => e.textContent)).toBe("Last Name is required.");
    expect(await env.page.$eval("#error-summary", (e) => e.textContent)).toBe("Please complete all required fields.");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("asks for an 8-character security code sent over SMTP and keeps submit disabled until filled", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4042");
    await fillForm(env.page, "code.test@example.com");
    await env.page.click("#submit_app");
    await env.page.waitForSelector("#security-input-7", { visible: true });
    expect(await env.page.$eval("#submit_app", (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(env.sim.submissions).toHaveLength(0);
    const mail = await env.smtp.waitFor("code.test@example.com");
    const code = /\b([A-Z0-9]{8})\b/.exec(mail.text ?? "")?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    for (let i = 0; i < 7; i++) await env.page.type(`#security-input-${i}`, code![i]);
    expect(await env.page.$eval("#submit_app", (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await env.page.type("#security-input-7", code![7]);
    expect(await env.page.$eval("#submit_app", (b) => (b as HTMLButtonElement).disabled)).toBe(false);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(env.page.url()).toMatch(/\/confirmation$/);
    expect(env.sim.submissions).toHaveLength(1);
  });

  it("sends an HTML-only security-code mail for 4043", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4043");
    await fillForm(env.page, "html.only@example.com");
    await env.page.click("#submit_app");
    const mail = await env.smtp.waitFor("html.only@example.com");
    expect(mail.html).toMatch(/<p>[A-Z0-9]{8}<\/p>/);
    expect((mail.headers.get("content-type") as { value: string }).value).toBe("text/html"); // no text part
  });

  it("redirects a closed posting to the board with the error", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4040");
    expect(schemeless(env.page.url())).toBe("//boards.greenhouse.io/acme?error=true");
    expect(await env.page.content()).toContain("The job you are looking for is no longer open");
  });

  it("shows a visible CAPTCHA wall that blocks the submission", async () => {
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4041");
    expect(await env.page.$(".g-recaptcha iframe[src*='recaptcha/api2/anchor']")).not.toBeNull();
    expect(await env.page.$(".grecaptcha-badge")).toBeNull();
    await fillForm(env.page, "captcha@example.com");
    await env.page.click("#submit_app");
    await env.page.waitForFunction(() => document.getElementById("error-summary")!.textContent!.includes("robot"));
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the legacy form when asked, with job_application[...] names", async () => {
    env.sim.postings.set("4777", { legacyMarkup: true });
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4777");
    expect(await env.page.$("form#application_form #eeoc_fields")).not.toBeNull();
    await typeInto(env.page, "#first_name", "Jane");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(await env.page.$eval("#error_flash", (e) => e.textContent)).toContain("Last Name can't be blank");
    await typeInto(env.page, "#last_name", "Doe");
    await typeInto(env.page, "#email", "jane@example.com");
    await typeInto(env.page, "#phone", "+14155550100");
    await upload(env.page, "#resume", resume);
    const a = (n: number, rest: string) => `[name='job_application[answers_attributes][${n}][${rest}]']`;
    await env.page.select(a(1, "boolean_value"), "1");
    await env.page.select(a(2, "boolean_value"), "0");
    await env.page.select(a(3, "answer_selected_options_attributes][0][question_option_id"), "7002");
    await typeInto(env.page, a(4, "text_value"), "LinkedIn");
    await env.page.select("#job_application_gender", "Decline To Self Identify");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(await env.page.$eval("#application_confirmation", (e) => e.textContent)).toContain("Thank you for applying");
    expect(env.sim.submissions.at(-1)!.fields).toMatchObject({
      "job_application[first_name]": "Jane", "job_application[answers_attributes][1][question_id]": "1002",
      "job_application[answers_attributes][1][boolean_value]": "1", "job_application[answers_attributes][4][text_value]": "LinkedIn",
      "job_application[gender]": "Decline To Self Identify",
    });
    expect(env.sim.submissions.at(-1)!.files["job_application[resume]"].filename).toBe("jane-doe-resume.pdf");
  });

  it("serves the Job Board API with the same questions as the form", async () => {
    const body = await env.page.goto("http://boards-api.greenhouse.io/v1/boards/acme/jobs/4044?questions=true").then((r) => r!.json());
    const names = body.questions.flatMap((q: any) => q.fields.map((f: any) => f.name));
    expect(names).toEqual(expect.arrayContaining(["first_name", "resume", "question_1005", "question_1099"]));
    expect(body.compliance[0].questions[0].fields[0].name).toBe("gender");
    const closed = await env.page.goto("http://boards-api.greenhouse.io/v1/boards/acme/jobs/4040?questions=true");
    expect(closed!.status()).toBe(404);
  });

  it("fails the first requests with 503 for 5030", async () => {
    const first = await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    expect(first!.status()).toBe(503);
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    const third = await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    expect(third!.status()).toBe(200);
    const logged = env.sim.requests.filter((r) => r.host === "boards.greenhouse.io" && r.path === "/acme/jobs/5030").map((r) => r.status);
    expect(logged).toEqual([503, 503, 200]);
  });
});
