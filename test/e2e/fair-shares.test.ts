// Fair shares per account (docs/cluster.md "Fair shares per account"): one account's 500 queued
// applications do not hold up another account's single one. Every part is real: the gateway starts each
// workflow with the account as Temporal's fairness key, the dev server runs with fairness on
// (lib/dev-server.ts SERVER_DYNAMIC_CONFIG), and a worker with Chromium submits against the simulators.
// Without the key the task queue is first in, first out: the single application would wait for the
// batch's 500.
import { randomBytes } from "node:crypto";
import pLimit from "p-limit";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "../../worker";
import { config, useConfig } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { createAccountWithCandidate, startTestApi, untilWorkflowStarted, type TestAccount, type TestApi } from "../api/helpers";
import { inUs, KNOWS_ALL } from "../fixtures/profiles";
import { startSimulators, type Simulators } from "../simulators";
import { eventually } from "../helpers";
import { RESUME_URL } from "./harness";

const BATCH = 500;
let sim: Simulators;
let gateway: TestApi;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  gateway = await startTestApi({ taskQueue: `fair-${randomBytes(4).toString("hex")}` });
  sim = await startSimulators();
  useConfig({ atsHostMap: sim.hostMap });
}, 300_000);

afterAll(async () => {
  await worker?.shutdown();
  await gateway?.close();
  await sim?.close();
  await disconnectDb();
});

const post = (account: TestAccount, job: string) =>
  account.api("POST", "/applications", { profile_id: account.profileId, url: `http://boards.greenhouse.io/acme/jobs/${job}` });

const submittedOf = (account: TestAccount) => db().application.count({ where: { accountId: account.accountId, status: "submitted" } });

it("one account's 500 queued applications delay another's single one by no more than the places ahead of it", async () => {
  const batch = await createAccountWithCandidate(gateway.baseUrl, {
    creditUsd: BATCH * 2,
    profile: inUs(KNOWS_ALL),
    resumeUrl: RESUME_URL,
  });
  const single = await createAccountWithCandidate(gateway.baseUrl, { creditUsd: 10, profile: inUs(KNOWS_ALL), resumeUrl: RESUME_URL });
  const stamp = Date.now().toString().slice(-6);

  // The batch is queued in Temporal before the single application and before any worker polls.
  const limit = pLimit(20);
  const batchIds = await Promise.all(
    Array.from({ length: BATCH }, (_, i) =>
      limit(async () => {
        const created = await post(batch, `${stamp}${String(i).padStart(3, "0")}`);
        expect(created.status, JSON.stringify(created.body)).toBe(202);
        return created.body.id as string;
      }),
    ),
  );
  const started = () => db().application.count({ where: { id: { in: batchIds }, workflowStartedAt: { not: null } } });
  await eventually(async () => (await started()) === BATCH, 120_000);
  const alone = await post(single, `${stamp}999`);
  expect(alone.status).toBe(202);
  await untilWorkflowStarted(alone.body.id, 30_000);

  worker = await startWorker({ taskQueue: gateway.taskQueue });
  const startedAt = Date.now();
  const done = await eventually(async () => {
    const app = await db().application.findUniqueOrThrow({ where: { id: alone.body.id } });
    return ["submitted", "failed"].includes(app.status) && app;
  }, 300_000);
  expect(done.status, done.failureMessage ?? "").toBe("submitted");

  // Ahead of it at most the batch's applications that held the places when it arrived and those that
  // started beside it: two per place. First in, first out, it would have been behind all 500.
  const ahead = await submittedOf(batch);
  console.log(
    `fair shares: the single application was submitted ${((Date.now() - startedAt) / 1000).toFixed(1)} s after the worker started, ` +
      `after ${ahead} of the batch's ${BATCH} (pool ${config.browserPoolSize})`,
  );
  expect(ahead).toBeLessThanOrEqual(2 * config.browserPoolSize);

  // The batch is stopped before the worker, so its waiting activities are cancelled, not awaited.
  const stop = pLimit(50);
  await Promise.all(
    batchIds.map((id) =>
      stop(() =>
        gateway.temporal.workflow
          .getHandle(applicationWorkflowId(id))
          .terminate("test over")
          .catch(() => {}),
      ),
    ),
  );
  await worker.shutdown();
  worker = undefined;
}, 600_000);
