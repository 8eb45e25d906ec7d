// Rippling through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's simulator. The application parks with the one question the
// profile cannot answer (years of experience), the client answers it, and the recorded submission holds
// the profile's names, e-mail, phone, the résumé's exact bytes and the screening answers (describeBoards,
// harness.ts).
import { expect } from "vitest";
import { describeBoards, digits, useService, YEARS_OF_EXPERIENCE } from "./harness";

const service = useService("rippling");

describeBoards(service, [
  {
    name: "Rippling",
    ats: "rippling",
    resume: "resume",
    experience: { label: YEARS_OF_EXPERIENCE, answer: "6-9 years" },
    url: (job) => `http://ats.rippling.com/acme/jobs/8e2b6c1a-0f3d-4b7e-9a51-${job}`,
    check(sub, email) {
      const Q = (k: string) => `customQuestions.c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b.${k}`;
      // The page reads the résumé ("Jane Doe") into the name boxes: the profile's names must win.
      expect(sub.fields).toMatchObject({
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        phone_country: "US",
        location: "San Francisco, CA, USA",
        [Q("q1")]: "Yes",
        [Q("q2")]: "No",
        [Q("q3")]: "6-9 years",
      });
      expect(digits(sub.fields.phone_number)).toMatch(/4155550100$/);
    },
  },
]);
