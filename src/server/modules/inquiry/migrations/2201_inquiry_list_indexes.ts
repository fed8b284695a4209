// Indexes for the inquiry hall and the site search at ten times the seeded volume: the newest
// order covering the columns they filter on (status, buyer, title), so a count, a keyword walk
// and a page read the index alone instead of the wide rows; the lines by name, so a material
// keyword reads the names once instead of each inquiry's lines.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inquiry_newest')
    .on('inquiry')
    .columns(['publish_time', 'id', 'status', 'buyer_company_id', 'title'])
    .execute();
  await db.schema.createIndex('inquiry_line_name').on('inquiry_line').columns(['name', 'inquiry_id']).execute();
}
