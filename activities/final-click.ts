// The final-click fence (docs/guarantees.md): an application's one final click is claimed in the
// database by a compare-and-set that names the attempt, so of any number of overlapping attempts
// (a heartbeat timeout retries while the first attempt still lives; a fresh worker takes over from a
// slow one) exactly one clicks. The winner records what it saw afterwards; every other attempt waits
// for that record instead of clicking, and reports it.
import { randomUUID } from "node:crypto";
import { Context } from "@temporalio/activity";
import { FinalClickTaken, type SubmitGuard, type SubmitOutcome } from "../ats-adapters/types";
import { db } from "../lib/db";
import { AtsFailure, type FailureReason } from "../lib/domain";
import { confirmationMail, type ConfirmationMail } from "../mail/confirmation-mail";

/** What the winning attempt saw after its click: the site's outcome, or the failure it ended with. */
export type RecordedOutcome =
  | SubmitOutcome
  | { kind: "failed"; reason: FailureReason; message: string }
  /** It clicked, then lost track (page crash, lost connection): the site must be asked. */
  | { kind: "unknown" };

export interface FinalClick extends SubmitGuard {
  /** true once this attempt holds the claim (it clicked, or is about to). */
  readonly claimed: boolean;
  /** Stores what this attempt saw after its click, for the attempts that did not click. */
  record(outcome: RecordedOutcome): Promise<void>;
}

/** A fence for one attempt of one application; `alreadyClicked` says whether some attempt claimed it. */
export async function finalClickFence(applicationId: string): Promise<FinalClick> {
  const ctx = Context.current();
  // Unique per attempt, and readable in the row for an operator: which activity attempt clicked.
  const claim = `${ctx.info.workflowExecution?.workflowId}/${ctx.info.activityId}#${ctx.info.attempt}/${randomUUID()}`;
  const row = await db().application.findUniqueOrThrow({ where: { id: applicationId }, select: { submitClickedAt: true } });
  let claimed = false;
  return {
    alreadyClicked: row.submitClickedAt !== null,
    get claimed() {
      return claimed;
    },
    async claimFinalClick() {
      // A superseded attempt (its heartbeat was answered with a cancellation) never clicks.
      if (ctx.cancellationSignal.aborted) throw new FinalClickTaken("this attempt was superseded before its final click");
      // Raw SQL: bookkeeping that must not bump the client-visible updated_at.
      const won = await db().$executeRaw`
        UPDATE applications SET submit_clicked_at = now(), submit_claim = ${claim}
        WHERE id = ${applicationId} AND (submit_clicked_at IS NULL OR submit_claim = ${claim})`;
      if (won !== 1) throw new FinalClickTaken("another attempt claimed the final click");
      claimed = true;
      ctx.heartbeat();
    },
    async record(outcome) {
      if (!claimed) return;
      await db().$executeRaw`
        UPDATE applications SET submit_outcome = CAST(${JSON.stringify(outcome)} AS jsonb)
        WHERE id = ${applicationId} AND submit_claim = ${claim}`;
    },
  };
}

/**
 * For an attempt that must not click: waits (heartbeating) for the clicking attempt's record and
 * reports it as its own. Returns null when nothing was recorded in time (the clicker died); the
 * caller then verifies on the site or fails without clicking.
 */
export async function awaitRecordedOutcome(applicationId: string, waitMs: number): Promise<SubmitOutcome | null> {
  const ctx = Context.current();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db().application.findUniqueOrThrow({ where: { id: applicationId }, select: { submitOutcome: true } });
    const recorded = row.submitOutcome as RecordedOutcome | null;
    if (recorded?.kind === "failed") throw new AtsFailure(recorded.reason, recorded.message);
    if (recorded?.kind === "unknown") return null;
    if (recorded) return recorded;
    if (Date.now() >= deadline || ctx.cancellationSignal.aborted) return null;
    ctx.heartbeat();
    await ctx.sleep(Math.min(500, Math.max(0, deadline - Date.now()))).catch(() => undefined);
  }
}

/**
 * For a click whose clicker died and whose site cannot be asked: waits (heartbeating) for the
 * employer's confirmation mail in the managed inbox (mail/confirmation-mail.ts). Null when none came
 * in time.
 */
export async function awaitConfirmationMail(applicationId: string, waitMs: number): Promise<ConfirmationMail | null> {
  const ctx = Context.current();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mail = await confirmationMail(applicationId);
    if (mail || Date.now() >= deadline || ctx.cancellationSignal.aborted) return mail;
    ctx.heartbeat();
    await ctx.sleep(Math.min(1_000, Math.max(0, deadline - Date.now()))).catch(() => undefined);
  }
}
