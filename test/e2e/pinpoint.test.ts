// Pinpoint through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's simulator. The application parks with the one question the
// profile cannot answer (years of experience), the client answers it, and the recorded submission holds
// the profile's names, e-mail, phone, the résumé's exact bytes and the screening answers (describeBoards,
// harness.ts).
import { expect } from "vitest";
import { describeBoards, digits, useService, YEARS_OF_EXPERIENCE } from "./harness";

const service = useService("pinpoint");
const A = "application_form[application]";

describeBoards(service, [
  {
    name: "Pinpoint",
    ats: "pinpoint",
    resume: `${A}[cv]`,
    experience: { label: YEARS_OF_EXPERIENCE, answer: "7" },
    url: (job) => `http://acme.pinpointhq.com/en/postings/6f1c1d2e-8a4b-4c3d-9e5f-${job}`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        [`${A}[first_name]`]: "Ada",
        [`${A}[last_name]`]: "Lovelace",
        [`${A}[email]`]: email,
        [`${A}[country]`]: "US",
        [`${A}[address1]`]: "1 Market St",
        [`${A}[town]`]: "San Francisco",
        [`${A}[postcode]`]: "94105",
        [`${A}[answers_attributes][0][boolean_answer]`]: "true",
        [`${A}[answers_attributes][1][boolean_answer]`]: "false",
        [`${A}[answers_attributes][2][number_answer]`]: "7",
      });
      expect(digits(sub.fields[`${A}[phone]`])).toMatch(/4155550100$/);
    },
  },
]);
