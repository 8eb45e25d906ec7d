// The bench's table: each figure beside its reference from the same run, their ratio, the target
// (docs/performance.md, "Targets") and whether this run met it. Printed, written to bench/results.json,
// and with --docs (or its older name --readme) put into docs/performance.md, "Latest table".
import os from "node:os";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatewayFigures, Load } from "./gateway";
import type { BareReference, Batch, LeakRun } from "./end-to-end";
import type { ClusterFigures } from "./cluster";
import type { IdleStart } from "./idle";
import { mib } from "./processes";

export interface Row {
  figure: string;
  value: string;
  reference: string;
  /** value / reference, when both are numbers of the same kind. */
  ratio: number | null;
  target: string;
  /** Whether the figure meets its target; absent where there is none, or none a number decides ("back to idle"). */
  met?: boolean;
  /** Whether the reference (the bare handler or the bare script) meets the same target: if not, the machine is the limit. */
  referenceMet?: boolean;
}

/** A target on one number: its text in the table and the check. */
interface Goal {
  text: string;
  met: (x: number) => boolean;
}
const atMost = (limit: number, unit: string): Goal => ({ text: `≤ ${limit}${unit}`, met: (x) => x <= limit });
const ratioAtMost = (limit: number): Goal => ({ text: `≤ ${limit.toFixed(1)} × reference`, met: (x) => x <= limit });
const READS_PER_SECOND = 2000;

const n = (x: number, digits = 0) =>
  Number.isFinite(x) ? x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a";
const ms = (x: number) => `${n(x, 1)} ms`;
const s = (x: number) => `${n(x, 2)} s`;
const MiB = (bytes: number) => `${n(mib(bytes))} MiB`;
const rate = (l: Load) => `${n(l.requestsPerSecond)}/s${l.failures ? ` (${l.failures} failed)` : ""}`;

export function gatewayRows(g: GatewayFigures): Row[] {
  const raw = g.rawStart;
  const postRatio = g.post.requestsPerSecond / raw.requestsPerSecond;
  /** A median rate with the runs it was chosen from. */
  const withRuns = (l: Load, runs: number[]) => `${rate(l)} (runs: ${runs.map((r) => n(r)).join(", ")})`;
  const rows: Row[] = [
    {
      figure: `workflow.start behind bare node:http (${g.concurrency} concurrent)`,
      value: `${withRuns(raw, g.rounds.rawStart)}, p99 ${ms(raw.p99Ms)}`,
      reference: "physical limit",
      ratio: null,
      target: "",
    },
    {
      // The gateway's floor: the database statement it cannot do without, and nothing of Express.
      figure: `insert statement + workflow.start, bare node:http (${g.concurrency} concurrent)`,
      value: `${withRuns(g.rawStartWithInsert, g.rounds.rawStartWithInsert)}, CPU ${ms(g.rawStartWithInsert.cpuMsPerRequest)}`,
      reference: `${n(raw.requestsPerSecond)}/s`,
      ratio: g.rawStartWithInsert.requestsPerSecond / raw.requestsPerSecond,
      target: "",
    },
    {
      figure: `POST /v1/applications (${g.concurrency} concurrent)`,
      value: withRuns(g.post, g.rounds.post),
      reference: `${n(raw.requestsPerSecond)}/s`,
      ratio: postRatio,
      // The floor is the reference: the statement every application needs (its credit hold), without Express.
      target: "≥ 0.80",
      met: postRatio >= 0.8,
      referenceMet: g.rawStartWithInsert.requestsPerSecond / raw.requestsPerSecond >= 0.8,
    },
    { figure: "POST /v1/applications p50", value: ms(g.post.p50Ms), reference: ms(raw.p50Ms), ratio: g.post.p50Ms / raw.p50Ms, target: "" },
    {
      figure: "POST /v1/applications CPU per request, gateway main thread",
      value: ms(g.post.cpuMsPerRequest),
      reference: ms(raw.cpuMsPerRequest),
      ratio: g.post.cpuMsPerRequest / raw.cpuMsPerRequest,
      target: "",
    },
    {
      figure: "POST /v1/applications CPU per request, Temporal dev server",
      value: ms(g.post.temporalCpuMsPerRequest),
      reference: ms(raw.temporalCpuMsPerRequest),
      ratio: g.post.temporalCpuMsPerRequest / raw.temporalCpuMsPerRequest,
      target: "",
    },
    {
      figure: "POST /v1/applications CPU per request, PostgreSQL",
      value: ms(g.post.postgresCpuMsPerRequest),
      reference: `${ms(g.rawStartWithInsert.postgresCpuMsPerRequest)} (floor)`,
      ratio: g.post.postgresCpuMsPerRequest / g.rawStartWithInsert.postgresCpuMsPerRequest,
      target: "",
    },
    {
      figure: `POST /v1/applications p99 at ${n(g.postAtHalfRaw.targetRate)}/s (half the limit)`,
      value: `${ms(g.postAtHalfRaw.p99Ms)} (runs: ${g.p99AtHalf.post.join(", ")})${g.postAtHalfRaw.failures ? ` (${g.postAtHalfRaw.failures} failed)` : ""}`,
      // The reference is the bare handler's p99 at the same rate: below the target only if that is.
      reference: `${ms(g.rawStartAtHalf.p99Ms)} (bare; runs: ${g.p99AtHalf.rawStart.join(", ")})`,
      ratio: g.postAtHalfRaw.p99Ms / g.rawStartAtHalf.p99Ms,
      target: "< 50 ms",
      met: g.postAtHalfRaw.p99Ms < 50,
      referenceMet: g.rawStartAtHalf.p99Ms < 50,
    },
  ];
  const names = { get: "GET /v1/applications/{id}", list: "GET /v1/applications", usage: "GET /v1/usage" };
  for (const [key, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const [r, runs] = [g.reads[key], g.readRounds[key]];
    const value = `${withRuns(r, runs.rates)}, p99 ${ms(r.p99Ms)} (runs: ${runs.p99s.join(", ")}), CPU ${ms(r.cpuMsPerRequest)}`;
    rows.push({
      figure: `${name} (${g.concurrency} concurrent)`,
      value,
      reference: `${n(READS_PER_SECOND)}/s`,
      ratio: r.requestsPerSecond / READS_PER_SECOND,
      target: `≥ ${n(READS_PER_SECOND)}/s, p99 < 20 ms`,
      met: r.requestsPerSecond >= READS_PER_SECOND && r.p99Ms < 20,
    });
  }
  return rows;
}

export function endToEndRows(batches: Batch[], bare: BareReference[]): Row[] {
  const rows: Row[] = [];
  for (const b of batches) {
    const ref = bare.find((r) => r.platform === b.platform && r.parallel === b.poolSize);
    const label = `${b.platform}, pool ${b.poolSize}, ${b.applications} at once`;
    const failed = b.failures ? ` (${b.failures} failed)` : "";
    const known = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x);
    /** A figure beside the bare script's; `goal` holds for the value, `ratioGoal` for value / reference. */
    const pair = (
      figure: string,
      value: number,
      refValue: number | undefined,
      fmt: (x: number) => string,
      { goal, ratioGoal, refNote = "" }: { goal?: Goal; ratioGoal?: Goal; refNote?: string } = {},
    ) => {
      const ratio = known(refValue) && refValue ? value / refValue : null;
      rows.push({
        figure: `${label}: ${figure}`,
        value: fmt(value) + (figure.startsWith("POST") ? failed : ""),
        reference: known(refValue) ? fmt(refValue) + refNote : "n/a",
        ratio,
        target: (goal ?? ratioGoal)?.text ?? "",
        met: goal ? goal.met(value) : ratioGoal && ratio !== null ? ratioGoal.met(ratio) : undefined,
        referenceMet: goal && known(refValue) ? goal.met(refValue) : undefined,
      });
    };
    // Greenhouse's targets are ratios to the bare script in the same run (docs/performance.md,
    // "Targets"): machines here differ by 2x from day to day, the ratio far less.
    const greenhouse = b.platform === "greenhouse" && b.poolSize <= 2;
    // The bare script's latency counts from its batch's start, as the service's does from the POST;
    // beside it, one application's own time (what a wait for a place adds to).
    const alone = ref && known(ref.applicationP50Seconds) ? ` (one alone ${s(ref.applicationP50Seconds)})` : "";
    pair("POST → submitted p50", b.p50Seconds, ref?.p50Seconds, s, {
      ratioGoal: greenhouse ? ratioAtMost(1.2) : undefined,
      goal: b.platform === "workday" ? atMost(15, " s") : undefined,
      refNote: alone,
    });
    pair("POST → submitted p95", b.p95Seconds, ref?.p95Seconds, s);
    pair("applications per minute", b.perMinute, ref?.perMinute, (x) => n(x, 1));
    pair("CPU seconds per application", b.cpuSecondsPerApplication, ref?.cpuSecondsPerApplication, (x) => n(x, 2), {
      ratioGoal: greenhouse ? ratioAtMost(1.0) : undefined,
    });
    // PSS splits each page Chromium's processes share (its binary, fonts, V8's snapshot) between them,
    // so the tree's sum is the memory it holds; summed RSS counts a shared page once per process.
    pair("worker + Chromium memory peak (PSS)", b.peakPssBytes, ref?.peakPssBytes, MiB, {
      ratioGoal: greenhouse ? ratioAtMost(1.3) : undefined,
    });
    pair("worker + Chromium RSS peak, summed per process", b.peakRssBytes, ref?.peakRssBytes, MiB);
    rows.push({
      figure: `${label}: worker + Chromium PSS idle, before → 2 s after`,
      value: `${MiB(b.beforePssBytes)} → ${MiB(b.afterPssBytes)}`,
      reference: "",
      ratio: null,
      target: "back to idle",
    });
  }
  return rows;
}

/**
 * The cluster's figures beside the dev server's of the same run (`--cluster`): POST's rate (and, as on
 * the dev server, against its floor on the cluster) and one Greenhouse batch at the same pool size.
 */
export function clusterRows(dev: GatewayFigures, devBatches: Batch[], cluster: ClusterFigures): Row[] {
  const c = cluster.gateway;
  const floorRatio = c.post.requestsPerSecond / c.rawStartWithInsert.requestsPerSecond;
  const b = cluster.batch;
  const devBatch = devBatches.find((d) => d.platform === "greenhouse" && d.poolSize === b.poolSize);
  const label = `cluster: greenhouse, pool ${b.poolSize}, ${b.applications} at once`;
  const failed = b.failures ? ` (${b.failures} failed)` : "";
  const beside = (x: number | undefined, fmt: (x: number) => string) =>
    x !== undefined && Number.isFinite(x) ? `${fmt(x)} (dev server)` : "n/a";
  return [
    {
      figure: `cluster: POST /v1/applications (${c.concurrency} concurrent)`,
      value: rate(c.post),
      reference: `${rate(dev.post)} (dev server)`,
      ratio: c.post.requestsPerSecond / dev.post.requestsPerSecond,
      target: "",
    },
    {
      figure: "cluster: POST /v1/applications beside its floor on the cluster",
      value: rate(c.post),
      reference: `${rate(c.rawStartWithInsert)} (floor)`,
      ratio: floorRatio,
      target: "≥ 0.80",
      met: floorRatio >= 0.8,
    },
    {
      figure: "cluster: Temporal CPU per POST (all four services)",
      value: ms(c.post.temporalCpuMsPerRequest),
      reference: `${ms(dev.post.temporalCpuMsPerRequest)} (dev server)`,
      ratio: c.post.temporalCpuMsPerRequest / dev.post.temporalCpuMsPerRequest,
      target: "",
    },
    {
      figure: `${label}: applications per minute`,
      value: n(b.perMinute, 1) + failed,
      reference: beside(devBatch?.perMinute, (x) => n(x, 1)),
      ratio: devBatch ? b.perMinute / devBatch.perMinute : null,
      target: "",
    },
    {
      figure: `${label}: POST → submitted p50`,
      value: s(b.p50Seconds),
      reference: beside(devBatch?.p50Seconds, s),
      ratio: devBatch ? b.p50Seconds / devBatch.p50Seconds : null,
      target: "",
    },
  ];
}

/** A running `npm start` with nothing to do (bench/idle.ts). */
export function idleRows(idle: IdleStart | undefined): Row[] {
  if (!idle) return [];
  return [
    {
      figure: `npm start, idle, over ${idle.seconds} s: CPU of its whole tree`,
      value: `${n(idle.cpuPercent, 2)} % of a core`,
      reference: "",
      ratio: null,
      target: "< 1 %",
      met: idle.cpuPercent < 1,
    },
    {
      figure: "npm start, idle: memory of its whole tree (PSS)",
      value: MiB(idle.pssBytes),
      reference: "",
      ratio: null,
      target: "< 600 MiB",
      met: idle.pssBytes < 600 * 2 ** 20,
    },
  ];
}

export function leakRows(leak: LeakRun | undefined): Row[] {
  if (!leak) return [];
  const every = Math.max(1, Math.round(leak.idlePssBytes.length / 6));
  const series = (bytes: number[]) =>
    `${bytes
      .filter((_, i) => i % every === 0 || i === bytes.length - 1)
      .map((b) => n(mib(b)))
      .join(" → ")} MiB`;
  const label = `greenhouse, pool ${leak.poolSize}, ${leak.applications} applications ${leak.batch} at a time (${n(leak.seconds)} s${leak.failures ? `, ${leak.failures} failed` : ""})`;
  const chromium = leak.idlePssBytes.map((b, i) => b - leak.workerPssBytes[i]!);
  return [
    {
      figure: `${label}: worker + Chromium PSS idle, from before the first batch to after the last`,
      value: series(leak.idlePssBytes),
      reference: "",
      ratio: null,
      target: "back to idle",
    },
    { figure: `${label}: of which the worker's Node process`, value: series(leak.workerPssBytes), reference: "", ratio: null, target: "" },
    { figure: `${label}: the worker's JavaScript heap in use`, value: series(leak.heapUsedBytes), reference: "", ratio: null, target: "" },
    { figure: `${label}: of which Chromium`, value: series(chromium), reference: "", ratio: null, target: "" },
  ];
}

const ratioText = (r: Row) => (r.ratio === null ? "" : `×${n(r.ratio, 2)}`);
const metText = (r: Row) => (r.met === undefined ? "" : r.met ? "met" : r.referenceMet === false ? "missed, as the reference" : "missed");

export function printTable(rows: Row[]): void {
  const widths = [Math.max(...rows.map((r) => r.figure.length)), 28, 18, 7, 22];
  for (const r of rows) {
    console.log(
      `${r.figure.padEnd(widths[0]!)}  ${r.value.padEnd(widths[1]!)} ${r.reference.padEnd(widths[2]!)} ${ratioText(r).padEnd(widths[3]!)} ${r.target.padEnd(widths[4]!)} ${metText(r)}`,
    );
  }
}

export function markdownTable(rows: Row[]): string {
  const cell = (x: string) => x.replace(/\|/g, "\\|");
  return [
    "| figure | this run | reference (same run) | ratio | target | status |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) => `| ${cell(r.figure)} | ${cell(r.value)} | ${cell(r.reference)} | ${ratioText(r)} | ${cell(r.target)} | ${metText(r)} |`,
    ),
  ].join("\n");
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryMiB: Math.round(mib(os.totalmem())),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    /** Above the number of CPUs, other work was competing with the bench and every rate reads low. */
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(1)),
  };
}

const root = path.resolve(import.meta.dirname, "..");
/** The page whose "Latest table" the bench rewrites, between these markers. */
const TABLE_PAGE = "docs/performance.md";
const TABLE_START = "<!-- bench:start -->";
const TABLE_END = "<!-- bench:end -->";

export function writeResults(
  results: Record<string, unknown> & { loadAverageAtStart?: number; temporalStore: string },
  rows: Row[],
  updateDocs: boolean,
): void {
  writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify({ ...results, rows }, null, 2)}\n`);
  if (!updateDocs) return;
  const file = path.join(root, TABLE_PAGE);
  const page = readFileSync(file, "utf8");
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${TABLE_PAGE} has no ${TABLE_START} ... ${TABLE_END} section`);
  const m = machine();
  const body = `\n_${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${m.cpus} × ${m.cpuModel}, ${m.memoryMiB} MiB, ${m.os}, Node ${m.node}, Temporal store in ${results.temporalStore}, load average ${results.loadAverageAtStart ?? "?"} at the start, ${m.loadAverage1m} at the end_\n\n${markdownTable(rows)}\n`;
  writeFileSync(file, page.slice(0, start + TABLE_START.length) + body + page.slice(end));
}
