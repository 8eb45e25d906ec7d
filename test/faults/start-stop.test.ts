// `npm start` stops everything it started, however it is stopped: SIGTERM sent to npm (as a process
// manager does), SIGKILL of the service process, or SIGKILL of npm itself. Its data files are the
// owner's only (mode 600).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../lib/config";
import { eventually, processTree } from "../helpers";
import { freePort } from "./processes";

const started: number[] = [];
let dataDir: string;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

/** `npm start` on free ports, up and healthy; returns npm's process and everything under it. */
async function npmStart(): Promise<{ npm: ChildProcess; tree: number[] }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SMTP_PORT: String(await freePort()),
    TEMPORAL_PORT: String(await freePort()),
    TEMPORAL_UI_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  delete env.TEMPORAL_ADDRESS; // the embedded dev server is what must stop with it
  const npm = spawn("npm", ["start"], { cwd: projectRoot, env, stdio: "ignore" });
  started.push(npm.pid!);
  await eventually(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200, 120_000);
  const tree = processTree(npm.pid!);
  expect(tree.length).toBeGreaterThanOrEqual(3); // npm, the service, the dev server (and more)
  return { npm, tree };
}

async function allGone(tree: number[]): Promise<void> {
  await eventually(async () => tree.every((pid) => !running(pid)), 30_000).catch(() => {
    throw new Error(`still running: ${tree.filter(running).join(", ")}`);
  });
}

afterAll(async () => {
  for (const pid of started) for (const p of processTree(pid)) if (running(p)) process.kill(p, "SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("npm start stops with its parent", () => {
  it(
    "SIGTERM to npm stops everything, and the data files are mode 600, Temporal's in write-ahead-log mode",
    { timeout: 180_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "apply-start-"));
      const { npm, tree } = await npmStart();
      // The state file and its write-ahead log (lib/dev-server.ts): both private.
      for (const file of ["temporal.sqlite", "temporal.sqlite-wal"])
        expect((await stat(path.join(dataDir, file))).mode & 0o777).toBe(0o600);
      npm.kill("SIGTERM");
      await allGone(tree);
    },
  );

  it("SIGKILL of the service process still stops the Temporal dev server", { timeout: 180_000 }, async () => {
    const { npm, tree } = await npmStart();
    const service = processTree(npm.pid!).find(
      (pid) => pid !== npm.pid && /dist\/start\.mjs/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8")),
    );
    expect(service).toBeDefined();
    process.kill(service!, "SIGKILL");
    await allGone(tree);
  });

  it("SIGKILL of npm itself stops the service and the dev server", { timeout: 180_000 }, async () => {
    const { npm, tree } = await npmStart();
    npm.kill("SIGKILL");
    await allGone(tree);
  });
});
