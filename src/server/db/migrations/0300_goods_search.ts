// The goods search moves into each server's memory (modules/product/store.ts): the n-gram
// table, the precomputed facet counts and the covering indexes the SQL search read are
// dropped; goods_change logs goods writes so every server's index follows them.
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

const SEARCH_INDEXES = [
  'goods_narrow',
  'goods_cat',
  'goods_facet',
  'goods_price',
  'goods_sales',
  'goods_category1',
  'goods_category2',
  'goods_category3',
  'goods_brand',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_gram').ifExists().execute();
  await db.schema.dropTable('goods_facet_count').ifExists().execute();
  for (const index of SEARCH_INDEXES) await db.schema.dropIndex(index).ifExists().execute();
  // goods_id 0: every goods (the seed and bulk loads).
  await createTableWithId(db, 'goods_change')
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .execute();
}
