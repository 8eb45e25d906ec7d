// Greenhouse adapter end to end, in real Chromium against the Greenhouse simulator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { abandonSession, continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import { browserStats } from "../../ats-adapters/browser";
import { openSessionCount } from "../../ats-adapters/sessions";
import { EXTRAS, recordingGuard, request, testApplicant, withRetries } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";

let env: AtsEnv;
beforeAll(async () => {
  env = await startAtsEnv();
});
afterAll(async () => {
  await env?.close();
});

const url = (job: string) => `http://boards.greenhouse.io/acme/jobs/${job}`;

describe("greenhouse adapter", () => {
  it("inspects the form and proposes answers from the profile", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byKey = Object.fromEntries(result.questions.map((q) => [q.key, q]));
    expect(byKey.q_first_name).toMatchObject({ kind: "text", required: true, answer: "Jane", answer_source: "profile" });
    expect(byKey.q_resume).toMatchObject({ kind: "file", required: true, answer: "http://files.example.test/resume.pdf" });
    expect(byKey.q_question_1002).toMatchObject({ kind: "single_select", answer: "1" });
    expect(byKey.q_question_1003).toMatchObject({ kind: "single_select", answer: "0" });
    expect(byKey.q_hispanic_ethnicity).toMatchObject({ answer: "Decline To Self Identify", answer_source: "default" });
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions).toHaveLength(0);
  });

  it("submits the profile's values and the client's overriding answers", async () => {
    const req = request(url("4012"), { answers: { q_question_1007: "Overridden by the client" } });
    const guard = recordingGuard();
    const outcome = await submitApplication(req, guard);
    expect(outcome).toMatchObject({ kind: "submitted" });
    expect(guard.clicks).toBe(1);
    const sub = env.sim.submissions.at(-1)!;
    expect(sub.fields).toMatchObject({
      first_name: "Jane",
      last_name: "Doe",
      email: req.applicant.email,
      phone: "+14155550100",
      question_1001: "https://www.linkedin.com/in/janedoe",
      question_1002: "1",
      question_1003: "0",
      question_1005: "Company website",
      question_1007: "Overridden by the client",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });

  it("uploads the profile's cover-letter text as a file where the form wants a document", async () => {
    const req = request(url("4012"));
    req.applicant = testApplicant(req.applicant.email, { ...EXTRAS, documents: { coverLetter: "Dear Acme, I would love to join." } });
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)!.files.cover_letter.bytes.toString()).toBe("Dear Acme, I would love to join.");
  });

  it("fails a closed posting with job_closed", async () => {
    await expect(submitApplication(request(url("4040")), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
  });

  it("stops at a visible CAPTCHA with manual_completion_required and never clicks", async () => {
    const guard = recordingGuard();
    await expect(submitApplication(request(url("4041")), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("lists a required question the profile cannot answer", async () => {
    const result = await inspectApplication(request(url("4044")));
    expect(result.unanswered).toEqual(["q_question_1099"]);
    await expect(submitApplication(request(url("4044")), recordingGuard())).rejects.toMatchObject({ reason: "incomplete_candidate" });
  });

  it("submits once the client answers what the profile could not (review answers by key)", async () => {
    const inspected = await inspectApplication(request(url("4044")));
    const [key] = inspected.unanswered;
    const req = request(url("4044"), { answers: { [key]: "E-2002", q_question_1002: "true" } });
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)!.fields).toMatchObject({ question_1099: "E-2002", question_1002: "1" });
  });

  it("succeeds on a retry after HTTP 5xx", async () => {
    const guard = recordingGuard();
    const outcome = await withRetries(() => submitApplication(request(url("5030")), guard));
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
  });

  it("asks for the e-mailed security code, then finishes with it", async () => {
    const req = request(url("4042"));
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "code" });
    const mail = await env.smtp.waitFor(req.applicant.email);
    const code = /\b([A-Z0-9]{8})\b/.exec(mail.text ?? "")![1];
    const before = env.sim.submissions.length;
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { code });
    expect(done.kind).toBe("submitted");
    expect(env.sim.submissions.length).toBe(before + 1);
  });

  it("never clicks again when an earlier attempt already clicked", async () => {
    const before = env.sim.submissions.length;
    await expect(submitApplication(request(url("4012")), recordingGuard(true))).rejects.toMatchObject({ reason: "site_error" });
    expect(env.sim.submissions.length).toBe(before);
  });

  // Reporting the clicking attempt's recorded outcome is the activity's part (test/faults/final-click.test.ts);
  // the ATS layer, asked again after a click, never clicks and says the outcome is unknown.
  it("never clicks again when a retry finds the click already claimed", async () => {
    const req = request(url("4012"));
    const first = await submitApplication(req, recordingGuard());
    expect(first.kind).toBe("submitted");
    const before = env.sim.submissions.length;
    const retry = recordingGuard(true);
    await expect(submitApplication(req, retry)).rejects.toMatchObject({ reason: "site_error", message: expect.stringContaining("may already have reached the employer") });
    expect(retry.clicks).toBe(0);
    expect(env.sim.submissions.length).toBe(before);
  });

  it("closes the waiting page when the session is abandoned", async () => {
    const outcome = await submitApplication(request(url("4042")), recordingGuard());
    expect(outcome.kind).toBe("needs_verification");
    expect(browserStats().leases).toBe(1);
    await abandonSession((outcome as { sessionId: string }).sessionId);
    expect(browserStats().leases).toBe(0);
    await expect(continueWithVerification((outcome as { sessionId: string }).sessionId, { code: "ABCDEFGH" })).rejects.toMatchObject({ reason: "site_error" });
  });

  it("closes a waiting page left idle", async () => {
    process.env.ATS_SESSION_IDLE_MS = "200";
    try {
      const outcome = await submitApplication(request(url("4042")), recordingGuard());
      expect(outcome.kind).toBe("needs_verification");
      for (let i = 0; i < 100 && (openSessionCount() > 0 || browserStats().leases > 0); i++) await new Promise((r) => setTimeout(r, 50));
      expect(openSessionCount()).toBe(0);
      expect(browserStats().leases).toBe(0);
    } finally {
      delete process.env.ATS_SESSION_IDLE_MS;
    }
  });
});
