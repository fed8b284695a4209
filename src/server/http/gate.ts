// Expensive work (a list query the page cache could not answer) passes through one gate per
// process: at most `max` run at once, up to `queue` more wait their turn, and anything beyond
// is answered 503 with Retry-After at once. So one client flooding uncached searches takes a
// bounded share of the CPU and the database while cheap calls keep their latency. Every
// section's uncached list query runs as `app.expensive.run(() => …)`.
//
// Work starts only after yielding to the event loop (setImmediate). On SQLite a search runs
// synchronously from start to end, so without the yield every search that arrived in one
// batch of I/O would run back to back before any cheap call, and none would ever overlap for
// the limit to see; with it, requests that arrived are answered (or queued) first and at most
// `max` searches run per turn of the loop.
//
// A refusal is sent after a short pause (a timer, no work): a client that retries at once
// would otherwise turn refusals into a flood of their own (measured: ~3000 refusals a second
// from 8 connections, which slowed the cheap calls as much as the searches had).
import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises';
import { busy } from './errors';

export class Gate {
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(
    readonly max: number,
    readonly queue: number,
    readonly refuseAfterMs = 250,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.queue) {
        if (this.refuseAfterMs > 0) await wait(this.refuseAfterMs);
        throw busy();
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      await nextTurn();
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), else free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
