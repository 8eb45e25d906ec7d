// The browser pool's order of waiting leases (ats-adapters/fair-slots.ts): fair by account, by weight,
// never arrival order. Only the order places are given in is asserted; nothing here waits for time.
import { describe, expect, it } from "vitest";
import { FairSlots } from "../../ats-adapters/fair-slots";

/** Lets every place just given reach its taker. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A pool of `size` places with these weights (1 for others), and the accounts in the order they got places. */
function pool(size: number, weights: Record<string, number> = {}) {
  const slots = new FairSlots(
    () => size,
    (accountId) => weights[accountId] ?? 1,
  );
  const started: string[] = [];
  return {
    slots,
    started,
    /** `count` leases asked for by `accountId`, one after the other. */
    ask(accountId: string, count = 1) {
      for (let i = 0; i < count; i++) void slots.take(accountId).then(() => started.push(accountId));
    },
    /** Frees `count` places, one at a time, each taken before the next is freed. */
    async free(count = 1) {
      for (let i = 0; i < count; i++) {
        slots.give();
        await settle();
      }
    },
  };
}

/** How many of `accounts` appear in `order`, by account. */
const tally = (order: string[]) => order.reduce<Record<string, number>>((n, a) => ({ ...n, [a]: (n[a] ?? 0) + 1 }), {});

describe("fair browser places", () => {
  it("gives an account arriving beside another's 500 waiting leases the next free place", async () => {
    const p = pool(2);
    p.ask("acct_busy", 502);
    await settle();
    expect(p.started).toEqual(["acct_busy", "acct_busy"]);
    expect(p.slots.waiting).toBe(500);
    p.ask("acct_single");
    await p.free();
    expect(p.started.slice(2)).toEqual(["acct_single"]);
    // The rest still all run, each once.
    await p.free(501);
    expect(tally(p.started)).toEqual({ acct_busy: 502, acct_single: 1 });
    expect(p.slots).toMatchObject({ waiting: 0, inUse: 1 });
  });

  it("takes turns between accounts of equal weight, whoever came first", async () => {
    const p = pool(1);
    p.ask("acct_a", 6);
    p.ask("acct_b", 3);
    await settle();
    await p.free(8);
    // acct_a's first took the free place at once; its next waits behind acct_b's first.
    expect(p.started).toEqual(["acct_a", "acct_b", "acct_a", "acct_b", "acct_a", "acct_b", "acct_a", "acct_a", "acct_a"]);
  });

  it("gives an account of weight 2 two places for each one of an account of weight 1", async () => {
    const p = pool(1, { acct_heavy: 2 });
    p.ask("acct_holder");
    p.ask("acct_heavy", 40);
    p.ask("acct_light", 40);
    await settle();
    await p.free(60);
    const granted = p.started.slice(1);
    for (let k = 1; k <= 20; k++) expect(tally(granted.slice(0, 3 * k)), `first ${3 * k}`).toEqual({ acct_heavy: 2 * k, acct_light: k });
  });

  it("saves no places for an account while it waits for none: a newcomer after a long run takes turns, not a burst", async () => {
    const p = pool(1);
    p.ask("acct_a", 60);
    await settle();
    await p.free(30);
    p.ask("acct_b", 10);
    await p.free(10);
    expect(p.started.slice(31)).toEqual(Array.from({ length: 5 }, () => ["acct_b", "acct_a"]).flat());
  });

  it("never gives more places than the pool has", async () => {
    const p = pool(3);
    p.ask("acct_a", 5);
    p.ask("acct_b", 5);
    await settle();
    expect(p.slots).toMatchObject({ inUse: 3, waiting: 7 });
    expect(p.started).toHaveLength(3);
    await p.free(7);
    expect(p.slots).toMatchObject({ inUse: 3, waiting: 0 });
    await p.free(3);
    expect(p.slots).toMatchObject({ inUse: 0, waiting: 0 });
  });

  it("lets a cancelled wait leave the queue at once, so its place goes to the next waiter", async () => {
    const p = pool(1);
    p.ask("acct_a");
    const cancel = new AbortController();
    const given = p.slots.take("acct_cancelled", cancel.signal);
    p.ask("acct_b");
    await settle();
    expect(p.slots).toMatchObject({ inUse: 1, waiting: 2 });
    cancel.abort(new Error("attempt cancelled"));
    await expect(given).rejects.toThrow("attempt cancelled");
    expect(p.slots).toMatchObject({ inUse: 1, waiting: 1 });
    await p.free();
    expect(p.started).toEqual(["acct_a", "acct_b"]);
    await expect(p.slots.take("acct_late", cancel.signal)).rejects.toThrow("attempt cancelled");
    expect(p.slots).toMatchObject({ inUse: 1, waiting: 0 });
  });
});
