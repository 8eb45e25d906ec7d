// Drives the Workday simulator by hand in real Chromium: account creation with the e-mailed link over
// real SMTP, the whole wizard, a second application that signs in, the honeypot, closed and CAPTCHA.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { newPage, useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";
import { WD_FIELDS, questionId } from "./";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();
const posting = (req: string) => `http://acme.wd5.myworkdayjobs.com/External/job/New-York-NY/Software-Engineer_${req}`;
const aid = (id: string) => `[data-automation-id="${id}"]`;
/** The wizard's controls carry ids, not data-automation-ids (current tenants). */
const byId = (id: string) => `[id="${id}"]`;

async function clickAndWait(p: Page, selector: string) {
  await Promise.all([p.waitForNavigation(), p.click(selector)]);
}

const popup = "[data-automation-widget=wd-popup]";
/** Opens a prompt and clicks its way down: a category first when given ("Career Websites", "LinkedIn"). */
async function choose(p: Page, name: string, ...path: string[]) {
  await clickCentered(p, byId(name));
  for (const label of path) await p.click(`${popup} [data-automation-label="${label}"]`);
  await p.waitForFunction((s) => !document.querySelector(s), {}, popup);
}

const acceptCookies = (p: Page) => p.click(aid("legalNoticeAcceptButton"));
const accountButton = (label: string) => `[data-automation-id=click_filter][aria-label="${label}"]`;

async function startApplication(p: Page, req: string) {
  await p.goto(posting(req));
  if (await p.$(aid("legalNoticeAcceptButton"))) await acceptCookies(p);
  await clickAndWait(p, aid("adventureButton"));
  await clickAndWait(p, aid("applyManually"));
}

async function createAccount(p: Page, email: string) {
  await p.type(aid("email"), email);
  await p.type(aid("password"), "Secret-pass-123");
  await p.type(aid("verifyPassword"), "Secret-pass-123");
  await p.click(aid("createAccountCheckbox"));
  await clickAndWait(p, accountButton("Create Account"));
}

async function signIn(p: Page, email: string) {
  await p.type(aid("email"), email);
  await p.type(aid("password"), "Secret-pass-123");
  await clickAndWait(p, accountButton("Sign In"));
}

const stepName = (p: Page) => p.$eval(aid("stepHeading"), (e) => e.textContent);
const today = () => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
};

/** Scrolls a control to the middle of the window first, out from under the pinned footer, as a person would. */
async function clickCentered(p: Page, selector: string) {
  await p.$eval(selector, (e) => e.scrollIntoView({ block: "center" }));
  await p.click(selector);
}

/** Types a MM/DD/YYYY date into its three sections the way a person does: digits from the month on. */
async function typeDate(p: Page, name: string, mmddyyyy: string) {
  await clickCentered(p, `${aid(`formField-${name}`)} ${aid("dateSectionMonth-input")}`);
  await p.keyboard.type(mmddyyyy.replace(/\D/g, ""));
}

async function toSelfIdentify(p: Page) {
  await choose(p, "source--source", "Career Websites", "LinkedIn");
  await clickCentered(p, `${aid("formField-candidateIsPreviousWorker")} input[value=false]`);
  await typeInto(p, byId(WD_FIELDS.firstName), "Jane");
  await typeInto(p, byId(WD_FIELDS.lastName), "Doe");
  await typeInto(p, byId(WD_FIELDS.addressLine1), "1 Market St");
  await typeInto(p, byId(WD_FIELDS.city), "San Francisco");
  await choose(p, "address--countryRegion", "California");
  await typeInto(p, byId(WD_FIELDS.postalCode), "94105");
  await choose(p, "phoneNumber--phoneType", "Mobile");
  await typeInto(p, byId(WD_FIELDS.phone), "4155550100");
  await clickAndWait(p, aid("pageFooterNextButton"));
  expect(await stepName(p)).toBe("My Experience");
  expect(await p.$eval(aid("progressBar"), (e) => e.textContent)).toContain("current step 3 of 7My Experience");
  await upload(p, aid("file-upload-input-ref"), resume);
  await p.waitForSelector(`${aid("file-upload-successful")}:not([hidden])`);
  await clickAndWait(p, aid("pageFooterNextButton"));
  await choose(p, questionId("workAuthorization"), "Yes");
  await choose(p, questionId("sponsorship"), "No");
  await choose(p, questionId("over18"), "Yes");
  await clickAndWait(p, aid("pageFooterNextButton"));
  await choose(p, "personalInfoUS--gender", "Not declared");
  await choose(p, "personalInfoUS--ethnicity", "I do not wish to self-identify");
  await choose(p, "personalInfoUS--veteranStatus", "I DO NOT WISH TO SELF-IDENTIFY");
  await clickCentered(p, `${aid("formField-acceptTermsAndAgreements")} input`);
  await clickAndWait(p, aid("pageFooterNextButton"));
}

async function completeWizard(p: Page) {
  await toSelfIdentify(p);
  await typeInto(p, byId(WD_FIELDS.signerName), "Jane Doe");
  await typeDate(p, "dateSignedOn", today());
  await clickCentered(p, `${aid("formField-disabilityStatus")} input[value=decline]`);
  await clickAndWait(p, aid("pageFooterNextButton"));
  expect(await stepName(p)).toBe("Review");
}

describe("Workday simulator", () => {
  it("creates an account, needs the e-mailed link, walks the wizard; a second application signs in", async () => {
    await startApplication(env.page, "R-4012");
    // The account form's only button is the click_filter layer; a script click on it does nothing.
    await env.page.type(aid("email"), "jane.wd@example.com");
    await env.page.$eval(accountButton("Create Account"), (b) => (b as HTMLElement).click());
    expect(await env.page.$(aid("verifyEmailMessage"))).toBeNull();
    await env.page.goto(`${posting("R-4012")}/apply/applyManually`);
    await createAccount(env.page, "jane.wd@example.com");
    expect(await env.page.$eval(aid("verifyEmailMessage"), (e) => e.textContent)).toContain("jane.wd@example.com");
    // Signing in before the link is opened is refused.
    await clickAndWait(env.page, aid("signInLink"));
    await signIn(env.page, "jane.wd@example.com");
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("not been verified");

    // The link opened elsewhere (another browser context) verifies the account; then sign in here.
    const mail = await env.smtp.waitFor("jane.wd@example.com");
    const link = /(https?:\/\/\S+\/activate\/[0-9a-f]+)/.exec(mail.text ?? "")![1];
    const elsewhere = await newPage(env.browser);
    await elsewhere.goto(link);
    expect(await elsewhere.$(aid("verifiedMessage"))).not.toBeNull();
    await env.page.goto(`${posting("R-4012")}/apply/applyManually?mode=signin`);
    await signIn(env.page, "jane.wd@example.com");
    expect(await stepName(env.page)).toBe("My Information");
    expect(await env.page.$eval(aid("progressBar"), (e) => e.textContent)).toContain("current step 2 of 7My Information");

    // A script click does nothing on Workday's buttons.
    await env.page.$eval(aid("pageFooterNextButton"), (b) => (b as HTMLButtonElement).click());
    expect(await stepName(env.page)).toBe("My Information");
    await clickAndWait(env.page, aid("pageFooterNextButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toMatch(
      /Errors Found \(\d+\).*The field First Name is required/,
    );
    expect(await env.page.$eval(`${byId(WD_FIELDS.firstName)}`, (e) => e.getAttribute("aria-invalid"))).toBe("true");

    await completeWizard(env.page);
    expect(env.sim.submissions).toHaveLength(0);
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(await env.page.$eval(aid("applicationSubmittedMessage"), (e) => e.textContent)).toContain("Application Submitted");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "workday", tenant: "acme", jobId: "R-4012", bot: false });
    expect(env.sim.submissions[0].fields).toMatchObject({
      email: "jane.wd@example.com",
      [WD_FIELDS.firstName]: "Jane",
      "address--countryRegion": "California",
      "country--country": "United States of America",
      [questionId("workAuthorization")]: "Yes",
      [questionId("sponsorship")]: "No",
      "source--source": "LinkedIn",
      [WD_FIELDS.disability]: "decline",
      [WD_FIELDS.signerName]: "Jane Doe",
      [WD_FIELDS.dateSigned]: today(),
    });
    expect(env.sim.submissions[0].files.resume.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // Second application on the same tenant, new browser context: the account exists, so sign in.
    const second = await newPage(env.browser);
    await startApplication(second, "R-4013");
    await createAccount(second, "jane.wd@example.com");
    expect(await second.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("already exists");
    await clickAndWait(second, aid("signInLink"));
    await signIn(second, "jane.wd@example.com");
    expect(await stepName(second)).toBe("My Information");
  });

  it("keeps only what React saw: a value set by script is put back on blur and never posted", async () => {
    env.sim.postings.set("R-4017", { emailVerification: false });
    await startApplication(env.page, "R-4017");
    await createAccount(env.page, "react@example.com");
    await typeInto(env.page, byId(WD_FIELDS.city), "Oakland");
    const set = (sel: string, how: "property" | "native") =>
      env.page.$eval(
        sel,
        (e, how) => {
          const input = e as HTMLInputElement;
          if (how === "property") input.value = "Berkeley";
          else Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "Berkeley");
          input.dispatchEvent(new Event("input", { bubbles: true }));
          input.blur();
          return input.value;
        },
        how,
      );
    // Through the element's own setter React's tracker learns the value first, so the event is a no-op.
    expect(await set(byId(WD_FIELDS.city), "property")).toBe("Oakland");
    await env.page.$eval(byId(WD_FIELDS.firstName), (e) => {
      (e as HTMLInputElement).value = "Script";
    });
    // Through the prototype's setter the event reports a change React did not make: it is taken.
    expect(await set(byId(WD_FIELDS.postalCode), "native")).toBe("Berkeley");
    await clickAndWait(env.page, aid("pageFooterNextButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("The field First Name is required");
    expect(await env.page.$eval(byId(WD_FIELDS.city), (e) => (e as HTMLInputElement).value)).toBe("Oakland");
  });

  it("takes a date only as digits typed section by section, moving on when a section is full", async () => {
    env.sim.postings.set("R-4018", { emailVerification: false });
    await startApplication(env.page, "R-4018");
    await createAccount(env.page, "dates@example.com");
    await toSelfIdentify(env.page);
    const section = (part: string) => `${aid("formField-dateSignedOn")} ${aid(`dateSection${part}-input`)}`;
    // Written by script (through the prototype's setter, with an input event): gone on blur.
    expect(
      await env.page.$eval(section("Month"), (e) => {
        (e as HTMLInputElement).focus();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(e, "12");
        e.dispatchEvent(new Event("input", { bubbles: true }));
        (e as HTMLInputElement).blur();
        return (e as HTMLInputElement).value;
      }),
    ).toBe("");
    // "4" cannot start a two-digit month: the day section takes the next digits.
    await typeDate(env.page, "dateSignedOn", "4312026");
    const values = () =>
      Promise.all(["Month", "Day", "Year"].map((part) => env.page.$eval(section(part), (e) => (e as HTMLInputElement).value)));
    expect(await values()).toEqual(["4", "31", "2026"]);
    await typeInto(env.page, byId(WD_FIELDS.signerName), "Jane Doe");
    await clickCentered(env.page, `${aid("formField-disabilityStatus")} input[value=decline]`);
    await clickAndWait(env.page, aid("pageFooterNextButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("Date must be a valid date");
    await typeDate(env.page, "dateSignedOn", "04302026");
    await clickAndWait(env.page, aid("pageFooterNextButton"));
    expect(await stepName(env.page)).toBe("Review");
    expect(await env.page.$eval(aid(`review-${WD_FIELDS.dateSigned}`), (e) => e.textContent)).toContain("04/30/2026");
  });

  it("names dropdowns with their state, opens searchable and nested prompts, closes them on an outside press", async () => {
    env.sim.postings.set("R-4018", { emailVerification: false });
    await startApplication(env.page, "R-4018");
    await createAccount(env.page, "prompts@example.com");
    const name = (id: string) => env.page.$eval(byId(id), (e) => e.getAttribute("aria-label"));
    expect(await name("address--countryRegion")).toBe("State Select One required");
    expect(await name("country--country")).toBe("Country United States of America required");
    await choose(env.page, "address--countryRegion", "California");
    expect(await name("address--countryRegion")).toBe("State California required");
    // Options live in a body portal, not inside the field; a category opens its own options.
    await env.page.click(byId("source--source"));
    const shown = () => env.page.$$eval(`${popup} [role=option]`, (els) => els.map((e) => e.textContent));
    expect(await shown()).toEqual(["Career Websites", "Social Media", "Employee Referral", "Job Fair", "Other"]);
    expect(await env.page.$eval(`${aid("formField-source")}`, (e) => e.querySelectorAll("[role=option]").length)).toBe(0);
    await env.page.click(`${popup} [data-automation-label="Career Websites"]`);
    expect(await shown()).toEqual(["Company Website", "LinkedIn", "Indeed", "Glassdoor"]);
    await env.page.keyboard.press("Escape"); // not how it closes
    expect(await env.page.$(popup)).not.toBeNull();
    await env.page.mouse.click(5, 5);
    expect(await env.page.$(popup)).toBeNull();
    // Its search box looks through every category.
    await env.page.click(byId("source--source"));
    await env.page.type(`${popup} ${aid("searchBox")}`, "company");
    expect(await shown()).toEqual(["Company Website"]);
    await env.page.click(`${popup} [data-automation-label="Company Website"]`);
    expect(await name("source--source")).toBe("How Did You Hear About Us? Company Website required");
  });

  it("covers the pinned footer with the cookie notice until it is answered", async () => {
    await env.page.goto(`${posting("R-4019")}/apply/applyManually`);
    env.sim.postings.set("R-4019", { emailVerification: false });
    await createAccount(env.page, "cookies@example.com");
    const hit = () =>
      env.page.$eval(aid("pageFooterNextButton"), (b) => {
        const r = b.getBoundingClientRect();
        return document
          .elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          ?.closest("[data-automation-id]")
          ?.getAttribute("data-automation-id");
      });
    expect(await hit()).toBe("legalNotice");
    await env.page.click(aid("pageFooterNextButton")); // lands on the notice: nothing happens
    expect(await stepName(env.page)).toBe("My Information");
    expect(await env.page.evaluate(() => (window as unknown as { __wdCoverPresses: number }).__wdCoverPresses)).toBe(1);
    await acceptCookies(env.page);
    expect(await hit()).toBe("pageFooterNextButton");
    await env.page.reload();
    expect(await env.page.$(aid("legalNotice"))).toBeNull();
  });

  it("opening the link in the same session signs in and resumes the application", async () => {
    await env.page.goto(`http://acme.wd5.myworkdayjobs.com/en-US/External/job/New-York-NY/Software-Engineer_R-4014`); // locale prefix
    expect(await env.page.$(aid("adventureButton"))).not.toBeNull();
    await startApplication(env.page, "R-4014");
    await createAccount(env.page, "resume.link@example.com");
    const mail = await env.smtp.waitFor("resume.link@example.com");
    await env.page.goto(/(https?:\/\/\S+\/activate\/[0-9a-f]+)/.exec(mail.text ?? "")![1]);
    expect(await stepName(env.page)).toBe("My Information");
  });

  it("silently discards a submission with the honeypot filled", async () => {
    env.sim.postings.set("R-4015", { emailVerification: false });
    await startApplication(env.page, "R-4015");
    await env.page.$eval(aid("beecatcher"), (e) => {
      (e as HTMLInputElement).value = "filled by a bot";
    });
    await createAccount(env.page, "bot@example.com");
    await completeWizard(env.page);
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(await env.page.$eval(aid("applicationSubmittedMessage"), (e) => e.textContent)).toContain("Application Submitted");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("serves the same wizard on wdN.myworkdaysite.com/recruiting/{tenant}/{site}", async () => {
    env.sim.postings.set("R-4016", { emailVerification: false });
    await env.page.goto("http://wd5.myworkdaysite.com/en-US/recruiting/globex/External/job/Remote/Engineer_R-4016");
    if (await env.page.$(aid("legalNoticeAcceptButton"))) await acceptCookies(env.page);
    await clickAndWait(env.page, aid("adventureButton"));
    await clickAndWait(env.page, aid("applyManually"));
    expect(schemeless(env.page.url())).toBe(
      "//wd5.myworkdaysite.com/recruiting/globex/External/job/Remote/Engineer_R-4016/apply/applyManually",
    );
    await createAccount(env.page, "site@example.com");
    expect(await stepName(env.page)).toBe("My Information");
  });

  it("shows a closed posting as not found", async () => {
    const res = await env.page.goto(posting("R-4040"));
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("The page you are looking for doesn't exist.");
    const cxs = (slug: string) =>
      env.page.evaluate((u) => fetch(u).then((r) => r.status), `/wday/cxs/acme/External/job/New-York-NY/${slug}`);
    expect(await cxs("Software-Engineer_R-4040")).toBe(404);
    expect(await cxs("Software-Engineer_R-4012")).toBe(200);
  });

  it("refuses the final submit behind a visible CAPTCHA; a session dialog covers Review when asked", async () => {
    env.sim.postings.set("R-4041", { captcha: true, emailVerification: false, sessionWarning: true });
    await startApplication(env.page, "R-4041");
    await createAccount(env.page, "captcha.wd@example.com");
    await completeWizard(env.page);
    expect(await env.page.$(aid("sessionTimeoutDialog"))).not.toBeNull();
    await env.page.click(aid("sessionTimeoutContinueButton"));
    expect(await env.page.$(aid("sessionTimeoutDialog"))).toBeNull();
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await clickAndWait(env.page, aid("pageFooterSubmitButton"));
    expect(await env.page.$eval(aid("errorBanner"), (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
