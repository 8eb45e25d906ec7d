// Database side of the application workflow: status writes with their events, settlement, and the
// managed inbox lookup. Every activity is idempotent, so Temporal may retry any of them freely.
import { applicationJson } from "../lib/application-json";
import { applicationsEnded, applicationsStarted, timeToSubmitted } from "../lib/metrics";
import { db } from "../lib/db";
import type { ApplicationStatus, EmailMode, EventType, EvidenceKind, Review } from "../lib/domain";
import type { EvidenceStore } from "../lib/evidence";
import { settleApplication } from "../lib/ledger";
import { storable } from "../lib/text";
import { isTrustedSender } from "../mail/trusted-sender";
import { Prisma } from "../generated/prisma/client";
import type { ApplicationOutcome, RunSettings, VerificationInput } from "../lib/workflow-contract";

const TERMINAL: readonly string[] = ["submitted", "failed"];
/** How many of a candidate's newest mails with a code are looked through for a trusted one. */
const RECENT_MAIL_LIMIT = 50;

export interface EventDraft {
  /** Made in the workflow, so every retry of the write carries the same id. */
  id: string;
  type: EventType;
  createdAt: string;
}

export interface ApplicationPatch {
  review?: Review | null;
  awaitingOtp?: boolean;
}

export interface StatusChange {
  applicationId: string;
  /** null keeps the status (e.g. awaiting a code while running). */
  status: ApplicationStatus | null;
  patch?: ApplicationPatch;
  event: EventDraft | null;
}

export interface Announced {
  /** Endpoints of the account subscribed to the event's type: one delivery each. */
  webhookEndpointIds: string[];
}

type Tx = Prisma.TransactionClient;

/** The metrics of an application that has just ended (once: only the call that settled it counts). */
async function countEnded(applicationId: string, outcome: ApplicationOutcome): Promise<void> {
  const { ats, createdAt } = await db().application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { ats: true, createdAt: true },
  });
  const platform = ats ?? "unknown";
  const failureReason = outcome.status === "failed" ? outcome.failureReason : "";
  applicationsEnded.inc({ ats: platform, status: outcome.status, failure_reason: failureReason });
  if (outcome.status === "submitted") timeToSubmitted.observe({ ats: platform }, (Date.now() - createdAt.getTime()) / 1000);
}

/** `evidence`: where the browser activities keep screenshots; the submitted event names them (docs/api-rules.md#evidence). */
export function createApplicationActivities(settings: RunSettings, evidence?: EvidenceStore) {
  const recordEvent = (tx: Tx, applicationId: string, draft: EventDraft) => recordEventOf(tx, applicationId, draft, evidence);
  return {
    async loadRunContext(applicationId: string): Promise<{ settings: RunSettings; emailMode: EmailMode }> {
      const app = await db().application.findUniqueOrThrow({
        where: { id: applicationId },
        select: { candidate: { select: { emailMode: true } } },
      });
      return { settings, emailMode: app.candidate.emailMode as EmailMode };
    },

    /** Writes a status and/or patch and records its event, in one transaction. */
    async recordStatus(change: StatusChange): Promise<Announced> {
      return db().$transaction(async (tx) => {
        const current = await tx.application.findUniqueOrThrow({
          where: { id: change.applicationId },
          select: { status: true, ats: true },
        });
        // A settled application never moves again, whatever a late retry asks for.
        if (TERMINAL.includes(current.status)) return { webhookEndpointIds: [] };
        // Review labels come from employers' pages: keep them storable whatever the page held.
        const { review, awaitingOtp } = storable(change.patch ?? {});
        const data: Prisma.ApplicationUpdateInput = {};
        if (review !== undefined) data.review = review ? (review as unknown as Prisma.InputJsonValue) : Prisma.DbNull;
        if (awaitingOtp !== undefined) data.awaitingOtp = awaitingOtp;
        if (change.status) data.status = change.status;
        await tx.application.update({ where: { id: change.applicationId }, data });
        if (current.status === "queued" && change.status === "running") applicationsStarted.inc({ ats: current.ats ?? "unknown" });
        return change.event ? recordEvent(tx, change.applicationId, change.event) : { webhookEndpointIds: [] };
      });
    },

    /**
     * Ends the application: its final status and its credit (charge on submitted, release on failed)
     * in one statement, exactly once; then its event. A retry finds it settled and only records the
     * event (once).
     */
    async settleApplication(input: { applicationId: string; outcome: ApplicationOutcome; event: EventDraft }): Promise<Announced> {
      const { applicationId, outcome } = input;
      const settled = await settleApplication(applicationId, storable(outcome));
      if (settled.applied) await countEnded(applicationId, outcome);
      // Settled earlier the other way (a fallback after a partial failure): that outcome stands.
      if (settled.creditState !== (outcome.status === "submitted" ? "charged" : "released")) return { webhookEndpointIds: [] };
      return db().$transaction((tx) => recordEvent(tx, applicationId, input.event));
    },

    /**
     * The newest code or link that reached the candidate's managed inbox since `since` from the
     * application's platform or employer (mail/trusted-sender.ts); mail from anyone else is never used.
     */
    async findRecentVerification(input: { applicationId: string; since: string }): Promise<VerificationInput | null> {
      const app = await db().application.findUniqueOrThrow({
        where: { id: input.applicationId },
        select: { candidateId: true, ats: true, url: true },
      });
      const recent = await db().inboundEmail.findMany({
        where: {
          candidateId: app.candidateId,
          receivedAt: { gte: new Date(input.since) },
          // Not already used by another application (untrusted mail may be another's code).
          OR: [{ applicationId: null }, { applicationId: input.applicationId }, { trusted: false }],
          AND: { OR: [{ code: { not: null } }, { link: { not: null } }] },
        },
        orderBy: { receivedAt: "desc" },
        take: RECENT_MAIL_LIMIT,
      });
      const mail = recent.find((m) => isTrustedSender(m, app));
      if (!mail) return null;
      await db().inboundEmail.update({ where: { id: mail.id }, data: { applicationId: input.applicationId, trusted: true } });
      return { ...(mail.code ? { code: mail.code } : {}), ...(mail.link ? { link: mail.link } : {}), source: "managed_inbox" };
    },
  };
}

export type ApplicationActivities = ReturnType<typeof createApplicationActivities>;

/**
 * Inserts the event (once: a retry finds it already there) with the application as it is now,
 * and returns the account's endpoints subscribed to its type. `application.submitted` also names the
 * application's evidence images, `data.evidence: [{id, kind}]` (GET /v1/applications/{id}/evidence/{id}).
 */
async function recordEventOf(tx: Tx, applicationId: string, draft: EventDraft, evidence?: EvidenceStore): Promise<Announced> {
  const app = await tx.application.findUniqueOrThrow({ where: { id: applicationId }, include: { candidate: true } });
  const data: { application: ReturnType<typeof applicationJson>; evidence?: Array<{ id: string; kind: EvidenceKind }> } = {
    application: applicationJson(app),
  };
  if (draft.type === "application.submitted") {
    data.evidence = evidence ? (await evidence.list(applicationId)).map(({ id, kind }) => ({ id, kind })) : [];
  }
  const payload = { id: draft.id, type: draft.type, created_at: draft.createdAt, data };
  await tx.event.createMany({
    data: [{ id: draft.id, accountId: app.accountId, applicationId, type: draft.type, payload, createdAt: new Date(draft.createdAt) }],
    skipDuplicates: true,
  });
  const endpoints = await tx.webhookEndpoint.findMany({
    // An endpoint created without an event list receives every type.
    where: {
      accountId: app.accountId,
      deletedAt: null,
      disabledAt: null,
      OR: [{ events: { has: draft.type } }, { events: { isEmpty: true } }],
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  return { webhookEndpointIds: endpoints.map((e) => e.id) };
}
