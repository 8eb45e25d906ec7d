// SmartRecruiters adapter end to end, in real Chromium against the simulator: OneTrust's filter over the
// page (answered with the strictly necessary choice), "I'm interested", the spl-* form in open shadow
// roots, the city that sticks only when picked, and the form's own messages when it refuses a click.
import { describe, expect, it } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import { recordingGuard, request, testApplicant } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://jobs.smartrecruiters.com/Acme/74400000${job}-software-engineer`;

describe("smartrecruiters adapter", () => {
  standardCases(
    {
      ats: "smartrecruiters",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          confirmEmail: req.applicant.email,
          phoneNumber: "+14155550100",
          location: "San Francisco, CA, United States",
          q_authorized: "Yes",
          q_sponsorship: "No",
          q_experience: "5+",
          consent: "true",
        });
        // The banner was answered with the strictly necessary cookies only.
        expect(sub.cookieConsent).toBe("groups=C0001:1,C0002:0,C0003:0,C0004:0");
      },
    },
    () => env,
  );

  it("reads the shadow-root controls by their data-test hosts, with labels and required marks", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(request(url("4012")));
    const byKey = Object.fromEntries(result.questions.map((q) => [q.key, q]));
    expect(byKey.q_personal_info_first_name_input).toMatchObject({ label: "First name", required: true, answer: "Jane" });
    expect(byKey.q_personal_info_email_confirm_input).toMatchObject({
      required: true,
      answer: expect.stringContaining("@inbox.localhost"),
    });
    expect(byKey.q_location_autocomplete).toMatchObject({
      label: "City",
      kind: "typeahead",
      required: true,
      answer: "San Francisco, California, United States",
    });
    expect(byKey.q_screening_question_2).toMatchObject({ kind: "radio", required: true, answer: "No" });
    expect(byKey.q_privacy_policy_checkbox).toMatchObject({ kind: "checkbox", required: true, answer: "true" });
    expect(result.unanswered).toEqual([]);
    // Typed after its own country code, without it (the widget sends +1 and the number together).
    expect(byKey.q_personal_info_phone).toMatchObject({ label: "Phone number", answer: "4155550100" });
    expect(byKey.q_personal_info_phone_country_code).toMatchObject({ answer: "+1" }); // preset from the IP, replaced
    expect(env.sim.submissions.length).toBe(before);
  });

  it("reports the form's own messages by field when the page refuses the click (a city no suggestion matches)", async () => {
    const req = request(url("4012"));
    req.applicant = testApplicant(req.applicant.email);
    req.applicant.profile.personalInformation.city = "Springfield";
    const before = env.sim.submissions.length;
    const guard = recordingGuard();
    const failure = await submitApplication(req, guard).catch((e) => e);
    expect(failure).toMatchObject({ reason: "site_error" });
    expect(failure.message).toContain("City: Please select a location from the list");
    expect(failure.message).toContain("not resubmitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.length).toBe(before);
  });
});
