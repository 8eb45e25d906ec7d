// POST /v1/applications: price, duplicate check and credit hold in ONE SQL statement, then the
// workflow start. 402/409 are decided by the database, so they hold under any concurrency.
import type { Client } from "@temporalio/client";
import type { z } from "zod";
import { db, statement } from "../../lib/db";
import { newId } from "../../lib/ids";
import { insertApplicationWithHold } from "../../lib/ledger";
import { logger } from "../../lib/logger";
import { detectPosting } from "../catalog-view";
import { ApiError, invalidRequest, notFound } from "../errors";
import type { createFromProfileBody, createWithInlineProfileBody } from "../schemas/applications";
import type { CreatedApplication } from "../serializers";
import { startApplicationWorkflow } from "../workflow-start";

export type CreateApplicationInput = z.output<typeof createFromProfileBody> | z.output<typeof createWithInlineProfileBody>;

const duplicate = (existing?: { id: string; status: string }) =>
  new ApiError(
    409,
    "duplicate_application",
    existing?.status === "failed"
      // Failed after its final click (the dedupe key is kept then): the employer may have it already.
      ? `This candidate's application ${existing.id} to this posting failed after its final submit click; that submission may already have reached the employer, so the posting is not applied to again.`
      : "This candidate already has an application for this posting that has not failed.",
  );

const insufficientCredit = () =>
  new ApiError(402, "insufficient_credit", "The available balance does not cover this application's price.");

/** What creating an application reads of its candidate. */
interface CandidateForApplication {
  id: string;
  firstName: string;
  lastName: string;
  resumeUrl: string;
  hasAccountPassword: boolean;
  /** The saved profile named by the request, or null for an inline profile. */
  profileId: string | null;
}

// Named statements (lib/db.ts): one of them runs on every POST /v1/applications.
const CANDIDATE_COLUMNS = `c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.resume_url AS "resumeUrl",
  c.account_password_enc IS NOT NULL AS "hasAccountPassword"`;
const candidateOfProfile = statement<CandidateForApplication>("candidate_of_profile",
  `SELECT ${CANDIDATE_COLUMNS}, p.id AS "profileId" FROM profiles p JOIN candidates c ON c.id = p.candidate_id WHERE p.id = $1 AND p.account_id = $2`);
const candidateById = statement<CandidateForApplication>("candidate_by_id",
  `SELECT ${CANDIDATE_COLUMNS}, NULL AS "profileId" FROM candidates c WHERE c.id = $1 AND c.account_id = $2`);

async function resolveCandidate(accountId: string, input: CreateApplicationInput): Promise<CandidateForApplication> {
  const saved = "profile_id" in input;
  const [candidate] = saved ? await candidateOfProfile([input.profile_id, accountId]) : await candidateById([input.candidate_id, accountId]);
  if (!candidate) throw notFound(saved ? "profile" : "candidate");
  return candidate;
}

export async function createApplication(
  deps: { temporal: Client; taskQueue: string },
  accountId: string,
  input: CreateApplicationInput,
): Promise<CreatedApplication> {
  const candidate = await resolveCandidate(accountId, input);
  const { profileId } = candidate;
  const posting = detectPosting(input.url);
  if (posting.requiresAccountPassword && !candidate.hasAccountPassword) {
    const path = "profile_id" in input ? "profile_id" : "candidate_id";
    throw invalidRequest(`Postings on ${posting.atsName ?? posting.ats} need the candidate's account_system_password.`, [
      { path, message: "the candidate was created without account_system_password, which this posting's ATS requires" },
    ]);
  }

  const app = {
    id: newId("app"),
    accountId,
    candidateId: candidate.id,
    ats: posting.ats,
    status: "queued",
    priceCents: posting.priceCents,
    reviewBeforeSubmit: input.review_before_submit ?? false,
  };
  // The unique (candidate_id, dedupe_key) index decides duplicates, so the happy path needs no
  // look-up first. On a refusal the existing application is read: it words the 409, and a duplicate
  // is a 409 even when the credit is short too (the statement stops at the hold then).
  const outcome = await insertApplicationWithHold({
    ...app,
    // An inline profile is stored with the application; a saved one is only referenced.
    profileId: profileId ?? newId("prof"),
    newProfile: profileId ? null : { profile: "profile" in input ? input.profile : {}, resumeUrl: candidate.resumeUrl },
    url: input.url,
    normalizedUrl: posting.normalizedUrl,
    dedupeKey: posting.dedupeKey,
  });
  if (typeof outcome === "string") {
    const existing = await db().application.findFirst({
      where: { candidateId: candidate.id, dedupeKey: posting.dedupeKey },
      select: { id: true, status: true },
    });
    if (existing || outcome === "duplicate") throw duplicate(existing ?? undefined);
    throw insufficientCredit();
  }

  try {
    await startApplicationWorkflow(deps.temporal, deps.taskQueue, app);
  } catch (err) {
    // Accepted and paid for: the reconciler starts it once Temporal answers again.
    logger.warn({ err, applicationId: app.id }, "workflow start failed; the reconciler will retry");
  }
  return { ...app, createdAt: outcome.createdAt, candidate };
}
