// An application as the API and its webhook events show it (snake_case, *_usd numbers, ISO timestamps
// with ms). api/serializers.ts checks it against the API's schema (api/schemas/applications.ts).
import type { Application, Candidate } from "../generated/prisma/client";
import type { ApplicationStatus, FailureReason, Review } from "./domain";

export const usdFromCents = (cents: number) => Math.round(cents) / 100;

const fullName = (c: Pick<Candidate, "firstName" | "lastName">) => `${c.firstName} ${c.lastName}`;

/**
 * A timestamp as the JSON shows it: a Date, or text the database already wrote in that form
 * (ISO_TIMESTAMP), which spares parsing a Date only to print it again.
 */
export type Timestamp = Date | string;
const iso = (t: Timestamp) => (typeof t === "string" ? t : t.toISOString());

/** SQL for a timestamptz(3) column as Date.prototype.toISOString() prints it. */
export const isoTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** reviewJson in SQL: each question gets answer_from null unless it has one (jsonb `||` keeps the right side's). */
const REVIEW_JSON_SQL = `a.review || jsonb_build_object('questions', (SELECT coalesce(jsonb_agg('{"answer_from": null}'::jsonb || q ORDER BY n), '[]')
  FROM jsonb_array_elements(a.review->'questions') WITH ORDINALITY AS e(q, n)))`;

/**
 * applicationJson as text, made by PostgreSQL from an application `a` joined to its candidate `c`. The
 * gateway's reads (GET one and the list) use it: decoding a list's 20 rows of columns in Node only to
 * encode them again was a third of each request's CPU (docs/performance.md, "Findings: the gateway").
 * test/api/application-json.test.ts holds the two builders to the same output.
 */
export const APPLICATION_JSON_SQL = `(SELECT row_to_json(j)::text FROM (SELECT a.id, a.candidate_id, c.first_name || ' ' || c.last_name AS candidate_name,
  c.email AS candidate_email, a.profile_id, a.ats, a.url, a.status,
  CASE WHEN a.status = 'failed' THEN a.failure_reason END AS failure_reason,
  CASE WHEN a.status = 'failed' THEN a.failure_message END AS failure_message,
  a.price_cents::float8 / 100 AS price_usd,
  CASE WHEN a.status = 'needs_review' THEN ${REVIEW_JSON_SQL} END AS review,
  a.awaiting_otp, ${isoTimestampSql("a.created_at")} AS created_at, ${isoTimestampSql("a.updated_at")} AS updated_at) j)`;

/**
 * What the JSON is made of: a Prisma row with its candidate fits, and so does the gateway's narrower
 * row from SQL (api/services/applications.ts), which reads only these columns.
 */
export type ApplicationWithCandidate = Pick<
  Application,
  | "id"
  | "candidateId"
  | "profileId"
  | "ats"
  | "url"
  | "status"
  | "failureReason"
  | "failureMessage"
  | "priceCents"
  | "review"
  | "awaitingOtp"
> & { createdAt: Timestamp; updatedAt: Timestamp; candidate: Pick<Candidate, "firstName" | "lastName" | "email"> };

/** An interface as a plain object type, so the result is also a JSON value for Prisma's Json columns. */
type Plain<T> = T extends object ? { [K in keyof T]: Plain<T[K]> } : T;

/** The stored review with every question's answer_from (null on reviews stored before it existed). */
function reviewJson(review: Review | null) {
  if (!review) return null;
  return {
    ...(review as Plain<Review>),
    questions: (review as Plain<Review>).questions.map((q) => ({ ...q, answer_from: q.answer_from ?? null })),
  };
}

export function applicationJson(app: ApplicationWithCandidate) {
  return {
    id: app.id,
    candidate_id: app.candidateId,
    candidate_name: fullName(app.candidate),
    candidate_email: app.candidate.email,
    profile_id: app.profileId,
    ats: app.ats,
    url: app.url,
    status: app.status as ApplicationStatus,
    failure_reason: app.status === "failed" ? ((app.failureReason as FailureReason | null) ?? null) : null,
    failure_message: app.status === "failed" ? app.failureMessage : null,
    price_usd: usdFromCents(app.priceCents),
    // The review is only meaningful while the application waits on it.
    review: app.status === "needs_review" ? reviewJson(app.review as Review | null) : null,
    awaiting_otp: app.awaitingOtp,
    created_at: iso(app.createdAt),
    updated_at: iso(app.updatedAt),
  };
}
