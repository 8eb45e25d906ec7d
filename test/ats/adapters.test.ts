// Lever, Ashby, SmartRecruiters and Workable adapters end to end, in real Chromium against their
// simulators: the same five cases for each (Greenhouse and Workday have their own files).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumePdf, type Submission } from "../simulators";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import type { ApplyRequest } from "../../ats-adapters/types";
import { recordingGuard, request, withRetries } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";

let env: AtsEnv;
beforeAll(async () => {
  env = await startAtsEnv();
});
afterAll(async () => {
  await env?.close();
});

interface Case {
  ats: string;
  url(job: string): string;
  /** A required free-text question the client may answer, to show overriding answers arrive. */
  override: [key: string, value: string] | null;
  expectFields(sub: Submission, req: ApplyRequest): void;
  resumeField: string;
}

const uuid = (job: string) => `00000000-0000-4000-8000-00000000${job}`;
const value = (sub: Submission, pattern: RegExp) =>
  Object.entries(sub.fields).find(([k]) => pattern.test(k))?.[1];

const CASES: Case[] = [
  {
    ats: "lever",
    url: (job) => `http://jobs.lever.co/acme/${uuid(job)}`,
    override: null,
    resumeField: "resume",
    expectFields(sub, req) {
      expect(sub.fields).toMatchObject({ name: "Jane Doe", email: req.applicant.email, phone: "+14155550100", org: "Initech" });
      expect(sub.fields["urls[LinkedIn]"]).toBe("https://www.linkedin.com/in/janedoe");
      expect(String(sub.fields.location)).toMatch(/^San Francisco, California/);
      expect(value(sub, /\[field0\]$/)).toBe("Yes");
      expect(value(sub, /\[field1\]$/)).toBe("No");
      expect(value(sub, /\[field2\]$/)).toBe("6-10");
    },
  },
  {
    ats: "ashby",
    url: (job) => `https://jobs.ashbyhq.com/acme/${uuid(job)}`,
    override: ["q_anything_else_we_should_know", "Client's own words"],
    resumeField: "_systemfield_resume",
    expectFields(sub, req) {
      expect(sub.fields).toMatchObject({ _systemfield_name: "Jane Doe", _systemfield_email: req.applicant.email });
      expect(sub.fields["0c6f6a35-6d4c-4f0e-9a57-7a8f3c1d0a01"]).toBe("+14155550100");
      expect(String(sub.fields._systemfield_location)).toMatch(/San Francisco/);
      expect(sub.fields["6a2e4d11-8c3b-4e7f-a1d2-5b9c0e3f4a03"]).toBe("true");
      expect(sub.fields["9d4c2b7a-1e5f-4a3b-8c6d-0f2e4a6b8c04"]).toBe("false");
      expect(sub.fields["1a3c5e7b-9d0f-4b2c-8e4a-6c8e0a2b4d08"]).toBe("Client's own words");
    },
  },
  {
    ats: "smartrecruiters",
    url: (job) => `http://jobs.smartrecruiters.com/Acme/74400000${job}-software-engineer`,
    override: null,
    resumeField: "resume",
    expectFields(sub, req) {
      expect(sub.fields).toMatchObject({
        firstName: "Jane",
        lastName: "Doe",
        email: req.applicant.email,
        emailConfirmation: req.applicant.email,
        phoneNumber: "+14155550100",
        q_authorized: "Yes",
        q_sponsorship: "No",
        q_experience: "5+",
        consent: "true",
      });
      expect(String(sub.fields.location)).toMatch(/^San Francisco/);
    },
  },
  {
    ats: "workable",
    url: (job) => `http://apply.workable.com/acme/j/AB${job}/`,
    override: ["q_headline", "Platform engineer"],
    resumeField: "resume",
    expectFields(sub, req) {
      expect(sub.fields).toMatchObject({
        firstname: "Jane",
        lastname: "Doe",
        email: req.applicant.email,
        phone: "+14155550100",
        headline: "Platform engineer",
        QA_6308627: "true",
        QA_6308628: "false",
      });
      expect(String(sub.fields.QA_6308629)).toMatch(/6-10|3/);
    },
  },
];

describe.each(CASES)("$ats adapter", (c) => {
  it("submits the profile's values (and overriding answers) exactly once", async () => {
    const req = request(c.url("4012"), c.override ? { answers: { [c.override[0]]: c.override[1] } } : {});
    const before = env.sim.submissions.length;
    const guard = recordingGuard();
    const outcome = await submitApplication(req, guard);
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.length).toBe(before + 1);
    const sub = env.sim.submissions.at(-1)!;
    expect(sub.ats).toBe(c.ats);
    c.expectFields(sub, req);
    expect(sub.files[c.resumeField].bytes.equals(resumePdf())).toBe(true);
  });

  it("fails a closed posting with job_closed", async () => {
    await expect(submitApplication(request(c.url("4040")), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
  });

  it("stops at a visible CAPTCHA with manual_completion_required without clicking submit", async () => {
    const guard = recordingGuard();
    await expect(submitApplication(request(c.url("4041")), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("lists a required question nothing answers, and will not submit without it", async () => {
    const result = await inspectApplication(request(c.url("4044")));
    expect(result.unanswered).toHaveLength(1);
    const key = result.unanswered[0];
    expect(result.questions.find((q) => q.key === key)?.label).toMatch(/referral code/i);
    const guard = recordingGuard();
    await expect(submitApplication(request(c.url("4044")), guard)).rejects.toMatchObject({ reason: "incomplete_candidate" });
    expect(guard.clicks).toBe(0);
  });

  it("succeeds on a retry after HTTP 5xx", async () => {
    const guard = recordingGuard();
    const outcome = await withRetries(() => submitApplication(request(c.url("5030")), guard));
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
  });
});
