// The final click is a fence: of two attempts of the submit activity running at once for one
// application (a heartbeat timeout retried while the first attempt still lived), exactly one clicks,
// and the other reports the clicking attempt's outcome without clicking.
import { MockActivityEnvironment } from "@temporalio/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as realAts from "../../ats-adapters";
import type { AtsLayer } from "../../activities/browser";
import { createBrowserActivities } from "../../activities/browser";
import type { SubmitOutcome } from "../../ats-adapters/types";
import { db, disconnectDb } from "../../lib/db";
import { startAtsEnv, type AtsEnv } from "../ats/env";
import { FILES_HOST } from "../simulators/files";
import { seedApplication } from "../workflows/fixtures";

/** Runs the submit activity as attempt `attempt` of one activity, in a context of its own. */
function attemptOf(ats: AtsLayer, applicationId: string, attempt: number) {
  const env = new MockActivityEnvironment({ attempt, activityId: "submit", heartbeatTimeoutMs: 30_000 });
  const { submitApplication } = createBrowserActivities(ats, "test-queue", { outcomeWaitMs: 60_000 });
  return { env, result: env.run(submitApplication, { applicationId }) };
}

afterAll(async () => {
  await disconnectDb();
});

describe("two attempts of the submit activity at once", () => {
  it("exactly one clicks; the other reports its outcome", async () => {
    const seeded = await seedApplication();
    let clicks = 0;
    let arrived = 0;
    let bothFilled!: () => void;
    const filled = new Promise<void>((resolve) => (bothFilled = resolve));
    const ats: AtsLayer = {
      async inspectApplication() {
        throw new Error("not used");
      },
      async continueInspection() {
        throw new Error("not used");
      },
      async submitApplication(_req, guard): Promise<SubmitOutcome> {
        // Both attempts have filled the form before either reaches the button.
        if (++arrived === 2) bothFilled();
        await filled;
        await guard.claimFinalClick();
        clicks++;
        return { kind: "submitted", confirmation: `clicked by attempt ${arrived}` };
      },
      async continueWithVerification() {
        throw new Error("not used");
      },
      async abandonSession() {},
      async closeBrowser() {},
    };
    const outcomes = await Promise.all([attemptOf(ats, seeded.applicationId, 1).result, attemptOf(ats, seeded.applicationId, 2).result]);
    expect(clicks).toBe(1);
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toMatchObject({ kind: "submitted" });
    const app = await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } });
    expect(app.submitClaim).toMatch(/#[12]\//);
    expect(app.submitOutcome).toEqual(outcomes[0]);
  });

  it("a superseded attempt (cancelled through its heartbeat) never clicks", async () => {
    const seeded = await seedApplication();
    let clicks = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ats = {
      async submitApplication(_req, guard) {
        await gate;
        await guard.claimFinalClick();
        clicks++;
        return { kind: "submitted", confirmation: null };
      },
    } as AtsLayer;
    const attempt = attemptOf(ats, seeded.applicationId, 1);
    attempt.env.cancel("TIMED_OUT");
    release();
    await expect(attempt.result).rejects.toBeDefined();
    expect(clicks).toBe(0);
    expect((await db().application.findUniqueOrThrow({ where: { id: seeded.applicationId } })).submitClickedAt).toBeNull();
  });
});

describe("two attempts at once on a real form (Chromium and the Greenhouse simulator)", () => {
  let env: AtsEnv;
  beforeAll(async () => {
    env = await startAtsEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  // Two browsers filling the rebuilt Greenhouse form at once take 60-90 s on the loaded 2-core machine.
  it("the employer receives one submission and both attempts report it", { timeout: 240_000 }, async () => {
    const url = `http://boards.greenhouse.io/acme/jobs/${Date.now().toString().slice(-6)}012`;
    const seeded = await seedApplication({ url, resumeUrl: `http://${FILES_HOST}/resume.pdf` });
    const outcomes = await Promise.all([1, 2].map((n) => attemptOf(realAts, seeded.applicationId, n).result));
    const sent = env.sim.submissions.filter((s) => url.endsWith(`/${s.jobId}`));
    expect(sent).toHaveLength(1);
    expect(outcomes.map((o) => (o as SubmitOutcome).kind)).toEqual(["submitted", "submitted"]);
  });
});
