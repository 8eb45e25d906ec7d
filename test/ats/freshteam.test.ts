// Freshteam adapter end to end, in real Chromium against the simulator: the form on the job page itself,
// first and last name, the mobile number, Yes/No radios and a select in the questionnaire, the privacy
// box ticked, the Rails re-render on refusal and the redirect to /applied.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.freshteam.com/jobs/Xk9${job}/software-engineer`;

describe("freshteam adapter", () => {
  standardCases(
    {
      ats: "freshteam",
      url,
      resumeField: "candidate[resume]",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          "candidate[first_name]": "Jane",
          "candidate[last_name]": "Doe",
          "candidate[email]": req.applicant.email,
          "candidate[mobile]": "+14155550100",
          "candidate[answers][6001]": "Yes",
          "candidate[answers][6002]": "No",
        });
        expect([sub.fields["candidate[privacy_policy]"]].flat().at(-1)).toBe("1");
      },
    },
    () => env,
  );

  it("reads the questionnaire from the job page, with nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Will you now or in the future require visa sponsorship?"]).toMatchObject({ required: true, answer: "No" });
    expect(result.unanswered).toEqual([]);
  });
});
