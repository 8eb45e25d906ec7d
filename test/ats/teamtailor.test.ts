// Teamtailor adapter end to end, in real Chromium against the simulator: /applications/new, the resume
// uploaded on choice, Yes/No questions as true/false radios, the consent box, and the receipt that stays
// on the form's URL beside a Connect form that is never pressed.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.teamtailor.com/jobs/77${job}-software-engineer`;
const a = "candidate[answers_attributes]";

describe("teamtailor adapter", () => {
  standardCases(
    {
      ats: "teamtailor",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          "candidate[first_name]": "Jane",
          "candidate[last_name]": "Doe",
          "candidate[email]": req.applicant.email,
          "candidate[phone]": "+14155550100",
          [`${a}[0][question_id]`]: "501",
          [`${a}[0][boolean]`]: "true",
          [`${a}[1][question_id]`]: "502",
          [`${a}[1][boolean]`]: "false",
        });
        expect([sub.fields["candidate[consent_given]"]].flat()).toContain("1");
      },
    },
    () => env,
  );

  it("reads the questions from the form, with nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Will you now or in the future require visa sponsorship?"]).toMatchObject({ required: true, answer: "false" });
    expect(result.unanswered).toEqual([]);
  });
});
