// Comeet through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the platform's simulator. The application parks with the one question the
// profile cannot answer (years of experience), the client answers it, and the recorded submission holds
// the profile's names, e-mail, phone, the résumé's exact bytes and the screening answers (describeBoards,
// harness.ts).
import { expect } from "vitest";
import { describeBoards, digits, useService } from "./harness";

const service = useService("comeet");

describeBoards(service, [
  {
    name: "Comeet",
    ats: "comeet",
    resume: "cv",
    experience: { label: /years of professional experience/i, answer: "6-10" },
    // Comeet position UIDs are two hex pairs (8A.002): the behaviour's own id is one of them.
    recordedJobId: "C3.4012",
    url: () => `http://www.comeet.com/jobs/acme/8A.002/software-engineer/C3.4012`,
    check(sub, email) {
      expect(sub.fields).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        "questions[A1.001]": "Yes",
        "questions[A1.002]": "No",
        "questions[A1.003]": "6-10",
      });
      expect(digits(sub.fields.phone)).toMatch(/4155550100$/);
    },
  },
]);
