// Drives the Pinpoint simulator by hand in real Chromium: the posting's "Apply now", the react-select
// Country (typed, then picked), boolean questions as true/false radios, the native required checks, the
// server's 422 with "can't be blank", the consent box, the thank-you page, a closed posting.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const JOB = (n: string) => `6f1c1d2e-8a4b-4c3d-9e5f-0a1b2c3d${n}`;
const POSTING = (n: string) => `http://acme.pinpointhq.com/en/postings/${JOB(n)}`;
const A = "application_form[application]";

async function fill(p: Page) {
  await typeInto(p, "#application_form_application_first_name", "Jane");
  await typeInto(p, "#application_form_application_last_name", "Doe");
  await typeInto(p, "#application_form_application_email", "jane@example.com");
  await typeInto(p, "#application_form_application_phone", "4155550100");
  await p.click(`[id="${A}[country]"]`);
  await p.keyboard.type("United St");
  await p.click(`[id="${A}[country]-option-5"]`);
  await typeInto(p, "#address1", "1 Market St");
  await typeInto(p, "#town", "San Francisco");
  await typeInto(p, "#postcode", "94105");
  await upload(p, "#application_form_application_cv", resume);
  await p.click("#application_form_application_answers_attributes_0_boolean_answer_true");
  await p.click("#application_form_application_answers_attributes_1_boolean_answer_false");
  await typeInto(p, "#application_form_application_answers_attributes_2_number_answer", "7");
}

describe("Pinpoint simulator", () => {
  it("goes from the posting to the form, keeps the country picked in the react-select, and submits", async () => {
    await env.page.goto(POSTING("4012"));
    await Promise.all([env.page.waitForNavigation(), env.page.click("a.external-button")]);
    expect(schemeless(env.page.url())).toBe(`//acme.pinpointhq.com/en/postings/${JOB("4012")}/applications/new`);
    expect(await env.page.$eval(`input[type=hidden][name="${A}[country]"]`, (e) => (e as HTMLInputElement).value)).toBe("AE");
    await fill(env.page);
    expect(await env.page.$eval("#address-country .react-select__single-value", (e) => e.textContent)).toBe("United States");
    // The browser's own required check stops the form while the consent box is clear.
    await env.page.click("button[type=submit]");
    expect(await env.page.$eval("#application_process_information", (e) => (e as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(env.sim.submissions).toHaveLength(0);
    await env.page.click("#application_process_information");
    await Promise.all([env.page.waitForNavigation(), env.page.click("button[type=submit]")]);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Thank you for your application");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "pinpoint", tenant: "acme", jobId: JOB("4012") });
    expect(sub.fields).toMatchObject({
      [`${A}[first_name]`]: "Jane",
      [`${A}[country]`]: "US",
      [`${A}[phone_iso2]`]: "US",
      [`${A}[town]`]: "San Francisco",
      [`${A}[answers_attributes][0][boolean_answer]`]: "true",
      [`${A}[answers_attributes][1][boolean_answer]`]: "false",
      [`${A}[answers_attributes][2][number_answer]`]: "7",
      [`${A}[answers_attributes][0][question_type]`]: "boolean",
      "application[process_information]": ["0", "1"],
    });
    expect(sub.files[`${A}[cv]`].filename).toBe("jane-doe-resume.pdf");
  });

  it('the server answers 422 with the form and "can\'t be blank" under what is missing', async () => {
    await env.page.goto(`${POSTING("4012")}/applications/new`);
    await typeInto(env.page, "#application_form_application_first_name", "Jane");
    await env.page.$eval("#application-form", (f) => (f as HTMLFormElement).submit());
    await env.page.waitForSelector(".external-alert--danger");
    expect(await env.page.$eval(".external-alert--danger", (e) => e.textContent)).toBe("Please review the problems below:");
    expect(await env.page.$eval("#application_form_application_first_name", (e) => (e as HTMLInputElement).value)).toBe("Jane");
    expect(await env.page.$$eval(".external-form__error-message", (es) => es.length)).toBeGreaterThan(5);
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("a closed posting has no Apply button and its form redirects to it; 4041 shows a CAPTCHA the server insists on", async () => {
    await env.page.goto(`${POSTING("4040")}/applications/new`);
    expect(schemeless(env.page.url())).toBe(`//acme.pinpointhq.com/en/postings/${JOB("4040")}`);
    expect(await env.page.$eval("[role=alert]", (e) => e.textContent)).toBe("This job is no longer accepting applications.");
    expect(await env.page.$("a.external-button")).toBeNull();
    await env.page.goto(`${POSTING("4041")}/applications/new`);
    await fill(env.page);
    await env.page.click("#application_process_information");
    await Promise.all([env.page.waitForNavigation(), env.page.click("button[type=submit]")]);
    expect(await env.page.$eval(".external-alert--danger", (e) => e.textContent)).toBe("Please review the problems below:");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
