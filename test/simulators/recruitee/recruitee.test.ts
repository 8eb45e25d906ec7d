// Drives the Recruitee simulator by hand in real Chromium: the Application tab (already in the page), one full-name input,
// Yes/No and choice questions, the Legal Agreements box, the page's "This field is required" errors, the API request it
// builds, the API's own refusal, closed postings, the CAPTCHA. (Rebuilt from captures: answers are named
// `candidate.openQuestionAnswers.{id}.flag|content|multiContent`, the consent is `candidate.agreements.0.consent`,
// errors sit in each field's `[role=alert]` slot, the submit is `[data-testid=submit-application-form-button]`,
// success is the "All done!" panel.)
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://initech.recruitee.com/o/software-engineer-${job}`;

async function fill(p: Page) {
  await typeInto(p, "input[name='candidate.name']", "Jane Doe");
  await typeInto(p, "input[name='candidate.email']", "jane@example.com");
  await typeInto(p, "input[name='candidate.phone']", "+14155550100");
  await upload(p, "input[name='candidate.cv']", resume);
  await p.click("input[name='candidate.openQuestionAnswers.101.flag'][value=true]");
  await p.click("input[name='candidate.openQuestionAnswers.102.flag'][value=false]");
  await p.click("input[name='candidate.openQuestionAnswers.103.content'][value='5+ years']");
  await p.click("input[name='candidate.openQuestionAnswers.105.multiContent'][value=English]");
  await p.click("input[name='candidate.openQuestionAnswers.105.multiContent'][value=German]");
  await p.click("input[name='candidate.agreements.0.consent']");
}
/** The names of the fields whose error slot speaks. */
const fieldsInError = (p: Page) =>
  p.$$eval("[role=alert][id$='-error']", (els) =>
    els
      .filter((e) => e.textContent)
      .flatMap((e) =>
        [...document.querySelectorAll(`[aria-describedby~='${e.id}'], [aria-labelledby='${e.id.replace(/-error$/, "-0")}']`)].slice(0, 1),
      )
      .map((i) => (i as HTMLInputElement).name),
  );
const send = (p: Page) => p.click("[data-testid=submit-application-form-button]");

describe("Recruitee simulator", () => {
  it("goes from the posting to /c/new, refuses blanks, then sends the Careers Site API request", async () => {
    await env.page.goto(URL("4012"));
    expect(await env.page.$eval("#offer-application-form", (e) => (e as HTMLElement).offsetParent)).toBeNull();
    await env.page.click("[data-cy=apply-button]");
    await env.page.waitForSelector("input[name='candidate.name']", { visible: true });
    expect(schemeless(env.page.url())).toBe("//initech.recruitee.com/o/software-engineer-4012/c/new");
    await typeInto(env.page, "input[name='candidate.name']", "Jane Doe");
    await send(env.page);
    expect(await fieldsInError(env.page)).toEqual(
      expect.arrayContaining([
        "candidate.email",
        "candidate.cv",
        "candidate.openQuestionAnswers.101.flag",
        "candidate.agreements.0.consent",
      ]),
    );
    expect(await env.page.$eval("[role=alert][id^='input-candidate.email']", (e) => e.textContent)).toBe(
      "This field is required and can not be left empty.",
    );

    await fill(env.page);
    await send(env.page);
    await env.page.waitForSelector("[data-cy=application-sent]", { visible: true });
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "recruitee", tenant: "initech", jobId: "software-engineer-4012" });
    expect(sub.fields).toMatchObject({
      "candidate[name]": "Jane Doe",
      "candidate[email]": "jane@example.com",
      "candidate[sms_consent]": "false",
      "candidate[open_question_answers_attributes][0][open_question_id]": "101",
      "candidate[open_question_answers_attributes][0][flag]": "true",
      "candidate[open_question_answers_attributes][1][flag]": "false",
      "candidate[open_question_answers_attributes][2][content]": "5+ years",
      "candidate[open_question_answers_attributes][3][multi_content][]": ["English", "German"],
      "candidate[agreements_attributes][0][agreement_id]": "1113",
      "candidate[agreements_attributes][0][consent]": "true",
    });
    expect(sub.files["candidate[cv]"].filename).toBe("jane-doe-resume.pdf");
  });

  it("the API refuses a request without the required answers", async () => {
    await env.page.goto(URL("4012") + "/c/new");
    const res = await env.page.evaluate(async () => {
      const fd = new FormData();
      fd.append("candidate[name]", "Jane Doe");
      const r = await fetch("/api/offers/software-engineer-4012/candidates", { method: "POST", body: fd });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ "candidate.email": "can't be blank", "candidate.openQuestionAnswers.101": "can't be blank" });
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("says a closed offer cannot be found; a visible CAPTCHA stops the submission", async () => {
    const closed = await env.page.goto(URL("4040") + "/c/new");
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("We couldn’t find this job");
    await env.page.goto(URL("4041") + "/c/new");
    await fill(env.page);
    await send(env.page);
    expect(await env.page.$eval("#form-errors", (e) => e.textContent)).toBe("Please confirm you are not a robot.");
    expect(env.sim.submissions).toHaveLength(0);
  });
});
