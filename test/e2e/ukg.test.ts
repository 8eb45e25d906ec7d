// UKG Pro Recruiting through the whole service with review: the REST gateway, PostgreSQL, the Temporal
// dev server and a worker, Chromium against the UKG simulator. The service creates the candidate's
// account on the employer's board itself (account "service": a generated password, kept sealed; UKG
// sends no verification link, test/simulators/ukg/index.ts). The first application parks before the account
// wall and submits on approval, creating the account; the second signs in, parks with the steps'
// questions answered from the profile, and submits once on approval: checked field by field.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { inUs } from "../fixtures/profiles";
import { createAccountWithCandidate } from "../api/helpers";
import { resumePdf } from "../simulators";
import { todayUs } from "../helpers";
import { RESUME_URL, useService, waitFor } from "./harness";

const env = useService("ukg");

const TENANT = "ACM1000ACME"; // detection writes tenant keys in capitals
const url = (opp: string) =>
  `http://recruiting.ultipro.com/${TENANT}/JobBoard/0d8f7e3a-1b2c-4d5e-8f90-a1b2c3d4e5f6/OpportunityDetail?opportunityId=${opp}`;
const newOpportunity = () => `7f3c2a10-5b6d-4e8f-9a0b-${randomBytes(3).toString("hex")}004012`;

describe("UKG Pro Recruiting through the API with review", () => {
  it(
    "creates the candidate's account when inspecting, reviews the steps' answers behind it, and submits them once on approval",
    { timeout: 600_000 },
    async () => {
      const account = await createAccountWithCandidate(env.gateway.baseUrl, {
        creditUsd: 20,
        profile: inUs({ application: { yearsOfExperience: 7, howDidYouHear: "Company website" } }),
        resumeUrl: RESUME_URL,
      });
      const apply = async (opp: string) => {
        const created = await account.api("POST", "/applications", {
          profile_id: account.profileId,
          url: url(opp),
          review_before_submit: true,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(202);
        expect(created.body.ats).toBe("ukg");
        const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
        expect(parked.status, parked.failure_message).toBe("needs_review");
        return {
          id: created.body.id as string,
          questions: parked.review.questions as Array<{ key: string; label: string; answer: string | null }>,
        };
      };
      const approve = async (id: string) => {
        const approved = await account.api("POST", `/applications/${id}/review`, { action: "approve" });
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
        const done = await waitFor(account, id, (a) => ["submitted", "failed"].includes(a.status));
        expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
      };
      const submissionsOf = (opp: string) => env.sim.submissions.filter((s) => s.jobId === opp);

      // No account on this board yet: the inspection registers one, so the review lists what is behind the wall.
      const opp = newOpportunity();
      const first = await apply(opp);
      const answerOf = (re: RegExp) => first.questions.find((q) => re.test(q.label))?.answer;
      const listed = JSON.stringify(first.questions.map((q) => [q.label, q.answer]));
      expect(answerOf(/^First Name\b/), listed).toBe("Ada");
      expect(answerOf(/^Primary Phone\b/), listed).toBe("+14155550100");
      expect(answerOf(/legally authorized/), listed).toBe("Yes");
      expect(answerOf(/require sponsorship/), listed).toBe("No");
      expect(answerOf(/^Electronic Signature/), listed).toBe("Ada Lovelace");
      expect(submissionsOf(opp)).toHaveLength(0);
      const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "ukg" } });
      expect(atsAccount).toMatchObject({ tenant: TENANT, login: account.candidate.email });
      expect(atsAccount.verifiedAt).not.toBeNull();
      expect(atsAccount.passwordEnc).toBeTruthy();

      // The submit signs in with the stored credentials: no second registration.
      const registrations = env.sim.requests.filter((r) => r.method === "POST" && r.path.includes("/Account/Register")).length;
      expect(registrations).toBe(1);
      await approve(first.id);
      expect(env.sim.requests.filter((r) => r.method === "POST" && r.path.includes("/Account/Register")).length).toBe(registrations);

      const subs = submissionsOf(opp);
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ ats: "ukg", tenant: TENANT.toLowerCase() });
      expect(subs[0].fields).toMatchObject({
        Email: account.candidate.email,
        FirstName: "Ada",
        LastName: "Lovelace",
        PrimaryPhone: "+14155550100",
        AddressLine1: "1 Market St",
        City: "San Francisco",
        State: "California",
        PostalCode: "94105",
        Country: "United States",
        WorkAuthorization: "Yes",
        Sponsorship: "No",
        Over18: "Yes",
        ApplicantSource: "Company Website",
        AvailableStartDate: todayUs(),
        Gender: "I do not wish to self-identify",
        Certify: "true",
        ESignature: "Ada Lovelace",
      });
      expect(subs[0].files.Resume.bytes.equals(resumePdf())).toBe(true);
    },
  );
});
