// The whole service for one end-to-end test file: the REST gateway on a fresh database, the Temporal
// dev server (test/support/global-setup.ts), a worker, the managed inbox's SMTP receiver and the ATS
// simulators, plus the board-platform case the board platforms' files run (describeBoards: bamboohr,
// breezy, comeet, freshteam, jazzhr, jobscore, jobvite, personio, pinpoint, recruitee, rippling,
// teamtailor, zoho-recruit).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { useConfig } from "../../lib/config";
import { disconnectDb } from "../../lib/db";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { inUs } from "../fixtures/profiles";
import { createAccountWithCandidate, startTestApi, type TestAccount, type TestApi } from "../api/helpers";
import { resumePdf, startSimulators, type Simulators, type Submission } from "../simulators";
import { eventually } from "../helpers";

export const RESUME_URL = "http://files.example.test/resume.pdf";

export interface Service {
  sim: Simulators;
  inbox: SmtpReceiver;
  worker: RunningWorker;
  gateway: TestApi;
}

/** Starts the service before the file's tests and stops it after them; the fields are set once beforeAll ran. */
export function useService(name: string): Service {
  const service = {} as Service;
  beforeAll(async () => {
    const queue = `e2e-${name}-${randomBytes(4).toString("hex")}`;
    service.gateway = await startTestApi({ taskQueue: queue });
    service.inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: "inbox.localhost", client: service.gateway.temporal });
    service.sim = await startSimulators({ smtp: { host: "127.0.0.1", port: service.inbox.port } });
    useConfig({ atsHostMap: service.sim.hostMap });
    service.worker = await startWorker({ taskQueue: queue, settings: { reviewTimeoutMs: 300_000, otpTimeoutMs: 120_000 } });
  }, 300_000); // the Temporal dev server and the worker start slowly on the shared 2-core machine
  afterAll(async () => {
    await service.worker?.shutdown();
    await service.gateway?.close();
    await service.inbox?.close();
    await service.sim?.close();
    await disconnectDb();
  });
  return service;
}

/** The application once `until` holds (or it failed). */
export async function waitFor(account: TestAccount, id: string, until: (app: any) => boolean) {
  return eventually(async () => {
    const { body } = await account.api("GET", `/applications/${id}`);
    return (until(body) || body.status === "failed") && body;
  }, 300_000);
}

/** Approves a parked application as reviewed (with the client's `answers`), waits until it is submitted, and returns the one submission `recorded` for it. */
export async function approveAndSubmit(
  account: TestAccount,
  id: string,
  recorded: () => Submission[],
  answers: Record<string, string> = {},
): Promise<Submission> {
  const approved = await account.api("POST", `/applications/${id}/review`, { action: "approve", answers });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const app = await waitFor(account, id, (a) => ["submitted", "failed"].includes(a.status));
  expect(app, app.failure_message).toMatchObject({ status: "submitted", failure_reason: null, review: null });
  const subs = recorded();
  expect(subs).toHaveLength(1);
  return subs[0]!;
}

/** Unique per run, so postings of one file never share a job id. */
export const stamp = () => `${Date.now().toString().slice(-5)}${randomBytes(1).readUInt8() % 10}`;
export const digits = (v: unknown) => String([v].flat()[0] ?? "").replace(/\D/g, "");

export interface ListedQuestion {
  key: string;
  label: string;
  answer: string | null;
  required: boolean;
}

/** Applies with review and waits until the application parks: its id, the questions listed, a lookup by label. */
export async function parkForReview(account: TestAccount, url: string, ats: string) {
  const created = await account.api("POST", "/applications", { profile_id: account.profileId, url, review_before_submit: true });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  expect(created.body.ats).toBe(ats);
  const parked = await waitFor(account, created.body.id, (app) => app.status === "needs_review");
  expect(parked.status, parked.failure_message).toBe("needs_review");
  const questions: ListedQuestion[] = parked.review.questions;
  return {
    id: created.body.id as string,
    questions,
    /** The answer listed for the question whose label is `label` (or matches it). */
    answerOf: (label: string | RegExp) =>
      questions.find((q) => (typeof label === "string" ? q.label === label : label.test(q.label)))?.answer,
    /** Every label with its answer, for assertion messages. */
    listed: JSON.stringify(questions.map((q) => [q.label, q.answer])),
  };
}

/** The years-of-experience question a candidate without `yearsOfExperience` leaves unanswered. */
export const YEARS_OF_EXPERIENCE = /years of (relevant |professional )?(work )?experience/i;

export interface BoardCase {
  name: string;
  ats: string;
  /** The posting URL for a job id ending in the plain behaviour "4012" (test/simulators/README.md). */
  url(job: string): string;
  /** The job id the simulator records, when the URL cannot carry `job` (Comeet's fixed-format ids). */
  recordedJobId?: string;
  /** The résumé's field name in the recorded submission. */
  resume: string;
  /**
   * The years-of-experience question: the candidate does not say, so the review lists it unanswered and
   * the client's answer is submitted. Without it the candidate says 7 years and approves as reviewed.
   */
  experience?: { label: RegExp; answer: string };
  check(sub: Submission, email: string): void;
}

/**
 * Each platform through the API with review, concurrently on the worker's shared browser pool: parks
 * with the profile's answers, then submits once on approval; the recorded submission holds the
 * profile's names, e-mail, phone, the résumé's exact bytes and the screening answers.
 */
export function describeBoards(service: Service, cases: BoardCase[]): void {
  describe.each(cases)("$name through the API with review", { timeout: 420_000, concurrent: true }, (p) => {
    it("parks for review with the profile's answers, then submits them once on approval", async () => {
      const account = await createAccountWithCandidate(service.gateway.baseUrl, {
        profile: inUs(p.experience ? {} : { application: { yearsOfExperience: 7 } }),
        resumeUrl: RESUME_URL,
      });
      const job = `${stamp()}4012`;
      const recorded = () => service.sim.submissions.filter((s) => s.jobId.endsWith(p.recordedJobId ?? job));
      const { id, questions, listed: asked } = await parkForReview(account, p.url(job), p.ats);
      expect(
        questions.some((q) => /^Ada( Lovelace)?$/.test(q.answer ?? "")),
        asked,
      ).toBe(true);
      const answers: Record<string, string> = {};
      if (p.experience) {
        const years = questions.find((q) => p.experience!.label.test(q.label));
        expect(years, asked).toMatchObject({ required: true, answer: null });
        answers[years!.key] = p.experience.answer;
      }
      expect(recorded()).toHaveLength(0);

      const sub = await approveAndSubmit(account, id, recorded, answers);
      expect(sub.ats).toBe(p.ats);
      p.check(sub, account.candidate.email);
      expect(sub.files[p.resume].bytes.equals(resumePdf())).toBe(true);
    });
  });
}
