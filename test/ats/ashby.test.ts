// Ashby adapter end to end, in real Chromium against the simulator: a React page without a <form>,
// questions named by labels whose required mark is a CSS class, Yes/No buttons, the id-less location
// combobox (the right row among look-alikes), upload through a file handle, and the "Autofill from
// resume" input left alone.
import { describe, expect, it } from "vitest";
import { inspectApplication } from "../../ats-adapters";
import { ASHBY_PATHS as P } from "../simulators/ashby";
import { request } from "./helpers";
import { useAtsEnv } from "./env";
import { standardCases } from "./platform-cases";

const env = useAtsEnv();

const url = (job: string) => `https://jobs.ashbyhq.com/acme/00000000-0000-4000-8000-00000000${job}`;

describe("ashby adapter", () => {
  standardCases(
    {
      ats: "ashby",
      url,
      override: ["q_additional_information", "Client's own words"],
      resumeField: "_systemfield_resume",
      expectFields(sub, req) {
        expect(sub.fields).toMatchObject({
          _systemfield_name: "Jane Doe",
          _systemfield_email: req.applicant.email,
          [P.phone]: "+14155550100",
          _systemfield_location: "San Francisco, California, United States",
          [P.authorized]: "true",
          [P.sponsorship]: "false",
          [P.years]: "6-10",
          [P.linkedin]: "https://www.linkedin.com/in/janedoe",
          [P.additional]: "Client's own words",
        });
        expect(sub.fields._systemfield_data_consent_ack).toHaveLength(1);
      },
    },
    () => env,
  );

  it("reads Ashby's questions: required by the label's class, Yes/No pairs, the location combobox", async () => {
    const result = await inspectApplication(request(url("4012")));
    const byLabel = (re: RegExp) => result.questions.find((q) => re.test(q.label));
    expect(byLabel(/^name$/i)).toMatchObject({ required: true, answer: "Jane Doe" });
    expect(byLabel(/^phone number$/i)).toMatchObject({ required: true });
    expect(byLabel(/^linkedin profile$/i)).toMatchObject({ required: false });
    expect(byLabel(/currently located/i)).toMatchObject({ required: true, kind: "typeahead" });
    expect(byLabel(/authorized to work/i)).toMatchObject({ kind: "boolean", required: true, answer: "true" });
    expect(byLabel(/years of professional experience/i)).toMatchObject({ kind: "radio", required: true, answer: "6-10" });
    expect(result.questions.filter((q) => q.kind === "file" && q.answer !== null)).toHaveLength(1); // not the autofill pane
    expect(result.unanswered).toEqual([]);
  });
});
