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
