// Breezy HR adapter end to end, in real Chromium against the simulator: the form at /apply, one
// full-name input, the resume uploaded and parsed on choice (history appended), the honeypot left empty,
// Yes/No radios, a native select, the GDPR box ticked and the SMS opt-in left alone.
import { describe, expect } from "vitest";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

describe("breezy adapter", () => {
  standardCases(
    {
      ats: "breezy",
      url: (job) => `http://globex.breezy.hr/p/9f3e${job}-software-engineer`,
      resumeField: "cResume",
      expectFields(sub, req) {
        expect(sub.bot).toBeUndefined();
        expect(sub.fields).toMatchObject({
          cName: "Jane Doe",
          cEmail: req.applicant.email,
          cPhoneNumber: "+14155550100",
          "cQuestions[q1]": "Yes",
          "cQuestions[q2]": "No",
          "cQuestions[q3]": "5-9",
          gdprAgreement: "true",
        });
        expect(sub.fields.smsConsent).toBeUndefined();
      },
    },
    () => env,
  );
});
