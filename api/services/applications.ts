// Applications once created (creation is create-application.ts): read, list, and the two Updates into
// a running workflow, review and verification code (docs/api-rules.md#review, #verification-codes).
import { WorkflowNotFoundError, WorkflowUpdateFailedError, type Client, type WorkflowHandle } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import type { Application } from "../../generated/prisma/client";
import { APPLICATION_JSON_SQL, isoTimestampSql } from "../../lib/application-json";
import { statement } from "../../lib/db";
import type { Review } from "../../lib/domain";
import { isId, newId } from "../../lib/ids";
import { validateReviewAnswers, type ErrorDetail } from "../../lib/review-answers";
import { applicationWorkflowId, reviewUpdate, UPDATE_REJECTED, verificationUpdate } from "../../lib/workflow-contract";
import { isKnownAts } from "../catalog-view";
import { ApiError, invalidRequest, notFound } from "../errors";
import { invalidCursor, isCursor, pageOf, type Page } from "../pagination";
import type { listApplicationsQuery, otpBody, reviewBody } from "../schemas/applications";
import type { z } from "../schemas/zod";
import type { ApplicationWithCandidate } from "../serializers";

/**
 * An application as the API shows it, and its account (the Updates re-read it by both). Its
 * timestamps are read as the API's ISO text (isoTimestampSql).
 */
export type StoredApplication = ApplicationWithCandidate & Pick<Application, "accountId"> & { createdAt: string; updatedAt: string };

// Reads are hand-written statements (lib/db.ts `statement`): GET one, the list and the profile's runs
// are the gateway's most frequent requests, and Prisma's query interpreter cost more CPU per request
// than everything else together. GET one and the list read the application's JSON as PostgreSQL makes
// it (APPLICATION_JSON_SQL); the Updates and the profile's runs read the columns StoredApplication holds.
const COLUMNS = `a.id, a.account_id AS "accountId", a.candidate_id AS "candidateId", a.profile_id AS "profileId", a.ats, a.url,
  a.status, a.failure_reason AS "failureReason", a.failure_message AS "failureMessage", a.price_cents AS "priceCents",
  a.review, a.awaiting_otp AS "awaitingOtp", ${isoTimestampSql("a.created_at")} AS "createdAt", ${isoTimestampSql("a.updated_at")} AS "updatedAt",
  c.first_name AS "firstName", c.last_name AS "lastName", c.email`;
const FROM = "applications a JOIN candidates c ON c.id = a.candidate_id";

type Row = Omit<StoredApplication, "candidate"> & StoredApplication["candidate"];

/** An application as GET one and the list show it: its id, and its JSON as text. */
export interface ApplicationText {
  id: string;
  json: string;
}

/** What applications are read as: their columns, or their JSON. */
const SELECTS = { row: COLUMNS, json: `a.id, ${APPLICATION_JSON_SQL} AS json` } as const;
type Select = keyof typeof SELECTS;

/** The row with its candidate nested, as applicationJson reads it (in place: a copy of every row cost more). */
function stored(row: Row): StoredApplication {
  return Object.assign(row, { candidate: { firstName: row.firstName, lastName: row.lastName, email: row.email } });
}

const BY_ID = `FROM ${FROM} WHERE a.id = $1 AND a.account_id = $2`;
const applicationById = statement<Row>("application_by_id", `SELECT ${SELECTS.row} ${BY_ID}`);
const applicationTextById = statement<ApplicationText>("application_text_by_id", `SELECT ${SELECTS.json} ${BY_ID}`);

/** The account's application `id`, read by `read`: a malformed or unknown id is 404. */
async function byId<R>(read: (values: unknown[]) => Promise<R[]>, accountId: string, id: string): Promise<R> {
  const [row] = isId("app", id) ? await read([id, accountId]) : [];
  if (!row) throw notFound("application");
  return row;
}

export const findApplication = async (accountId: string, id: string): Promise<StoredApplication> =>
  stored(await byId(applicationById, accountId, id));
export const findApplicationText = (accountId: string, id: string) => byId(applicationTextById, accountId, id);

type ApplicationFilters = Partial<Record<"status" | "candidate_id" | "profile_id" | "ats", string>>;
const FILTER_COLUMNS = { status: "status", candidate_id: "candidate_id", profile_id: "profile_id", ats: "ats" } as const;

/** One statement per combination of filters (and cursor), so each is planned for what it filters on. */
const pageStatements = new Map<string, ReturnType<typeof statement<unknown>>>();

/**
 * Newest first (created_at, then id: the (account_id, created_at, id) index), `take` rows after the
 * cursor application, if any. A cursor that is not one of the account's applications yields no rows.
 */
function applicationRows<S extends Select>(select: S, accountId: string, filters: ApplicationFilters, take: number, cursor?: string) {
  const used = (Object.keys(FILTER_COLUMNS) as Array<keyof typeof FILTER_COLUMNS>).filter((f) => filters[f] !== undefined);
  const key = `${select}:${used.join(",")}${cursor === undefined ? "" : ",cursor"}`;
  let page = pageStatements.get(key);
  if (!page) {
    const conditions = ["a.account_id = $1", ...used.map((f, i) => `a.${FILTER_COLUMNS[f]} = $${i + 3}`)];
    if (cursor !== undefined) {
      conditions.push(
        `(a.created_at, a.id) < (SELECT created_at, id FROM applications WHERE account_id = $1 AND id = $${used.length + 3})`,
      );
    }
    const text = `SELECT ${SELECTS[select]} FROM ${FROM} WHERE ${conditions.join(" AND ")} ORDER BY a.created_at DESC, a.id DESC LIMIT $2`;
    pageStatements.set(key, (page = statement(`applications_page_${pageStatements.size}`, text)));
  }
  const rows = page([accountId, take, ...used.map((f) => filters[f]), ...(cursor === undefined ? [] : [cursor])]);
  return rows as Promise<Array<S extends "row" ? Row : ApplicationText>>;
}

const applicationExists = statement<{ id: string }>("application_exists", "SELECT id FROM applications WHERE id = $1 AND account_id = $2");

export async function listApplications(accountId: string, query: z.output<typeof listApplicationsQuery>): Promise<Page<ApplicationText>> {
  if (query.ats !== undefined && !isKnownAts(query.ats)) {
    throw invalidRequest("Unknown ats filter.", [{ path: "ats", message: "is not an id from GET /v1/ats" }]);
  }
  const { cursor } = query;
  if (cursor !== undefined && !isCursor(cursor)) throw invalidCursor();
  const rows = await applicationRows("json", accountId, query, query.limit + 1, cursor);
  // No rows after a cursor: the end of the list, or a cursor from elsewhere (which is a 422).
  if (cursor !== undefined && !rows.length && !(await applicationExists([cursor, accountId])).length) throw invalidCursor();
  return pageOf(rows, query.limit);
}

/** The newest `limit` applications made from a profile (GET /profiles/{id} embeds them). */
export async function applicationsOfProfile(accountId: string, profileId: string, limit: number): Promise<StoredApplication[]> {
  return (await applicationRows("row", accountId, { profile_id: profileId }, limit)).map(stored);
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

/**
 * Whether the workflow of application `appId` took the Update `updateId` (a decision or a code sent
 * under an Idempotency-Key whose first attempt never answered: api/idempotency.ts).
 */
export async function inputDelivered(deps: { temporal: Client }, appId: string, updateId: string): Promise<boolean> {
  const handle = deps.temporal.workflow.getHandle(applicationWorkflowId(appId));
  try {
    await deps.temporal.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () => handle.getUpdateHandle(updateId).result());
    return true;
  } catch {
    // Unknown to the workflow, or refused by it: the request runs again and answers as it now must.
    return false;
  }
}

/** Delivers an approve/reject decision; answers with the application as it is afterwards. */
export async function reviewApplication(
  deps: { temporal: Client },
  app: StoredApplication,
  decision: z.output<typeof reviewBody>,
): Promise<StoredApplication> {
  if (app.status !== "needs_review") throw invalidState(`The application is ${app.status}, not needs_review.`);
  // A quick 422 against the stored review; the workflow's validator decides in the end.
  if (decision.action === "approve") {
    const problems = validateReviewAnswers(app.review as Review | null, decision.answers ?? {});
    if (problems.length) throw invalidRequest("Some answers are not acceptable; see details.", problems);
  }
  await update(deps, app.id, (h) =>
    h.executeUpdate(reviewUpdate, {
      updateId: newId("upd"),
      args: [
        decision.action === "approve"
          ? { action: "approve", answers: decision.answers ?? {} }
          : { action: "reject", reason: decision.reason },
      ],
    }),
  );
  return findApplication(app.accountId, app.id);
}

/** Delivers a verification code the client supplies while awaiting_otp is true. */
export async function supplyVerificationCode(
  deps: { temporal: Client },
  app: StoredApplication,
  { code }: z.output<typeof otpBody>,
): Promise<StoredApplication> {
  if (!app.awaitingOtp) throw invalidState("The application is not waiting for a verification code.");
  await update(deps, app.id, (h) => h.executeUpdate(verificationUpdate, { updateId: newId("upd"), args: [{ code, source: "client" }] }));
  return findApplication(app.accountId, app.id);
}
