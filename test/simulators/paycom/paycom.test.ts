// Drives the Paycom simulator by hand in real Chromium: the legacy ViewJobDetails URL to the portal
// posting, Apply Now, the four steps with the server's own validation (resume and contact, the
// screening questions, voluntary self-identification, review with certification and a signature that
// must match the name), the confirmation; closed postings, 503s, the referral question and the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const KEY = "434D8E11B53DE940A5456677337F30F5";
const posting = (job: string) => `http://www.paycomonline.net/v4/ats/web.php/portal/${KEY}/jobs/${job}`;

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const summary = (p: Page) => p.$$eval(".validation-summary li", (els) => els.map((e) => e.textContent));
const heading = (p: Page) => p.$eval("h2.step-title", (e) => e.textContent);

/** Fills Applicant Information and the Questionnaire, up to Voluntary Self-Identification. */
async function firstSteps(p: Page, referral?: string) {
  await upload(p, "#resume", resume);
  for (const [id, value] of [
    ["firstName", "Jane"],
    ["lastName", "Doe"],
    ["email", "jane@example.com"],
    ["phone", "+14155550100"],
    ["address1", "1 Market St"],
    ["city", "San Francisco"],
    ["zip", "94105"],
  ])
    await typeInto(p, `#${id}`, value);
  await p.select("#state", "California");
  await click(p, "#next-button");
  expect(await heading(p)).toBe("Questionnaire");
  await p.click("#qWorkAuthorization-0");
  await p.click("#qSponsorship-1");
  await p.click("#qOver18-0");
  await p.select("#qExperience", "5-10 years");
  await p.select("#qSource", "LinkedIn");
  if (referral !== undefined) await typeInto(p, "#qReferralCode", referral);
  await click(p, "#next-button");
  expect(await heading(p)).toBe("Voluntary Self-Identification");
}

describe("paycom simulator", () => {
  it("walks from the legacy URL through the four steps to the confirmation, checking each step", async () => {
    const p = env.page;
    await p.goto(`http://www.paycomonline.net/v4/ats/web.php/jobs/ViewJobDetails?job=94012&clientkey=${KEY}`);
    expect(schemeless(p.url())).toBe(schemeless(posting("94012")));
    expect(await p.content()).toContain("configsFromHost");
    await click(p, "#apply-now");
    expect(await p.$eval(".step-counter", (e) => e.textContent)).toBe("Step 1 of 4");
    await click(p, "#next-button");
    expect(await summary(p)).toEqual(expect.arrayContaining(["Resume is required.", "First Name is required.", "State is required."]));
    await firstSteps(p);
    await p.select("#eeoGender", "I do not wish to answer");
    await click(p, "#next-button");
    expect(await heading(p)).toBe("Review & Submit");
    expect(await p.$eval(".review-summary", (e) => e.textContent)).toContain("jane@example.com");
    await p.click("#certify");
    await typeInto(p, "#esignature", "Someone Else");
    await click(p, "#submit-application");
    expect(await summary(p)).toEqual(["Electronic Signature must match your first and last name."]);
    expect(env.sim.submissions).toHaveLength(0);
    await p.$eval("#esignature", (e) => {
      (e as HTMLInputElement).value = "";
    });
    await typeInto(p, "#esignature", "Jane Doe");
    if (!(await p.$eval("#certify", (e) => (e as HTMLInputElement).checked))) await p.click("#certify");
    await click(p, "#submit-application");
    expect(schemeless(p.url())).toBe(`${schemeless(posting("94012"))}/apply/confirmation`);
    expect(await p.$eval("h1", (e) => e.textContent)).toBe("Thank you for applying!");
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "paycom", tenant: KEY, jobId: "94012" });
    expect(sub.fields).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      state: "California",
      qWorkAuthorization: "Yes",
      qSponsorship: "No",
      qExperience: "5-10 years",
      eeoGender: "I do not wish to answer",
      certify: "true",
      esignature: "Jane Doe",
    });
    expect(Object.keys(sub.files)).toEqual(["resume"]);
  });

  it("answers a closed posting, 503s first for 5030, the referral question for 4044 and refuses behind the CAPTCHA", async () => {
    const p = env.page;
    const closed = await p.goto(`${posting("4040")}/apply`);
    expect(closed!.status()).toBe(404);
    expect(await p.content()).toContain("This job posting is no longer available.");
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(200);
    await p.goto(`${posting("4044")}/apply`);
    await firstSteps(p, "R-1");
    await p.goto(`${posting("4041")}/apply`);
    await firstSteps(p);
    await click(p, "#next-button");
    expect(await p.$(".g-recaptcha iframe")).not.toBeNull();
    await p.click("#certify");
    await typeInto(p, "#esignature", "Jane Doe");
    await click(p, "#submit-application");
    expect(await summary(p)).toEqual(["Please verify that you are not a robot."]);
    expect(env.sim.submissions).toHaveLength(0);
  });
});
