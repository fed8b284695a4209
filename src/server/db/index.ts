// One Kysely instance per process: embedded SQLite (WAL) by default, PostgreSQL for a
// postgres:// URL. The same queries and migrations run on both dialects.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** The dialect of a database URL or of an open database. */
export function dialectOf(target: string | Db): Dialect {
  if (typeof target !== 'string') return target.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
  return target.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

// PostgreSQL returns bigint (COUNT) and numeric as strings; the app works in JS numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  /** PostgreSQL: cancel any statement running longer (0: never); the app answers 503. */
  statementTimeoutMs?: number;
}

export function createDb(url: string, opts: DbOptions = {}): Db {
  if (dialectOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}) });
  // An idle connection the server ends (restart, failover, a dropped database) is reported here;
  // without a listener it would crash the process. The pool opens a new one when next needed.
  pool.on('error', (err) => {
    process.stderr.write(`${JSON.stringify({ level: 40, msg: 'idle PostgreSQL connection lost', err: err.message })}\n`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Runs `fn` on one connection without the statement timeout (PostgreSQL): migrations and the
 * first seed may take longer than any request should.
 */
export async function withoutStatementTimeout<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'sqlite') return fn(db);
  return db.connection().execute(async (conn) => {
    await sql`set statement_timeout = 0`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`reset statement_timeout`.execute(conn);
    }
  });
}

/**
 * Migrations are numbered by area (01xx members, 02xx mall, …), so a new one can sort before
 * one a database already ran: it is applied all the same.
 */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
}
