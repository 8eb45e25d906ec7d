// BambooHR through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("bamboohr");

describeBoards(service, [
  {
    name: "BambooHR",
    ats: "bamboohr",
    url: (job) => `http://acme.bamboohr.com/careers/${job}`,
    resume: "resume",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        phone: "+14155550100",
        streetAddress: "1 Market St",
        "city.value": "San Francisco",
        state: "California",
        zip: "94105",
        countryId: "United States",
        "customQuestions[1]": "Yes",
        "customQuestions[2]": "No",
        "customQuestions[3]": "Bachelor's Degree",
        "customQuestions[4]": "Yes",
      });
      expect(sub.bot).toBeUndefined();
    },
  },
]);
