// /healthz (alive) and /readyz (database answers, goods index built, not draining) for the load
// balancer: not ready before the index is built and once the drain has begun.
import { expect, it } from 'vitest';
import { drain } from '../../src/server/http/drain';
import { warmIndex } from '../../src/server/health/readiness';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { eachDialect, seededDb } from './helpers';

eachDialect('health and readiness', (dialect) => {
  it('is alive at once, ready once the index is built, not ready while draining', async () => {
    const t = await seededDb(dialect, 50);
    try {
      const app = await buildApp(testConfig(), { db: t.db, serveStatic: false });
      const health = await app.inject('/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ code: 200, success: true, data: { status: 'ok', pid: process.pid } });

      const before = await app.inject('/readyz');
      expect(before.statusCode).toBe(503);
      expect(before.headers['retry-after']).toBe('1');
      expect(before.json()).toMatchObject({
        code: 503,
        success: false,
        data: { ready: false, database: 'ok', index: 'building', draining: false },
      });

      await warmIndex(app);
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        code: 200,
        data: { ready: true, database: 'ok', index: 'ready', draining: false },
      });

      await drain(app, 0);
      const draining = await app.inject('/readyz');
      expect(draining.statusCode).toBe(503);
      expect(draining.headers.connection).toBe('close');
      await app.close();
    } finally {
      await t.drop();
    }
    // a database of its own, migrated and seeded in the test: on PostgreSQL in a loaded run that took 20 s
  }, 60_000);
});
