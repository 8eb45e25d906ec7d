// Personio through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("personio");

describeBoards(service, [
  {
    name: "Personio",
    ats: "personio",
    url: (job) => `http://acme.jobs.personio.de/job/${job}`,
    resume: "categorised_documents[0][file]",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        phone: "+14155550100",
        "categorised_documents[0][category]": "cv",
        custom_attribute_1001: "custom_option_10011", // Yes
        custom_attribute_1002: "custom_option_10022", // No
      });
      expect(sub.bot).toBeUndefined();
    },
  },
]);
