// Drives the Oracle Recruiting Cloud simulator by hand in real Chromium: Apply Now, the e-mail step with
// its terms dialog, the three sections with the server's own validation, the thank-you page; the same
// e-mail again is a returning candidate (last name, then an e-mailed 6-digit code, the profile
// pre-filled); a new candidate's code for 4042; closed postings, 503s, the referral question and the hCaptcha.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";
import { type Question, questionsOf, variantFor } from "../variants";
import { oracleVariantName } from "./variants";

const env = useSimulatorBrowser();
const resume = resumeFile();
const posting = (job: string) => `http://acme.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/${job}`;

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const NEXT = "button.apply-flow-pagination__button[title=Next]";
const errors = (p: Page) => p.$$eval(".input-row__validation", (els) => els.map((e) => e.textContent));
const alert = (p: Page) => p.$eval(".apply-flow-error", (e) => e.textContent);
const current = (p: Page) => p.$eval(".apply-flow-navigation-train__step--current", (e) => e.textContent);

/** The contact section filled and sent. */
async function contact(p: Page) {
  await upload(p, "#attachment-upload-resume-0", resume);
  for (const [id, value] of [
    ["firstName", "Jane"],
    ["lastName", "Doe"],
    ["phoneNumber", "+14155550100"],
    ["addressLine1", "1 Market St"],
    ["city", "San Francisco"],
    ["postalCode", "94105"],
  ])
    await typeInto(p, `#${id}-0`, value);
  await p.select("#country-0", "United States");
  await p.select("#region2-0", "California");
  await click(p, NEXT);
}

/** Apply Now, then the e-mail and the terms (through their dialog), then Next. */
async function emailStep(p: Page, job: string, email: string) {
  await p.goto(posting(job));
  await click(p, "a.apply-now-button");
  expect(schemeless(p.url())).toBe(schemeless(`${posting(job)}/apply/email`));
  expect(await p.$eval(NEXT, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await typeInto(p, "input[name=primary-email]", email);
  await p.click(".apply-flow-input-checkbox__button");
  expect(await p.$eval("#legal-disclaimer-checkbox", (e) => (e as HTMLInputElement).checked)).toBe(false);
  await p.waitForSelector("dialog.app-dialog[open]");
  await p.click("#legal-disclaimer-agree");
  expect(await p.$eval("#legal-disclaimer-checkbox", (e) => (e as HTMLInputElement).checked)).toBe(true);
  await click(p, NEXT);
}

async function typeCode(p: Page, code: string) {
  for (let i = 0; i < 6; i++) await p.type(`#pin-code-${i + 1}`, code[i]);
  await click(p, "button[title=Verify]");
}

const lastCode = (to: string) => /verification code is (\d{6})/.exec(env.sim.mails.filter((m) => m.to === to).at(-1)!.text!)![1];

describe("oracle simulator", () => {
  it("applies as a new candidate, then the same e-mail is a returning candidate confirmed by last name and code", async () => {
    const p = env.page;
    await emailStep(p, "94012", "jane@example.com");
    expect(await current(p)).toBe("1 Contact Information");
    await click(p, NEXT);
    expect(await errors(p)).toEqual(expect.arrayContaining(["Resume is required.", "First Name is required.", "State is required."]));
    await contact(p);
    expect(await current(p)).toBe("2 Application Questions");
    for (const id of ["300000100000101-0", "300000100000102-1", "300000100000103-0"]) await p.click(`[id="${id}"]`);
    await click(p, NEXT);
    await p.select("#gender-0", "I don't wish to answer");
    await typeInto(p, "#fullName-0", "Someone Else");
    await click(p, "button.apply-flow-pagination__submit-button");
    expect(await errors(p)).toEqual(["The full name must match the first and last name you entered."]);
    await p.$eval("#fullName-0", (e) => {
      (e as HTMLInputElement).value = "";
    });
    await typeInto(p, "#fullName-0", "Jane Doe");
    await click(p, "button.apply-flow-pagination__submit-button");
    expect(schemeless(p.url())).toBe(schemeless(`${posting("94012")}/apply/thankyou`));
    expect(await p.$eval("h1", (e) => e.textContent)).toBe("Thank you for your job application.");
    expect(env.sim.submissions[0]).toMatchObject({
      ats: "oracle",
      tenant: "acme",
      jobId: "94012",
      fields: {
        email: "jane@example.com",
        firstName: "Jane",
        lastName: "Doe",
        region2: "California",
        "300000100000101": "Yes",
        "300000100000102": "No",
        gender: "I don't wish to answer",
        fullName: "Jane Doe",
      },
    });
    expect(Object.keys(env.sim.submissions[0].files)).toEqual(["attachment-upload-resume"]);
    expect(env.sim.mails).toHaveLength(0); // this tenant does not verify new candidates' e-mail

    await emailStep(p, "94013", "jane@example.com");
    expect(await p.$eval("h2", (e) => e.textContent)).toBe("Confirm Your Identity");
    await typeInto(p, "#verification-last-name", "Smith");
    await click(p, NEXT);
    expect(await alert(p)).toBe("The information you entered doesn't match our records. Attempts remaining: 3.");
    await typeInto(p, "#verification-last-name", "Doe");
    await click(p, NEXT);
    expect(await p.$$("input.pin-code-input__input[maxlength='1']")).toHaveLength(6);
    const mail = env.sim.mails.at(-1)!;
    expect(mail).toMatchObject({ to: "jane@example.com", from: expect.stringContaining("@workflow.mail.us2.cloud.oracle.com") });
    await typeCode(p, lastCode("jane@example.com") === "000000" ? "111111" : "000000");
    expect(await alert(p)).toBe("The verification code isn't correct. Try again.");
    await typeCode(p, lastCode("jane@example.com"));
    expect(schemeless(p.url())).toBe(schemeless(`${posting("94013")}/apply/section/1`));
    expect(await p.$eval("#firstName-0", (e) => (e as HTMLInputElement).value)).toBe("Jane");
  });

  it("renders a seeded variant: its labels and questions, a second level by its answer, the required ones refused, a section's post replacing its answers", async () => {
    const p = env.page,
      job = "1999012",
      v = variantFor(199);
    env.sim.postings.set(job, { variant: 199 });
    const qs = questionsOf(v);
    const byBank = (bank: string) => qs.find((x) => x.bank === bank)!;
    const [over18, sms, heard, clearance, race, gender, marketing] = [
      "over18",
      "sms",
      "heard_about",
      "clearance",
      "race_decline",
      "gender_decline",
      "marketing_opt_in",
    ].map(byBank);
    const which = qs.find((x) => x.showIf?.value === "Online")!;
    const control = (x: Question) => `[name="${oracleVariantName(x)}"]`;
    const hidden = (x: Question) => p.$eval(control(x), (e) => (e.closest("[data-show-if]") as HTMLElement).hidden);
    // The cookie banner is on every page until a choice is made.
    await p.goto(posting(job));
    await p.click("#CybotCookiebotDialogBodyButtonDecline");
    await emailStep(p, job, "variant@example.com");
    expect(await p.$("#CybotCookiebotDialog")).toBeNull();
    expect(await p.$eval("label[for=firstName-0]", (e) => e.textContent)).toBe(`${v.labels.firstName}*`);
    await contact(p);

    // Only the posting's questions answered: the variant's shown required ones are refused, not the hidden second level.
    for (const id of ["300000100000101-0", "300000100000102-1", "300000100000103-0"]) await p.click(`[id="${id}"]`);
    expect(await hidden(which)).toBe(true);
    await click(p, NEXT);
    for (const x of [over18, sms, heard, clearance, gender]) expect(await errors(p)).toContain(`Answer the question: ${x.label}`);
    expect((await errors(p)).join(" ")).not.toContain(which.label);
    await p.select(control(heard), "Online");
    expect(await hidden(which)).toBe(false);
    await click(p, NEXT);
    expect(await errors(p)).toContain(`Answer the question: ${which.label}`);

    // All answered, the marketing box ticked; then Back, the box unticked: the second post replaces the first.
    await p.click(`${control(over18)}[value="Yes"]`);
    await p.click(`${control(sms)}[value="No"]`);
    await p.click(`${control(clearance)}[value="No"]`);
    await p.select(control(heard), "Online");
    await p.select(control(which), "Company website");
    await p.select(control(race), "I don't wish to answer");
    await p.select(control(gender), "I don't wish to answer");
    await p.click(control(marketing));
    await click(p, NEXT);
    expect(await current(p)).toBe("3 More About You");
    await click(p, "button[title=Back]");
    expect(await p.$eval(control(marketing), (e) => (e as HTMLInputElement).checked)).toBe(true);
    await p.click(control(marketing));
    await click(p, NEXT);
    await typeInto(p, "#fullName-0", "Jane Doe");

    // Seed 199 confirms in place (a role=status region replacing the form) after Submit posts by fetch.
    expect(v.confirmation).toBe("status");
    await p.click("button.apply-flow-pagination__submit-button");
    await p.waitForSelector('[role="status"]');
    expect(env.sim.submissions).toHaveLength(1);
    const { fields } = env.sim.submissions[0];
    expect(fields).toMatchObject({
      [oracleVariantName(heard)]: "Online",
      [oracleVariantName(which)]: "Company website",
      [oracleVariantName(race)]: "I don't wish to answer",
    });
    expect(fields[oracleVariantName(marketing)]).toBeUndefined();
  });

  it("mails a new candidate a code for 4042; answers a closed posting, 503s for 5030, the referral question and the hCaptcha", async () => {
    const p = env.page;
    await emailStep(p, "4042", "new@example.com");
    expect(await p.$eval("h2", (e) => e.textContent)).toBe("Confirm Your Identity");
    await typeCode(p, lastCode("new@example.com"));
    expect(await current(p)).toBe("1 Contact Information");

    await p.goto(posting("4040"));
    expect(await p.content()).toContain("This job is no longer available.");
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(503);
    expect((await p.goto(posting("5030")))!.status()).toBe(200);
    await p.goto(`${posting("4044")}/apply/email`);
    await emailStep(p, "4044", "ref@example.com");
    await upload(p, "#attachment-upload-resume-0", resume);
    for (const [id, value] of [
      ["firstName", "Jane"],
      ["lastName", "Doe"],
      ["phoneNumber", "1"],
      ["addressLine1", "1 Main"],
      ["city", "X"],
      ["postalCode", "1"],
    ]) {
      await typeInto(p, `#${id}-0`, value);
    }
    await p.select("#country-0", "United States");
    await p.select("#region2-0", "Texas");
    await click(p, NEXT);
    expect(await p.$eval("body", (e) => e.textContent)).toContain("Acme employee referral code");

    await emailStep(p, "4041", "bot@example.com");
    expect(await p.$(".h-captcha iframe")).not.toBeNull();
    expect(await alert(p)).toBe("Complete the security check.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
