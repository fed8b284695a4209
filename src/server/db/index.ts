// One Kysely instance per process: embedded SQLite (WAL) by default, PostgreSQL for a
// postgres:// URL. The same queries and migrations run on both dialects.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { setTimeout as wait } from 'node:timers/promises';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import { prepareStatements } from './prepared';
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
  /** SQLite in memory (`sqlite::memory:`): start from this database image (a file's bytes) instead of empty. */
  image?: Buffer;
  /** PostgreSQL: run data statements as named prepared statements (default true; off behind a pooler that cannot keep them). */
  prepare?: boolean;
}

const isBusy = (err: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((err as { code?: unknown }).code));
const BEGINS = /^\s*(begin|savepoint)\b/i;
const ENDS = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;
const WRITER_ONLY = /^\s*(pragma|begin|savepoint|commit|end|rollback|release)\b/i;

/** One holder of the write handle at a time (Kysely's own SQLite driver has the same). */
class Mutex {
  private held?: Promise<void>;
  private release?: () => void;
  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((r) => (this.release = r));
  }
  unlock(): void {
    const release = this.release;
    this.held = this.release = undefined;
    release?.();
  }
}

/** Each handle's prepared statements by SQL text (the most recent 1,000): Kysely's SQL repeats. */
const prepared = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();
const MAX_PREPARED = 1000;

function prepare(db: SQLite.Database, text: string): SQLite.Statement {
  let byText = prepared.get(db);
  if (!byText) prepared.set(db, (byText = new Map()));
  let stmt = byText.get(text);
  if (!stmt) {
    stmt = db.prepare(text);
    if (byText.size >= MAX_PREPARED) byText.delete(byText.keys().next().value!);
    byText.set(text, stmt);
  }
  return stmt;
}

function run<R>(db: SQLite.Database, query: CompiledQuery): QueryResult<R> {
  const stmt = prepare(db, query.sql);
  const params = query.parameters as unknown[];
  if (stmt.reader) return { rows: stmt.all(params) as R[] };
  const { changes, lastInsertRowid } = stmt.run(params);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * Several processes write one SQLite file (a worker per core, or servers sharing it); SQLite
 * lets one write at a time. better-sqlite3 would wait for the lock synchronously (its busy
 * timeout), freezing the process meanwhile, so its timeout is 0 and a statement refused with
 * SQLITE_BUSY is retried after a timer (1, 2, 4 … 50 ms, jittered) until `budgetMs`; then
 * SQLITE_BUSY reaches the error handler (503). Transactions begin IMMEDIATE: the write lock is
 * taken at BEGIN (retried the same way), never upgraded half-way from a read, which in WAL fails
 * at once whatever the timeout. Reads outside a transaction go to a second handle without
 * waiting for the write handle (WAL: a reader never waits for a writer), so a write waiting for
 * another process's lock holds up only this process's other writes.
 */
class SqliteConnection implements DatabaseConnection {
  private holds = false;
  constructor(private readonly h: SqliteHandles) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.holds && this.h.reader && !WRITER_ONLY.test(query.sql)) {
      if (prepare(this.h.reader, query.sql).readonly) return run<R>(this.h.reader, query);
    }
    const begins = BEGINS.test(query.sql);
    const own = !this.holds;
    if (own) await this.h.mutex.lock();
    try {
      const result = await this.retrying<R>(query);
      if (begins) this.holds = true;
      return result;
    } finally {
      if (this.holds && ENDS.test(query.sql) && !this.h.writer.inTransaction) this.holds = false;
      if (!this.holds) this.h.mutex.unlock();
      else if (own && !begins) this.h.mutex.unlock();
    }
  }

  private async retrying<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const until = Date.now() + this.h.budgetMs;
    for (let pause = 1; ; pause = Math.min(50, pause * 2)) {
      try {
        return run<R>(this.h.writer, query);
      } catch (err) {
        if (!isBusy(err) || Date.now() + pause > until) throw err;
        await wait(pause * (0.5 + Math.random()));
      }
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite');
  }

  /** Released with a transaction still open (a raw BEGIN never ended): roll it back. */
  release(): void {
    if (!this.holds) return;
    if (this.h.writer.inTransaction) this.h.writer.exec('rollback');
    this.holds = false;
    this.h.mutex.unlock();
  }
}

interface SqliteHandles {
  writer: SQLite.Database;
  /** A second handle for reads (a file database only: ':memory:' would be another database). */
  reader?: SQLite.Database;
  mutex: Mutex;
  budgetMs: number;
}

class SqliteDriver implements Driver {
  constructor(private readonly h: SqliteHandles) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteConnection(this.h);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteConnection).release();
  }
  async destroy(): Promise<void> {
    this.h.reader?.close();
    this.h.writer.close();
  }
}

class SqliteDialectWithReader extends SqliteDialect {
  constructor(private readonly h: SqliteHandles) {
    super({ database: h.writer });
  }
  override createDriver(): Driver {
    return new SqliteDriver(this.h);
  }
}

export function createDb(url: string, opts: DbOptions = {}): Db {
  const busyTimeoutMs = opts.busyTimeoutMs ?? 5000;
  if (dialectOf(url) === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const writer = new SQLite(file === ':memory:' && opts.image ? opts.image : file, { timeout: 0 });
    writer.pragma('journal_mode = WAL');
    writer.pragma('synchronous = NORMAL');
    writer.pragma('foreign_keys = ON');
    let reader: SQLite.Database | undefined;
    if (file !== ':memory:' && file !== '') {
      reader = new SQLite(file, { timeout: 0 });
      reader.pragma('query_only = ON');
    }
    return new Kysely<Database>({
      dialect: new SqliteDialectWithReader({ writer, reader, mutex: new Mutex(), budgetMs: busyTimeoutMs }),
    });
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    // While PostgreSQL is unreachable a call fails after this wait (503) instead of queueing forever.
    connectionTimeoutMillis: busyTimeoutMs,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  const lost = (err: Error) =>
    process.stderr.write(
      `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'PostgreSQL connection lost', err: err.message })}\n`,
    );
  // An idle connection the server ends (restart, failover, a dropped database) is reported on
  // the pool; without a listener it would crash the process. The pool opens a new one when next needed.
  pool.on('error', lost);
  // A checked-out connection has no pool listener: one that dies between two statements of a
  // transaction emits 'error' on the client itself, which would crash the process too. Its
  // pending query fails (the call answers 503) and the pool drops it when it is released.
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (opts.prepare ?? true) prepareStatements(client);
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
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
}
