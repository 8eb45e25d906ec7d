// ADP Workforce Now through the whole service with review: the REST gateway, PostgreSQL, the Temporal
// dev server and a worker, Chromium against the ADP simulator. The service registers the candidate's
// applicant account on the employer's career center itself (account "service": the login as user ID, a
// generated password kept sealed; no e-mailed link, test/simulators/adp/index.ts). The inspection registers and
// parks with the steps' questions answered from the profile; the submit logs in with the stored
// credentials and submits once on approval: checked field by field.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs, KNOWS_ALL } from "../fixtures/profiles";
import { approveAndSubmit, parkForReview, RESUME_URL, useService } from "./harness";

const env = useService("adp");

const CID = "9a6de238-e301-469b-8a29-d35b7eaeebd9";
const url = (job: string) =>
  `http://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${CID}&ccId=19000101_000001&jobId=${job}&lang=en_US`;
const registrations = () => env.sim.requests.filter((r) => r.method === "POST" && r.path.startsWith("/jobs/apply/register.html")).length;

describe("ADP Workforce Now through the API with review", { timeout: 900_000 }, () => {
  it("registers the applicant when inspecting, reviews the steps' answers, and submits them once on approval", async () => {
    const account = await createAccountWithCandidate(env.gateway.baseUrl, {
      creditUsd: 20,
      profile: inUs(KNOWS_ALL),
      resumeUrl: RESUME_URL,
    });
    const job = `${randomBytes(2).readUInt16BE()}4012`;
    const { id, answerOf: answer, listed: all } = await parkForReview(account, url(job), "adp");
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

    const sub = await approveAndSubmit(account, id, () => env.sim.submissions.filter((s) => s.jobId === job));
    // The submit logged in with the stored credentials: no second registration.
    expect(registrations()).toBe(1);
    expect(sub).toMatchObject({ ats: "adp", tenant: CID });
    expect(sub.fields).toMatchObject({
      userId: account.candidate.email,
      email: account.candidate.email,
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+14155550100",
      address1: "1 Market St",
      city: "San Francisco",
      state: "California",
      zip: "94105",
      qWorkAuthorization: "Yes",
      qSponsorship: "No",
      qOver18: "Yes",
      qSource: "LinkedIn",
      certify: "true",
    });
    expect(sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });
});
