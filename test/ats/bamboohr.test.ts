// BambooHR adapter end to end, in real Chromium against the simulator: the form rendered in place by
// "Apply for This Job", Fabric dropdowns over aria-hidden native selects, the resume posted on choice
// (resumeFileId), the collapsed nickname_ honeypot left empty, tenant questions as radios.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.bamboohr.com/careers/77${job}`;

describe("bamboohr adapter", () => {
  standardCases(
    {
      ats: "bamboohr",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.bot).toBeUndefined();
        expect(sub.fields).toMatchObject({
          firstName: "Jane",
          lastName: "Doe",
          email: req.applicant.email,
          phone: "+14155550100",
          streetAddress: "1 Market St",
          "city.value": "San Francisco",
          state: "California",
          zip: "94105",
          countryId: "United States",
          linkedinUrl: "https://www.linkedin.com/in/janedoe",
          "customQuestions[1]": "Yes",
          "customQuestions[2]": "No",
          "customQuestions[3]": "Bachelor's Degree",
          "customQuestions[4]": "Yes",
        });
      },
    },
    () => env,
  );

  it("reads each Fabric dropdown once, with its options, and never the honeypot", async () => {
    const result = await inspectApplication(request(url("4012")));
    const labels = result.questions.map((q) => q.label);
    expect(labels).toContain("First Name");
    expect(labels.filter((l) => l === "Country")).toHaveLength(1);
    expect(labels.some((l) => /nickname/i.test(l))).toBe(false);
    const country = result.questions.find((q) => q.label === "Country")!;
    expect(country).toMatchObject({ required: true, answer: "United States" });
    expect(result.unanswered).toEqual([]);
  });
});
