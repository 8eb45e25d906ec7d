// GET /v1/usage/daily: the account's applications per UTC day (created, submitted, failed) and its
// spend, every day of the range oldest first, zeros included; only the caller's account counts.
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { settleApplication } from "../../lib/ledger";
import { createAccountWithCandidate, useTestApi } from "./helpers";

const server = useTestApi();
const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let jobSeq = Date.now() % 1_000_000;

describe("GET /usage/daily", () => {
  it("counts created, submitted and failed applications and spend per UTC day", async () => {
    const account = await createAccountWithCandidate(server.baseUrl, { creditUsd: 20 });
    const other = await createAccountWithCandidate(server.baseUrl, { creditUsd: 20 });
    const apply = async (who: typeof account) => {
      const res = await who.api("POST", "/applications", {
        profile_id: who.profileId,
        url: `https://boards.greenhouse.io/acme/jobs/${jobSeq++}`,
      });
      expect(res.status).toBe(202);
      return res.body.id as string;
    };
    const [submitted, failed, queued, old] = [await apply(account), await apply(account), await apply(account), await apply(account)];
    await apply(other);
    await settleApplication(submitted, { status: "submitted" });
    await settleApplication(failed, { status: "failed", failureReason: "job_closed", failureMessage: "closed" });
    await db().application.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 2 * DAY_MS) } });
    expect(queued).toMatch(/^app_/);

    const res = await account.api("GET", "/usage/daily?days=7");
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { date: string }) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(utcDay));
    const today = res.body.data.at(-1);
    expect(today).toEqual({ date: utcDay(0), created: 3, submitted: 1, failed: 1, spent_usd: 1.5 });
    expect(res.body.data.at(-3)).toMatchObject({ date: utcDay(-2), created: 1, submitted: 0, failed: 0, spent_usd: 0 });
    const total = res.body.data.reduce((sum: number, d: { created: number }) => sum + d.created, 0);
    expect(total).toBe(4);

    const byDefault = await account.api("GET", "/usage/daily");
    expect(byDefault.body.data).toHaveLength(30);
    expect(byDefault.body.data.at(-1)).toEqual(today);
  });

  it("refuses a range outside 1 to 90 days", async () => {
    const account = await createAccountWithCandidate(server.baseUrl);
    for (const days of ["0", "91", "1.5", "many"]) {
      const res = await account.api("GET", `/usage/daily?days=${days}`);
      expect(res.status, days).toBe(422);
      expect(res.body.error.details[0].path).toBe("days");
    }
    expect((await account.api("GET", "/usage/daily?days=1")).body.data).toHaveLength(1);
  });
});
