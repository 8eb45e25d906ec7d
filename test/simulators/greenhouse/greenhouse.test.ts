// Drives the Greenhouse simulator by hand in real Chromium: the new React board (react-selects that open
// on a press, the async location lookup, the uploader, React-like state, the 428 security-code step over
// real SMTP), the legacy form (jQuery UI location menu), closed postings, the CAPTCHA wall and the API.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();

/** Opens a react-select with a real press on its control and clicks the option with this exact text. */
async function choose(p: Page, id: string, option: string, search?: string) {
  await p.click(`[id="${id}"]`);
  if (search) await p.type(`[id="${id}"]`, search);
  const opt = await p.waitForSelector(`[id^="react-select-${id}-option-"] ::-p-text(${option})`);
  await opt!.click();
}

async function fillNewBoard(p: Page, email: string) {
  await p.waitForSelector("#application-form[data-ready=true]");
  await typeInto(p, "#first_name", "Jane");
  await typeInto(p, "#last_name", "Doe");
  await typeInto(p, "#email", email);
  await choose(p, "country", "United States +1", "United");
  await typeInto(p, "#phone", "+1 415 555 0100");
  await choose(p, "candidate-location", "San Francisco, California, United States", "San Fra");
  await upload(p, "#resume", resume);
  await p.waitForSelector("[aria-labelledby=upload-label-resume] .file-upload__filename");
  await choose(p, "question_1002", "Yes");
  await choose(p, "question_1003", "No");
  await choose(p, "question_1004", "6-10");
  await choose(p, "question_1005", "LinkedIn");
  await p.click("[id='question_1006[]_2']");
  await typeInto(p, "#question_1007", "I like the product.");
  await choose(p, "gender", "Decline To Self Identify");
}

describe("Greenhouse simulator (new board)", () => {
  it("accepts a complete application and records the page's state, not the DOM", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4012");
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Software Engineer");
    expect(await env.page.$(".grecaptcha-badge")).not.toBeNull(); // invisible, not a wall
    expect(
      await env.page.$$eval(
        "#application-form input",
        (els) =>
          els.filter(
            (e) =>
              (e as HTMLInputElement).name &&
              e.getAttribute("type") !== "checkbox" &&
              !(e as HTMLInputElement).required &&
              !e.closest(".grecaptcha-badge"),
          ).length,
      ),
    ).toBe(0); // no names
    // A value set by script without an input event never reaches React's state.
    await env.page.$eval("#preferred_name", (e) => {
      (e as HTMLInputElement).value = "Set by script";
    });
    // A script click does not open a react-select; a press does.
    await env.page.$eval("#question_1002", (e) => (e as HTMLElement).click());
    expect(await env.page.$("[id^='react-select-question_1002-option-']")).toBeNull();
    await fillNewBoard(env.page, "jane@example.com");
    expect(await env.page.$eval("[data-question=country] .select__single-value", (e) => e.textContent)).toBe("+1");
    expect(await env.page.$("[data-question=question_1002] .select__required")).toBeNull(); // the proxy goes once answered
    expect(await env.page.$("[data-question=question_1099]")).toBeNull();
    await Promise.all([env.page.waitForNavigation(), env.page.click("#application-form button[type=submit]")]);
    expect(schemeless(env.page.url())).toBe("//job-boards.greenhouse.io/acme/jobs/4012/confirmation");
    expect(await env.page.$eval("#application_confirmation", (e) => e.textContent)).toContain("Thank you for applying");
    const s = env.sim.submissions.at(-1)!;
    expect(s).toMatchObject({ ats: "greenhouse", tenant: "acme", jobId: "4012" });
    expect(s.fields).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane@example.com",
      phone: "+1 415 555 0100",
      phone_country: "us",
      country: "us",
      location: "San Francisco, California, United States",
      question_1002: "1",
      question_1003: "0",
      question_1004: "7002",
      question_1005: "7100",
      "question_1006[]": ["7202"],
      question_1007: "I like the product.",
      gender: "3",
    });
    expect(s.fields.preferred_name).toBeUndefined();
    expect(s.files.resume.filename).toBe("jane-doe-resume.pdf");
    expect(s.files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps a typed location only once a suggestion is picked; asks for race after 'No' to Hispanic/Latino", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4012");
    await env.page.waitForSelector("#application-form[data-ready=true]");
    await env.page.click("#candidate-location");
    await env.page.waitForSelector("::-p-text(Type to search)");
    await env.page.type("#candidate-location", "San Fra");
    await env.page.waitForSelector("[id^='react-select-candidate-location-option-']");
    await env.page.click("#first_name"); // leaves without picking
    expect(await env.page.$eval("#candidate-location", (e) => (e as HTMLInputElement).value)).toBe("");
    expect(await env.page.$("[data-question='candidate-location'] .select__single-value")).toBeNull();
    expect(await env.page.$eval("[data-question=race]", (e) => (e as HTMLElement).hidden)).toBe(true);
    await choose(env.page, "hispanic_ethnicity", "No");
    expect(await env.page.$eval("[data-question=race]", (e) => (e as HTMLElement).hidden)).toBe(false);
  });

  it("replaces the uploader's buttons with the file name and re-mounts the custom questions", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4012");
    await env.page.waitForSelector("#application-form[data-ready=true]");
    await typeInto(env.page, "#question_1001", "https://www.linkedin.com/in/jane");
    const before = await env.page.$("#question_1001");
    await upload(env.page, "#resume", resume);
    await env.page.waitForSelector("#application-form[data-remounted='1']");
    expect(await env.page.$("#resume")).toBeNull();
    expect(await env.page.$eval(".file-upload__filename p", (e) => e.textContent)).toBe("jane-doe-resume.pdf");
    expect(await before!.evaluate((e) => e.isConnected)).toBe(false);
    expect(await env.page.$eval("#question_1001", (e) => (e as HTMLInputElement).value)).toBe("https://www.linkedin.com/in/jane");
  });

  it("rejects an incomplete form with inline errors and records nothing", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4012");
    await env.page.waitForSelector("#application-form[data-ready=true]");
    await typeInto(env.page, "#first_name", "Jane");
    await env.page.click("#application-form button[type=submit]");
    await env.page.waitForSelector("#question_1005-error");
    expect(await env.page.$eval("#last_name-error", (e) => e.textContent)).toBe("This field is required.");
    expect(await env.page.$eval("#last_name", (e) => e.getAttribute("aria-invalid"))).toBe("true");
    expect(await env.page.$("#candidate-location-error")).not.toBeNull();
    expect(await env.page.$("#resume-error")).not.toBeNull();
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("answers 428 and asks for the mixed-case 8-character code mailed over SMTP; Submit waits for all 8", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4042");
    await fillNewBoard(env.page, "code.test@example.com");
    await env.page.click("#application-form button[type=submit]");
    await env.page.waitForSelector("#security-input-7", { visible: true });
    expect(await env.page.$eval("#email-verification-text", (e) => e.textContent)).toContain(
      "A verification code was sent to code.test@example.com",
    );
    expect(env.sim.requests.some((r) => r.method === "POST" && r.status === 428)).toBe(true);
    expect(env.sim.submissions).toHaveLength(0);
    const mail = await env.smtp.waitFor("code.test@example.com");
    expect(mail.subject).toBe("Security code for your application to Acme");
    const code = /application: ([A-Za-z0-9]{8})\b/.exec(mail.text ?? "")![1];
    expect(mail.text).toContain("NY 10011, USA");
    for (let i = 0; i < 7; i++) await env.page.type(`#security-input-${i}`, code[i]);
    expect(await env.page.$eval("#application-form button[type=submit]", (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await env.page.type("#security-input-7", code[7]);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#application-form button[type=submit]")]);
    expect(env.page.url()).toMatch(/\/confirmation$/);
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0].fields.security_code).toBeUndefined();
  });

  it("redirects a closed posting to the board with the error", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4040");
    expect(schemeless(env.page.url())).toBe("//job-boards.greenhouse.io/acme?error=true");
    expect(await env.page.content()).toContain("The job you are looking for is no longer open");
  });

  it("shows a visible CAPTCHA wall that blocks the submission", async () => {
    await env.page.goto("http://job-boards.greenhouse.io/acme/jobs/4041");
    expect(await env.page.$(".g-recaptcha iframe[src*='recaptcha/api2/anchor']")).not.toBeNull();
    expect(await env.page.$(".grecaptcha-badge")).toBeNull();
    await fillNewBoard(env.page, "captcha@example.com");
    await env.page.click("#application-form button[type=submit]");
    await env.page.waitForFunction(() => document.getElementById("submit-error")!.textContent!.includes("robot"));
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the Job Board API with the same questions as the form", async () => {
    const body = await env.page.goto("http://boards-api.greenhouse.io/v1/boards/acme/jobs/4044?questions=true").then((r) => r!.json());
    const names = body.questions.flatMap((q: any) => q.fields.map((f: any) => f.name));
    expect(names).toEqual(expect.arrayContaining(["first_name", "resume", "resume_text", "question_1005", "question_1099"]));
    expect(body.location_questions[0].label).toBe("Location (City)");
    expect(body.compliance[0].questions[0].fields[0].name).toBe("gender");
    expect((await env.page.goto("http://boards-api.greenhouse.io/v1/boards/acme/jobs/4040?questions=true"))!.status()).toBe(404);
  });
});

describe("Greenhouse simulator (legacy form)", () => {
  it("needs the location picked from the jQuery UI menu, then records the job_application[...] names", async () => {
    env.sim.postings.set("4777", { legacyMarkup: true });
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/4777");
    expect(await env.page.$("form#application_form #eeoc_fields")).not.toBeNull();
    await typeInto(env.page, "#first_name", "Jane");
    await typeInto(env.page, "#last_name", "Doe");
    await typeInto(env.page, "#email", "jane@example.com");
    await typeInto(env.page, "#phone", "+14155550100");
    await typeInto(env.page, "#job_application_location", "San Fra"); // typed, not picked
    await upload(env.page, "#resume", resume);
    const a = (n: number, rest: string) => `[name='job_application[answers_attributes][${n}][${rest}]']`;
    await env.page.select(a(1, "boolean_value"), "1");
    await env.page.select(a(2, "boolean_value"), "0");
    await env.page.select(a(3, "answer_selected_options_attributes][0][question_option_id"), "7002");
    await env.page.select(a(4, "answer_selected_options_attributes][0][question_option_id"), "7101");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(await env.page.$eval("#error_flash", (e) => e.textContent)).toContain("Location (City) must be chosen from the list");
    await upload(env.page, "#resume", resume);
    await typeInto(env.page, "#job_application_location", "San Fra");
    const item = await env.page.waitForSelector("#ui-id-1 .ui-menu-item ::-p-text(San Francisco, California)");
    await item!.click();
    await env.page.select("#job_application_gender", "Decline To Self Identify");
    await Promise.all([env.page.waitForNavigation(), env.page.click("#submit_app")]);
    expect(await env.page.$eval("#application_confirmation", (e) => e.textContent)).toContain("Thank you for applying");
    expect(env.sim.submissions.at(-1)!.fields).toMatchObject({
      "job_application[first_name]": "Jane",
      "job_application[location]": "San Francisco, California, United States",
      "job_application[answers_attributes][1][question_id]": "1002",
      "job_application[answers_attributes][1][boolean_value]": "1",
      "job_application[answers_attributes][4][answer_selected_options_attributes][0][question_option_id]": "7101",
      "job_application[gender]": "Decline To Self Identify",
    });
    expect(env.sim.submissions.at(-1)!.files["job_application[resume]"].filename).toBe("jane-doe-resume.pdf");
  });

  it("fails the first requests with 503 for 5030", async () => {
    const first = await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    expect(first!.status()).toBe(503);
    await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    const third = await env.page.goto("http://boards.greenhouse.io/acme/jobs/5030");
    expect(third!.status()).toBe(200);
  });
});
