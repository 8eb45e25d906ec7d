// Recruitee adapter end to end, in real Chromium against the simulator: the form's tab at /c/new, one
// full-name input, Yes/No radios valued true/false, a choice and a multi-choice question, the Legal Agreements box
// ticked and the SMS opt-in left alone, the Careers Site API request the page builds.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://initech.recruitee.com/o/software-engineer-${job}`;
const answer = "candidate[open_question_answers_attributes]";

describe("recruitee adapter", () => {
  standardCases(
    {
      ats: "recruitee",
      url,
      resumeField: "candidate[cv]",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          "candidate[name]": "Jane Doe",
          "candidate[email]": req.applicant.email,
          "candidate[phone]": "+14155550100",
          "candidate[sms_consent]": "false",
          [`${answer}[0][open_question_id]`]: "101",
          [`${answer}[0][flag]`]: "true",
          [`${answer}[1][open_question_id]`]: "102",
          [`${answer}[1][flag]`]: "false",
          [`${answer}[2][open_question_id]`]: "103",
          [`${answer}[2][content]`]: "5+ years",
        });
      },
    },
    () => env,
  );

  it("reads the questions from the form's tab, with the opt-in optional and nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["Full name"]).toMatchObject({ required: true, answer: "Jane Doe" });
    expect(byLabel["Do you require visa sponsorship?"]).toMatchObject({ required: true, answer: "false" });
    expect(result.unanswered).toEqual([]);
  });
});
