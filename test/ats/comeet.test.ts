// Comeet adapter end to end, in real Chromium against the simulator: the comeet.com shell whose form is a
// comeet.co iframe (opened at its own address), flat camelCase names, the phone that strips spaces,
// yes/no radios and a years-of-experience select under `questions[{uid}]`, the in-place thank-you.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://www.comeet.com/jobs/acme/8A.002/software-engineer/C3.${job}`;

describe("comeet adapter", { timeout: 300_000 }, () => {
  standardCases(
    {
      ats: "comeet",
      url,
      resumeField: "cv",
      expectFields(sub, req) {
        expect(sub.tenant).toBe("8A.002");
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          "questions[A1.001]": "Yes",
          "questions[A1.002]": "No",
          "questions[A1.003]": "6-10",
        });
        expect(String(sub.fields.phone).replace(/\D/g, "")).toMatch(/4155550100$/);
      },
    },
    () => env,
  );

  it("reads the form inside the iframe: the basic fields and the three screening questions, all answered", async () => {
    const result = await inspectApplication(request(url("4012")));
    const labels = result.questions.map((q) => q.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "First name",
        "Email",
        "Resume / CV",
        "Are you legally authorized to work in the United States?",
        "How many years of professional experience do you have?",
      ]),
    );
    expect(labels.some((l) => /\*$/.test(l))).toBe(false);
    expect(result.unanswered).toEqual([]);
  });
});
