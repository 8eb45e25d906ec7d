// Greenhouse adapter end to end, in real Chromium against both simulated UIs: the standard cases
// (platform-cases.ts) on the new React board and on the legacy form, then what is peculiar to
// Greenhouse (react-selects read by opening them, the location lookup, the uploader that swaps its
// input for the file's name, the e-mailed mixed-case security code, sessions left waiting).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { abandonSession, continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import { browserStats } from "../../ats-adapters/browser-pool";
import { openSessionCount } from "../../ats-adapters/sessions";
import { EXTRAS } from "../fixtures/profiles";
import { recordingGuard, request, testApplicant, withLease } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";
import { atsSettings, configureAts } from "../../ats-adapters/settings";
import { standardCases } from "./platform-cases";

let env: AtsEnv;
beforeAll(async () => {
  env = await startAtsEnv();
  // Legacy postings: "77" before the reserved digits keeps their behaviour (closed, CAPTCHA...).
  for (const job of ["4012", "4040", "4041", "4044", "5030"]) env.sim.postings.set(`77${job}`, { legacyMarkup: true });
});
afterAll(async () => {
  await env?.close();
});

const url = (job: string) => `http://job-boards.greenhouse.io/acme/jobs/${job}`;
const SF = "San Francisco, California, United States";

describe("greenhouse adapter, new board", { timeout: 240_000 }, () => {
  standardCases(
    {
      ats: "greenhouse",
      url,
      override: ["q_question_1007", "Overridden by the client"],
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          first_name: "Jane",
          last_name: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          phone_country: "us",
          country: "us",
          location: SF,
          question_1001: "https://www.linkedin.com/in/janedoe",
          question_1002: "1",
          question_1003: "0",
          question_1004: "7002",
          question_1005: "7102",
          question_1007: "Overridden by the client",
        });
      },
    },
    () => env,
  );

  it("inspects the form: react-selects with their options, the location lookup, the uploader by its group's label", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(request(url("4012")));
    const byKey = Object.fromEntries(result.questions.map((q) => [q.key, q]));
    expect(byKey.q_first_name).toMatchObject({ kind: "text", required: true, answer: "Jane", answer_source: "profile" });
    expect(byKey.q_resume).toMatchObject({
      label: "Resume/CV",
      kind: "file",
      required: true,
      answer: "http://files.example.test/resume.pdf",
    });
    expect(byKey.q_question_1002).toMatchObject({ kind: "single_select", required: true, answer: "Yes" });
    expect(byKey.q_question_1002.options!.map((o: { label: string }) => o.label)).toEqual(["Yes", "No"]);
    expect(byKey.q_question_1003).toMatchObject({ kind: "single_select", answer: "No" });
    expect(byKey.q_candidate_location).toMatchObject({ label: "Location (City)", kind: "typeahead", required: true });
    expect(byKey.q_hispanic_ethnicity).toMatchObject({ answer: "Decline To Self Identify", answer_source: "default" });
    // react-select's hidden required proxies are not questions of their own.
    expect(result.questions.filter((q) => /^q_question_1002/.test(q.key))).toHaveLength(1);
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions).toHaveLength(before);
  });

  it("uploads the profile's cover-letter text as a file, and picks a Londoner's own London from the lookup", async () => {
    const req = request(url("4012"));
    req.applicant = testApplicant(req.applicant.email, { ...EXTRAS, documents: { coverLetter: "Dear Acme, I would love to join." } });
    Object.assign(req.applicant.profile.personalInformation, { city: "London", state: "London", country: "United Kingdom" });
    req.applicant.profile.workAuthorization.countries = [{ country: "United States", authorized: true, needsSponsorship: false }];
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    const sub = env.sim.submissions.at(-1)!;
    expect(sub.fields.location).toBe("London, England, United Kingdom"); // the lookup also offers London, Ontario
    expect(sub.files.cover_letter.bytes.toString()).toBe("Dear Acme, I would love to join.");
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });

  it("asks for the e-mailed mixed-case security code, then finishes with it", async () => {
    const req = request(url("4042"));
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "code" });
    const mail = await env.smtp.waitFor(req.applicant.email);
    const code = /application: ([A-Za-z0-9]{8})\b/.exec(mail.text ?? "")![1];
    const before = env.sim.submissions.length;
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { code });
    expect(done.kind).toBe("submitted");
    expect(env.sim.submissions.length).toBe(before + 1);
    expect(env.sim.submissions.at(-1)!.fields.location).toBe(SF);
  });

  it("stops before the final click when the API declares a required question the page does not show", async () => {
    env.sim.postings.set("4512", { schemaDrift: true });
    const before = env.sim.submissions.length;
    const guard = recordingGuard();
    await expect(submitApplication(request(url("4512")), guard)).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining('"Are you willing to work from our Denver office three days a week?" is not on the page'),
    });
    expect(guard.clicks).toBe(0);
    expect(env.sim.submissions.length).toBe(before);
  });

  it("never clicks again when an earlier attempt already clicked", async () => {
    const before = env.sim.submissions.length;
    await expect(submitApplication(request(url("4012")), recordingGuard(true))).rejects.toMatchObject({ reason: "site_error" });
    expect(env.sim.submissions.length).toBe(before);
  });

  it("closes the waiting page when the session is abandoned, or when it is left idle", async () => {
    const outcome = await submitApplication(request(url("4042")), recordingGuard());
    expect(outcome.kind).toBe("needs_verification");
    expect(browserStats().leases).toBe(1);
    await abandonSession((outcome as { sessionId: string }).sessionId);
    expect(browserStats().leases).toBe(0);
    await expect(continueWithVerification((outcome as { sessionId: string }).sessionId, { code: "ABCDefgh" })).rejects.toMatchObject({
      reason: "site_error",
    });
    const { sessionIdleMs } = atsSettings;
    configureAts({ sessionIdleMs: 200 });
    try {
      expect((await submitApplication(request(url("4043")), recordingGuard())).kind).toBe("needs_verification");
      for (let i = 0; i < 100 && (openSessionCount() > 0 || browserStats().leases > 0); i++) await new Promise((r) => setTimeout(r, 50));
      expect(openSessionCount()).toBe(0);
      expect(browserStats().leases).toBe(0);
    } finally {
      configureAts({ sessionIdleMs });
    }
  });
});

describe("greenhouse, a one-page form kept open through its review", { timeout: 120_000 }, () => {
  const job = () => `${Date.now() % 1e6}4012`;
  const formLoads = (id: string) =>
    env.sim.requests.filter((r) => r.method === "GET" && r.path.split("?")[0] === `/acme/jobs/${id}`).length;

  it("submits the inspected page with the client's changed answer, without loading the form again", async () => {
    const id = job();
    const req = request(url(id));
    const sessions = openSessionCount();
    const inspection = await inspectApplication(req, undefined, { keepForReview: true });
    expect(inspection.reviewSessionId).toMatch(/^sess_/);
    expect(openSessionCount()).toBe(sessions + 1);
    const before = env.sim.submissions.length;
    const outcome = await submitApplication(
      { ...req, answers: { q_question_1007: "Changed at the review" } },
      recordingGuard(),
      undefined,
      inspection.reviewSessionId,
    );
    expect(outcome.kind).toBe("submitted");
    expect(formLoads(id)).toBe(1);
    expect(openSessionCount()).toBe(sessions);
    expect(env.sim.submissions).toHaveLength(before + 1);
    expect(env.sim.submissions.at(-1)!.fields).toMatchObject({
      first_name: "Jane",
      email: req.applicant.email,
      location: SF,
      question_1002: "1",
      question_1007: "Changed at the review",
    });
    expect(env.sim.submissions.at(-1)!.files.resume.bytes.equals(resumePdf())).toBe(true);
  });

  it("gives the kept page's slot to an application that needs it, and then loads the form again", async () => {
    const size = atsSettings.browserPoolSize;
    configureAts({ browserPoolSize: 1 });
    try {
      const id = job();
      const req = request(url(id));
      const inspection = await inspectApplication(req, undefined, { keepForReview: true });
      const sessions = openSessionCount();
      await withLease(async () => expect(openSessionCount()).toBe(sessions - 1));
      expect((await submitApplication(req, recordingGuard(), undefined, inspection.reviewSessionId)).kind).toBe("submitted");
      expect(formLoads(id)).toBe(2);
    } finally {
      configureAts({ browserPoolSize: size });
    }
  });
});

describe("greenhouse adapter, legacy form", { timeout: 240_000 }, () => {
  standardCases(
    {
      ats: "greenhouse",
      url: (job) => `http://boards.greenhouse.io/acme/jobs/77${job}`,
      resumeField: "job_application[resume]",
      expectFields(sub, req) {
        const a = (n: number, rest: string) => sub.fields[`job_application[answers_attributes][${n}][${rest}]`];
        expect(sub.fields).toMatchObject({
          "job_application[first_name]": "Jane",
          "job_application[last_name]": "Doe",
          "job_application[email]": req.applicant.email,
          "job_application[phone]": "+14155550100",
          "job_application[location]": SF,
        });
        expect(a(0, "text_value")).toBe("https://www.linkedin.com/in/janedoe");
        expect([a(1, "boolean_value"), a(2, "boolean_value")]).toEqual(["1", "0"]);
        expect(a(3, "answer_selected_options_attributes][0][question_option_id")).toBe("7002");
        expect(a(4, "answer_selected_options_attributes][0][question_option_id")).toBe("7102");
      },
    },
    () => env,
  );
});
