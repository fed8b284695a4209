// Which database failures are outages: every connection-class failure (PostgreSQL's SQLSTATE
// classes 08, 53, 57, 55000, 3D000; the driver's socket errors; the pool's wait; SQLite's file
// that cannot be opened or read) answers 503 服务暂不可用 with Retry-After; load (a statement
// timeout, a lost race, SQLite's lock) answers 503 系统繁忙; anything else stays 500. An outage
// is logged once when it starts, not per request, and never with a stack.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb, type Db } from '../../src/server/db';

const UNAVAILABLE = { code: 503, success: false, msg: '服务暂不可用，请稍后再试' };
const BUSY = { code: 503, success: false, msg: '系统繁忙，请稍后再试' };

/** An error as the driver raises it. */
const dbError = (fields: Record<string, string>) => Object.assign(new Error(fields.message ?? 'failed'), fields);

const OUTAGES: Record<string, string>[] = [
  { code: '55000', message: 'database "portal" is not currently accepting connections' },
  { code: '3D000', message: 'database "portal" does not exist' },
  { code: '08006', message: 'connection failure' },
  { code: '08P01', message: 'protocol violation' },
  { code: '53300', message: 'sorry, too many clients already' },
  { code: '53100', message: 'could not extend file: No space left on device' },
  { code: '57P01', message: 'terminating connection due to administrator command' },
  { code: '57P04', message: 'database dropped' },
  { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432', syscall: 'connect' },
  { code: 'EHOSTDOWN', message: 'connect EHOSTDOWN 10.0.0.9:5432', syscall: 'connect' },
  { code: 'ECONNRESET', message: 'read ECONNRESET', syscall: 'read' },
  { code: 'EPIPE', message: 'write EPIPE', syscall: 'write' },
  { message: 'timeout exceeded when trying to connect' },
  { message: 'Connection terminated unexpectedly' },
  { code: 'SQLITE_CANTOPEN', message: 'unable to open database file' },
  { code: 'SQLITE_IOERR_SHORT_READ', message: 'disk I/O error' },
];
const LOAD: Record<string, string>[] = [
  { code: '57014', message: 'canceling statement due to statement timeout' },
  { code: '40001', message: 'could not serialize access' },
  { code: 'SQLITE_BUSY', message: 'database is locked' },
];
const FAULTS: Record<string, string>[] = [
  { code: '42P01', message: 'relation "nope" does not exist' },
  { code: '23505', message: 'duplicate key value violates unique constraint' },
  { code: 'SQLITE_ERROR', message: 'no such table: nope' },
  { code: 'SQLITE_CORRUPT', message: 'database disk image is malformed' },
  { message: 'Cannot read properties of undefined' },
];

describe('database failures by class [sqlite]', () => {
  let app: FastifyInstance;
  let db: Db;
  let next: Error;
  beforeAll(async () => {
    db = createDb('sqlite::memory:');
    app = await buildApp(testConfig(), { db, prepared: true, serveStatic: false });
    app.get('/fails', async () => {
      throw next;
    });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  const answer = (err: Error) => {
    next = err;
    return app.inject('/fails');
  };

  it.each(OUTAGES)('$code $message: 503 服务暂不可用 with Retry-After: 2', async (fields) => {
    const res = await answer(dbError(fields));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...UNAVAILABLE, data: null });
    expect(res.headers['retry-after']).toBe('2');
  });

  it.each(LOAD)('$code $message: 503 系统繁忙 with Retry-After: 1', async (fields) => {
    const res = await answer(dbError(fields));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject(BUSY);
    expect(res.headers['retry-after']).toBe('1');
  });

  it.each(FAULTS)('$code $message: a fault, 500', async (fields) => {
    const res = await answer(dbError(fields));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('logs an outage once when it starts, without a stack, however many requests it refuses', async () => {
    const own = await buildApp(testConfig(), { db, prepared: true, serveStatic: false });
    own.get('/fails', async () => {
      throw dbError({ code: '55000', message: 'database "portal" is not currently accepting connections' });
    });
    const warn = vi.spyOn(own.log, 'warn');
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => own.inject('/fails')));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(503));
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields, message] = warn.mock.calls[0] as unknown as [Record<string, unknown>, string];
      expect(message).toBe('database unavailable: answering 503');
      expect(fields).toMatchObject({ code: '55000' });
      expect(JSON.stringify(fields)).not.toMatch(/\n\s+at\s|"stack"/);
    } finally {
      await own.close();
    }
  });
});
