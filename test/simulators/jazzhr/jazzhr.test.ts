// Drives the JazzHR simulator by hand in real Chromium: "-- No answer --" selects, Yes/No as two
// checkboxes joined by the page's script, the hidden resume input, has-error groups, closed postings.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.applytojob.com/apply/xKq9${job}/software-engineer`;

async function fill(p: Page) {
  await typeInto(p, "#resumator-firstname-value", "Jane");
  await typeInto(p, "#resumator-lastname-value", "Doe");
  await typeInto(p, "#resumator-email-value", "jane@example.com");
  await typeInto(p, "#resumator-phone-value", "+14155550100");
  await typeInto(p, "#resumator-city-value", "San Francisco");
  await upload(p, "#resumator-resume-value", resume);
  await p.select("#resumator-questionnaire-q1", "YES");
  await p.click("#resumator-checkbox-2-1"); // NO
  await p.select("#resumator-questionnaire-q3", "5-10");
  await p.select("#resumator-questionnaire-q4", "Doctorate (PhD)");
  await p.select("#resumator-questionnaire-q5", "CA");
  await p.click("#resumator-checkbox-6-0");
}

const groupsInError = (p: Page) =>
  p.$$eval(".form-group.has-error .control-label", (ls) => ls.map((l) => l.textContent!.replace(/\*/g, "").trim()));

describe("JazzHR simulator", () => {
  it("marks unanswered required groups, treats '-- No answer --' as unanswered for checkbox questions, then submits", async () => {
    await env.page.goto(URL("4012"));
    expect(await env.page.$eval("#resumator-questionnaire-q1", (e) => (e as HTMLSelectElement).options[0].textContent)).toBe(
      "-- No answer --",
    );
    expect(await env.page.$eval("#resumator-eeo_gender-value", (e) => (e as HTMLSelectElement).selectedOptions[0].textContent)).toBe(
      "Decline to answer",
    );
    expect(await env.page.$eval("#resumator-resume-value", (e) => getComputedStyle(e.parentElement!).display)).toBe("none");
    await typeInto(env.page, "#resumator-firstname-value", "Jane");
    await env.page.click("#resumator-submit-resume");
    expect(await groupsInError(env.page)).toEqual(
      expect.arrayContaining(["Last Name", "Will you now or in the future require sponsorship for employment visa status?"]),
    );
    expect(await groupsInError(env.page)).not.toContain("First Name");
    expect(env.sim.submissions).toHaveLength(0);

    await fill(env.page);
    await Promise.all([env.page.waitForNavigation(), env.page.click("#resumator-submit-resume")]);
    expect(schemeless(env.page.url())).toBe("//acme.applytojob.com/apply/xKq94012/software-engineer/thanks");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "jazzhr", tenant: "acme", jobId: "xKq94012" });
    expect(sub.fields).toMatchObject({
      "resumator-questionnaire[1]": "YES",
      "resumator-questionnaire[2]": "NO-||-",
      "resumator-questionnaire[5]": "CA",
      "resumator-questionnaire[6]": "YES-||-",
      "resumator-city-value": "San Francisco",
      "resumator-eeo_gender-value": "Decline to answer",
    });
    expect(sub.files["resumator-resume-value"].filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses what the page's script would have stopped", async () => {
    await env.page.goto(URL("4012"));
    await env.page.$eval("#form_submit_new_resume", (f) => (f as HTMLFormElement).submit());
    await env.page.waitForSelector("#resumator-error");
    expect(await groupsInError(env.page)).toContain("Resume");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("says a closed position is no longer available; a visible CAPTCHA stops the submission", async () => {
    await env.page.goto(URL("4040"));
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Sorry, this position is no longer available.");
    await env.page.goto(URL("4041"));
    await fill(env.page);
    await env.page.click("#resumator-submit-resume");
    expect(await env.page.$eval("#recaptcha-required-error", (e) => e.textContent)).toBe("Please verify.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
