// Taleo adapter end to end: a new account on the company's career section, the wizard with its typed
// e-signature, a returning candidate who signs in, a refused stored password, and the standard cases.
import { describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import type { AtsCredentials } from "../../ats-adapters/types";
import { recordingGuard, request, withRetries } from "./helpers";
import { useAtsEnv } from "./env";
import { inspectionCreatesTheAccount } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string, co = "acme") => `http://${co}.taleo.net/careersection/2/jobdetail.ftl?job=${job}&lang=en`;
const PASSWORD = "kQ3vXw9LmN2pR7sT5uYzaZ7!"; // the shape of the service's generated passwords
const creds = (login: string, existing: boolean, password = PASSWORD): AtsCredentials => ({ login, password, existing });
/** A request that registers a new account (the candidate's e-mail is the login). */
function newAccount(job: string, co = "acme") {
  const req = request(url(job, co));
  return { ...req, credentials: creds(req.applicant.email, false) };
}
const P = "et-ef-content-ftf-gp-j_id_id16pc9-page_0";

describe("taleo adapter", () => {
  it("registers, walks the wizard with its e-signature, submits once; a returning candidate signs in", { timeout: 400_000 }, async () => {
    const first = newAccount("4012");
    const guard = recordingGuard();
    const outcome = await submitApplication(first, guard);
    expect(outcome).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(guard.clicks).toBe(1);
    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "taleo", tenant: "acme", jobId: "4012" });
    expect(sub.fields).toMatchObject({
      userName: first.applicant.email,
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_FirstName`]: "Jane",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_LastName`]: "Doe",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_EmailAddress`]: first.applicant.email,
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_HomePhone`]: "+14155550100",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_City`]: "San Francisco",
      [`${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_ZipCode`]: "94105",
      [`${P}-eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`]: "Jane Doe",
      [`${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-0-qr`]: "Yes",
      [`${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-1-qr`]: "No",
      [`${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-2-qr`]: "Yes",
    });
    const resumeKey = Object.keys(sub.files).find((k) => k.endsWith("ResumeUploadInputFile"))!;
    expect(sub.files[resumeKey].bytes.equals(resumePdf())).toBe(true);

    // Same candidate, same company, another posting: signs in with the stored credentials.
    const before = env.sim.submissions.length;
    const second = request(url("4013"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
    const again = await submitApplication(second, recordingGuard());
    expect(again.kind).toBe("submitted");
    expect(again.kind === "submitted" && again.accountCreated).toBeFalsy();
    expect(env.sim.submissions.length).toBe(before + 1);
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: "4013", fields: { userName: first.applicant.email } });
  });

  it("stops after one refused sign-in with the stored password, saying so", { timeout: 300_000 }, async () => {
    const first = newAccount("4012", "globex");
    expect((await submitApplication(first, recordingGuard())).kind).toBe("submitted");
    const guard = recordingGuard();
    const from = env.sim.requests.length;
    const wrong = request(url("4013", "globex"), {
      applicant: first.applicant,
      credentials: creds(first.applicant.email, true, "Wrong-password-1"),
    });
    await expect(submitApplication(wrong, guard)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/refused the stored sign-in.*not tried again/),
    });
    expect(guard.clicks).toBe(0);
    // One attempt: Taleo locks accounts after a few, and the candidate's own sign-in must still work.
    const attempts = env.sim.requests
      .slice(from)
      .filter((r) => r.host === "globex.taleo.net" && r.method === "POST" && r.path.includes("/login.jsf?") && r.status === 400);
    expect(attempts).toHaveLength(1);
  });

  it("registers with an e-mailed activation link when the career section asks for one", { timeout: 400_000 }, async () => {
    const req = newAccount("4042", "initech");
    const guard = recordingGuard();
    const outcome = await submitApplication(req, guard);
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "link", accountCreated: true });
    const mail = await env.smtp.waitFor(req.applicant.email);
    const link = /https?:\/\/\S+\/activate\.jsf\?token=[0-9a-f]+/.exec(mail.text ?? String(mail.html))![0];
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { link });
    expect(done).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(guard.clicks).toBe(1);
  });

  it(
    "after a recorded click, looks on the site: the job's page says applied, or nothing is resubmitted",
    { timeout: 400_000 },
    async () => {
      const first = newAccount("4012", "stark");
      expect((await submitApplication(first, recordingGuard())).kind).toBe("submitted");
      const before = env.sim.submissions.length;
      const returning = (job: string) =>
        request(url(job, "stark"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
      await expect(submitApplication(returning("4012"), recordingGuard(true))).resolves.toMatchObject({ kind: "submitted" });
      await expect(submitApplication(returning("4013"), recordingGuard(true))).rejects.toMatchObject({
        reason: "site_error",
        message: expect.stringMatching(/not resubmitted/),
      });
      expect(env.sim.submissions.length).toBe(before);
    },
  );

  it("fails a closed posting with job_closed", { timeout: 300_000 }, async () => {
    await expect(submitApplication(newAccount("4040"), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
  });

  it("stops at a visible CAPTCHA with manual_completion_required without clicking submit", { timeout: 300_000 }, async () => {
    const guard = recordingGuard();
    await expect(submitApplication(newAccount("4041"), guard)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/CAPTCHA/),
    });
    expect(guard.clicks).toBe(0);
  });

  it("lists a required question nothing answers, and will not submit without it", { timeout: 300_000 }, async () => {
    const req = newAccount("4044");
    const guard = recordingGuard();
    await expect(submitApplication(req, guard)).rejects.toMatchObject({
      reason: "incomplete_candidate",
      message: expect.stringMatching(/referral code/),
    });
    expect(guard.clicks).toBe(0);
    // Signed in now, inspection walks the wizard and lists it.
    const result = await inspectApplication({ ...req, credentials: creds(req.applicant.email, true) });
    expect(result.unanswered).toHaveLength(1);
    expect(result.questions.find((q) => q.key === result.unanswered[0])?.label).toMatch(/referral code/i);
  });

  it(
    "inspecting before an account exists registers it and lists the questions behind the wall; the submit signs in",
    { timeout: 300_000 },
    async () => {
      const result = await inspectionCreatesTheAccount(env, newAccount("4012", "hooli"));
      expect(result.questions.length).toBeGreaterThan(5);
      expect(result.unanswered).toEqual([]);
    },
  );

  it("succeeds on a retry after HTTP 5xx", { timeout: 300_000 }, async () => {
    const guard = recordingGuard();
    const req = newAccount("5030");
    const outcome = await withRetries(() => submitApplication(req, guard));
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
  });
});
