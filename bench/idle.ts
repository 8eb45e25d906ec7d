// `npx tsx bench/idle.ts [seconds]`: the cost of a running `npm start` with nothing to do. Starts
// the service (its own ports and data directory, so it can run beside another copy), waits until it
// is ready and has settled (a minute), then reads CPU and memory of the whole process tree (node,
// the Temporal dev server, Chromium if any) over the given seconds (default 30). Target
// (docs/performance.md, "Targets"): under 2% of one core and 600 MiB.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mib, processTree, treeUsage } from "./processes";

const seconds = Number(process.argv[2] ?? 30);
const root = path.resolve(import.meta.dirname, "..");
const port = 20_000 + Math.floor(Math.random() * 10_000);
const child = spawn("npm", ["start"], {
  cwd: root,
  detached: true, // its own process group, stopped as one at the end
  env: {
    ...process.env,
    PORT: String(port),
    TEMPORAL_PORT: String(port + 1),
    TEMPORAL_UI_PORT: String(port + 2),
    SMTP_PORT: String(port + 3),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "apply-idle-")),
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  },
  stdio: ["ignore", "pipe", "ignore"],
});
const stop = () => {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.once("SIGINT", () => (stop(), process.exit(130)));

await new Promise<void>((resolve, reject) => {
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    out += chunk;
    if (out.includes("service ready")) resolve();
  });
  child.once("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
});
// The service is still busy starting for a while after "service ready": the same 30 s reading came
// to 2.57% of a core 10 s after it, 0.60% after 60 s (docs/performance.md).
await new Promise((resolve) => setTimeout(resolve, 60_000));

const per = (pid: number) => {
  const comm = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/comm`, "utf8").trim();
    } catch {
      return "?";
    }
  };
  return processTree(pid).map((s) => ({ pid: s.pid, name: comm(s.pid), rss: s.rssBytes, cpu: s.cpuTicks / 100 }));
};
const before = per(child.pid!);
const usageBefore = treeUsage(child.pid!);
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const after = per(child.pid!);
const usageAfter = treeUsage(child.pid!);
stop();

console.log(`npm start, idle for ${seconds} s:`);
for (const p of after) {
  const was = before.find((b) => b.pid === p.pid);
  const cpu = was ? ((p.cpu - was.cpu) / seconds) * 100 : NaN;
  console.log(
    `  ${p.name.padEnd(16)} pid ${String(p.pid).padEnd(8)} CPU ${cpu.toFixed(2).padStart(6)} % of a core   RSS ${mib(p.rss).toFixed(0).padStart(5)} MiB`,
  );
}
const cpuPercent = ((usageAfter.cpuSeconds - usageBefore.cpuSeconds) / seconds) * 100;
console.log(
  `  total: CPU ${cpuPercent.toFixed(2)} % of a core (target < 2), RSS ${mib(usageAfter.rssBytes).toFixed(0)} MiB, PSS ${mib(usageAfter.pssBytes).toFixed(0)} MiB (target < 600)`,
);
