// One Kysely instance per process: embedded SQLite (WAL) by default, PostgreSQL for a
// postgres:// URL. The same queries and migrations run on both dialects.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { setTimeout as wait } from 'node:timers/promises';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
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
  /** PostgreSQL: connections at most (default 10). */
  poolMax?: number;
  /**
   * SQLite: how long a statement retries while another process holds the write lock;
   * PostgreSQL: how long a call waits for a connection (0: forever). Default 5000.
   */
  busyTimeoutMs?: number;
}

const isBusy = (err: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((err as { code?: unknown }).code));

/**
 * Several processes write one SQLite file (one worker per core, or servers sharing it); SQLite
 * lets one write at a time. better-sqlite3 would wait for the lock synchronously (its busy
 * timeout), freezing the whole process meanwhile, so the busy timeout is 0 and a statement
 * refused with SQLITE_BUSY is retried after a timer (1, 2, 4 … 50 ms, jittered) until
 * `busyTimeoutMs`; then SQLITE_BUSY reaches the error handler (503). Transactions begin
 * IMMEDIATE: the write lock is taken at BEGIN (retried the same way), never upgraded from a
 * read half-way, which in WAL fails at once with SQLITE_BUSY_SNAPSHOT whatever the timeout.
 * A statement inside such a transaction never meets the lock; readers never wait in WAL.
 */
class RetryingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly budgetMs: number,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const until = Date.now() + this.budgetMs;
    for (let pause = 1; ; pause = Math.min(50, pause * 2)) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (err) {
        if (!isBusy(err) || Date.now() + pause > until) throw err;
        await wait(pause * (0.5 + Math.random()));
      }
    }
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class RetryingSqliteDriver extends SqliteDriver implements Driver {
  private wrapped?: RetryingConnection;
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly budgetMs: number,
  ) {
    super(config);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.wrapped ??= new RetryingConnection(inner, this.budgetMs);
    return this.wrapped;
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class RetryingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly cfg: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly budgetMs: number,
  ) {
    super(cfg);
  }
  override createDriver(): Driver {
    return new RetryingSqliteDriver(this.cfg, this.budgetMs);
  }
}

export function createDb(url: string, opts: DbOptions = {}): Db {
  const busyTimeoutMs = opts.busyTimeoutMs ?? 5000;
  if (dialectOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file, { timeout: 0 });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new RetryingSqliteDialect({ database: sqlite }, busyTimeoutMs) });
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    // While PostgreSQL is unreachable a call fails after this wait (503) instead of queueing forever.
    connectionTimeoutMillis: busyTimeoutMs,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  const lost = (err: Error) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'PostgreSQL connection lost', err: err.message })}\n`);
  // An idle connection the server ends (restart, failover, a dropped database) is reported on
  // the pool; without a listener it would crash the process. The pool opens a new one when next needed.
  pool.on('error', lost);
  // A checked-out connection has no pool listener: one that dies between two statements of a
  // transaction emits 'error' on the client itself, which would crash the process too. Its
  // pending query fails (the call answers 503) and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', lost));
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
