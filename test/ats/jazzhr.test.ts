// JazzHR adapter end to end, in real Chromium against the simulator: "-- No answer --" selects and
// upper-case YES/NO, Yes/No asked as two checkboxes, an attestation checkbox, a state given as its code,
// City/State/Postal known only by placeholder, "Decline to answer" kept for EEO, the page's has-error.
import { describe, expect, it } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import { recordingGuard, request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.applytojob.com/apply/xKq9${job}/software-engineer`;

describe("jazzhr adapter", () => {
  standardCases(
    {
      ats: "jazzhr",
      url,
      resumeField: "resumator-resume-value",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          "resumator-firstname-value": "Jane",
          "resumator-lastname-value": "Doe",
          "resumator-email-value": req.applicant.email,
          "resumator-phone-value": "+14155550100",
          "resumator-address-value": "1 Market St",
          "resumator-city-value": "San Francisco",
          "resumator-state-value": "California",
          "resumator-postal-value": "94105",
          "resumator-questionnaire[1]": "YES",
          "resumator-questionnaire[2]": "NO-||-",
          "resumator-questionnaire[3]": "5-10",
          "resumator-questionnaire[4]": "Bachelor's Degree",
          "resumator-questionnaire[5]": "CA",
          "resumator-questionnaire[6]": "YES-||-",
          "resumator-eeo_gender-value": "Decline to answer",
          "resumator-eeo_race-value": "Decline to answer",
        });
      },
    },
    () => env,
  );

  it("reads Yes/No checkboxes as one question and never offers '-- No answer --'", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byKey = Object.fromEntries(result.questions.map((q) => [q.key, q]));
    expect(byKey.q_resumator_questionnaire_2).toMatchObject({
      kind: "radio",
      required: true,
      answer: "NO",
      options: [
        { value: "YES", label: "YES" },
        { value: "NO", label: "NO" },
      ],
    });
    expect(byKey.q_resumator_questionnaire_6).toMatchObject({
      kind: "checkbox",
      required: true,
      label: expect.stringMatching(/^I certify/),
    });
    expect(byKey.q_resumator_questionnaire_q1.options!.map((o: { label: string }) => o.label)).toEqual(["YES", "NO"]);
    expect(byKey.q_resumator_city_value).toMatchObject({ label: "City", answer: "San Francisco" });
    expect(byKey.q_resumator_questionnaire_q5).toMatchObject({ label: "State of residence", answer: "CA" });
    expect(result.questions.some((q) => /^(yes|no)$/i.test(q.label))).toBe(false);
    expect(result.unanswered).toEqual([]);
  });

  it("a client's 'true' for the checkbox question ticks YES and leaves NO clear", async () => {
    const req = request(url("4012"), { answers: { q_resumator_questionnaire_2: "true" } });
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)!.fields["resumator-questionnaire[2]"]).toBe("YES-||-");
  });
});
