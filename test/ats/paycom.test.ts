// Paycom adapter end to end, in real Chromium against the simulator: the portal posting URL straight to
// its apply page (the legacy ViewJobDetails URL through the posting's Apply Now), the four server-rendered
// steps behind one Next each, the electronic signature from the profile's name, one Submit Application.
import { describe, expect, it, vi } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import { recordingGuard, request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// Four steps, each a page load on a shared 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const env = useAtsEnv();

const KEY = "434D8E11B53DE940A5456677337F30F5";
const url = (job: string) => `https://www.paycomonline.net/v4/ats/web.php/portal/${KEY}/jobs/8${job}`;

describe("paycom adapter", () => {
  standardCases(
    {
      ats: "paycom",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: KEY });
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          address1: "1 Market St",
          city: "San Francisco",
          state: "California",
          zip: "94105",
          qWorkAuthorization: "Yes",
          qSponsorship: "No",
          qOver18: "Yes",
          certify: "true",
          esignature: "Jane Doe",
        });
      },
    },
    () => env,
  );

  it("reads every step's questions through the review, with nothing left to ask and nothing sent", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel.State).toMatchObject({ required: true, answer: "California" });
    expect(byLabel["Are you legally authorized to work in the United States?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(byLabel["Will you now or in the future require sponsorship for employment visa status?"]).toMatchObject({
      required: true,
      answer: "No",
    });
    expect(byLabel.Gender).toMatchObject({ required: false });
    expect(byLabel["Electronic Signature (type your full legal name)"]).toMatchObject({ required: true, answer: "Jane Doe" });
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
  });

  it("reaches the form from the legacy ViewJobDetails URL through the posting's Apply Now", async () => {
    const req = request(`https://www.paycomonline.net/v4/ats/web.php/jobs/ViewJobDetails?job=84012&clientkey=${KEY}`);
    const guard = recordingGuard();
    const outcome = await submitApplication(req, guard);
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.at(-1)).toMatchObject({ ats: "paycom", tenant: KEY, jobId: "84012" });
  });
});
