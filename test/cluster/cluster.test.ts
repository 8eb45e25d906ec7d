// Beyond one machine, proven on this one (`npm run test:cluster`; CLUSTER_TOPOLOGY=dev|cluster picks the
// Temporal it runs on, test/cluster/topology.ts). Two gateways behind one port, two workers and the SMTP
// receiver, each a process of its own: nothing one instance needs is in another's memory.
// - the per-key rate limit holds across both gateways (one key, 20/s in total, through Redis);
// - 50 applications against the simulators end `submitted`, each charged once and sent once, while one
//   gateway and one worker are SIGKILLed and the history service (the dev server, on that topology) is
//   killed and restarted mid-run; the survivors finish everything. The exception the guarantees allow:
//   an application whose final click was in flight on the killed worker ends failed `site_error`,
//   released and never clicked again (its outcome is unknown); at most one per browser place.
import { Client, Connection } from "@temporalio/client";
import proto from "@temporalio/proto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useConfig } from "../../lib/config";
import { db, disconnectDb } from "../../lib/db";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { freePort } from "../../scripts/cluster/processes";
import { apiClient, createAccountWithCandidate, type TestAccount } from "../api/helpers";
import { seededProfile } from "../fixtures/profiles";
import { eventually } from "../helpers";
import { startSimulators, type Simulators } from "../simulators";
import { startTopology, topologyKind, type Topology } from "./topology";
import { NEARBY_CLICK_MS } from "../../mail/confirmation-mail";

const { EventType } = proto.temporal.api.enums.v1;
const kind = topologyKind();
const APPLICATIONS = 50;
const ACCOUNTS = 5;
const RESUME_URL = "http://files.example.test/resume.pdf";
let sim: Simulators;
let topology: Topology;
/** Seconds each phase took, printed at the end (docs/cluster.md quotes them). */
const timings: Record<string, number> = {};
const since = (start: number) => Math.round((Date.now() - start) / 100) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const started = Date.now();
  const smtpPort = await freePort();
  sim = await startSimulators({ smtp: { host: "127.0.0.1", port: smtpPort } });
  topology = await startTopology(kind, { atsHostMap: sim.hostMap, smtpPort });
  // This process checks the database the service writes (and makes accounts the way the admin CLI does).
  useConfig({ databaseUrl: topology.databaseUrl, encryptionKey: Buffer.from(topology.encryptionKey, "base64") });
  timings.start = since(started);
}, 900_000);

afterAll(async () => {
  // This process's database connections first: stopping drops the database.
  await disconnectDb();
  await topology?.stop();
  await sim?.close();
  console.log(`cluster suite on ${kind}: seconds per phase ${JSON.stringify(timings)}`);
}, 180_000);

describe(`the service on ${kind === "dev" ? "the Temporal dev server" : "a Temporal cluster"}`, () => {
  it("holds one key to 20 requests a second across both gateways", { timeout: 120_000 }, async () => {
    const account = await createAccountWithCandidate(topology.service.baseUrl, { profile: seededProfile, resumeUrl: RESUME_URL });
    const gateways = topology.gatewayUrls.map((url) => apiClient(url, account.apiKey));
    // The bucket may hold a few tokens spent by the account's creation: start from a full one.
    await sleep(2_500);
    const counts = topology.gatewayUrls.map(() => ({ ok: 0, limited: 0 }));
    const started = Date.now();
    const windowMs = 3_000;
    let sent = 0;
    // Eight requests in flight at all times, alternating between the two gateways, for three seconds.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() - started < windowMs) {
          const i = sent++ % gateways.length;
          const { status } = await gateways[i]("GET", "/account");
          if (status === 200) counts[i].ok++;
          else if (status === 429) counts[i].limited++;
          else throw new Error(`GET /account answered ${status}`);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const ok = counts.reduce((n, c) => n + c.ok, 0);
    const detail = JSON.stringify({ counts, seconds });
    // One bucket: the burst (40) plus 20 a second. Each gateway alone would let about as many through.
    expect(ok, detail).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds) + 2);
    expect(ok, detail).toBeGreaterThanOrEqual(40);
    for (const c of counts) {
      expect(c.ok, detail).toBeGreaterThan(0);
      expect(c.limited, detail).toBeGreaterThan(0);
    }
  });

  it(
    `ends ${APPLICATIONS} applications submitted and charged once (bar a final click lost with the killed worker: released), none sent twice, while a gateway, a worker and the history service die`,
    { timeout: 1_200_000 },
    async () => {
      const started = Date.now();
      const accounts: TestAccount[] = [];
      for (let i = 0; i < ACCOUNTS; i++)
        accounts.push(await createAccountWithCandidate(topology.service.baseUrl, { profile: seededProfile, resumeUrl: RESUME_URL }));
      const stamp = Date.now().toString().slice(-6);
      const jobs = Array.from({ length: APPLICATIONS }, (_, i) => `${stamp}${String(i).padStart(2, "0")}4012`);
      const ids: string[] = [];

      // The first half arrives with everything up; then one gateway dies, and the rest arrive through the
      // one port all the same.
      const half = APPLICATIONS / 2;
      for (let i = 0; i < half; i++) ids.push(await apply(accounts[i % ACCOUNTS], jobs[i]));
      await topology.service.gateways[1].kill();
      for (let i = half; i < APPLICATIONS; i++) ids.push(await apply(accounts[i % ACCOUNTS], jobs[i]));
      timings.posted = since(started);

      // A worker dies while browsers are at work on the postings (its Chromium with it).
      await eventually(async () => sim.requests.filter((r) => r.path.includes(`/jobs/${stamp}`)).length >= 10, 300_000);
      await topology.service.workers[1].kill();
      timings.workerKilledAt = since(started);

      // Then the history service (the whole dev server on that topology) dies and comes back.
      await eventually(async () => (await statuses(ids)).filter((s) => s === "submitted").length >= 5, 600_000);
      const restarting = Date.now();
      const inFlight = (await statuses(ids)).filter((s) => s !== "submitted" && s !== "failed").length;
      expect(inFlight, "applications under way when the history service dies").toBeGreaterThan(0);
      await topology.restartHistory();
      timings.historyRestart = since(restarting);

      await eventually(async () => (await statuses(ids)).every((s) => s === "submitted" || s === "failed"), 900_000).catch(
        async (error: Error) => {
          const counted = (await statuses(ids)).reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
          throw new Error(`not every application ended: ${JSON.stringify(counted)}`, { cause: error });
        },
      );
      timings.allEnded = since(started);
      timings.inFlightAtHistoryRestart = inFlight;

      // The worker died with browser work in hand: some of its activities timed out and ran again elsewhere.
      const connection = await Connection.connect({ address: topology.temporalAddress });
      const histories = await Promise.all(
        ids.map((id) => new Client({ connection }).workflow.getHandle(applicationWorkflowId(id)).fetchHistory()),
      );
      await connection.close();
      const timedOut = histories.filter((h) => h.events!.some((e) => e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT));
      expect(timedOut.length, "applications whose activity was lost with the killed worker").toBeGreaterThan(0);

      const apps = await db().application.findMany({ where: { id: { in: ids } }, orderBy: { createdAt: "asc" } });
      expect(apps).toHaveLength(APPLICATIONS);
      const lostClicks: string[] = [];
      for (const app of apps) {
        const job = app.url.split("/").at(-1)!;
        const sent = sim.submissions.filter((s) => s.jobId === job).length;
        const entries = (await db().creditEntry.findMany({ where: { applicationId: app.id } })).map((e) => e.kind).sort();
        const about = `${app.id} (job ${job}): ${app.status} ${app.failureReason ?? ""} ${app.failureMessage ?? ""}`;
        expect(sent, `no form is sent twice: ${about}`).toBeLessThanOrEqual(1);
        if (app.status === "submitted") {
          expect(sent, about).toBe(1);
          expect(entries, about).toEqual(["charge", "hold"]);
          continue;
        }
        // The one way an application may not end submitted here, by design (docs/guarantees.md): the worker
        // died between claiming the final click and recording what the site answered. The outcome is
        // unknown, so it is never clicked again: failed `site_error`, credit released.
        expect(app.failureReason, about).toBe("site_error");
        expect(app.submitClickedAt, about).not.toBeNull();
        expect(entries, about).toEqual(["hold", "release"]);
        // Why the employer's confirmation mail did not decide it (mail/confirmation-mail.ts): every
        // candidate here applies to the same employer's same role many times within minutes, so a
        // "thanks for applying" mail cannot be told apart from its neighbours' and is not used.
        const near = {
          gte: new Date(app.submitClickedAt!.getTime() - NEARBY_CLICK_MS),
          lte: new Date(app.submitClickedAt!.getTime() + NEARBY_CLICK_MS),
        };
        const [mails, neighbours] = await Promise.all([
          db().inboundEmail.count({ where: { candidateId: app.candidateId, receivedAt: { gte: app.submitClickedAt! } } }),
          db().application.count({ where: { candidateId: app.candidateId, id: { not: app.id }, submitClickedAt: near } }),
        ]);
        lostClicks.push(
          `${about} (sent ${sent}; ${mails} mails since its click, ${neighbours} other clicks of its candidate within 30 min)`,
        );
      }
      // At most the killed worker's clicks in flight when it died: one per place in its browser pool.
      expect(lostClicks.length, lostClicks.join("\n")).toBeLessThanOrEqual(2);
      timings.lostFinalClicks = lostClicks.length;
      if (lostClicks.length) console.log(`final clicks lost with the killed worker:\n${lostClicks.join("\n")}`);
    },
  );
});

/**
 * POST /applications through the front port, as a careful client would: a 502 (the gateway died while
 * answering) or a network error is retried, and a 409 `duplicate_application` on a retry means the
 * first attempt was taken.
 */
async function apply(account: TestAccount, job: string): Promise<string> {
  const url = `http://boards.greenhouse.io/acme/jobs/${job}`;
  for (let attempt = 1; ; attempt++) {
    const res = await account
      .api("POST", "/applications", { profile_id: account.profileId, url })
      .catch((error: Error) => ({ status: 0, body: { error: { message: error.message } } }));
    if (res.status === 202) return res.body.id as string;
    if (res.status === 409 && attempt > 1 && res.body?.error?.code === "duplicate_application") {
      const made = await db().application.findFirstOrThrow({ where: { accountId: account.accountId, url } });
      return made.id;
    }
    if (![0, 429, 502, 503].includes(res.status) || attempt === 30)
      throw new Error(`POST /applications answered ${res.status}: ${JSON.stringify(res.body)}`);
    await sleep(500);
  }
}

async function statuses(ids: string[]): Promise<string[]> {
  const rows = await db().application.findMany({ where: { id: { in: ids } }, select: { status: true } });
  return rows.map((r) => r.status);
}
