// PostgreSQL refusing connections under traffic (`ALTER DATABASE … ALLOW_CONNECTIONS false` and
// every backend terminated: SQLSTATE 55000), then renamed away (3D000): members keep adding to a
// cart line and reading their cart; not one call answers 500, every 503 carries Retry-After, the
// outage is logged once, the server recovers by itself once the database is back, and the
// stored quantity holds every acknowledged add. The database is one of its own (a copy of the
// run's template), restored before it is dropped. Phases end on counted answers, never on sleeps.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { shoppingCart } from '../../src/api/cart';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb, type Db } from '../../src/server/db';
import { seededDb } from './helpers';
import { makeMember, send } from './mall-helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
const GOODS = 7;
/** Answers each phase waits for: enough that every client met the outage many times over. */
const REFUSED_PER_PHASE = 40;

interface Tally {
  sent: number;
  acked: number;
  unavailable: number;
  byStatus: Record<number, number>;
  withoutRetryAfter: number;
}

/** Clients adding 1 to one cart line and reading the cart until stopped; `when` waits for a condition on the tally. */
function traffic(app: FastifyInstance, headers: Record<string, string>, clients = 4) {
  const t: Tally = { sent: 0, acked: 0, unavailable: 0, byStatus: {}, withoutRetryAfter: 0 };
  let stopped = false;
  let waiters: { holds: () => boolean; resolve: () => void }[] = [];
  const answered = (status: number, retryAfter: unknown) => {
    t.byStatus[status] = (t.byStatus[status] ?? 0) + 1;
    if (status === 503) t.unavailable++;
    if (status === 503 && !retryAfter) t.withoutRetryAfter++;
    waiters = waiters.filter((w) => (w.holds() ? (w.resolve(), false) : true));
  };
  const client = async () => {
    while (!stopped) {
      t.sent++;
      const add = await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, headers);
      if (add.statusCode === 200) t.acked++;
      answered(add.statusCode, add.headers['retry-after']);
      const list = await send(app, shoppingCart.list, {}, headers);
      answered(list.statusCode, list.headers['retry-after']);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    t,
    /** Resolves once `holds` does; fails after `ms` with the tally (the phase never came). */
    when: (holds: () => boolean, ms = 20_000) =>
      holds()
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const late = setTimeout(() => reject(new Error(`phase not reached: ${JSON.stringify(t)}`)), ms);
            waiters.push({ holds, resolve: () => (clearTimeout(late), resolve()) });
          }),
    stop: () => {
      stopped = true;
      return running;
    },
  };
}

const stored = async (db: Db, userId: number) =>
  Number(
    (
      await db
        .selectFrom('cart_item')
        .select('quantity')
        .where('user_id', '=', userId)
        .where('goods_id', '=', GOODS)
        .executeTakeFirst()
    )?.quantity ?? 0,
  );

describe.runIf(pgUrl)('PostgreSQL refusing connections and renamed away [postgres]', () => {
  it('answers 503 with Retry-After (never 500), logs the outage once, recovers, loses no acknowledged write', async () => {
    const t = await seededDb('postgres');
    const name = new URL(t.url!).pathname.slice(1);
    const away = `${name}_away`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const sql = (q: string) => admin.query(q);
    const terminate = () =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    let renamed = false;
    let load: ReturnType<typeof traffic> | undefined;
    const db = createDb(t.url!, { busyTimeoutMs: 1000 });
    try {
      const app = await buildApp(testConfig(), { db, prepared: true, serveStatic: false });
      const warn = vi.spyOn(app.log, 'warn');
      const m = await makeMember(t.db);
      await t.db.updateTable('goods').set({ stock: 10_000_000 }).where('id', '=', GOODS).execute();
      const run = (load = traffic(app, m.as()));
      await run.when(() => run.t.acked >= 10);

      // Refusing connections (55000): the pool's connections are cut, new ones refused.
      await sql(`alter database "${name}" allow_connections false`);
      await terminate();
      let from = run.t.unavailable;
      await run.when(() => run.t.unavailable - from >= REFUSED_PER_PHASE);
      await sql(`alter database "${name}" allow_connections true`);
      let acked = run.t.acked;
      await run.when(() => run.t.acked - acked >= 10);

      // Renamed away (3D000): no connection finds the database by its name.
      await sql(`alter database "${name}" allow_connections false`);
      await terminate();
      await sql(`alter database "${name}" rename to "${away}"`);
      renamed = true;
      from = run.t.unavailable;
      await run.when(() => run.t.unavailable - from >= REFUSED_PER_PHASE);
      await sql(`alter database "${away}" rename to "${name}"`);
      renamed = false;
      await sql(`alter database "${name}" allow_connections true`);
      acked = run.t.acked;
      await run.when(() => run.t.acked - acked >= 10);
      await run.stop();

      const { t: tally } = run;
      expect(Object.keys(tally.byStatus).sort(), JSON.stringify(tally)).toEqual(['200', '503']);
      expect(tally.withoutRetryAfter).toBe(0);
      expect(tally.unavailable).toBeGreaterThanOrEqual(2 * REFUSED_PER_PHASE);
      const outageLogs = warn.mock.calls.filter((c) => c[1] === 'database unavailable: answering 503');
      expect(outageLogs).toHaveLength(1);
      const n = await stored(db, m.userId);
      expect(n).toBeGreaterThanOrEqual(tally.acked);
      expect(n).toBeLessThanOrEqual(tally.sent);
      await app.close();
    } finally {
      await load?.stop();
      if (renamed) await sql(`alter database "${away}" rename to "${name}"`);
      await sql(`alter database "${name}" allow_connections true`);
      await admin.end();
      await db.destroy();
      await t.drop();
    }
  }, 60_000);
});
