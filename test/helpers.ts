// Helpers every suite shares: waiting for what runs on its own, the processes a test started, and dates as
// the simulated US forms write them. Suite-specific set-ups stay beside their suites (test/api/helpers.ts,
// test/e2e/harness.ts, test/ats/env.ts, test/workflows/fixtures.ts); profiles are in test/fixtures/profiles.ts.
import { processTree as treeOf } from "../scripts/cluster/processes";

/** Polls until `check` returns a value (the workflow runs on its own; tests wait for its writes). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The process and all its descendants, as `ps` sees them now (none for no pid). */
export const processTree = (rootPid: number | null): number[] => (rootPid ? treeOf(rootPid) : []);

/** Today as the US forms write a date (MM/DD/YYYY). */
export const todayUs = () => new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
