// Gram rows carry the goods' brand, categories and self-support, so the facets of a name
// search are read from the gram index alone; then (re)builds the index from the goods.
import type { Kysely } from 'kysely';
import { GRAM_ATTRIBUTES, rebuildAllGrams } from './frozen-grams';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of GRAM_ATTRIBUTES) {
    await db.schema
      .alterTable('goods_gram')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await rebuildAllGrams(db);
}
