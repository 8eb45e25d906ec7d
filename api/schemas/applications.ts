import { ANSWER_SOURCES, APPLICATION_STATUSES, FAILURE_REASONS, QUESTION_KINDS } from "../../lib/domain";
import { applicationUrl, idOf, pageQuery, timestamp, usd } from "./common";
import { profileBody } from "./candidates";
import { z } from "./zod";

const reviewFlag = z.boolean().optional().openapi({ description: "pause at the final step for approval (needs_review)" });

export const createFromProfileBody = z
  .strictObject({ profile_id: idOf("prof", "a profile"), url: applicationUrl, review_before_submit: reviewFlag })
  .openapi("CreateApplicationFromProfile");

export const createWithInlineProfileBody = z
  .strictObject({ candidate_id: idOf("cand", "a candidate"), profile: profileBody, url: applicationUrl, review_before_submit: reviewFlag })
  .openapi("CreateApplicationWithInlineProfile", { description: "The inline profile is saved as a new profile of the candidate." });

export const reviewQuestion = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  answer: z.string().nullable(),
  answer_source: z.enum(ANSWER_SOURCES),
  answer_from: z.string().nullable().openapi({
    description:
      'where the proposed answer came from: the profile field\'s dot path (e.g. "workPreferences.canStartImmediately"), "default:<what>" for a default (a decline option, a consent box), or null (no answer, or the client\'s own)',
    example: "workAuthorization.needsSponsorship",
  }),
});

export const review = z.object({ requested_at: timestamp, expires_at: timestamp, questions: z.array(reviewQuestion) }).openapi("Review");

export const application = z
  .object({
    id: idOf("app", "an application"),
    candidate_id: idOf("cand", "a candidate"),
    candidate_name: z.string(),
    candidate_email: z.string(),
    profile_id: idOf("prof", "a profile"),
    ats: z.string().nullable().openapi({ example: "greenhouse" }),
    url: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    failure_reason: z.enum(FAILURE_REASONS).nullable(),
    failure_message: z.string().nullable(),
    price_usd: usd,
    review: review.nullable(),
    awaiting_otp: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Application");

export const createdApplication = application
  .pick({ id: true, candidate_id: true, candidate_name: true, ats: true, status: true, price_usd: true, created_at: true })
  .openapi("CreatedApplication");

export const reviewBody = z
  .discriminatedUnion("action", [
    z.strictObject({
      action: z.literal("approve"),
      answers: z
        .record(z.string().max(200), z.string().max(20_000))
        .optional()
        .openapi({ description: 'question key -> answer string ("true"/"false", YYYY-MM-DD, JSON array for multi-value kinds)' }),
    }),
    z.strictObject({ action: z.literal("reject"), reason: z.string().max(1000).optional() }),
  ])
  .openapi("ReviewDecision");

export const otpBody = z
  .strictObject({ code: z.string().trim().min(1).max(64).openapi({ example: "483920" }) })
  .openapi("VerificationCode");

export const listApplicationsQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(APPLICATION_STATUSES).optional(),
  candidate_id: idOf("cand", "a candidate").optional(),
  profile_id: idOf("prof", "a profile").optional(),
  ats: z.string().max(40).optional().openapi({ description: "an id from GET /ats" }),
});
