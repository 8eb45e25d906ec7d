// Drives the JobScore simulator by hand in real Chromium: the job page's Apply link to the apply flow,
// the page's "This field is required." check, the server's own refusal, the thank-you redirect,
// closed postings, the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://careers.jobscore.com/careers/initech/jobs/software-engineer-${job}`;

async function fill(p: Page) {
  await typeInto(p, "#js-first_name", "Jane");
  await typeInto(p, "#js-last_name", "Doe");
  await typeInto(p, "#js-email", "jane@example.com");
  await typeInto(p, "#js-phone", "+14155550100");
  await upload(p, "#js-resume", resume);
  await p.click("input[name='answers[801]'][value=Yes]");
  await p.click("input[name='answers[802]'][value=No]");
}
const submit = (p: Page) => Promise.all([p.waitForNavigation(), p.click("#js-apply-form input[type=submit]")]);

describe("JobScore simulator", () => {
  it("goes from the job page to the apply flow, checks blanks, then records and thanks", async () => {
    await env.page.goto(URL("4012"));
    await Promise.all([env.page.waitForNavigation(), env.page.click("a.js-apply-button")]);
    expect(schemeless(env.page.url())).toBe("//careers.jobscore.com/apply_flow/initech/software-engineer-4012");
    await typeInto(env.page, "#js-first_name", "Jane");
    await env.page.click("#js-apply-form input[type=submit]");
    expect(await env.page.$eval("#js-form-alert", (e) => (e as HTMLElement).hidden)).toBe(false);
    expect(await env.page.$$eval(".js-has-error", (els) => els.map((e) => (e as HTMLElement).dataset.name))).toEqual(
      expect.arrayContaining(["email", "resume", "answers[801]"]),
    );
    expect(env.sim.submissions).toHaveLength(0);

    await env.page.$eval("#js-first_name", (e) => {
      (e as HTMLInputElement).value = "";
    });
    await fill(env.page);
    await env.page.select("#js-source", "LinkedIn");
    await submit(env.page);
    expect(schemeless(env.page.url())).toBe("//careers.jobscore.com/apply_flow/initech/software-engineer-4012/thank_you");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "jobscore", tenant: "initech", jobId: "software-engineer-4012" });
    expect(env.sim.submissions[0].fields).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: "jane@example.com",
      phone: "+14155550100",
      source: "LinkedIn",
      "answers[801]": "Yes",
      "answers[802]": "No",
    });
    expect(env.sim.submissions[0].files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses a request without the required answers", async () => {
    await env.page.goto("http://careers.jobscore.com/apply_flow/initech/software-engineer-4012");
    const status = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("first_name", "Jane");
      return (await fetch(location.pathname, { method: "POST", body: fd })).status;
    });
    expect(status).toBe(422);
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("says a closed job no longer accepts applications; a visible CAPTCHA stops the submission", async () => {
    const closed = await env.page.goto(URL("4040"));
    expect(closed!.status()).toBe(410);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This job is no longer accepting applications");
    await env.page.goto("http://careers.jobscore.com/apply_flow/initech/software-engineer-4041");
    await fill(env.page);
    const [res] = await submit(env.page);
    expect(res!.status()).toBe(422);
    expect(env.sim.submissions).toHaveLength(0);
  });
});
