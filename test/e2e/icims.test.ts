// iCIMS through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the iCIMS simulator (test/simulators/icims/index.ts). The inspection for the review
// creates the candidate's account on the portal (a generated password; iCIMS mails no verification link,
// so the managed inbox is not involved) and parks with the profile's answers to the questions behind the
// login; the submit signs in with it and sends once on approval, with the profile's names, e-mail, phone,
// the resume's exact bytes and the screening answers.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { inUs } from "../fixtures/profiles";
import { createAccountWithCandidate, type TestAccount } from "../api/helpers";
import { resumePdf, type Submission } from "../simulators";
import { approveAndSubmit, RESUME_URL, useService, waitFor } from "./harness";

const service = useService("icims");

/** Applies with review, checks what parked, approves, and returns the one submission. */
async function applyWithReview(
  account: TestAccount,
  url: string,
  job: string,
  parked: (questions: Array<{ label: string; answer: string | null }>) => void,
): Promise<Submission> {
  const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  expect(created.body.ats).toBe("icims");
  const review = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
  expect(review.status, review.failure_message).toBe("needs_review");
  parked(review.review.questions);
  expect(service.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

  return approveAndSubmit(account, created.body.id, () => service.sim.submissions.filter((s) => s.jobId === job));
}

function checkSubmission(sub: Submission, email: string) {
  expect(sub.ats).toBe("icims");
  expect(sub.fields).toMatchObject({
    login: email,
    "PersonProfileFields.FirstName": "Ada",
    "PersonProfileFields.LastName": "Lovelace",
    "PersonProfileFields.Email": email,
    "PersonProfileFields.PhoneNumber": "+14155550100",
    "PersonProfileFields.AddressCity": "San Francisco",
    rcf3048: "Yes",
    rcf3049: "No",
    rcf3050: "Yes",
    rcf3051: "No",
  });
  expect(sub.files["PortalProfileFields.Resume_File"].bytes.equals(resumePdf())).toBe(true);
}

describe("iCIMS through the API with review", { timeout: 900_000 }, () => {
  it("creates the portal account when inspecting, reviews the questions behind the login, and submits once on approval, signed in", async () => {
    const account = await createAccountWithCandidate(service.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const email = account.candidate.email;
    const portal = `careers-e2e${randomBytes(3).toString("hex")}`;
    const job = `${Date.now().toString().slice(-5)}4012`;
    const sub = await applyWithReview(account, `http://${portal}.icims.com/jobs/${job}/software-engineer/job`, job, (questions) => {
      const answers = Object.fromEntries(questions.map((q) => [q.label, q.answer]));
      expect(answers, JSON.stringify(answers)).toMatchObject({
        "First Name": "Ada",
        "Last Name": "Lovelace",
        Email: email,
        "Are you legally authorized to work in the United States?": "Yes",
      });
      expect(questions.some((q) => /password/i.test(q.label))).toBe(false);
    });
    checkSubmission(sub, email);
    // The inspection made the login; the submit signed in with it instead of making another.
    expect(sub.fields["PersonProfileFields.Login"]).toBeUndefined();
    const stored = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "icims", tenant: portal } });
    expect(stored).toMatchObject({ login: email, verifiedAt: expect.any(Date) });
    expect(await db().atsAccount.count({ where: { candidateId: account.candidateId, ats: "icims" } })).toBe(1);
  });
});
