// Zoho Recruit adapter end to end, in real Chromium against the simulator: "I'm interested" from the
// posting, a two-step form walked with Next (candidate details under Candidates-module API names, then
// the pre-screening assessment), a "-None-" Country select, the thank-you page.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `http://acme.zohorecruit.com/jobs/Careers/59052200001188${job}/Software-Engineer?source=CareerSite`;

describe("zoho recruit adapter", { timeout: 300_000 }, () => {
  standardCases(
    {
      ats: "zoho_recruit",
      url,
      resumeField: "Resume",
      expectFields(sub, req) {
        expect(sub.tenant).toBe("acme");
        expect(sub.fields).toMatchObject({
          First_Name: "Jane",
          Last_Name: "Doe",
          Email: req.applicant.email,
          City: "San Francisco",
          Country: "United States",
          "assessment[1]": "Yes",
          "assessment[2]": "No",
          "assessment[3]": "7",
        });
        expect(String(sub.fields.Mobile).replace(/\D/g, "")).toMatch(/4155550100$/);
      },
    },
    () => env,
  );

  it("reads both steps: the candidate details and the assessment, all answered", async () => {
    const result = await inspectApplication(request(url("4012")));
    const labels = result.questions.map((q) => q.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "First Name",
        "Mobile",
        "Country",
        "Resume",
        "Are you legally authorized to work in the United States?",
        "Experience in Years",
      ]),
    );
    expect(labels.some((l) => /\*$/.test(l))).toBe(false);
    expect(result.unanswered).toEqual([]);
  });
});
