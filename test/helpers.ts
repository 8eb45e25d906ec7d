// Helpers every suite shares: waiting for what runs on its own, the processes a test started, and dates as
// the simulated US forms write them. Suite-specific set-ups stay beside their suites (test/api/helpers.ts,
// test/e2e/harness.ts, test/ats/env.ts, test/workflows/fixtures.ts); profiles are in test/fixtures/profiles.ts.
import { execFileSync } from "node:child_process";

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
export function processTree(rootPid: number | null): number[] {
  if (!rootPid) return [];
  const table = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of table) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** Today as the US forms write a date (MM/DD/YYYY). */
export const todayUs = () => new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });
