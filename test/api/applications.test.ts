import { defaultPayloadConverter } from "@temporalio/common";
import type { Client } from "@temporalio/client";
import { describe, expect, it } from "vitest";
import { startPendingWorkflows } from "../../api/reconcile";
import { db } from "../../lib/db";
import type { Review } from "../../lib/domain";
import { newId } from "../../lib/ids";
import { searchAttributeKeys } from "../../lib/search-attributes";
import { applicationWorkflowId, type ApplicationWorkflowInput } from "../../workflows/shared";
import { useTestApi, createAccountWithCandidate, validProfile } from "./helpers";

const server = useTestApi();

const GREENHOUSE = "https://boards.greenhouse.io/acme/jobs/4012345";
const LEVER = "https://jobs.lever.co/acme/0a1b2c3d-4e5f-6789-abcd-ef0123456789";
const WORKDAY = "https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote-USA/Software-Engineer_R-012345";
const paths = (body: any) => (body.error.details as { path: string }[]).map((d) => d.path);

/** The signals a workflow received, read from its history in Temporal. */
async function signalsOf(temporal: Client, applicationId: string) {
  const history = await temporal.workflow.getHandle(applicationWorkflowId(applicationId)).fetchHistory();
  return (history.events ?? [])
    .map((e) => e.workflowExecutionSignaledEventAttributes)
    .filter((a) => a != null)
    .map((a) => ({ name: a!.signalName, input: defaultPayloadConverter.fromPayload(a!.input!.payloads![0]!) as any }));
}

describe("POST /v1/applications", () => {
  it("queues an application from a saved profile, holds its price and starts its workflow", async () => {
    const { api, candidateId, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10 });
    const res = await api("POST", "/applications", { profile_id: profileId, url: `${GREENHOUSE}?gh_src=abc` });
    expect(res.status).toBe(202);
    expect(Object.keys(res.body).sort()).toEqual(["ats", "candidate_id", "candidate_name", "created_at", "id", "price_usd", "status"]);
    expect(res.body).toMatchObject({ candidate_id: candidateId, candidate_name: "Ada Lovelace", ats: "greenhouse", status: "queued", price_usd: 1.5 });

    const usage = await api("GET", "/usage");
    expect(usage.body).toMatchObject({ balance_usd: 10, held_usd: 1.5, available_usd: 8.5, spent_usd: 0 });
    expect(usage.body.applications).toEqual({ queued: 1, running: 0, needs_review: 0, submitted: 0, failed: 0, total: 1 });

    const handle = server.temporal.workflow.getHandle(applicationWorkflowId(res.body.id));
    const described = await handle.describe();
    expect(described.status.name).toBe("RUNNING");
    expect(described.taskQueue).toBe(server.taskQueue);
    expect(described.typedSearchAttributes.get(searchAttributeKeys.applicationId)).toBe(res.body.id);
    expect(described.typedSearchAttributes.get(searchAttributeKeys.accountId)).toBe(accountId);
    expect(described.typedSearchAttributes.get(searchAttributeKeys.ats)).toBe("greenhouse");
    expect(described.typedSearchAttributes.get(searchAttributeKeys.status)).toBe("queued");
    const history = await handle.fetchHistory();
    const started = history.events![0]!.workflowExecutionStartedEventAttributes!;
    const input = defaultPayloadConverter.fromPayload(started.input!.payloads![0]!) as ApplicationWorkflowInput;
    expect(input).toEqual({ applicationId: res.body.id, accountId, ats: "greenhouse", reviewBeforeSubmit: false });

    const row = await db().application.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ creditState: "held", priceCents: 150, status: "queued" });
    expect(row.workflowStartedAt).toBeInstanceOf(Date);
    const hold = await db().creditEntry.findMany({ where: { applicationId: res.body.id } });
    expect(hold.map((e) => [e.kind, e.amountCents])).toEqual([["hold", 150]]);

    const full = await api("GET", `/applications/${res.body.id}`);
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      id: res.body.id,
      candidate_email: expect.stringMatching(/@inbox\.localhost$/),
      profile_id: profileId,
      url: `${GREENHOUSE}?gh_src=abc`,
      failure_reason: null,
      failure_message: null,
      review: null,
      awaiting_otp: false,
    });
  });

  it("accepts an inline profile for an existing candidate and saves it as a new profile", async () => {
    const { api, candidateId, profileId } = await createAccountWithCandidate(server.baseUrl);
    const res = await api("POST", "/applications", {
      candidate_id: candidateId,
      profile: validProfile({ headline: "inline" }),
      url: LEVER,
      review_before_submit: true,
    });
    expect(res.status).toBe(202);
    const full = await api("GET", `/applications/${res.body.id}`);
    expect(full.body.profile_id).not.toBe(profileId);
    const saved = await api("GET", `/profiles/${full.body.profile_id}`);
    expect(saved.body.profile.headline).toBe("inline");
    expect(saved.body.runs.map((r: any) => r.id)).toEqual([res.body.id]);
    const started = (await server.temporal.workflow.getHandle(applicationWorkflowId(res.body.id)).fetchHistory()).events![0]!;
    const input = defaultPayloadConverter.fromPayload(started.workflowExecutionStartedEventAttributes!.input!.payloads![0]!) as any;
    expect(input.reviewBeforeSubmit).toBe(true);

    const invalid = await api("POST", "/applications", { candidate_id: candidateId, profile: { personalInformation: {} }, url: LEVER + "x" });
    expect(invalid.status).toBe(422);
    expect(paths(invalid.body)).toEqual(expect.arrayContaining(["profile.personalInformation.firstName", "profile.education"]));
  });

  it("prices a posting outside the catalog at the base price with ats null", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const res = await api("POST", "/applications", { profile_id: (await api("GET", "/profiles")).body.data[0].id, url: "https://careers.example.org/jobs/42" });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ ats: null, price_usd: 3 });
  });

  it("answers 402, 404, 409 and 422 without holding credit", async () => {
    const poor = await createAccountWithCandidate(server.baseUrl, { creditUsd: 1 });
    const broke = await poor.api("POST", "/applications", { profile_id: poor.profileId, url: GREENHOUSE });
    expect(broke.status).toBe(402);
    expect(broke.body.error.code).toBe("insufficient_credit");
    expect(await db().application.count({ where: { accountId: poor.accountId } })).toBe(0);

    const { api, profileId, candidateId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 20 });
    const other = await createAccountWithCandidate(server.baseUrl);
    for (const body of [
      { profile_id: other.profileId, url: GREENHOUSE },
      { profile_id: "prof_AAAAAAAAAAAAAAAAAAAAAAAA", url: GREENHOUSE },
      { candidate_id: other.candidateId, profile: validProfile(), url: GREENHOUSE },
    ]) {
      const res = await api("POST", "/applications", body);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }

    expect((await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE })).status).toBe(202);
    // Same posting after normalisation: host case, trailing slash, tracking parameters, fragment.
    for (const url of [`https://BOARDS.greenhouse.io/acme/jobs/4012345/`, `${GREENHOUSE}?utm_source=x#apply`]) {
      const dup = await api("POST", "/applications", { profile_id: profileId, url });
      expect(dup.status).toBe(409);
      expect(dup.body.error.code).toBe("duplicate_application");
    }
    const viaInline = await api("POST", "/applications", { candidate_id: candidateId, profile: validProfile(), url: GREENHOUSE });
    expect(viaInline.status).toBe(409);

    const workday = await api("POST", "/applications", { profile_id: profileId, url: WORKDAY });
    expect(workday.status).toBe(422);
    expect(workday.body.error.code).toBe("invalid_request");
    expect(paths(workday.body)).toEqual(["profile_id"]);

    const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.heldCents).toBe(150);

    const bad = await api("POST", "/applications", { profile_id: "nope", url: "javascript:alert(1)", review_before_submit: "yes" });
    expect(bad.status).toBe(422);
    expect(paths(bad.body).sort()).toEqual(["profile_id", "review_before_submit", "url"]);
    const both = await api("POST", "/applications", { profile_id: profileId, candidate_id: candidateId, url: GREENHOUSE + "1" });
    expect(both.status).toBe(422);
    expect(paths(both.body)).toEqual(["candidate_id"]);
  });

  it("accepts a Workday posting for a candidate with an account password", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl, { accountSystemPassword: "s3cret-password" });
    const res = await api("POST", "/applications", { profile_id: (await api("GET", "/profiles")).body.data[0].id, url: WORKDAY });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ ats: "workday", price_usd: 4 });
  });

  it("allows a new application once the earlier one for the posting failed", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const first = await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE });
    await db().application.update({ where: { id: first.body.id }, data: { status: "failed", failureReason: "site_error", dedupeKey: null } });
    const again = await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE });
    expect(again.status).toBe(202);
    const failed = await api("GET", `/applications/${first.body.id}`);
    expect(failed.body).toMatchObject({ status: "failed", failure_reason: "site_error" });
  });
});

describe("GET /v1/applications", () => {
  it("lists newest first with cursor pagination and filters, scoped to the account", async () => {
    const { api, profileId, candidateId } = await createAccountWithCandidate(server.baseUrl);
    const other = await createAccountWithCandidate(server.baseUrl);
    await other.api("POST", "/applications", { profile_id: other.profileId, url: GREENHOUSE });
    const ids: string[] = [];
    for (const url of [GREENHOUSE, LEVER, "https://careers.example.org/jobs/1"]) {
      ids.push((await api("POST", "/applications", { profile_id: profileId, url })).body.id);
    }
    const page1 = await api("GET", "/applications?limit=2");
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((a: any) => a.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body).toMatchObject({ has_more: true, next_cursor: ids[1] });
    const page2 = await api("GET", `/applications?limit=2&cursor=${page1.body.next_cursor}`);
    expect(page2.body.data.map((a: any) => a.id)).toEqual([ids[0]]);
    expect(page2.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(Object.keys(page2.body.data[0]).sort()).toEqual([
      "ats", "awaiting_otp", "candidate_email", "candidate_id", "candidate_name", "created_at", "failure_message",
      "failure_reason", "id", "price_usd", "profile_id", "review", "status", "updated_at", "url",
    ]);

    expect((await api("GET", "/applications?ats=lever")).body.data.map((a: any) => a.id)).toEqual([ids[1]]);
    expect((await api("GET", `/applications?candidate_id=${candidateId}&status=queued`)).body.data).toHaveLength(3);
    expect((await api("GET", `/applications?profile_id=${profileId}&status=failed`)).body.data).toHaveLength(0);
    expect((await api("GET", `/applications?candidate_id=${other.candidateId}`)).body.data).toHaveLength(0);

    for (const [query, path] of [
      ["status=done", "status"], ["ats=myspace", "ats"], ["limit=0", "limit"], ["limit=101", "limit"], ["limit=abc", "limit"],
      ["cursor=zzz", "cursor"], [`cursor=${other.profileId}`, "cursor"], ["candidate_id=42", "candidate_id"],
      ["profile_id=cand_x", "profile_id"], ["sort=asc", "sort"], ["status=queued&status=failed", "status"],
    ] as const) {
      const res = await api("GET", `/applications?${query}`);
      expect(res.status, query).toBe(422);
      expect(paths(res.body), query).toEqual([path]);
    }
  });

  it("hides another account's application behind 404", async () => {
    const mine = await createAccountWithCandidate(server.baseUrl);
    const theirs = await createAccountWithCandidate(server.baseUrl);
    const app = (await theirs.api("POST", "/applications", { profile_id: theirs.profileId, url: GREENHOUSE })).body;
    for (const [method, path, body] of [
      ["GET", `/applications/${app.id}`, undefined],
      ["POST", `/applications/${app.id}/review`, { action: "reject" }],
      ["POST", `/applications/${app.id}/otp`, { code: "123456" }],
      ["GET", "/applications/app_nothere00000", undefined],
    ] as const) {
      const res = await mine.api(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
  });
});

describe("review and verification code", () => {
  const review: Review = {
    requested_at: "2026-11-22T10:00:00.000Z",
    expires_at: "2026-11-29T10:00:00.000Z",
    questions: [
      { key: "q_first_name", label: "First name", kind: "text", required: true, options: null, answer: "Ada", answer_source: "profile" },
      {
        key: "q_work_auth", label: "Authorized?", kind: "single_select", required: true, answer: null, answer_source: "none",
        options: [{ value: "yes", label: "Yes" }, { value: "no", label: "No" }],
      },
      {
        key: "q_langs", label: "Languages", kind: "multi_select", required: false, answer: null, answer_source: "none",
        options: [{ value: "en", label: "English" }, { value: "fr", label: "French" }],
      },
      { key: "q_start", label: "Start date", kind: "date", required: false, options: null, answer: null, answer_source: "none" },
      { key: "q_note", label: "Please read", kind: "display", required: false, options: null, answer: null, answer_source: "none" },
    ],
  };

  it("validates answers against the stored questions, then signals the workflow", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const app = (await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE, review_before_submit: true })).body;

    const early = await api("POST", `/applications/${app.id}/review`, { action: "approve" });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("invalid_state");

    // What the workflow's status activity writes when it parks the application.
    await db().application.update({ where: { id: app.id }, data: { status: "needs_review", review: review as any } });
    const parked = await api("GET", `/applications/${app.id}`);
    expect(parked.body.review).toEqual(review);

    const missing = await api("POST", `/applications/${app.id}/review`, { action: "approve" });
    expect(missing.status).toBe(422);
    expect(paths(missing.body)).toEqual(["answers.q_work_auth"]);

    const wrong = await api("POST", `/applications/${app.id}/review`, {
      action: "approve",
      answers: { q_work_auth: "maybe", q_langs: '["en","de"]', q_start: "2026-02-30", q_note: "ok", q_bogus: "x", q_first_name: "" },
    });
    expect(wrong.status).toBe(422);
    expect(paths(wrong.body).sort()).toEqual(["answers.q_bogus", "answers.q_first_name", "answers.q_langs", "answers.q_note", "answers.q_start", "answers.q_work_auth"]);
    expect(await signalsOf(server.temporal, app.id)).toEqual([]);

    const bad = await api("POST", `/applications/${app.id}/review`, { action: "maybe" });
    expect(bad.status).toBe(422);
    expect(paths(bad.body)).toEqual(["action"]);

    const answers = { q_work_auth: "yes", q_langs: '["en","fr"]', q_start: "2027-01-04" };
    const ok = await api("POST", `/applications/${app.id}/review`, { action: "approve", answers });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: app.id, status: "needs_review" });
    expect(await signalsOf(server.temporal, app.id)).toEqual([{ name: "review", input: { action: "approve", answers } }]);
  });

  it("delivers a rejection with its reason", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl);
    const app = (await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE, review_before_submit: true })).body;
    await db().application.update({ where: { id: app.id }, data: { status: "needs_review", review: review as any } });
    const res = await api("POST", `/applications/${app.id}/review`, { action: "reject", reason: "wrong role" });
    expect(res.status).toBe(200);
    expect(await signalsOf(server.temporal, app.id)).toEqual([{ name: "review", input: { action: "reject", reason: "wrong role" } }]);
  });

  it("accepts a code only while the application awaits one", async () => {
    const { api, profileId } = await createAccountWithCandidate(server.baseUrl, { emailMode: "candidate" });
    const app = (await api("POST", "/applications", { profile_id: profileId, url: GREENHOUSE })).body;
    const early = await api("POST", `/applications/${app.id}/otp`, { code: "123456" });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("invalid_state");

    await db().application.update({ where: { id: app.id }, data: { status: "running", awaitingOtp: true } });
    const invalid = await api("POST", `/applications/${app.id}/otp`, { code: "" });
    expect(invalid.status).toBe(422);
    expect(paths(invalid.body)).toEqual(["code"]);
    const res = await api("POST", `/applications/${app.id}/otp`, { code: " 654321 " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: app.id, status: "running", awaiting_otp: true });
    expect(await signalsOf(server.temporal, app.id)).toEqual([{ name: "verification", input: { code: "654321", source: "client" } }]);
  });
});

describe("reconciler", () => {
  it("starts the workflow of an application committed without one", async () => {
    const { accountId, candidateId, profileId } = await createAccountWithCandidate(server.baseUrl);
    // As if the gateway died right after the commit: queued, credit held, no workflow.
    const id = newId("app");
    await db().application.create({
      data: {
        id, accountId, candidateId, profileId, url: LEVER, normalizedUrl: LEVER, dedupeKey: LEVER, ats: "lever",
        status: "queued", priceCents: 150, createdAt: new Date(Date.now() - 60_000),
      },
    });
    const handle = server.temporal.workflow.getHandle(applicationWorkflowId(id));
    await expect(handle.describe()).rejects.toThrow();
    expect(await startPendingWorkflows(server.temporal, { taskQueue: server.taskQueue })).toBeGreaterThanOrEqual(1);
    const first = await handle.describe();
    expect(first.status.name).toBe("RUNNING");
    expect(first.taskQueue).toBe(server.taskQueue);
    expect((await db().application.findUniqueOrThrow({ where: { id } })).workflowStartedAt).toBeInstanceOf(Date);
    // Idempotent: a second pass leaves the started workflow alone.
    await startPendingWorkflows(server.temporal, { taskQueue: server.taskQueue });
    expect((await handle.describe()).runId).toBe(first.runId);
  });
});
