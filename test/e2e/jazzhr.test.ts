// JazzHR through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's simulator. The application parks with the one question the
// profile cannot answer (years of experience), the client answers it, and the recorded submission holds
// the profile's names, e-mail, phone, the résumé's exact bytes and the screening answers (describeBoards,
// harness.ts).
import { expect } from "vitest";
import { describeBoards, digits, useService } from "./harness";

const service = useService("jazzhr");

describeBoards(service, [
  {
    name: "JazzHR",
    ats: "jazzhr",
    resume: "resumator-resume-value",
    experience: { label: /years of professional experience/i, answer: "5-10" },
    url: (job) => `http://acme.applytojob.com/apply/xKq9${job}/software-engineer`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        "resumator-firstname-value": "Ada",
        "resumator-lastname-value": "Lovelace",
        "resumator-email-value": email,
        "resumator-city-value": "San Francisco",
        "resumator-postal-value": "94105",
        "resumator-questionnaire[1]": "YES",
        "resumator-questionnaire[2]": "NO-||-",
        "resumator-questionnaire[3]": "5-10",
        "resumator-questionnaire[5]": "CA",
        "resumator-questionnaire[6]": "YES-||-",
      });
      expect(digits(sub.fields["resumator-phone-value"])).toMatch(/4155550100$/);
    },
  },
]);
