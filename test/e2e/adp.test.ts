// ADP Workforce Now through the whole service with review: the REST gateway, PostgreSQL, the Temporal
// dev server and a worker, Chromium against the ADP simulator. The service registers the candidate's
// applicant account on the employer's career center itself (account "service": the login as user ID, a
// generated password kept sealed; no e-mailed link, test/simulators/adp.ts). The inspection registers and
// parks with the steps' questions answered from the profile; the submit logs in with the stored
// credentials and submits once on approval: checked field by field.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { createAccountWithCandidate, validProfile } from "../api/helpers";
import { resumePdf } from "../simulators";
import { useService, waitFor } from "./harness";

const RESUME_URL = "http://files.example.test/resume.pdf";
const env = useService("adp");

const CID = "9a6de238-e301-469b-8a29-d35b7eaeebd9";
const url = (job: string) => `http://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${CID}&ccId=19000101_000001&jobId=${job}&lang=en_US`;
/** A candidate in the US (the questions ask about US work authorization; the form wants a state). */
const inUs = () => {
  const profile = validProfile({ application: { yearsOfExperience: 7, howDidYouHear: "LinkedIn" } });
  Object.assign(profile.personalInformation, { address: "1 Market St", city: "San Francisco", state: "California", country: "United States", zipCode: "94105" });
  return profile;
};
const registrations = () => env.sim.requests.filter((r) => r.method === "POST" && r.path.startsWith("/jobs/apply/register.html")).length;

describe("ADP Workforce Now through the API with review", { timeout: 900_000 }, () => {
  it("registers the applicant when inspecting, reviews the steps' answers, and submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { creditUsd: 20, profile: inUs(), resumeUrl: RESUME_URL });
    const job = `${randomBytes(2).readUInt16BE()}4012`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url: url(job), review_before_submit: true });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("adp");
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ key: string; label: string; answer: string | null }> = parked.review.questions;
    const answer = (label: string) => questions.find((q) => q.label === label)?.answer;
    const all = JSON.stringify(questions.map((q) => [q.label, q.answer]));
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("State"), all).toBe("California");
    expect(answer("Are you legally authorized to work in the United States?"), all).toBe("Yes");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(answer("How did you hear about this position?"), all).toBe("LinkedIn");
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);
    const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "adp" } });
    expect(atsAccount).toMatchObject({ tenant: CID, login: account.candidate.email });
    expect(atsAccount.passwordEnc).toBeTruthy();
    expect(registrations()).toBe(1);

    const approved = await account.api("POST", `/applications/${created.body.id}/review`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const app = await waitFor(account, created.body.id, (a) => ["submitted", "failed"].includes(a.status));
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
    // The submit logged in with the stored credentials: no second registration.
    expect(registrations()).toBe(1);
    const subs = env.sim.submissions.filter((s) => s.jobId === job);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ ats: "adp", tenant: CID });
    expect(subs[0].fields).toMatchObject({
      userId: account.candidate.email, email: account.candidate.email, firstName: "Ada", lastName: "Lovelace", phone: "+14155550100",
      address1: "1 Market St", city: "San Francisco", state: "California", zip: "94105",
      qWorkAuthorization: "Yes", qSponsorship: "No", qOver18: "Yes", qSource: "LinkedIn", certify: "true",
    });
    expect(subs[0].files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
