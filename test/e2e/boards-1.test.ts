// Board platforms (BambooHR, Recruitee, Breezy HR) through the whole service with review: the REST
// gateway, PostgreSQL, the Temporal dev server and a worker, Chromium against each platform's own
// simulator. Each ends `submitted` with the profile's names, e-mail, phone, the resume's exact bytes
// and answers to the platform's typical screening questions. The platforms run in parallel on the
// worker's shared browser pool.
import { expect } from "vitest";
import { describeBoards, useService, type BoardCase } from "./harness";

const service = useService("boards1");

const PLATFORMS: BoardCase[] = [
  {
    name: "BambooHR",
    ats: "bamboohr",
    url: (job) => `http://acme.bamboohr.com/careers/${job}`,
    resume: "resume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        firstName: "Ada", lastName: "Lovelace", email, phone: "+14155550100", streetAddress: "1 Market St",
        "city.value": "San Francisco", state: "California", zip: "94105", countryId: "United States",
        "customQuestions[1]": "Yes", "customQuestions[2]": "No", "customQuestions[3]": "Bachelor's Degree", "customQuestions[4]": "Yes",
      });
      expect(sub.bot).toBeUndefined();
    },
  },
  {
    name: "Recruitee",
    ats: "recruitee",
    url: (job) => `http://initech.recruitee.com/o/software-engineer-${job}`,
    resume: "candidate[cv]",
    check(sub, email) {
      const a = "candidate[open_question_answers_attributes]";
      expect(sub.fields).toMatchObject({
        "candidate[name]": "Ada Lovelace", "candidate[email]": email, "candidate[phone]": "+14155550100", "candidate[sms_consent]": "false",
        [`${a}[0][open_question_id]`]: "101", [`${a}[0][flag]`]: "true", [`${a}[1][open_question_id]`]: "102", [`${a}[1][flag]`]: "false",
        [`${a}[2][open_question_id]`]: "103", [`${a}[2][content]`]: "5+ years",
      });
    },
  },
  {
    name: "Breezy HR",
    ats: "breezy",
    url: (job) => `http://globex.breezy.hr/p/9f3e${job}-software-engineer`,
    resume: "cResume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        cName: "Ada Lovelace", cEmail: email, cPhoneNumber: "+14155550100",
        "cQuestions[q1]": "Yes", "cQuestions[q2]": "No", "cQuestions[q3]": "5-9", gdprAgreement: "true",
      });
      expect(sub.fields.smsConsent).toBeUndefined();
      expect(sub.bot).toBeUndefined();
    },
  },
];

describeBoards(service, PLATFORMS);
