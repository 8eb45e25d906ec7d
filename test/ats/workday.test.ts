// Workday adapter end to end: account creation with an e-mailed verification link, the wizard,
// a second application on the same tenant that signs in, and the standard failure cases.
import { describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { abandonSession, continueInspection, continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import type { AtsCredentials } from "../../ats-adapters/types";
import { recordingGuard, request, withRetries } from "./helpers";
import { WD_FIELDS, questionId } from "../simulators/workday";
import { useAtsEnv } from "./env";

const env = useAtsEnv();

const url = (job: string, tenant = "acme") => `http://${tenant}.wd5.myworkdayjobs.com/External/job/New-York-NY/Software-Engineer_R-${job}`;
const creds = (login: string, existing: boolean): AtsCredentials => ({ login, password: "Secret-pass-42", existing });

/** A request with a fresh account on the tenant (no verification step for these postings). */
async function newAccountRequest(job: string) {
  env.sim.postings.set(`R-${job}`, { ...(await import("../simulators")).reservedBehaviours[job], emailVerification: false });
  const req = request(url(job));
  return { ...req, credentials: creds(req.applicant.email, false) };
}

describe("workday adapter", () => {
  it("creates the account, follows the e-mailed link, submits; a second application signs in", { timeout: 240_000 }, async () => {
    const first = request(url("4012"));
    first.credentials = creds(first.applicant.email, false);
    const guard = recordingGuard();
    const outcome = await submitApplication(first, guard);
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "link", accountCreated: true });
    expect(guard.clicks).toBe(0);

    const mail = await env.smtp.waitFor(first.applicant.email);
    const link = /https?:\/\/\S+\/activate\/[0-9a-f]+/.exec(mail.text ?? String(mail.html))![0];
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { link });
    expect(done).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(guard.clicks).toBe(1);

    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "workday", tenant: "acme", bot: false });
    expect(sub.fields).toMatchObject({
      email: first.applicant.email,
      [WD_FIELDS.firstName]: "Jane",
      [WD_FIELDS.lastName]: "Doe",
      [WD_FIELDS.phone]: "+14155550100",
      [WD_FIELDS.city]: "San Francisco",
      [WD_FIELDS.postalCode]: "94105",
      "source--source": "Company Website",
      [questionId("workAuthorization")]: "Yes",
      [questionId("sponsorship")]: "No",
      [questionId("over18")]: "Yes",
      "personalInfoUS--gender": "Not declared",
      "personalInfoUS--veteranStatus": "I DO NOT WISH TO SELF-IDENTIFY",
      candidateIsPreviousWorker: "false",
      [WD_FIELDS.disability]: "decline",
      // A nested, searchable prompt (Career Websites > Company Website) and a state named "State Select One required".
      "address--countryRegion": "California",
      "country--country": "United States of America",
      // The self-identification form's name and date, typed so that React kept them.
      [WD_FIELDS.signerName]: "Jane Doe",
      [WD_FIELDS.dateSigned]: new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }),
    });
    expect(sub.fields.beecatcher).toBeUndefined();
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);

    // Same candidate, same tenant, another posting: signs in with the account made above.
    const second = request(url("4013"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
    const again = await submitApplication(second, recordingGuard());
    expect(again.kind).toBe("submitted");
    expect(again.kind === "submitted" && again.accountCreated).toBeFalsy();
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: "R-4013", fields: { email: first.applicant.email } });
  });

  it("does not claim success after a recorded click when the site shows no application", async () => {
    const req = await newAccountRequest("4012");
    await expect(submitApplication({ ...req, credentials: creds(req.applicant.email, true) }, recordingGuard(true))).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringMatching(/not resubmitted/),
    });
  });

  it("waits for a dialog covering Submit to be dismissed; the one counted click is the one that submits", async () => {
    const req = await newAccountRequest("4021");
    env.sim.postings.set("R-4021", { emailVerification: false, sessionWarning: true });
    const guard = recordingGuard();
    const outcome = await submitApplication(req, guard);
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.filter((s) => s.fields.email === req.applicant.email)).toHaveLength(1);
  });

  it("reports the form's own error messages by field when a step does not accept an answer", async () => {
    const req = await newAccountRequest("4022");
    const guard = recordingGuard();
    await expect(submitApplication({ ...req, answers: { q_date_signed_on: "2026-02-30" } }, guard)).rejects.toMatchObject({
      reason: "incomplete_candidate",
      message: expect.stringMatching(/step 5 \(it says: Error: Date must be a valid date in the format MM\/DD\/YYYY\.\)/),
    });
    expect(guard.clicks).toBe(0);
  });

  it("fails a closed posting with job_closed", async () => {
    const req = request(url("4040"));
    await expect(submitApplication({ ...req, credentials: creds(req.applicant.email, false) }, recordingGuard())).rejects.toMatchObject({
      reason: "job_closed",
    });
  });

  it("stops at a visible CAPTCHA with manual_completion_required", async () => {
    const guard = recordingGuard();
    await expect(submitApplication(await newAccountRequest("4041"), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("reports a required question nothing answers", async () => {
    const req = await newAccountRequest("4044");
    const guard = recordingGuard();
    await expect(submitApplication(req, guard)).rejects.toMatchObject({
      reason: "incomplete_candidate",
      message: expect.stringMatching(/referred you/),
    });
    expect(guard.clicks).toBe(0);
    // Signed in now, inspection walks the wizard and lists it.
    const result = await inspectApplication({ ...req, credentials: creds(req.applicant.email, true) });
    expect(result.unanswered).toEqual(["q_which_acme_employee_referred_you_employee_id"]);
  });

  it(
    "inspecting before an account exists creates it, follows its link and lists every step's questions; nothing is sent",
    { timeout: 240_000 },
    async () => {
      // Its own posting id: other tests here turn e-mail verification off for theirs.
      const req = request(url("4031", "globex"));
      const before = env.sim.submissions.length;
      const parked = await inspectApplication({ ...req, credentials: creds(req.applicant.email, false) });
      expect(parked).toMatchObject({ questions: [], accountCreated: true, verification: { expects: "link" } });
      const mail = await env.smtp.waitFor(req.applicant.email);
      const link = /https?:\/\/\S+\/activate\/[0-9a-f]+/.exec(mail.text ?? String(mail.html))![0];
      const result = await continueInspection(parked.verification!.sessionId, { link });
      const labels = result.questions.map((q) => q.label);
      expect(labels).toEqual(expect.arrayContaining(["First Name", "Last Name", "City", "How Did You Hear About Us?"]));
      expect(result.unanswered).toEqual([]);
      expect(env.sim.submissions.length).toBe(before);
      // The account exists now: the submit signs in and sends once.
      const outcome = await submitApplication({ ...req, credentials: creds(req.applicant.email, true) }, recordingGuard());
      expect(outcome.kind).toBe("submitted");
      expect(env.sim.submissions.filter((s) => s.fields.email === req.applicant.email)).toHaveLength(1);
    },
  );

  it("a returning candidate whose account's e-mail was never verified is left to a person, without a loop of sign-ins", async () => {
    const req = { ...request(url("4032", "initech")), credentials: null };
    const first = { ...req, credentials: creds(req.applicant.email, false) };
    const parked = await submitApplication(first, recordingGuard());
    expect(parked).toMatchObject({ kind: "needs_verification", expects: "link", accountCreated: true });
    await abandonSession((parked as { sessionId: string }).sessionId); // the link is never opened
    const guard = recordingGuard();
    await expect(submitApplication({ ...req, credentials: creds(req.applicant.email, true) }, guard)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/never verified/),
    });
    expect(guard.clicks).toBe(0);
  });

  it("succeeds on a retry after HTTP 5xx", async () => {
    const guard = recordingGuard();
    const req = await newAccountRequest("5030");
    const outcome = await withRetries(() => submitApplication(req, guard));
    expect(outcome.kind).toBe("submitted");
  });
});
