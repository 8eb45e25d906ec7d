// Browser activities: load what the ATS layer needs from the database (secrets decrypted here,
// never in workflow input) and run it on this worker's own task queue, where open pages live.
import { Context } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import { detectAts, getPlatform } from "../catalog";
import {
  FinalClickTaken,
  type ApplyRequest,
  type AtsCredentials,
  type EvidenceCapture,
  type InspectResult,
  type SubmitGuard,
  type SubmitOutcome,
  type Verification,
  type WithCapture,
} from "../ats-adapters/types";
import { decryptSecret, encryptSecret } from "../lib/crypto";
import { db } from "../lib/db";
import { AtsFailure, type EmailMode } from "../lib/domain";
import type { EvidenceStore } from "../lib/evidence";
import { newId, randomBase62 } from "../lib/ids";
import { logger } from "../lib/logger";
import type { Profile } from "../lib/profile";
import { awaitConfirmationMail, awaitRecordedOutcome, finalClickFence, type FinalClick } from "./final-click";

/**
 * What the activities need from the ATS layer (ats-adapters/index.ts, or a stand-in in tests). Its
 * results may carry a screenshot (`capture`): the activity stores it and returns only its id.
 */
export interface AtsLayer {
  /** `signal` aborts when Temporal cancels the attempt (superseded or timed out): close the page. */
  inspectApplication(req: ApplyRequest, signal?: AbortSignal, opts?: { keepForReview?: boolean }): Promise<WithCapture<InspectResult>>;
  /** Continues an inspection parked for a new account's e-mailed link. */
  continueInspection(sessionId: string, verification: Verification, signal?: AbortSignal): Promise<WithCapture<InspectResult>>;
  /** `reviewSessionId`: the page an inspection kept through the review (InspectResult), if it is still open. */
  submitApplication(
    req: ApplyRequest,
    guard: SubmitGuard,
    signal?: AbortSignal,
    reviewSessionId?: string,
  ): Promise<WithCapture<SubmitOutcome>>;
  /** `guard` fences a final click that happens in this call (e.g. after an account link). */
  continueWithVerification(
    sessionId: string,
    verification: Verification,
    guard: SubmitGuard,
    signal?: AbortSignal,
  ): Promise<WithCapture<SubmitOutcome>>;
  abandonSession(sessionId: string): Promise<void>;
  closeBrowser(): Promise<void>;
}

export interface FenceSettings {
  /** How long an attempt that did not click waits for the clicking attempt's record of the outcome. */
  outcomeWaitMs: number;
  /** Then, when the clicker died and the site cannot say, how long it waits for the employer's confirmation mail. */
  confirmationMailWaitMs?: number;
}

const CONFIRMATION_MAIL_WAIT_MS = 60_000;

/**
 * `evidence` keeps the screenshots the ATS layer takes (docs/api-rules.md#evidence); without it they
 * are dropped. Either way no image leaves the activity: its result names the stored one by id.
 */
export function createBrowserActivities(ats: AtsLayer, browserQueue: string, fence: FenceSettings, evidence?: EvidenceStore) {
  /** Stores the capture, if any; its id, or undefined when there is none or it could not be stored (never a failure). */
  async function keep(applicationId: string, capture: EvidenceCapture | undefined): Promise<string | undefined> {
    if (!capture || !evidence) return undefined;
    const { png, ...about } = capture;
    try {
      const stored = await evidence.put({ applicationId, contentType: "image/png", content: png, ...about });
      return stored.id;
    } catch (err) {
      // The error's name only: a database error's message may quote the values it was given.
      logger.warn({ applicationId, kind: capture.kind, error: err instanceof Error ? err.name : "unknown" }, "evidence not stored");
      return undefined;
    }
  }

  /** The result without its image, naming the stored image instead. */
  async function withoutImage<T extends InspectResult | SubmitOutcome>(applicationId: string, result: WithCapture<T>): Promise<T> {
    const { capture, ...rest } = result;
    const evidenceId = await keep(applicationId, capture);
    return (evidenceId ? { ...rest, evidenceId } : rest) as T;
  }

  /**
   * Runs one attempt of work that may make the final click. Exactly one attempt of an application
   * clicks (activities/final-click.ts); an attempt that finds the click taken, before or during its
   * work, reports the clicking attempt's outcome instead of clicking.
   */
  async function fenced(
    applicationId: string,
    work: (guard: FinalClick, signal: AbortSignal) => Promise<WithCapture<SubmitOutcome>>,
  ): Promise<SubmitOutcome> {
    return withHeartbeat(async (signal) => {
      const guard = await finalClickFence(applicationId);
      if (guard.alreadyClicked) return outcomeOfEarlierClick(applicationId, guard, signal);
      try {
        const outcome = await withoutImage(applicationId, await work(guard, signal));
        await guard.record(outcome);
        if (outcome.accountCreated) await markAtsAccountCreated(applicationId);
        return outcome;
      } catch (err) {
        if (err instanceof FinalClickTaken) return outcomeOfEarlierClick(applicationId, guard, signal);
        if (guard.claimed) {
          await guard.record(
            err instanceof AtsFailure ? { kind: "failed", reason: err.reason, message: err.message } : { kind: "unknown" },
          );
        }
        throw err;
      }
    });
  }

  /** The clicking attempt's recorded outcome; failing that, the site's word; never a second click. */
  async function outcomeOfEarlierClick(applicationId: string, guard: FinalClick, signal: AbortSignal): Promise<SubmitOutcome> {
    const recorded = await awaitRecordedOutcome(applicationId, fence.outcomeWaitMs);
    if (recorded) return recorded;
    if (signal.aborted) throw new Error("attempt cancelled while waiting for the final click's outcome");
    // Nothing recorded: the clicking attempt died. The ATS layer verifies on the site where it can,
    // and otherwise fails without clicking; before that failure stands, the employer's confirmation
    // mail in the managed inbox may still show that the application arrived.
    const req = await loadApplyRequest(applicationId);
    try {
      return withoutImage(applicationId, await ats.submitApplication(req, { ...guard, alreadyClicked: true }, signal));
    } catch (err) {
      if (!(err instanceof AtsFailure && err.reason === "site_error") || req.applicant.emailMode !== "managed") throw err;
      const mail = await awaitConfirmationMail(applicationId, fence.confirmationMailWaitMs ?? CONFIRMATION_MAIL_WAIT_MS);
      if (!mail) throw err;
      logger.info({ applicationId, mailId: mail.id }, "final click's outcome established by the employer's confirmation mail");
      return {
        kind: "submitted",
        confirmation: `Confirmation e-mail from the employer: "${mail.subject}"`,
        evidence: [`confirmation_mail ${mail.id} received ${mail.receivedAt.toISOString()}`],
      };
    }
  }

  return {
    /** Runs on the shared queue: whichever worker takes it hosts this attempt's browser work. */
    async claimBrowserQueue(): Promise<string> {
      return browserQueue;
    },

    /**
     * Reads the form for a review (`keepForReview`: a one-page form stays open for the submit); an
     * account it creates is recorded at once, so no later attempt creates it again.
     */
    async inspectApplication(applicationId: string, opts: { keepForReview?: boolean } = {}): Promise<InspectResult> {
      return withHeartbeat(async (signal) => {
        const result = await ats.inspectApplication(await loadApplyRequest(applicationId), signal, opts);
        if (result.accountCreated) await markAtsAccountCreated(applicationId);
        return withoutImage(applicationId, result);
      });
    },

    async continueInspection(input: { applicationId: string; sessionId: string; verification: Verification }): Promise<InspectResult> {
      const { code, link } = input.verification;
      return withHeartbeat(async (signal) =>
        withoutImage(input.applicationId, await ats.continueInspection(input.sessionId, { code, link }, signal)),
      );
    },

    /** Fills and submits the form; the final click is fenced (at most once per application). */
    async submitApplication(input: {
      applicationId: string;
      answers?: Record<string, string>;
      reviewSessionId?: string;
    }): Promise<SubmitOutcome> {
      return fenced(input.applicationId, async (guard, signal) =>
        ats.submitApplication(await loadApplyRequest(input.applicationId, input.answers), guard, signal, input.reviewSessionId),
      );
    },

    async continueWithVerification(input: {
      applicationId: string;
      sessionId: string;
      verification: Verification;
    }): Promise<SubmitOutcome> {
      const { code, link } = input.verification;
      return withHeartbeat(async (signal) => {
        // The session continues the attempt that parked it; a click it makes (after an account link)
        // is fenced like any other.
        const guard = await finalClickFence(input.applicationId);
        const outcome = await withoutImage(
          input.applicationId,
          await ats.continueWithVerification(input.sessionId, { code, link }, guard, signal),
        );
        if (guard.claimed) await guard.record(outcome);
        if (outcome.accountCreated) await markAtsAccountCreated(input.applicationId);
        return outcome;
      });
    },

    async abandonSession(sessionId: string): Promise<void> {
      await ats.abandonSession(sessionId);
    },
  };
}

export type BrowserActivities = ReturnType<typeof createBrowserActivities>;

/**
 * Heartbeats while the ATS layer works (a dead worker is noticed by the missing beats), hands the
 * work the attempt's cancellation signal (a heartbeat answered "superseded" aborts it), and maps
 * the ATS layer's final outcomes to non-retryable failures.
 */
async function withHeartbeat<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ctx = Context.current();
  const every = Math.max(200, Math.floor((ctx.info.heartbeatTimeoutMs ?? 30_000) / 3));
  const timer = setInterval(() => ctx.heartbeat(), every);
  try {
    return await work(ctx.cancellationSignal);
  } catch (err) {
    throw toTemporalFailure(err);
  } finally {
    clearInterval(timer);
  }
}

/** Outcomes the ATS layer decided (job closed, incomplete candidate, ...) are final: no retry. */
function toTemporalFailure(err: unknown): unknown {
  if (err instanceof AtsFailure) return ApplicationFailure.nonRetryable(err.message, err.reason);
  return err;
}

async function loadApplyRequest(applicationId: string, answers?: Record<string, string>): Promise<ApplyRequest> {
  const app = await db().application.findUniqueOrThrow({
    where: { id: applicationId },
    include: { candidate: true, profile: true, account: { select: { answerDefaults: true, autoConsent: true } } },
  });
  const profile = app.profile.profile as Profile;
  return {
    applicationId,
    accountId: app.accountId,
    url: app.url,
    applicant: {
      firstName: app.candidate.firstName,
      lastName: app.candidate.lastName,
      email: app.candidate.email,
      emailMode: app.candidate.emailMode as EmailMode,
      phone: profile.personalInformation.phone,
      profile,
      resumeUrl: app.profile.resumeUrl,
    },
    credentials: app.ats ? await credentialsFor(app.ats, app.url, app.candidate) : null,
    ...(answers ? { answers } : {}),
    // Read at each attempt: a review and the submission after it use the account's current defaults.
    answerDefaults: app.account.answerDefaults as Record<string, string>,
    ...(app.account.autoConsent ? {} : { autoConsent: false }),
  };
}

type CandidateRow = { id: string; email: string; accountPasswordEnc: string | null };

/**
 * Account-based platforms: Workday signs in with the client's password; Taleo, iCIMS and
 * SuccessFactors with an account the service creates per candidate and tenant (password generated).
 */
async function credentialsFor(ats: string, url: string, candidate: CandidateRow): Promise<AtsCredentials | null> {
  const platform = getPlatform(ats);
  if (!platform?.accountBased) return null;
  const tenant = tenantOf(url);
  const key = { candidateId_ats_tenant: { candidateId: candidate.id, ats, tenant } };
  let account = await db().atsAccount.findUnique({ where: key });
  if (!account) {
    const passwordEnc = platform.requiresAccountPassword ? null : encryptSecret(generatedPassword());
    account = await db().atsAccount.upsert({
      where: key,
      create: { id: newId("atsacct"), candidateId: candidate.id, ats, tenant, login: candidate.email, passwordEnc },
      update: {},
    });
  }
  const sealed = platform.requiresAccountPassword ? candidate.accountPasswordEnc : account.passwordEnc;
  if (!sealed)
    throw new AtsFailure("incomplete_candidate", `This posting needs the candidate's account_system_password for ${platform.name}.`);
  return { login: account.login, password: decryptSecret(sealed), existing: account.verifiedAt !== null };
}

async function markAtsAccountCreated(applicationId: string): Promise<void> {
  const app = await db().application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { candidateId: true, ats: true, url: true },
  });
  if (!app.ats) return;
  await db().atsAccount.updateMany({
    where: { candidateId: app.candidateId, ats: app.ats, tenant: tenantOf(app.url), verifiedAt: null },
    data: { verifiedAt: new Date() },
  });
}

/** The employer's tenant as detection names it, so one account serves all of a tenant's URL shapes. */
function tenantOf(url: string): string {
  return detectAts(url).tenant ?? new URL(url).hostname.toLowerCase();
}

/** Meets the usual password rules (length, upper, lower, digit, symbol). */
function generatedPassword(): string {
  return `${randomBase62(20)}aZ7!`;
}
