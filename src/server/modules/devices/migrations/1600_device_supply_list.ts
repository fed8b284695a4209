// The supply list reads one covering index: the public newest-first walk holds every filter and
// order column (and the listing's words in one column), so the list's count and its page of ids
// never touch the wide rows; ranking a machine type by its all-in cost reads a covering index of
// that type with the cost columns. The words column (search_text, kept by every write: see
// wordsOf in cards.ts) is title, brand and model joined by U+0001, a character no text input may
// hold, so a keyword is in it exactly when it is in one of them. A free window asks which
// bookings end on or after its first day (few: bookings lie in the coming weeks) from an index.
import { sql, type Kysely } from 'kysely';

const SEPARATOR = '\u0001';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('device_supply')
    .addColumn('search_text', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update device_supply set search_text = title || ${SEPARATOR} || brand || ${SEPARATOR} || model`.execute(db);
  await db.schema.dropIndex('device_supply_state_publish').execute();
  await db.schema.dropIndex('device_supply_type').execute();
  const filters = [
    'category_code',
    'type_code',
    'brand',
    'spec_value',
    'year',
    'with_operator',
    'province_code',
    'city_code',
    'district_code',
    'available_from',
  ];
  const prices = ['negotiable', 'rent_mode', 'price_shift', 'price_hour', 'price_day', 'price_month', 'price_cube'];
  await db.schema
    .createIndex('device_supply_list')
    .on('device_supply')
    .columns(['state', 'publish_time', 'id', ...filters, ...prices, 'lat', 'lng', 'company_id', 'search_text'])
    .execute();
  const cost = ['with_operator', 'fuel_included', 'mobilisation_fee', 'assembly_fee', 'min_rent_days'];
  await db.schema
    .createIndex('device_supply_type_cost')
    .on('device_supply')
    .columns(['type_code', 'state', 'publish_time', 'id', ...prices, ...cost])
    .execute();
  await db.schema
    .createIndex('device_booking_window')
    .on('device_booking')
    .columns(['end_day', 'start_day', 'supply_id'])
    .execute();
}
