// ADP Workforce Now adapter end to end, in real Chromium against the simulator: the client-rendered
// posting's Apply, "Register Now" for a new applicant (the service's login as the user ID), the four
// steps, one Submit; a returning applicant logs in with the stored credentials (the standard cases run
// as one); a wrong stored password is tried once; a recorded click is looked up on the site; an inspection lists every step's questions and sends
// nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import type { Applicant, ApplyRequest, AtsCredentials } from "../../ats-adapters/types";
import { resumePdf } from "../simulators";
import { recordingGuard, request } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// Log in (or registration) plus four steps, each a page load on a shared 2-core machine.
vi.setConfig({ testTimeout: 240_000 });

const CID = "9a6de238-e301-469b-8a29-d35b7eaeebd9";
const url = (job: string, cid = CID) =>
  `http://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${cid}&ccId=19000101_000001&jobId=${job}&lang=en_US`;
const PASSWORD = "Gen3rated-Secret!42";
const creds = (login: string, existing: boolean, password = PASSWORD): AtsCredentials => ({ login, password, existing });
const posts = (path: string) => env.sim.requests.filter((r) => r.method === "POST" && r.path.split("?")[0] === path).length;

let env: AtsEnv;
/** An applicant registered on the career center by the adapter before the other cases. */
let returning: Applicant;
beforeAll(async () => {
  env = await startAtsEnv();
  const first = request(url("7012"));
  const guard = recordingGuard();
  const made = await submitApplication({ ...first, credentials: creds(first.applicant.email, false) }, guard);
  expect(made).toMatchObject({ kind: "submitted", accountCreated: true });
  expect(guard.clicks).toBe(1);
  returning = first.applicant;
}, 240_000);
afterAll(async () => {
  await env?.close();
});

const signedIn = (req: ApplyRequest): ApplyRequest => ({ ...req, applicant: returning, credentials: creds(returning.email, true) });

describe("adp adapter", () => {
  it("registered the new applicant with the service's login as user ID and sent the profile's values", () => {
    const sub = env.sim.submissions.find((s) => s.jobId === "7012")!;
    expect(sub).toMatchObject({ ats: "adp", tenant: CID });
    expect(sub.fields).toMatchObject({
      userId: returning.email,
      email: returning.email,
      firstName: "Jane",
      lastName: "Doe",
      certify: "true",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
    expect(posts("/jobs/apply/register.html")).toBe(1);
  });

  standardCases(
    {
      ats: "adp",
      url,
      resumeField: "resume",
      prepare: signedIn,
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: CID });
        expect(sub.fields).toMatchObject({
          userId: req.applicant.email,
          email: req.applicant.email,
          firstName: "Jane",
          lastName: "Doe",
          phone: "+14155550100",
          address1: "1 Market St",
          city: "San Francisco",
          state: "California",
          zip: "94105",
          qWorkAuthorization: "Yes",
          qSponsorship: "No",
          qOver18: "Yes",
          certify: "true",
        });
      },
    },
    () => env,
  );

  it("a wrong stored password is tried once, then manual_completion_required saying so", async () => {
    const before = posts("/jobs/apply/returnApplicant.html");
    const wrong = signedIn(request(url("4016")));
    const guard = recordingGuard();
    await expect(
      submitApplication({ ...wrong, credentials: creds(returning.email, true, "Not-The-Password1!") }, guard),
    ).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/refused the stored user ID and password.*tried once/),
    });
    expect(posts("/jobs/apply/returnApplicant.html")).toBe(before + 1);
    expect(guard.clicks).toBe(0);
  });

  it("after a click recorded without its answer, logs in and finds the application on the site; never resubmits", async () => {
    const recorded = await submitApplication(signedIn(request(url("7012"))), recordingGuard(true));
    expect(recorded.kind).toBe("submitted");
    const before = env.sim.submissions.length;
    await expect(submitApplication(signedIn(request(url("7014"))), recordingGuard(true))).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringMatching(/not resubmitted/),
    });
    expect(env.sim.submissions.length).toBe(before);
  });

  it("inspection lists every step's questions, answered, and sends nothing", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(signedIn(request(url("4017"))));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel.State).toMatchObject({ required: true, answer: "California" });
    expect(byLabel["Are you legally authorized to work in the United States?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(byLabel["Will you now or in the future require sponsorship for employment visa status?"]).toMatchObject({
      required: true,
      answer: "No",
    });
    expect(byLabel.Gender).toMatchObject({ required: false });
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
  });
});
