// The generic adapter on platforms without a dedicated one (JazzHR-, Breezy- and Recruitee-like
// simulators): a single page with a link-style submit, a two-step wizard with an e-mailed code, and
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
  it("fills and submits a JazzHR-like single page", async () => {
    const req = request("http://acme.applytojob.com/apply/4012/software-engineer");
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome.kind).toBe("submitted");
    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "jazzhr" });
    expect(sub.fields).toMatchObject({
      "resumator-firstname-value": "Jane",
      "resumator-lastname-value": "Doe",
      "resumator-email-value": req.applicant.email,
      "resumator-phone-value": "+14155550100",
      "resumator-city-value": "San Francisco",
      "resumator-postal-value": "94105",
      "resumator-questionnaire[1]": "Yes",
      "resumator-questionnaire[2]": "No",
      "resumator-consent-value": "yes",
    });
    expect(sub.fields["resumator-date_available-value"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sub.files["resumator-resume-value"].bytes.equals(resumePdf())).toBe(true);
  });

  it("walks a Breezy-like wizard and finishes with the e-mailed 6-digit code", async () => {
    const req = request("http://acme.breezy.hr/p/4042-software-engineer");
    const outcome = await submitApplication(req, recordingGuard());
    expect(outcome).toMatchObject({ kind: "needs_verification", expects: "code" });
    const mail = await env.smtp.waitFor(req.applicant.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? String(mail.html))![1];
    const done = await continueWithVerification((outcome as { sessionId: string }).sessionId, { code });
    expect(done.kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)).toMatchObject({ ats: "breezy", fields: { name: "Jane Doe", email_address: req.applicant.email } });
  });

  it("fails a closed posting with job_closed and a CAPTCHA wall with manual_completion_required", async () => {
    await expect(submitApplication(request("http://acme.recruitee.com/o/backend-4040"), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
    const guard = recordingGuard();
    await expect(submitApplication(request("http://acme.recruitee.com/o/backend-4041"), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("refuses a posting outside the catalog with unsupported_site", async () => {
    await expect(submitApplication(request("http://careers.example.org/jobs/1"), recordingGuard())).rejects.toMatchObject({ reason: "unsupported_site" });
  });
});
