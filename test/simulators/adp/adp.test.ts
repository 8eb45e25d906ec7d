// Drives the ADP Workforce Now simulator by hand in real Chromium: the client-rendered posting, Apply,
// Log In / Register Now, the four steps with the server's own validation, the confirmation, a returning
// applicant's log in with the fields populated; closed postings, 503s, wrong passwords and the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const CID = "9a6de238-e301-469b-8a29-d35b7eaeebd9";
const posting = (job: string, cid = CID) =>
  `http://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${cid}&ccId=19000101_000001&jobId=${job}&lang=en_US`;

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const summary = (p: Page) => p.$$eval(".validation-summary li", (els) => els.map((e) => e.textContent));
const heading = (p: Page) => p.$eval("h2.step-title", (e) => e.textContent);

/** From a posting to the applicant's first step, registering a new account. */
async function register(p: Page, job: string, userId: string, cid = CID) {
  await p.goto(posting(job, cid));
  await p.waitForSelector("#recruitment_jobDescription_apply");
  expect(await p.title()).toBe("Recruitment");
  await click(p, "#recruitment_jobDescription_apply");
  expect(await p.$eval("h1", (e) => e.textContent)).toBe("Log In");
  await click(p, "#register-now");
  for (const [name, value] of [
    ["firstName", "Jane"],
    ["lastName", "Doe"],
    ["email", userId],
    ["userId", userId],
    ["password", "Secret-pass42"],
    ["confirmPassword", "Secret-pass42"],
  ])
    await typeInto(p, `#${name}`, value);
  await click(p, "#register-button");
}

describe("adp simulator", () => {
  it("registers, walks the four steps to the confirmation, and a returning applicant logs in to populated fields", async () => {
    const p = env.page;
    await register(p, "94012", "jane@example.com");
    expect(await p.$eval(".step-counter", (e) => e.textContent)).toBe("Step 1 of 4");
    expect(await p.$eval("#firstName", (e) => (e as HTMLInputElement).value)).toBe("Jane");
    await click(p, "#next-button");
    expect(await summary(p)).toEqual(expect.arrayContaining(["Resume is required.", "Phone Number is required.", "State is required."]));
    await upload(p, "#resume", resume);
    for (const [id, value] of [
      ["phone", "+14155550100"],
      ["address1", "1 Market St"],
      ["city", "San Francisco"],
      ["zip", "94105"],
    ])
      await typeInto(p, `#${id}`, value);
    await p.select("#state", "California");
    await click(p, "#next-button");
    expect(await heading(p)).toBe("Questions");
    await p.click("#qWorkAuthorization-0");
    await p.click("#qSponsorship-1");
    await p.click("#qOver18-0");
    await p.select("#qSource", "LinkedIn");
    await click(p, "#next-button");
    expect(await heading(p)).toBe("Voluntary Self-Identification");
    await click(p, "#next-button"); // voluntary: nothing required
    expect(await heading(p)).toBe("Review and Submit");
    expect(await p.$eval(".review-summary", (e) => e.textContent)).toContain("jane@example.com");
    await click(p, "#submit-application");
    expect(await summary(p)).toEqual(["You must certify that the information is true and complete."]);
    expect(env.sim.submissions).toHaveLength(0);
    await p.click("#certify");
    await click(p, "#submit-application");
    expect(schemeless(p.url())).toMatch(/^\/\/workforcenow\.adp\.com\/jobs\/apply\/confirmation\.html\?/);
    expect(await p.$eval(".application-confirmation h1", (e) => e.textContent)).toBe("Thank you for applying");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({
      ats: "adp",
      tenant: CID,
      jobId: "94012",
      fields: {
        userId: "jane@example.com",
        email: "jane@example.com",
        firstName: "Jane",
        phone: "+14155550100",
        state: "California",
        qSponsorship: "No",
        certify: "true",
      },
    });
    // The application is there when the applicant comes back to it.
    await p.goto(`http://workforcenow.adp.com/jobs/apply/application.html?cid=${CID}&ccId=19000101_000001&jobId=94012`);
    expect(await p.$eval(".already-applied h1", (e) => e.textContent)).toBe("You have already applied for this job.");

    // Another browser (a fresh session): log in; a wrong password first, then the right one.
    const q = await env.browser.createBrowserContext().then((c) => c.newPage());
    await q.goto(posting("94013"));
    await q.waitForSelector("#recruitment_jobDescription_apply");
    await click(q, "#recruitment_jobDescription_apply");
    await typeInto(q, "#userId", "jane@example.com");
    await typeInto(q, "#password", "wrong-pass1");
    await click(q, "#sign-in-button");
    expect(await summary(q)).toEqual(["The user ID or password you entered is incorrect."]);
    await typeInto(q, "#password", "Secret-pass42");
    await click(q, "#sign-in-button");
    // "Previously entered information populates the related fields."
    expect(await q.$eval("#city", (e) => (e as HTMLInputElement).value)).toBe("San Francisco");
    expect(await q.$eval("#state", (e) => (e as HTMLSelectElement).value)).toBe("California");
    await q.browserContext().close();
  });

  it("refuses a user ID taken on the same career center, and a weak password", async () => {
    const p = env.page;
    await register(p, "94014", "taken@example.com");
    expect(await heading(p)).toBe("Personal Information");
    await p.browserContext().deleteCookie(...(await p.browserContext().cookies()));
    await register(p, "94015", "taken@example.com");
    expect(await summary(p)).toEqual(["This user ID is not available. Choose another user ID."]);
    for (const [name, value] of [
      ["userId", "other@example.com"],
      ["password", "short"],
      ["confirmPassword", "short"],
    ]) {
      await p.$eval(`#${name}`, (e) => {
        (e as HTMLInputElement).value = "";
      });
      await typeInto(p, `#${name}`, value);
    }
    await click(p, "#register-button");
    expect(await summary(p)).toEqual([expect.stringMatching(/at least 8 characters/)]);
  });

  it("shows a closed posting as no longer available, answers 503 twice for 5030, and a CAPTCHA on review for 4041", async () => {
    const p = env.page;
    await p.goto(posting("94040"));
    await p.waitForSelector(".job-unavailable");
    expect(await p.$eval(".job-unavailable h1", (e) => e.textContent)).toBe("This job is no longer available.");
    expect((await p.goto(posting("95030")))!.status()).toBe(503);
    expect((await p.goto(posting("95030")))!.status()).toBe(503);
    expect((await p.goto(posting("95030")))!.status()).toBe(200);
    await register(p, "94041", "captcha@example.com", "0f0e0d0c-0b0a-4909-8807-060504030201");
    expect(await p.$("iframe[title=reCAPTCHA]")).toBeNull();
    await upload(p, "#resume", resume);
    for (const [id, value] of [
      ["phone", "+14155550100"],
      ["address1", "1 Market St"],
      ["city", "Austin"],
      ["zip", "73301"],
    ])
      await typeInto(p, `#${id}`, value);
    await p.select("#state", "Texas");
    await click(p, "#next-button");
    for (const id of ["#qWorkAuthorization-0", "#qSponsorship-1", "#qOver18-0"]) await p.click(id);
    await p.select("#qSource", "Indeed");
    await click(p, "#next-button");
    await click(p, "#next-button");
    expect(await p.$("iframe[title=reCAPTCHA]")).not.toBeNull();
    await p.click("#certify");
    await click(p, "#submit-application");
    expect(await summary(p)).toEqual(["Please complete the CAPTCHA."]);
    expect(env.sim.submissions.filter((s) => s.jobId === "94041")).toHaveLength(0);
  });
});
