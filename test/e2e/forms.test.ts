// SmartRecruiters, Workable, Greenhouse (both UIs), Lever and Ashby through the whole service, with
// review and without: the REST gateway, PostgreSQL, the Temporal dev server and a worker, Chromium against
// the rebuilt simulators (OneTrust over SmartRecruiters' shadow-root form; Workable's React form with
// IP-prefilled values; Greenhouse's react-selects and location lookup, and its legacy form's jQuery UI
// location menu; Lever's resume parse and role-less location typeahead; Ashby's form-less React page).
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { ASHBY_PATHS } from "../simulators/ashby";
import { QUESTIONS_CARD, WORK_CARD } from "../simulators/lever";
import { inUs } from "../fixtures/profiles";
import { useService, waitFor } from "./harness";

const RESUME_URL = "http://files.example.test/resume.pdf";
const env = useService("forms");

const jobId = (suffix: string) => `${Date.now().toString().slice(-6)}${suffix}`;
const done = (app: any) => ["submitted", "failed"].includes(app.status);
/** The profile also knows how many years of experience the candidate has: nothing is left to ask. */
const complete = { application: { yearsOfExperience: 7 } };

const SF = "San Francisco, California, United States";

interface Platform {
  name: string;
  ats: string;
  /** The review's name question and the profile's answer to it (Lever and Ashby ask for the full name). */
  nameQuestion: [RegExp, string];
  url(job: string): string;
  experienceAnswer: string;
  check(fields: Record<string, unknown>, email: string): void;
  resume: string;
  /** What the profile says beyond `inUs()` (Greenhouse asks "How did you hear about us?"). */
  application?: Record<string, unknown>;
  /** Per-posting simulator behaviour (the legacy Greenhouse form). */
  setup?(job: string): void;
}

const PLATFORMS: Platform[] = [
  {
    name: "SmartRecruiters",
    ats: "smartrecruiters",
    nameQuestion: [/^first name$/i, "Ada"] as [RegExp, string],
    url: (job: string) => `http://jobs.smartrecruiters.com/Acme/${job}-software-engineer`,
    experienceAnswer: "5+",
    check(fields: Record<string, unknown>, email: string) {
      expect(fields).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        confirmEmail: email,
        phoneNumber: "+14155550100",
        location: "San Francisco, CA, United States",
        q_authorized: "Yes",
        q_sponsorship: "No",
        q_experience: "5+",
        consent: "true",
      });
    },
    resume: "resume",
  },
  {
    name: "Workable",
    ats: "workable",
    nameQuestion: [/^first name$/i, "Ada"] as [RegExp, string],
    url: (job: string) => `http://apply.workable.com/acme/j/AB${job}/`,
    experienceAnswer: "6-10",
    check(fields: Record<string, unknown>, email: string) {
      expect(fields).toMatchObject({
        firstname: "Ada",
        lastname: "Lovelace",
        email,
        phone: "+14155550100",
        phone_country: "US",
        address: "1 Market St",
        QA_6308627: "true",
        QA_6308628: "false",
        CA_21901: "3",
        QA_6308629: "3",
        gdpr: "true",
      });
    },
    resume: "resume",
  },
  {
    name: "Lever",
    ats: "lever",
    nameQuestion: [/^full name$/i, "Ada Lovelace"] as [RegExp, string],
    url: (job: string) => `http://jobs.lever.co/acme/00000000-0000-4000-8000-${job.padStart(12, "0")}`,
    experienceAnswer: "6-10",
    check(fields: Record<string, unknown>, email: string) {
      // The resume's parse pre-filled "Jane Doe" (the PDF's name); the profile's name replaced it.
      expect(fields).toMatchObject({
        name: "Ada Lovelace",
        email,
        phone: "+14155550100",
        location: "San Francisco, California, United States",
        [`cards[${WORK_CARD}][field0]`]: "Yes",
        [`cards[${WORK_CARD}][field1]`]: "No",
        [`cards[${QUESTIONS_CARD}][field0]`]: "6-10",
      });
      expect(JSON.parse(String(fields.selectedLocation))).toMatchObject({ name: "San Francisco, California, United States" });
      expect(fields["consent[marketing]"]).toBeUndefined();
    },
    resume: "resume",
  },
  {
    name: "Greenhouse",
    ats: "greenhouse",
    nameQuestion: [/^first name$/i, "Ada"] as [RegExp, string],
    url: (job: string) => `http://job-boards.greenhouse.io/acme/jobs/${job}`,
    experienceAnswer: "6-10",
    application: { howDidYouHear: "LinkedIn" },
    check(fields: Record<string, unknown>, email: string) {
      expect(fields).toMatchObject({
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        phone: "+14155550100",
        phone_country: "us",
        country: "us",
        location: SF,
        question_1002: "1",
        question_1003: "0",
        question_1004: "7002",
        question_1005: "7100",
      });
    },
    resume: "resume",
  },
  {
    name: "Ashby",
    ats: "ashby",
    nameQuestion: [/^name$/i, "Ada Lovelace"] as [RegExp, string],
    url: (job: string) => `https://jobs.ashbyhq.com/acme/00000000-0000-4000-8000-${job.padStart(12, "0")}/application`,
    experienceAnswer: "6-10",
    check(fields: Record<string, unknown>, email: string) {
      const P = ASHBY_PATHS;
      expect(fields).toMatchObject({
        _systemfield_name: "Ada Lovelace",
        _systemfield_email: email,
        [P.phone]: "+14155550100",
        _systemfield_location: "San Francisco, California, United States",
        [P.authorized]: "true",
        [P.sponsorship]: "false",
        [P.years]: "6-10",
      });
      expect(fields._systemfield_data_consent_ack).toHaveLength(1);
    },
    resume: "_systemfield_resume",
  },
  {
    name: "Greenhouse (legacy form)",
    ats: "greenhouse",
    nameQuestion: [/^first name$/i, "Ada"] as [RegExp, string],
    url: (job: string) => `http://boards.greenhouse.io/acme/jobs/${job}`,
    experienceAnswer: "7002", // a native select: the API takes its option value ("6-10")
    application: { howDidYouHear: "LinkedIn" },
    setup: (job: string) => env.sim.postings.set(job, { legacyMarkup: true }),
    check(fields: Record<string, unknown>, email: string) {
      const answer = (n: number, rest: string) => fields[`job_application[answers_attributes][${n}][${rest}]`];
      expect(fields).toMatchObject({
        "job_application[first_name]": "Ada",
        "job_application[last_name]": "Lovelace",
        "job_application[email]": email,
        "job_application[phone]": "+14155550100",
        "job_application[location]": SF,
      });
      expect([answer(1, "boolean_value"), answer(2, "boolean_value")]).toEqual(["1", "0"]);
      expect(answer(3, "answer_selected_options_attributes][0][question_option_id")).toBe("7002");
      expect(answer(4, "answer_selected_options_attributes][0][question_option_id")).toBe("7100");
    },
    resume: "job_application[resume]",
  },
];

describe.each(PLATFORMS)("$name through the API", { timeout: 240_000 }, (p) => {
  it("without review: submitted once with the profile's values", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, {
      profile: inUs({ application: { ...p.application, ...complete.application } }),
      resumeUrl: RESUME_URL,
    });
    const job = jobId("4012");
    p.setup?.(job);
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url: p.url(job) });
    expect(created.status).toBe(202);
    expect(created.body.ats).toBe(p.ats);
    const app = await waitFor(account, created.body.id, done);
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null });
    const subs = env.sim.submissions.filter((s) => s.jobId.endsWith(job));
    expect(subs).toHaveLength(1);
    p.check(subs[0].fields, account.candidate.email);
    expect(subs[0].files[p.resume].bytes.equals(resumePdf())).toBe(true);
  });

  it("with review: parks with the question the profile cannot answer, then submits the client's answer", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, {
      profile: inUs(p.application ? { application: p.application } : {}),
      resumeUrl: RESUME_URL,
    });
    const job = jobId("4012");
    p.setup?.(job);
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: p.url(job),
      review_before_submit: true,
    });
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ key: string; label: string; answer: string | null; required: boolean }> = parked.review.questions;
    expect(questions.find((q) => p.nameQuestion[0].test(q.label))?.answer).toBe(p.nameQuestion[1]);
    const years = questions.find((q) => /years of (professional )?experience/i.test(q.label))!;
    expect(years).toMatchObject({ required: true, answer: null });
    expect(env.sim.submissions.filter((s) => s.jobId.endsWith(job))).toHaveLength(0);

    const approved = await account.api("POST", `/applications/${created.body.id}/review`, {
      action: "approve",
      answers: { [years.key]: p.experienceAnswer },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const app = await waitFor(account, created.body.id, done);
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
    const subs = env.sim.submissions.filter((s) => s.jobId.endsWith(job));
    expect(subs).toHaveLength(1);
    p.check(subs[0].fields, account.candidate.email);
  });
});
