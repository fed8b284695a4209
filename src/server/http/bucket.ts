// The search gate's budgets (src/server/http/gate.ts). A Bucket fills at `share` per ms of wall
// clock up to `depth` and what is spent is taken out of it (it may go negative): work time (ms of
// work per ms), or calls (calls per ms).
export class Bucket {
  constructor(
    public tokens: number,
    public at: number,
  ) {}
  refill(now: number, share: number, depth: number): void {
    this.tokens = Math.min(depth, this.tokens + (now - this.at) * share);
    this.at = now;
  }
}

/** One client's budgets at the gate: its work time, its calls, and its calls running now. */
export class ClientBudget {
  busy = 0;
  readonly work: Bucket;
  readonly calls: Bucket;
  constructor(workMs: number, calls: number, now: number) {
    this.work = new Bucket(workMs, now);
    this.calls = new Bucket(calls, now);
  }
  /** Takes one call at `perSecond` (at most `burst` at once): 0, or the seconds until one is back. */
  takeCall(now: number, perSecond: number, burst: number): number {
    this.calls.refill(now, perSecond / 1000, burst);
    if (this.calls.tokens < 1) return (1 - this.calls.tokens) / perSecond;
    this.calls.tokens -= 1;
    return 0;
  }
}

/** Clients whose budgets are tracked at most (idle, refilled ones are forgotten first). */
const MAX_CLIENTS = 10_000;

/** The gate's budgets per client: work time (`clientShare`, `clientBurstMs`) and calls (`clientRate` a second, `clientRateBurst`). */
export class ClientBudgets {
  private clients = new Map<string, ClientBudget>();
  constructor(
    private readonly o: {
      clientShare: number;
      clientBurstMs: number;
      clientRate: number;
      clientRateBurst: number;
      now: () => number;
    },
  ) {}

  /** The client's budgets, full for a client not seen (or forgotten). */
  of(client: string): ClientBudget {
    let b = this.clients.get(client);
    if (!b) {
      if (this.clients.size >= MAX_CLIENTS) this.forgetIdle();
      b = new ClientBudget(this.o.clientBurstMs, this.o.clientRateBurst, this.o.now());
      this.clients.set(client, b);
    }
    return b;
  }

  /** Drops clients with nothing running or waiting whose budgets are full again, then the oldest idle. */
  private forgetIdle(): void {
    const t = this.o.now();
    for (const [k, b] of this.clients) {
      b.work.refill(t, this.o.clientShare, this.o.clientBurstMs);
      b.calls.refill(t, this.o.clientRate / 1000, this.o.clientRateBurst);
      if (b.busy === 0 && b.work.tokens >= this.o.clientBurstMs && b.calls.tokens >= this.o.clientRateBurst)
        this.clients.delete(k);
    }
    for (const [k, b] of this.clients) {
      if (this.clients.size < MAX_CLIENTS) break;
      if (b.busy === 0) this.clients.delete(k);
    }
  }
}
