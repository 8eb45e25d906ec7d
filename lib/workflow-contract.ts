// The application and webhook workflows' contract: names, messages (Updates, signals, query) and
// input/result types shared by the gateway, the worker, the managed inbox, activities and the workflows.
// It lives in lib/ so every layer can import it without importing the workflows themselves.
import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { ApplicationStatus, FailureReason } from "./domain";

export const APPLICATION_WORKFLOW = "applicationWorkflow";

export function applicationWorkflowId(applicationId: string): string {
  return `application-${applicationId}`;
}

/** Input of the application workflow: ids only, nothing secret (activities read the rest). */
export interface ApplicationWorkflowInput {
  applicationId: string;
  accountId: string;
  ats: string | null;
  reviewBeforeSubmit: boolean;
}

export interface ReviewDecision {
  action: "approve" | "reject";
  answers?: Record<string, string>;
  reason?: string;
}

export interface VerificationInput {
  code?: string;
  link?: string;
  source: "client" | "managed_inbox";
}

/**
 * The client's review decision and a verification code are Updates: the workflow's validator accepts
 * one only while it waits for one (exactly one of concurrent decisions wins) and checks the answers;
 * the caller learns the outcome and the status after it. Rejections carry one of these types.
 */
export const reviewUpdate = defineUpdate<ApplicationStatus, [ReviewDecision]>("decideReview");
export const verificationUpdate = defineUpdate<ApplicationStatus, [VerificationInput]>("supplyVerification");
export const UPDATE_REJECTED = { notWaiting: "not_waiting", invalidAnswers: "invalid_answers" } as const;

/** The signals that carried the same messages before the Updates; kept for workflows started then. */
export const reviewSignal = defineSignal<[ReviewDecision]>("review");
export const verificationSignal = defineSignal<[VerificationInput]>("verification");
/** Not queried by the service (it reads status from the database), but registered on every run: running
 * workflows and operators (`temporal workflow query --name status`, the Web UI) may ask it, and a
 * query handler adds nothing to the history, so keeping it costs no replay risk. */
export const statusQuery = defineQuery<ApplicationStatus>("status");

/** Result of the application workflow: every application ends in one of these two. */
export type ApplicationOutcome = { status: "submitted" } | { status: "failed"; failureReason: FailureReason; failureMessage: string };

export const WEBHOOK_DELIVERY_WORKFLOW = "webhookDeliveryWorkflow";

export function webhookDeliveryWorkflowId(eventId: string, endpointId: string): string {
  return `webhook-${eventId}-${endpointId}`;
}

/** Input of one delivery: ids and retry timings only; the secret is read inside the activity. */
export interface WebhookDeliveryInput {
  eventId: string;
  endpointId: string;
  retry: WebhookRetrySettings;
}

export interface WebhookRetrySettings {
  initialIntervalMs: number;
  maximumIntervalMs: number;
  /** Deliveries stop being retried this long after the first attempt (contract: 3 days). */
  giveUpAfterMs: number;
}

/** The retry schedule (docs/api-rules.md#webhooks): first retry after 30 s, doubling up to 6 h, given up after 3 days. */
export const CONTRACT_WEBHOOK_RETRY: WebhookRetrySettings = {
  initialIntervalMs: 30_000,
  maximumIntervalMs: 6 * 3600_000,
  giveUpAfterMs: 3 * 24 * 3600_000,
};

/**
 * Waiting limits and activity timings the workflow reads from its worker (an activity), so the
 * service's configuration and the tests can shorten them without changing workflow code.
 */
export interface RunSettings {
  reviewTimeoutMs: number;
  otpTimeoutMs: number;
  browser: {
    /** A browser activity that stops heartbeating this long is presumed lost with its worker. */
    heartbeatTimeoutMs: number;
    /** A browser task not picked up this long means its worker is gone: start over on a fresh one. */
    scheduleToStartTimeoutMs: number;
    /** Upper bound for one inspect or submit, retries included. */
    scheduleToCloseTimeoutMs: number;
    /** How many fresh workers an application may go through before it fails as site_error. */
    workerAttempts: number;
  };
  webhook: WebhookRetrySettings;
}

/** Failures of a delivery that retrying cannot fix: the contract never follows or retries redirects. */
export const WEBHOOK_NON_RETRYABLE = ["webhook_redirect", "webhook_target_refused", "webhook_endpoint_gone"] as const;
