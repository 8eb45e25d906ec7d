// `npx tsx bench/idle.ts [seconds]`, and `npm run bench -- --cluster` through measureIdleStart: the
// cost of a running `npm start` with nothing to do. Starts the service (its own ports and data
// directory, so it can run beside another copy), waits until it is ready and has settled (a minute),
// then reads CPU and memory of the whole process tree (node, the Temporal dev server, Chromium if any)
// over the given seconds (default 30). Target (docs/performance.md, "Targets"): under 1% of one core
// and 600 MiB.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mib, processTree, treeUsage } from "./processes";

const root = path.resolve(import.meta.dirname, "..");

export interface IdleStart {
  seconds: number;
  /** CPU of the whole tree over the reading, in percent of one core. */
  cpuPercent: number;
  rssBytes: number;
  pssBytes: number;
  processes: Array<{ pid: number; name: string; rssBytes: number; cpuPercent: number }>;
}

/** Starts `npm start`, lets it settle, and reads its whole tree over `seconds`; stops it again. */
export async function measureIdleStart(seconds = 30): Promise<IdleStart> {
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
      // At info at least: readiness is read from its "service ready" line (the bench runs silent).
      LOG_LEVEL: "info",
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
  const onSigint = () => (stop(), process.exit(130));
  process.once("SIGINT", onSigint);

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
  process.off("SIGINT", onSigint);

  return {
    seconds,
    cpuPercent: ((usageAfter.cpuSeconds - usageBefore.cpuSeconds) / seconds) * 100,
    rssBytes: usageAfter.rssBytes,
    pssBytes: usageAfter.pssBytes,
    processes: after.map((p) => {
      const was = before.find((b) => b.pid === p.pid);
      return { pid: p.pid, name: p.name, rssBytes: p.rss, cpuPercent: was ? ((p.cpu - was.cpu) / seconds) * 100 : NaN };
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const idle = await measureIdleStart(Number(process.argv[2] ?? 30));
  console.log(`npm start, idle for ${idle.seconds} s:`);
  for (const p of idle.processes)
    console.log(
      `  ${p.name.padEnd(16)} pid ${String(p.pid).padEnd(8)} CPU ${p.cpuPercent.toFixed(2).padStart(6)} % of a core   RSS ${mib(p.rssBytes).toFixed(0).padStart(5)} MiB`,
    );
  console.log(
    `  total: CPU ${idle.cpuPercent.toFixed(2)} % of a core (target < 1), RSS ${mib(idle.rssBytes).toFixed(0)} MiB, PSS ${mib(idle.pssBytes).toFixed(0)} MiB (target < 600)`,
  );
}
