// Oracle Recruiting Cloud through the whole service with review and the managed inbox: the REST gateway,
// PostgreSQL, the Temporal dev server and a worker, Chromium against the Oracle simulator, whose employer
// verifies new candidates' e-mail (a 4042 posting). The inspection stops at the e-mailed 6-digit code,
// which reaches the workflow through the managed inbox (sender donotreply@workflow.mail.us2.cloud.oracle.com,
// a domain of the descriptor's senderDomains); the review lists every section's questions; the submit,
// in a new browser, gets a second code the same way and submits once. The record is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs } from "../fixtures/profiles";
import { RESUME_URL, approveAndSubmit, stamp, useService, waitFor } from "./harness";

const env = useService("oracle");

describe("Oracle Recruiting Cloud through the API with review and e-mailed codes", { timeout: 900_000 }, () => {
  it("passes two e-mailed codes from the managed inbox, parks for review with every section's questions, submits once", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const job = `${stamp()}4042`;
    const url = `https://acme.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/${job}`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("oracle");

    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ label: string; answer: string | null; required: boolean }> = parked.review.questions;
    const answer = (label: string) => questions.find((q) => q.label === label)?.answer;
    const all = JSON.stringify(questions.map((q) => [q.label, q.answer]));
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(answer("Full Name"), all).toBe("Ada Lovelace");
    const codeMails = () => env.sim.mails.filter((m) => m.to === account.candidate.email);
    expect(codeMails()).toHaveLength(1);
    expect(codeMails()[0].from).toContain("@workflow.mail.us2.cloud.oracle.com");

    const sub = await approveAndSubmit(account, created.body.id, () => env.sim.submissions.filter((s) => s.jobId === job));
    expect(codeMails()).toHaveLength(2); // the submit's browser is a new visitor: a second code
    expect(sub).toMatchObject({ ats: "oracle", tenant: "acme" });
    expect(sub.fields).toMatchObject({
      email: account.candidate.email,
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "+14155550100",
      country: "United States",
      addressLine1: "1 Market St",
      city: "San Francisco",
      region2: "California",
      postalCode: "94105",
      "300000100000101": "Yes",
      "300000100000102": "No",
      "300000100000103": "Yes",
      fullName: "Ada Lovelace",
    });
    expect(sub.files["attachment-upload-resume"].bytes.equals(resumePdf())).toBe(true);
  });
});
