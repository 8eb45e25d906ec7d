// The application workflow on a real Temporal dev server and PostgreSQL, with a scripted ATS stand-in.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { historyToJSON } from "@temporalio/common/lib/proto-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { config } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";
import { AtsFailure } from "../../lib/domain";
import { searchAttributeKeys } from "../../lib/search-attributes";
import { reviewSignal, reviewUpdate, verificationSignal, verificationUpdate, webhookDeliveryWorkflowId } from "../../lib/workflow-contract";
import { eventually } from "../helpers";
import {
  decodedPayloads,
  eventTypes,
  ledger,
  questions,
  result,
  seedApplication,
  seedEndpoint,
  startApplication,
  stubAts,
  temporalClient,
  testQueue,
} from "./fixtures";

const stub = stubAts();
const queue = testQueue();
const fastQueue = testQueue();
const workers: RunningWorker[] = [];
const browser = { heartbeatTimeoutMs: 5_000, scheduleToStartTimeoutMs: 10_000, scheduleToCloseTimeoutMs: 30_000, workerAttempts: 2 };

beforeAll(async () => {
  workers.push(
    await startWorker({ taskQueue: queue, ats: stub.layer, settings: { reviewTimeoutMs: 60_000, otpTimeoutMs: 60_000, browser } }),
  );
  // Short waiting limits for the timeout paths (no time-skipping server is available here).
  workers.push(
    await startWorker({ taskQueue: fastQueue, ats: stub.layer, settings: { reviewTimeoutMs: 1_500, otpTimeoutMs: 1_500, browser } }),
  );
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.shutdown()));
  await disconnectDb();
});

const application = (id: string) => db().application.findUniqueOrThrow({ where: { id } });

describe("application workflow", () => {
  it("submits, charges once, and announces running then submitted", async () => {
    const seeded = await seedApplication();
    const handle = await startApplication(seeded, queue);
    expect(await result(handle)).toEqual({ status: "submitted" });

    const app = await application(seeded.applicationId);
    expect(app).toMatchObject({ status: "submitted", creditState: "charged", failureReason: null, awaitingOtp: false });
    expect(app.submitClickedAt).not.toBeNull();
    expect(app.dedupeKey).toBe(app.normalizedUrl);
    expect(await ledger(seeded.applicationId)).toEqual(["charge", "hold"]);
    expect(await eventTypes(seeded.applicationId)).toEqual(["application.running", "application.submitted"]);

    const event = await db().event.findFirstOrThrow({ where: { applicationId: seeded.applicationId, type: "application.submitted" } });
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(event.payload).toMatchObject({
      id: event.id,
      type: "application.submitted",
      created_at: event.createdAt.toISOString(),
      data: {
        application: {
          id: seeded.applicationId,
          status: "submitted",
          candidate_name: "Ada Lovelace",
          price_usd: 1.5,
          failure_reason: null,
          review: null,
        },
      },
    });
    const description = await handle.describe();
    expect(description.typedSearchAttributes.get(searchAttributeKeys.status)).toBe("submitted");
    expect(description.typedSearchAttributes.get(searchAttributeKeys.applicationId)).toBe(seeded.applicationId);
    expect(description.typedSearchAttributes.get(searchAttributeKeys.ats)).toBe("greenhouse");
  });

  it("fails as incomplete_candidate, naming the unanswered questions, and releases the credit", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
    const outcome = await result(await startApplication(seeded, queue));
    expect(outcome).toMatchObject({ status: "failed", failureReason: "incomplete_candidate" });

    const app = await application(seeded.applicationId);
    expect(app).toMatchObject({ status: "failed", failureReason: "incomplete_candidate", creditState: "released", dedupeKey: null });
    expect(app.failureMessage).toContain("Employee referral code");
    // One visit: the submit read the form and stopped before its final click.
    expect(stub.calls(seeded.applicationId).inspect).toHaveLength(0);
    expect(app.submitClickedAt).toBeNull();
    expect(await ledger(seeded.applicationId)).toEqual(["hold", "release"]);
    expect(await eventTypes(seeded.applicationId)).toEqual(["application.running", "application.failed"]);
  });

  it("fails an unsupported site without opening a browser", async () => {
    const seeded = await seedApplication({ ats: null, url: "https://careers.example.org/jobs/1" });
    expect(await result(await startApplication(seeded, queue))).toMatchObject({ status: "failed", failureReason: "unsupported_site" });
    expect(await application(seeded.applicationId)).toMatchObject({ creditState: "released", failureReason: "unsupported_site" });
    expect(stub.calls(seeded.applicationId).inspect).toHaveLength(0);
  });

  it("keeps a failure the site decided (job closed) and does not retry it", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: () => {
        throw new AtsFailure("job_closed", "The posting no longer accepts applications.");
      },
    });
    expect(await result(await startApplication(seeded, queue))).toMatchObject({ status: "failed", failureReason: "job_closed" });
    expect(stub.calls(seeded.applicationId).submit).toHaveLength(1);
    expect(await ledger(seeded.applicationId)).toEqual(["hold", "release"]);
  });

  it("turns an exhausted transient error into site_error", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: () => {
        throw new Error("net::ERR_CONNECTION_RESET");
      },
    });
    const outcome = await result(await startApplication(seeded, queue));
    expect(outcome).toMatchObject({ status: "failed", failureReason: "site_error" });
    expect(stub.calls(seeded.applicationId).submit).toHaveLength(3);
    expect((await application(seeded.applicationId)).failureMessage).toContain("ERR_CONNECTION_RESET");
  });

  it("never clicks twice: a retry after the click is told alreadyClicked", async () => {
    const seeded = await seedApplication();
    stub.script(seeded.applicationId, {
      submit: async (_req, guard, attempt) => {
        if (attempt === 1) {
          await guard.claimFinalClick();
          throw new Error("page crashed after the click");
        }
        return { kind: "submitted", confirmation: "verified after the fact" };
      },
    });
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).submit.map((c) => c.alreadyClicked)).toEqual([false, true]);
  });
});

describe("review before submit", () => {
  it("parks on needs_review with the review object, then submits the approved answers", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    stub.script(seeded.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
    const handle = await startApplication(seeded, queue);
    const parked = await eventually(async () => {
      const app = await application(seeded.applicationId);
      return app.status === "needs_review" && app;
    });
    const review = parked.review as { requested_at: string; expires_at: string; questions: unknown[] };
    expect(Date.parse(review.expires_at) - Date.parse(review.requested_at)).toBe(60_000);
    expect(review.questions).toEqual(questions);

    await handle.signal(reviewSignal, { action: "approve", answers: { q_referral: "REF-42" } });
    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).submit[0].req.answers).toEqual({ q_referral: "REF-42" });
    expect(await eventTypes(seeded.applicationId)).toEqual([
      "application.running",
      "application.needs_review",
      "application.running",
      "application.submitted",
    ]);
    expect(await application(seeded.applicationId)).toMatchObject({ review: null, creditState: "charged" });
  });

  it("with review, submits on the worker that inspected the form, naming the page it kept open", async () => {
    // Two workers on one queue: each inspection keeps "its" page, which only its own worker holds.
    const pairQueue = testQueue();
    const on = (name: string): typeof stub.layer => ({
      ...stub.layer,
      inspectApplication: async (req, signal, opts) => ({
        ...(await stub.layer.inspectApplication(req, signal, opts)),
        ...(opts?.keepForReview && { reviewSessionId: `sess_${name}` }),
      }),
      submitApplication: async (req, guard, signal, reviewSessionId) => {
        submittedOn.set(req.applicationId, name);
        return stub.layer.submitApplication(req, guard, signal, reviewSessionId);
      },
    });
    const submittedOn = new Map<string, string>();
    const pair = [
      await startWorker({ taskQueue: pairQueue, ats: on("a"), settings: { browser } }),
      await startWorker({ taskQueue: pairQueue, ats: on("b"), settings: { browser } }),
    ];
    try {
      const seeded = await Promise.all(Array.from({ length: 4 }, () => seedApplication({ reviewBeforeSubmit: true })));
      for (const s of seeded) stub.script(s.applicationId, { inspect: () => ({ questions, unanswered: ["q_referral"] }) });
      const handles = await Promise.all(seeded.map((s) => startApplication(s, pairQueue)));
      await eventually(async () =>
        (await Promise.all(seeded.map((s) => application(s.applicationId)))).every((a) => a.status === "needs_review"),
      );
      for (const h of handles) await h.executeUpdate(reviewUpdate, { args: [{ action: "approve", answers: { q_referral: "REF-7" } }] });
      for (const h of handles) expect(await result(h)).toEqual({ status: "submitted" });
      for (const s of seeded) {
        const [submit] = stub.calls(s.applicationId).submit;
        expect(submit.reviewSessionId).toBe(`sess_${submittedOn.get(s.applicationId)}`);
        expect(submit.req.answers).toEqual({ q_referral: "REF-7" });
      }
    } finally {
      await Promise.all(pair.map((w) => w.shutdown()));
    }
  });

  it("fails as rejected_at_review on reject and releases the credit", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await application(seeded.applicationId)).status === "needs_review");
    await handle.signal(reviewSignal, { action: "reject", reason: "Wrong location" });
    expect(await result(handle)).toMatchObject({ status: "failed", failureReason: "rejected_at_review", failureMessage: "Wrong location" });
    expect(await application(seeded.applicationId)).toMatchObject({ creditState: "released", review: null, dedupeKey: null });
    expect(stub.calls(seeded.applicationId).submit).toHaveLength(0);
  });

  it("answers a decision taken while needs_review is still being recorded with the state after it", async () => {
    // The validator accepts once the workflow waits on review, which is before the status is
    // written; the Update still answers only once the decision has taken effect.
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const handle = await startApplication(seeded, queue);
    let answered: string | undefined;
    // Refused ("not waiting") until then; retried without pause so it lands inside that window.
    for (const deadline = Date.now() + 30_000; !answered && Date.now() < deadline;) {
      answered = await handle.executeUpdate(reviewUpdate, { args: [{ action: "reject", reason: "Too early" }] }).catch(() => undefined);
    }
    expect(answered).toBe("failed");
    expect(await application(seeded.applicationId)).toMatchObject({ status: "failed", failureReason: "rejected_at_review" });
  });

  it("ends failed with its credit released even when the rejection's reason cannot be stored as sent", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await application(seeded.applicationId)).status === "needs_review");
    await handle.executeUpdate(reviewUpdate, { args: [{ action: "reject", reason: "bad\u0000reason \ud800" }] });
    expect(await result(handle)).toMatchObject({ status: "failed", failureReason: "rejected_at_review" });
    expect(await application(seeded.applicationId)).toMatchObject({
      status: "failed",
      creditState: "released",
      failureMessage: "badreason \ufffd",
    });
  });

  it("an inspection that created an account waits for its e-mailed link, then reviews the questions behind it", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true, emailMode: "candidate" });
    const sessionId = stub.session(seeded.applicationId);
    stub.script(seeded.applicationId, {
      inspect: () => ({ questions: [], unanswered: [], accountCreated: true, verification: { sessionId, expects: "link" } }),
      continueInspect: () => ({ questions, unanswered: ["q_referral"] }),
    });
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await application(seeded.applicationId)).awaitingOtp);
    await handle.signal(verificationSignal, { link: "https://acme.wd5.myworkdayjobs.com/activate/abc", source: "client" });
    const parked = await eventually(async () => {
      const app = await application(seeded.applicationId);
      return app.status === "needs_review" && app;
    });
    expect((parked.review as { questions: unknown[] }).questions).toEqual(questions);
    expect(stub.calls(seeded.applicationId).continueInspect).toEqual([
      { code: undefined, link: "https://acme.wd5.myworkdayjobs.com/activate/abc" },
    ]);
    await handle.signal(reviewSignal, { action: "approve", answers: { q_referral: "REF-42" } });
    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(await eventTypes(seeded.applicationId)).toEqual([
      "application.running",
      "application.needs_otp",
      "application.needs_review",
      "application.running",
      "application.submitted",
    ]);
  });

  it("fails as manual_completion_required when nobody decides in time", async () => {
    const seeded = await seedApplication({ reviewBeforeSubmit: true });
    const outcome = await result(await startApplication(seeded, fastQueue));
    expect(outcome).toMatchObject({ status: "failed", failureReason: "manual_completion_required" });
    expect(await ledger(seeded.applicationId)).toEqual(["hold", "release"]);
  });
});

describe("verification codes (candidate e-mail mode)", () => {
  it("waits with awaiting_otp, announces needs_otp, and continues with the supplied code", async () => {
    const seeded = await seedApplication({ emailMode: "candidate" });
    stub.script(seeded.applicationId, {
      submit: async (_req, guard) => {
        await guard.claimFinalClick();
        return { kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" };
      },
      continue: (v) => (v.code === "A7K2M9QX" ? { kind: "submitted", confirmation: "ok" } : Promise.reject(new Error("wrong code"))),
    });
    const handle = await startApplication(seeded, queue);
    const waiting = await eventually(async () => {
      const app = await application(seeded.applicationId);
      return app.awaitingOtp && app;
    });
    expect(waiting.status).toBe("running");
    await handle.signal(verificationSignal, { code: "A7K2M9QX", source: "client" });
    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(stub.calls(seeded.applicationId).continue).toEqual([{ code: "A7K2M9QX", link: undefined }]);
    expect(await eventTypes(seeded.applicationId)).toEqual(["application.running", "application.needs_otp", "application.submitted"]);
    expect(await application(seeded.applicationId)).toMatchObject({ awaitingOtp: false, creditState: "charged" });
  });

  it("fails as manual_completion_required when no code arrives in time and closes the page", async () => {
    const seeded = await seedApplication({ emailMode: "candidate" });
    const sessionId = stub.session(seeded.applicationId);
    stub.script(seeded.applicationId, { submit: () => ({ kind: "needs_verification", sessionId, expects: "code" }) });
    const outcome = await result(await startApplication(seeded, fastQueue));
    expect(outcome).toMatchObject({ status: "failed", failureReason: "manual_completion_required" });
    expect(stub.calls(seeded.applicationId).abandon).toEqual([sessionId]);
    expect(await application(seeded.applicationId)).toMatchObject({ awaitingOtp: false, creditState: "released" });
  });
});

describe("secrets", () => {
  it("keep out of workflow inputs and histories (application and webhook delivery)", async () => {
    const password = "Correct-Horse-Battery-42";
    const seeded = await seedApplication({
      ats: "workday",
      url: "https://acme.wd5.myworkdayjobs.com/en-US/careers/job/Remote/Engineer_R1",
      accountPassword: password,
    });
    const receiver = http.createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const { port } = receiver.address() as AddressInfo;
    const endpoint = await seedEndpoint(seeded.accountId, `http://127.0.0.1:${port}/hooks`);
    let passwordSeen: string | undefined;
    stub.script(seeded.applicationId, {
      submit: async (req, guard) => {
        passwordSeen = req.credentials?.password;
        await guard.claimFinalClick();
        return { kind: "submitted", confirmation: null, accountCreated: true };
      },
    });
    const handle = await startApplication(seeded, queue);
    expect(await result(handle)).toEqual({ status: "submitted" });
    expect(passwordSeen).toBe(password);
    expect(await db().atsAccount.findFirst({ where: { candidateId: seeded.candidateId } })).toMatchObject({
      ats: "workday",
      tenant: "acme.wd5.myworkdayjobs.com",
    });
    expect((await db().atsAccount.findFirstOrThrow({ where: { candidateId: seeded.candidateId } })).verifiedAt).not.toBeNull();

    const client = await temporalClient();
    const delivered = await eventually(() =>
      db()
        .webhookDelivery.findMany({ where: { endpointId: endpoint.id, status: "delivered" } })
        .then((d) => d.length === 2 && d),
    );
    const histories = [await historyText(await handle.fetchHistory())];
    for (const d of delivered) {
      histories.push(await historyText(await client.workflow.getHandle(webhookDeliveryWorkflowId(d.eventId, endpoint.id)).fetchHistory()));
    }
    const candidate = await db().candidate.findUniqueOrThrow({ where: { id: seeded.candidateId } });
    const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: seeded.candidateId } });
    const secretBody = endpoint.secret.slice("whsec_".length);
    // Payloads are decrypted and decoded, so the check sees what activities returned (their settings, for one).
    expect(histories[0]).toContain("reviewTimeoutMs");
    for (const history of histories) {
      expect(history).toContain(seeded.applicationId);
      for (const secret of [password, secretBody, candidate.accountPasswordEnc!, atsAccount.passwordEnc ?? password]) {
        expect(history).not.toContain(secret);
      }
    }
    receiver.close();
  });
});

describe("histories at rest", () => {
  it("hold no verification code, e-mail address or name in clear; the codec reads them back", async () => {
    const seeded = await seedApplication({ emailMode: "candidate", reviewBeforeSubmit: true });
    const code = "Q7W9E2R4";
    stub.script(seeded.applicationId, {
      inspect: () => ({ questions, unanswered: ["q_referral"] }),
      submit: async (_req, guard) => {
        await guard.claimFinalClick();
        return { kind: "needs_verification", sessionId: stub.session(seeded.applicationId), expects: "code" };
      },
    });
    const handle = await startApplication(seeded, queue);
    await eventually(async () => (await application(seeded.applicationId)).status === "needs_review");
    await handle.executeUpdate(reviewUpdate, { args: [{ action: "approve", answers: { q_referral: "REF-7731" } }] });
    await eventually(async () => (await application(seeded.applicationId)).awaitingOtp);
    await handle.executeUpdate(verificationUpdate, { args: [{ code, source: "client" }] });
    expect(await result(handle)).toEqual({ status: "submitted" });

    const raw = historyToJSON(await handle.fetchHistory());
    const rawPayloads = `${raw}\n${(await decodedPayloads(JSON.parse(raw))).join("\n")}`;
    for (const clear of [code, "REF-7731", "ada@example.com", "Lovelace", "Employee referral code"]) {
      expect(rawPayloads).not.toContain(clear);
    }
    // The same history, read with the service's key, holds them: the test looks where they are.
    const decrypted = await historyText(await handle.fetchHistory());
    for (const clear of [code, "REF-7731", "Employee referral code"]) expect(decrypted).toContain(clear);
  });
});

/** A history as text with every payload decrypted and decoded, so a secret inside a payload would show. */
async function historyText(history: Parameters<typeof historyToJSON>[0]): Promise<string> {
  const json = historyToJSON(history);
  return `${json}\n${(await decodedPayloads(JSON.parse(json), config.encryptionKey)).join("\n")}`;
}
