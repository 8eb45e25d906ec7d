// Drives the generic forms (JazzHR-like, Breezy-like two-step wizard, Recruitee-like) by hand in Chromium,
// including the 6-digit e-mailed code over real SMTP.
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "./harness";

const env = useSimulatorBrowser({ mail: true });
const resume = resumeFile();

const submitAndWait = (p: Page, selector: string) => Promise.all([p.waitForNavigation(), p.click(selector)]);

async function fillJazz(p: Page, email: string) {
  await typeInto(p, "#resumator-firstname-value", "Jane");
  await typeInto(p, "#resumator-lastname-value", "Doe");
  await typeInto(p, "#resumator-email-value", email);
  await typeInto(p, "#resumator-phone-value", "+14155550100");
  await typeInto(p, "#resumator-city-value", "San Francisco");
  await typeInto(p, "#resumator-state-value", "CA");
  await typeInto(p, "#resumator-postal-value", "94105");
  await upload(p, "#resumator-resume-value", resume);
  await p.type("#resumator-date_available-value", "03152027");
  await p.click("label[for='resumator-questionnaire_1-0']");
  await p.click("label[for='resumator-questionnaire_2-1']");
  await p.select("#resumator-questionnaire_3", "Bachelor's");
  await p.click("label[for='resumator-questionnaire_4-2']");
  await p.click("#resumator-consent-value");
}

describe("generic simulators", () => {
  it("JazzHR-like: single page, link submit, labelled fields incl. a date", async () => {
    await env.page.goto("http://acme.applytojob.com/apply/xKq94012/software-engineer");
    await submitAndWait(env.page, "#resumator-submit-resume");
    expect(await env.page.$eval("#resumator-firstname-value-error", (e) => e.textContent)).toBe("This field is required.");
    await fillJazz(env.page, "jane@example.com");
    await submitAndWait(env.page, "#resumator-submit-resume");
    expect(schemeless(env.page.url())).toBe("//acme.applytojob.com/apply/xKq94012/software-engineer/thanks");
    expect(env.sim.submissions).toHaveLength(1);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "jazzhr", tenant: "acme", jobId: "xKq94012" });
    expect(env.sim.submissions[0].fields).toMatchObject({
      "resumator-date_available-value": "2027-03-15", "resumator-questionnaire[1]": "Yes", "resumator-questionnaire[2]": "No",
      "resumator-questionnaire[3]": "Bachelor's", "resumator-questionnaire[4][]": ["Night"], "resumator-consent-value": "yes",
    });
    expect(env.sim.submissions[0].files["resumator-resume-value"].bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("Breezy-like: two-step wizard with a 6-digit code e-mailed (HTML-only for 4043)", async () => {
    await env.page.goto("http://globex.breezy.hr/p/9f3e4043-software-engineer");
    await submitAndWait(env.page, ".apply-button");
    expect(await env.page.$eval(".wizard-steps", (e) => e.textContent)).toBe("Step 1 of 2");
    await typeInto(env.page, "#name", "Jane Doe");
    await typeInto(env.page, "#email_address", "breezy@example.com");
    await typeInto(env.page, "#phone_number", "+14155550100");
    await upload(env.page, "#resume", resume);
    await submitAndWait(env.page, "#next-step");
    expect(await env.page.$eval(".wizard-steps", (e) => e.textContent)).toBe("Step 2 of 2");
    await env.page.click("#questions_work_authorization-0");
    await env.page.click("#questions_sponsorship-1");
    await env.page.type("#questions_start_date", "04012027");
    await env.page.select("#questions_experience", "5-9");
    await env.page.click("#privacy_consent");
    await submitAndWait(env.page, "#submit-application");
    expect(await env.page.$eval("#verification-instructions", (e) => e.textContent)).toContain("breezy@example.com");
    expect(env.sim.submissions).toHaveLength(0);
    const mail = await env.smtp.waitFor("breezy@example.com");
    expect((mail.headers.get("content-type") as { value: string }).value).toBe("text/html");
    const code = /<p>(\d{6})<\/p>/.exec(String(mail.html))![1];
    await env.page.type("#verification_code", "000000" === code ? "111111" : "000000");
    await submitAndWait(env.page, "#verify-button");
    expect(await env.page.content()).toContain("The code you entered is incorrect.");
    await env.page.type("#verification_code", code);
    await submitAndWait(env.page, "#verify-button");
    // breezy.hr is HSTS-preloaded: Chromium is on https:// there.
    expect(env.page.url()).toMatch(/^https?:\/\/globex\.breezy\.hr\/p\/9f3e4043-software-engineer\/thanks$/);
    expect(env.sim.submissions[0]).toMatchObject({ ats: "breezy", tenant: "globex", jobId: "9f3e4043" });
    expect(env.sim.submissions[0].fields).toMatchObject({ name: "Jane Doe", "questions[work_authorization]": "Yes", "questions[start_date]": "2027-04-01" });
    expect(Object.keys(env.sim.submissions[0].files)).toEqual(["resume"]);
  });

  it("Recruitee-like: closed posting and CAPTCHA wall", async () => {
    const res = await env.page.goto("http://initech.recruitee.com/o/software-engineer-4040/c/new");
    expect(res!.status()).toBe(404);
    expect(await env.page.content()).toContain("This position is no longer available");
    await env.page.goto("http://initech.recruitee.com/o/software-engineer-4041");
    await submitAndWait(env.page, ".apply-button");
    expect(await env.page.$(".g-recaptcha iframe")).not.toBeNull();
    await typeInto(env.page, "#candidate_name", "Jane Doe");
    await typeInto(env.page, "#candidate_email", "jane@example.com");
    await typeInto(env.page, "#candidate_phone", "+14155550100");
    await upload(env.page, "#candidate_cv", resume);
    await env.page.click("#candidate_open_question_answers_101-0");
    await env.page.click("#candidate_open_question_answers_102-1");
    await env.page.click("#candidate_gdpr_consent");
    await submitAndWait(env.page, "#submit-application");
    expect(await env.page.$eval(".alert", (e) => e.textContent)).toContain("not a robot");
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("Jobvite-, Personio- and Teamtailor-like hosts serve the same kind of form", async () => {
    await env.page.goto("http://jobs.jobvite.com/acme/job/oQx4012");
    await submitAndWait(env.page, ".apply-button");
    expect(schemeless(env.page.url())).toBe("//jobs.jobvite.com/acme/job/oQx4012/apply");
    await typeInto(env.page, "#firstName", "Jane");
    await typeInto(env.page, "#lastName", "Doe");
    await typeInto(env.page, "#email", "jane@example.com");
    await typeInto(env.page, "#phone", "+14155550100");
    await upload(env.page, "#resume", resume);
    await env.page.click("#questions_legal-0");
    await env.page.click("#questions_sponsor-1");
    await submitAndWait(env.page, "#submit-application");
    expect(schemeless(env.page.url())).toBe("//jobs.jobvite.com/acme/job/oQx4012/thanks");
    expect(env.sim.submissions.at(-1)).toMatchObject({ ats: "jobvite", tenant: "acme", jobId: "oQx4012" });

    await env.page.goto("http://acme.jobs.personio.de/job/1234012");
    expect(await env.page.$("#documents_cv")).not.toBeNull(); // the form is on the posting env.page
    expect((await env.page.goto("http://acme.jobs.personio.com/job/1234040"))!.status()).toBe(404);
    await env.page.goto("http://acme.teamtailor.com/jobs/4012-software-engineer");
    await submitAndWait(env.page, ".apply-button");
    expect(schemeless(env.page.url())).toBe("//acme.teamtailor.com/jobs/4012-software-engineer/applications/new");
  });
});
