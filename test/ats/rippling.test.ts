// Rippling adapter end to end, in real Chromium against the simulator: the /apply page, boxes with random
// names labelled only by the words beside them, div comboboxes showing "Select", the phone's country
// search and the place search (picked, not typed), the résumé read back into the name boxes.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const Q = (k: string) => `customQuestions.c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b.${k}`;
const url = (job: string) => `http://ats.rippling.com/acme/jobs/8e2b6c1a-0f3d-4b7e-9a51-2c4d6e8f${job}`;

describe("rippling adapter", { timeout: 300_000 }, () => {
  standardCases(
    {
      ats: "rippling",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          first_name: "Jane",
          last_name: "Doe",
          email: req.applicant.email,
          phone_country: "US",
          location: "San Francisco, CA, USA",
          [Q("q1")]: "Yes",
          [Q("q2")]: "No",
          [Q("q3")]: "6-9 years",
        });
        expect(String(sub.fields.phone_number).replace(/\D/g, "")).toMatch(/4155550100$/);
      },
    },
    () => env,
  );

  it("names every box by the words beside it, never by its random name", async () => {
    const result = await inspectApplication(request(url("4012")));
    const labels = result.questions.map((q) => q.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "First name",
        "Last name",
        "Email",
        "Phone number",
        "Are you legally authorized to work in the United States?",
      ]),
    );
    expect(labels.some((l) => /^[0-9a-f]{16}$/.test(l))).toBe(false);
    expect(result.unanswered).toEqual([]);
  });
});
