// `npm run bench`: speed and memory figures (printed, never asserted). Uses its own database and an
// ephemeral Temporal dev server, like the tests. The rate limit is lifted in package.json's script:
// configuration is read when modules load, before this file runs.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { createDatabaseIfMissing, migrate } from "../prisma/migrate";
import { searchAttributeKeys } from "../lib/search-attributes";
import { temporalCliPath } from "../test/support/temporal-cli";
import { startSimulators } from "../test/simulators";
import candidateFixture from "../test/fixtures/candidate.json";

const databaseUrl = `postgresql://postgres@127.0.0.1:5432/apply_bench_${randomBytes(3).toString("hex")}`;
await createDatabaseIfMissing(databaseUrl);
await migrate(databaseUrl);
const temporal = await TestWorkflowEnvironment.createLocal({
  server: { executable: { type: "existing-path", path: temporalCliPath() }, searchAttributes: Object.values(searchAttributeKeys), log: { format: "pretty", level: "error" } },
});
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  TEMPORAL_ADDRESS: temporal.address,
  ENCRYPTION_KEY: randomBytes(32).toString("base64"),
});
const sim = await startSimulators();
process.env.ATS_HOST_MAP = sim.hostMap;

const { detectAts } = await import("../ats-adapters/catalog");
const { startGateway } = await import("../api/server");
const { createAccount } = await import("../lib/accounts");
const ats = await import("../ats-adapters");
const { disconnectDb } = await import("../lib/db");

const rows: Array<[string, string]> = [];
const report = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`${name.padEnd(52)} ${value}`);
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

try {
  // 1. Detection: runs on every POST /applications and /detect.
  const urls = [
    "https://boards.greenhouse.io/acme/jobs/4012",
    "https://acme.wd5.myworkdayjobs.com/en-US/External/job/Remote/Engineer_R-123/apply",
    "https://jobs.lever.co/acme/0f3c2a9e-1b2c-4d5e-8f90-123456789abc/apply",
    "https://www.example.com/careers?gh_jid=4012",
    "https://careers-acme.icims.com/jobs/1234/engineer/job",
    "https://not-an-ats.example.org/jobs/1",
  ];
  const n = 200_000;
  let t = performance.now();
  for (let i = 0; i < n; i++) detectAts(urls[i % urls.length]);
  report("detection: URLs per second", Math.round(n / ((performance.now() - t) / 1000)).toLocaleString());

  // 2. Gateway: POST /applications (validate, price, hold credit, insert, start the workflow).
  const gateway = await startGateway({ port: 0, temporal: temporal.client, taskQueue: "bench-no-worker" });
  const { apiKey } = await createAccount({ email: "bench@example.com", creditCents: 10_000_000 });
  const base = `http://127.0.0.1:${gateway.port}/v1`;
  const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json" };
  const candidate = await (await fetch(`${base}/candidates`, { method: "POST", headers, body: JSON.stringify(candidateFixture) })).json();
  const total = 400;
  const concurrency = 20;
  const latencies: number[] = [];
  let next = 0;
  const rssBefore = process.memoryUsage().rss;
  t = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const started = performance.now();
        const response = await fetch(`${base}/applications`, {
          method: "POST",
          headers,
          body: JSON.stringify({ profile_id: candidate.profile_id, url: `https://boards.greenhouse.io/acme/jobs/${100000 + i}` }),
        });
        if (response.status !== 202) throw new Error(`POST /applications -> ${response.status} ${await response.text()}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  latencies.sort((a, b) => a - b);
  report(`gateway: POST /applications per second (${concurrency} concurrent)`, (total / seconds).toFixed(1));
  report("gateway: POST /applications latency p50 / p95", `${percentile(latencies, 0.5).toFixed(1)} ms / ${percentile(latencies, 0.95).toFixed(1)} ms`);
  report("gateway: process RSS growth over the run", mib(process.memoryUsage().rss - rssBefore));
  await gateway.close();

  // 3. Browser: one Greenhouse application, inspected then submitted, in real Chromium.
  const applicant = {
    firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", emailMode: "candidate" as const, phone: "+14155550100",
    profile: candidateFixture.profile as never, resumeUrl: "http://files.example.test/resume.pdf",
  };
  const runs = 3;
  const durations: number[] = [];
  let peakChromium = 0;
  for (let i = 0; i < runs; i++) {
    const request = { applicationId: `app_bench${i}`, url: `http://boards.greenhouse.io/acme/jobs/${2000 + i}`, applicant, credentials: null };
    t = performance.now();
    const inspected = await ats.inspectApplication(request);
    const answers = Object.fromEntries(inspected.questions.filter((q) => q.required && q.answer === null && q.options?.length).map((q) => [q.key, q.options![0].value]));
    const outcome = await ats.submitApplication({ ...request, answers }, { alreadyClicked: false, claimFinalClick: async () => {} });
    if (outcome.kind !== "submitted") throw new Error(`bench application ended ${outcome.kind}`);
    durations.push(performance.now() - t);
    peakChromium = Math.max(peakChromium, chromiumRss());
  }
  report("browser: one application, inspect + submit (median)", `${(durations.sort((a, b) => a - b)[1] / 1000).toFixed(2)} s`);
  report("browser: Chromium RSS, all processes, peak", mib(peakChromium));
  await ats.closeBrowser();
} finally {
  await sim.close();
  await disconnectDb();
  await temporal.teardown();
  execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-qc", `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`]);
}

/** Sum of resident memory of this process's Chromium children (Linux /proc via ps). */
function chromiumRss(): number {
  try {
    const out = execFileSync("ps", ["-eo", "rss=,args="], { encoding: "utf8" });
    return out
      .split("\n")
      .filter((line) => line.includes("chromium") && line.includes("--headless"))
      .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]) * 1024, 0);
  } catch {
    return 0;
  }
}
