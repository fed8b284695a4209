// Shared market information: purchase inquiries, tenders and the seller/buyer rankings.
// Type, method and status are codes; their names live in dict_entry (tender_type, …).
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'inquiry')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('category_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_time').on('inquiry').column('publish_time').execute();
  await db.schema.createIndex('inquiry_status_time').on('inquiry').columns(['status', 'publish_time']).execute();

  await createTableWithId(db, 'tender')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tender_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('tender_method', 'varchar(16)', (c) => c.notNull())
    .addColumn('tender_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('budget', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tender_time').on('tender').column('publish_time').execute();
  await db.schema.createIndex('tender_type_time').on('tender').columns(['tender_type', 'publish_time']).execute();

  await createTableWithId(db, 'ranking')
    .addColumn('side', 'varchar(8)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ranking_side_rank').on('ranking').columns(['side', 'rank']).unique().execute();
}
