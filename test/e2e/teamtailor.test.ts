// Teamtailor through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("teamtailor");

describeBoards(service, [
  {
    name: "Teamtailor",
    ats: "teamtailor",
    url: (job) => `http://acme.teamtailor.com/jobs/${job}-software-engineer`,
    resume: "resume",
    check(sub, email) {
      const a = "candidate[answers_attributes]";
      expect(sub.fields).toMatchObject({
        "candidate[first_name]": "Ada",
        "candidate[last_name]": "Lovelace",
        "candidate[email]": email,
        "candidate[phone]": "+14155550100",
        [`${a}[0][question_id]`]: "501",
        [`${a}[0][boolean]`]: "true",
        [`${a}[1][question_id]`]: "502",
        [`${a}[1][boolean]`]: "false",
      });
      expect([sub.fields["candidate[consent_given]"]].flat()).toContain("1");
    },
  },
]);
