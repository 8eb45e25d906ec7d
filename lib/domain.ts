// Vocabulary shared by the gateway, the workflow and the ATS layer (docs/api-rules.md).

export const APPLICATION_STATUSES = ["queued", "running", "needs_review", "submitted", "failed"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const FAILURE_REASONS = [
  "job_closed",
  "unsupported_site",
  "incomplete_candidate",
  "manual_completion_required",
  "rejected_at_review",
  "site_error",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const EVENT_TYPES = [
  "application.running",
  "application.needs_review",
  "application.needs_otp",
  "application.submitted",
  "application.failed",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What an evidence image shows (docs/api-rules.md#evidence): the filled form at review, the page after the final click. */
export const EVIDENCE_KINDS = ["review_form", "confirmation"] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const QUESTION_KINDS = [
  "text",
  "textarea",
  "email",
  "phone",
  "url",
  "single_select",
  "multi_select",
  "radio",
  "checkbox",
  "boolean",
  "date",
  "file",
  "cover_letter",
  "typeahead",
  "hidden",
  "display",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionOption {
  value: string;
  label: string;
}

/** One question of an employer's form, as the form engine reads it. */
export interface Question {
  key: string; // stable across reads of the same form, e.g. "q_first_name" or "q_question_4012"
  label: string;
  kind: QuestionKind;
  required: boolean;
  options: QuestionOption[] | null;
}

export const ANSWER_SOURCES = ["profile", "default", "none", "client"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export interface ReviewQuestion extends Question {
  answer: string | null;
  answer_source: AnswerSource;
  /**
   * Where the proposed answer came from: the profile field's dot path (e.g.
   * "workPreferences.canStartImmediately"), "default:<what>" for a default, null otherwise.
   * Optional: reviews stored before it existed have none.
   */
  answer_from?: string | null;
}

/** The review object (docs/api-rules.md#review), as stored on the application and returned by the API. */
export interface Review {
  requested_at: string;
  expires_at: string;
  questions: ReviewQuestion[];
}

export const EMAIL_MODES = ["managed", "candidate"] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** Thrown (or returned) by the ATS layer for outcomes that must not be retried; activities turn it into
 * Temporal's ApplicationFailure (its type is the failure reason). A name of its own, so that no name here
 * is one of Temporal's (its TypeScript SDK has ApplicationFailure, its Go and Python SDKs ApplicationError). */
export class AtsFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
    this.name = "AtsFailure";
  }
}
