import { defaultPayloadConverter, type Payload } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { startPendingWorkflows } from "../../api/reconcile";
import { config } from "../../lib/config";
import { db } from "../../lib/db";
import { EncryptionCodec } from "../../lib/payload-codec";
import { newId } from "../../lib/ids";
import { searchAttributeKeys } from "../../lib/search-attributes";
import { applicationWorkflowId, type ApplicationWorkflowInput } from "../../lib/workflow-contract";
import { validProfile } from "../fixtures/profiles";
import { useTestApi, createAccountWithCandidate, untilWorkflowStarted } from "./helpers";

const server = useTestApi();

const GREENHOUSE = "https://boards.greenhouse.io/acme/jobs/4012345";
const LEVER = "https://jobs.lever.co/acme/0a1b2c3d-4e5f-6789-abcd-ef0123456789";
const WORKDAY = "https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote-USA/Software-Engineer_R-012345";
/** A payload as the service's codec reads it back (histories hold only ciphertext). */
const decrypted = async (payload: Payload) => (await new EncryptionCodec(config.encryptionKey).decode([payload]))[0];
const paths = (body: any) => (body.error.details as { path: string }[]).map((d) => d.path);

describe("POST /v1/applications", () => {
  it("queues an application from a saved profile, holds its price and starts its workflow", async () => {
    const { api, candidateId, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 10 });
    const res = await api("POST", "/applications", { profile_id: profileId, url: `${GREENHOUSE}?gh_src=abc` });
    expect(res.status).toBe(202);
    expect(Object.keys(res.body).sort()).toEqual(["ats", "candidate_id", "candidate_name", "created_at", "id", "price_usd", "status"]);
    expect(res.body).toMatchObject({
      candidate_id: candidateId,
      candidate_name: "Ada Lovelace",
      ats: "greenhouse",
      status: "queued",
      price_usd: 1.5,
    });

    const usage = await api("GET", "/usage");
    expect(usage.body).toMatchObject({ balance_usd: 10, held_usd: 1.5, available_usd: 8.5, spent_usd: 0 });
    expect(usage.body.applications).toEqual({ queued: 1, running: 0, needs_review: 0, submitted: 0, failed: 0, total: 1 });

    // The start runs beside the answer, and is recorded for the reconciler once Temporal has it (api/workflow-start.ts).
    await untilWorkflowStarted(res.body.id);
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
    const input = defaultPayloadConverter.fromPayload(await decrypted(started.input!.payloads![0]!)) as ApplicationWorkflowInput;
    expect(input).toEqual({ applicationId: res.body.id, accountId, ats: "greenhouse", reviewBeforeSubmit: false });

    const row = await db().application.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ creditState: "held", priceCents: 150, status: "queued" });
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
    await untilWorkflowStarted(res.body.id);
    const started = (await server.temporal.workflow.getHandle(applicationWorkflowId(res.body.id)).fetchHistory()).events![0]!;
    const input = defaultPayloadConverter.fromPayload(
      await decrypted(started.workflowExecutionStartedEventAttributes!.input!.payloads![0]!),
    ) as any;
    expect(input.reviewBeforeSubmit).toBe(true);

    const invalid = await api("POST", "/applications", {
      candidate_id: candidateId,
      profile: { personalInformation: {} },
      url: LEVER + "x",
    });
    expect(invalid.status).toBe(422);
    expect(paths(invalid.body)).toEqual(expect.arrayContaining(["profile.personalInformation.firstName", "profile.education"]));
  });

  it("prices a posting outside the catalog at the base price with ats null", async () => {
    const { api } = await createAccountWithCandidate(server.baseUrl);
    const res = await api("POST", "/applications", {
      profile_id: (await api("GET", "/profiles")).body.data[0].id,
      url: "https://careers.example.org/jobs/42",
    });
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
    const workdayInline = await api("POST", "/applications", { candidate_id: candidateId, profile: validProfile(), url: WORKDAY });
    expect(workdayInline.status).toBe(422);
    expect(paths(workdayInline.body)).toEqual(["candidate_id"]);

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
    await db().application.update({
      where: { id: first.body.id },
      data: { status: "failed", failureReason: "site_error", dedupeKey: null },
    });
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
      "ats",
      "awaiting_otp",
      "candidate_email",
      "candidate_id",
      "candidate_name",
      "created_at",
      "failure_message",
      "failure_reason",
      "id",
      "price_usd",
      "profile_id",
      "review",
      "status",
      "updated_at",
      "url",
    ]);

    expect((await api("GET", "/applications?ats=lever")).body.data.map((a: any) => a.id)).toEqual([ids[1]]);
    expect((await api("GET", `/applications?candidate_id=${candidateId}&status=queued`)).body.data).toHaveLength(3);
    expect((await api("GET", `/applications?profile_id=${profileId}&status=failed`)).body.data).toHaveLength(0);
    expect((await api("GET", `/applications?candidate_id=${other.candidateId}`)).body.data).toHaveLength(0);

    for (const [query, path] of [
      ["status=done", "status"],
      ["ats=myspace", "ats"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=abc", "limit"],
      ["cursor=zzz", "cursor"],
      [`cursor=${other.profileId}`, "cursor"],
      ["candidate_id=42", "candidate_id"],
      ["profile_id=cand_x", "profile_id"],
      ["sort=asc", "sort"],
      ["status=queued&status=failed", "status"],
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

describe("reconciler", () => {
  it("starts the workflow of an application committed without one", async () => {
    const { accountId, candidateId, profileId } = await createAccountWithCandidate(server.baseUrl);
    // As if the gateway died right after the commit: queued, credit held, no workflow.
    const id = newId("app");
    await db().application.create({
      data: {
        id,
        accountId,
        candidateId,
        profileId,
        url: LEVER,
        normalizedUrl: LEVER,
        dedupeKey: LEVER,
        ats: "lever",
        status: "queued",
        priceCents: 150,
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    const handle = server.temporal.workflow.getHandle(applicationWorkflowId(id));
    await expect(handle.describe()).rejects.toThrow();
    // Older than 50 s: this one (a minute old), not another file's that its own gateway is starting.
    const pass = { taskQueue: server.taskQueue, olderThanMs: 50_000 };
    expect(await startPendingWorkflows(server.temporal, pass)).toBeGreaterThanOrEqual(1);
    const first = await handle.describe();
    expect(first.status.name).toBe("RUNNING");
    expect(first.taskQueue).toBe(server.taskQueue);
    expect((await db().application.findUniqueOrThrow({ where: { id } })).workflowStartedAt).toBeInstanceOf(Date);
    // Idempotent: a second pass leaves the started workflow alone.
    await startPendingWorkflows(server.temporal, pass);
    expect((await handle.describe()).runId).toBe(first.runId);
  });
});
