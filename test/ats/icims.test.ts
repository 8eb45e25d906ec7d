// iCIMS adapter end to end, in real Chromium against the simulator: the content of
// iframe#icims_content_iframe, the e-mail step, a new candidate's "Create a login" on the profile,
// iCIMS list widgets, questions, EEO, Confirm Application; a returning candidate signs in with the
// stored password; a wrong stored password is tried once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import type { Applicant, ApplyRequest, AtsCredentials } from "../../ats-adapters/types";
import { resumePdf } from "../simulators";
import { recordingGuard, request } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";
import { inspectionCreatesTheAccount, standardCases } from "./platform-cases";

// Sign-in plus four wizard pages: the standard cases' 90 s are too short on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

let env: AtsEnv;
const url = (job: string, portal = "careers-acme") => `http://${portal}.icims.com/jobs/${job}/software-engineer/job`;
const PASSWORD = "Gen3rated-Secret!aZ7";
const creds = (login: string, existing: boolean, password = PASSWORD): AtsCredentials => ({ login, password, existing });

/** A candidate whose account on careers-std exists (made once, before the standard cases). */
let returning: Applicant;
beforeAll(async () => {
  env = await startAtsEnv();
  const first = request(url("7012", "careers-std"));
  const made = await submitApplication({ ...first, credentials: creds(first.applicant.email, false) }, recordingGuard());
  expect(made).toMatchObject({ kind: "submitted", accountCreated: true });
  returning = first.applicant;
}, 240_000);
afterAll(async () => {
  await env?.close();
});

const signedIn = (req: ApplyRequest): ApplyRequest => ({ ...req, applicant: returning, credentials: creds(returning.email, true) });
const loginPosts = (job: string) =>
  env.sim.requests.filter((r) => r.method === "POST" && r.path.startsWith(`/jobs/${job}/`) && r.path.includes("/login"));

describe("icims adapter", () => {
  standardCases(
    {
      ats: "icims",
      url: (job) => url(job, "careers-std"),
      resumeField: "PortalProfileFields.Resume_File",
      prepare: signedIn,
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: "careers-std" });
        expect(sub.fields).toMatchObject({
          login: req.applicant.email,
          "PersonProfileFields.FirstName": "Jane",
          "PersonProfileFields.LastName": "Doe",
          "PersonProfileFields.Email": req.applicant.email,
          "PersonProfileFields.PhoneNumber": "+14155550100",
          "PersonProfileFields.AddressCity": "San Francisco",
          "PersonProfileFields.AddressZip": "94105",
          "PersonProfileFields.AddressState": "California",
          rcf3048: "Yes",
          rcf3049: "No",
          rcf3050: "Yes",
          rcf3051: "No",
          certify: "Yes",
          esignature: "Yes",
        });
      },
    },
    () => env,
  );

  it("creates the portal's account on the profile page for a new candidate, and signs in the next time", { timeout: 240_000 }, async () => {
    const first = request(url("4012"));
    first.credentials = creds(first.applicant.email, false);
    const guard = recordingGuard();
    const outcome = await submitApplication(first, guard);
    expect(outcome).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(guard.clicks).toBe(1);
    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "icims", tenant: "careers-acme", jobId: "4012" });
    expect(sub.fields).toMatchObject({
      login: first.applicant.email,
      "PersonProfileFields.Login": first.applicant.email,
      "PersonProfileFields.FirstName": "Jane",
      "PersonProfileFields.PhoneType": "Mobile",
      "PersonProfileFields.AddressCountry": "United States",
      "CandProfileFields.Gender": "I Prefer Not To Answer",
    });
    expect(sub.files["PortalProfileFields.Resume_File"].bytes.equals(resumePdf())).toBe(true);

    // Same candidate, same portal, another posting: signs in with the stored password, creates nothing.
    const second = request(url("4013"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
    const again = await submitApplication(second, recordingGuard());
    expect(again.kind).toBe("submitted");
    expect(again.kind === "submitted" && again.accountCreated).toBeFalsy();
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: "4013", fields: { login: first.applicant.email } });
    expect(env.sim.submissions.at(-1)!.fields["PersonProfileFields.Login"]).toBeUndefined();
  });

  it("tries a wrong stored password once, then asks for a person", { timeout: 120_000 }, async () => {
    const req = {
      ...request(url("4017", "careers-std")),
      applicant: returning,
      credentials: creds(returning.email, true, "Not-the-password-1"),
    };
    const guard = recordingGuard();
    await expect(submitApplication(req, guard)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/refused the stored password \(tried once/),
    });
    expect(guard.clicks).toBe(0);
    expect(loginPosts("4017")).toHaveLength(2); // the e-mail step, one password
  });

  it("does not register over an account it does not know the password of", { timeout: 120_000 }, async () => {
    const req = { ...request(url("4018", "careers-std")), applicant: returning, credentials: creds(returning.email, false) };
    await expect(submitApplication(req, recordingGuard())).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/already exists/),
    });
  });

  it("reads every step of a returning candidate's application", { timeout: 120_000 }, async () => {
    const result = await inspectApplication(signedIn(request(url("4019", "careers-std"))));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Are you legally authorized to work in the United States?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(result.unanswered).toEqual([]);
    expect(result.questions.some((q) => /password/i.test(q.label))).toBe(false);
  });

  it(
    "inspecting before the account exists creates it and lists the questions behind the login; the submit signs in",
    { timeout: 240_000 },
    async () => {
      const req = request(url("4012", "careers-globex"));
      const result = await inspectionCreatesTheAccount(env, { ...req, credentials: creds(req.applicant.email, false) });
      const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
      expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
      expect(result.questions.some((q) => /password/i.test(q.label))).toBe(false);
    },
  );
});
