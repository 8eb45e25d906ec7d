// Drives the Teamtailor simulator by hand in real Chromium: the Apply link to /applications/new, the
// resume uploaded on choice (the form then carries its URL), boolean questions as true/false radios,
// the consent box, "can't be blank" errors, the server's own refusal, the receipt with its separate
// Connect form, closed postings and the CAPTCHA. (Rebuilt from captures: the form is
// form#job-application-form posting to /applications, errors sit in `span#{id}_error` of the field's
// wrapper `#{id}.field-with-errors`, and the submit is input[name=commit].)
import { describe, it, expect } from "vitest";
import type { Page } from "puppeteer-core";
import { useSimulatorBrowser, resumeFile, typeInto, upload, schemeless } from "../harness";

const env = useSimulatorBrowser();
const resume = resumeFile();
const URL = (job: string) => `http://acme.teamtailor.com/jobs/77${job}-software-engineer`;
const Q = (i: number, kind: string) => `candidate[answers_attributes][${i}][${kind}]`;

async function fill(p: Page) {
  await typeInto(p, "#candidate_first_name", "Jane");
  await typeInto(p, "#candidate_last_name", "Doe");
  await typeInto(p, "#candidate_email", "jane@example.com");
  await typeInto(p, "#candidate_phone", "+14155550100");
  await upload(p, "#upload_resume_field input[type=file]", resume);
  await p.waitForFunction(() => (document.querySelector("input[name='candidate[resume_remote_url]']") as HTMLInputElement | null)?.value);
  await p.click(`input[name='${Q(0, "boolean")}'][value=true]`);
  await p.click(`input[name='${Q(1, "boolean")}'][value=false]`);
  await p.click("#candidate_consent_given");
}
/** The names of the fields whose wrappers show an error. */
const fieldsInError = (p: Page) =>
  p.$$eval(".field-with-errors", (els) =>
    els.flatMap((e) =>
      [...e.querySelectorAll("input[name]:not([type=hidden]), textarea[name]")].map((i) => (i as HTMLInputElement).name).slice(0, 1),
    ),
  );
const uploadInError = (p: Page) => p.$eval("#id_6032", (e) => e.classList.contains("field-with-errors"));
const send = (p: Page) => p.click("#job-application-form input[type=submit][name=commit]");

describe("Teamtailor simulator", () => {
  it("goes from the posting to /applications/new, refuses blanks, then records the candidate and shows the receipt", async () => {
    await env.page.goto(URL("4012"));
    await Promise.all([env.page.waitForNavigation(), env.page.click("a[href*='/applications/new']")]);
    expect(schemeless(env.page.url())).toBe("//acme.teamtailor.com/jobs/774012-software-engineer/applications/new");
    await typeInto(env.page, "#candidate_first_name", "Jane");
    await send(env.page);
    await env.page.waitForSelector(".field-with-errors");
    expect(await fieldsInError(env.page)).toEqual(
      expect.arrayContaining(["candidate[email]", Q(0, "boolean"), "candidate[consent_given]"]),
    );
    expect(await uploadInError(env.page)).toBe(true);
    expect(await env.page.$eval("#id_6024_error", (e) => e.textContent)).toBe("Email can't be blank");

    await fill(env.page);
    await send(env.page);
    await env.page.waitForSelector(".application-receipt");
    expect(await env.page.$eval(".application-receipt h1", (e) => e.textContent)).toBe("Thanks for applying");
    expect(await env.page.$("form[action='/connect'] button[type=submit]")).not.toBeNull();
    expect(schemeless(env.page.url())).toBe("//acme.teamtailor.com/jobs/774012-software-engineer/applications/new");
    expect(env.sim.submissions).toHaveLength(1);
    const sub = env.sim.submissions[0];
    expect(sub).toMatchObject({ ats: "teamtailor", tenant: "acme", jobId: "774012" });
    expect(sub.fields).toMatchObject({
      "candidate[first_name]": "Jane",
      "candidate[last_name]": "Doe",
      "candidate[email]": "jane@example.com",
      "candidate[phone]": "+14155550100",
      "candidate[answers_attributes][0][question_id]": "501",
      [Q(0, "boolean")]: "true",
      [Q(1, "boolean")]: "false",
      "candidate[consent_given]": ["0", "1"],
    });
    expect(sub.files.resume.filename).toBe("jane-doe-resume.pdf");
  });

  it("the server refuses a request without the required answers", async () => {
    await env.page.goto(URL("4012") + "/applications/new");
    const res = await env.page.evaluate(async () => {
      const r = await fetch("/applications", {
        method: "POST",
        body: new URLSearchParams({ "candidate[first_name]": "Jane", "candidate[job_applications_attributes][0][job_id]": "774012" }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      id_6024: "Email can't be blank",
      id_6040: "must be accepted",
      id_4400: "Boolean can't be blank",
    });
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("says a closed job is no longer open; a visible CAPTCHA stops the submission; region hosts work", async () => {
    const closed = await env.page.goto(URL("4040") + "/applications/new");
    expect(closed!.status()).toBe(404);
    expect(await env.page.$eval("h1", (e) => e.textContent)).toBe("This job is no longer open");
    await env.page.goto(URL("4041") + "/applications/new");
    await fill(env.page);
    await send(env.page);
    await env.page.waitForSelector("#error_explanation:not([hidden])");
    expect(await env.page.$eval("#error_explanation", (e) => e.textContent)).toBe("Please verify that you are not a robot.");
    expect(env.sim.submissions).toHaveLength(0);
    expect((await env.page.goto("http://acme.na.teamtailor.com/jobs/42-designer"))!.status()).toBe(200);
  });
});
