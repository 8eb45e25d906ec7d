// Applications once created (creation is create-application.ts): read, list, and the two Updates into
// a running workflow, review and verification code (docs/api-rules.md#review, #verification-codes).
import { WorkflowNotFoundError, WorkflowUpdateFailedError, type Client, type WorkflowHandle } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import { db } from "../../lib/db";
import type { Review } from "../../lib/domain";
import { isId } from "../../lib/ids";
import { validateReviewAnswers, type ErrorDetail } from "../../lib/review-answers";
import { applicationWorkflowId, reviewUpdate, UPDATE_REJECTED, verificationUpdate } from "../../lib/workflow-contract";
import { isKnownAts } from "../catalog-view";
import { ApiError, invalidRequest, notFound } from "../errors";
import { listPage, type Page } from "../pagination";
import type { listApplicationsQuery, otpBody, reviewBody } from "../schemas/applications";
import type { z } from "../schemas/zod";
import type { ApplicationWithCandidate } from "../serializers";

export async function findApplication(accountId: string, id: string): Promise<ApplicationWithCandidate> {
  const app = isId("app", id) ? await db().application.findFirst({ where: { id, accountId }, include: { candidate: true } }) : null;
  if (!app) throw notFound("application");
  return app;
}

export function listApplications(accountId: string, query: z.output<typeof listApplicationsQuery>): Promise<Page<ApplicationWithCandidate>> {
  if (query.ats !== undefined && !isKnownAts(query.ats)) {
    throw invalidRequest("Unknown ats filter.", [{ path: "ats", message: "is not an id from GET /v1/ats" }]);
  }
  const filters = {
    ...(query.status && { status: query.status }),
    ...(query.candidate_id && { candidateId: query.candidate_id }),
    ...(query.profile_id && { profileId: query.profile_id }),
    ...(query.ats && { ats: query.ats }),
  };
  return listPage(query, { owner: { accountId }, filters }, (args) => db().application.findMany({ ...args, include: { candidate: true } }));
}

const invalidState = (message: string) => new ApiError(409, "invalid_state", message);

const UPDATE_DEADLINE_MS = 15_000;

/** Whether the workflow has ended; if Temporal cannot say, the caller reports its own error. */
async function hasEnded(handle: WorkflowHandle): Promise<boolean> {
  try {
    return (await handle.describe()).status.name !== "RUNNING";
  } catch (error) {
    return error instanceof WorkflowNotFoundError;
  }
}

/**
 * Runs an Update on the application's workflow. Its validator is the authority: it accepts a
 * decision or code only while the workflow waits for one (409 otherwise) and checks the answers (422).
 */
async function update(deps: { temporal: Client }, appId: string, run: (handle: WorkflowHandle) => Promise<unknown>): Promise<void> {
  const handle = deps.temporal.workflow.getHandle(applicationWorkflowId(appId));
  try {
    // A workflow that takes no decision within the deadline has no worker serving it: a fault on
    // our side, and the decision's fate is unknown until the application's state says.
    await deps.temporal.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () => run(handle));
  } catch (error) {
    const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
    if (cause instanceof ApplicationFailure && cause.type === UPDATE_REJECTED.invalidAnswers) {
      throw invalidRequest(cause.message, (cause.details ?? []) as ErrorDetail[]);
    }
    if (cause instanceof ApplicationFailure && cause.type === UPDATE_REJECTED.notWaiting) throw invalidState(cause.message);
    // An Update that reaches a closed workflow fails in more than one shape (not found, or the run
    // ended while the Update was in flight); the workflow's own status is what says it has ended.
    if (error instanceof WorkflowNotFoundError || (await hasEnded(handle))) {
      throw invalidState("The application is no longer waiting for input.");
    }
    throw error;
  }
}

/** Delivers an approve/reject decision; answers with the application as it is afterwards. */
export async function reviewApplication(
  deps: { temporal: Client },
  app: ApplicationWithCandidate,
  decision: z.output<typeof reviewBody>,
): Promise<ApplicationWithCandidate> {
  if (app.status !== "needs_review") throw invalidState(`The application is ${app.status}, not needs_review.`);
  // A quick 422 against the stored review; the workflow's validator decides in the end.
  if (decision.action === "approve") {
    const problems = validateReviewAnswers(app.review as Review | null, decision.answers ?? {});
    if (problems.length) throw invalidRequest("Some answers are not acceptable; see details.", problems);
  }
  await update(deps, app.id, (h) => h.executeUpdate(reviewUpdate, {
    args: [decision.action === "approve" ? { action: "approve", answers: decision.answers ?? {} } : { action: "reject", reason: decision.reason }],
  }));
  return findApplication(app.accountId, app.id);
}

/** Delivers a verification code the client supplies while awaiting_otp is true. */
export async function supplyVerificationCode(
  deps: { temporal: Client },
  app: ApplicationWithCandidate,
  { code }: z.output<typeof otpBody>,
): Promise<ApplicationWithCandidate> {
  if (!app.awaitingOtp) throw invalidState("The application is not waiting for a verification code.");
  await update(deps, app.id, (h) => h.executeUpdate(verificationUpdate, { args: [{ code, source: "client" }] }));
  return findApplication(app.accountId, app.id);
}
