// The ATS layer's entry points for the workflow's activities (see types.ts for the boundary).
// Non-retryable outcomes throw AtsFailure; anything else is a plain Error that Temporal retries.
import { AtsFailure } from "../lib/domain";
import { unansweredKeys } from "./answers";
import { acquireLease, closeBrowser as closeChromium } from "./browser-pool";
import { detectAts } from "../catalog/detect";
import { adapterFor, type PlatformAdapter } from "./platforms";
import { Run } from "./application-run";
import { awaitOutcome, finalSubmit } from "./final-submit";
import { checkAgainstSchema, fetchFormSchema } from "./form-schema";
import { enterCode, openApplication, walkSteps } from "./shared-flow";
import { waitForQuietPage } from "./settle";
import { abandonAllSessions, abandonSession as abandon, parkSession, takeParked, takeSession } from "./sessions";
import { atsSettings } from "./settings";
import { captureReviewForm } from "./evidence-capture";
import type { ApplyRequest, InspectResult, SubmitGuard, SubmitOutcome, Verification, WithCapture } from "./types";

function adapterForUrl(url: string): PlatformAdapter | null {
  const { ats } = detectAts(url);
  return ats ? adapterFor(ats) : null;
}

/** Opens a page for the request; an aborted attempt (superseded, timed out) closes it at once. */
async function startRun(req: ApplyRequest, signal?: AbortSignal): Promise<Run> {
  const adapter = adapterForUrl(req.url);
  if (!adapter) throw new AtsFailure("unsupported_site", "The posting is not on a supported ATS platform.");
  signal?.throwIfAborted();
  const run = new Run(req, adapter, await acquireLease(req.accountId, signal));
  run.closeOnAbort(signal);
  return run;
}

/**
 * What an inspection found: every question read, which of them nothing answers, an account it made; and
 * a screenshot of the form as filled for the review (evidence-capture.ts).
 */
async function inspected(run: Run): Promise<WithCapture<InspectResult>> {
  const questions = [...run.questions.values()].map(({ widget: _w, fmt: _f, ...q }) => q);
  const capture = await captureReviewForm(run);
  return {
    questions,
    unanswered: unansweredKeys(questions),
    ...(run.accountCreated ? { accountCreated: true } : {}),
    ...(capture && { capture }),
  };
}

/** The account step's wait as a parked page (null: the form shows). */
function accountStage(state: Awaited<ReturnType<typeof openApplication>>): "account_link" | "account_code" | null {
  return state === "verify_link" ? "account_link" : state === "verify_code" ? "account_code" : null;
}

/** An inspection parked at the account step, waiting for its e-mailed link or code. */
function parkedInspection(run: Run, stage: "account_link" | "account_code"): InspectResult {
  const sessionId = parkSession(run, stage, atsSettings.sessionIdleMs);
  const expects = stage === "account_link" ? "link" : "code";
  return { questions: [], unanswered: [], ...(run.accountCreated ? { accountCreated: true } : {}), verification: { sessionId, expects } };
}

/**
 * How long a page inspected for a review stays open for its submit (one page load per application).
 * Longer reviews load the form again: a form left open longer may have lost its session on the site.
 */
const REVIEW_PAGE_KEEP_MS = 10 * 60_000;

/**
 * Reads every step's questions without the final click. An account's e-mailed link or code parks the
 * page first. With `keepForReview`, a one-page form stays open, filled, for the submit after the review.
 */
export async function inspectApplication(
  req: ApplyRequest,
  signal?: AbortSignal,
  opts: { keepForReview?: boolean } = {},
): Promise<WithCapture<InspectResult>> {
  const run = await startRun(req, signal);
  run.prefetchResume();
  let keepOpen = false;
  try {
    const stage = accountStage(await openApplication(run));
    if (stage) {
      keepOpen = true;
      return parkedInspection(run, stage);
    }
    // A wizard has moved past earlier steps, which the review's answers may change: it is not kept.
    if ((await walkSteps(run, "inspect")) === "only_step" && opts.keepForReview) {
      const result = await inspected(run);
      keepOpen = true;
      return { ...result, reviewSessionId: parkSession(run, "review", REVIEW_PAGE_KEEP_MS) };
    }
    return await inspected(run);
  } finally {
    if (!keepOpen) await run.close();
  }
}

/** Continues a parked inspection with the account's verification link or code. */
export async function continueInspection(
  sessionId: string,
  verification: Verification,
  signal?: AbortSignal,
): Promise<WithCapture<InspectResult>> {
  const { run, stage } = takeSession(sessionId);
  run.closeOnAbort(signal);
  let keepOpen = false;
  try {
    if (stage === "account_code" && (await enterAccountCode(run, verification)) === "verify_code") {
      keepOpen = true;
      return parkedInspection(run, "account_code");
    }
    if (stage === "account_link") await followAccountLink(run, verification);
    await walkSteps(run, "inspect");
    return await inspected(run);
  } finally {
    if (!keepOpen) await run.close();
  }
}

/** Keeps the page open for the workflow and reports what the site wants. */
function park(run: Run, stage: "account_link" | "account_code" | "submit_code"): SubmitOutcome {
  const sessionId = parkSession(run, stage, atsSettings.sessionIdleMs);
  return {
    kind: "needs_verification",
    sessionId,
    expects: stage === "account_link" ? "link" : "code",
    accountCreated: run.accountCreated || undefined,
  };
}

/** Types the account step's e-mailed code; "verify_code" when the site asks again (the page stays parked). */
async function enterAccountCode(run: Run, verification: Verification): Promise<"ready" | "verify_code"> {
  const account = run.adapter.account;
  if (!account?.enterCode) throw new AtsFailure("site_error", "This platform has no verification-code step before its form.");
  if (!verification.code) throw new AtsFailure("site_error", "The site asked for a verification code, but none was supplied.");
  run.typedCodes.push(verification.code.trim());
  const state = await account.enterCode(run, verification.code.trim());
  await waitForQuietPage(run);
  if (state === "verify_code") return state;
  await account.afterVerified(run);
  await waitForQuietPage(run);
  return "ready";
}

/** Opens the e-mailed link of a new account in the parked page, and returns to the form. */
async function followAccountLink(run: Run, verification: Verification): Promise<void> {
  if (!verification.link)
    throw new AtsFailure("site_error", "The site asked for its verification link to be opened, but no link was supplied.");
  await run.page.goto(verification.link, { waitUntil: "domcontentloaded" });
  await waitForQuietPage(run);
  await run.adapter.account!.afterVerified(run);
  await waitForQuietPage(run);
}

/** Finishes a run after its final click: success, a code prompt (parked), or an error. */
async function afterClick(
  run: Run,
  outcome: Awaited<ReturnType<typeof awaitOutcome>>,
): Promise<{ outcome: WithCapture<SubmitOutcome>; keepOpen: boolean }> {
  if (outcome.kind === "code_prompt") return { outcome: park(run, "submit_code"), keepOpen: true };
  return { outcome, keepOpen: false };
}

async function fillAndSubmit(run: Run): Promise<{ outcome: WithCapture<SubmitOutcome>; keepOpen: boolean }> {
  // The platform's definition of the form arrives while the page is filled (form-schema.ts).
  const source = run.adapter.formSchema;
  const schema = source ? fetchFormSchema(source, run.req.url, run.req.applicationId) : Promise.resolve(null);
  await walkSteps(run, "submit");
  checkAgainstSchema(await schema, [...run.questions.values()]);
  return afterClick(run, await finalSubmit(run));
}

/** Asks the site (when the adapter knows how) whether an earlier click's application arrived. */
async function verifiedOnSite(req: ApplyRequest, signal?: AbortSignal): Promise<boolean> {
  const adapter = adapterForUrl(req.url);
  if (!adapter?.verifySubmitted) return false;
  const run = await startRun(req, signal);
  try {
    return await adapter.verifySubmitted(run);
  } catch (err) {
    if (err instanceof AtsFailure) return false; // e.g. the site refused the sign-in
    throw err;
  } finally {
    await run.close();
  }
}

/** The page an inspection kept open for this review, continued with the submit's request; null when it is gone. */
function keptForReview(sessionId: string | undefined, req: ApplyRequest, signal?: AbortSignal): Run | null {
  const parked = sessionId ? takeParked(sessionId) : null;
  if (!parked) return null;
  parked.run.continueWith(req);
  parked.run.closeOnAbort(signal);
  return parked.run;
}

/** Fills and submits; `reviewSessionId` names the page kept through the review, else (or when it is gone) the form is loaded afresh. */
export async function submitApplication(
  req: ApplyRequest,
  guard: SubmitGuard,
  signal?: AbortSignal,
  reviewSessionId?: string,
): Promise<WithCapture<SubmitOutcome>> {
  if (guard.alreadyClicked) {
    if (await verifiedOnSite(req, signal)) return { kind: "submitted", confirmation: null };
    throw new AtsFailure(
      "site_error",
      "The final submit button was clicked but the site's answer could not be established; the application may already have reached the employer, so it was not resubmitted.",
    );
  }
  const kept = keptForReview(reviewSessionId, req, signal);
  const run = kept ?? (await startRun(req, signal));
  if (!kept) run.prefetchResume();
  run.guard = guard;
  let keepOpen = false;
  try {
    const stage = kept ? null : accountStage(await openApplication(run));
    if (stage) {
      keepOpen = true;
      return park(run, stage);
    }
    const done = await fillAndSubmit(run);
    keepOpen = done.keepOpen;
    return done.outcome;
  } finally {
    if (!keepOpen) await run.close();
  }
}

/**
 * Continues a parked application with the code or link the candidate received. `guard` fences a
 * final click made in this call (after an account link); it defaults to the parking attempt's.
 */
export async function continueWithVerification(
  sessionId: string,
  verification: Verification,
  guard?: SubmitGuard,
  signal?: AbortSignal,
): Promise<WithCapture<SubmitOutcome>> {
  const { run, stage } = takeSession(sessionId);
  if (guard) run.guard = guard;
  run.closeOnAbort(signal);
  let keepOpen = false;
  try {
    if (stage === "account_code" && (await enterAccountCode(run, verification)) === "verify_code") {
      keepOpen = true;
      return park(run, "account_code");
    }
    if (stage !== "submit_code") {
      if (stage === "account_link") await followAccountLink(run, verification);
      const done = await fillAndSubmit(run);
      keepOpen = done.keepOpen;
      return done.outcome;
    }
    if (!verification.code) throw new AtsFailure("site_error", "The site asked for a verification code, but none was supplied.");
    run.typedCodes.push(verification.code.trim());
    await enterCode(run, verification.code);
    const outcome = await awaitOutcome(run, { codeEntered: true });
    const done = await afterClick(run, outcome);
    keepOpen = done.keepOpen;
    return done.outcome;
  } finally {
    if (!keepOpen) await run.close();
  }
}

export async function abandonSession(sessionId: string): Promise<void> {
  await abandon(sessionId);
}

/** Closes every open session and the browser (worker shutdown, tests). */
export async function closeBrowser(): Promise<void> {
  await abandonAllSessions();
  await closeChromium();
}
