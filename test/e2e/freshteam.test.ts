// Freshteam through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's own simulator. The application parks with the profile's
// answers and ends `submitted` on approval with the profile's names, e-mail, phone, the résumé's exact
// bytes and answers to the platform's typical screening questions (describeBoards, harness.ts).
import { expect } from "vitest";
import { describeBoards, useService } from "./harness";

const service = useService("freshteam");

describeBoards(service, [
  {
    name: "Freshteam",
    ats: "freshteam",
    url: (job) => `http://acme.freshteam.com/jobs/Xk9${job}/software-engineer`,
    resume: "candidate[resume]",
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        "candidate[first_name]": "Ada",
        "candidate[last_name]": "Lovelace",
        "candidate[email]": email,
        "candidate[mobile]": "+14155550100",
        "candidate[answers][6001]": "Yes",
        "candidate[answers][6002]": "No",
        "candidate[answers][6003]": "6-10",
      });
      expect([sub.fields["candidate[privacy_policy]"]].flat().at(-1)).toBe("1");
    },
  },
]);
