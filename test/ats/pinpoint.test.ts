// Pinpoint adapter end to end, in real Chromium against the simulator: "Apply now" from the posting,
// Rails names, the react-select Country (typed, then picked), true/false radios named only through
// hidden aria-labelledby divs, address lines labelled without `for`, the consent box, never "Save for later".
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const A = "application_form[application]";
const url = (job: string) => `http://acme.pinpointhq.com/en/postings/6f1c1d2e-8a4b-4c3d-9e5f-0a1b2c3d${job}`;

describe("pinpoint adapter", { timeout: 300_000 }, () => {
  standardCases(
    {
      ats: "pinpoint",
      url,
      resumeField: `${A}[cv]`,
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          [`${A}[first_name]`]: "Jane",
          [`${A}[last_name]`]: "Doe",
          [`${A}[email]`]: req.applicant.email,
          [`${A}[country]`]: "US",
          [`${A}[address1]`]: "1 Market St",
          [`${A}[town]`]: "San Francisco",
          [`${A}[postcode]`]: "94105",
          [`${A}[answers_attributes][0][boolean_answer]`]: "true",
          [`${A}[answers_attributes][1][boolean_answer]`]: "false",
          [`${A}[answers_attributes][2][number_answer]`]: "7",
        });
        expect(String(sub.fields[`${A}[phone]`]).replace(/\D/g, "")).toMatch(/4155550100$/);
        expect([sub.fields["application[process_information]"]].flat()).toContain("1");
      },
    },
    () => env,
  );

  it("reads each yes/no question once under its own title, and the address lines by their labels", async () => {
    const result = await inspectApplication(request(url("4012")));
    const labels = result.questions.map((q) => q.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Are you eligible to work in the US?", "Address Line 1", "Town", "Postcode", "Country"]),
    );
    expect(labels.filter((l) => /eligible to work/i.test(l))).toHaveLength(1);
    expect(labels.some((l) => /^\d+\.|personal details|save application/i.test(l))).toBe(false);
    const eligible = result.questions.find((q) => /eligible to work/i.test(q.label))!;
    expect(eligible).toMatchObject({ required: true, answer: expect.stringMatching(/^(true|yes)$/i) });
    expect(result.unanswered).toEqual([]);
  });
});
