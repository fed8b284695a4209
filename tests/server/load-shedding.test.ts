// Expensive work is bounded: uncached goods searches pass a gate (excess answered 503 with
// Retry-After at once, cached answers unaffected), and PostgreSQL cancels a statement that
// runs past DB_STATEMENT_TIMEOUT_MS (the call answers 503, not 500).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mall } from '../../src/api/mall';
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
  it('runs max at once, queues up to queue, refuses the rest with 503 and Retry-After', async () => {
    const gate = new Gate(2, 1, 0);
    const holds = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = holds.map((h, i) => gate.run(async () => (await h.promise, order.push(i), i)));
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
});

eachDialect('load shedding', (dialect) => {
  const t = useApp(dialect, { env: { EXPENSIVE_CONCURRENCY: '1', EXPENSIVE_QUEUE: '0' } });

  it('answers uncached searches beyond the gate with 503 and Retry-After; cached ones still answer', async () => {
    const cached = await send(t.app, mall.goodsPage, { productName: '钢' });
    expect(cached.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(t.app, mall.goodsPage, { productName: '钢', size: 10 + i })));
    const shed = answers.filter((r) => r.statusCode === 503);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(shed.length).toBeGreaterThanOrEqual(1);
    expect(shed.length + answers.filter((r) => r.statusCode === 200).length).toBe(8);
    for (const r of shed) {
      expect(expectFail(r, 503)).toBe('系统繁忙，请稍后再试');
      expect(r.headers['retry-after']).toBe('1');
    }
    expect((await send(t.app, mall.goodsPage, { productName: '钢' })).body).toBe(cached.body);
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
