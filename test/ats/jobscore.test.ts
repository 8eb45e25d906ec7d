// JobScore adapter end to end, in real Chromium against the simulator: the Apply link from the job page
// to the application flow, first and last name, Yes/No radios, the page's own required-field check and
// the server's refusal, the redirect to .../thank_you.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://careers.jobscore.com/careers/initech/jobs/software-engineer-${job}`;

describe("jobscore adapter", () => {
  standardCases(
    {
      ats: "jobscore",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          first_name: "Jane",
          last_name: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          "answers[801]": "Yes",
          "answers[802]": "No",
        });
      },
    },
    () => env,
  );

  it("follows the Apply link and reads the questions, with nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["Last Name"]).toMatchObject({ required: true, answer: "Doe" });
    expect(byLabel["Are you legally authorized to work in the United States?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(result.unanswered).toEqual([]);
  });
});
