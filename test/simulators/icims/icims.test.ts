// Drives the iCIMS simulator by hand in real Chromium, inside iframe#icims_content_iframe as a person
// would: the posting's "Apply for this job online", the e-mail step with its privacy consent, a new
// candidate's profile with "Create a login" (password rules), questions, EEO, Confirm Application and
// the confirmation; a returning candidate's password step, wrong passwords and the lock; closed and CAPTCHA.
import { basename } from "node:path";
import { describe, it, expect } from "vitest";
import type { ElementHandle, Frame, Page } from "puppeteer-core";
import { newPage, useSimulatorBrowser, resumeFile } from "../harness";
import { LOCKED, PASSWORD_RULE, WRONG_PASSWORD } from "./";

const env = useSimulatorBrowser();
const resume = resumeFile();
const posting = (job: string, host = "careers-acme") => `http://${host}.icims.com/jobs/${job}/software-engineer/job`;
const PASSWORD = "Secret-pass-42";

async function frameOf(p: Page): Promise<Frame> {
  const handle = await p.waitForSelector("iframe#icims_content_iframe");
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector(".iCIMS_MainWrapper");
  return frame;
}

/** Clicks inside the frame and waits for the frame's next document. */
async function go(f: Frame, selector: string) {
  await Promise.all([f.waitForNavigation(), f.click(selector)]);
}

async function fill(f: Frame, selector: string, value: string) {
  await f.click(selector, { count: 3 });
  await f.type(selector, value);
}
const css = (id: string) => `[id="${id}"]`;

/** Opens an iCIMS list and clicks the option, as a person does. */
async function choose(f: Frame, id: string, option: string) {
  await f.click(css(`${id}_icimsDropdown`));
  await f.click(`${css(`${id}_icimsDropdown_ctnr`)} li[data-value="${option}"]`);
}
const banner = (f: Frame) => f.$eval(".iCIMS_Message_Error", (e) => e.textContent ?? "").catch(() => "");

async function toLogin(p: Page, job: string, email: string) {
  await p.goto(posting(job));
  const f = await frameOf(p);
  expect(await f.$eval("h1.iCIMS_Header", (e) => e.textContent)).toBe("Software Engineer");
  await go(f, "a.iCIMS_ApplyOnlineButton");
  expect(f.url()).toMatch(/\/jobs\/\d+\/software-engineer\/login\?in_iframe=1$/);
  await fill(f, "#email", email);
  return f;
}

async function profile(f: Frame, row: string) {
  await f.waitForSelector(".iCIMS_CandidatePage");
  await fill(f, css("PersonProfileFields.FirstName"), "Jane");
  await fill(f, css("PersonProfileFields.LastName"), "Doe");
  await choose(f, `${row}_PersonProfileFields.PhoneType`, "Mobile");
  await fill(f, css(`${row}_PersonProfileFields.PhoneNumber`), "+14155550100");
  await fill(f, css(`${row}_PersonProfileFields.AddressStreet1`), "1 Market St");
  await fill(f, css(`${row}_PersonProfileFields.AddressCity`), "San Francisco");
  await choose(f, `${row}_PersonProfileFields.AddressState`, "California");
  await fill(f, css(`${row}_PersonProfileFields.AddressZip`), "94105");
}

async function afterProfile(f: Frame) {
  await f.waitForSelector(".iCIMS_QuestionsPage");
  for (const [q, a] of [
    ["rcf3048", "Yes"],
    ["rcf3049", "No"],
    ["rcf3050", "Yes"],
    ["rcf3051", "No"],
    ["rcf3052", "LinkedIn"],
  ])
    await choose(f, q, a);
  await go(f, "#quesp_form_submit_i");
  await f.waitForSelector(".iCIMS_EEOPage");
  await choose(f, "CandProfileFields.Gender", "I Prefer Not To Answer");
  await choose(f, "CandProfileFields.Race", "I Prefer Not To Answer");
  await f.click(css("CandProfileFields.Disability_2"));
  await fill(f, css("CandProfileFields.EEOSignature"), "Jane Doe");
  await go(f, "#eeo_form_submit_i");
  await f.waitForSelector(".iCIMS_ConfirmPage");
}

async function newCandidate(p: Page, job: string, email: string) {
  const f = await toLogin(p, job, email);
  await f.click("#accept_privacy");
  await go(f, "#enterEmailSubmitButton");
  expect(f.url()).toContain("/candidate?from=login");
  await profile(f, "-1");
  await ((await f.$(css("PortalProfileFields.Resume_File"))) as ElementHandle<HTMLInputElement>).uploadFile(resume);
  expect(await f.$eval(css("PersonProfileFields.Login"), (e) => (e as HTMLInputElement).value)).toBe(email);
  await fill(f, css("PersonProfileFields.Password"), PASSWORD);
  await fill(f, css("PersonProfileFields.Password_Confirm"), PASSWORD);
  await go(f, "#cp_form_submit_i");
  await afterProfile(f);
  return f;
}

async function signInStep(p: Page, job: string, email: string) {
  const f = await toLogin(p, job, email);
  await f.click("#accept_privacy");
  await go(f, "#enterEmailSubmitButton");
  await f.waitForSelector("#password");
  return f;
}

describe("iCIMS simulator", () => {
  it("takes a new candidate from the posting through login, profile with a new login, and the wizard", { timeout: 180_000 }, async () => {
    const p = env.page,
      email = "jane.new@example.com";
    const f = await toLogin(p, "4012", email);
    await go(f, "#enterEmailSubmitButton");
    expect(await banner(f)).toContain("You must accept the Privacy Policy");
    await f.click("#accept_privacy");
    await go(f, "#enterEmailSubmitButton");
    await f.waitForSelector(".iCIMS_CandidatePage");
    // The server checks the profile: nothing filled, a weak password.
    await fill(f, css("PersonProfileFields.Password"), "short");
    await go(f, "#cp_form_submit_i");
    const said = await banner(f);
    expect(said).toContain("Resume is required.");
    expect(said).toContain("First Name is required.");
    expect(said).toContain(PASSWORD_RULE);
    expect(await f.$(css("-1_PersonProfileFields.PhoneNumber"))).not.toBeNull();

    // Signed in as that new candidate now; another browser starts over.
    const q = await newPage(env.browser);
    try {
      const g = await newCandidate(q, "4012", "jane.wizard@example.com");
      await g.click("#certify");
      await go(g, "#confirm_form_submit_i");
      expect(await banner(g)).toContain("Electronic signature is required.");
      await g.click("#certify");
      await g.click("#esignature");
      await go(g, "#confirm_form_submit_i");
      expect(g.url()).toContain("/jobs/4012/software-engineer/job?mode=submit_apply");
      expect(await g.$eval(".iCIMS_Message_Success", (e) => e.textContent)).toContain("Your application was submitted successfully.");
      const sub = env.sim.submissions.at(-1)!;
      expect(sub).toMatchObject({ ats: "icims", tenant: "careers-acme", jobId: "4012" });
      expect(sub.fields).toMatchObject({
        login: "jane.wizard@example.com",
        "PersonProfileFields.FirstName": "Jane",
        "PersonProfileFields.Email": "jane.wizard@example.com",
        "PersonProfileFields.PhoneNumber": "+14155550100",
        "PersonProfileFields.AddressState": "California",
        "PersonProfileFields.AddressCountry": "United States",
        rcf3048: "Yes",
        rcf3049: "No",
        rcf3052: "LinkedIn",
        "CandProfileFields.Gender": "I Prefer Not To Answer",
        certify: "Yes",
        esignature: "Yes",
      });
      expect(Object.keys(sub.fields).some((k) => /Password/.test(k))).toBe(false);
      expect(sub.files["PortalProfileFields.Resume_File"].filename).toBe(basename(resume));
    } finally {
      await q.browserContext().close();
    }
  });

  it(
    "asks a known e-mail for its password, refuses a wrong one, and shows the saved profile with its row ids",
    { timeout: 180_000 },
    async () => {
      const email = "jane.back@example.com";
      const first = await newCandidate(env.page, "4013", email);
      expect(first.url()).toContain("/confirm");
      const p = await newPage(env.browser);
      try {
        const f = await signInStep(p, "4014", email);
        await fill(f, "#password", "Wrong-pass-1");
        await go(f, "#loginSubmitButton");
        expect(await banner(f)).toContain(WRONG_PASSWORD);
        await fill(f, "#password", PASSWORD);
        await go(f, "#loginSubmitButton");
        await f.waitForSelector(".iCIMS_CandidatePage");
        // A returning candidate: no "Create a login", the row saved as 1, values and resume on record.
        expect(await f.$(css("PersonProfileFields.Password"))).toBeNull();
        expect(await f.$(css("-1_PersonProfileFields.PhoneNumber"))).toBeNull();
        expect(await f.$eval(css("1_PersonProfileFields.AddressCity"), (e) => (e as HTMLInputElement).value)).toBe("San Francisco");
        expect(await f.$eval(".iCIMS_FileOnFile span", (e) => e.textContent)).toBe(basename(resume));
        await go(f, "#cp_form_submit_i");
        await afterProfile(f);
        await f.click("#certify");
        await f.click("#esignature");
        await go(f, "#confirm_form_submit_i");
        expect(f.url()).toContain("mode=submit_apply");
        const sub = env.sim.submissions.at(-1)!;
        expect(sub).toMatchObject({ jobId: "4014", fields: { login: email, "PersonProfileFields.AddressCity": "San Francisco" } });
        expect(sub.files["PortalProfileFields.Resume_File"].filename).toBe(basename(resume));
      } finally {
        await p.browserContext().close();
      }
    },
  );

  it("locks the account after five wrong passwords, even against the right one", { timeout: 180_000 }, async () => {
    const email = "jane.lock@example.com";
    await newCandidate(env.page, "4015", email);
    const p = await newPage(env.browser);
    try {
      const f = await signInStep(p, "4016", email);
      for (let i = 0; i < 4; i++) {
        await fill(f, "#password", `Wrong-pass-${i}`);
        await go(f, "#loginSubmitButton");
        expect(await banner(f)).toContain(WRONG_PASSWORD);
      }
      await fill(f, "#password", "Wrong-pass-5");
      await go(f, "#loginSubmitButton");
      expect(await banner(f)).toContain(LOCKED);
      await fill(f, "#password", PASSWORD);
      await go(f, "#loginSubmitButton");
      expect(await banner(f)).toContain(LOCKED);
    } finally {
      await p.browserContext().close();
    }
  });

  it(
    "shows a closed posting's notice in the frame, and a CAPTCHA on Confirm Application that refuses the submission",
    { timeout: 180_000 },
    async () => {
      await env.page.goto(posting("4040"));
      const closed = await frameOf(env.page);
      expect(await closed.evaluate(() => document.body.innerText)).toContain(
        "The position you are trying to access is no longer available.",
      );
      expect(await closed.$("a.iCIMS_ApplyOnlineButton")).toBeNull();

      const p = await newPage(env.browser);
      try {
        const f = await newCandidate(p, "4041", "jane.captcha@example.com");
        expect(await f.$("iframe[title=reCAPTCHA]")).not.toBeNull();
        await f.click("#certify");
        await f.click("#esignature");
        await go(f, "#confirm_form_submit_i");
        expect(await banner(f)).toContain("Please verify that you are not a robot.");
        expect(env.sim.submissions.filter((s) => s.jobId === "4041")).toHaveLength(0);
      } finally {
        await p.browserContext().close();
      }
    },
  );
});
