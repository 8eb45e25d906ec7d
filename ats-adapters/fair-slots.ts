// The browser pool's places, shared fairly between accounts. A worker takes many browser tasks from
// Temporal at once and they wait here for a place, so arrival order would let one account's batch hold
// up every other account's applications however Temporal ordered the tasks (docs/cluster.md, "Fair
// shares per account"). Start-time fair queuing: each wait is stamped, on arrival, with the later of
// the pool's virtual time and the end of its account's previous share; a free place goes to the
// smallest stamp (the earlier arrival on a tie), and the virtual time moves to it. An account of
// weight w advances its own stamps by 1/w per place, so it gets w places for another account's one
// while both wait, and an account that has waited for nothing starts at the virtual time: one
// arriving beside a long queue gets the next free place.

interface Waiter {
  stamp: number;
  /** Arrival order, for ties. */
  seq: number;
  grant: () => void;
}

interface AccountShare {
  /** Its waits, in arrival order (their stamps increase). */
  waiting: Waiter[];
  /** Where its next wait's stamp starts, unless the virtual time has passed it. */
  nextStamp: number;
}

export class FairSlots {
  private used = 0;
  private queued = 0;
  private virtualTime = 0;
  private seq = 0;
  private readonly accounts = new Map<string, AccountShare>();

  /** `size` and `weight` are read at each decision: the settings may change while tasks wait. */
  constructor(
    private readonly size: () => number,
    private readonly weight: (accountId: string) => number,
  ) {}

  /**
   * Resolves when `accountId` holds a place; give() returns it. An abort while waiting (the attempt was
   * cancelled: superseded, timed out, its workflow ended, the worker stopping) leaves the queue at once
   * and rejects, so a cancelled task never takes a place only to let it go.
   */
  async take(accountId: string, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const share = this.shareOf(accountId);
    const stamp = Math.max(this.virtualTime, share.nextStamp);
    share.nextStamp = stamp + 1 / this.weight(accountId);
    if (this.used < this.size() && this.queued === 0) {
      this.used++;
      this.virtualTime = stamp;
      return;
    }
    this.queued++;
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        share.waiting.splice(share.waiting.indexOf(waiter), 1);
        this.queued--;
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        stamp,
        seq: this.seq++,
        grant: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      share.waiting.push(waiter);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Returns a place: it passes straight to the next waiter, if any. */
  give(): void {
    const next = this.next();
    if (!next) {
      this.used--;
      return;
    }
    this.queued--;
    const waiter = next.waiting.shift()!;
    this.virtualTime = waiter.stamp;
    this.forgetIdle();
    waiter.grant();
  }

  get inUse(): number {
    return this.used;
  }

  /** Waits not yet given a place, all accounts together. */
  get waiting(): number {
    return this.queued;
  }

  private next(): AccountShare | undefined {
    let best: AccountShare | undefined;
    for (const share of this.accounts.values()) {
      const head = share.waiting[0];
      if (!head) continue;
      const bestHead = best?.waiting[0];
      if (!bestHead || head.stamp < bestHead.stamp || (head.stamp === bestHead.stamp && head.seq < bestHead.seq)) best = share;
    }
    return best;
  }

  private shareOf(accountId: string): AccountShare {
    let share = this.accounts.get(accountId);
    if (!share) {
      share = { waiting: [], nextStamp: this.virtualTime };
      this.accounts.set(accountId, share);
    }
    return share;
  }

  /** An account with nothing waiting whose share the virtual time has passed would start there anyway. */
  private forgetIdle(): void {
    for (const [accountId, share] of this.accounts) {
      if (share.waiting.length === 0 && share.nextStamp <= this.virtualTime) this.accounts.delete(accountId);
    }
  }
}
