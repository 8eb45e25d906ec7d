// Board platforms (Comeet, JazzHR, Zoho Recruit) through the whole service with review: the
// REST gateway, PostgreSQL, the Temporal dev server and a worker, Chromium against each platform's
// simulator. Each application parks with the one question the profile cannot answer (years of
// experience), the client answers it, and the recorded submission holds the profile's names, e-mail,
// phone, the résumé's exact bytes and the screening answers. The platforms run concurrently on the
// worker's shared browser pool.
import { expect } from "vitest";
import { describeBoards, useService, type BoardCase, digits } from "./harness";

const service = useService("boards3");

const PLATFORMS: BoardCase[] = [
  {
    name: "Comeet", ats: "comeet", resume: "cv", experience: { label: /years of professional experience/i, answer: "6-10" },
    // Comeet position UIDs are two hex pairs (8A.002): the behaviour's own id is one of them.
    recordedJobId: "C3.4012",
    url: () => `http://www.comeet.com/jobs/acme/8A.002/software-engineer/C3.4012`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        firstName: "Ada", lastName: "Lovelace", email,
        "questions[A1.001]": "Yes", "questions[A1.002]": "No", "questions[A1.003]": "6-10",
      });
      expect(digits(sub.fields.phone)).toMatch(/4155550100$/);
    },
  },
  {
    name: "JazzHR", ats: "jazzhr", resume: "resumator-resume-value", experience: { label: /years of professional experience/i, answer: "5-10" },
    url: (job) => `http://acme.applytojob.com/apply/xKq9${job}/software-engineer`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        "resumator-firstname-value": "Ada", "resumator-lastname-value": "Lovelace", "resumator-email-value": email,
        "resumator-city-value": "San Francisco", "resumator-postal-value": "94105",
        "resumator-questionnaire[1]": "YES", "resumator-questionnaire[2]": "NO-||-", "resumator-questionnaire[3]": "5-10",
        "resumator-questionnaire[5]": "CA", "resumator-questionnaire[6]": "YES-||-",
      });
      expect(digits(sub.fields["resumator-phone-value"])).toMatch(/4155550100$/);
    },
  },
  {
    name: "Zoho Recruit", ats: "zoho_recruit", resume: "Resume", experience: { label: /experience in years/i, answer: "7" },
    url: (job) => `http://acme.zohorecruit.com/jobs/Careers/59052200001${job}/Software-Engineer?source=CareerSite`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        First_Name: "Ada", Last_Name: "Lovelace", Email: email, City: "San Francisco", Country: "United States",
        "assessment[1]": "Yes", "assessment[2]": "No", "assessment[3]": "7",
      });
      expect(digits(sub.fields.Mobile)).toMatch(/4155550100$/);
    },
  },
];

describeBoards(service, PLATFORMS);
