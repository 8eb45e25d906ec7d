// Drives the Freshteam simulator by hand in real Chromium: the job page with its own form, the server's
// "can't be blank" re-render, the questionnaire, the privacy box, the redirect to the thank-you page,
// closed postings, the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.freshteam.com/jobs/Xk9${job}/software-engineer`;

async function fill(p: Page) {
  await typeInto(p, "#candidate_first_name", "Jane");
  await typeInto(p, "#candidate_last_name", "Doe");
  await typeInto(p, "#candidate_email", "jane@example.com");
  await typeInto(p, "#candidate_mobile", "+14155550100");
  await upload(p, "#candidate_resume", resume);
  await p.click("#candidate_answers_6001_yes");
  await p.click("#candidate_answers_6002_no");
  await p.select("#candidate_answers_6003", "6-10");
  await p.click("#candidate_privacy_policy");
}
const submit = (p: Page) => Promise.all([p.waitForNavigation(), p.click("#new_candidate button[type=submit]")]);

describe("Freshteam simulator", () => {
  it("refuses blanks on a re-render, then records the application and thanks the candidate", async () => {
    await env.page.goto(URL("4012"));
    expect(await env.page.$eval("h1.brand-color", (e) => e.textContent)).toBe("Software Engineer");
    expect(await env.page.$eval("#new_candidate", (e) => e.getAttribute("action"))).toBe("/jobs/Xk94012/applicants");
    await typeInto(env.page, "#candidate_first_name", "Jane");
    const [blank] = await submit(env.page);
    expect(blank!.status()).toBe(422);
    expect(await env.page.$eval(".alert-danger", (e) => e.textContent)).toMatch(/correct the errors/);
    expect(await env.page.$eval("#candidate_first_name", (e) => (e as HTMLInputElement).value)).toBe("Jane");
    expect(await env.page.$$eval(".has-error .help-block", (els) => els.length)).toBeGreaterThanOrEqual(6);

    await env.page.$eval("#candidate_first_name", (e) => {
      (e as HTMLInputElement).value = "";
    });
    await fill(env.page);
    await submit(env.page);
    expect(schemeless(env.page.url())).toBe("//acme.freshteam.com/jobs/Xk94012/software-engineer/applied");
    expect(await env.page.$eval("h2", (e) => e.textContent)).toBe("Thank you for applying!");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "freshteam", tenant: "acme", jobId: "Xk94012" });
    expect(sub.fields).toMatchObject({
      "candidate[first_name]": "Jane",
      "candidate[last_name]": "Doe",
      "candidate[email]": "jane@example.com",
      "candidate[mobile]": "+14155550100",
      "candidate[answers][6001]": "Yes",
      "candidate[answers][6002]": "No",
      "candidate[answers][6003]": "6-10",
      "candidate[privacy_policy]": ["0", "1"],
    });
    expect(sub.files["candidate[resume]"].filename).toBe("jane-doe-resume.pdf");
  });

  it("says a closed job is no longer available; a visible CAPTCHA stops the submission", async () => {
    const closed = await env.page.goto(URL("4040"));
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This job is no longer available");
    await env.page.goto(URL("4041"));
    await fill(env.page);
    const [res] = await submit(env.page);
    expect(res!.status()).toBe(422);
    expect(await env.page.$eval(".help-block", (e) => e.textContent)).toBeTruthy();
    expect(env.sim.submissions).toHaveLength(0);
  });
});
