// The goods change log (table goods_change): every goods insert, update or delete appends the
// ids it touched, and every server follows the log's head — the search index to reload what
// changed (modules/product/store.ts), the answer caches to drop what they kept
// (cluster/cache-sync.ts). A write made in this process drops them at once.
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Db } from '../db';
import { compiledOnce } from '../db/compiled';
import type { Database } from '../db/schema';
import { dropAnswers } from '../http/answer-cache';

/** More changes than this since a server last looked: it reloads everything. */
export const FULL_RELOAD = 10_000;

const headQuery = compiledOnce((db) => db.selectFrom('goods_change').select((eb) => eb.fn.max('id').as('head')));

/** The log's newest entry (0: empty). */
export async function logHead(db: Db): Promise<number> {
  const [row] = await headQuery(db, {});
  return Number(row?.head ?? 0);
}

const inTransaction = <T>(db: Kysely<Database>, fn: (tx: Kysely<Database>) => Promise<T>) =>
  db.isTransaction ? fn(db) : db.transaction().execute(fn);

/**
 * Records goods writes for every server's index (0: all goods, after a bulk load). Every goods
 * insert, update or delete calls this (in its transaction or after it). PostgreSQL: the table
 * lock makes log ids commit in order, so a server never skips a change committed late.
 */
export async function reindexGoods(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await inTransaction(db, async (tx) => {
    if (!(tx.getExecutor().adapter instanceof SqliteAdapter))
      await sql`lock table goods_change in exclusive mode`.execute(tx);
    for (let i = 0; i < ids.length; i += 1000)
      await tx
        .insertInto('goods_change')
        .values(ids.slice(i, i + 1000).map((goods_id) => ({ goods_id })))
        .execute();
    // Older entries are never needed: a server that far behind reloads everything.
    const head = await logHead(tx);
    await tx
      .deleteFrom('goods_change')
      .where('id', '<=', head - FULL_RELOAD)
      .execute();
  });
  dropAnswers();
}
