// The page checked against the platform's own definition of the form (ats-adapters/form-schema.ts,
// docs/api-rules.md "The form against its definition"): what counts as a mismatch, and how each
// platform's definition is asked for and read.
import { describe, expect, it } from "vitest";
import { schemaMismatches, type SchemaQuestion } from "../../ats-adapters/form-schema";
import { ashby } from "../../ats-adapters/platforms/ashby";
import { greenhouse } from "../../ats-adapters/platforms/greenhouse";

const yesNo = [
  { value: "1", label: "Yes" },
  { value: "0", label: "No" },
];
const defined: SchemaQuestion[] = [
  { label: "First Name", required: true, names: ["first_name"], options: null },
  { label: "Are you legally authorized to work in the United States?", required: true, names: ["question_1002"], options: ["Yes", "No"] },
  { label: "Anything else?", required: false, names: ["question_1007"], options: null },
];

describe("the page against the form's definition", () => {
  it("finds each required question by its input's name or by its label, and accepts more on the page", () => {
    const page = [
      { key: "q_first_name", label: "Legal first name", options: null },
      {
        key: "q_work_auth",
        label: "Are you legally authorized to work in the United States? *",
        options: [{ value: "", label: "Select..." }, ...yesNo],
      },
      { key: "q_gdpr", label: "I agree to the privacy notice", options: null },
    ];
    expect(schemaMismatches(defined, page)).toEqual([]);
  });

  it("names a required question the page does not show; an optional one may be missing", () => {
    const page = [{ key: "q_first_name", label: "First Name", options: null }];
    expect(schemaMismatches(defined, page)).toEqual([
      'the required question "Are you legally authorized to work in the United States?" is not on the page',
    ]);
  });

  it("finds a one-choice list shown as a single box by its choice's words", () => {
    const consent: SchemaQuestion = {
      label: "Candidate Data Consent",
      required: true,
      names: ["_systemfield_data_consent_ack"],
      options: ["I consent to Acme processing my data."],
    };
    expect(schemaMismatches([consent], [{ key: "q_i_consent", label: "I consent to Acme processing my data.", options: null }])).toEqual(
      [],
    );
  });

  it("takes questions that share a label as shown one at a time (a two-level prompt's follow-ups)", () => {
    const which = (name: string, options: string[]): SchemaQuestion => ({ label: "Which one?", required: true, names: [name], options });
    const schema = [which("question_21", ["Indeed", "LinkedIn"]), which("question_22", ["Career fair", "Meetup"])];
    expect(
      schemaMismatches(schema, [
        {
          key: "q_question_22",
          label: "Which one?",
          options: [
            { value: "1", label: "Career fair" },
            { value: "2", label: "Meetup" },
          ],
        },
      ]),
    ).toEqual([]);
    expect(schemaMismatches(schema, [])).toEqual(['the required question "Which one?" is not on the page']);
  });

  it("names the choices the page does not offer (another widget's list read in its place)", () => {
    const page = [
      { key: "q_first_name", label: "First Name", options: null },
      {
        key: "q_question_1002",
        label: "Authorized?",
        options: [
          { value: "af", label: "Afghanistan +93" },
          { value: "1", label: "Yes" },
        ],
      },
    ];
    expect(schemaMismatches(defined, page)).toEqual(['"Are you legally authorized to work in the United States?" does not offer "No"']);
  });
});

describe("Greenhouse's job board API", () => {
  const req = (url: string) => greenhouse.formSchema!.request(new URL(url))?.url ?? null;

  it("is asked for the board's posting, the embedded form and the legacy host, never for an EU or foreign page", () => {
    const api = "https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012?questions=true";
    expect(req("https://job-boards.greenhouse.io/acme/jobs/4012")).toBe(api);
    expect(req("https://boards.greenhouse.io/acme/jobs/4012?gh_src=x")).toBe(api);
    expect(req("https://boards.greenhouse.io/embed/job_app?for=acme&token=4012")).toBe(api);
    expect(req("https://job-boards.eu.greenhouse.io/acme/jobs/4012")).toBeNull();
    expect(req("https://job-boards.greenhouse.io/acme")).toBeNull();
  });

  it("reads questions, location questions and compliance questions; hidden inputs are not questions", () => {
    const json = {
      questions: [
        {
          required: true,
          label: "Resume/CV",
          fields: [
            { name: "resume", type: "input_file", values: [] },
            { name: "resume_text", type: "textarea", values: [] },
          ],
        },
        {
          required: true,
          label: "Sponsorship?",
          fields: [
            {
              name: "question_9",
              type: "multi_value_single_select",
              values: [
                { value: 1, label: "Yes" },
                { value: 0, label: "No" },
              ],
            },
          ],
        },
        { required: false, label: "Source", fields: [{ name: "question_10", type: "input_hidden", values: [] }] },
      ],
      location_questions: [{ required: true, label: "Location (City)", fields: [{ name: "location", type: "input_text", values: [] }] }],
      compliance: [
        {
          type: "eeoc",
          questions: [
            {
              required: false,
              label: "Gender",
              fields: [{ name: "gender", type: "multi_value_single_select", values: [{ value: 1, label: "Male" }] }],
            },
          ],
        },
      ],
    };
    expect(greenhouse.formSchema!.questions(json)).toEqual([
      { label: "Resume/CV", required: true, names: ["resume", "resume_text"], options: null },
      { label: "Sponsorship?", required: true, names: ["question_9"], options: ["Yes", "No"] },
      { label: "Location (City)", required: true, names: ["location"], options: null },
      { label: "Gender", required: false, names: ["gender"], options: ["Male"] },
    ]);
    expect(greenhouse.formSchema!.questions({ status: 404, error: "Job not found" })).toBeNull();
  });
});

describe("Ashby's ApiJobPosting", () => {
  const job = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

  it("is asked for by board and posting id, on the posting's own host", () => {
    const r = ashby.formSchema!.request(new URL(`https://jobs.ashbyhq.com/acme/${job}/application`));
    expect(r).toMatchObject({
      url: "https://jobs.ashbyhq.com/api/non-user-graphql?op=ApiJobPosting",
      method: "POST",
      body: { variables: { organizationHostedJobsPageName: "acme", jobPostingId: job } },
    });
    expect(ashby.formSchema!.request(new URL("https://jobs.ashbyhq.com/acme"))).toBeNull();
  });

  it("reads every section's entries; a closed posting (jobPosting: null) has none", () => {
    const json = {
      data: {
        jobPosting: {
          applicationForm: {
            sections: [
              {
                fieldEntries: [
                  { isRequired: true, field: { path: "_systemfield_name", title: "Name", type: "String" } },
                  {
                    isRequired: false,
                    field: { path: "a1", title: "Pronouns", type: "ValueSelect", selectableValues: [{ label: "she/her", value: "she" }] },
                  },
                ],
              },
            ],
          },
        },
      },
    };
    expect(ashby.formSchema!.questions(json)).toEqual([
      { label: "Name", required: true, names: ["_systemfield_name"], options: null },
      { label: "Pronouns", required: false, names: ["a1"], options: ["she/her"] },
    ]);
    expect(ashby.formSchema!.questions({ data: { jobPosting: null } })).toBeNull();
  });
});
