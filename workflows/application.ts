// One application, start to finish: running → inspect → (review) → submit → (verification code)
// → submitted | failed. Deterministic: all I/O happens in activities; timers bound every wait.
import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  TimeoutFailure,
  allHandlersFinished,
  condition,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from "@temporalio/workflow";
import { TimeoutType } from "@temporalio/common";
import type { ApplicationActivities, ApplicationPatch } from "../activities/application";
import type { BrowserActivities } from "../activities/browser";
import type { InspectResult, SubmitOutcome } from "../ats-adapters/types";
import { FAILURE_REASONS, type ApplicationStatus, type EventType, type FailureReason, type Review } from "../lib/domain";
import { validateReviewAnswers } from "../lib/review-answers";
import { announceEvent, newEvent } from "./events";
import { searchAttributeKeys } from "../lib/search-attributes";
import {
  UPDATE_REJECTED,
  reviewSignal,
  reviewUpdate,
  statusQuery,
  verificationSignal,
  verificationUpdate,
  type ApplicationOutcome,
  type ApplicationWorkflowInput,
  type ReviewDecision,
  type RunSettings,
  type VerificationInput,
} from "../lib/workflow-contract";

const MAX_VERIFICATION_ROUNDS = 3;
/** Without review, the form is loaded once, by the submit (no separate inspection). */
const SINGLE_VISIT_PATCH = "single-visit-without-review";
/** With review, a one-page form stays open on the inspecting worker, and the submit goes there first. */
const REVIEW_PAGE_PATCH = "review-page-kept";
/**
 * The steps before the browser (the run's settings, the "running" status, the browser queue's claim)
 * run as local activities: no round trips through the server before the browser starts
 * (docs/architecture.md, step 3). Histories from before ran them as regular activities.
 */
const LOCAL_START_PATCH = "local-start-activities";

// Database writes take milliseconds; a short timeout lets a retry move on quickly from a dead worker.
// Retries are bounded (about five minutes), so an activity that keeps failing fails the application
// instead of holding it forever; the final settlement then has a longer-lived fallback (settle()).
const databaseWrites = {
  startToCloseTimeout: "10s",
  retry: { initialInterval: "1s", backoffCoefficient: 2, maximumInterval: "1m", maximumAttempts: 10 },
} as const;
const application = proxyActivities<ApplicationActivities>(databaseWrites);

/** The last resort of settle(): a database that stays away for hours still gets the outcome written. */
const lastResort = proxyActivities<Pick<ApplicationActivities, "settleApplication">>({
  startToCloseTimeout: "10s",
  retry: { initialInterval: "10s", backoffCoefficient: 2, maximumInterval: "10m", maximumAttempts: 150 },
});

/** The shared-queue activity that tells which worker-specific queue this attempt's browser work uses. */
const claimOptions = { startToCloseTimeout: "10s", retry: { initialInterval: "1s", maximumInterval: "10s", maximumAttempts: 30 } } as const;
const { claimBrowserQueue } = proxyActivities<Pick<BrowserActivities, "claimBrowserQueue">>(claimOptions);

/** The steps before the browser as local activities (LOCAL_START_PATCH), with the same timeouts and retries. */
const localApplication = proxyLocalActivities<Pick<ApplicationActivities, "loadRunContext" | "recordStatus">>(databaseWrites);
const { claimBrowserQueue: claimBrowserQueueLocally } = proxyLocalActivities<Pick<BrowserActivities, "claimBrowserQueue">>(claimOptions);

export async function applicationWorkflow(input: ApplicationWorkflowInput): Promise<ApplicationOutcome> {
  const { applicationId } = input;
  let status: ApplicationStatus = "queued";
  let waitingFor: "review" | "verification" | null = null;
  let decision: ReviewDecision | undefined;
  let verification: VerificationInput | undefined;
  let review: Review | null = null;
  /** The page an inspection kept open through the review, and the queue of the worker holding it. */
  let reviewPage: { taskQueue: string; sessionId: string } | undefined;
  /** Set once the story has ended, so no Update handler can outlive it. */
  let ended = false;

  setHandler(statusQuery, () => status);
  setHandler(
    reviewUpdate,
    async (d) => {
      decision = d;
      // Accepted from the moment the workflow waits on review, which may be before needs_review is
      // written: the answer waits until the decision is taken and the status it leads to is written.
      await condition(() => (waitingFor !== "review" && status !== "needs_review") || ended);
      return status;
    },
    {
      validator: (d) => {
        if (waitingFor !== "review" || decision)
          rejectUpdate(UPDATE_REJECTED.notWaiting, "The application is not waiting for a review decision.");
        if (d.action !== "approve") return;
        const problems = validateReviewAnswers(review, d.answers ?? {});
        if (problems.length) rejectUpdate(UPDATE_REJECTED.invalidAnswers, "Some answers are not acceptable; see details.", problems);
      },
    },
  );
  setHandler(
    verificationUpdate,
    async (v) => {
      verification = v;
      await condition(() => waitingFor !== "verification" || ended);
      return status;
    },
    {
      validator: (v) => {
        if (waitingFor !== "verification" || verification)
          rejectUpdate(UPDATE_REJECTED.notWaiting, "The application is not waiting for a verification code.");
        if (!v.code?.trim() && !v.link) rejectUpdate(UPDATE_REJECTED.invalidAnswers, "A verification code or link is required.");
      },
    },
  );
  // Before the Updates: workflows started then may still receive these.
  setHandler(reviewSignal, (d) => {
    if (waitingFor === "review") decision ??= d;
  });
  setHandler(verificationSignal, (v) => {
    if (waitingFor === "verification" && (v.code || v.link)) verification = v;
  });
  // Also set at start by the gateway; repeated here so every run carries them whoever started it.
  upsertSearchAttributes([
    { key: searchAttributeKeys.applicationId, value: applicationId },
    { key: searchAttributeKeys.accountId, value: input.accountId },
    ...(input.ats ? [{ key: searchAttributeKeys.ats, value: input.ats }] : []),
    { key: searchAttributeKeys.status, value: status },
  ]);

  /** Writes a status (and any patch), announces the event and starts its webhook deliveries. */
  async function changeStatus(
    next: ApplicationStatus | null,
    type: EventType,
    patch: ApplicationPatch = {},
    via: Pick<ApplicationActivities, "recordStatus"> = application,
  ) {
    const event = newEvent(type);
    const { webhookEndpointIds } = await via.recordStatus({ applicationId, status: next, patch, event });
    if (next) {
      status = next;
      upsertSearchAttributes([{ key: searchAttributeKeys.status, value: status }]);
    }
    await announceEvent(event.id, webhookEndpointIds, loaded().webhook);
  }

  /** The run's settings, loaded by the first activity; unset only when that failed (see loaded()). */
  let settings: RunSettings | undefined;
  const loaded = (): RunSettings => {
    if (!settings) throw new Error("The run's settings were read before they were loaded.");
    return settings;
  };
  const localStart = patched(LOCAL_START_PATCH);
  try {
    const start = localStart ? localApplication : application;
    const context = await start.loadRunContext(applicationId);
    settings = context.settings;
    await changeStatus("running", "application.running", {}, start);
    if (!input.ats) fail("unsupported_site", "The posting is not on a supported application system.");
    const managedInbox = context.emailMode === "managed";
    const answers = await decideAnswers(managedInbox);
    await submitWithVerification(answers, managedInbox);
    return await settle({ status: "submitted" });
  } catch (err) {
    // Whatever went wrong, the application ends failed with its credit released, even when the
    // workflow itself is being cancelled.
    const failed = { status: "failed" as const, ...describeFailure(err) };
    return await CancellationScope.nonCancellable(() => settle(failed));
  } finally {
    // A review decision or code accepted just before the end still gets its answer.
    ended = true;
    await condition(allHandlersFinished);
  }

  /** Charges or releases the credit, writes the final status and announces it. */
  async function settle(outcome: ApplicationOutcome): Promise<ApplicationOutcome> {
    const event = newEvent(outcome.status === "submitted" ? "application.submitted" : "application.failed");
    let announced;
    try {
      announced = await application.settleApplication({ applicationId, outcome, event });
    } catch {
      // Still unsettled after the bounded retries (the database away for minutes): keep trying for
      // hours with a plain outcome, so no application stays open with its credit undecided.
      const plain: ApplicationOutcome =
        outcome.status === "submitted"
          ? outcome
          : {
              status: "failed",
              failureReason: outcome.failureReason,
              failureMessage: "The application failed; the details could not be recorded.",
            };
      announced = await lastResort.settleApplication({ applicationId, outcome: plain, event });
    }
    const { webhookEndpointIds } = announced;
    status = outcome.status;
    upsertSearchAttributes([{ key: searchAttributeKeys.status, value: status }]);
    // settings is unset only when loading them failed; deliveries then use the contract's timings.
    await announceEvent(event.id, webhookEndpointIds, settings?.webhook);
    return outcome;
  }

  /** With review, reads the form and waits for the client's decision. Returns the client's answers. */
  async function decideAnswers(managedInbox: boolean): Promise<Record<string, string> | undefined> {
    // Without review the submit reads the form itself (and fails incomplete_candidate before any
    // click), so one page load is enough; histories from before this change inspected first.
    if (!input.reviewBeforeSubmit && patched(SINGLE_VISIT_PATCH)) return undefined;
    const keepPage = input.reviewBeforeSubmit && patched(REVIEW_PAGE_PATCH);
    let inspectedOn = "";
    // On an account platform the inspection may create the account and wait for its e-mailed link or code.
    const inspection = await onBrowserWorker((browser, taskQueue) => {
      inspectedOn = taskQueue;
      const inspect = () =>
        keepPage ? browser.inspectApplication(applicationId, { keepForReview: true }) : browser.inspectApplication(applicationId);
      return untilVerified(
        managedInbox,
        browser,
        inspect,
        (result) => result.verification?.sessionId,
        (sessionId, verification) => browser.continueInspection({ applicationId, sessionId, verification }),
      );
    });
    // A page kept open and not submitted (rejected, timed out) closes when idle or when its slot is wanted.
    if (inspection.reviewSessionId) reviewPage = { taskQueue: inspectedOn, sessionId: inspection.reviewSessionId };
    if (!input.reviewBeforeSubmit) {
      requireAnswers(inspection, {});
      return undefined;
    }
    const requestedAt = new Date();
    review = {
      requested_at: requestedAt.toISOString(),
      expires_at: new Date(requestedAt.getTime() + loaded().reviewTimeoutMs).toISOString(),
      questions: inspection.questions,
    };
    waitingFor = "review";
    await changeStatus("needs_review", "application.needs_review", { review });
    const decided = await condition(() => decision !== undefined, loaded().reviewTimeoutMs);
    waitingFor = null;
    if (!decided || !decision) fail("manual_completion_required", "The review was not decided in time; the application needs a person.");
    if (decision.action === "reject")
      fail("rejected_at_review", decision.reason?.trim() || "The client rejected the application at review.");
    const answers = decision.answers ?? {};
    requireAnswers(inspection, answers);
    await changeStatus("running", "application.running", { review: null });
    return answers;
  }

  /** Submits on one browser worker and, when the site asks for a code, waits for it there. */
  async function submitWithVerification(answers: Record<string, string> | undefined, managedInbox: boolean) {
    const submit = { applicationId, answers, ...(reviewPage && { reviewSessionId: reviewPage.sessionId }) };
    await onBrowserWorker(
      (browser) =>
        untilVerified(
          managedInbox,
          browser,
          () => browser.submitApplication(submit),
          (outcome: SubmitOutcome) => (outcome.kind === "needs_verification" ? outcome.sessionId : undefined),
          (sessionId, verification) => browser.continueWithVerification({ applicationId, sessionId, verification }),
        ),
      reviewPage?.taskQueue,
    );
  }

  /**
   * Runs browser work the site may stop for an e-mailed code or link (`parked` names the open page):
   * waits for it (managed inbox or POST /otp) and continues that page with it, a bounded number of times.
   */
  async function untilVerified<T>(
    managedInbox: boolean,
    browser: BrowserActivities,
    start: () => Promise<T>,
    parked: (result: T) => string | undefined,
    resume: (sessionId: string, verification: VerificationInput) => Promise<T>,
  ): Promise<T> {
    // Mail older than this cannot hold the code the site is asking for now.
    let askedSince = new Date();
    let result = await start();
    for (let round = 1, sessionId = parked(result); sessionId; round++, sessionId = parked(result)) {
      if (round > MAX_VERIFICATION_ROUNDS) fail("manual_completion_required", "The site kept asking for verification.");
      const received = await waitForVerification(managedInbox, askedSince);
      askedSince = new Date();
      if (!received) {
        await browser.abandonSession(sessionId).catch(() => undefined);
        const minutes = Math.round(loaded().otpTimeoutMs / 60_000);
        fail("manual_completion_required", `No verification code was supplied within ${minutes} minutes.`);
      }
      result = await resume(sessionId, received);
    }
    return result;
  }

  async function waitForVerification(managedInbox: boolean, since: Date): Promise<VerificationInput | undefined> {
    verification = undefined;
    waitingFor = "verification";
    await changeStatus(null, "application.needs_otp", { awaitingOtp: true });
    // The code may have reached the managed inbox before the workflow began to wait for it.
    if (managedInbox) {
      const early = await application.findRecentVerification({ applicationId, since: since.toISOString() });
      if (early && !verification) verification = early;
    }
    await condition(() => verification !== undefined, loaded().otpTimeoutMs);
    await application.recordStatus({ applicationId, status: null, patch: { awaitingOtp: false }, event: null });
    // Only now: the update that brought the code answers with awaiting_otp already false.
    waitingFor = null;
    return verification;
  }

  /**
   * Runs browser work on the queue of one live worker (sticky activities): `preferredQueue`'s first
   * (the worker holding a page kept for it), else a claimed one. If that worker dies, its queue stops
   * being served; the attempt then starts over on a freshly claimed worker.
   */
  async function onBrowserWorker<T>(
    work: (browser: BrowserActivities, taskQueue: string) => Promise<T>,
    preferredQueue?: string,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const taskQueue =
        attempt === 1 && preferredQueue ? preferredQueue : await (localStart ? claimBrowserQueueLocally : claimBrowserQueue)();
      try {
        return await work(browserActivitiesOn(taskQueue, loaded()), taskQueue);
      } catch (err) {
        if (!(attempt < loaded().browser.workerAttempts && isWorkerLost(err))) throw err;
        log.warn("The browser worker was lost; the attempt starts over on another worker.", { applicationId, attempt, taskQueue });
      }
    }
  }
}

/**
 * A worker's browser slots serve work that has started before inspections that arrived later: an
 * application past its inspection holds its place (Temporal task-queue priority, lower goes first),
 * so latency under load stays near one application's time plus its wait for a slot.
 */
const BROWSER_PRIORITY = { submit: 1, inspect: 3 } as const;

function browserActivitiesOn(taskQueue: string, settings: RunSettings): BrowserActivities {
  // (proxyActivities returns a Proxy with no own keys: pick its members by name, never spread it.)
  const started = browserProxy(taskQueue, settings, BROWSER_PRIORITY.submit);
  const inspecting = browserProxy(taskQueue, settings, BROWSER_PRIORITY.inspect);
  return {
    claimBrowserQueue: started.claimBrowserQueue,
    inspectApplication: inspecting.inspectApplication,
    continueInspection: inspecting.continueInspection,
    submitApplication: started.submitApplication,
    continueWithVerification: started.continueWithVerification,
    abandonSession: started.abandonSession,
  };
}

function browserProxy(taskQueue: string, settings: RunSettings, priorityKey: number): BrowserActivities {
  const { heartbeatTimeoutMs, scheduleToStartTimeoutMs, scheduleToCloseTimeoutMs } = settings.browser;
  return proxyActivities<BrowserActivities>({
    taskQueue,
    priority: { priorityKey },
    scheduleToStartTimeout: scheduleToStartTimeoutMs,
    scheduleToCloseTimeout: scheduleToCloseTimeoutMs,
    startToCloseTimeout: scheduleToCloseTimeoutMs,
    heartbeatTimeout: heartbeatTimeoutMs,
    retry: {
      initialInterval: "2s",
      backoffCoefficient: 2,
      maximumInterval: "30s",
      maximumAttempts: 3,
      nonRetryableErrorTypes: [...FAILURE_REASONS],
    },
  });
}

function isWorkerLost(err: unknown): boolean {
  if (!(err instanceof ActivityFailure) || !(err.cause instanceof TimeoutFailure)) return false;
  return (
    err.cause.timeoutType === TimeoutType.SCHEDULE_TO_START ||
    err.cause.timeoutType === TimeoutType.SCHEDULE_TO_CLOSE ||
    err.cause.timeoutType === TimeoutType.HEARTBEAT
  );
}

function requireAnswers(inspection: InspectResult, clientAnswers: Record<string, string>) {
  const missing = inspection.unanswered.filter((key) => !clientAnswers[key]?.trim());
  if (missing.length === 0) return;
  const labels = missing.map((key) => {
    const question = inspection.questions.find((q) => q.key === key);
    return question ? `"${question.label}" (${key})` : key;
  });
  fail("incomplete_candidate", `The profile has no answer for these required questions: ${labels.join(", ")}.`);
}

function fail(reason: FailureReason, message: string): never {
  throw ApplicationFailure.nonRetryable(message, reason);
}

/** Refuses an Update in its validator; the gateway maps the type to 409 or 422. */
function rejectUpdate(type: string, message: string, details: unknown[] = []): never {
  throw ApplicationFailure.create({ type, message, details, nonRetryable: true });
}

/** Maps anything thrown during the application onto a failure reason (docs/api-rules.md#failure-reasons) and a readable message. */
export function describeFailure(err: unknown): { failureReason: FailureReason; failureMessage: string } {
  const failure = err instanceof ActivityFailure ? err.cause : err;
  if (failure instanceof ApplicationFailure && isFailureReason(failure.type)) {
    return { failureReason: failure.type, failureMessage: failure.message };
  }
  const detail =
    failure instanceof TimeoutFailure
      ? ": it did not finish in time"
      : failure instanceof Error && failure.message
        ? `: ${failure.message.slice(0, 300)}`
        : "";
  return { failureReason: "site_error", failureMessage: `The site failed or behaved unexpectedly${detail}` };
}

function isFailureReason(type: string | null | undefined): type is FailureReason {
  return (FAILURE_REASONS as readonly string[]).includes(type ?? "");
}
