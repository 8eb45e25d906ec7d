// Board platforms (Freshteam, JobScore) through the whole service with review: the REST
// gateway, PostgreSQL, the Temporal dev server and a worker, Chromium against each platform's own
// simulator. Each ends `submitted` with the profile's names, e-mail, phone, the resume's exact bytes
// and answers to the platform's typical screening questions. The platforms run in parallel on the
// worker's shared browser pool.
import { expect } from "vitest";
import { describeBoards, useService, type BoardCase } from "./harness";

const service = useService("boards5");

const PLATFORMS: BoardCase[] = [
  {
    name: "Freshteam",
    ats: "freshteam",
    url: (job) => `http://acme.freshteam.com/jobs/Xk9${job}/software-engineer`,
    resume: "candidate[resume]",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        "candidate[first_name]": "Ada", "candidate[last_name]": "Lovelace", "candidate[email]": email, "candidate[mobile]": "+14155550100",
        "candidate[answers][6001]": "Yes", "candidate[answers][6002]": "No", "candidate[answers][6003]": "6-10",
      });
      expect([sub.fields["candidate[privacy_policy]"]].flat().at(-1)).toBe("1");
    },
  },
  {
    name: "JobScore",
    ats: "jobscore",
    url: (job) => `http://careers.jobscore.com/careers/initech/jobs/software-engineer-${job}`,
    resume: "resume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        first_name: "Ada", last_name: "Lovelace", email, phone: "+14155550100", "answers[801]": "Yes", "answers[802]": "No",
      });
    },
  },
];

describeBoards(service, PLATFORMS);
