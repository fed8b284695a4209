// Ground-material map (地材地图): supplier points with their offers (one per site and material),
// weekly average prices per province and material, research reports.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';
const NUM = 'double precision';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'ground_site')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('company_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('site_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    .addColumn('lat', NUM, (c) => c.notNull())
    .addColumn('lng', NUM, (c) => c.notNull())
    .addColumn('capacity', NUM, (c) => c.notNull())
    .addColumn('capacity_unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('freight', NUM, (c) => c.notNull())
    .addColumn('delivery', 'varchar(20)', (c) => c.notNull())
    .addColumn('licences', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('price_updated_at', TIME, (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  // The viewport query: a latitude band, then the longitude (and the newest first for the page).
  await db.schema.createIndex('ground_site_lat_lng').on('ground_site').columns(['lat', 'lng']).execute();
  await db.schema.createIndex('ground_site_updated').on('ground_site').columns(['price_updated_at']).execute();
  await db.schema.createIndex('ground_site_city').on('ground_site').columns(['city_code']).execute();
  await db.schema.createIndex('ground_site_company').on('ground_site').columns(['company_id']).execute();

  await createTableWithId(db, 'ground_offer')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('ground_site.id').onDelete('cascade'))
    .addColumn('material_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('unit', 'varchar(3)', (c) => c.notNull())
    .addColumn('price', NUM, (c) => c.notNull())
    .addColumn('ton_per_cubic', NUM, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ground_offer_site_material')
    .unique()
    .on('ground_offer')
    .columns(['site_id', 'material_code'])
    .execute();
  await db.schema
    .createIndex('ground_offer_material_price')
    .on('ground_offer')
    .columns(['material_code', 'price'])
    .execute();

  await createTableWithId(db, 'ground_price_week')
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('material_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('week', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', NUM, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ground_price_week_key')
    .unique()
    .on('ground_price_week')
    .columns(['material_code', 'province_code', 'week'])
    .execute();

  await createTableWithId(db, 'ground_report')
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('material', 'varchar(10)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('publish_time', TIME, (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ground_report_publish').on('ground_report').columns(['state', 'publish_time']).execute();
}
