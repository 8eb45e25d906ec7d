// Credit and duplicates are decided by the database, so they must hold under a burst of requests.
import { afterAll, beforeAll, expect, it } from "vitest";
import { db, disconnectDb } from "../../lib/db";
import { createAccountWithCandidate, startTestApi, type TestApi } from "./helpers";

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
  await disconnectDb();
});

it("accepts exactly as many concurrent applications as the balance covers", async () => {
  // Greenhouse costs $1.50: $15 covers exactly ten.
  const { api, profileId, accountId } = await createAccountWithCandidate(server.baseUrl, { creditUsd: 15 });
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => api("POST", "/applications", { profile_id: profileId, url: `https://boards.greenhouse.io/acme/jobs/${1000 + i}` })),
  );
  const statuses = results.map((r) => r.status);
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
  expect(statuses.filter((s) => s === 202)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.code).toBe("duplicate_application");
  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  expect(account.heldCents).toBe(150);
  expect(await db().application.count({ where: { accountId } })).toBe(1);
});
