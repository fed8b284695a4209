// The seeded template databases of a test run: seeding costs seconds per database, and every
// server test file wants one per dialect, so the run seeds once (tests/server/global-setup.ts)
// and each file copies the template: SQLite from a serialized image into memory, PostgreSQL with
// `create database … template …`. Nothing here imports vitest's runtime (the global setup runs
// outside the test workers).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, migrate } from '../../src/server/db';
import { seed } from '../../src/server/db/seed';

export const TEST_SCALE = 300;
const DAY = 86_400_000;
/**
 * The seed's clock in tests: fixed for the run (the start of today, UTC), so two seeds are
 * identical, and near the real clock the server prices carts by (group-buys still running).
 */
export const TEST_NOW = Math.floor(Date.now() / DAY) * DAY;

/** What the global setup hands the test files: where the templates are, and their seed clock. */
export interface DbTemplates {
  now: number;
  /** A database file holding the seeded SQLite database. */
  sqliteFile?: string;
  /** The name of the seeded PostgreSQL template database. */
  postgresName?: string;
}

export async function pgAdmin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export function pgUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seedSqliteTemplate(file: string): Promise<void> {
  const memory = createDb('sqlite::memory:');
  try {
    await migrate(memory);
    await seed(memory, { scale: TEST_SCALE, now: TEST_NOW });
    await sql`vacuum into ${file}`.execute(memory);
  } finally {
    await memory.destroy();
  }
}

async function seedPostgresTemplate(name: string): Promise<void> {
  await pgAdmin(`create database "${name}"`);
  const db = createDb(pgUrl(name));
  try {
    await migrate(db);
    await seed(db, { scale: TEST_SCALE, now: TEST_NOW });
  } finally {
    await db.destroy();
  }
}

/**
 * Seeds one template per dialect under test, both at once (the SQLite seed takes this process's
 * core while PostgreSQL works on its half); returns them and their removal.
 */
export async function buildTemplates(): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const file = join(dir, 'seeded.sqlite');
  const pgName = process.env.TEST_DATABASE_URL
    ? `portal_template_${process.pid}_${randomUUID().slice(0, 8)}`
    : undefined;
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgName) await pgAdmin(`drop database if exists "${pgName}" with (force)`);
  };
  const seeded = await Promise.allSettled([seedSqliteTemplate(file), pgName && seedPostgresTemplate(pgName)]);
  const failed = seeded.find((r) => r.status === 'rejected');
  if (failed) {
    await remove();
    throw failed.reason;
  }
  return { templates: { now: TEST_NOW, sqliteFile: file, postgresName: pgName }, remove };
}
