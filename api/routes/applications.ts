// Applications: create, fetch, list, and the two Updates into a running workflow (review, otp).
import { WorkflowNotFoundError, WorkflowUpdateFailedError, type Client } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import { Router, type Response } from "express";
import { db } from "../../lib/db";
import { isId } from "../../lib/ids";
import type { Review } from "../../lib/domain";
import { validateReviewAnswers, type ErrorDetail } from "../../lib/review-answers";
import { applicationWorkflowId, reviewUpdate, UPDATE_REJECTED, verificationUpdate } from "../../workflows/shared";
import { accountIdOf } from "../auth";
import { isKnownAts } from "../catalog";
import { createApplication } from "../create-application";
import { ApiError, invalidRequest, notFound, parseOrThrow } from "../errors";
import { newestFirst, paginate } from "../pagination";
import { withProfileGroups } from "../profile-input";
import {
  createFromProfileBody,
  createWithInlineProfileBody,
  listApplicationsQuery,
  otpBody,
  reviewBody,
} from "../schemas/applications";
import { serializeApplication, serializeCreatedApplication } from "../serializers";

async function findApplication(res: Response, id: string) {
  const app = isId("app", id)
    ? await db().application.findFirst({ where: { id, accountId: accountIdOf(res) }, include: { candidate: true } })
    : null;
  if (!app) throw notFound("application");
  return app;
}

const invalidState = (message: string) => new ApiError(409, "invalid_state", message);

const UPDATE_DEADLINE_MS = 15_000;

/** Temporal's answer to an Update sent to a workflow that has already ended. */
const isCompleted = (error: unknown) => /already completed|workflow execution.*(completed|terminated)/i.test((error as Error)?.message ?? "");

export function applicationsRouter(deps: { temporal: Client; taskQueue: string }): Router {
  const router = Router();

  /**
   * Runs an Update on the application's workflow. Its validator is the authority: it accepts a
   * decision or code only while the workflow waits for one (409 otherwise) and checks the answers (422).
   */
  async function update(appId: string, run: (handle: ReturnType<Client["workflow"]["getHandle"]>) => Promise<unknown>) {
    try {
      // A workflow that takes no decision within the deadline has no worker serving it: a fault on
      // our side, and the decision's fate is unknown until the application's state says.
      await deps.temporal.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () => run(deps.temporal.workflow.getHandle(applicationWorkflowId(appId))));
    } catch (error) {
      if (error instanceof WorkflowNotFoundError || isCompleted(error)) throw invalidState("The application is no longer waiting for input.");
      const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type === UPDATE_REJECTED.invalidAnswers) {
        throw invalidRequest(cause.message, (cause.details ?? []) as ErrorDetail[]);
      }
      if (cause instanceof ApplicationFailure && cause.type === UPDATE_REJECTED.notWaiting) throw invalidState(cause.message);
      throw error;
    }
  }

  router.post("/applications", async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Form B (candidate_id + inline profile) unless the client clearly meant form A.
    const inline = !("profile_id" in body) && ("candidate_id" in body || "profile" in body);
    const input = inline
      ? parseOrThrow(createWithInlineProfileBody, withProfileGroups(body))
      : parseOrThrow(createFromProfileBody, body);
    const app = await createApplication(deps, accountIdOf(res), input);
    res.status(202).json(serializeCreatedApplication(app));
  });

  router.get("/applications", async (req, res) => {
    const query = parseOrThrow(listApplicationsQuery, req.query);
    if (query.ats !== undefined && !isKnownAts(query.ats)) {
      throw invalidRequest("Unknown ats filter.", [{ path: "ats", message: "is not an id from GET /v1/ats" }]);
    }
    const accountId = accountIdOf(res);
    const filters = {
      accountId,
      ...(query.status && { status: query.status }),
      ...(query.candidate_id && { candidateId: query.candidate_id }),
      ...(query.profile_id && { profileId: query.profile_id }),
      ...(query.ats && { ats: query.ats }),
    };
    res.json(
      await paginate({
        limit: query.limit,
        cursor: query.cursor,
        findCursorRow: (id) => db().application.findFirst({ where: { id, accountId }, select: { id: true, createdAt: true } }),
        fetch: (after, take) =>
          db().application.findMany({ where: { ...filters, ...after }, orderBy: newestFirst, take, include: { candidate: true } }),
        serialize: serializeApplication,
      }),
    );
  });

  router.get("/applications/:id", async (req, res) => {
    res.json(serializeApplication(await findApplication(res, req.params.id)));
  });

  router.post("/applications/:id/review", async (req, res) => {
    const app = await findApplication(res, req.params.id);
    const decision = parseOrThrow(reviewBody, req.body ?? {});
    if (app.status !== "needs_review") throw invalidState(`The application is ${app.status}, not needs_review.`);
    // A quick 422 against the stored review; the workflow's validator decides in the end.
    if (decision.action === "approve") {
      const problems = validateReviewAnswers(app.review as Review | null, decision.answers ?? {});
      if (problems.length) throw invalidRequest("Some answers are not acceptable; see details.", problems);
    }
    await update(app.id, (h) => h.executeUpdate(reviewUpdate, {
      args: [decision.action === "approve" ? { action: "approve", answers: decision.answers ?? {} } : { action: "reject", reason: decision.reason }],
    }));
    res.json(serializeApplication(await findApplication(res, app.id)));
  });

  router.post("/applications/:id/otp", async (req, res) => {
    const app = await findApplication(res, req.params.id);
    const { code } = parseOrThrow(otpBody, req.body ?? {});
    if (!app.awaitingOtp) throw invalidState("The application is not waiting for a verification code.");
    await update(app.id, (h) => h.executeUpdate(verificationUpdate, { args: [{ code, source: "client" }] }));
    res.json(serializeApplication(await findApplication(res, app.id)));
  });

  return router;
}
