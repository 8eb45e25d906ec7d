// POST /applications/{id}/review and /otp against a real workflow (stub ATS layer): the workflow's
// Update validator decides. Answers are checked against the questions the workflow holds (422 with
// dot paths), a decision or code is accepted only while the workflow waits for one (409), exactly
// one of concurrent decisions or codes is accepted, and the response shows the state after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { db } from "../../lib/db";
import { AtsFailure, type ReviewQuestion } from "../../lib/domain";
import { eventually } from "../helpers";
import { stubAts, testQueue } from "../workflows/fixtures";
import { createAccountWithCandidate, startTestApi, type TestApi } from "./helpers";

const GREENHOUSE = "https://boards.greenhouse.io/acme/jobs/";
const paths = (body: any) => (body.error.details as { path: string }[]).map((d) => d.path);
const questions: ReviewQuestion[] = [
  { key: "q_first_name", label: "First name", kind: "text", required: true, options: null, answer: "Ada", answer_source: "profile" },
  {
    key: "q_work_auth",
    label: "Authorized?",
    kind: "single_select",
    required: true,
    answer: null,
    answer_source: "none",
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No" },
    ],
  },
  {
    key: "q_langs",
    label: "Languages",
    kind: "multi_select",
    required: false,
    answer: null,
    answer_source: "none",
    options: [
      { value: "en", label: "English" },
      { value: "fr", label: "French" },
    ],
  },
  { key: "q_start", label: "Start date", kind: "date", required: false, options: null, answer: null, answer_source: "none" },
  { key: "q_note", label: "Please read", kind: "display", required: false, options: null, answer: null, answer_source: "none" },
];

const stub = stubAts();
const queue = testQueue();
let worker: RunningWorker;
let server: TestApi;

beforeAll(async () => {
  worker = await startWorker({
    taskQueue: queue,
    ats: stub.layer,
    settings: { reviewTimeoutMs: 120_000, otpTimeoutMs: 120_000 },
    // A lost click's retry looks for the employer's confirmation mail before it fails (a minute by
    // default; none comes here: test/faults/lost-click.test.ts has the mail).
    fence: { confirmationMailWaitMs: 2_000 },
  });
  server = await startTestApi({ taskQueue: queue });
});
afterAll(async () => {
  await server?.close();
  await worker?.shutdown();
});

let jobSeq = Date.now() % 1_000_000;
/** An application parked on review (or, for `otp`, waiting for a code), with the stub's questions. */
async function parked(kind: "review" | "otp") {
  const account = await createAccountWithCandidate(server.baseUrl, { emailMode: kind === "otp" ? "candidate" : "managed" });
  const created = await account.api("POST", "/applications", {
    profile_id: account.profileId,
    url: `${GREENHOUSE}${jobSeq++}`,
    review_before_submit: kind === "review",
  });
  expect(created.status).toBe(202);
  const id: string = created.body.id;
  const typed: string[] = [];
  stub.script(id, {
    inspect: () => ({ questions, unanswered: kind === "review" ? ["q_work_auth"] : [] }),
    submit: async (_req, guard) => {
      if (kind === "review") return { kind: "submitted", confirmation: "ok" };
      await guard.claimFinalClick();
      return { kind: "needs_verification", sessionId: stub.session(id), expects: "code" };
    },
    continue: (v) => {
      typed.push(v.code!);
      return { kind: "submitted", confirmation: "ok" };
    },
  });
  await eventually(async () => {
    const app = await db().application.findUniqueOrThrow({ where: { id } });
    return kind === "review" ? app.status === "needs_review" : app.awaitingOtp;
  });
  return { ...account, id, typed };
}

describe("review", () => {
  it("is refused before the application waits on review", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const app = (await api("POST", "/applications", { profile_id: profileId, url: `${GREENHOUSE}${jobSeq++}`, review_before_submit: true }))
      .body;
    await db().application.update({ where: { id: app.id }, data: { status: "running" } });
    const early = await api("POST", `/applications/${app.id}/review`, { action: "approve" });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("invalid_state");
  });

  it("checks answers against the workflow's questions, then approves and shows the state after", async () => {
    const { api, id } = await parked("review");
    // A review stored without answer_from (older workers) still shows it, as null.
    const shown = await api("GET", `/applications/${id}`);
    expect(shown.body.review.questions.map((q: { answer_from: unknown }) => q.answer_from)).toEqual(questions.map(() => null));
    const missing = await api("POST", `/applications/${id}/review`, { action: "approve" });
    expect(missing.status).toBe(422);
    expect(paths(missing.body)).toEqual(["answers.q_work_auth"]);

    const wrong = await api("POST", `/applications/${id}/review`, {
      action: "approve",
      answers: { q_work_auth: "maybe", q_langs: '["en","de"]', q_start: "2026-02-30", q_note: "ok", q_bogus: "x", q_first_name: "" },
    });
    expect(wrong.status).toBe(422);
    expect(paths(wrong.body).sort()).toEqual([
      "answers.q_bogus",
      "answers.q_first_name",
      "answers.q_langs",
      "answers.q_note",
      "answers.q_start",
      "answers.q_work_auth",
    ]);

    const bad = await api("POST", `/applications/${id}/review`, { action: "maybe" });
    expect(bad.status).toBe(422);
    expect(paths(bad.body)).toEqual(["action"]);

    const answers = { q_work_auth: "yes", q_langs: '["en","fr"]', q_start: "2027-01-04" };
    const ok = await api("POST", `/applications/${id}/review`, { action: "approve", answers });
    expect(ok.status).toBe(200);
    expect(["running", "submitted"]).toContain(ok.body.status);
    expect(ok.body.review).toBeNull();
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id } })).status === "submitted");
    expect(stub.calls(id).submit[0].req.answers).toEqual(answers);
  });

  it("a rejection ends the application failed, and the response says so", async () => {
    const { api, id } = await parked("review");
    const res = await api("POST", `/applications/${id}/review`, { action: "reject", reason: "wrong role" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "failed", failure_reason: "rejected_at_review", failure_message: "wrong role" });
  });

  it("accepts exactly one of ten concurrent decisions, and the outcome is that decision's", async () => {
    const { api, id } = await parked("review");
    const decisions = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? { action: "approve", answers: { q_work_auth: "yes" } } : { action: "reject", reason: `no ${i}` },
    );
    const responses = await Promise.all(decisions.map((d) => api("POST", `/applications/${id}/review`, d)));
    const accepted = responses.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(Array(9).fill("invalid_state"));
    const final = await eventually(async () => {
      const app = await db().application.findUniqueOrThrow({ where: { id } });
      return (app.status === "submitted" || app.status === "failed") && app;
    });
    const winner = decisions[responses.indexOf(accepted[0])];
    expect(final.status).toBe(winner.action === "approve" ? "submitted" : "failed");
    expect(final.creditState).toBe(winner.action === "approve" ? "charged" : "released");
  });
});

describe("verification code", () => {
  it("is refused while no code is awaited, and an empty one is 422", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl, { emailMode: "candidate" });
    const app = (await api("POST", "/applications", { profile_id: profileId, url: `${GREENHOUSE}${jobSeq++}`, review_before_submit: true }))
      .body;
    const early = await api("POST", `/applications/${app.id}/otp`, { code: "123456" });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("invalid_state");
    const invalid = await api("POST", `/applications/${app.id}/otp`, { code: "" });
    expect(invalid.status).toBe(422);
    expect(paths(invalid.body)).toEqual(["code"]);
  });

  it("accepts exactly one of five concurrent codes, types that one, and shows awaiting_otp false", async () => {
    const { api, id, typed } = await parked("otp");
    const codes = ["111111", "222222", "333333", "444444", "555555"];
    const responses = await Promise.all(codes.map((code) => api("POST", `/applications/${id}/otp`, { code: ` ${code} ` })));
    const accepted = responses.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].body.awaiting_otp).toBe(false);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id } })).status === "submitted");
    expect(typed).toEqual([codes[responses.indexOf(accepted[0])]]);
  });
});

describe("a final click whose outcome is unknown", () => {
  it("fails the application, keeps its credit released, and is never followed by another application to the posting", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const url = `${GREENHOUSE}${jobSeq++}`;
    const created = await api("POST", "/applications", { profile_id: profileId, url });
    const id: string = created.body.id;
    stub.script(id, {
      submit: async (_req, guard, attempt) => {
        if (attempt === 1) {
          await guard.claimFinalClick();
          throw new Error("page crashed after the click");
        }
        // As the ATS layer answers when it cannot verify on the site.
        throw new AtsFailure("site_error", "The site's answer could not be established; it may already have reached the employer.");
      },
    });
    const failed = await eventually(async () => {
      const app = await db().application.findUniqueOrThrow({ where: { id } });
      return app.status === "failed" && app;
    }, 60_000);
    expect(failed).toMatchObject({ failureReason: "site_error", creditState: "released" });
    expect(failed.dedupeKey).not.toBeNull();
    expect(stub.calls(id).submit.map((c) => c.alreadyClicked)).toEqual([false, true]);

    const again = await api("POST", "/applications", { profile_id: profileId, url });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "duplicate_application" });
    expect(again.body.error.message).toContain("may already have reached the employer");
  });

  it("a failure before any click frees the posting for a new application", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const url = `${GREENHOUSE}${jobSeq++}`;
    const id: string = (await api("POST", "/applications", { profile_id: profileId, url })).body.id;
    stub.script(id, {
      submit: () => {
        throw new AtsFailure("job_closed", "closed");
      },
    });
    await eventually(async () => (await db().application.findUniqueOrThrow({ where: { id } })).status === "failed");
    expect((await api("POST", "/applications", { profile_id: profileId, url })).status).toBe(202);
  });
});
