// Expensive work is bounded: uncached goods searches pass a gate that sheds the abuser, not
// the crowd (a client past its budget gets 429 with Retry-After, others and cached answers are
// served; 503 only for calls that waited past the target), and PostgreSQL cancels a statement
// that runs past DB_STATEMENT_TIMEOUT_MS (the call answers 503, not 500).
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../../src/api/product';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db';
import { Gate } from '../../src/server/http/gate';
import { route } from '../../src/server/http/route';
import { z } from '../../src/api/define';
import { eachDialect, expectFail, seededDb, useApp } from './helpers';

/** A promise and its resolver, to hold work open without timers. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A one-slot gate on a fake clock (target 200 ms, interval 300 ms), its slot held by client 'a' until `hold` resolves. */
function heldGate() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const clock = { now: 0 };
  const gate = new Gate({ max: 1, targetMs: 200, intervalMs: 300, refuseAfterMs: 0, now: () => clock.now });
  const hold = deferred();
  const first = gate.run(() => hold.promise, 'a');
  return { clock, gate, hold, first };
}

describe('Gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs max at once and queues the rest; a failure frees its slot', async () => {
    // A still clock: no waiter ever passes the queue-delay target, however slow the machine.
    const gate = new Gate({ max: 2, refuseAfterMs: 0, now: () => 0 });
    const holds = [deferred(), deferred(), deferred()];
    const runs = holds.map((h, i) => gate.run(async () => (await h.promise, i), 'a'));
    expect([gate.active, gate.queued]).toEqual([2, 1]);
    holds[1].resolve();
    await runs[1];
    // The waiter took the freed slot.
    expect([gate.active, gate.queued]).toEqual([2, 0]);
    holds[2].resolve();
    holds[0].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
    await expect(gate.run(async () => Promise.reject(new Error('x')), 'a')).rejects.toThrow('x');
    expect(gate.active).toBe(0);
  });

  it('refuses a client past its budget with 429 and Retry-After, and only that client', async () => {
    let now = 0;
    const gate = new Gate({ max: 4, clientShare: 0.1, clientBurstMs: 100, refuseAfterMs: 0, now: () => now });
    // 300 ms of work: the 100 ms burst spent and 200 ms of debt, repaid at 0.1 in 2 s.
    await gate.run(async () => {
      now += 300;
    }, 'flooder');
    const refused = gate.run(async () => 1, 'flooder');
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: '操作过于频繁，请稍后再试',
      headers: { 'retry-after': '2' },
    });
    expect(await gate.run(async () => 'served', 'neighbour')).toBe('served');
    expect(gate.refused).toEqual({ client: 1, overload: 0 });
    now += 2001;
    expect(await gate.run(async () => 'again', 'flooder')).toBe('again');
  });

  it('caps the calls one client may have waiting', async () => {
    const gate = new Gate({ max: 1, clientQueue: 2, clientShare: 0.5, refuseAfterMs: 0, now: () => 0 });
    const hold = deferred();
    const first = gate.run(() => hold.promise, 'a');
    const waiting = [gate.run(async () => 1, 'a'), gate.run(async () => 2, 'a')];
    await expect(gate.run(async () => 3, 'a')).rejects.toMatchObject({ status: 429 });
    const other = gate.run(async () => 'b', 'b');
    expect(gate.queued).toBe(3);
    hold.resolve();
    await first;
    expect(await Promise.all([...waiting, other])).toEqual([1, 2, 'b']);
  });

  it('serves waiting clients round-robin: a flood waits behind its own calls', async () => {
    const gate = new Gate({ max: 1, refuseAfterMs: 0, now: () => 0 });
    const order: string[] = [];
    const hold = deferred();
    const first = gate.run(() => hold.promise, 'flooder');
    const runs = [
      ...['f1', 'f2', 'f3', 'f4'].map((n) => gate.run(async () => void order.push(n), 'flooder')),
      gate.run(async () => void order.push('user'), 'user'),
    ];
    hold.resolve();
    await first;
    await Promise.all(runs);
    expect(order.indexOf('user')).toBeLessThanOrEqual(1);
  });

  it('refuses with 503 and Retry-After only calls that waited past the target in a standing queue (queue delay, not length)', async () => {
    const { clock, gate, hold, first } = heldGate();
    // Twenty waiters from twenty clients: no fixed queue refuses any of them.
    const waiters = Array.from({ length: 20 }, (_, i) =>
      gate
        .run(async () => i, `c${i}`)
        .then(
          (v) => v,
          (e: { status: number; headers: Record<string, string> }) => e,
        ),
    );
    expect(gate.queued).toBe(20);
    clock.now = 150;
    await vi.advanceTimersByTimeAsync(150);
    expect(gate.queued).toBe(20);
    expect(gate.delay).toBe(150);
    // Past the target, but not yet for a whole interval: a burst, not overload.
    clock.now = 202;
    await vi.advanceTimersByTimeAsync(52);
    expect(gate.queued).toBe(20);
    clock.now = 499;
    await vi.advanceTimersByTimeAsync(297);
    expect(gate.queued).toBe(20);
    clock.now = 503;
    await vi.advanceTimersByTimeAsync(4);
    expect(gate.queued).toBe(0);
    for (const r of await Promise.all(waiters))
      expect(r).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    expect(gate.refused.overload).toBe(20);
    hold.resolve();
    await first;
  });

  it('serves a burst that drains within the interval, however long past the target', async () => {
    const { clock, gate, hold, first } = heldGate();
    const waiters = Array.from({ length: 5 }, (_, i) => gate.run(async () => i, `c${i}`));
    clock.now = 450;
    await vi.advanceTimersByTimeAsync(450);
    hold.resolve();
    await first;
    expect(await Promise.all(waiters)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.refused.overload).toBe(0);
  });

  it('lets expensive work take only its share of the time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = 0;
    const gate = new Gate({ max: 1, share: 0.5, burstMs: 100, targetMs: 10_000, refuseAfterMs: 0, now: () => now });
    // A job of 300 ms spends the 100 ms burst and 200 ms more: the budget is 200 ms in debt.
    await gate.run(async () => {
      now = 300;
    }, '');
    let started = false;
    const next = gate.run(async () => {
      started = true;
    }, '');
    expect([started, gate.active, gate.queued]).toEqual([false, 0, 1]);
    // At a share of 0.5, 200 ms of debt takes 400 ms of wall time to repay.
    now = 699;
    await vi.advanceTimersByTimeAsync(399);
    expect(started).toBe(false);
    now = 702;
    await vi.advanceTimersByTimeAsync(3);
    await next;
    expect(started).toBe(true);
  });

  it("refuses a client's calls past its call budget (429, Retry-After until the next call), however cheap they are", async () => {
    let now = 0;
    const gate = new Gate({ max: 8, clientRate: 2, clientRateBurst: 3, refuseAfterMs: 0, now: () => now });
    const call = (client: string) =>
      gate
        .run(async () => 'ok', client)
        .catch(
          (err: { status: number; headers: Record<string, string> }) => `${err.status} ${err.headers['retry-after']}`,
        );
    // Three at once (the burst), the fourth refused: at 2 a second the next call is 500 ms away.
    expect(await Promise.all([call('a'), call('a'), call('a'), call('a')])).toEqual(['ok', 'ok', 'ok', '429 1']);
    // Another client is not touched; nor is the anonymous caller (no address: no client budget).
    expect(await Promise.all([call('b'), call(''), call(''), call(''), call('')])).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    now = 499;
    expect(await call('a')).toBe('429 1');
    // A second later two more calls are back, not the whole burst.
    now = 1000;
    expect(await Promise.all([call('a'), call('a'), call('a')])).toEqual(['ok', 'ok', '429 1']);
  });

  it("charges a call's budgets with its own work, not with its wait for the event loop's turn", async () => {
    let now = 0;
    const gate = new Gate({
      max: 1,
      share: 0.5,
      burstMs: 100,
      clientShare: 0.1,
      clientBurstMs: 100,
      targetMs: 10_000,
      refuseAfterMs: 0,
      now: () => now,
    });
    // The loop takes 500 ms to come round (every other request's work), the search itself 50 ms.
    const first = gate.run(async () => {
      now += 50;
    }, 'a');
    now = 500;
    await first;
    // Both budgets are 50 ms in credit, not 450 ms in debt: the client's next search starts at once.
    const next = gate.run(async () => 'again', 'a');
    expect([gate.active, gate.queued]).toEqual([1, 0]);
    expect(await next).toBe('again');
  });
});

eachDialect('load shedding', (dialect) => {
  // A client's call budget is one search deep (then one every two seconds): its second uncached
  // search at once is refused. Its work budget is a millisecond, which a slower search spends.
  const gate = {
    EXPENSIVE_CONCURRENCY: '1',
    EXPENSIVE_CLIENT_SHARE: '0.001',
    EXPENSIVE_CLIENT_BURST_MS: '1',
    EXPENSIVE_CLIENT_RATE: '0.5',
    EXPENSIVE_CLIENT_RATE_BURST: '1',
  };
  const t = useApp(dialect, { env: { ...gate, TRUST_PROXY: '10.9.0.1' } });
  const search = (ip: string, input: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: product.goodsPage.path, payload: input, remoteAddress: ip, headers });

  it('answers a flooding client 429 with Retry-After; other clients and cached answers are served', async () => {
    const cached = await search('10.1.0.1', { productName: '钢' });
    expect(cached.statusCode).toBe(200);
    const flood = await Promise.all(
      Array.from({ length: 8 }, (_, i) => search('10.1.0.2', { productName: '钢', size: 10 + i })),
    );
    const shed = flood.filter((r) => r.statusCode === 429);
    expect(flood.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    expect(shed.length + flood.filter((r) => r.statusCode === 200).length).toBe(8);
    for (const r of shed) {
      expect(expectFail(r, 429)).toBe('操作过于频繁，请稍后再试');
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Its neighbours' uncached searches, at the same moment, are all answered.
    const neighbours = await Promise.all(
      Array.from({ length: 6 }, (_, i) => search(`10.1.1.${i}`, { productName: '钢', size: 30 + i })),
    );
    expect(neighbours.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect((await search('10.1.0.2', { productName: '钢' })).body).toBe(cached.body);
    // The same uncached search from the refused client and a neighbour at once: they share one
    // computation, which the refused client started; the refusal is its alone.
    const [mine, theirs] = await Promise.all([
      search('10.1.0.2', { productName: '钢', size: 50 }),
      search('10.1.2.1', { productName: '钢', size: 50 }),
    ]);
    expect([mine.statusCode, theirs.statusCode]).toEqual([429, 200]);
  });

  it('tells clients behind a trusted proxy apart by X-Forwarded-For', async () => {
    const viaProxy = (client: string, size: number) =>
      search('10.9.0.1', { productName: '水泥', size }, { 'x-forwarded-for': client });
    // One client behind the proxy floods (eight at once, as above); the next client through the
    // same proxy is served.
    const flood = await Promise.all(Array.from({ length: 8 }, (_, i) => viaProxy('203.0.113.7', 11 + i)));
    expect(flood.map((r) => r.statusCode)).toContain(429);
    expect((await viaProxy('203.0.113.8', 30)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statement timeout [postgres]', () => {
  it('cancels a long statement and answers 503', async () => {
    const t = await seededDb('postgres', 50);
    const db = createDb(t.url!, { statementTimeoutMs: 200 });
    try {
      const app = await buildApp(testConfig(), { db, serveStatic: false });
      const slow = {
        method: 'GET',
        path: '/api/test-only/slow/query',
        input: z.object({}),
        output: z.null(),
        who: 'none',
        auth: 'none',
      } as const;
      route(app, slow, async () => {
        await sql`select pg_sleep(2)`.execute(app.db);
        return null;
      });
      const res = await app.inject(slow.path);
      expect(expectFail(res, 503)).toBe('系统繁忙，请稍后再试');
      expect(res.headers['retry-after']).toBe('1');
      await app.close();
    } finally {
      await db.destroy();
      await t.drop();
    }
  });
});
