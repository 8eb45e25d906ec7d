// The generic adapter on platforms without a dedicated one (the generic simulator on ADP's hosts):
// a single page, a two-step wizard with an e-mailed code, and
// the closed-posting and CAPTCHA cases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { continueWithVerification, submitApplication } from "../../ats-adapters";
import { recordingGuard, request } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";

let env: AtsEnv;
beforeAll(async () => {
  env = await startAtsEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("generic adapter", () => {
  it("fills and submits a single page", async () => {
    const req = request("http://myjobs.adp.com/acme/cx/job-details?jobId=4012");
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome.kind).toBe("submitted");
    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "adp" });
    expect(sub.fields).toMatchObject({
      first_name: "Jane", last_name: "Doe", email: req.applicant.email, phone: "+14155550100",
      city: "San Francisco", zip: "94105", work_authorization: "Yes", sponsorship: "No",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });

  it("walks a two-step wizard and finishes with the e-mailed 6-digit code", async () => {
    const req = request("http://recruiting.adp.com/srccar/public/RTI.home?c=acme&r=4042");
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "code" });
    const mail = await env.smtp.waitFor(req.applicant.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? String(mail.html))![1];
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { code });
    expect(done.kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)).toMatchObject({ ats: "adp", fields: { name: "Jane Doe", email_address: req.applicant.email } });
  });

  it("fails a closed posting with job_closed and a CAPTCHA wall with manual_completion_required", async () => {
    await expect(submitApplication(request("http://myjobs.adp.com/acme/cx/job-details?jobId=4040"), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
    const guard = recordingGuard();
    await expect(submitApplication(request("http://myjobs.adp.com/acme/cx/job-details?jobId=4041"), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("refuses a posting outside the catalog with unsupported_site", async () => {
    await expect(submitApplication(request("http://careers.example.org/jobs/1"), recordingGuard())).rejects.toMatchObject({ reason: "unsupported_site" });
  });
});
