// Browser activities: load what the ATS layer needs from the database (secrets decrypted here,
// never in workflow input) and run it on this worker's own task queue, where open pages live.
import { Context } from "@temporalio/activity";
import { ApplicationFailure as TemporalFailure } from "@temporalio/common";
import { detectAts, getPlatform } from "../ats-adapters/catalog";
import type { ApplyRequest, AtsCredentials, InspectResult, SubmitGuard, SubmitOutcome, Verification } from "../ats-adapters/types";
import { decryptSecret, encryptSecret } from "../lib/crypto";
import { db } from "../lib/db";
import { ApplicationFailure as DomainFailure, type EmailMode } from "../lib/domain";
import { newId, randomBase62 } from "../lib/ids";
import type { Profile } from "../lib/profile";

/** What the activities need from the ATS layer (ats-adapters/index.ts, or a stand-in in tests). */
export interface AtsLayer {
  inspectApplication(req: ApplyRequest): Promise<InspectResult>;
  submitApplication(req: ApplyRequest, guard: SubmitGuard): Promise<SubmitOutcome>;
  /** `guard` records a final click that happens in this call (e.g. after an account link). */
  continueWithVerification(sessionId: string, verification: Verification, guard?: SubmitGuard): Promise<SubmitOutcome>;
  abandonSession(sessionId: string): Promise<void>;
  closeBrowser(): Promise<void>;
}

interface ClickMark {
  clicked: boolean;
}

export function createBrowserActivities(ats: AtsLayer, browserQueue: string) {
  return {
    /** Runs on the shared queue: whichever worker takes it hosts this attempt's browser work. */
    async claimBrowserQueue(): Promise<string> {
      return browserQueue;
    },

    async inspectApplication(applicationId: string): Promise<InspectResult> {
      return withHeartbeat(async () => ats.inspectApplication(await loadApplyRequest(applicationId)));
    },

    /**
     * Fills and submits the form. The final click is at most once: it is recorded (database and
     * heartbeat) just before it happens, and any later attempt verifies the outcome instead.
     */
    async submitApplication(input: { applicationId: string; answers?: Record<string, string> }): Promise<SubmitOutcome> {
      const { applicationId } = input;
      const ctx = Context.current();
      const mark: ClickMark = { clicked: (ctx.info.heartbeatDetails as ClickMark | undefined)?.clicked === true };
      return withHeartbeat(async () => {
        const req = await loadApplyRequest(applicationId, input.answers);
        const outcome = await ats.submitApplication(req, await clickGuard(applicationId, mark));
        if (outcome.accountCreated) await markAtsAccountCreated(applicationId);
        return outcome;
      }, mark);
    },

    async continueWithVerification(input: { applicationId: string; sessionId: string; verification: Verification }): Promise<SubmitOutcome> {
      const { code, link } = input.verification;
      const mark: ClickMark = { clicked: false };
      return withHeartbeat(async () => {
        const outcome = await ats.continueWithVerification(input.sessionId, { code, link }, await clickGuard(input.applicationId, mark));
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

/** Records the final click in the database and in this activity's heartbeat, just before it happens. */
async function clickGuard(applicationId: string, mark: ClickMark): Promise<SubmitGuard> {
  const ctx = Context.current();
  const previous = await db().application.findUniqueOrThrow({ where: { id: applicationId }, select: { submitClickedAt: true } });
  mark.clicked ||= previous.submitClickedAt !== null;
  return {
    alreadyClicked: mark.clicked,
    async beforeFinalClick() {
      // Raw SQL: bookkeeping that must not bump the client-visible updated_at.
      await db().$executeRaw`UPDATE applications SET submit_clicked_at = now() WHERE id = ${applicationId} AND submit_clicked_at IS NULL`;
      mark.clicked = true;
      ctx.heartbeat(mark);
    },
  };
}

/** Heartbeats while the ATS layer works (a dead worker is noticed by the missing beats) and maps its failures. */
async function withHeartbeat<T>(work: () => Promise<T>, details?: ClickMark): Promise<T> {
  const ctx = Context.current();
  const every = Math.max(200, Math.floor((ctx.info.heartbeatTimeoutMs ?? 30_000) / 3));
  const timer = setInterval(() => ctx.heartbeat(details), every);
  try {
    return await work();
  } catch (err) {
    throw toTemporalFailure(err);
  } finally {
    clearInterval(timer);
  }
}

/** Outcomes the ATS layer decided (job closed, incomplete candidate, ...) are final: no retry. */
function toTemporalFailure(err: unknown): unknown {
  if (err instanceof DomainFailure) return TemporalFailure.nonRetryable(err.message, err.reason);
  return err;
}

async function loadApplyRequest(applicationId: string, answers?: Record<string, string>): Promise<ApplyRequest> {
  const app = await db().application.findUniqueOrThrow({
    where: { id: applicationId },
    include: { candidate: true, profile: true },
  });
  const profile = app.profile.profile as Profile;
  return {
    applicationId,
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
  if (!sealed) throw new DomainFailure("incomplete_candidate", `This posting needs the candidate's account_system_password for ${platform.name}.`);
  return { login: account.login, password: decryptSecret(sealed), existing: account.verifiedAt !== null };
}

async function markAtsAccountCreated(applicationId: string): Promise<void> {
  const app = await db().application.findUniqueOrThrow({ where: { id: applicationId }, select: { candidateId: true, ats: true, url: true } });
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
