// Drives the Workable simulator by hand in real Chromium: the SPA form from its JSON definition,
// radios whose hidden input only mirrors the pick, listbox dropdowns, the IP-prefilled address and
// phone country, upload on choice, the form's own errors, /oops for closed postings.
import { describe, it, expect } from "vitest";
import type { ElementHandle, Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const ui = (x: string) => `[data-ui="${x}"]`;

async function openForm(p: Page, code: string) {
  await p.goto(`http://apply.workable.com/acme/j/${code}/apply/`);
  await p.waitForSelector("form[data-ready=true]");
}

async function choose(p: Page, id: string, option: string) {
  await p.click(`#input_${id}_input`);
  const li = await p.waitForSelector(`#listbox_${id} ::-p-text(${option})`);
  await li!.click();
}

async function fill(p: Page) {
  await typeInto(p, "#firstname", "Jane");
  await typeInto(p, "#lastname", "Doe");
  await typeInto(p, "#email", "jane@example.com");
  await typeInto(p, "#input_phone", "+14155550100");
  await typeInto(p, "#address", "1 Market St, San Francisco");
  const file = (await p.$("input[type=file]")) as ElementHandle<HTMLInputElement>;
  await file.uploadFile(resume);
  await p.waitForFunction(() => document.querySelector('[data-ui="resume-status"]')!.textContent !== "");
  await p.click(`${ui("QA_6308627")} [role=radio][data-value=true]`);
  await p.click(`${ui("QA_6308628")} [role=radio][data-value=false]`);
  await choose(p, "CA_21901", "Doctorate (PhD)");
  await choose(p, "QA_6308629", "6-10");
  await p.click("#g");
}

describe("Workable simulator", () => {
  it("renders the form from its definition and submits the picks, not what a script ticked", async () => {
    await env.page.goto("http://apply.workable.com/j/A1B2C34012/apply");
    expect(schemeless(env.page.url())).toBe("//apply.workable.com/acme/j/A1B2C34012/apply/");
    await env.page.waitForSelector("form[data-ready=true]");
    expect(await env.page.$eval("#address", (e) => (e as HTMLInputElement).value)).toBe("Frankfurt am Main, Hesse, Germany"); // from the IP
    expect(await env.page.$eval("#phone_country", (e) => e.textContent)).toBe("Germany (+49)");
    expect(await env.page.$eval("#firstname", (e) => e.getAttribute("aria-labelledby"))).toBe("firstname_label");
    expect(await env.page.$eval("input[type=file]", (e) => e.id)).toMatch(/^input_files_input_[0-9a-f]{8}$/);
    // A script ticking the hidden radio does not stay: React's state wins.
    await env.page.$eval(`${ui("QA_6308627")} input[value=false]`, (e) => {
      (e as HTMLInputElement).checked = true;
      e.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await env.page.waitForFunction(
      () => !(document.querySelector('[data-ui="QA_6308627"] input[value=false]') as HTMLInputElement).checked,
    );
    // The dropdown takes no typed value.
    await env.page.type("#input_QA_6308629_input", "6-10");
    expect(await env.page.$eval("#input_QA_6308629_input", (e) => (e as HTMLInputElement).value)).toBe("");
    await fill(env.page);
    expect(await env.page.$eval(`${ui("QA_6308627")} [role=radio][data-value=true]`, (e) => e.getAttribute("aria-checked"))).toBe("true");
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(ui("application-success"));
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "workable", tenant: "acme", jobId: "A1B2C34012" });
    expect(sub.fields).toMatchObject({
      firstname: "Jane",
      email: "jane@example.com",
      phone: "+14155550100",
      address: "1 Market St, San Francisco",
      QA_6308627: "true",
      QA_6308628: "false",
      CA_21901: "5",
      QA_6308629: "3",
      gdpr: "true",
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("shows the form's own errors by field and sends nothing while required answers are missing", async () => {
    await openForm(env.page, "A1B2C34012");
    await typeInto(env.page, "#firstname", "Jane");
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(`${ui("error-QA_6308627")}:not([hidden])`);
    expect(await env.page.$eval(ui("error-resume"), (e) => e.textContent)).toBe("This field is required");
    expect(await env.page.$eval(ui("error-gdpr"), (e) => e.textContent)).toBe("Please accept the privacy notice");
    expect(await env.page.$eval(ui("error-address"), (e) => (e as HTMLElement).hidden)).toBe(true); // prefilled counts as answered
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the form JSON with the IP address flagged; closed postings go to /oops and 404", async () => {
    const form = await env.page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34044/form").then((r) => r!.json());
    const fields = form.flatMap((s: any) => s.fields);
    expect(fields.map((f: any) => f.id)).toEqual(expect.arrayContaining(["firstname", "resume", "QA_6308627", "QA_6308699"]));
    expect(fields.find((f: any) => f.id === "address")).toMatchObject({ prefilledByLocation: true });
    await env.page.goto("http://apply.workable.com/acme/j/A1B2C34040/apply/");
    expect(schemeless(env.page.url())).toBe("//apply.workable.com/oops");
    expect((await env.page.goto("http://apply.workable.com/api/v1/jobs/A1B2C34040/form"))!.status()).toBe(404);
  });

  it("refuses the submission behind a visible CAPTCHA", async () => {
    await openForm(env.page, "A1B2C34041");
    await fill(env.page);
    await env.page.click(ui("apply-button"));
    await env.page.waitForSelector(`${ui("form-error")}:not([hidden])`);
    expect(env.sim.submissions).toHaveLength(0);
  });
});
