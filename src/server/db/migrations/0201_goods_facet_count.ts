// Goods counted by leaf category, brand and self-support, so the goods page's facets and
// total need no scan of goods when it filters by nothing but those (see schema-mall.ts).
import type { Kysely } from 'kysely';
import { refreshFacetCounts } from './frozen-grams';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goods_facet_count')
    .addColumn('category1_id', 'integer', (c) => c.notNull())
    .addColumn('category2_id', 'integer', (c) => c.notNull())
    .addColumn('category3_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('self_support', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_facet_count_pk', ['category3_id', 'brand_id', 'self_support'])
    .execute();
  await refreshFacetCounts(db);
}
