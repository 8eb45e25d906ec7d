// Breezy HR through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("breezy");

describeBoards(service, [
  {
    name: "Breezy HR",
    ats: "breezy",
    url: (job) => `http://globex.breezy.hr/p/9f3e${job}-software-engineer`,
    resume: "cResume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        cName: "Ada Lovelace",
        cEmail: email,
        cPhoneNumber: "+14155550100",
        "cQuestions[q1]": "Yes",
        "cQuestions[q2]": "No",
        "cQuestions[q3]": "5-9",
        gdprAgreement: "true",
      });
      expect(sub.fields.smsConsent).toBeUndefined();
      expect(sub.bot).toBeUndefined();
    },
  },
]);
