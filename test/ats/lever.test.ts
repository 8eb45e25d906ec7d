// Lever adapter end to end, in real Chromium against the simulator: one full-name field, the resume
// parse that pre-fills fields (replaced by the profile's), the keyboard-driven location typeahead that
// keeps only a picked suggestion, cards answered with option texts, marketing consent left unticked.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { QUESTIONS_CARD, WORK_CARD } from "../simulators/lever";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://jobs.lever.co/acme/00000000-0000-4000-8000-00000000${job}`;
const work = `cards[${WORK_CARD}]`,
  more = `cards[${QUESTIONS_CARD}]`;

describe("lever adapter", () => {
  standardCases(
    {
      ats: "lever",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          name: "Jane Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          org: "Initech",
          location: "San Francisco, California, United States",
          "urls[LinkedIn]": "https://www.linkedin.com/in/janedoe",
          "urls[GitHub]": "https://github.com/janedoe",
          [`${work}[field0]`]: "Yes",
          [`${work}[field1]`]: "No",
          [`${more}[field0]`]: "6-10",
        });
        expect(JSON.parse(String(sub.fields.selectedLocation))).toMatchObject({ name: "San Francisco, California, United States" });
        expect(sub.fields["consent[marketing]"]).toBeUndefined(); // never an opt-in to marketing
      },
    },
    () => env,
  );

  it("reads Lever's questions: one full name, the location typeahead, cards by their question", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = (re: RegExp) => result.questions.find((q) => re.test(q.label));
    expect(byLabel(/^full name$/i)).toMatchObject({ required: true, answer: "Jane Doe" });
    expect(byLabel(/^current location$/i)).toMatchObject({ required: true, kind: "typeahead" });
    expect(byLabel(/legally authorized/i)).toMatchObject({ kind: "radio", required: true, answer: "Yes" });
    expect(byLabel(/years of professional experience/i)).toMatchObject({ kind: "single_select", required: true, answer: "6-10" });
    expect(result.unanswered).toEqual([]);
  });
});
