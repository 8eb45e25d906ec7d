// Drives the SmartRecruiters simulator by hand in real Chromium: the OneTrust filter swallowing clicks,
// "I'm interested", spl-* controls in open shadow roots, the city that sticks only when picked,
// the form's own validation, the e-mail confirmation, expired and CAPTCHA postings.
import { describe, it, expect } from "vitest";
import type { ElementHandle, Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();

/** The native control inside a host's shadow root (nested spl-input included). */
async function control(p: Page, test: string, inner = "input"): Promise<ElementHandle<Element>> {
  const handle = await p.$(`pierce/[data-test="${test}"]`);
  const found = await handle!.evaluateHandle((host, sel) => {
    const walk = (root: ShadowRoot): Element | null =>
      root.querySelector(sel) ??
      [...root.querySelectorAll("*")].map((e) => (e.shadowRoot ? walk(e.shadowRoot) : null)).find(Boolean) ??
      null;
    return walk(host.shadowRoot!);
  }, inner);
  return found.asElement() as ElementHandle<Element>;
}

async function typeInto(p: Page, test: string, text: string) {
  const input = await control(p, test);
  await input.click({ count: 3 });
  await input.type(text);
}

const errorOf = (p: Page, field: string) =>
  p.$eval(`[data-field="${field}"]`, (e) => e.shadowRoot!.querySelector(".c-spl-form-field-error")!.textContent);

async function fill(p: Page, confirmation: string) {
  await typeInto(p, "personal-info-first-name-input", "Jane");
  await typeInto(p, "personal-info-last-name-input", "Doe");
  await typeInto(p, "personal-info-email-input", "jane@example.com");
  await typeInto(p, "personal-info-email-confirm-input", confirmation);
  await typeInto(p, "personal-info-phone", "+14155550100");
  await (await control(p, "resume-upload")).evaluate(() => undefined);
  await ((await control(p, "resume-upload")) as ElementHandle<HTMLInputElement>).uploadFile(resume);
  await (await control(p, "screening-question-1", "input[value=Yes]")).click();
  await (await control(p, "screening-question-2", "input[value=No]")).click();
  await ((await control(p, "screening-question-3", "select")) as ElementHandle<HTMLSelectElement>).select("5+");
  await (await control(p, "privacy-policy-checkbox")).click();
}

/** Types part of a city and picks the suggestion that contains `expected`. */
async function pickCity(p: Page, typed: string, expected: string) {
  await typeInto(p, "location-autocomplete", typed);
  expect(await (await control(p, "location-autocomplete")).evaluate((e) => (e as HTMLInputElement).value)).toBe(typed);
  // Every keystroke from the third on fetches suggestions and re-renders the menu; on a loaded machine
  // an earlier answer can be on screen when the wait ends, and the last one replaces its options under
  // the click. So: wait for the fetches to stop, then click an option found afresh.
  await p.waitForNetworkIdle({ idleTime: 500 });
  const option = await p.waitForFunction(
    (want) => {
      const menu = document.querySelector("[data-field=location]")!.shadowRoot!.querySelector("[role=listbox]")!;
      return [...menu.querySelectorAll("spl-select-option[role=option]")].find((o) => o.textContent!.includes(want));
    },
    {},
    expected,
  );
  await (option as ElementHandle<Element>).click();
  await p.waitForFunction(
    (want) =>
      document
        .querySelector("[data-field=location]")!
        .shadowRoot!.querySelector("spl-input")!
        .shadowRoot!.querySelector("input")!
        .value.includes(want),
    {},
    expected,
  );
}

describe("SmartRecruiters simulator", () => {
  it("covers the page with OneTrust until a choice; 'I'm interested' opens the one-click form", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/Acme/744000004012-software-engineer");
    const apply = (await env.page.$("[data-test=job-apply-button]"))!;
    const box = (await apply.boundingBox())!;
    const hit = await env.page.evaluate(
      (x, y) => document.elementFromPoint(x, y)?.className,
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
    expect(hit).toBe("onetrust-pc-dark-filter"); // a click there lands on the filter, not the link
    await env.page.click("#onetrust-reject-all-handler");
    await Promise.all([env.page.waitForNavigation(), apply.click()]);
    expect(schemeless(env.page.url())).toBe("//jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004012");
    expect(await env.page.$("#onetrust-banner-sdk")).toBeNull(); // the choice is remembered by cookie
  });

  it("keeps the city only when a suggestion is picked, checks required fields and the confirmation, then submits", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004012");
    await env.page.click("#onetrust-reject-all-handler");
    await fill(env.page, "someone.else@example.com");
    await typeInto(env.page, "location-autocomplete", "San Francisco"); // typed, never picked
    await (await control(env.page, "personal-info-first-name-input")).click();
    await env.page.waitForFunction(
      () =>
        !document.querySelector("[data-field=location]")!.shadowRoot!.querySelector("spl-input")!.shadowRoot!.querySelector("input")!.value,
    );
    await env.page.click("[data-test=footer-submit]");
    await env.page.waitForFunction(
      () => !!document.querySelector("[data-field=location]")!.shadowRoot!.querySelector(".c-spl-form-field-error")!.textContent,
    );
    expect(await errorOf(env.page, "location")).toBe("Please select a location from the list");
    expect(await errorOf(env.page, "confirmEmail")).toBe("Email addresses don't match");
    expect(env.sim.submissions).toHaveLength(0);

    await pickCity(env.page, "San Fra", "San Francisco");
    const confirm = await control(env.page, "personal-info-email-confirm-input");
    await confirm.click({ count: 3 });
    await confirm.type("jane@example.com");
    await Promise.all([env.page.waitForNavigation(), env.page.click("[data-test=footer-submit]")]);
    expect(await env.page.$eval("[data-test=application-success]", (e) => e.textContent)).toContain("Thank you for applying");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({
      ats: "smartrecruiters",
      tenant: "Acme",
      jobId: "744000004012",
      cookieConsent: "groups=C0001:1,C0002:0,C0003:0,C0004:0",
    });
    expect(sub.fields).toMatchObject({
      firstName: "Jane",
      email: "jane@example.com",
      confirmEmail: "jane@example.com",
      phoneNumber: "+14155550100",
      location: "San Francisco, CA, United States",
      q_authorized: "Yes",
      q_sponsorship: "No",
      q_experience: "5+",
      consent: "true",
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("says the job has expired for a closed posting", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004040");
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("Sorry, this job has expired");
  });

  it("refuses the application behind a visible CAPTCHA", async () => {
    await env.page.goto("http://jobs.smartrecruiters.com/oneclick-ui/company/Acme/posting/744000004041");
    await env.page.click("#onetrust-reject-all-handler");
    await fill(env.page, "jane@example.com");
    await pickCity(env.page, "Austin", "Austin");
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await env.page.click("[data-test=footer-submit]");
    await env.page.waitForSelector("#form-error:not([hidden])");
    expect(await env.page.$eval("#form-error", (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
