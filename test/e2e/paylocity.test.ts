// Paylocity through the whole service with review: the REST gateway, PostgreSQL, the Temporal dev
// server and a worker, Chromium against the Paylocity simulator (no account on Paylocity, so no mail).
// The application parks at needs_review with every step's questions answered from the profile, then
// submits once on approval; the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs, KNOWS_ALL } from "../fixtures/profiles";
import { approveAndSubmit, parkForReview, RESUME_URL, useService } from "./harness";

const env = useService("paylocity");

describe("Paylocity through the API with review", { timeout: 900_000 }, () => {
  it("parks for review with every step's questions answered from the profile, then submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, { profile: inUs(KNOWS_ALL), resumeUrl: RESUME_URL });
    const job = `${Date.now().toString().slice(-5)}4012`;
    const url = `http://recruiting.paylocity.com/Recruiting/Jobs/Details/${job}`;
    const { id, answerOf: answer, listed: all } = await parkForReview(account, url, "paylocity");
    expect(answer("First Name"), all).toBe("Ada");
    expect(answer("Last Name"), all).toBe("Lovelace");
    expect(answer("Mobile Phone"), all).toBe("+14155550100");
    expect(answer("How did you hear about us?"), all).toBe("LinkedIn");
    expect(answer("Will you now or in the future require sponsorship for employment visa status (e.g. H-1B)?"), all).toBe("No");
    expect(answer("How many years of professional experience do you have in this field?"), all).toBe("7-10 years");
    expect(answer("Are you legally authorized to work in the United States?"), all).toBe("Yes");
    expect(env.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const sub = await approveAndSubmit(account, id, () => env.sim.submissions.filter((s) => s.jobId === job));
    expect(sub).toMatchObject({ ats: "paylocity", tenant: "acme" });
    expect(sub.fields).toMatchObject({
      "info.firstName": "Ada",
      "info.lastName": "Lovelace",
      "info.email": account.candidate.email,
      "info.cellPhone": "+14155550100",
      "public-site-address-address-1": "1 Market St",
      "public-site-address-city": "San Francisco",
      "public-site-address-us-state": "California",
      "public-site-address-zip": "94105",
      "info.haveYouWorkedWithUsBefore": "No",
      "info.howDidYouHearAboutUs": "LinkedIn",
      multiQuestionAnswer1285162: "No",
      multiQuestionAnswer1285163: "7-10 years",
      "acknowledgements.authorizedToWorkInUs": "Yes",
      applyAcknowledgement: "true",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
