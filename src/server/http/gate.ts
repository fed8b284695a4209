// Expensive work (a list query the page cache could not answer) passes through one gate per
// process: at most `max` run at once, and together they may take only `share` of the wall
// clock (a token bucket of work time, `burstMs` deep), so one client flooding uncached
// searches takes a bounded part of the CPU and the database and cheap calls keep their
// latency. Up to `queue` more wait their turn; anything beyond is refused with 503 and
// Retry-After. Every section's uncached list query runs as `app.expensive.run(() => …)`.
//
// Work starts only after yielding to the event loop (setImmediate). On SQLite a search runs
// synchronously from start to end, so without the yield every search that arrived in one
// batch of I/O would run back to back before any cheap call; with it, requests that arrived
// are answered (or queued) first.
//
// A refusal is sent after a short pause (a timer, no work): a client that retries at once
// would otherwise turn refusals into a flood of their own (measured: ~3000 refusals a second
// from 8 connections, which slowed the cheap calls as much as the searches had).
import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises';
import { busy } from './errors';

export interface GateOptions {
  max: number;
  queue: number;
  /** The part of wall-clock time expensive work may take (0 < share ≤ 1; 1: no budget). */
  share?: number;
  /** How much work time may be spent in a burst before the share applies. */
  burstMs?: number;
  refuseAfterMs?: number;
  now?: () => number;
}

export class Gate {
  private running = 0;
  private waiting: (() => void)[] = [];
  private tokens: number;
  private refilledAt: number;
  private timer?: NodeJS.Timeout;
  private readonly o: Required<GateOptions>;

  constructor(options: GateOptions) {
    this.o = { share: 1, burstMs: 1000, refuseAfterMs: 250, now: () => performance.now(), ...options };
    this.tokens = this.o.burstMs;
    this.refilledAt = this.o.now();
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private refill(): void {
    const t = this.o.now();
    this.tokens = Math.min(this.o.burstMs, this.tokens + (t - this.refilledAt) * this.o.share);
    this.refilledAt = t;
  }

  private canStart(): boolean {
    this.refill();
    return this.running < this.o.max && (this.o.share >= 1 || this.tokens > 0);
  }

  /** Starts waiters while there is a free slot and budget; else wakes when the budget is back. */
  private pump(): void {
    while (this.waiting.length > 0 && this.canStart()) {
      this.running++;
      this.waiting.shift()!();
    }
    if (this.waiting.length > 0 && this.running < this.o.max && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, Math.ceil(-this.tokens / this.o.share) + 1);
    }
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting.length === 0 && this.canStart()) this.running++;
    else if (this.waiting.length >= this.o.queue) {
      if (this.o.refuseAfterMs > 0) await wait(this.o.refuseAfterMs);
      throw busy();
    } else {
      const turn = new Promise<void>((resolve) => this.waiting.push(resolve));
      this.pump();
      await turn;
    }
    const started = this.o.now();
    try {
      await nextTurn();
      return await work();
    } finally {
      this.running--;
      this.refill();
      this.tokens -= this.o.now() - started;
      this.pump();
    }
  }
}
