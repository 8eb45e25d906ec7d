// Records one history per path of the application workflow into test/histories/ (replayed by
// replay.test.ts against the current code). Record new paths only (`-t "<name>"`), and keep the old
// files: they are the histories of workflows already in flight. Payloads are recorded with a fixed
// test key (HISTORY_KEY), which replay.test.ts uses to read them.
// Record: RECORD_HISTORIES=1 npx vitest run test/workflows/record -t "<name>"
import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { historyToJSON } from "@temporalio/common/lib/proto-utils";
import type { WorkflowHandle } from "@temporalio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { reviewSignal, reviewUpdate, verificationSignal, verificationUpdate } from "../../lib/workflow-contract";
import { eventually } from "../helpers";
import {
  HISTORY_KEY,
  questions,
  result,
  seedApplication,
  seedEndpoint,
  startApplication,
  stubAts,
  testQueue,
  type Seeded,
} from "./fixtures";
import { useConfig } from "../../lib/config";

const historiesDir = path.join(import.meta.dirname, "../histories");
const recording = process.env.RECORD_HISTORIES === "1";
// Before any worker starts: every payload of the recorded histories is sealed with HISTORY_KEY.
if (recording) useConfig({ encryptionKey: HISTORY_KEY });
const stub = stubAts();
const queue = testQueue();
let worker: RunningWorker;
let receiver: http.Server;
let hookUrl: string;

describe.skipIf(!recording)("record workflow histories", () => {
  beforeAll(async () => {
    worker = await startWorker({
      taskQueue: queue,
      ats: stub.layer,
      settings: { reviewTimeoutMs: 2_000, otpTimeoutMs: 2_000, webhook: { initialIntervalMs: 200, maximumIntervalMs: 1_000 } },
    });
    receiver = http.createServer((_req, res) => res.writeHead(200).end());
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await worker?.shutdown();
    receiver?.close();
    await disconnectDb();
  });

  async function record(name: string, seeded: Seeded, drive?: (handle: WorkflowHandle) => Promise<void>) {
    await seedEndpoint(seeded.accountId, hookUrl);
    const handle = await startApplication(seeded, queue);
    await drive?.(handle);
    const outcome = await result(handle);
    await writeFile(path.join(historiesDir, `${name}.json`), `${historyToJSON(await handle.fetchHistory())}\n`);
    return outcome;
  }

  const waitFor = (seeded: Seeded, check: (app: { status: string; awaitingOtp: boolean }) => boolean) =>
    eventually(async () => check(await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })));

  it("submitted", async () => {
    expect(await record("submitted", await seedApplication())).toEqual({ status: "submitted" });
  });

  it("failed (incomplete candidate)", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
    expect(await record("failed-incomplete-candidate", seeded)).toMatchObject({ status: "failed" });
  });

  // Since the single-visit patch: without review, no separate inspection (the submit reads the form).
  it("submitted (single visit)", async () => {
    const seeded = await seedApplication();
    expect(await record("submitted-single-visit", seeded)).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).inspect).toHaveLength(0);
  });

  it("failed (incomplete candidate, single visit)", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
    expect(await record("failed-incomplete-candidate-single-visit", seeded)).toMatchObject({ status: "failed" });
  });

  it("review approved", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const outcome = await record("review-approved", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.status === "needs_review");
      await handle.signal(reviewSignal, { action: "approve", answers: { q_referral: "REF-1" } });
    });
    expect(outcome).toEqual({ status: "submitted" });
  });

  it("review rejected", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const outcome = await record("review-rejected", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.status === "needs_review");
      await handle.signal(reviewSignal, { action: "reject" });
    });
    expect(outcome).toMatchObject({ failureReason: "rejected_at_review" });
  });

  it("code supplied", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: () => ({ kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" }),
    });
    const outcome = await record("code-supplied", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.awaitingOtp);
      await handle.signal(verificationSignal, { code: "123456", source: "client" });
    });
    expect(outcome).toEqual({ status: "submitted" });
  });

  it("review approved (update)", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    stub.script(seeded.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
    const outcome = await record("review-approved-update", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.status === "needs_review");
      await handle.executeUpdate(reviewUpdate, { args: [{ action: "approve", answers: { q_referral: "REF-1" } }] });
    });
    expect(outcome).toEqual({ status: "submitted" });
  });

  async function approveOnKeptPage(name: string) {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    stub.script(seeded.applicationId, {
      inspect: (_req, opts) => ({ questions, unanswered: ["q_referral"], ...(opts?.keepForReview && { reviewSessionId: "sess_kept" }) }),
    });
    const outcome = await record(name, seeded, async (handle) => {
      await waitFor(seeded, (app) => app.status === "needs_review");
      await handle.executeUpdate(reviewUpdate, { args: [{ action: "approve", answers: { q_referral: "REF-1" } }] });
    });
    expect(outcome).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).submit[0].reviewSessionId).toBe("sess_kept");
  }

  it("review approved on the kept page", () => approveOnKeptPage("review-approved-kept-page"));

  it("code supplied (update)", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: async (_req, guard) => {
        await guard.claimFinalClick();
        return { kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" };
      },
    });
    const outcome = await record("code-supplied-update", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.awaitingOtp);
      await handle.executeUpdate(verificationUpdate, { args: [{ code: "123456", source: "client" }] });
    });
    expect(outcome).toEqual({ status: "submitted" });
  });

  it("review after an account link", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const sessionId = stub.session(seeded.applicationId);
    stub.script(seeded.applicationId, {
      inspect: () => ({ questions: [], unanswered: [], accountCreated: true, verification: { sessionId, expects: "link" } }),
      continueInspect: () => ({ questions, unanswered: ["q_referral"] }),
    });
    const outcome = await record("review-after-account-link", seeded, async (handle) => {
      await waitFor(seeded, (app) => app.awaitingOtp);
      await handle.executeUpdate(verificationUpdate, {
        args: [{ link: "https://acme.wd5.myworkdayjobs.com/activate/abc", source: "client" }],
      });
      await waitFor(seeded, (app) => app.status === "needs_review");
      await handle.executeUpdate(reviewUpdate, { args: [{ action: "approve", answers: { q_referral: "REF-1" } }] });
    });
    expect(outcome).toEqual({ status: "submitted" });
  });

  // Since the local-start patch: the steps before the browser are local activities (markers, not activity tasks).
  it("submitted (local start)", async () => {
    const seeded = await seedApplication();
    expect(await record("submitted-local-start", seeded)).toEqual({ status: "submitted" });
  });

  it("review approved on the kept page (local start)", () => approveOnKeptPage("review-approved-kept-page-local-start"));

  it("code timeout", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: () => ({ kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" }),
    });
    expect(await record("code-timeout", seeded)).toMatchObject({ failureReason: "manual_completion_required" });
  });

  it("review timeout", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    expect(await record("review-timeout", seeded)).toMatchObject({ failureReason: "manual_completion_required" });
  });
});
