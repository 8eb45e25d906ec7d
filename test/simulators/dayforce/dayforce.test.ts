// Drives the Dayforce simulator by hand in real Chromium: the posting with its Next.js page data and the
// posting API, Apply to the choice between a Dayforce ID sign-in and applying without an account, the
// four steps with the server's own validation, the Candidate Acknowledgment, the confirmation with its
// reference number, a closed posting (page and API) and the CAPTCHA on the last step.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { resumePdf } from "../files";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const PATH = (job: string) => `/en-US/acme/CANDIDATEPORTAL/jobs/${job}`;
const posting = (job: string) => `http://jobs.dayforcehcm.com${PATH(job)}`;

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const errors = (p: Page) => p.$$eval(".error-summary li", (els) => els.map((e) => e.textContent));
const heading = (p: Page) => p.$eval("h2", (e) => e.textContent);

async function toFirstStep(p: Page, job: string) {
  await p.goto(posting(job));
  await click(p, "#apply-button");
  expect(schemeless(p.url())).toBe(`//jobs.dayforcehcm.com${PATH(job)}/apply`);
  expect(await p.$eval("#sign-in-to-apply", (e) => (e as HTMLAnchorElement).href)).toMatch(
    /^https:\/\/dfid\.dayforcehcm\.com\/globalidentity\/account\/login\?/,
  );
  await click(p, "#apply-without-account");
  expect(await heading(p)).toBe("Resume");
}

/** Fills the steps from Resume through the Questionnaire; the caller checks where it landed. */
async function fillSteps(p: Page) {
  await upload(p, "#resume", resume);
  await click(p, "#next-button");
  for (const [sel, value] of [
    ["#firstName", "Jane"],
    ["#lastName", "Doe"],
    ["#email", "jane@example.com"],
    ["#phone", "+14155550100"],
    ["#city", "San Francisco"],
    ["#postalCode", "94105"],
  ])
    await typeInto(p, sel, value);
  await p.select("#stateProvince", "California");
  await click(p, "#next-button");
  expect(await heading(p)).toBe("Questionnaire");
  await p.click("#workAuthorization-0");
  await p.click("#sponsorship-1");
  await p.click("#over18-0");
  await p.select("#candidateSource", "LinkedIn");
  await click(p, "#next-button");
}

describe("Dayforce simulator", () => {
  it(
    "walks the posting -> apply without an account -> four steps -> confirmation, recording the resume's bytes",
    { timeout: 180_000 },
    async () => {
      const p = env.page;
      await p.goto(posting("74012"));
      const data = JSON.parse(await p.$eval("#__NEXT_DATA__", (e) => e.textContent ?? ""));
      expect(data.props.pageProps.jobData).toMatchObject({ jobPostingId: 74012, jobTitle: "Software Engineer" });
      await toFirstStep(p, "74012");
      await click(p, "#next-button");
      expect(await errors(p)).toEqual(["Resume is required."]);
      await upload(p, "#resume", resume);
      await click(p, "#next-button");
      expect(await heading(p)).toBe("Personal Information");
      await click(p, "#next-button");
      expect(await errors(p)).toContain("First Name is required.");
      await click(p, "#back-button");
      expect(await p.$eval(".uploaded-file", (e) => e.textContent)).toContain(".pdf");
      expect(await heading(p)).toBe("Resume");
      await fillSteps(p);
      expect(await heading(p)).toBe("Submit Application");
      expect(await p.$eval(".application-summary", (e) => e.textContent)).toContain("Jane");
      await click(p, "#submit-application");
      expect(await errors(p)).toEqual(["You must agree to the Candidate Acknowledgment to submit your application."]);
      expect(env.sim.submissions).toHaveLength(0);
      await p.click("#candidateAcknowledgment");
      await click(p, "#submit-application");
      expect(schemeless(p.url())).toMatch(
        /^\/\/jobs\.dayforcehcm\.com\/en-US\/acme\/CANDIDATEPORTAL\/jobs\/74012\/apply\/confirmation\?reference=DF-\d{6}$/,
      );
      expect(await p.$eval("h1", (e) => e.textContent)).toBe("Thank you for applying");
      const sub = env.sim.submissions[0];
      expect(sub).toMatchObject({ ats: "dayforce", tenant: "acme", jobId: "74012" });
      expect(sub.fields).toMatchObject({
        firstName: "Jane",
        email: "jane@example.com",
        stateProvince: "California",
        country: "United States",
        workAuthorization: "Yes",
        sponsorship: "No",
        over18: "Yes",
        candidateSource: "LinkedIn",
        candidateAcknowledgment: "true",
      });
      expect(await p.$eval("#reference-number", (e) => e.textContent)).toBe(sub.fields.reference);
      expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
      // The guest application is gone from the session: applying again starts from the choice.
      await p.goto(`${posting("74012")}/apply`);
      expect(await p.$("#apply-without-account")).not.toBeNull();
    },
  );

  it("answers a closed posting with 404 on the page and the API, and two 503s before serving 5030", async () => {
    const p = env.page;
    const res = await p.goto(posting("4040"));
    expect(res!.status()).toBe(404);
    expect(await p.$eval("h1", (e) => e.textContent)).toBe("This job posting is no longer available.");
    const api = await p.goto("http://jobs.dayforcehcm.com/api/geo/acme/jobposting/acme/en-US/1/4040");
    expect(api!.status()).toBe(404);
    const open = await p.goto("http://jobs.dayforcehcm.com/api/geo/acme/jobposting/acme/en-US/1/4012");
    expect(await open!.json()).toMatchObject({ jobPostingId: 4012, jobPostingContent: { jobDescription: "<p>Build things.</p>" } });
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(200);
  });

  it("asks the unanswerable question on 4044 and refuses the CAPTCHA on 4041's last step", { timeout: 180_000 }, async () => {
    const p = env.page;
    await toFirstStep(p, "4044");
    await fillSteps(p);
    expect(await heading(p)).toBe("Questionnaire");
    expect(await errors(p)).toEqual(["Acme employee referral code is required."]);

    await toFirstStep(p, "4041");
    await fillSteps(p);
    expect(await heading(p)).toBe("Submit Application");
    expect(await p.$(".g-recaptcha iframe")).not.toBeNull();
    await p.click("#candidateAcknowledgment");
    await click(p, "#submit-application");
    expect(await errors(p)).toEqual(["Please complete the CAPTCHA."]);
    expect(env.sim.submissions).toHaveLength(0);
  });
});
