// The map list's search table: one narrow row per listed point (material '') and one per offer of
// a listed point, with the point's filter and order columns copied, so every list query — any
// filter, the newest or price order, the count — reads one table through an index and never joins
// (a join per point cost 20–90 ms at 52,000 points). Kept by the seed and the price update.
import { sql, type Kysely } from 'kysely';

const TIME = 'varchar(19)';
const NUM = 'double precision';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ground_listing')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('ground_site.id').onDelete('cascade'))
    .addColumn('material', 'varchar(10)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('site_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('lat', NUM, (c) => c.notNull())
    .addColumn('lng', NUM, (c) => c.notNull())
    .addColumn('freight', NUM, (c) => c.notNull())
    .addColumn('price', NUM, (c) => c.notNull())
    .addColumn('unit', 'varchar(3)', (c) => c.notNull())
    .addColumn('ton_per_cubic', NUM, (c) => c.notNull())
    .addColumn('updated', TIME, (c) => c.notNull())
    .addColumn('site_updated', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('ground_listing_pk', ['material', 'site_id'])
    .execute();
  // The newest-first walk, covering every column the list reads, so a broad filter, a count and
  // the 到场价 ranking read the index alone.
  const listed = [
    'updated',
    'price',
    'lat',
    'lng',
    'province_code',
    'city_code',
    'site_type',
    'company_name',
    'address',
    'freight',
    'unit',
    'ton_per_cubic',
  ];
  await db.schema
    .createIndex('ground_listing_newest')
    .on('ground_listing')
    .columns(['material', 'site_updated', 'site_id', ...listed])
    .execute();
  // A narrow filter finds its few rows here and sorts them.
  const narrow: [string, string[]][] = [
    ['price', ['material', 'price']],
    ['place', ['material', 'lat', 'lng']],
    ['fresh', ['material', 'updated']],
    ['region', ['material', 'province_code', 'city_code']],
    ['type', ['material', 'site_type']],
    ['site', ['site_id']],
  ];
  for (const [name, columns] of narrow)
    await db.schema.createIndex(`ground_listing_${name}`).on('ground_listing').columns(columns).execute();
  const copied = sql`s.company_name, s.address, s.province_code, s.city_code, s.site_type, s.lat, s.lng, s.freight`;
  await sql`insert into ground_listing (site_id, material, company_name, address, province_code, city_code, site_type, lat, lng, freight, price, unit, ton_per_cubic, updated, site_updated)
    select s.id, '', ${copied}, 0, '', 0, s.price_updated_at, s.price_updated_at from ground_site s where s.state = 'listed'`.execute(
    db,
  );
  await sql`insert into ground_listing (site_id, material, company_name, address, province_code, city_code, site_type, lat, lng, freight, price, unit, ton_per_cubic, updated, site_updated)
    select s.id, o.material_code, ${copied}, o.price, o.unit, o.ton_per_cubic, o.updated_at, s.price_updated_at from ground_site s inner join ground_offer o on o.site_id = s.id where s.state = 'listed'`.execute(
    db,
  );
}
