// Drives the Jobvite simulator by hand in real Chromium: the Apply button to /apply, the two-step
// wizard (Next checks step 1; Send Application only on step 2), labels as .jv-form-field-label, the
// resume's File option, the server's own refusal, closed postings and the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://jobs.jobvite.com/acme/job/oQx${job}`;
const next = "button[ng-click='nextStep()']";
const send = ".jv-apply-form-actions button[type=submit]";

async function fillStep1(p: Page) {
  await typeInto(p, "input[name=firstName]", "Jane");
  await typeInto(p, "input[name=lastName]", "Doe");
  await typeInto(p, "input[name=email]", "jane@example.com");
  await typeInto(p, "input[name=phone]", "+14155550100");
  await upload(p, "input[name=resume]", resume);
  await p.click("input[name=workAuthorization][value=Yes]");
  await p.click("input[name=sponsorship][value=No]");
}
const invalid = (p: Page) => p.$$eval(".jv-form-field-invalid", (els) => els.map((e) => (e as HTMLElement).dataset.field));
const visible = (p: Page, sel: string) => p.$eval(sel, (e) => (e as HTMLElement).offsetParent !== null);

describe("Jobvite simulator", () => {
  it("goes from the posting to /apply, checks step 1 on Next, then sends both steps", async () => {
    await env.page.goto(URL("4012"));
    await Promise.all([env.page.waitForNavigation(), env.page.click(".jv-apply-btn")]);
    expect(schemeless(env.page.url())).toBe("//jobs.jobvite.com/acme/job/oQx4012/apply");
    expect(await visible(env.page, send)).toBe(false);
    await env.page.click(next);
    expect(await invalid(env.page)).toEqual(["firstName", "lastName", "email", "phone", "resume", "workAuthorization", "sponsorship"]);
    expect(await env.page.$eval("[data-field=email] .jv-form-field-error", (e) => e.textContent)).toBe("This field is required.");
    await fillStep1(env.page);
    await env.page.click(next);
    expect(await visible(env.page, "select[name=eeoGender]")).toBe(true);
    expect(await visible(env.page, "input[name=firstName]")).toBe(false);
    await env.page.select("select[name=eeoGender]", "I don't wish to answer");
    await env.page.click(send);
    await env.page.waitForSelector(".jv-apply-confirmation");
    expect(await env.page.$eval(".jv-apply-confirmation h2", (e) => e.textContent)).toBe("Thank you for applying!");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "jobvite", tenant: "acme", jobId: "oQx4012" });
    expect(sub.fields).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      phone: "+14155550100",
      workAuthorization: "Yes",
      sponsorship: "No",
      eeoGender: "I don't wish to answer",
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses a request without the required fields; the old /careers path serves the form", async () => {
    await env.page.goto("http://jobs.jobvite.com/careers/acme/job/oQx4012/apply");
    expect(await env.page.$("form.jv-apply-form")).not.toBeNull();
    const res = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("firstName", "Jane");
      const r = await fetch("/api/acme/job/oQx4012/apply", { method: "POST", body: fd });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ email: "This field is required.", resume: "This field is required." });
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("says a closed job is no longer available; a visible CAPTCHA on step 2 stops the submission", async () => {
    const closed = await env.page.goto(URL("4040") + "/apply");
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This job is no longer available");
    await env.page.goto(URL("4041") + "/apply");
    await fillStep1(env.page);
    await env.page.click(next);
    await env.page.click(send);
    expect(await env.page.$eval(".jv-alert", (e) => e.textContent)).toBe("Please complete the reCAPTCHA.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
