// Oracle Recruiting Cloud adapter end to end, in real Chromium against the simulator: Apply Now, the
// e-mail step with its terms dialog, the sections; a new candidate verified by an e-mailed code (4042),
// the same candidate returning (last name, then a code; a wrong code is asked again), a last name that
// does not match tried once, and an inspection behind the code that sends nothing.
import { describe, expect, it, vi } from "vitest";
import { continueInspection, continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import type { SubmitOutcome } from "../../ats-adapters/types";
import { recordingGuard, request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// The e-mail step, a code and three sections: the standard cases' 90 s are too short on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const env = useAtsEnv();

const url = (job: string) => `http://acme.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/${job}`;
const sessionOf = (o: SubmitOutcome) => (o.kind === "needs_verification" ? o.sessionId : "");
/** The code of the newest mail to `to` (text part). */
async function codeFor(to: string, after = 0): Promise<string> {
  await vi.waitFor(() => expect(env.sim.mails.filter((m) => m.to === to).length).toBeGreaterThan(after), { timeout: 15_000 });
  return /verification code is (\d{6})/.exec(env.sim.mails.filter((m) => m.to === to).at(-1)!.text!)![1];
}
const mailsTo = (to: string) => env.sim.mails.filter((m) => m.to === to).length;
const gatePosts = (job: string) => env.sim.requests.filter((r) => r.method === "POST" && r.path.endsWith(`/job/${job}/apply/email`));

describe("oracle adapter", () => {
  standardCases(
    {
      ats: "oracle",
      url,
      resumeField: "attachment-upload-resume",
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: "acme" });
        expect(sub.fields).toMatchObject({
          email: req.applicant.email,
          firstName: "Jane",
          lastName: "Doe",
          phoneNumber: "+14155550100",
          city: "San Francisco",
          postalCode: "94105",
          region2: "California",
          country: "United States",
          "300000100000101": "Yes",
          "300000100000102": "No",
          "300000100000103": "Yes",
          fullName: "Jane Doe",
        });
      },
    },
    () => env,
  );

  it("verifies a new candidate by the e-mailed code; the same candidate returns with last name and code, a wrong code asked again", async () => {
    const first = request(url("4042"));
    const guard = recordingGuard();
    const parked = await submitApplication(first, guard);
    expect(parked).toMatchObject({ kind: "needs_verification", expects: "code" });
    expect(parked.kind === "needs_verification" && parked.accountCreated).toBeFalsy();
    expect(guard.clicks).toBe(0);
    const done = await continueWithVerification(sessionOf(parked), { code: await codeFor(first.applicant.email) });
    expect(done.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: "4042", fields: { email: first.applicant.email, firstName: "Jane" } });

    // Known to the employer now: the last name, then a code (returning candidates always get one).
    const second = request(url("4013"), { applicant: first.applicant });
    const before = mailsTo(first.applicant.email);
    const again = await submitApplication(second, recordingGuard());
    expect(again).toMatchObject({ kind: "needs_verification", expects: "code" });
    const right = await codeFor(first.applicant.email, before);
    const wrong = await continueWithVerification(sessionOf(again), { code: right === "000000" ? "111111" : "000000" });
    expect(wrong).toMatchObject({ kind: "needs_verification", expects: "code" });
    const submitted = await continueWithVerification(sessionOf(wrong), { code: right });
    expect(submitted.kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)).toMatchObject({ jobId: "4013", fields: { email: first.applicant.email, lastName: "Doe" } });
    expect(gatePosts("4013")).toHaveLength(4); // e-mail, last name, the wrong code, the right one

    // A last name that does not match the profile: tried once, never up to the site's lock.
    const stranger = request(url("4014"), { applicant: { ...first.applicant, lastName: "Smith" } });
    const refused = recordingGuard();
    await expect(submitApplication(stranger, refused)).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/tried once/),
    });
    expect(refused.clicks).toBe(0);
    expect(gatePosts("4014")).toHaveLength(2); // the e-mail, one last name
  });

  it("inspects every section behind the code and sends nothing", async () => {
    const req = request(url("4042"));
    const before = env.sim.submissions.length;
    const parked = await inspectApplication(req);
    expect(parked.verification).toMatchObject({ expects: "code" });
    expect(parked.accountCreated).toBeUndefined();
    const result = await continueInspection(parked.verification!.sessionId, { code: await codeFor(req.applicant.email) });
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Are you at least 18 years of age?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(byLabel["Full Name"]).toMatchObject({ required: true, answer: "Jane Doe" });
    expect(byLabel["Gender"]).toMatchObject({ required: false });
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
  });
});
