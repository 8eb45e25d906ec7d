// Recruitee through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("recruitee");

describeBoards(service, [
  {
    name: "Recruitee",
    ats: "recruitee",
    url: (job) => `http://initech.recruitee.com/o/software-engineer-${job}`,
    resume: "candidate[cv]",
    check(sub, email) {
      const a = "candidate[open_question_answers_attributes]";
      expect(sub.fields).toMatchObject({
        "candidate[name]": "Ada Lovelace",
        "candidate[email]": email,
        "candidate[phone]": "+14155550100",
        "candidate[sms_consent]": "false",
        [`${a}[0][open_question_id]`]: "101",
        [`${a}[0][flag]`]: "true",
        [`${a}[1][open_question_id]`]: "102",
        [`${a}[1][flag]`]: "false",
        [`${a}[2][open_question_id]`]: "103",
        [`${a}[2][content]`]: "5+ years",
      });
    },
  },
]);
