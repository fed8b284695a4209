// One Kysely instance per process: embedded SQLite (WAL) by default, PostgreSQL for a
// postgres:// URL. The same queries and migrations run on both dialects.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(url: string): Dialect {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

// PostgreSQL returns bigint (COUNT) and numeric as strings; the app works in JS numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function createDb(url: string): Db {
  if (dialectOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) is reported here;
  // without a listener it would crash the process. The pool opens a new one when next needed.
  pool.on('error', (err) => {
    process.stderr.write(`${JSON.stringify({ level: 40, msg: 'idle PostgreSQL connection lost', err: err.message })}\n`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrate(db: Db): Promise<void> {
  // A migration may slot in before ones a database already has (0110_consent after 0202): it runs
  // then, instead of the start refusing the database.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
}
