// Credit and duplicates are decided by the database, so they must hold under a burst of requests.
import { expect, it } from "vitest";
import { db } from "../../lib/db";
import { chargeCredit, releaseCredit } from "../../lib/ledger";
import { useTestApi, createAccountWithCandidate } from "./helpers";

const server = useTestApi();

it("accepts exactly as many concurrent applications as the balance covers", async () => {
  // Greenhouse costs $1.50: $15 covers exactly ten.
  const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 15 });
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      api("POST", "/applications", { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${1000 + i}` }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 202)).toHaveLength(10);
  expect(statuses.filter((s) => s === 402)).toHaveLength(40);
  for (const r of results.filter((r) => r.status === 402)) expect(r.body.error.code).toBe("insufficient_credit");

  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  expect(account.heldCents).toBe(1500);
  expect(account.heldCents).toBeLessThanOrEqual(account.balanceCents);
  expect(await db().application.count({ where: { accountId } })).toBe(10);
  expect(await db().creditEntry.count({ where: { accountId, kind: "hold" } })).toBe(10);
  const usage = await api("GET", "/usage");
  expect(usage.body).toMatchObject({ balance_usd: 15, held_usd: 15, available_usd: 0 });
});

it("accepts exactly one of twenty concurrent identical applications", async () => {
  const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 100 });
  const url = "https://jobs.lever.co/acme/0a1b2c3d-4e5f-6789-abcd-ef0123456789";
  const results = await Promise.all(Array.from({ length: 20 }, () => api("POST", "/applications", { profile_id: profileId, url })));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 202)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.code).toBe("duplicate_application");
  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  expect(account.heldCents).toBe(150);
  expect(await db().application.count({ where: { accountId } })).toBe(1);
});

it("accepts every one of a sustained burst of distinct applications, then settles them concurrently", async () => {
  // The bench's shape: one account, 20 requests in flight at all times, every posting different,
  // credit for all. Counting 202/402/409 alone would not notice a request that failed with a 500.
  const total = 120;
  const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 1_000 });
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < total) {
        const i = next++;
        const r = await api("POST", "/applications", { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${5000 + i}` });
        statuses.push(r.status);
      }
    }),
  );
  expect(statuses.filter((s) => s !== 202)).toEqual([]);
  let account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  expect(account.heldCents).toBe(total * 150);
  expect(await db().creditEntry.count({ where: { accountId, kind: "hold" } })).toBe(total);

  // As the workflow's activities do: settle all at once, each one twice (a retried activity).
  const apps = await db().application.findMany({ where: { accountId }, select: { id: true }, orderBy: { id: "asc" } });
  const settle = (id: string, i: number) => (i % 2 === 0 ? chargeCredit(id) : releaseCredit(id));
  const results = await Promise.all(apps.flatMap(({ id }, i) => [settle(id, i), settle(id, i)]));
  expect(results.filter((r) => r.applied)).toHaveLength(total);
  account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  expect(account).toMatchObject({ heldCents: 0, spentCents: (total / 2) * 150, balanceCents: 100_000 - (total / 2) * 150 });
  expect(await db().creditEntry.count({ where: { accountId, kind: "charge" } })).toBe(total / 2);
  expect(await db().creditEntry.count({ where: { accountId, kind: "release" } })).toBe(total / 2);
});
