import { ANSWER_DEFAULT_KEYS, answerDefaultKeyProblem } from "../../lib/answer-defaults";
import { idOf, postingUrl, timestamp, usd } from "./common";
import { z } from "./zod";

const KEYS_DOC =
  `Keys (rule names of docs/answers.md): ${ANSWER_DEFAULT_KEYS.join(", ")}. Used only for a question the profile does not answer; ` +
  "sensitive questions (work authorisation, sponsorship, age, self-identification, criminal record, salary...) never take a default.";

const AUTO_CONSENT_DOC =
  "true (the default): a box the application needs (privacy policy, processing of the candidate's data for this application, accuracy) " +
  "is ticked, the request to apply being that consent; false: each such box is left as a question for the review (a required one without " +
  "review ends incomplete_candidate). Marketing, talent-pool and text-message opt-ins are never ticked either way.";

/** One default answer: a line of text, as a form would take it. */
const answerDefaultValue = z
  .string()
  .trim()
  .min(1, "must be a non-empty string")
  .max(200, "must be at most 200 characters")
  // eslint-disable-next-line no-control-regex -- the pattern exists to refuse control characters
  .regex(/^[^\u0000-\u001f\u007f]*$/, "must be one line of text, without control characters");

export const account = z
  .object({
    id: idOf("acct", "an account"),
    email: z.string(),
    answer_defaults: z.record(z.string(), z.string()).openapi({ description: KEYS_DOC, example: { how_did_you_hear: "Job board" } }),
    auto_consent: z.boolean().openapi({ description: AUTO_CONSENT_DOC }),
    created_at: timestamp,
  })
  .openapi("Account");

export const updateAccountBody = z
  .strictObject({
    answer_defaults: z
      .record(z.string(), answerDefaultValue.nullable())
      .superRefine((map, ctx) => {
        for (const key of Object.keys(map)) {
          const problem = answerDefaultKeyProblem(key);
          if (problem) ctx.addIssue({ code: "custom", path: [key], message: problem });
        }
      })
      .optional()
      .openapi({
        description: `Merged into the stored defaults: a key with a string sets it, a key with null removes it, keys left out stay. ${KEYS_DOC}`,
        example: { how_did_you_hear: "Company website", phone_device_type: null },
      }),
    auto_consent: z.boolean().optional().openapi({ description: AUTO_CONSENT_DOC }),
  })
  .openapi("UpdateAccountRequest");

export const usage = z
  .object({
    balance_usd: usd,
    held_usd: usd,
    available_usd: usd,
    spent_usd: usd,
    applications: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      needs_review: z.number().int(),
      submitted: z.number().int(),
      failed: z.number().int(),
      total: z.number().int(),
    }),
  })
  .openapi("Usage");

const DAYS_RANGE = "must be an integer from 1 to 90";

export const dailyUsageQuery = z.strictObject({
  days: z.coerce
    .number({ error: DAYS_RANGE })
    .int(DAYS_RANGE)
    .min(1, DAYS_RANGE)
    .max(90, DAYS_RANGE)
    .default(30)
    .openapi({ type: "integer", minimum: 1, maximum: 90, default: 30, description: "how many UTC days, today's included" }),
});

export const dailyUsage = z
  .object({
    data: z.array(
      z.object({
        date: z.string().openapi({ description: "the UTC day, YYYY-MM-DD", example: "2026-11-22" }),
        created: z.number().int().openapi({ description: "applications created that day" }),
        submitted: z.number().int().openapi({ description: "applications submitted (charged) that day" }),
        failed: z.number().int().openapi({ description: "applications failed (released) that day" }),
        spent_usd: usd.openapi({ description: "charged that day" }),
      }),
    ),
  })
  .openapi("DailyUsage", { description: "Every day of the range, oldest first, days without activity included (zeros)." });

export const atsEntry = z
  .object({
    id: z.string().openapi({ example: "greenhouse" }),
    name: z.string(),
    hosts: z.array(z.string()),
    price_usd: usd,
    requires_account_password: z.boolean(),
    account_step: z
      .boolean()
      .openapi({ description: "The service signs in to, or creates, the candidate's account on the employer's tenant." }),
    support: z
      .object({
        status: z.enum(["supported", "best_effort"]).openapi({
          description:
            "supported: a dedicated adapter, a test simulator built from captures or sourced descriptions of the live pages (not guesses), seeded variants of it that the adapter passes, and an end-to-end test through this API; best_effort: anything less (best_effort_reason says what).",
        }),
        adapter: z.enum(["dedicated", "generic"]),
        email_verification: z
          .enum(["code", "link", "none"])
          .openapi({ description: "The e-mail check the platform may ask for (code: the application may wait in needs_otp)." }),
        simulator: z.enum(["captures", "descriptions", "guesses"]).openapi({
          description:
            "What the platform's test simulator was built from: captures (pages saved from the live platform), descriptions (sourced accounts of the live pages, no saved page) or guesses (largely invented: no public capture of the apply pages was found).",
        }),
        seeded_variants: z.boolean().openapi({
          description:
            "The simulator renders seeded page variants (reworded labels, extra questions, banners, confirmation shapes) and the adapter is tested on them.",
        }),
        end_to_end_tested: z.boolean(),
        best_effort_reason: z
          .string()
          .nullable()
          .openapi({ description: "Why the platform is best_effort, in one sentence; null when supported." }),
        known_limits: z
          .string()
          .nullable()
          .openapi({ description: "What does not work yet on this platform, in one sentence; null: nothing known." }),
      })
      .openapi("AtsSupport", { description: "The README's support matrix for this platform (an addition to the contract's fields)." }),
  })
  .openapi("Ats");

export const atsCatalog = z.object({ data: z.array(atsEntry), base_price_usd: usd }).openapi("AtsCatalog");

export const detectBody = z.strictObject({ url: postingUrl }).openapi("DetectRequest");

export const detection = z
  .object({
    url: z.string(),
    ats: z.string().nullable(),
    ats_name: z.string().nullable(),
    supported: z.boolean(),
    price_usd: usd,
    requires_account_password: z.boolean(),
  })
  .openapi("Detection");
