// Paycom through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server
// and a worker, Chromium against the Paycom simulator (no account on Paycom, so no mail). The
// application parks at needs_review with every step's questions answered from the profile, then
// submits once on approval; the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate, validProfile } from "../api/helpers";
import { resumePdf } from "../simulators";
import { useService, waitFor } from "./harness";

const RESUME_URL = "http://files.example.test/resume.pdf";
const KEY = "0CD03D349D6A29BE4D1C4745E87E83CC";
const env = useService("paycom");

/** A candidate in the US (the questionnaire asks about US work authorization) who knows their experience. */
const inUs = () => {
  const profile = validProfile({ application: { yearsOfExperience: 7, howDidYouHear: "LinkedIn" } });
  Object.assign(profile.personalInformation, { address: "1 Market St", city: "San Francisco", state: "California", country: "United States", zipCode: "94105" });
  return profile;
};

describe("Paycom through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `https://www.paycomonline.net/v4/ats/web.php/portal/${KEY}/jobs/${job}`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("paycom");
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ label: string; answer: string | null }> = parked.review.questions;
    const answer = (label: string) => questions.find((q) => q.label === label)?.answer;
    const all = JSON.stringify(questions.map((q) => [q.label, q.answer]));
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("How did you hear about this position?"), all).toBe("LinkedIn");
    expect(answer("How many years of experience do you have in this field?"), all).toBe("5-10 years");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(answer("Electronic Signature (type your full legal name)"), all).toBe("Ada Lovelace");
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const approved = await account.api("POST", `/applications/${created.body.id}/review`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const app = await waitFor(account, created.body.id, (a) => ["submitted", "failed"].includes(a.status));
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
    const subs = env.sim.submissions.filter((s) => s.jobId === job);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ ats: "paycom", tenant: KEY });
    expect(subs[0].fields).toMatchObject({
      firstName: "Ada", lastName: "Lovelace", email: account.candidate.email, phone: "+14155550100",
      address1: "1 Market St", city: "San Francisco", state: "California", zip: "94105",
      qWorkAuthorization: "Yes", qSponsorship: "No", qOver18: "Yes", qExperience: "5-10 years", qSource: "LinkedIn",
      certify: "true", esignature: "Ada Lovelace",
    });
    expect(subs[0].files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
