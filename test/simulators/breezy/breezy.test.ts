// Drives the Breezy simulator by hand in real Chromium: posting → /apply, one full-name input, the
// resume uploaded and parsed on choice (history appended, the summary wiped), the honeypot, the
// page's and the server's refusals, closed postings.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://globex.breezy.hr/p/9f3e${job}-software-engineer`;

async function fill(p: Page) {
  await typeInto(p, "#cName", "Jane Doe");
  await typeInto(p, "#cEmail", "jane@example.com");
  await typeInto(p, "#cPhoneNumber", "+14155550100");
  await upload(p, "#cResume", resume);
  await p.waitForSelector("#work-history li");
  await p.click("input[name='cQuestions[q1]'][value=Yes]");
  await p.click("input[name='cQuestions[q2]'][value=No]");
  await p.select("#q3", "5-9");
  await p.click("input[name=gdprAgreement]");
}

describe("Breezy simulator", () => {
  it("opens /apply from the posting, wipes a summary typed before the resume parse, refuses blanks, then submits", async () => {
    await env.page.goto(URL("4012"));
    await Promise.all([env.page.waitForNavigation(), env.page.click("a.apply-button")]);
    expect(schemeless(env.page.url())).toBe("//globex.breezy.hr/p/9f3e4012-software-engineer/apply");
    await env.page.click("button[type=submit]");
    expect(await env.page.$$eval(".ng-invalid", (els) => els.map((e) => (e as HTMLElement).dataset.name))).toEqual(
      expect.arrayContaining(["cName", "cResume", "cQuestions[q1]", "gdprAgreement"]),
    );

    await typeInto(env.page, "#cSummary", "Typed too early");
    await fill(env.page);
    expect(await env.page.$eval("#cSummary", (e) => (e as HTMLTextAreaElement).value)).toBe("");
    expect(await env.page.$eval("input[name='work_history[0][title]']", (e) => (e as HTMLInputElement).value)).toBe("Software Engineer");
    await typeInto(env.page, "#cSummary", "Eight years of backend work");
    await Promise.all([env.page.waitForNavigation(), env.page.click("button[type=submit]")]);
    expect(schemeless(env.page.url())).toBe("//globex.breezy.hr/p/9f3e4012-software-engineer/apply/thanks");
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "breezy", tenant: "globex", jobId: "9f3e4012" });
    expect(sub.bot).toBeUndefined();
    expect(sub.fields).toMatchObject({
      cName: "Jane Doe",
      cSummary: "Eight years of backend work",
      "cQuestions[q1]": "Yes",
      "cQuestions[q3]": "5-9",
      gdprAgreement: "true",
    });
    expect(sub.files.cResume.filename).toBe("jane-doe-resume.pdf");
  });

  it("flags a filled honeypot; says a closed posting no longer accepts applications; a CAPTCHA stops it", async () => {
    await env.page.goto(URL("4012") + "/apply");
    await fill(env.page);
    await env.page.$eval("input[name^=hp_]", (e) => {
      (e as HTMLInputElement).value = "bot";
    });
    await Promise.all([env.page.waitForNavigation(), env.page.click("button[type=submit]")]);
    expect(env.sim.submissions[0].bot).toBe(true);
    expect((await env.page.goto(URL("4040")))!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This position is no longer accepting applications");
    await env.page.goto(URL("4041") + "/apply");
    await fill(env.page);
    await env.page.click("button[type=submit]");
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toBe("Please complete the reCAPTCHA");
    expect(env.sim.submissions).toHaveLength(1);
  });
});
