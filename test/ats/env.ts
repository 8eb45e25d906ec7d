// Simulators + mail catcher + ATS_HOST_MAP for the adapter tests; close() also proves that every
// browser context was closed and that no Chromium process of ours is left behind.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import { startSimulators, type Simulators } from "../simulators";
import { startMailCatcher, type MailCatcher } from "../simulators/harness";
import { acquireLease, browserStats, openContextCount, type Lease } from "../../ats-adapters/browser-pool";
import { closeBrowser } from "../../ats-adapters";
import { configureAts } from "../../ats-adapters/settings";
import { processTree } from "../helpers";

export interface AtsEnv {
  sim: Simulators;
  smtp: MailCatcher;
  close(): Promise<void>;
}

/** Pids that still run. A zombie (exited, waiting for its parent to reap it) does not count. */
export function alive(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
    } catch {
      return false;
    }
  });
}

/** Waits (bounded) for the pids to exit; returns those still running. */
export async function leftoversOf(pids: number[], waitMs = 5000): Promise<number[]> {
  const until = Date.now() + waitMs;
  while (alive(pids).length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return alive(pids);
}

/** Closes the browser and returns the pids of our Chromium that are still running (should be none). */
export async function closeAndListLeftovers(): Promise<number[]> {
  const tree = processTree(browserStats().pid);
  await closeBrowser();
  return leftoversOf(tree);
}

/** Still-running processes whose command line names chromium and that descend from `pid`. */
export function chromiumProcessesOf(pid: number | null): number {
  return alive(processTree(pid)).length;
}

export async function startAtsEnv(): Promise<AtsEnv> {
  configureAts({ outcomeTimeoutMs: 8000, actionTimeoutMs: 8000 });
  const smtp = await startMailCatcher();
  const sim = await startSimulators({ smtp: { host: smtp.host, port: smtp.port } });
  configureAts({ hostMap: sim.hostMap });
  return {
    sim,
    smtp,
    async close() {
      const leases = browserStats().leases;
      const contexts = await openContextCount();
      const leftovers = await closeAndListLeftovers();
      await sim.close();
      await smtp.close();
      if (leases || contexts) throw new Error(`${leases} lease(s) and ${contexts} browser context(s) were left open`);
      if (leftovers.length) throw new Error(`Chromium processes left behind: ${leftovers.join(", ")}`);
    },
  };
}

/**
 * startAtsEnv before a file's tests and close after them, as the simulator harness's
 * useSimulatorBrowser does: the returned environment is filled in once the file's tests begin.
 */
export function useAtsEnv(): AtsEnv {
  const env = {} as AtsEnv;
  beforeAll(async () => {
    Object.assign(env, await startAtsEnv());
  });
  afterAll(async () => {
    await env.close?.();
  });
  return env;
}

/**
 * One browser page for this file's tests (`held.lease`, set before they run); afterwards it is
 * released, the browser closed, and no Chromium process of it may be left behind.
 */
export function useBrowserLease(): { lease: Lease } {
  const held = {} as { lease: Lease };
  beforeAll(async () => {
    held.lease = await acquireLease();
  });
  afterAll(async () => {
    const tree = processTree(browserStats().pid);
    await held.lease?.release();
    await closeBrowser();
    expect(await leftoversOf(tree)).toEqual([]);
  });
  return held;
}
