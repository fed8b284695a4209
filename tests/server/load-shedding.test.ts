// Expensive work is bounded: uncached goods searches pass a gate (excess answered 503 with
// Retry-After at once, cached answers unaffected), and PostgreSQL cancels a statement that
// runs past DB_STATEMENT_TIMEOUT_MS (the call answers 503, not 500).
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
import { send } from './mall-helpers';

/** A promise and its resolver, to hold work open without timers. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs max at once, queues up to queue, refuses the rest with 503 and Retry-After', async () => {
    const gate = new Gate({ max: 2, queue: 1, refuseAfterMs: 0 });
    const holds = [deferred(), deferred(), deferred()];
    const runs = holds.map((h, i) => gate.run(async () => (await h.promise, i)));
    expect([gate.active, gate.queued]).toEqual([2, 1]);
    await expect(gate.run(async () => 9)).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    holds[1].resolve();
    await runs[1];
    // The waiter took the freed slot.
    expect([gate.active, gate.queued]).toEqual([2, 0]);
    holds[2].resolve();
    holds[0].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
    // A failure frees its slot too.
    await expect(gate.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(gate.active).toBe(0);
  });

  it('lets expensive work take only its share of the time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = 0;
    const gate = new Gate({ max: 1, queue: 5, share: 0.5, burstMs: 100, refuseAfterMs: 0, now: () => now });
    // A job of 300 ms spends the 100 ms burst and 200 ms more: the budget is 200 ms in debt.
    const long = deferred();
    const first = gate.run(() => long.promise);
    now = 300;
    long.resolve();
    await first;
    let started = false;
    const next = gate.run(async () => {
      started = true;
    });
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
});

eachDialect('load shedding', (dialect) => {
  const t = useApp(dialect, { env: { EXPENSIVE_CONCURRENCY: '1', EXPENSIVE_QUEUE: '0' } });

  it('answers uncached searches beyond the gate with 503 and Retry-After; cached ones still answer', async () => {
    const cached = await send(t.app, product.goodsPage, { productName: '钢' });
    expect(cached.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(t.app, product.goodsPage, { productName: '钢', size: 10 + i })));
    const shed = answers.filter((r) => r.statusCode === 503);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    expect(shed.length + answers.filter((r) => r.statusCode === 200).length).toBe(8);
    for (const r of shed) {
      expect(expectFail(r, 503)).toBe('系统繁忙，请稍后再试');
      expect(r.headers['retry-after']).toBe('1');
    }
    expect((await send(t.app, product.goodsPage, { productName: '钢' })).body).toBe(cached.body);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statement timeout [postgres]', () => {
  it('cancels a long statement and answers 503', async () => {
    const t = await seededDb('postgres', 50);
    const db = createDb(t.url!, { statementTimeoutMs: 200 });
    try {
      const app = await buildApp(testConfig(), { db, serveStatic: false });
      const slow = { method: 'GET', path: '/api/test-only/slow/query', input: z.object({}), output: z.null(), auth: 'none' } as const;
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
