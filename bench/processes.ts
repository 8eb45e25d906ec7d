// Memory and CPU of a process and everything under it (the worker and its Chromium), read from Linux
// /proc: RSS as `ps` shows it, PSS from smaps_rollup (shared pages split between the processes that
// map them, so a Chromium tree's PSS is what it really costs), and CPU time including reaped children.
import { readdirSync, readFileSync } from "node:fs";

const PAGE = 4096;
const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node supports

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  cpuTicks: number;
  rssBytes: number;
}

function readStat(pid: number, file = `/proc/${pid}/stat`): Stat | null {
  try {
    const text = readFileSync(file, "utf8");
    // The command name (field 2) may contain spaces and parentheses; fields resume after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const n = (i: number) => Number(fields[i - 3]);
    return { pid, ppid: n(4), cpuTicks: n(14) + n(15) + n(16) + n(17), rssBytes: n(24) * PAGE };
  } catch {
    return null; // exited while we looked
  }
}

export function pssBytes(pid: number): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The pids of `root` and all its descendants. */
export function processTree(root: number): Stat[] {
  const all = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const tree: Stat[] = [];
  const pending = all.filter((s) => s.pid === root);
  while (pending.length) {
    const s = pending.pop()!;
    tree.push(s);
    pending.push(...(children.get(s.pid) ?? []));
  }
  return tree;
}

export interface TreeUsage {
  rssBytes: number;
  pssBytes: number;
  cpuSeconds: number;
  processes: number;
}

const cpuSecondsOf = (tree: Stat[]) => tree.reduce((sum, s) => sum + s.cpuTicks, 0) / TICKS_PER_SECOND;

export function treeUsage(root: number): TreeUsage {
  const tree = processTree(root);
  return {
    rssBytes: tree.reduce((sum, s) => sum + s.rssBytes, 0),
    pssBytes: tree.reduce((sum, s) => sum + pssBytes(s.pid), 0),
    cpuSeconds: cpuSecondsOf(tree),
    processes: tree.length,
  };
}

/** The CPU part of treeUsage alone: no memory read, so cheap enough to take inside a measured run. */
export const treeCpuSeconds = (root: number) => cpuSecondsOf(processTree(root));

/** Samples a tree every `intervalMs` and keeps the peaks, until stop(). */
export function watchPeak(root: number, intervalMs = 250) {
  let peakRss = 0;
  let peakPss = 0;
  const sample = () => {
    const u = treeUsage(root);
    peakRss = Math.max(peakRss, u.rssBytes);
    peakPss = Math.max(peakPss, u.pssBytes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peakRssBytes: peakRss, peakPssBytes: peakPss };
    },
  };
}

const comm = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null; // exited
  }
};

/** The first descendant of `root` whose command name (/proc/<pid>/comm) is `name`. */
export function findDescendant(root: number, name: string): number | null {
  return processTree(root).find((s) => comm(s.pid) === name)?.pid ?? null;
}

/** The PostgreSQL server's main process (its backends are its children): a `postgres` whose parent is not one. */
export function findPostmaster(): number | null {
  return processTree(1).find((s) => comm(s.pid) === "postgres" && comm(s.ppid) !== "postgres")?.pid ?? null;
}

/** CPU seconds of this process's main thread alone (not worker threads such as autocannon's). */
export function mainThreadCpuSeconds(): number {
  const stat = readStat(process.pid, `/proc/self/task/${process.pid}/stat`);
  return stat ? stat.cpuTicks / TICKS_PER_SECOND : NaN;
}

export const mib = (bytes: number) => bytes / 1024 / 1024;
