// POST /v1/applications answers once the application and its hold are committed; its workflow start
// runs beside the answer, at most `limit` at once (api/workflow-start.ts WorkflowStarts). Here
// Temporal is a stub whose starts end only when the test lets them.
import type { AddressInfo } from "node:net";
import type { Client } from "@temporalio/client";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../api/app";
import { createRateLimit } from "../../api/rate-limit";
import { WorkflowStarts } from "../../api/workflow-start";
import { config, useConfig } from "../../lib/config";
import { db } from "../../lib/db";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { eventually } from "../helpers";
import { apiClient, createAccountWithCandidate, untilWorkflowStarted, useTestApi, workflowStartedAt } from "./helpers";

const server = useTestApi();

const rateLimit = createRateLimit({ perSecond: 100_000, burst: 100_000 });
afterAll(() => rateLimit.close());

type PendingStart = { workflowId: string; release: () => void; fail: (err: Error) => void };

/**
 * Runs `test` against a gateway allowing `limit` starts at once, whose Temporal's workflow starts
 * wait until `release`d (or fail when `fail`ed), with a new account and its saved profile.
 */
async function withHeldStarts(
  limit: number,
  test: (g: { api: ReturnType<typeof apiClient>; profileId: string; pending: PendingStart[]; starts: WorkflowStarts }) => Promise<void>,
) {
  const pending: PendingStart[] = [];
  const start = (_workflow: string, options: { workflowId: string }) =>
    new Promise<void>((release, fail) => pending.push({ workflowId: options.workflowId, release, fail }));
  const temporal = { workflow: { start } } as unknown as Client;
  const starts = new WorkflowStarts(temporal, "held-starts", limit);
  const listening = createApp({ temporal, starts, rateLimit }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", resolve));
  try {
    const { apiKey, profileId } = await createAccountWithCandidate(server.baseUrl);
    const api = apiClient(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`, apiKey);
    await test({ api, profileId, pending, starts });
  } finally {
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  }
}

const posting = (n: number) => `https://boards.greenhouse.io/acme/jobs/${Date.now()}${n}`;

describe("workflow starts beside the answer", () => {
  it("answers 202 while the start is pending, and records the start once Temporal has it", () =>
    withHeldStarts(2, async ({ api, profileId, pending, starts }) => {
      const res = await api("POST", "/applications", { profile_id: profileId, url: posting(1) });
      expect(res.status).toBe(202);
      expect(pending.map((p) => p.workflowId)).toEqual([applicationWorkflowId(res.body.id)]);
      expect(await db().application.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
        status: "queued",
        creditState: "held",
        workflowStartedAt: null,
      });

      pending[0]!.release();
      await starts.drain();
      await untilWorkflowStarted(res.body.id);
    }));

  it("holds a POST while as many starts as it allows are pending, and leaves a failed start to the reconciler", () =>
    withHeldStarts(1, async ({ api, profileId, pending, starts }) => {
      const first = await api("POST", "/applications", { profile_id: profileId, url: posting(1) });
      let secondAnswered = false;
      const second = api("POST", "/applications", { profile_id: profileId, url: posting(2) }).finally(() => (secondAnswered = true));
      // The second is committed, then waits for a place among the starts.
      await eventually(async () => (await db().application.count({ where: { profileId } })) === 2, 5_000);
      await new Promise((r) => setTimeout(r, 200));
      expect(secondAnswered).toBe(false);
      expect(pending).toHaveLength(1);

      pending[0]!.fail(new Error("Temporal is away"));
      expect((await second).status).toBe(202);
      expect(pending).toHaveLength(2);
      pending[1]!.release();
      await starts.drain();
      await untilWorkflowStarted((await second).body.id);
      // The failed start is not recorded: the reconciler starts that one (api/reconcile.ts).
      expect(await workflowStartedAt(first.body.id)).toBeNull();
    }));
});

describe("the workflow's fairness key", () => {
  it("is the account, with its ACCOUNT_WEIGHTS weight, so Temporal dispatches by account (test/e2e/fair-shares.test.ts)", async () => {
    const heavy = await createAccountWithCandidate(server.baseUrl);
    const plain = await createAccountWithCandidate(server.baseUrl);
    const weights = config.accountWeights;
    useConfig({ accountWeights: new Map([[heavy.accountId, 4]]) });
    try {
      for (const [account, weight] of [
        [heavy, 4],
        [plain, 1],
      ] as const) {
        const res = await account.api("POST", "/applications", { profile_id: account.profileId, url: posting(7) });
        expect(res.status).toBe(202);
        await untilWorkflowStarted(res.body.id);
        const described = await server.temporal.workflow.getHandle(applicationWorkflowId(res.body.id)).describe();
        expect(described.priority).toMatchObject({ fairnessKey: account.accountId, fairnessWeight: weight });
      }
    } finally {
      useConfig({ accountWeights: weights });
    }
  });
});
