// A worker process dies (SIGKILL) while applications are under way; a new one takes over. Every
// application must still end, settle its credit exactly once, and no form may be sent twice.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { temporal } from "@temporalio/proto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectDb } from "../../lib/db";
import { startSimulators, type Simulators } from "../simulators";
import { eventually, processTree } from "../helpers";
import { ledger, result, seedApplication, startApplication, testQueue, type Seeded } from "../workflows/fixtures";
import { compiledEntryPoint } from "./processes";

const { EventType } = temporal.api.enums.v1;
const queue = testQueue();
const settings = {
  browser: { heartbeatTimeoutMs: 3_000, scheduleToStartTimeoutMs: 5_000, scheduleToCloseTimeoutMs: 90_000, workerAttempts: 3 },
};
let sim: Simulators;
let workerEntry: string;
const children: ChildProcess[] = [];

/** Starts a worker process (node → Chromium). */
async function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [workerEntry], {
    env: {
      ...process.env,
      TASK_QUEUE: queue,
      WORKER_OPTIONS: JSON.stringify({ settings, fence: { outcomeWaitMs: 10_000 } }),
      ATS_HOST_MAP: sim.hostMap,
      ATS_OUTCOME_TIMEOUT_MS: "8000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`worker process exited early (${code})`)));
  });
  return child;
}

/** The command line of a live process, or "" once it is gone. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

function kill(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Stops a worker process gracefully (it closes its Chromium) or, failing that, kills what is left. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const tree = processTree(child.pid!);
  child.kill("SIGTERM");
  const exited = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!exited) kill(tree, "SIGKILL");
}

beforeAll(async () => {
  [sim, workerEntry] = await Promise.all([startSimulators(), compiledEntryPoint("test/faults/worker-process.ts")]);
});

// Each run (and repetition) starts with no worker of an earlier one still serving the queue.
afterEach(async () => {
  for (const child of children.splice(0)) await stop(child);
});

afterAll(async () => {
  await sim?.close();
  if (workerEntry) await rm(workerEntry, { force: true });
  await disconnectDb();
});

// CI runs this three times per `npm test`; `npm run test:faults` ten times in a row.
const repeats = Number(process.env.FAULT_REPEATS ?? 3) - 1;

describe("worker crash", () => {
  it("every application ends, settles once, and no form is sent twice", { repeats, timeout: 240_000 }, async () => {
    const first = await startWorkerProcess();
    const suffix = Date.now().toString().slice(-6);
    // 4080: the simulator answers slowly, so the kill lands while pages are being filled.
    const urls = ["4080", "4012", "4080"].map((job, i) => `http://boards.greenhouse.io/acme/jobs/${suffix}${i}${job}`);
    const seeded: Seeded[] = [];
    for (const url of urls) seeded.push(await seedApplication({ url, resumeUrl: "http://files.example.test/resume.pdf" }));
    const handles = await Promise.all(seeded.map((s) => startApplication(s, queue)));

    // Kill once the browser is at work on the postings.
    await eventually(async () => urls.every((u) => sim.requests.some((r) => u.endsWith(r.path.split("?")[0]))), 60_000);
    // The worker's processes die at once, as when the process is OOM-killed; its Chromium must follow
    // by itself (it is attached by a pipe), leaving no orphan behind.
    const tree = processTree(first.pid!);
    const chromium = tree.filter((pid) => commandOf(pid).includes("chromium"));
    expect(chromium.length).toBeGreaterThan(0);
    kill(
      tree.filter((pid) => !chromium.includes(pid)),
      "SIGKILL",
    );
    // A minute: on a loaded 2-core machine a dozen Chromium processes take a while to be scheduled out.
    await eventually(async () => chromium.every((pid) => commandOf(pid) === ""), 60_000).catch(() => {
      throw new Error(
        `Chromium outlived its worker: ${chromium
          .map(commandOf)
          .filter(Boolean)
          .map((c) => c.slice(0, 120))
          .join(" | ")}`,
      );
    });
    await startWorkerProcess();

    const outcomes = await Promise.all(handles.map((h) => result(h)));
    // The kill landed while browser work was in flight: some activity of the dead worker timed out.
    const timedOut = await Promise.all(
      handles.map(async (h) => (await h.fetchHistory()).events!.some((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT)),
    );
    expect(timedOut).toContain(true);
    for (const [i, s] of seeded.entries()) {
      const app = await db().application.findUniqueOrThrow({ where: { id: s.applicationId } });
      const sent = sim.submissions.filter((sub) => urls[i].endsWith(`/${sub.jobId}`)).length;
      expect(["submitted", "failed"]).toContain(app.status);
      expect(outcomes[i].status).toBe(app.status);
      expect(sent).toBeLessThanOrEqual(1);
      if (app.status === "submitted") expect(sent).toBe(1);
      expect(await ledger(s.applicationId)).toEqual(app.status === "submitted" ? ["charge", "hold"] : ["hold", "release"]);
    }
  });
});
