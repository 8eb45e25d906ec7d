// Applications: create, fetch, list, and the two Updates into a running workflow (review, otp).
import { parseOrThrow } from "../errors";
import { withProfileGroups } from "../profile-input";
import { json, JsonText, listRoute, notFoundResponse, route, stateConflictResponse, type ApiRoute, type RouteDeps } from "../route-table";
import {
  application,
  createdApplication,
  createFromProfileBody,
  createWithInlineProfileBody,
  listApplicationsQuery,
  otpBody,
  reviewBody,
} from "../schemas/applications";
import { errorEnvelope, idParam } from "../schemas/common";
import { z } from "../schemas/zod";
import { serializeApplication, serializeCreatedApplication } from "../serializers";
import {
  findApplication,
  findApplicationText,
  inputDelivered,
  listApplications,
  reviewApplication,
  supplyVerificationCode,
  type StoredApplication,
} from "../services/applications";
import { createApplication, findCreatedApplication } from "../services/create-application";
import { firstIdMade } from "../idempotency";

const applicationId = idParam("app", "an application");

/** POST /applications/{id}/<input>: 404 for an unknown application comes before 422 for the body. */
function applicationInputRoute<B extends z.ZodType>(
  input: "review" | "otp",
  summary: string,
  body: B,
  description: string,
  deliver: (deps: RouteDeps, app: StoredApplication, input: z.output<B>) => Promise<StoredApplication>,
): ApiRoute {
  return route({
    method: "post",
    path: `/applications/{id}/${input}`,
    summary,
    params: applicationId,
    body,
    response: { status: 200, schema: application, description },
    errors: { ...notFoundResponse, ...stateConflictResponse },
    handle: async ({ deps, accountId, id, body }) =>
      serializeApplication(await deliver(deps, await findApplication(accountId, id), body())),
    // The input went to the workflow as an Update whose id the retry knows: if the workflow has it, the
    // answer is the application as it is now.
    recover: async ({ deps, accountId, id }) =>
      (await inputDelivered(deps, id, firstIdMade("upd"))) ? serializeApplication(await findApplication(accountId, id)) : undefined,
  });
}

export const applicationRoutes = [
  route({
    method: "post",
    path: "/applications",
    summary: "Apply: prices the posting, holds credit and queues the work",
    body: z.union([createFromProfileBody, createWithInlineProfileBody]),
    response: { status: 202, schema: createdApplication, description: "queued" },
    errors: {
      402: json(errorEnvelope, "insufficient_credit"),
      409: json(errorEnvelope, "duplicate_application: the candidate already has a non-failed application for this posting"),
      ...notFoundResponse,
    },
    handle: async ({ req, deps, accountId }) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // Validated against one form, not the union, so the 422 lists that form's problems: form B
      // (candidate_id + inline profile) unless the client clearly meant form A.
      const inline = !("profile_id" in body) && ("candidate_id" in body || "profile" in body);
      const input = inline ? parseOrThrow(createWithInlineProfileBody, withProfileGroups(body)) : parseOrThrow(createFromProfileBody, body);
      return serializeCreatedApplication(await createApplication(deps, accountId, input));
    },
    recover: async ({ accountId }) => {
      const created = await findCreatedApplication(accountId, firstIdMade("app"));
      return created && serializeCreatedApplication(created);
    },
  }),
  listRoute({
    path: "/applications",
    summary: "List applications, newest first",
    query: listApplicationsQuery,
    item: application,
    name: "ApplicationList",
    list: listApplications,
    serialize: (app) => new JsonText(app.json),
  }),
  route({
    method: "get",
    path: "/applications/{id}",
    summary: "One application",
    params: applicationId,
    response: { status: 200, schema: application, description: "the application" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => new JsonText((await findApplicationText(accountId, id)).json),
  }),
  applicationInputRoute(
    "review",
    "Approve (optionally with answers) or reject an application in needs_review",
    reviewBody,
    "the decision was delivered",
    reviewApplication,
  ),
  applicationInputRoute(
    "otp",
    "Supply a verification code while awaiting_otp is true",
    otpBody,
    "the code was delivered",
    supplyVerificationCode,
  ),
];
