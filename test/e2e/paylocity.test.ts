// Paylocity through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev
// server and a worker, Chromium against the Paylocity simulator (no account on Paylocity, so no mail).
// The application parks at needs_review with every step's questions answered from the profile, then
// submits once on approval; the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate, validProfile } from "../api/helpers";
import { resumePdf } from "../simulators";
import { useService, waitFor } from "./harness";

const RESUME_URL = "http://files.example.test/resume.pdf";
const env = useService("paylocity");

/** A candidate in the US (the form asks about US work authorization) who knows their experience. */
const inUs = () => {
  const profile = validProfile({ application: { yearsOfExperience: 7, howDidYouHear: "LinkedIn" } });
  Object.assign(profile.personalInformation, { address: "1 Market St", city: "San Francisco", state: "California", country: "United States", zipCode: "94105" });
  return profile;
};

describe("Paylocity through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `http://recruiting.paylocity.com/Recruiting/Jobs/Details/${job}`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("paylocity");
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ label: string; answer: string | null }> = parked.review.questions;
    const answer = (label: string) => questions.find((q) => q.label === label)?.answer;
    const all = JSON.stringify(questions.map((q) => [q.label, q.answer]));
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Last Name"), all).toBe("Lovelace");
    expect(answer("Mobile Phone"), all).toBe("+14155550100");
    expect(answer("How did you hear about us?"), all).toBe("LinkedIn");
    expect(answer("Will you now or in the future require sponsorship for employment visa status (e.g. H-1B)?"), all).toBe("No");
    expect(answer("How many years of professional experience do you have in this field?"), all).toBe("7-10 years");
    expect(answer("Are you legally authorized to work in the United States?"), all).toBe("Yes");
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const approved = await account.api("POST", `/applications/${created.body.id}/review`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const app = await waitFor(account, created.body.id, (a) => ["submitted", "failed"].includes(a.status));
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
    const subs = env.sim.submissions.filter((s) => s.jobId === job);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ ats: "paylocity", tenant: "acme" });
    expect(subs[0].fields).toMatchObject({
      "info.firstName": "Ada", "info.lastName": "Lovelace", "info.email": account.candidate.email, "info.cellPhone": "+14155550100",
      "public-site-address-address-1": "1 Market St", "public-site-address-city": "San Francisco",
      "public-site-address-us-state": "California", "public-site-address-zip": "94105",
      "info.haveYouWorkedWithUsBefore": "No", "info.howDidYouHearAboutUs": "LinkedIn",
      multiQuestionAnswer1285162: "No", multiQuestionAnswer1285163: "7-10 years",
      "acknowledgements.authorizedToWorkInUs": "Yes", applyAcknowledgement: "true",
    });
    expect(subs[0].files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
