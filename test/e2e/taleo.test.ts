// Taleo through the whole service: the REST gateway, PostgreSQL, the Temporal dev server and a worker,
// Chromium against the Taleo simulator. The service registers the candidate's account on the company's
// career section with a generated password and activates it through the managed inbox; a second
// application on the same company signs in, parks for review with the profile's answers, and submits
// them once on approval.
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { inUs } from "../fixtures/profiles";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { approveAndSubmit, RESUME_URL, stamp, useService, waitFor } from "./harness";

const service = useService("taleo");

const url = (job: string) => `http://acme.taleo.net/careersection/2/jobdetail.ftl?job=${job}&lang=en`;
const P = "et-ef-content-ftf-gp-j_id_id16pc9-page_0";
const cpi = (n: string) => `${P}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_${n}`;
const question = (i: number) => `${P}-preq-j_id_id7pc10-page__1-q-j_id_id2pc11-${i}-qr`;

describe("Taleo through the API", { timeout: 600_000 }, () => {
  it("registers and activates the account by the managed inbox; the next application reviews, then submits once", async () => {
    const profile = inUs({ application: { yearsOfExperience: 7 } });
    const account = await createAccountWithCandidate(service.gateway.baseUrl, { profile, resumeUrl: RESUME_URL, creditUsd: 20 });

    // 1. A career section that e-mails an activation link: the service registers, follows the link, submits.
    const firstJob = `${stamp()}4042`;
    const first = await account.api("POST", "/applications", { profile_id: account.profileId, url: url(firstJob) });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body.ats).toBe("taleo");
    const firstDone = await waitFor(account, first.body.id, (app) => ["submitted", "failed"].includes(app.status));
    expect(firstDone, firstDone.failure_message).toMatchObject({ status: "submitted", failure_reason: null });
    expect(service.sim.submissions.filter((s) => s.jobId === firstJob)).toHaveLength(1);
    expect(service.sim.mails.some((m) => m.to === account.candidate.email && /activate/i.test(m.subject))).toBe(true);
    const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "taleo" } });
    expect(atsAccount).toMatchObject({ tenant: "acme", login: account.candidate.email });
    expect(atsAccount.verifiedAt).not.toBeNull();
    expect(atsAccount.passwordEnc).toBeTruthy();

    // 2. Same company: signs in with the stored account, parks for review with the profile's answers.
    const job = `${stamp()}4012`;
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: url(job),
      review_before_submit: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ label: string; answer: string | null }> = parked.review.questions;
    const answerOf = (re: RegExp) => questions.find((q) => re.test(q.label))?.answer;
    expect(answerOf(/^First Name$/), JSON.stringify(questions.map((q) => [q.label, q.answer]))).toBe("Ada");
    expect(answerOf(/^Full Name$/)).toBe("Ada Lovelace");
    expect(answerOf(/legally authorized/)).toBe("Yes");
    expect(service.sim.submissions.filter((s) => s.jobId === job)).toHaveLength(0);

    const sub = await approveAndSubmit(account, created.body.id, () => service.sim.submissions.filter((s) => s.jobId === job));
    expect(sub).toMatchObject({ ats: "taleo", tenant: "acme" });
    expect(sub.fields).toMatchObject({
      userName: account.candidate.email,
      [cpi("FirstName")]: "Ada",
      [cpi("LastName")]: "Lovelace",
      [cpi("EmailAddress")]: account.candidate.email,
      [cpi("HomePhone")]: "+14155550100",
      [`${P}-eSignatureBlock-cfrmsub-frm-dv_cs_esignature_FullName`]: "Ada Lovelace",
      [question(0)]: "Yes",
      [question(1)]: "No",
      [question(2)]: "Yes",
    });
    const resume = Object.entries(sub.files).find(([k]) => k.endsWith("ResumeUploadInputFile"))![1];
    expect(resume.bytes.equals(resumePdf())).toBe(true);
    // The second application created no account.
    expect(await db().atsAccount.count({ where: { candidateId: account.candidateId, ats: "taleo" } })).toBe(1);
  });
});
