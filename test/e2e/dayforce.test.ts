// Dayforce through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev
// server and a worker, Chromium against the Dayforce simulator. The service applies without a Dayforce
// account (Dayforce allows it; no Dayforce ID is created, so no mail). The application parks at
// needs_review with every step's questions answered from the profile, then submits once on approval;
// the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs, KNOWS_ALL } from "../fixtures/profiles";
import { approveAndSubmit, parkForReview, RESUME_URL, useService } from "./harness";

const env = useService("dayforce");

describe("Dayforce through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(KNOWS_ALL), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `http://jobs.dayforcehcm.com/en-US/acme/CANDIDATEPORTAL/jobs/${job}`;
    const { id, questions, answerOf: answer, listed: all } = await parkForReview(account, url, "dayforce");
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Last Name"), all).toBe("Lovelace");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("How did you hear about this job?"), all).toBe("LinkedIn");
    expect(answer("Are you legally authorized to work in the country where this job is located?"), all).toBe("Yes");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(questions.find((q) => q.key === "q_candidate_acknowledgment")?.answer, all).toBeTruthy();
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const sub = await approveAndSubmit(account, id, () => env.sim.submissions.filter((s) => s.jobId === job));
    expect(sub).toMatchObject({ ats: "dayforce", tenant: "acme" });
    expect(sub.fields).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: account.candidate.email,
      phone: "+14155550100",
      addressLine1: "1 Market St",
      city: "San Francisco",
      stateProvince: "California",
      postalCode: "94105",
      country: "United States",
      workAuthorization: "Yes",
      sponsorship: "No",
      over18: "Yes",
      candidateSource: "LinkedIn",
      candidateAcknowledgment: "true",
    });
    expect(sub.fields.reference).toMatch(/^DF-\d{6}$/);
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
