// Drives the BambooHR simulator by hand in real Chromium: the form appears only after "Apply for This
// Job", Fabric dropdowns open a listbox, the resume input has no name, the honeypot is collapsed away,
// required fields are refused before and after the POST, closed postings, the CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.bamboohr.com/careers/77${job}`;

async function openForm(p: Page, job = "4012") {
  await p.goto(URL(job));
  const apply = await p.waitForSelector("xpath/.//button[normalize-space()='Apply for This Job']");
  await apply!.click();
  await p.waitForSelector("input[name=firstName]");
}

async function choose(p: Page, label: string, option: string) {
  const btn = await p.$(`xpath/.//label[normalize-space()='${label}']/following-sibling::button[@aria-haspopup='listbox']`);
  await btn!.click();
  const li = await p.waitForSelector(`xpath/.//li[@role='option'][normalize-space()="${option}"]`);
  await li!.click();
}

async function fill(p: Page) {
  await typeInto(p, "input[name=firstName]", "Jane");
  await typeInto(p, "input[name=lastName]", "Doe");
  await typeInto(p, "input[name=email]", "jane@example.com");
  await typeInto(p, "input[name=phone]", "+14155550100");
  await typeInto(p, "input[name=streetAddress]", "1 Market St");
  await typeInto(p, "input[name='city.value']", "San Francisco");
  await choose(p, "State", "California");
  await typeInto(p, "input[name=zip]", "94105");
  await choose(p, "Country", "United States");
  await upload(p, "input[type=file][aria-label=file-input]", resume);
  await p.waitForFunction(() => (document.querySelector("input[name=resumeFileId]") as HTMLInputElement).value !== "");
  await p.click("input[name='customQuestions[1]'][value=Yes]");
  await p.click("input[name='customQuestions[2]'][value=No]");
  await choose(p, "Highest level of education", "Bachelor's Degree");
  await p.click("input[name='customQuestions[4]'][value=Yes]");
}

const fieldsInError = (p: Page) => p.$$eval(".fab-FormField--error", (els) => els.map((e) => (e as HTMLElement).dataset.name));

describe("BambooHR simulator", () => {
  it("shows the form in place after 'Apply for This Job', refuses missing required fields, then submits", async () => {
    await env.page.goto(URL("4012"));
    await env.page.waitForSelector(".jss-job-description");
    expect(await env.page.$("input[name=firstName]")).toBeNull();
    await openForm(env.page);
    expect(schemeless(env.page.url())).toBe("//acme.bamboohr.com/careers/774012");
    expect(await env.page.$eval("input[name=firstName]", (e) => e.id)).toMatch(/^FabricTextField-\d+$/);
    expect(await env.page.$eval("input[type=file]", (e) => e.getAttribute("name"))).toBeNull();
    await typeInto(env.page, "input[name=firstName]", "Jane");
    await env.page.click("button[type=submit]");
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toMatch(/fill out all required fields/);
    expect(await fieldsInError(env.page)).toEqual(expect.arrayContaining(["lastName", "zip", "state", "resume", "customQuestions[1]"]));
    expect(await env.page.$eval("select[name=countryId]", (e) => e.getAttribute("aria-hidden"))).toBe("true");
    expect(await fieldsInError(env.page)).not.toContain("firstName");

    await fill(env.page);
    await env.page.click("button[type=submit]");
    await env.page.waitForSelector(".js-application-submitted");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "bamboohr", tenant: "acme", jobId: "774012" });
    expect(sub.bot).toBeUndefined();
    expect(sub.fields).toMatchObject({
      firstName: "Jane",
      "city.value": "San Francisco",
      state: "California",
      countryId: "United States",
      "customQuestions[1]": "Yes",
      "customQuestions[2]": "No",
      "customQuestions[3]": "Bachelor's Degree",
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses what the page would have stopped, and flags a filled honeypot", async () => {
    const post = (body: Record<string, string>) =>
      env.page.evaluate(async (b) => {
        const fd = new FormData();
        for (const [k, v] of Object.entries(b)) fd.append(k, v);
        const res = await fetch(location.pathname + "/application", { method: "POST", body: fd });
        return { status: res.status, body: await res.json() };
      }, body);
    await env.page.goto(URL("4012"));
    const refused = await post({ firstName: "Jane" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ lastName: "This field is required." });
    expect(env.sim.submissions).toHaveLength(0);
    await openForm(env.page);
    await fill(env.page);
    await env.page.$eval("input[name^=nickname_]", (e) => {
      (e as HTMLInputElement).value = "bot";
    });
    await env.page.click("button[type=submit]");
    await env.page.waitForSelector(".js-application-submitted");
    expect(env.sim.submissions[0].bot).toBe(true);
  });

  it("says a closed job is no longer available; a visible CAPTCHA stops the submission", async () => {
    await env.page.goto(URL("4040"));
    expect(await env.page.$eval("h2", (e) => e.textContent)).toBe("Oops! This job is no longer available.");
    await env.page.goto("http://acme.bamboohr.com/jobs/view.php?id=774040");
    expect(schemeless(env.page.url())).toBe("//acme.bamboohr.com/careers/774040");
    await openForm(env.page, "4041");
    await fill(env.page);
    await env.page.click("button[type=submit]");
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toBe("Please complete the CAPTCHA to continue.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
