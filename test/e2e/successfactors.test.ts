// SAP SuccessFactors through the whole service: the REST gateway, PostgreSQL, the Temporal dev server and
// a worker, Chromium against the SuccessFactors simulator (test/simulators/successfactors/index.ts). The
// service creates the candidate's account with the company itself (account "service": a generated
// password, kept sealed; this company mails no passcode), fills the one-page application from the
// profile and submits once; the recorded submission is checked field by field.
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { inUs } from "../fixtures/profiles";
import { todayUs } from "../helpers";
import { RESUME_URL, stamp, useService, waitFor } from "./harness";

const service = useService("successfactors");

describe("SAP SuccessFactors through the API", { timeout: 900_000 }, () => {
  it("creates the candidate's account with the company and submits the profile's answers once", async () => {
    const account = await createAccountWithCandidate(service.gateway.baseUrl, { profile: inUs(), resumeUrl: RESUME_URL });
    const company = `E2eCo${stamp()}`;
    const job = `${stamp()}4012`;
    const url = `http://career4.successfactors.com/career?company=${company}&career_job_req_id=${job}&career_ns=job_listing`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.ats).toBe("successfactors");
    const app = await waitFor(account, created.body.id, (a) => ["submitted", "failed"].includes(a.status));
    expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null });

    const subs = service.sim.submissions.filter((s) => s.jobId === job);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ ats: "successfactors", tenant: company.toLowerCase() });
    expect(subs[0].fields).toMatchObject({
      email: account.candidate.email,
      tor__ffirstName: "Ada",
      tor__flastName: "Lovelace",
      tor__fcellPhone: "+14155550100",
      tor__faddress: "1 Market St",
      tor__fcity: "San Francisco",
      tor__fstate: "California",
      tor__fzip: "94105",
      tor__fcountry: "United States",
      tor__favailableDate: todayUs(),
      fbjq_question_1: "0",
      fbjq_question_2: "1",
      fbjq_question_3: "0",
      tor__fgender: "I do not wish to self-identify",
      tor__fethnicity: "I do not wish to self-identify",
      tor__fveteranStatus: "I do not wish to self-identify",
      tor__fdisabilityStatus: "I do not wish to self-identify",
    });
    expect(subs[0].files.resume.bytes.equals(resumePdf())).toBe(true);
    const stored = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "successfactors" } });
    expect(stored).toMatchObject({ tenant: company.toLowerCase(), login: account.candidate.email });
    expect(stored.passwordEnc).toBeTruthy();
  });
});
