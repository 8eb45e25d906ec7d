// Jobvite adapter end to end, in real Chromium against the simulator: /apply, the two-step wizard (Next,
// then Send Application), labels as .jv-form-field-label blocks, the resume through the File option,
// Yes/No work-authorization radios.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://jobs.jobvite.com/acme/job/oQx${job}`;

describe("jobvite adapter", () => {
  standardCases(
    {
      ats: "jobvite",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          workAuthorization: "Yes",
          sponsorship: "No",
        });
      },
    },
    () => env,
  );

  it("reads both steps' questions, with nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Will you now or in the future require sponsorship for employment visa status?"]).toMatchObject({
      required: true,
      answer: "No",
    });
    expect(result.unanswered).toEqual([]);
  });

  it("does not keep a wizard open for its review (the answers may change an earlier step)", async () => {
    const result = await inspectApplication(request(url("4012")), undefined, { keepForReview: true });
    expect(result.questions.length).toBeGreaterThan(0);
    expect(result.reviewSessionId).toBeUndefined();
  });
});
