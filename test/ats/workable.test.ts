// Workable adapter end to end, in real Chromium against the simulator: aria-labelledby names with the
// star in the label, radios that only mirror React's pick, listbox dropdowns (education by level), the
// address and phone country prefilled from the IP replaced with the profile's, upload on choice.
import { describe, expect, it } from "vitest";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import { EXTRAS } from "../fixtures/profiles";
import { recordingGuard, request, testApplicant } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://apply.workable.com/acme/j/AB${job}/`;

describe("workable adapter", () => {
  standardCases(
    {
      ats: "workable",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          firstname: "Jane",
          lastname: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          address: "1 Market St",
          phone_country: "US", // both replaced the values prefilled from the IP
          QA_6308627: "true",
          QA_6308628: "false",
          CA_21901: "3",
          QA_6308629: "3",
          gdpr: "true",
        });
      },
    },
    () => env,
  );

  it("reads names through aria-labelledby and required stars in the label; a client's answer wins", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byKey = Object.fromEntries(result.questions.map((q) => [q.key, q]));
    expect(byKey.q_firstname).toMatchObject({ label: "First name", required: true });
    expect(byKey.q_gdpr).toMatchObject({ kind: "checkbox", required: true, answer: "true" });
    expect(byKey.q_phone_country).toMatchObject({ answer: "United States (+1)" }); // was "Germany (+49)", from the IP
    expect(byKey.q_headline).toMatchObject({ label: "Headline", required: false, answer: null });
    expect(byKey.q_address).toMatchObject({ required: true, answer: "1 Market St", answer_source: "profile" });
    expect(byKey.q_qa_6308628).toMatchObject({ kind: "radio", required: true, answer: "false" });
    expect(byKey.q_input_ca_21901_input).toMatchObject({ kind: "single_select", required: true, answer: "Bachelor's Degree" });
    expect(byKey.q_input_ca_21901_input.options!.map((o: { label: string }) => o.label)).toContain("Doctorate (PhD)");
    expect(result.unanswered).toEqual([]);

    const req = request(url("4012"), { answers: { q_headline: "Platform engineer" } });
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)!.fields.headline).toBe("Platform engineer");
  });

  it("chooses the education option by level: a doctorate is 'Doctorate (PhD)'", async () => {
    const req = request(url("4012"));
    req.applicant = testApplicant(req.applicant.email, { ...EXTRAS });
    req.applicant.profile.education = [
      { university: "MIT", degree: "Doctor of Philosophy in Physics" },
    ] as typeof req.applicant.profile.education;
    expect((await submitApplication(req, recordingGuard())).kind).toBe("submitted");
    expect(env.sim.submissions.at(-1)!.fields.CA_21901).toBe("5");
  });
});
