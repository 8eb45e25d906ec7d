// Drives the UKG Pro Recruiting simulator by hand in real Chromium: Apply Now from the posting to the
// sign-in wall, account creation with the password rules and consent, the six steps with the server's
// own validation (antiforgery token, signature matching the name), the confirmation and the "already
// applied" page, sign-in refusals and the lock, closed postings and the CAPTCHA on Review.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless, newPage } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const PATH = "/ACM1000ACME/JobBoard/0d8f7e3a-1b2c-4d5e-8f90-a1b2c3d4e5f6";
const BOARD = `http://recruiting.ultipro.com${PATH}`;
const opp = (job: string) => `7f3c2a10-5b6d-4e8f-9a0b-00000000${job}`;
const posting = (job: string) => `${BOARD}/OpportunityDetail?opportunityId=${opp(job)}`;
const next = "[data-automation=next-button]";
const submit = "[data-automation=submit-application-button]";
const PASSWORD = "Str0ng!Passw0rd";

const click = async (p: Page, sel: string) => {
  await Promise.all([p.waitForNavigation(), p.click(sel)]);
};
const summary = (p: Page) => p.$$eval("[data-automation=validation-summary] li", (els) => els.map((e) => e.textContent));
const heading = (p: Page) => p.$eval("h2", (e) => e.textContent);

async function register(p: Page, email: string, password = PASSWORD) {
  await click(p, "[data-automation=create-account-link]");
  await typeInto(p, "#FirstName", "Jane");
  await typeInto(p, "#LastName", "Doe");
  await typeInto(p, "#Email", email);
  await typeInto(p, "#Password", password);
  await typeInto(p, "#ConfirmPassword", password);
  await p.click("#AcceptTerms");
  await click(p, "[data-automation=create-account-button]");
}

async function signIn(p: Page, email: string, password: string) {
  await typeInto(p, "#Email", email);
  await typeInto(p, "#Password", password);
  await click(p, "[data-automation=sign-in-button]");
}

/** Walks the steps after Resume with valid answers up to Review. */
async function toReview(p: Page) {
  await upload(p, "#Resume", resume);
  await click(p, next);
  await typeInto(p, "#PrimaryPhone", "+14155550100");
  await typeInto(p, "#AddressLine1", "1 Market St");
  await typeInto(p, "#City", "San Francisco");
  await p.select("#State", "California");
  await typeInto(p, "#PostalCode", "94105");
  await click(p, next);
  await typeInto(p, "#School", "Stanford University");
  await click(p, next);
  await p.click("#WorkAuthorization-0");
  await p.click("#Sponsorship-1");
  await p.click("#Over18-0");
  await p.select("#ApplicantSource", "Company Website");
  await typeInto(p, "#AvailableStartDate", "01/15/2027");
  await click(p, next);
  for (const name of ["Gender", "Ethnicity", "VeteranStatus"]) await p.select(`#${name}`, "I do not wish to self-identify");
  await click(p, next);
}

describe("UKG Pro Recruiting simulator", () => {
  it(
    "Apply Now leads to sign-in; a new account goes through six checked steps to the confirmation, once",
    { timeout: 150_000 },
    async () => {
      const p = env.page;
      await p.goto(posting("4012"));
      expect(await p.$eval("[data-automation=opportunity-title]", (e) => e.textContent)).toBe("Software Engineer");
      await click(p, "[data-automation=apply-now-button]");
      expect(schemeless(p.url())).toBe(
        `//recruiting.ultipro.com/ACM1000ACME/JobBoard/0d8f7e3a-1b2c-4d5e-8f90-a1b2c3d4e5f6/Account/SignIn?opportunityId=${opp("4012")}`,
      );

      // The password rules and the consent are the server's.
      await register(env.page, "jane.ukg@example.com", "weakpass");
      expect(await summary(p)).toEqual([
        "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number and one special character.",
      ]);
      await typeInto(p, "#Password", PASSWORD);
      await typeInto(p, "#ConfirmPassword", PASSWORD);
      await p.click("#AcceptTerms"); // kept checked by the re-rendered form: untick it
      await click(p, "[data-automation=create-account-button]");
      expect(await summary(p)).toEqual(["You must agree to the Terms of Use and the Privacy Policy."]);
      await typeInto(p, "#Password", PASSWORD);
      await typeInto(p, "#ConfirmPassword", PASSWORD);
      await p.click("#AcceptTerms");
      await click(p, "[data-automation=create-account-button]");

      expect(schemeless(p.url())).toContain(`/OpportunityApply?opportunityId=${opp("4012")}`);
      expect(await p.$eval("[data-automation=step-counter]", (e) => e.textContent)).toBe("Step 1 of 6");
      await click(p, next);
      expect(await summary(p)).toEqual(["Resume is required."]);
      await upload(p, "#Resume", resume);
      await click(p, next);
      expect(await heading(p)).toBe("Contact Information");
      // Name from the account; address and phone are the application's.
      expect(await p.$eval("#FirstName", (e) => (e as HTMLInputElement).value)).toBe("Jane");
      await click(p, next);
      expect(await summary(p)).toEqual([
        "Primary Phone is required.",
        "Address Line 1 is required.",
        "City is required.",
        "State is required.",
        "Zip/Postal Code is required.",
      ]);
      expect(await p.$eval("#City", (e) => e.getAttribute("aria-invalid"))).toBe("true");
      await click(p, "[data-automation=back-button]");
      expect(await heading(p)).toBe("Resume");
      expect(await p.$eval("[data-automation=uploaded-resume]", (e) => e.textContent)).toBe("Uploaded: jane-doe-resume.pdf");
      await toReview(p);
      expect(await heading(p)).toBe("Review and Submit");

      await typeInto(p, "#ESignature", "Someone Else");
      await click(p, submit);
      expect(await summary(p)).toEqual([
        "You must certify that the information provided is true and complete.",
        "Electronic Signature must match your first and last name.",
      ]);
      expect(env.sim.submissions).toHaveLength(0);
      await p.click("#Certify");
      await typeInto(p, "#ESignature", "jane  doe");
      await click(p, submit);
      expect(await p.$eval("[data-automation=application-submitted] h1", (e) => e.textContent)).toBe("Thank you for applying");
      expect(env.sim.submissions).toHaveLength(1);
      const sub = env.sim.submissions[0];
      expect(sub).toMatchObject({ ats: "ukg", tenant: "acm1000acme", jobId: opp("4012") });
      expect(sub.fields).toMatchObject({
        Email: "jane.ukg@example.com",
        FirstName: "Jane",
        LastName: "Doe",
        PrimaryPhone: "+14155550100",
        City: "San Francisco",
        State: "California",
        Country: "United States",
        School: "Stanford University",
        WorkAuthorization: "Yes",
        Sponsorship: "No",
        ApplicantSource: "Company Website",
        AvailableStartDate: "01/15/2027",
        Gender: "I do not wish to self-identify",
        Certify: "true",
        ESignature: "jane  doe",
      });
      expect(sub.files.Resume.filename).toBe("jane-doe-resume.pdf");

      // The same opportunity again: already applied; the posting still offers Apply Now.
      await p.goto(`${BOARD}/OpportunityApply?opportunityId=${opp("4012")}`);
      expect(await p.$eval("[data-automation=already-applied] h1", (e) => e.textContent)).toBe(
        "You have already applied for this opportunity.",
      );
      // The application is the account's: another browser that signs in sees it too.
      const other = await newPage(env.browser);
      try {
        await other.goto(`${BOARD}/OpportunityApply?opportunityId=${opp("4012")}`);
        await signIn(other, "jane.ukg@example.com", PASSWORD);
        expect(await other.$("[data-automation=already-applied]")).not.toBeNull();
      } finally {
        await other.browserContext().close();
      }
      expect(env.sim.submissions).toHaveLength(1);
    },
  );

  it("refuses a wrong password, locks after five, refuses a second account; accounts are per tenant", { timeout: 150_000 }, async () => {
    const p = env.page;
    await p.goto(posting("4013"));
    await click(p, "[data-automation=apply-now-button]");
    await register(p, "lock.me@example.com");
    await p.evaluate((url) => fetch(url, { method: "POST" }), `${PATH}/Account/SignOut`); // same origin (the page may be https)
    await p.goto(`${BOARD}/OpportunityApply?opportunityId=${opp("4013")}`);
    expect(await p.$("[data-automation=sign-in-form]")).not.toBeNull();
    await signIn(p, "lock.me@example.com", "Wrong!Pass1");
    expect(await summary(p)).toEqual(["The email address or password is incorrect."]);
    for (let i = 0; i < 4; i++) await signIn(p, "lock.me@example.com", "Wrong!Pass1");
    expect(await summary(p)).toEqual([expect.stringMatching(/^Your account has been locked/)]);
    await signIn(p, "lock.me@example.com", PASSWORD);
    expect(await summary(p)).toEqual([expect.stringMatching(/^Your account has been locked/)]);

    await register(p, "lock.me@example.com");
    expect(await summary(p)).toEqual(["An account with this email address already exists. Sign in instead."]);

    // Another employer's board knows nothing of this account.
    await p.goto(
      `http://recruiting.ultipro.com/GLX2000GLOBX/JobBoard/0d8f7e3a-1b2c-4d5e-8f90-a1b2c3d4e5f6/OpportunityApply?opportunityId=${opp("4013")}`,
    );
    await signIn(p, "lock.me@example.com", PASSWORD);
    expect(await summary(p)).toEqual(["The email address or password is incorrect."]);
  });

  it(
    "the server refuses a post without the antiforgery token; closed postings and the CAPTCHA on Review",
    { timeout: 150_000 },
    async () => {
      const p = env.page;
      await p.goto(`${BOARD}/Account/SignIn?opportunityId=${opp("4014")}`);
      const status = await p.evaluate(
        async (url) => {
          const fd = new FormData();
          fd.append("Email", "x@example.com");
          fd.append("Password", "y");
          return (await fetch(url, { method: "POST", body: fd })).status;
        },
        `${PATH}/Account/SignIn?opportunityId=${opp("4014")}`,
      );
      expect(status).toBe(400);

      await p.goto(posting("4040"));
      expect(await p.$eval("[data-automation=opportunity-unavailable] h1", (e) => e.textContent)).toBe(
        "This opportunity is no longer available.",
      );
      await p.goto(`${BOARD}/OpportunityApply?opportunityId=${opp("4040")}`);
      expect(await p.$("[data-automation=opportunity-unavailable]")).not.toBeNull();

      // The older /Opportunity/OpportunityDetail path serves the same posting.
      await p.goto(`${BOARD}/Opportunity/OpportunityDetail?opportunityId=${opp("4041")}`);
      await click(p, "[data-automation=apply-now-button]");
      await register(p, "captcha@example.com");
      await toReview(p);
      expect(await p.$("iframe[title=reCAPTCHA]")).not.toBeNull();
      await p.click("#Certify");
      await typeInto(p, "#ESignature", "Jane Doe");
      await click(p, submit);
      expect(await summary(p)).toEqual(["Please complete the CAPTCHA."]);
      expect(env.sim.submissions).toHaveLength(0);
    },
  );
});
