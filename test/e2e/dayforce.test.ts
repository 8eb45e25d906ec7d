// Dayforce through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev
// server and a worker, Chromium against the Dayforce simulator. The service applies without a Dayforce
// account (Dayforce allows it; no Dayforce ID is created, so no mail). The application parks at
// needs_review with every step's questions answered from the profile, then submits once on approval;
// the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate, validProfile } from "../api/helpers";
import { resumePdf } from "../simulators";
import { useService, waitFor } from "./harness";

const RESUME_URL = "http://files.example.test/resume.pdf";
const env = useService("dayforce");

/** A candidate in the US (the questionnaire asks about work authorization; the form wants a state). */
const inUs = () => {
  const profile = validProfile({ application: { yearsOfExperience: 7, howDidYouHear: "LinkedIn" } });
  Object.assign(profile.personalInformation, { address: "1 Market St", city: "San Francisco", state: "California", country: "United States", zipCode: "94105" });
  return profile;
};

describe("Dayforce through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `http://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL/jobs/${job}`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("dayforce");
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ key: string; label: string; answer: string | null }> = parked.review.questions;
    const answer = (label: string) => questions.find((q) => q.label === label)?.answer;
    const all = JSON.stringify(questions.map((q) => [q.label, q.answer]));
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Last Name"), all).toBe("Lovelace");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("How did you hear about this job?"), all).toBe("LinkedIn");
    expect(answer("Are you legally authorized to work in the country where this job is located?"), all).toBe("Yes");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(questions.find((q) => q.key === "q_candidate_acknowledgment")?.answer, all).toBeTruthy();
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const approved = await account.api("POST", `/applications/${created.body.id}/review`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const app = await waitFor(account, created.body.id, (a) => ["submitted", "failed"].includes(a.status));
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
    const subs = env.sim.submissions.filter((s) => s.jobId === job);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ ats: "dayforce", tenant: "acme" });
    expect(subs[0].fields).toMatchObject({
      firstName: "Ada", lastName: "Lovelace", email: account.candidate.email, phone: "+14155550100",
      addressLine1: "1 Market St", city: "San Francisco", stateProvince: "California", postalCode: "94105", country: "United States",
      workAuthorization: "Yes", sponsorship: "No", over18: "Yes", candidateSource: "LinkedIn", candidateAcknowledgment: "true",
    });
    expect(subs[0].fields.reference).toMatch(/^DF-\d{6}$/);
    expect(subs[0].files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
