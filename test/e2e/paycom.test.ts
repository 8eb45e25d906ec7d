// Paycom through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev server
// and a worker, Chromium against the Paycom simulator (no account on Paycom, so no mail). The
// application parks at needs_review with every step's questions answered from the profile, then
// submits once on approval; the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs, KNOWS_ALL } from "../fixtures/profiles";
import { approveAndSubmit, parkForReview, RESUME_URL, useService } from "./harness";

const KEY = "0CD03D349D6A29BE4D1C4745E87E83CC";
const env = useService("paycom");

describe("Paycom through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(KNOWS_ALL), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `https://www.paycomonline.net/v4/ats/web.php/portal/${KEY}/jobs/${job}`;
    const { id, answerOf: answer, listed: all } = await parkForReview(account, url, "paycom");
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Phone Number"), all).toBe("+14155550100");
    expect(answer("How did you hear about this position?"), all).toBe("LinkedIn");
    expect(answer("How many years of experience do you have in this field?"), all).toBe("5-10 years");
    expect(answer("Will you now or in the future require sponsorship for employment visa status?"), all).toBe("No");
    expect(answer("Electronic Signature (type your full legal name)"), all).toBe("Ada Lovelace");
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const sub = await approveAndSubmit(account, id, () => env.sim.submissions.filter((s) => s.jobId === job));
    expect(sub).toMatchObject({ ats: "paycom", tenant: KEY });
    expect(sub.fields).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: account.candidate.email,
      phone: "+14155550100",
      address1: "1 Market St",
      city: "San Francisco",
      state: "California",
      zip: "94105",
      qWorkAuthorization: "Yes",
      qSponsorship: "No",
      qOver18: "Yes",
      qExperience: "5-10 years",
      qSource: "LinkedIn",
      certify: "true",
      esignature: "Ada Lovelace",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
