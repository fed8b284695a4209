// Equipment rental (找设备): supply listings with their files and bookings, demands, and the
// interest and report marks (one per company and listing: unique indexes).
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';
const DAY = 'varchar(10)';
const MONEY = 'double precision';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'device_supply')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('brand', 'varchar(20)', (c) => c.notNull())
    .addColumn('model', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('spec_value', MONEY, (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('working_hours', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('rent_mode', 'varchar(5)', (c) => c.notNull())
    .addColumn('negotiable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_shift', MONEY)
    .addColumn('price_hour', MONEY)
    .addColumn('price_day', MONEY)
    .addColumn('price_month', MONEY)
    .addColumn('price_cube', MONEY)
    .addColumn('with_operator', 'integer', (c) => c.notNull())
    .addColumn('fuel_included', 'integer', (c) => c.notNull())
    .addColumn('mobilisation_fee', MONEY, (c) => c.notNull())
    .addColumn('assembly_fee', MONEY, (c) => c.notNull())
    .addColumn('deposit', MONEY, (c) => c.notNull())
    .addColumn('min_rent_days', 'integer', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('lat', MONEY, (c) => c.notNull())
    .addColumn('lng', MONEY, (c) => c.notNull())
    .addColumn('service_radius_km', 'integer', (c) => c.notNull())
    .addColumn('available_from', DAY, (c) => c.notNull())
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('publish_time', TIME)
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_supply_state_publish')
    .on('device_supply')
    .columns(['state', 'publish_time'])
    .execute();
  await db.schema.createIndex('device_supply_type').on('device_supply').columns(['type_code', 'state']).execute();
  await db.schema.createIndex('device_supply_city').on('device_supply').columns(['city_code', 'state']).execute();
  await db.schema.createIndex('device_supply_company').on('device_supply').column('company_id').execute();

  await createTableWithId(db, 'device_file')
    .addColumn('supply_id', 'integer', (c) => c.notNull().references('device_supply.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('attach_id', 'varchar(32)')
    .execute();
  await db.schema.createIndex('device_file_supply').on('device_file').column('supply_id').execute();

  await createTableWithId(db, 'device_booking')
    .addColumn('supply_id', 'integer', (c) => c.notNull().references('device_supply.id').onDelete('cascade'))
    .addColumn('start_day', DAY, (c) => c.notNull())
    .addColumn('end_day', DAY, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_booking_supply')
    .on('device_booking')
    .columns(['supply_id', 'start_day'])
    .execute();

  await createTableWithId(db, 'device_need')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('spec_min', MONEY)
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('work_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_date', DAY, (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('rent_mode', 'varchar(5)', (c) => c.notNull())
    .addColumn('budget_price', MONEY)
    .addColumn('with_operator', 'integer', (c) => c.notNull())
    .addColumn('deadline', DAY, (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('publish_time', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_need_state_publish')
    .on('device_need')
    .columns(['state', 'publish_time'])
    .execute();

  for (const table of ['device_interest', 'device_report']) {
    await createTableWithId(db, table)
      .addColumn('kind', 'varchar(6)', (c) => c.notNull())
      .addColumn('listing_id', 'integer', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('message', 'varchar(240)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${table}_once`)
      .on(table)
      .columns(['kind', 'listing_id', 'company_id'])
      .unique()
      .execute();
  }
}
