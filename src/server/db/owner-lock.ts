// Limits ("at most 200 cart lines", "one quote per company") are checked and written inside a
// transaction that first locks the row owning them, so parallel requests for one owner run one
// after another on every dialect and every server:
// - PostgreSQL: SELECT … FOR UPDATE on the owner row; a second writer waits for the commit and
//   then reads the committed rows (READ COMMITTED takes a fresh snapshot per statement).
// - SQLite: BEGIN IMMEDIATE takes the database's write lock before the first read, so another
//   process writing the same file waits (busy timeout) instead of both reading the old count.
//   Kysely's SQLite driver holds its one connection for the whole callback, so requests of
//   this process queue behind it anyway.
// Inside `fn` use only `tx`: asking the pool for a second connection while holding the lock
// can deadlock once the pool is exhausted.
import { sql, type Generated } from 'kysely';
import { notFound } from '../http/errors';
import { dialectOf, type Db } from './index';
import type { Database } from './schema';

/** Any table with an integer id can own a limited collection (a membership owns its cart and addresses). */
export type OwnerTable = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

export async function withOwnerLock<T>(db: Db, table: OwnerTable, id: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  const owner = (tx: Db) => tx.selectFrom(table).select('id').where('id', '=', id);
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (tx) => {
      if (!(await owner(tx).forUpdate().executeTakeFirst())) throw notFound();
      return fn(tx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      if (!(await owner(conn).executeTakeFirst())) throw notFound();
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
