// POST /v1/applications: price, duplicate check and credit hold in ONE SQL statement, then the
// workflow start (begun, not awaited). 402/409 are decided by the database, so they hold under any
// concurrency.
import type { z } from "zod";
import { db, statement } from "../../lib/db";
import { newId } from "../../lib/ids";
import { insertApplicationWithHold } from "../../lib/ledger";
import { applicationsCreated } from "../../lib/metrics";
import { detectPosting } from "../catalog-view";
import { ApiError, invalidRequest, notFound } from "../errors";
import type { createFromProfileBody, createWithInlineProfileBody } from "../schemas/applications";
import type { CreatedApplication } from "../serializers";
import type { WorkflowStarts } from "../workflow-start";

export type CreateApplicationInput = z.output<typeof createFromProfileBody> | z.output<typeof createWithInlineProfileBody>;

const duplicate = (existing?: { id: string; status: string }) =>
  new ApiError(
    409,
    "duplicate_application",
    existing?.status === "failed"
      ? // Failed after its final click (the dedupe key is kept then): the employer may have it already.
        `This candidate's application ${existing.id} to this posting failed after its final submit click; that submission may already have reached the employer, so the posting is not applied to again.`
      : "This candidate already has an application for this posting that has not failed.",
  );

const insufficientCredit = () => new ApiError(402, "insufficient_credit", "The available balance does not cover this application's price.");

// Only for a refused creation (409 or 402): the application already made for this posting, if any.
const existingForPosting = statement<{ id: string; status: string }>(
  "application_for_posting",
  `
  SELECT id, status FROM applications
  WHERE account_id = $1 AND dedupe_key = $2
    AND candidate_id = COALESCE($3, (SELECT candidate_id FROM profiles WHERE id = $4 AND account_id = $1))`,
);

/** An application made by POST /applications, as its creation answered (an idempotent retry's answer). */
export async function findCreatedApplication(accountId: string, id: string): Promise<CreatedApplication | undefined> {
  const app = await db().application.findFirst({
    where: { id, accountId },
    select: {
      id: true,
      candidateId: true,
      ats: true,
      priceCents: true,
      createdAt: true,
      candidate: { select: { firstName: true, lastName: true } },
    },
  });
  return app ? { ...app, status: "queued" } : undefined;
}

export async function createApplication(
  deps: { starts: WorkflowStarts },
  accountId: string,
  input: CreateApplicationInput,
): Promise<CreatedApplication> {
  const saved = "profile_id" in input;
  const posting = detectPosting(input.url);
  const app = {
    id: newId("app"),
    accountId,
    ats: posting.ats,
    status: "queued",
    priceCents: posting.priceCents,
    reviewBeforeSubmit: input.review_before_submit ?? false,
  };
  // One statement reads the candidate and, when it may, holds the credit and inserts (lib/ledger.ts).
  // The unique (candidate_id, dedupe_key) index decides duplicates, so the happy path needs no
  // look-up first. On a refusal for credit or duplicate the existing application is read: it words
  // the 409, and a duplicate is a 409 even when the credit is short too (the statement stops at the
  // hold then).
  const candidateId = saved ? undefined : input.candidate_id;
  const profileId = saved ? input.profile_id : newId("prof");
  const outcome = await insertApplicationWithHold({
    ...app,
    candidateId,
    // An inline profile is stored with the application; a saved one is only referenced.
    profileId,
    newProfile: saved ? null : { profile: input.profile },
    url: input.url,
    normalizedUrl: posting.normalizedUrl,
    dedupeKey: posting.dedupeKey,
    requiresAccountPassword: posting.requiresAccountPassword,
  });
  if (outcome === "no_candidate") throw notFound(saved ? "profile" : "candidate");
  if (outcome === "account_password_required") {
    throw invalidRequest(`Postings on ${posting.atsName ?? posting.ats} need the candidate's account_system_password.`, [
      {
        path: saved ? "profile_id" : "candidate_id",
        message: "the candidate was created without account_system_password, which this posting's ATS requires",
      },
    ]);
  }
  if (typeof outcome === "string") {
    const [existing] = await existingForPosting([accountId, posting.dedupeKey, candidateId ?? null, profileId]);
    if (existing || outcome === "duplicate") throw duplicate(existing);
    throw insufficientCredit();
  }

  applicationsCreated.inc({ ats: posting.ats ?? "unknown" });
  const started = { ...app, candidateId: outcome.candidate.id };
  // Accepted and paid for: the answer does not wait for Temporal (api/workflow-start.ts WorkflowStarts).
  await deps.starts.begin(started);
  return { ...started, createdAt: outcome.createdAt, candidate: outcome.candidate };
}
