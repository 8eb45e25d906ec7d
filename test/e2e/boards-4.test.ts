// Board platforms (Personio, Teamtailor, Jobvite) through the whole service with review: the REST
// gateway, PostgreSQL, the Temporal dev server and a worker, Chromium against each platform's own
// simulator. Each ends `submitted` with the profile's names, e-mail, phone, the resume's exact bytes
// and answers to the platform's typical screening questions. The platforms run in parallel on the
// worker's shared browser pool.
import { expect } from "vitest";
import { describeBoards, useService, type BoardCase } from "./harness";

const service = useService("boards4");

const PLATFORMS: BoardCase[] = [
  {
    name: "Personio",
    ats: "personio",
    url: (job) => `http://acme.jobs.personio.de/job/${job}`,
    resume: "categorised_documents[0][file]",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        first_name: "Ada", last_name: "Lovelace", email, phone: "+14155550100", "categorised_documents[0][category]": "cv",
        custom_attribute_1001: "Yes", custom_attribute_1002: "No", privacy_policy_acceptance: "1",
      });
      expect(sub.bot).toBeUndefined();
    },
  },
  {
    name: "Teamtailor",
    ats: "teamtailor",
    url: (job) => `http://acme.teamtailor.com/jobs/${job}-software-engineer`,
    resume: "resume",
    check(sub, email) {
      const a = "candidate[answers_attributes]";
      expect(sub.fields).toMatchObject({
        "candidate[first_name]": "Ada", "candidate[last_name]": "Lovelace", "candidate[email]": email, "candidate[phone]": "+14155550100",
        [`${a}[0][question_id]`]: "501", [`${a}[0][boolean]`]: "true", [`${a}[1][question_id]`]: "502", [`${a}[1][boolean]`]: "false",
      });
      expect([sub.fields["candidate[consent_given]"]].flat()).toContain("1");
    },
  },
  {
    name: "Jobvite",
    ats: "jobvite",
    url: (job) => `http://jobs.jobvite.com/acme/job/oQx${job}`,
    resume: "resume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        firstName: "Ada", lastName: "Lovelace", email, phone: "+14155550100", workAuthorization: "Yes", sponsorship: "No",
      });
    },
  },
];

describeBoards(service, PLATFORMS);
