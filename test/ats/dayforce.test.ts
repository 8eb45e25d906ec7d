// Dayforce adapter end to end, in real Chromium against the simulator: Apply, "Apply without an account"
// (no Dayforce ID is signed in to or created), the four steps, the Candidate Acknowledgment read as the
// certification it is, the confirmation with its reference number; the standard cases (platform-cases.ts)
// and an inspection that lists every step's questions and sends nothing, reached from an older portal URL.
import { describe, expect, it, vi } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// Four server-rendered steps: a walk takes 20-60 s on 2 shared cores.
vi.setConfig({ testTimeout: 300_000 });

const env = useAtsEnv();

const url = (job: string) => `http://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL/jobs/8${job}`;

describe("dayforce adapter", () => {
  standardCases(
    {
      ats: "dayforce",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: "acme" });
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          addressLine1: "1 Market St",
          city: "San Francisco",
          stateProvince: "California",
          postalCode: "94105",
          country: "United States",
          workAuthorization: "Yes",
          sponsorship: "No",
          over18: "Yes",
          candidateSource: "Company Website",
          candidateAcknowledgment: "true",
        });
        expect(sub.fields.reference).toMatch(/^DF-\d{6}$/);
      },
    },
    () => env,
  );

  it("reads every step's questions through the review from an older portal URL, with nothing left to ask and nothing sent", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(request("http://us58.dayforcehcm.com/CandidatePortal/en-US/acme/Posting/View/84012"));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    const listed = JSON.stringify(result.questions.map((q) => [q.key, q.label, q.answer]));
    expect(byLabel.Resume, listed).toMatchObject({ required: true });
    expect(byLabel["First Name"], listed).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel.Email, listed).toMatchObject({ required: true });
    expect(byLabel["Are you legally authorized to work in the country where this job is located?"], listed).toMatchObject({
      required: true,
      answer: "Yes",
    });
    expect(byLabel["Will you now or in the future require sponsorship for employment visa status?"], listed).toMatchObject({
      answer: "No",
    });
    expect(
      result.questions.find((q) => q.key === "q_candidate_acknowledgment"),
      listed,
    ).toMatchObject({ required: true, answer: expect.anything() });
    expect(result.unanswered, listed).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
  });
});
