// Test databases and apps: a fresh migrated + seeded database per test file and dialect
// (in-memory SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, as a uniquely named
// database created from that URL and dropped afterwards), and envelope assertions.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Envelope } from '../../src/api/define';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb, migrate, type Db, type Dialect } from '../../src/server/db';
import { seed } from '../../src/server/db/seed';
import { pgAdmin, pgUrl, TEST_NOW, TEST_SCALE } from './template-db';

export { TEST_NOW, TEST_SCALE } from './template-db';
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL: the database's URL, for a second connection pool (undefined for in-memory SQLite). */
  url?: string;
  drop: () => Promise<void>;
}

/** An empty database of the dialect (not migrated); `template`: a copy of that PostgreSQL database. */
export async function createTestDb(
  dialect: Dialect,
  opts: { image?: Buffer; template?: string } = {},
): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const db = createDb('sqlite::memory:', { image: opts.image });
    return { db, dialect, drop: () => db.destroy() };
  }
  const name = `portal_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  await pgAdmin(`create database "${name}"${opts.template ? ` template "${opts.template}"` : ''}`);
  const db = createDb(pgUrl(name));
  return {
    db,
    dialect,
    url: pgUrl(name),
    drop: async () => {
      await db.destroy();
      await pgAdmin(`drop database if exists "${name}" with (force)`);
    },
  };
}

let sqliteImage: Buffer | undefined;

/**
 * A migrated database seeded at `scale` and `now`: at the defaults, a copy of the run's seeded
 * template (tests/server/global-setup.ts); otherwise, or with `fresh`, seeded here.
 */
export async function seededDb(
  dialect: Dialect,
  scale = TEST_SCALE,
  now = TEST_NOW,
  opts: { fresh?: boolean } = {},
): Promise<TestDb> {
  const templates = inject('dbTemplates');
  if (!opts.fresh && scale === TEST_SCALE && now === TEST_NOW && templates?.now === now) {
    if (dialect === 'sqlite' && templates.sqliteFile)
      return createTestDb(dialect, { image: (sqliteImage ??= readFileSync(templates.sqliteFile)) });
    if (dialect === 'postgres' && templates.postgresName)
      return createTestDb(dialect, { template: templates.postgresName });
  }
  const t = await createTestDb(dialect);
  try {
    await migrate(t.db);
    await seed(t.db, { scale, now });
    return t;
  } catch (err) {
    await t.drop();
    throw err;
  }
}

export interface AppContext {
  app: FastifyInstance;
  db: Db;
  /** PostgreSQL: the database's URL (for a second server on it). */
  url?: string;
}

/** Inside a describe: a seeded database and an API-only app for its tests. */
export function useApp(dialect: Dialect, opts: { env?: Record<string, string> } = {}): AppContext {
  const ctx = {} as AppContext & { t?: TestDb };
  beforeAll(async () => {
    ctx.t = await seededDb(dialect);
    ctx.db = ctx.t.db;
    ctx.url = ctx.t.url;
    ctx.app = await buildApp(testConfig(opts.env), { db: ctx.t.db, serveStatic: false });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.t?.drop();
  });
  return ctx;
}

/** One describe block per dialect under test. */
export function eachDialect(name: string, body: (dialect: Dialect) => void): void {
  for (const dialect of DIALECTS) describe(`${name} [${dialect}]`, () => body(dialect));
}

/** A URL with its query string encoded. */
export function url(path: string, query: Record<string, string | number> = {}): string {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

const STACK = /\n\s+at\s|\.(ts|js):\d+|node_modules|"stack"/;

export function expectNoStack(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(STACK);
}

/** GETs and returns `data` of a 200 success envelope. */
export async function getOk<T = unknown>(
  app: FastifyInstance,
  path: string,
  query?: Record<string, string | number>,
): Promise<T> {
  const res = await app.inject({ method: 'GET', url: url(path, query) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Envelope<T>>();
  expect(body).toMatchObject({ code: 200, success: true, msg: expect.any(String) });
  return body.data;
}

/** Asserts a failure envelope whose code mirrors the status; returns its msg. */
export function expectFail(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json<Envelope<null>>();
  // a 400 of the input carries each field's message (data.fields); other failures no data
  const data = body.data === null ? null : { fields: expect.any(Array) };
  expect(body).toEqual({ code: status, success: false, data, msg: expect.any(String) });
  expectNoStack(res);
  return body.msg;
}

export async function getFail(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number>,
  status: number,
): Promise<string> {
  return expectFail(await app.inject({ method: 'GET', url: url(path, query) }), status);
}
