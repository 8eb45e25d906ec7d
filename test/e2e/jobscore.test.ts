// JobScore through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("jobscore");

describeBoards(service, [
  {
    name: "JobScore",
    ats: "jobscore",
    url: (job) => `http://careers.jobscore.com/careers/initech/jobs/software-engineer-${job}`,
    resume: "resume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        phone: "+14155550100",
        "answers[801]": "Yes",
        "answers[802]": "No",
      });
    },
  },
]);
