// Paylocity adapter end to end, in real Chromium against the simulator: the Details URL to /Apply, the
// "Apply with resume" modal (uploaded with its parse box unticked, so nothing is pre-filled), the wizard
// whose one #btn-submit says Next and then Submit, react-widgets dropdowns, the state's list.
import { describe, expect, it, vi } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// Four steps with eight react-widgets lists, each opened to be read: a walk takes a minute or more on 2 cores.
vi.setConfig({ testTimeout: 300_000 });

const env = useAtsEnv();

const url = (job: string) => `http://recruiting.paylocity.com/Recruiting/Jobs/Details/7${job}`;

describe("paylocity adapter", () => {
  standardCases(
    {
      ats: "paylocity",
      url,
      resumeField: "resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          "info.firstName": "Jane",
          "info.lastName": "Doe",
          "info.email": req.applicant.email,
          "info.cellPhone": "+14155550100",
          "public-site-address-address-1": "1 Market St",
          "public-site-address-city": "San Francisco",
          "public-site-address-us-state": "California",
          "public-site-address-zip": "94105",
          "info.haveYouWorkedWithUsBefore": "No",
          "info.howDidYouHearAboutUs": "Company Website",
          multiQuestionAnswer1285162: "No",
          multiQuestionAnswer1285163: "7-10 years",
          "acknowledgements.authorizedToWorkInUs": "Yes",
          applyAcknowledgement: "true",
        });
      },
    },
    () => env,
  );

  it("reads every step's questions through the review, with nothing left to ask and nothing sent", async () => {
    const before = env.sim.submissions.length;
    const result = await inspectApplication(request(url("4012")));
    const byLabel = Object.fromEntries(result.questions.map((q) => [q.label, q]));
    expect(byLabel["First Name"]).toMatchObject({ required: true, answer: "Jane" });
    expect(byLabel["Mobile Phone"]).toMatchObject({ required: true, answer: "+14155550100" });
    expect(byLabel["Have you worked with us before?"]).toMatchObject({ required: true, answer: "No" });
    expect(byLabel["How many years of professional experience do you have in this field?"]).toMatchObject({
      required: true,
      answer: "7-10 years",
    });
    expect(byLabel["Are you legally authorized to work in the United States?"]).toMatchObject({ required: true, answer: "Yes" });
    expect(byLabel.Gender).toMatchObject({ required: false });
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
    // The parse was declined: no work-history entry came from the resume.
    expect(result.questions.some((q) => /workHistory|work_history/.test(q.key))).toBe(false);
  });
});
