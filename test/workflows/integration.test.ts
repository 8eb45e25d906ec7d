// The whole workflow with the real ATS layer: Chromium against the Greenhouse simulator, real SMTP
// into the managed inbox, PostgreSQL and the Temporal dev server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { reviewSignal } from "../../lib/workflow-contract";
import { startSimulators, type Simulators } from "../simulators";
import { eventually } from "../helpers";
import { ledger, result, seedApplication, startApplication, temporalClient, testQueue } from "./fixtures";
import { config, useConfig } from "../../lib/config";

const queue = testQueue();
let sim: Simulators;
let inbox: SmtpReceiver;
let worker: RunningWorker;
const RESUME = "http://files.example.test/resume.pdf";
const posting = (job: string) => `http://boards.greenhouse.io/acme/jobs/${Date.now().toString().slice(-6)}${job}`;
const submissionsFor = (url: string) => sim.submissions.filter((s) => url.endsWith(`/${s.jobId}`)).length;

beforeAll(async () => {
  useConfig({ ats: { ...config.ats, outcomeTimeoutMs: 8000, actionTimeoutMs: 8000 } });
  inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: "inbox.localhost", client: await temporalClient() });
  sim = await startSimulators({ smtp: { host: "127.0.0.1", port: inbox.port } });
  useConfig({ atsHostMap: sim.hostMap });
  worker = await startWorker({ taskQueue: queue, settings: { reviewTimeoutMs: 120_000, otpTimeoutMs: 60_000 } });
});

const defaultAts = config.ats;
afterAll(async () => {
  // The files after this one in the same test worker share the config module (vitest.config.ts isolate).
  useConfig({ ats: defaultAts });
  await worker?.shutdown(); // also closes Chromium
  await inbox?.close();
  await sim?.close();
  await disconnectDb();
});

// The rebuilt board takes a minute or more to fill under load (its react-selects are opened to be read).
describe("application on the Greenhouse simulator", { timeout: 240_000 }, () => {
  it("fills, submits once and charges", async () => {
    const url = posting("4012");
    const seeded = await seedApplication({ url, resumeUrl: RESUME });
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });
    expect(submissionsFor(url)).toBe(1);
    expect(await ledger(seeded.applicationId)).toEqual(["charge", "hold"]);
  });

  it("finishes with the security code mailed to the managed inbox", async () => {
    const url = posting("4043"); // HTML-only verification mail
    const seeded = await seedApplication({ url, resumeUrl: RESUME, emailMode: "managed" });
    expect(await result(await startApplication(seeded, queue))).toEqual({ status: "submitted" });
    expect(submissionsFor(url)).toBe(1);
    const mail = await db().inboundEmail.findFirstOrThrow({ where: { candidateId: seeded.candidateId } });
    expect(mail.code).toMatch(/^[A-Za-z0-9]{8}$/); // Greenhouse codes mix cases
    expect(mail.applicationId).toBe(seeded.applicationId);
  });

  it("fails a closed posting as job_closed and releases the credit", async () => {
    const url = posting("4040");
    const seeded = await seedApplication({ url, resumeUrl: RESUME });
    expect(await result(await startApplication(seeded, queue))).toMatchObject({ status: "failed", failureReason: "job_closed" });
    expect(await ledger(seeded.applicationId)).toEqual(["hold", "release"]);
    expect(submissionsFor(url)).toBe(0);
  });

  it("asks the client at review for what the profile cannot answer, then submits their answer", async () => {
    const url = posting("4044");
    const seeded = await seedApplication({ url, resumeUrl: RESUME, reviewBeforeSubmit: true });
    const handle = await startApplication(seeded, queue);
    const parked = await eventually(async () => {
      const app = await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } });
      return app.status === "needs_review" && app;
    }, 60_000);
    const review = parked.review as { questions: { key: string; answer: string | null; required: boolean }[] };
    const missing = review.questions.filter((q) => q.required && !q.answer).map((q) => q.key);
    expect(missing).toEqual(["q_question_1099"]);
    await handle.signal(reviewSignal, { action: "approve", answers: { q_question_1099: "REF-2026" } });
    expect(await result(handle)).toEqual({ status: "submitted" });
    const [submission] = sim.submissions.filter((s) => url.endsWith(`/${s.jobId}`));
    expect(JSON.stringify(submission.fields)).toContain("REF-2026");
  });
});
