// The gateway process dies (SIGKILL) during a burst of POST /applications. Whatever it had done by
// then, the database stays whole: no application without its hold, no hold without its application,
// the account's held total equals its applications' prices; and a new gateway starts the workflow of
// every application the dead one accepted (its reconciler), so no credit stays stranded.
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";
import { apiClient, createAccountWithCandidate } from "../api/helpers";
import { eventually } from "../helpers";
import { testQueue } from "../workflows/fixtures";
import { compiledEntryPoint } from "./processes";

const queue = testQueue();
const children: ChildProcess[] = [];
let gatewayEntry: string;

beforeAll(async () => {
  gatewayEntry = await compiledEntryPoint("test/faults/gateway-process.ts");
});

async function startGatewayProcess(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [gatewayEntry], {
    cwd: projectRoot,
    env: { ...process.env, TASK_QUEUE: queue, RATE_LIMIT_PER_SECOND: "100000", RATE_LIMIT_BURST: "100000", IDEMPOTENCY_LEASE_SECONDS: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const m = /ready (\d+)/.exec(chunk.toString());
      if (m) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`gateway process exited early (${code})`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  if (gatewayEntry) await rm(gatewayEntry, { force: true });
  await disconnectDb();
});

describe("gateway killed during a burst of creates", () => {
  it("leaves every application with its hold, and a new gateway starts them all", async () => {
    const first = await startGatewayProcess();
    const { api, accountId, profileId } = await createAccountWithCandidate(first.baseUrl, { creditUsd: 1000 });
    const base = Date.now() % 1_000_000;
    const requests = Array.from({ length: 60 }, (_, i) =>
      api("POST", "/applications", { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${base}${i}` }).catch(() => null),
    );
    // Kill once some creates have been accepted and others are still in flight.
    await eventually(async () => (await db().application.count({ where: { accountId } })) >= 10, 30_000);
    first.child.kill("SIGKILL");
    await Promise.all(requests);

    // One snapshot for the three reads: PostgreSQL may still commit a create the dead gateway had
    // sent (its backend notices the closed connection only later), and three separate reads would then
    // see that application's hold but not the application.
    const [apps, holds, account] = await db().$transaction(
      [
        db().application.findMany({ where: { accountId }, select: { id: true, priceCents: true } }),
        db().creditEntry.findMany({ where: { accountId, kind: "hold" }, select: { applicationId: true, amountCents: true } }),
        db().account.findUniqueOrThrow({ where: { id: accountId } }),
      ],
      { isolationLevel: "RepeatableRead" },
    );
    expect(apps.length).toBeGreaterThanOrEqual(10);
    expect(holds.map((h) => h.applicationId).sort()).toEqual(apps.map((a) => a.id).sort());
    expect(account.heldCents).toBe(apps.reduce((sum, a) => sum + a.priceCents, 0));
    expect(account.balanceCents - account.heldCents).toBe(100_000 - account.heldCents);

    // A new gateway's reconciler starts every accepted application's workflow.
    await startGatewayProcess();
    await eventually(async () => (await db().application.count({ where: { accountId, workflowStartedAt: null } })) === 0, 60_000);
  }, 120_000);
});

describe("gateway killed during a burst of creates sent with Idempotency-Keys", () => {
  it("answers every retry with the application its key made, and makes none twice", async () => {
    const first = await startGatewayProcess();
    const { accountId, apiKey, profileId } = await createAccountWithCandidate(first.baseUrl, { creditUsd: 1000 });
    const base = Date.now() % 1_000_000;
    const sends = Array.from({ length: 60 }, (_, i) => ({
      key: `burst-${base}-${i}`,
      body: { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${base}${i}` },
    }));
    const send = (baseUrl: string, { key, body }: (typeof sends)[number]) =>
      apiClient(baseUrl, apiKey)("POST", "/applications", body, { "idempotency-key": key });
    const firstAnswers = sends.map((s) => send(first.baseUrl, s).catch(() => null));
    await eventually(async () => (await db().application.count({ where: { accountId } })) >= 10, 30_000);
    first.child.kill("SIGKILL");
    const answered = (await Promise.all(firstAnswers)).filter((a) => a?.status === 202).length;
    // Some first attempts committed and never answered: the case the keys are for.
    expect(await db().application.count({ where: { accountId } })).toBeGreaterThan(answered);

    // Every request is sent again, as a client whose connection broke would, to a new gateway.
    const second = await startGatewayProcess();
    const ids = new Map<string, string>();
    for (const s of sends) {
      await eventually(async () => {
        const answer = await send(second.baseUrl, s);
        if (answer.status === 202) ids.set(s.key, answer.body.id);
        return answer.status === 202;
      }, 30_000);
    }
    const apps = await db().application.findMany({ where: { accountId }, select: { id: true } });
    // One application per key: what the first attempts committed, answered or not, plus what they never reached.
    expect(new Set(ids.values()).size).toBe(sends.length);
    expect(apps.map((a) => a.id).sort()).toEqual([...ids.values()].sort());
    const holds = await db().creditEntry.count({ where: { accountId, kind: "hold" } });
    expect(holds).toBe(sends.length);
  }, 180_000);
});
