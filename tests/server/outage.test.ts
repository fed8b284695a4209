// The database goes away under a write burst: calls answer 503 with Retry-After (never 500),
// /readyz says not ready, the server recovers by itself, and no acknowledged write is lost
// (stored ≥ acknowledged, ≤ sent). PostgreSQL: through a TCP proxy the test cuts and restores
// (the server gone), and by terminating every backend of the test database (a restart);
// SQLite: another connection holds the write lock past DB_BUSY_TIMEOUT_MS.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { shoppingCart } from '../../src/api/cart';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb, type Db } from '../../src/server/db';
import { warmIndex } from '../../src/server/health/readiness';
import { seededDb } from './helpers';
import { makeMember, send } from './mall-helpers';

const pgUrl = process.env.TEST_DATABASE_URL;
const GOODS = 7;

/** A TCP proxy to PostgreSQL that the test can cut (every connection reset, the port refusing) and restore. */
class Proxy {
  private server?: Server;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.sockets.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
      }
    });
    server.listen(this.port, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }
  down(): void {
    this.server?.close();
    for (const s of this.sockets) s.destroy();
  }
}

interface Tally {
  sent: number;
  acked: number;
  byStatus: Record<number, number>;
  withoutRetryAfter: number;
}

/** Clients adding 1 to one cart line until `until`; every answer tallied. */
async function writeBurst(
  app: FastifyInstance,
  headers: Record<string, string>,
  until: () => boolean,
  clients = 6,
): Promise<Tally> {
  const t: Tally = { sent: 0, acked: 0, byStatus: {}, withoutRetryAfter: 0 };
  const client = async () => {
    while (!until()) {
      t.sent++;
      const r = await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, headers);
      t.byStatus[r.statusCode] = (t.byStatus[r.statusCode] ?? 0) + 1;
      if (r.statusCode === 200) t.acked++;
      if (r.statusCode === 503 && !r.headers['retry-after']) t.withoutRetryAfter++;
      if (r.statusCode !== 200) await wait(5);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return t;
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

async function eventually200(app: FastifyInstance, path: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while ((await app.inject(path)).statusCode !== 200) {
    if (Date.now() > until) throw new Error(`${path} did not recover within ${ms} ms`);
    await wait(100);
  }
}

function expectOnly200And503(t: Tally): void {
  expect(
    Object.keys(t.byStatus).filter((s) => s !== '200' && s !== '503'),
    JSON.stringify(t),
  ).toEqual([]);
  expect(t.withoutRetryAfter).toBe(0);
}

describe.runIf(pgUrl)('PostgreSQL outage [postgres]', () => {
  it('answers 503 while the server is gone, is not ready, recovers by itself and keeps every acknowledged write', async () => {
    const t = await seededDb('postgres');
    const target = new URL(t.url!);
    const proxy = new Proxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(t.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const db = createDb(viaProxy.toString(), { busyTimeoutMs: 1000 });
    try {
      const app = await buildApp(testConfig(), { db, serveStatic: false });
      await warmIndex(app);
      const m = await makeMember(t.db);
      await t.db.updateTable('goods').set({ stock: 10_000_000 }).where('id', '=', GOODS).execute();
      const start = Date.now();
      const burst = writeBurst(app, m.as(), () => Date.now() - start > 4500);
      await wait(1000);
      proxy.down();
      await wait(700);
      const during = await app.inject('/readyz');
      const notReady: unknown = during.json();
      const refused = await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, m.as());
      await wait(800);
      await proxy.up();
      const tally = await burst;
      await eventually200(app, '/readyz');
      expect(during.statusCode).toBe(503);
      expect(notReady).toMatchObject({ data: { ready: false, database: 'unavailable' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 503, success: false, msg: '服务暂不可用，请稍后再试' });
      expect(refused.headers['retry-after']).toBe('2');
      expectOnly200And503(tally);
      expect(tally.byStatus[503]).toBeGreaterThan(0);
      expect(tally.acked).toBeGreaterThan(0);
      // Recovered: a write goes through again.
      expect((await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, m.as())).statusCode).toBe(200);
      const n = await stored(t.db, m.userId);
      expect(n).toBeGreaterThanOrEqual(tally.acked + 1);
      expect(n).toBeLessThanOrEqual(tally.sent + 1);
      await app.close();
    } finally {
      proxy.down();
      await db.destroy();
      await t.drop();
    }
  }, 60_000);

  it('survives every backend being terminated under a write burst (a restart): 200 or 503, nothing lost', async () => {
    const t = await seededDb('postgres');
    const name = new URL(t.url!).pathname.slice(1);
    const db = createDb(t.url!, { busyTimeoutMs: 1000 });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      const app = await buildApp(testConfig(), { db, serveStatic: false });
      const m = await makeMember(t.db);
      await t.db.updateTable('goods').set({ stock: 10_000_000 }).where('id', '=', GOODS).execute();
      const start = Date.now();
      const burst = writeBurst(app, m.as(), () => Date.now() - start > 3000);
      for (let i = 0; i < 8; i++) {
        await wait(250);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      }
      const tally = await burst;
      expectOnly200And503(tally);
      expect(tally.acked).toBeGreaterThan(0);
      await eventually200(app, '/healthz');
      expect((await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, m.as())).statusCode).toBe(200);
      const check = createDb(t.url!);
      const n = await stored(check, m.userId);
      await check.destroy();
      expect(n).toBeGreaterThanOrEqual(tally.acked + 1);
      expect(n).toBeLessThanOrEqual(tally.sent + 1);
      await app.close();
    } finally {
      await admin.end();
      await db.destroy();
      await t.drop();
    }
  }, 60_000);
});

describe('SQLite locked by another process [sqlite]', () => {
  it('answers writes 503 while the lock is held past the busy timeout, reads go on, nothing acknowledged is lost', async () => {
    // a file of its own (the other process opens it too): the run's seeded template, copied
    const file = join(mkdtempSync(join(tmpdir(), 'portal-outage-')), 'db.sqlite');
    copyFileSync(inject('dbTemplates').sqliteFile!, file);
    const db = createDb(`sqlite:${file}`, { busyTimeoutMs: 300 });
    // The other process: a second connection to the file taking the write lock.
    const other = new SQLite(file);
    try {
      const app = await buildApp(testConfig(), { db, serveStatic: false });
      await warmIndex(app);
      const m = await makeMember(db);
      await db.updateTable('goods').set({ stock: 10_000_000 }).where('id', '=', GOODS).execute();
      const start = Date.now();
      const burst = writeBurst(app, m.as(), () => Date.now() - start > 3000);
      await wait(800);
      other.exec('begin exclusive');
      await wait(500);
      const refused = await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, m.as());
      const read = await app.inject('/readyz');
      const list = await send(app, shoppingCart.list, {}, m.as());
      await wait(700);
      other.exec('commit');
      const tally = await burst;
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 503, success: false, msg: '系统繁忙，请稍后再试' });
      expect(refused.headers['retry-after']).toBe('1');
      // WAL: readers never wait for the writer.
      expect(read.statusCode).toBe(200);
      expect(list.statusCode).toBe(200);
      expectOnly200And503(tally);
      expect(tally.byStatus[503]).toBeGreaterThan(0);
      expect((await send(app, shoppingCart.add, { goodsId: GOODS, quantity: 1 }, m.as())).statusCode).toBe(200);
      const n = await stored(db, m.userId);
      expect(n).toBeGreaterThanOrEqual(tally.acked + 1);
      expect(n).toBeLessThanOrEqual(tally.sent + 1);
      await app.close();
    } finally {
      other.close();
      await db.destroy();
    }
  }, 60_000);
});
