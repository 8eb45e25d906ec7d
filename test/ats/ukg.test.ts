// UKG Pro Recruiting adapter end to end, in real Chromium against the simulator: Apply Now, a new
// candidate account on the employer's board (no e-mail link), the six steps with the e-signature, a
// second application that signs in with the stored credentials, a wrong stored password tried once,
// the look on the site after an unrecorded click, and the standard cases (platform-cases.ts) written
// out with credentials, since the account comes first on this platform (as test/ats/workday.test.ts).
import { describe, expect, it } from "vitest";
import { resumePdf } from "../simulators";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import type { ApplyRequest, AtsCredentials } from "../../ats-adapters/types";
import { todayUs } from "../helpers";
import { recordingGuard, request, withRetries } from "./helpers";
import { useAtsEnv } from "./env";
import { inspectionCreatesTheAccount } from "./platform-cases";

const env = useAtsEnv();

const BOARD = "0d8f7e3a-1b2c-4d5e-8f90-a1b2c3d4e5f6";
const opp = (job: string) => `7f3c2a10-5b6d-4e8f-9a0b-00000000${job}`;
const url = (job: string, tenant = "ACM1000ACME") =>
  `http://recruiting.ultipro.com/${tenant}/JobBoard/${BOARD}/OpportunityDetail?opportunityId=${opp(job)}`;
const PASSWORD = "Gen3rated-Secret!42";
const creds = (login: string, existing: boolean, password = PASSWORD): AtsCredentials => ({ login, password, existing });
/** A request for a candidate new to the tenant: the adapter creates the account. */
function fresh(job: string, tenant?: string): ApplyRequest {
  const req = request(url(job, tenant));
  return { ...req, credentials: creds(req.applicant.email, false) };
}
const posts = (path: RegExp) => env.sim.requests.filter((r) => r.method === "POST" && path.test(r.path.split("?")[0])).length;

describe("ukg adapter", () => {
  it("creates the account, submits once; a second application signs in and creates nothing", { timeout: 240_000 }, async () => {
    const first = fresh("4012");
    const guard = recordingGuard();
    const outcome = await submitApplication(first, guard);
    expect(outcome).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(guard.clicks).toBe(1);
    const sub = env.sim.submissions.at(-1)!;
    expect(sub).toMatchObject({ ats: "ukg", tenant: "acm1000acme", jobId: opp("4012") });
    expect(sub.fields).toMatchObject({
      Email: first.applicant.email,
      FirstName: "Jane",
      LastName: "Doe",
      PrimaryPhone: "+14155550100",
      AddressLine1: "1 Market St",
      City: "San Francisco",
      State: "California",
      PostalCode: "94105",
      Country: "United States",
      WorkAuthorization: "Yes",
      Sponsorship: "No",
      Over18: "Yes",
      ApplicantSource: "Company Website",
      // Can start at once: today, as mm/dd/yyyy (the format UKG's own API requires).
      AvailableStartDate: todayUs(),
      Gender: "I do not wish to self-identify",
      Ethnicity: "I do not wish to self-identify",
      VeteranStatus: "I do not wish to self-identify",
      Certify: "true",
      ESignature: "Jane Doe",
    });
    expect(sub.files.Resume.bytes.equals(resumePdf())).toBe(true);
    expect(env.sim.submissions.filter((s) => s.fields.Email === first.applicant.email)).toHaveLength(1);

    // Same candidate and tenant, another opportunity: signs in with what the service stored.
    const registrations = posts(/\/Account\/Register$/);
    const second = request(url("4013"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
    const again = await submitApplication(second, recordingGuard());
    expect(again.kind).toBe("submitted");
    expect(again.kind === "submitted" && again.accountCreated).toBeFalsy();
    expect(posts(/\/Account\/Register$/)).toBe(registrations);
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: opp("4013"), fields: { Email: first.applicant.email } });

    // A click recorded without its answer: the adapter signs in and finds the application on the site.
    const recorded = await submitApplication({ ...second, applicationId: `${second.applicationId}r` }, recordingGuard(true));
    expect(recorded.kind).toBe("submitted");
    // ...and does not claim one that is not there; nothing is resubmitted.
    const before = env.sim.submissions.length;
    const unseen = request(url("4014"), { applicant: first.applicant, credentials: creds(first.applicant.email, true) });
    await expect(submitApplication(unseen, recordingGuard(true))).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringMatching(/not resubmitted/),
    });
    expect(env.sim.submissions.length).toBe(before);
  });

  it("a wrong stored password is tried once, then manual_completion_required saying so", { timeout: 180_000 }, async () => {
    const made = fresh("4015", "WRG3000WRONG");
    expect((await submitApplication(made, recordingGuard())).kind).toBe("submitted");
    const signIns = posts(/^\/WRG3000WRONG\/JobBoard\/[^/]+\/Account\/SignIn$/);
    const wrong = request(url("4016", "WRG3000WRONG"), {
      applicant: made.applicant,
      credentials: creds(made.applicant.email, true, "Not-The-Password1!"),
    });
    const guard = recordingGuard();
    await expect(submitApplication(wrong, guard)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/refused the stored password.*tried once/),
    });
    expect(posts(/^\/WRG3000WRONG\/JobBoard\/[^/]+\/Account\/SignIn$/)).toBe(signIns + 1);
    expect(guard.clicks).toBe(0);
  });

  it(
    "an account the service does not know of on the tenant: manual_completion_required, nothing submitted",
    { timeout: 180_000 },
    async () => {
      const made = fresh("4017", "DUP4000DUPLI");
      expect((await submitApplication(made, recordingGuard())).kind).toBe("submitted");
      const before = env.sim.submissions.length;
      const again = request(url("4018", "DUP4000DUPLI"), { applicant: made.applicant, credentials: creds(made.applicant.email, false) });
      await expect(submitApplication(again, recordingGuard())).rejects.toMatchObject({
        reason: "manual_completion_required",
        message: expect.stringMatching(/already exists/),
      });
      expect(env.sim.submissions.length).toBe(before);
    },
  );

  it(
    "inspecting before an account exists creates it and lists the questions behind the wall; the submit signs in",
    { timeout: 300_000 },
    async () => {
      const result = await inspectionCreatesTheAccount(env, fresh("4012", "INS5000INSPC"));
      expect(result.questions.length).toBeGreaterThan(5);
      expect(result.unanswered).toEqual([]);
    },
  );

  it("fails a closed posting with job_closed", async () => {
    await expect(submitApplication(fresh("4040"), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
  });

  it("stops at a visible CAPTCHA with manual_completion_required without clicking submit", { timeout: 180_000 }, async () => {
    const guard = recordingGuard();
    await expect(submitApplication(fresh("4041"), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("lists a required question nothing answers, and will not submit without it", { timeout: 180_000 }, async () => {
    const req = fresh("4044");
    const guard = recordingGuard();
    await expect(submitApplication(req, guard)).rejects.toMatchObject({
      reason: "incomplete_candidate",
      message: expect.stringMatching(/referral code/i),
    });
    expect(guard.clicks).toBe(0);
    // Signed in now (the account was made above), inspection walks the steps and lists it.
    const result = await inspectApplication({ ...req, credentials: creds(req.applicant.email, true) });
    expect(result.unanswered).toHaveLength(1);
    expect(result.questions.find((q) => q.key === result.unanswered[0])?.label).toMatch(/referral code/i);
  });

  it("succeeds on a retry after HTTP 5xx", { timeout: 180_000 }, async () => {
    const guard = recordingGuard();
    const req = fresh("5030");
    const outcome = await withRetries(() => submitApplication(req, guard));
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
  });
});
