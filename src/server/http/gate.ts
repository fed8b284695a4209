// Expensive work (a list query the page cache could not answer) passes one gate per process.
// It sheds the abuser, not the crowd:
// - Each client (its address as the per-IP limits resolve it, TRUST_PROXY respected) has a
//   budget of work time: a bucket `clientBurstMs` deep refilled at `clientShare` of the wall
//   clock; and a budget of calls: `clientRate` a second, `clientRateBurst` at once (a search
//   from memory costs a millisecond or less, so a flood of cheap ones never empties the first).
//   A client whose budget is spent, or who already has `clientQueue` calls waiting, is refused
//   with 429 and Retry-After: that client only.
// - Waiting calls are served round-robin by client, so a flood waits behind its own calls, not
//   in front of everybody else's.
// - At most `max` run at once, and together they take at most `share` of the wall clock (a
//   bucket of work time `burstMs` deep), so cheap calls keep their turn.
// - Global refusal (503 + Retry-After) is judged by queue delay, as CoDel does: once the oldest
//   waiting call has been older than `targetMs` for a whole `intervalMs` (a standing queue, not
//   a burst), calls that have waited longer than `targetMs` are refused, until a call starts
//   within the target again. That is real overload: there is no fixed queue length.
// - Budgets are charged with a call's own work, from its turn on: not with its wait for that
//   turn, which under load is a whole turn of the event loop (every other request's work). So
//   only synchronous work belongs inside: a database round trip would be charged that turn too.
//
// Work starts only after yielding to the event loop (setImmediate): on SQLite a search runs
// synchronously, so without the yield every search that arrived in one batch of I/O would run
// back to back before any cheap call. A refusal at the door is sent after a short pause (a
// timer, no work): a client retrying at once would otherwise turn refusals into a flood.
import type { FastifyRequest } from 'fastify';
import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises';
import { Bucket, ClientBudgets } from './bucket';
import { busy, tooOften } from './errors';

export interface GateOptions {
  max: number;
  /** The part of wall-clock time expensive work may take in this process (1: no budget). */
  share?: number;
  burstMs?: number;
  /** A call that waited longer than this is refused with 503 (overload)… */
  targetMs?: number;
  /** …once the queue has stayed above the target this long. */
  intervalMs?: number;
  /** The part of wall-clock time one client's expensive work may take (1: no client budget). */
  clientShare?: number;
  clientBurstMs?: number;
  /** Expensive calls one client may start per second (0: no call budget)… */
  clientRate?: number;
  /** …and at once, before that rate applies. */
  clientRateBurst?: number;
  /** Calls one client may have waiting at once. */
  clientQueue?: number;
  refuseAfterMs?: number;
  now?: () => number;
}

/** Waiting calls at most, whatever their wait (memory, not policy: the target refuses first). */
const MAX_WAITING = 10_000;

/**
 * The client a request's expensive work is budgeted to: the address the per-IP limits use
 * (TRUST_PROXY respected). Passed to run() by the caller: an AsyncLocalStorage carrying it
 * would hook every promise of every request (Node 20's async_hooks), about a tenth of a cheap
 * call's CPU.
 */
export const clientOf = (req: FastifyRequest): string => req.ip.slice(0, 64);

interface Waiter {
  client: string;
  /** The client's work-time bucket when it has one (checked again when its turn comes). */
  budget?: Bucket;
  at: number;
  start: () => void;
  refuse: (err: Error) => void;
}

export class Gate {
  private running = 0;
  private waitingCount = 0;
  /** Waiters per client, in round-robin order (a served client moves to the end). */
  private waiting = new Map<string, Waiter[]>();
  private readonly clients: ClientBudgets;
  private readonly global: Bucket;
  private timer?: NodeJS.Timeout;
  private timerAt = Infinity;
  /** Since when the oldest waiting call has been past the target (undefined: a call started within it since). */
  private overSince?: number;
  private readonly o: Required<GateOptions>;
  /** Refusals since start, by kind (the bench and /readyz read them). */
  readonly refused = { client: 0, overload: 0 };

  constructor(options: GateOptions) {
    this.o = {
      share: 1,
      burstMs: 1000,
      targetMs: 200,
      intervalMs: 500,
      clientShare: 1,
      clientBurstMs: 2000,
      clientRate: 0,
      clientRateBurst: 1,
      clientQueue: 8,
      refuseAfterMs: 250,
      now: () => performance.now(),
      ...options,
    };
    this.global = new Bucket(this.o.burstMs, this.o.now());
    this.clients = new ClientBudgets(this.o);
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waitingCount;
  }

  /** How long the oldest waiting call has waited (ms; 0 when none waits). */
  get delay(): number {
    const oldest = this.oldestAt();
    return oldest === Infinity ? 0 : this.o.now() - oldest;
  }

  private oldestAt(): number {
    let oldest = Infinity;
    for (const list of this.waiting.values()) oldest = Math.min(oldest, list[0].at);
    return oldest;
  }

  private canStart(): boolean {
    this.global.refill(this.o.now(), this.o.share, this.o.burstMs);
    return this.running < this.o.max && (this.o.share >= 1 || this.global.tokens > 0);
  }

  /** Refuses calls that waited past the target in a standing queue, starts the next ones round-robin, sets the next wake-up. */
  private pump(): void {
    const t = this.o.now();
    const { targetMs, intervalMs } = this.o;
    if (t - this.oldestAt() > targetMs) this.overSince ??= t;
    if (this.overSince !== undefined && t - this.overSince >= intervalMs) {
      for (const [client, list] of this.waiting) {
        while (list.length > 0 && t - list[0].at > targetMs) {
          this.waitingCount--;
          this.refused.overload++;
          list.shift()!.refuse(busy());
        }
        if (list.length === 0) this.waiting.delete(client);
      }
    }
    while (this.waitingCount > 0 && this.canStart()) {
      const [client, list] = this.waiting.entries().next().value!;
      const w = list.shift()!;
      this.waiting.delete(client);
      if (list.length > 0) this.waiting.set(client, list);
      this.waitingCount--;
      // Its client's earlier calls may have spent the budget while it waited.
      if (w.budget) {
        w.budget.refill(t, this.o.clientShare, this.o.clientBurstMs);
        if (w.budget.tokens <= 0) {
          this.refused.client++;
          w.refuse(tooOften(-w.budget.tokens / this.o.clientShare / 1000));
          continue;
        }
      }
      // A call started within the target: the queue drains.
      if (t - w.at <= targetMs) this.overSince = undefined;
      this.running++;
      w.start();
    }
    if (this.waitingCount === 0) return this.wakeAt(Infinity);
    const crosses = this.oldestAt() + targetMs;
    this.wakeAt(
      Math.min(
        this.budgetBackAt(),
        (this.overSince === undefined ? crosses : Math.max(crosses, this.overSince + intervalMs)) + 1,
      ),
    );
  }

  /** When the global budget is positive again (now when it is, or when no slot is free). */
  private budgetBackAt(): number {
    if (this.running >= this.o.max || this.o.share >= 1 || this.global.tokens > 0) return Infinity;
    return this.o.now() + Math.ceil(-this.global.tokens / this.o.share) + 1;
  }

  private wakeAt(at: number): void {
    if (at >= this.timerAt && this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
    if (at === Infinity) return;
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - this.o.now()),
    );
    this.timer.unref?.();
  }

  private async refuseClient(retryAfterS: number): Promise<never> {
    this.refused.client++;
    if (this.o.refuseAfterMs > 0) await wait(this.o.refuseAfterMs);
    throw tooOften(retryAfterS);
  }

  /** Runs `work` for `client` (clientOf(req); '' for none) within the budgets. */
  async run<T>(work: () => Promise<T>, client: string): Promise<T> {
    const budget = this.clients.of(client);
    const bucket = budget.work;
    const limited = client !== '' && this.o.clientShare < 1;
    const callBackInS =
      client !== '' && this.o.clientRate > 0
        ? budget.takeCall(this.o.now(), this.o.clientRate, this.o.clientRateBurst)
        : 0;
    if (callBackInS > 0) return this.refuseClient(callBackInS);
    if (limited) {
      bucket.refill(this.o.now(), this.o.clientShare, this.o.clientBurstMs);
      if (bucket.tokens <= 0) return this.refuseClient(-bucket.tokens / this.o.clientShare / 1000);
      if ((this.waiting.get(client)?.length ?? 0) >= this.o.clientQueue) return this.refuseClient(1);
    }
    if (this.waitingCount === 0 && this.canStart()) {
      this.running++;
      this.overSince = undefined;
    } else {
      if (this.waitingCount >= MAX_WAITING) {
        this.refused.overload++;
        throw busy();
      }
      await new Promise<void>((start, refuse) => {
        const list = this.waiting.get(client);
        const w: Waiter = { client, budget: limited ? bucket : undefined, at: this.o.now(), start, refuse };
        if (list) list.push(w);
        else this.waiting.set(client, [w]);
        this.waitingCount++;
        this.pump();
      });
    }
    budget.busy++;
    let started = Infinity;
    try {
      await nextTurn();
      started = this.o.now();
      return await work();
    } finally {
      const spent = Math.max(0, this.o.now() - started);
      this.running--;
      budget.busy--;
      this.global.refill(this.o.now(), this.o.share, this.o.burstMs);
      this.global.tokens -= spent;
      if (limited) {
        bucket.refill(this.o.now(), this.o.clientShare, this.o.clientBurstMs);
        bucket.tokens -= spent;
      }
      this.pump();
    }
  }
}
