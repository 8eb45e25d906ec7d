// The processes `npm run cluster` and the cluster tests start: each with a name, its output prefixed
// with that name, stoppable (SIGTERM, then SIGKILL) and killable with everything it started.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import readline from "node:readline";

export interface Managed {
  name: string;
  readonly child: ChildProcess;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
  /** SIGTERM, then SIGKILL to the whole tree after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the process and all its descendants at once, as when a machine loses it. */
  kill(): Promise<void>;
}

export interface SpawnOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Where the output goes: each line prefixed with the name, or nowhere. */
  output?: "prefixed" | "ignore";
  /** Called when the process exits without having been asked to (stop/kill). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/**
 * Starts `command`. Node processes started through scripts/start.ts watch their parent themselves (they
 * stop once re-parented); anything else goes through startChildOfThisProcess.
 */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions = {}): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv | undefined,
    stdio: ["ignore", options.output === "ignore" ? "ignore" : "pipe", options.output === "ignore" ? "ignore" : "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on("line", (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  let expected = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      if (!expected) options.onUnexpectedExit?.(code, signal);
      resolve();
    });
    child.once("error", (error) => {
      process.stdout.write(`[${name}] could not start: ${error.message}\n`);
      resolve();
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  const managed: Managed = {
    name,
    child,
    exited: () => exit,
    async stop(graceMs = 15_000) {
      expected = true;
      if (!alive()) return;
      const tree = processTree(child.pid!);
      child.kill("SIGTERM");
      const timer = setTimeout(() => signalAll(tree, "SIGKILL"), graceMs);
      await exit;
      clearTimeout(timer);
    },
    async kill() {
      expected = true;
      if (!alive()) return;
      signalAll(processTree(child.pid!), "SIGKILL");
      await exit;
    },
  };
  return managed;
}

/**
 * Starts a program that does not watch its parent (Temporal's Go binaries, Redis) under `setpriv
 * --pdeathsig`: the kernel sends it SIGTERM when this process dies, even by SIGKILL (as scripts/start.ts
 * does for the dev server).
 */
export function startChildOfThisProcess(name: string, binary: string, args: string[], options: SpawnOptions = {}): Managed {
  return startProcess(name, "setpriv", ["--pdeathsig", "SIGTERM", "--", binary, ...args], options);
}

/** Runs a command to completion; its output is shown only when it fails. */
export function runTool(command: string, args: string[], env?: Record<string, string | undefined>): string {
  try {
    return execFileSync(command, args, { encoding: "utf8", env: env as NodeJS.ProcessEnv | undefined, stdio: "pipe" });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${e.stderr || e.stdout || e.message}`, { cause: error });
  }
}

/** The process and all its descendants, as `ps` sees them now. */
export function processTree(rootPid: number): number[] {
  const table = execFileSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of table) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Thrown by a waitUntil check to stop waiting at once (the process waited for has exited, say). */
export class GaveUp extends Error {}

/** Throws GaveUp when the process has exited (a waitUntil check for something it should serve). */
export function assertRunning(managed: Managed): void {
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null) throw new GaveUp(`${managed.name} exited during start`);
}

/** Polls `check` until it returns true (a failing check counts as false, but GaveUp ends the wait); throws `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const attempt = () =>
    check().catch((error: unknown) => {
      if (error instanceof GaveUp) throw error;
      return false;
    });
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** True when something accepts TCP connections on host:port. */
export function listening(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export { freePort } from "../../lib/free-port";
