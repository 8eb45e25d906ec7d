// Drives the Paylocity simulator by hand in real Chromium: Details' Apply to /Apply, the "Apply with
// resume" modal whose upload pre-fills (wrongly: a number from the resume as the phone), the wizard
// behind one #btn-submit (Next on each step, Submit on the review), react-widgets lists, the state's
// list, the page's and the server's refusals, the job list's pageData, JobNotFound and the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { resumePdf } from "../files";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const APPLY = (job: string) => `http://recruiting.paylocity.com/Recruiting/Jobs/Apply/${job}`;
const value = (p: Page, id: string) => p.$eval(`[id="${id}"]`, (e) => (e as HTMLInputElement).value);
const text = (p: Page, sel: string) => p.$eval(sel, (e) => (e.textContent ?? "").replace(/\s+/g, " ").trim());
const invalid = (p: Page) => p.$$eval(".form-group.has-error", (els) => els.map((e) => (e as HTMLElement).dataset.field));
const next = (p: Page) => p.click("#btn-submit");

async function pick(p: Page, id: string, option: string) {
  await p.click(`[id="${id}"]`);
  const options = await p.$$(`[id="${id}__listbox"] [role=option]`);
  for (const o of options) if ((await o.evaluate((e) => e.textContent)) === option) return o.click();
  throw new Error(`no option ${option} in ${id}`);
}

async function passModal(p: Page, parse: boolean) {
  if (!parse) await p.click("#useAttachedResumeToFillOutApplication"); // ticked at first
  await upload(p, "#btn-forceResume", resume);
  await p.waitForFunction(() => !document.getElementById("forceUploadResumeModal"));
}

async function fillInformation(p: Page) {
  await typeInto(p, "[id='info.firstName']", "Jane");
  await typeInto(p, "[id='info.lastName']", "Doe");
  await typeInto(p, "[id='info.email']", "jane@example.com");
  await typeInto(p, "[id='info.cellPhone']", "+14155550100");
  await typeInto(p, "#public-site-address-address-1", "1 Market St");
  await typeInto(p, "#public-site-address-city", "San Francisco");
  await typeInto(p, "#public-site-address-us-state", "Cali");
  await p.click("#public-site-address-us-state-dropdown-list-container li[data-value=California]");
  await typeInto(p, "#public-site-address-zip", "94105");
  await pick(p, "info.haveYouWorkedWithUsBefore", "No");
  await p.click("[id='info.howDidYouHearAboutUs_0']");
}

describe("Paylocity simulator", () => {
  it(
    "walks Details -> Apply -> the resume modal -> four steps -> Success, recording the resume's bytes",
    { timeout: 180_000 },
    async () => {
      await env.page.goto("http://recruiting.paylocity.com/Recruiting/Jobs/Details/74012");
      await Promise.all([env.page.waitForNavigation(), env.page.click(".apply-button")]);
      expect(schemeless(env.page.url())).toBe("//recruiting.paylocity.com/Recruiting/Jobs/Apply/74012");
      expect(await env.page.$eval("#useAttachedResumeToFillOutApplication", (e) => (e as HTMLInputElement).checked)).toBe(true);
      expect(await env.page.$eval("#forceUploadResumeModal", (e) => getComputedStyle(e).position)).toBe("fixed");
      await passModal(env.page, true);
      // The parse: the resume's name, its first number as the phone, a work-history entry.
      expect(await value(env.page, "info.firstName")).toBe("Jane");
      expect(await value(env.page, "info.cellPhone")).toBe("8");
      expect(await value(env.page, "workHistory.position.0")).toBe("Software Engineer");
      expect(await text(env.page, "#resume-file-name")).toBe("jane-doe-resume.pdf");
      expect(await text(env.page, "#step-indicator")).toBe("Step 1 of 4");
      await next(env.page);
      expect(await invalid(env.page)).toEqual([
        "info.email",
        "public-site-address-address-1",
        "public-site-address-city",
        "public-site-address-us-state",
        "public-site-address-zip",
        "info.haveYouWorkedWithUsBefore",
        "info.howDidYouHearAboutUs",
      ]);
      expect(await text(env.page, ".alert-danger")).toBe("Please correct missing or invalid fields.");
      await fillInformation(env.page);
      await typeInto(env.page, "[id='info.email']", "jane@");
      await next(env.page);
      expect(await text(env.page, "[data-field='info.email'] .help-block")).toBe("Invalid email address");
      await typeInto(env.page, "[id='info.email']", "jane@example.com");
      // A state typed but not picked from the list does not stay.
      await typeInto(env.page, "#public-site-address-us-state", "Calif");
      await env.page.click("#public-site-address-city");
      expect(await value(env.page, "public-site-address-us-state")).toBe("");
      await typeInto(env.page, "#public-site-address-us-state", "Cali");
      await env.page.click("#public-site-address-us-state-dropdown-list-container li[data-value=California]");
      await next(env.page);
      expect(await text(env.page, "#step-indicator")).toBe("Step 2 of 4");
      expect(await text(env.page, "#btn-submit")).toBe("Next");
      await env.page.click("#multiQuestionAnswer1285162_1");
      await env.page.click("#multiQuestionAnswer1285163_3");
      await next(env.page);
      expect(await text(env.page, "#step-indicator")).toBe("Step 3 of 4");
      await pick(env.page, "acknowledgements.eeoGender", "I do not wish to self-identify");
      await next(env.page);
      expect(await text(env.page, "#btn-submit")).toBe("Submit");
      expect(await text(env.page, "#review-summary")).toContain("jane@example.com");
      await next(env.page);
      expect(await invalid(env.page)).toEqual(["acknowledgements.authorizedToWorkInUs", "applyAcknowledgement"]);
      expect(env.sim.submissions).toHaveLength(0);
      await pick(env.page, "acknowledgements.authorizedToWorkInUs", "Yes");
      await env.page.click("#applyAcknowledgement");
      await Promise.all([env.page.waitForNavigation(), next(env.page)]);
      expect(schemeless(env.page.url())).toBe("//recruiting.paylocity.com/Recruiting/Jobs/Success/74012");
      expect(await text(env.page, "h1")).toBe("Your application has been received!");
      expect(env.sim.submissions).toHaveLength(1);
      const sub = env.sim.submissions[0];
      expect(sub).toMatchObject({ ats: "paylocity", tenant: "acme", jobId: "74012" });
      expect(sub.fields).toMatchObject({
        "info.firstName": "Jane",
        "info.lastName": "Doe",
        "info.email": "jane@example.com",
        "info.cellPhone": "+14155550100",
        "public-site-address-us-state": "California",
        "info.haveYouWorkedWithUsBefore": "No",
        "info.howDidYouHearAboutUs": "Company Website",
        multiQuestionAnswer1285162: "No",
        multiQuestionAnswer1285163: "7-10 years",
        "acknowledgements.eeoGender": "I do not wish to self-identify",
        "acknowledgements.authorizedToWorkInUs": "Yes",
        applyAcknowledgement: "true",
        "workHistory.position.0": "Software Engineer",
      });
      expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
    },
  );

  it("the server refuses a submission without the required fields or the resume", async () => {
    await env.page.goto(APPLY("74012"));
    const res = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("info.firstName", "Jane");
      const r = await fetch("/Recruiting/Jobs/Apply/74012", { method: "POST", body: fd });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please correct missing or invalid fields.");
    expect(res.body.errors).toMatchObject({
      resume: "This field is required.",
      "info.email": "This field is required.",
      applyAcknowledgement: "This field is required.",
    });
    expect(env.sim.submissions).toHaveLength(0);
  });

  it(
    "lists jobs with window.pageData; a closed job redirects to JobNotFound; the CAPTCHA preset refuses the submit",
    { timeout: 180_000 },
    async () => {
      await env.page.goto("http://recruiting.paylocity.com/Recruiting/Jobs/All/0f8fad5b-d9cb-469f-a165-70867728950e/Acme-Inc");
      expect(await env.page.evaluate(() => (window as unknown as { pageData: { Jobs: unknown[] } }).pageData.Jobs.length)).toBe(1);
      await env.page.goto(APPLY("74040"));
      expect(schemeless(env.page.url())).toBe("//recruiting.paylocity.com/Recruiting/Jobs/JobNotFound");
      expect(await text(env.page, "main p")).toBe("The job you are looking for is no longer available.");
      await env.page.goto(APPLY("74041"));
      await passModal(env.page, false);
      expect(await value(env.page, "info.firstName")).toBe("");
      await fillInformation(env.page);
      await next(env.page);
      await env.page.click("#multiQuestionAnswer1285162_1");
      await env.page.click("#multiQuestionAnswer1285163_3");
      await next(env.page);
      await next(env.page);
      expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
      await pick(env.page, "acknowledgements.authorizedToWorkInUs", "Yes");
      await env.page.click("#applyAcknowledgement");
      await next(env.page);
      expect(await text(env.page, ".alert-danger")).toBe("Please complete the reCAPTCHA.");
      expect(env.sim.submissions).toHaveLength(0);
    },
  );
});
