// The settle functions the workflow's activities call: exactly once per application, under retries.
import { afterAll, describe, expect, it } from "vitest";
import { createAccount } from "../../lib/accounts";
import { db, disconnectDb } from "../../lib/db";
import { newId } from "../../lib/ids";
import { chargeCredit, depositCredit, insertApplicationWithHold, releaseCredit, settleApplication, toBalances } from "../../lib/ledger";

afterAll(async () => {
  await disconnectDb();
});

const getBalances = async (accountId: string) => toBalances(await db().account.findUniqueOrThrow({ where: { id: accountId } }));

/** An account with `creditCents` and one held application of `priceCents` (made directly, no API). */
async function heldApplication(creditCents: number, priceCents: number) {
  const { accountId } = await createAccount({ email: `ledger.${newId("acct")}@example.com`, creditCents });
  const candidateId = newId("cand");
  const profileId = newId("prof");
  const applicationId = newId("app");
  await db().candidate.create({
    data: {
      id: candidateId,
      accountId,
      firstName: "A",
      lastName: "B",
      email: "a@b.example",
      emailMode: "candidate",
      inboxLocalPart: candidateId.toLowerCase(),
      resumeUrl: "https://x.example/r",
    },
  });
  await db().profile.create({ data: { id: profileId, accountId, candidateId, profile: {}, resumeUrl: "https://x.example/r" } });
  const outcome = await insertApplicationWithHold({
    id: applicationId,
    accountId,
    candidateId,
    profileId,
    newProfile: null,
    url: "https://x.example/j",
    normalizedUrl: "https://x.example/j",
    dedupeKey: "k",
    ats: null,
    priceCents,
    reviewBeforeSubmit: false,
  });
  const held = typeof outcome !== "string";
  return { accountId, applicationId, held };
}

describe("ledger", () => {
  // Ten times in a row: a concurrent call whose snapshot predates the winner's commit must still report "charged".
  it("charges a held application exactly once, even when called concurrently", { repeats: 9 }, async () => {
    const { accountId, applicationId, held } = await heldApplication(1000, 250);
    expect(held).toBe(true);
    expect(await getBalances(accountId)).toEqual({ balanceCents: 1000, heldCents: 250, spentCents: 0, availableCents: 750 });

    const results = await Promise.all(Array.from({ length: 8 }, () => chargeCredit(applicationId)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results.every((r) => r.creditState === "charged")).toBe(true);
    expect(await getBalances(accountId)).toEqual({ balanceCents: 750, heldCents: 0, spentCents: 250, availableCents: 750 });
    // A release after the charge changes nothing.
    expect(await releaseCredit(applicationId)).toEqual({ applied: false, creditState: "charged" });
    expect(await getBalances(accountId)).toEqual({ balanceCents: 750, heldCents: 0, spentCents: 250, availableCents: 750 });
    const kinds = (await db().creditEntry.findMany({ where: { applicationId }, orderBy: { createdAt: "asc" } })).map((e) => [
      e.kind,
      e.amountCents,
    ]);
    expect(kinds).toEqual([
      ["hold", 250],
      ["charge", 250],
    ]);
  });

  it("releases a hold exactly once and never charges afterwards", async () => {
    const { accountId, applicationId } = await heldApplication(500, 300);
    expect((await releaseCredit(applicationId)).applied).toBe(true);
    expect((await releaseCredit(applicationId)).applied).toBe(false);
    expect(await chargeCredit(applicationId)).toEqual({ applied: false, creditState: "released" });
    expect(await getBalances(accountId)).toEqual({ balanceCents: 500, heldCents: 0, spentCents: 0, availableCents: 500 });
  });

  it("refuses a hold the available balance does not cover", async () => {
    const { accountId, held } = await heldApplication(100, 150);
    expect(held).toBe(false);
    expect(await getBalances(accountId)).toEqual({ balanceCents: 100, heldCents: 0, spentCents: 0, availableCents: 100 });
    await expect(depositCredit(accountId, 0)).rejects.toThrow(RangeError);
    expect((await depositCredit(accountId, 250)).balanceCents).toBe(350);
    await expect(chargeCredit("app_missing000000")).rejects.toThrow(/no application/);
  });

  // GET /v1/usage reads these counts (a trigger keeps them; migration 20261126000000_account_application_counts).
  it("keeps the account's applications counted by status through every insert, status change and delete", async () => {
    const { accountId, applicationId } = await heldApplication(1000, 100);
    const counts = async () => (await db().account.findUniqueOrThrow({ where: { id: accountId } })).applicationCounts;
    const counted = async () =>
      Object.fromEntries(
        (await db().application.groupBy({ by: ["status"], where: { accountId }, _count: true })).map((g) => [g.status, g._count]),
      );
    expect(await counts()).toEqual({ queued: 1 });
    await db().application.update({ where: { id: applicationId }, data: { status: "running" } });
    await db().application.update({ where: { id: applicationId }, data: { awaitingOtp: true } });
    expect(await counts()).toEqual({ queued: 0, running: 1 });
    await settleApplication(applicationId, { status: "submitted" });
    expect(await counts()).toEqual({ queued: 0, running: 0, submitted: 1 });
    expect(await counted()).toEqual({ submitted: 1 });
    await db().creditEntry.deleteMany({ where: { applicationId } });
    await db().application.delete({ where: { id: applicationId } });
    expect(await counts()).toEqual({ queued: 0, running: 0, submitted: 0 });
  });
});
