// Personio adapter end to end, in real Chromium against the simulator (rebuilt from captured pages): the
// form at /job/{id}?apply, first and last name, Yes/No custom attributes as selects valued
// custom_option_{n}, the CV as a categorised document. (The captured forms have no privacy box and no
// honeypot: the old expectations of those were guesses the captures contradict.)
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.jobs.personio.de/job/12${job}`;

describe("personio adapter", () => {
  standardCases(
    {
      ats: "personio",
      url,
      resumeField: "categorised_documents[0][file]",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          first_name: "Jane",
          last_name: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          "categorised_documents[0][category]": "cv",
          custom_attribute_1001: "custom_option_10011", // Yes
          custom_attribute_1002: "custom_option_10022", // No
        });
        expect(sub.bot).toBeUndefined();
      },
    },
    () => env,
  );

  it("reads the questions from the posting page, with nothing left to ask", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Will you now or in the future require visa sponsorship?"]).toMatchObject({
      required: true,
      answer: "custom_option_10022",
    }); // "No";
    expect(result.unanswered).toEqual([]);
  });
});
