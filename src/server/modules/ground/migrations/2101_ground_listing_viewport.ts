// The search table's viewport index covers the viewport's filters and the newest order, so a
// viewport's count and its few points (sorted) are read from the index alone.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ground_listing_place').ifExists().execute();
  await db.schema
    .createIndex('ground_listing_viewport')
    .on('ground_listing')
    .columns([
      'material',
      'lat',
      'lng',
      'site_updated',
      'site_id',
      'updated',
      'price',
      'province_code',
      'city_code',
      'site_type',
    ])
    .execute();
}
