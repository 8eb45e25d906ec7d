// Drives the Rippling simulator by hand in real Chromium: the form definition in __NEXT_DATA__, random
// box names per load, div comboboxes, the phone-country and place searches, the résumé read back into the
// name boxes, the page's required checks, Turnstile, the 308 of a gone posting.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const JOB = (n: string) => `8e2b6c1a-0f3d-4b7e-9a51-2c4d6e8f${n}`;
const POSTING = (n: string) => `http://ats.rippling.com/acme/jobs/${JOB(n)}`;
const box = (key: string) => `[data-key="${key}"] input.rq-input`;
const Q = (k: string) => `customQuestions.c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b.${k}`;

async function choose(p: Page, key: string, option: string) {
  await p.click(`[data-key="${key}"] [role=combobox]`);
  const options = await p.$$(`[data-key="${key}"] [role=option]`);
  for (const o of options) if ((await o.evaluate((e) => e.textContent)) === option) return o.click();
  throw new Error(`no option ${option}`);
}

async function fill(p: Page, first = "Ada") {
  await upload(p, "input[data-testid=input-resume]", resume);
  await p.waitForFunction(() => document.querySelector(".rq-file-name")?.textContent === "jane-doe-resume.pdf");
  await typeInto(p, box("first_name"), first);
  await typeInto(p, box("last_name"), "Lovelace");
  await typeInto(p, box("email"), "ada@example.com");
  await p.type("[aria-label=Search]", "United");
  await p.click(".rq-country [role=option][data-value=US]");
  await typeInto(p, "[data-key=phone_number] input[type=tel]", "4155550100");
  await p.type("input[aria-label=textbox]", "San Fr");
  await p.click(".rq-place [role=option]:not([hidden])");
  await choose(p, Q("q1"), "Yes");
  await choose(p, Q("q2"), "No");
  await p.click(`[name="${Q("q3")}"][value="6-9 years"]`);
}

describe("Rippling simulator", () => {
  it("goes from the posting to /apply, reads the résumé into the name boxes, and posts the answers by their definition keys", async () => {
    await env.page.goto(POSTING("4012"));
    const data = await env.page.$eval("#__NEXT_DATA__", (e) => JSON.parse(e.textContent!));
    expect(data.props.pageProps.apiData.jobPost.activeJobApplication.basicQuestions.map((q: { oid: string }) => q.oid)).toContain(
      "phone_number",
    );
    await Promise.all([env.page.waitForNavigation(), env.page.click(".rq-apply-button")]);
    expect(schemeless(env.page.url())).toBe(`//ats.rippling.com/acme/jobs/${JOB("4012")}/apply?step=application`);
    const names = await env.page.$eval(box("email"), (e) => e.getAttribute("name"));
    await env.page.reload();
    expect(await env.page.$eval(box("email"), (e) => e.getAttribute("name"))).not.toBe(names);
    // The résumé's name overwrites what was typed before it was chosen.
    await typeInto(env.page, box("first_name"), "Ada");
    await upload(env.page, "input[data-testid=input-resume]", resume);
    await env.page.waitForFunction(() => document.querySelector(".rq-file-name")?.textContent === "jane-doe-resume.pdf");
    await env.page.waitForFunction((s) => (document.querySelector(s) as HTMLInputElement).value === "Jane", {}, box("first_name"));
    await fill(env.page);
    await Promise.all([env.page.waitForNavigation(), env.page.click(".rq-submit")]);
    expect(await env.page.$eval(".rq-confirmation h1", (e) => e.textContent)).toBe("Thank you for applying!");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "rippling", tenant: "acme", jobId: JOB("4012") });
    expect(sub.fields).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone_country: "US",
      phone_number: "4155550100",
      location: "San Francisco, CA, USA",
      [Q("q1")]: "Yes",
      [Q("q2")]: "No",
      [Q("q3")]: "6-9 years",
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("a place typed but not picked is cleared; the page names what is missing and sends nothing", async () => {
    await env.page.goto(`${POSTING("4012")}/apply?step=application`);
    await env.page.type("input[aria-label=textbox]", "San Francisco");
    await env.page.click("h1");
    await env.page.waitForFunction(() => (document.querySelector("input[aria-label=textbox]") as HTMLInputElement).value === "");
    await env.page.click(".rq-submit");
    expect(await env.page.$eval(".rq-banner", (e) => e.textContent)).toBe("Please fill out all required fields.");
    const missing = await env.page.$$eval(".rq-error:not([hidden])", (es) => es.map((e) => (e as HTMLElement).dataset.errorFor));
    expect(missing).toEqual(expect.arrayContaining(["first_name", "location", "resume", Q("q1")]));
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("a gone posting answers 308 to the job list; 4041's interactive Turnstile stops the submission", async () => {
    await env.page.goto(POSTING("4040"));
    expect(schemeless(env.page.url())).toBe("//ats.rippling.com/acme/jobs?rr_message=job_not_found");
    expect(await env.page.$eval("[role=alert]", (e) => e.textContent)).toBe("The job you are looking for is no longer available.");
    await env.page.goto(`${POSTING("4041")}/apply?step=application`);
    await fill(env.page);
    await env.page.click(".rq-submit");
    await env.page.waitForFunction(() => document.querySelector(".rq-banner")?.textContent === "Please verify you are human.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
