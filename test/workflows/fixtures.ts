// Rows and helpers shared by the workflow, mail and webhook tests: a funded account, a candidate, an
// application with its credit held (as the gateway leaves it), and a scripted ATS stand-in.
import { randomBytes } from "node:crypto";
import { Client, Connection, type WorkflowHandle } from "@temporalio/client";
import type { ApplyRequest, InspectResult, SubmitGuard, SubmitOutcome, Verification } from "../../ats-adapters/types";
import type { AtsLayer } from "../../activities/browser";
import { encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { AtsFailure, type ReviewQuestion } from "../../lib/domain";
import { newId, randomBase62 } from "../../lib/ids";
import { depositCredit, insertApplicationWithHold } from "../../lib/ledger";
import { searchAttributeKeys } from "../../lib/search-attributes";
import {
  APPLICATION_WORKFLOW,
  applicationWorkflowId,
  type ApplicationOutcome,
  type ApplicationWorkflowInput,
} from "../../lib/workflow-contract";
import { config } from "../../lib/config";
import { EncryptionCodec, temporalDataConverter } from "../../lib/payload-codec";
import type { Payload } from "@temporalio/common";
import { seededProfile } from "../fixtures/profiles";

export interface Seeded {
  accountId: string;
  candidateId: string;
  applicationId: string;
  inboxLocalPart: string;
  input: ApplicationWorkflowInput;
}

export async function seedApplication(
  opts: {
    ats?: string | null;
    url?: string;
    reviewBeforeSubmit?: boolean;
    emailMode?: "managed" | "candidate";
    accountPassword?: string;
    accountId?: string;
    priceCents?: number;
    resumeUrl?: string;
  } = {},
): Promise<Seeded> {
  const accountId = opts.accountId ?? newId("acct");
  if (!opts.accountId) {
    await db().account.create({ data: { id: accountId, email: `${accountId.toLowerCase()}@example.com` } });
    await depositCredit(accountId, 10_000);
  }
  const candidateId = newId("cand");
  const profileId = newId("prof");
  const applicationId = newId("app");
  const inboxLocalPart = `ada.${randomBase62(10).toLowerCase()}`;
  const emailMode = opts.emailMode ?? "candidate";
  const url = opts.url ?? `https://boards.greenhouse.io/acme/jobs/${randomBase62(8)}`;
  const ats = opts.ats === undefined ? "greenhouse" : opts.ats;
  const priceCents = opts.priceCents ?? 150;
  await db().candidate.create({
    data: {
      id: candidateId,
      accountId,
      firstName: "Ada",
      lastName: "Lovelace",
      emailMode,
      inboxLocalPart,
      email: emailMode === "managed" ? `${inboxLocalPart}@inbox.localhost` : "ada@example.com",
      resumeUrl: opts.resumeUrl ?? "https://files.example.com/ada.pdf",
      accountPasswordEnc: opts.accountPassword ? encryptSecret(opts.accountPassword) : null,
    },
  });
  await db().profile.create({
    data: {
      id: profileId,
      accountId,
      candidateId,
      profile: seededProfile,
      resumeUrl: opts.resumeUrl ?? "https://files.example.com/ada.pdf",
    },
  });
  const held = await insertApplicationWithHold({
    id: applicationId,
    accountId,
    candidateId,
    profileId,
    newProfile: null,
    url,
    normalizedUrl: url,
    dedupeKey: url,
    ats,
    priceCents,
    reviewBeforeSubmit: opts.reviewBeforeSubmit ?? false,
  });
  if (typeof held === "string") throw new Error(held);
  return {
    accountId,
    candidateId,
    applicationId,
    inboxLocalPart,
    input: { applicationId, accountId, ats, reviewBeforeSubmit: opts.reviewBeforeSubmit ?? false },
  };
}

/** Adds a webhook endpoint; returns its id and the secret in clear (shown once, as by the API). */
export async function seedEndpoint(accountId: string, url: string, events: string[] = []) {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const id = newId("we");
  await db().webhookEndpoint.create({ data: { id, accountId, url, events, secretEnc: encryptSecret(secret) } });
  return { id, secret };
}

let clientPromise: Promise<Client> | undefined;
export function temporalClient(): Promise<Client> {
  clientPromise ??= Connection.connect({ address: config.temporalAddress }).then(
    (connection) => new Client({ connection, dataConverter: temporalDataConverter(config.encryptionKey) }),
  );
  return clientPromise;
}

export async function startApplication(seeded: Seeded, taskQueue: string): Promise<WorkflowHandle> {
  const client = await temporalClient();
  return client.workflow.start(APPLICATION_WORKFLOW, {
    taskQueue,
    workflowId: applicationWorkflowId(seeded.applicationId),
    args: [seeded.input],
    typedSearchAttributes: [
      { key: searchAttributeKeys.applicationId, value: seeded.applicationId },
      { key: searchAttributeKeys.accountId, value: seeded.accountId },
      ...(seeded.input.ats ? [{ key: searchAttributeKeys.ats, value: seeded.input.ats }] : []),
      { key: searchAttributeKeys.status, value: "queued" },
    ],
  });
}

export async function result(handle: WorkflowHandle): Promise<ApplicationOutcome> {
  return (await handle.result()) as ApplicationOutcome;
}

/** The key the committed histories' payloads were encrypted with (test/workflows/record.test.ts). */
export const HISTORY_KEY = Buffer.from("apply-service-recorded-histories");

/** The text of every payload in a history (as JSON): as stored, or decrypted with the service's key. */
export async function decodedPayloads(historyJson: unknown, serviceKey?: Buffer): Promise<string[]> {
  const found: Payload[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const { metadata, data } = node as { metadata?: Record<string, string>; data?: unknown };
      if (metadata && typeof data === "string") {
        found.push({
          metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, Buffer.from(v, "base64")])),
          data: Buffer.from(data, "base64"),
        });
      } else Object.values(node).forEach(walk);
    }
  };
  walk(historyJson);
  const plain = serviceKey ? await new EncryptionCodec(serviceKey).decode(found) : found;
  return plain.map((p) => Buffer.from(p.data ?? new Uint8Array()).toString("utf8"));
}

export const testQueue = () => `wf-test-${randomBase62(8)}`;

export async function ledger(applicationId: string) {
  return (await db().creditEntry.findMany({ where: { applicationId }, orderBy: { createdAt: "asc" } })).map((e) => e.kind).sort();
}

export async function eventTypes(applicationId: string) {
  return (await db().event.findMany({ where: { applicationId }, orderBy: { createdAt: "asc" } })).map((e) => e.type);
}

export const questions: ReviewQuestion[] = [
  { key: "q_first_name", label: "First Name", kind: "text", required: true, options: null, answer: "Ada", answer_source: "profile" },
  {
    key: "q_referral",
    label: "Employee referral code",
    kind: "text",
    required: true,
    options: null,
    answer: null,
    answer_source: "none",
  },
];

/** What one application's stand-in site does; every call is recorded. */
export interface Script {
  inspect?: (req: ApplyRequest, opts?: { keepForReview?: boolean }) => Promise<InspectResult> | InspectResult;
  submit?: (req: ApplyRequest, guard: SubmitGuard, attempt: number) => Promise<SubmitOutcome> | SubmitOutcome;
  continue?: (verification: Verification) => Promise<SubmitOutcome> | SubmitOutcome;
  /** An inspection parked for a new account's link, continued with it. */
  continueInspect?: (verification: Verification) => Promise<InspectResult> | InspectResult;
}

export interface StubCalls {
  inspect: ApplyRequest[];
  submit: { req: ApplyRequest; alreadyClicked: boolean; reviewSessionId?: string }[];
  continue: Verification[];
  continueInspect: Verification[];
  abandon: string[];
}

/** A scripted ATS layer for workflow-only tests (the integration tests use the real one). */
export function stubAts() {
  const scripts = new Map<string, Script>();
  const calls = new Map<string, StubCalls>();
  const sessions = new Map<string, string>();
  const callsOf = (id: string) => {
    if (!calls.has(id)) calls.set(id, { inspect: [], submit: [], continue: [], continueInspect: [], abandon: [] });
    return calls.get(id)!;
  };
  const layer: AtsLayer = {
    async inspectApplication(req, _signal, opts) {
      callsOf(req.applicationId).inspect.push(req);
      return (await scripts.get(req.applicationId)?.inspect?.(req, opts)) ?? { questions: [questions[0]], unanswered: [] };
    },
    async submitApplication(req, guard, _signal, reviewSessionId) {
      const mine = callsOf(req.applicationId);
      mine.submit.push({ req, alreadyClicked: guard.alreadyClicked, ...(reviewSessionId && { reviewSessionId }) });
      const script = scripts.get(req.applicationId)?.submit;
      if (script) return script(req, guard, mine.submit.length);
      // Like the real layer, a submit reads the form first and stops before any click on a required
      // question without an answer.
      const form = await scripts.get(req.applicationId)?.inspect?.(req);
      const missing = form?.questions.filter((q) => form.unanswered.includes(q.key) && !req.answers?.[q.key]?.trim()) ?? [];
      if (missing.length) {
        throw new AtsFailure(
          "incomplete_candidate",
          `Required questions have no answer in the profile: ${missing.map((q) => q.label).join("; ")}.`,
        );
      }
      await guard.claimFinalClick();
      return { kind: "submitted", confirmation: "ok" };
    },
    async continueWithVerification(sessionId, verification) {
      const applicationId = sessions.get(sessionId) ?? sessionId;
      callsOf(applicationId).continue.push(verification);
      return (await scripts.get(applicationId)?.continue?.(verification)) ?? { kind: "submitted", confirmation: "ok" };
    },
    async continueInspection(sessionId, verification) {
      const applicationId = sessions.get(sessionId) ?? sessionId;
      callsOf(applicationId).continueInspect.push(verification);
      return (await scripts.get(applicationId)?.continueInspect?.(verification)) ?? { questions: [questions[0]], unanswered: [] };
    },
    async abandonSession(sessionId) {
      callsOf(sessions.get(sessionId) ?? sessionId).abandon.push(sessionId);
    },
    async closeBrowser() {},
  };
  return {
    layer,
    script: (applicationId: string, script: Script) => scripts.set(applicationId, script),
    calls: callsOf,
    /** A session id the stub maps back to its application. */
    session: (applicationId: string) => {
      const id = `sess_${randomBase62(8)}`;
      sessions.set(id, applicationId);
      return id;
    },
  };
}
