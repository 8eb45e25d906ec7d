// Zoho Recruit through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's simulator. The application parks with the one question the
// profile cannot answer (years of experience), the client answers it, and the recorded submission holds
// the profile's names, e-mail, phone, the résumé's exact bytes and the screening answers (describeBoards,
// harness.ts).
import { expect } from "vitest";
import { describeBoards, digits, useService } from "./harness";

const service = useService("zoho-recruit");

describeBoards(service, [
  {
    name: "Zoho Recruit",
    ats: "zoho_recruit",
    resume: "Resume",
    experience: { label: /experience in years/i, answer: "7" },
    url: (job) => `http://acme.zohorecruit.com/jobs/Careers/59052200001${job}/Software-Engineer?source=CareerSite`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        First_Name: "Ada",
        Last_Name: "Lovelace",
        Email: email,
        City: "San Francisco",
        Country: "United States",
        "assessment[1]": "Yes",
        "assessment[2]": "No",
        "assessment[3]": "7",
      });
      expect(digits(sub.fields.Mobile)).toMatch(/4155550100$/);
    },
  },
]);
