// Inquiries (询价) replace 0005's flat inquiry and ranking tables: inquiries with lines, one quote
// per supplier company (unique, revised in place) with its line prices, deals from awards (the
// rankings are computed from them), saved searches, and per-key write counters (rate limits).
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';
const MONEY = 'numeric(18, 2)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ranking').ifExists().execute();
  await db.schema.dropTable('inquiry').ifExists().execute();

  await createTableWithId(db, 'inquiry')
    .addColumn('buyer_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('delivery_address', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_included', 'integer', (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('quote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', TIME)
    .addColumn('deadline', TIME, (c) => c.notNull())
    .addColumn('closed_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_status_publish').on('inquiry').columns(['status', 'publish_time']).execute();
  await db.schema.createIndex('inquiry_status_deadline').on('inquiry').columns(['status', 'deadline']).execute();
  await db.schema.createIndex('inquiry_buyer').on('inquiry').columns(['buyer_company_id', 'status']).execute();

  await createTableWithId(db, 'inquiry_line')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('inquiry_line_seq').on('inquiry_line').columns(['inquiry_id', 'seq']).unique().execute();

  // One quote per supplier company and inquiry: revising updates this row (upsert).
  await createTableWithId(db, 'inquiry_quote')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('supplier_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('valid_until', TIME, (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inquiry_quote_company')
    .on('inquiry_quote')
    .columns(['inquiry_id', 'supplier_company_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('inquiry_quote_supplier')
    .on('inquiry_quote')
    .columns(['supplier_company_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('inquiry_quote_line')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('inquiry_quote.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('inquiry_line.id').onDelete('cascade'))
    .addColumn('unit_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('tax_included', 'integer', (c) => c.notNull())
    .addColumn('delivery_days', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('inquiry_quote_line_pk', ['quote_id', 'line_id'])
    .execute();

  // A line is awarded at most once (the unique index backs the award's row lock).
  await createTableWithId(db, 'inquiry_deal')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('inquiry_line.id').onDelete('cascade'))
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('inquiry_quote.id').onDelete('cascade'))
    .addColumn('buyer_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('supplier_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('material_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('unit_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('category_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('deal_time', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inquiry_deal_line')
    .on('inquiry_deal')
    .columns(['inquiry_id', 'line_id'])
    .unique()
    .execute();
  await db.schema.createIndex('inquiry_deal_time').on('inquiry_deal').column('deal_time').execute();
  await db.schema
    .createIndex('inquiry_deal_supplier')
    .on('inquiry_deal')
    .columns(['supplier_company_id', 'deal_time'])
    .execute();
  await db.schema
    .createIndex('inquiry_deal_buyer')
    .on('inquiry_deal')
    .columns(['buyer_company_id', 'deal_time'])
    .execute();

  await createTableWithId(db, 'saved_search')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('filters', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_search_owner')
    .on('saved_search')
    .columns(['user_id', 'company_id', 'kind'])
    .execute();
  await db.schema.createIndex('saved_search_kind').on('saved_search').column('kind').execute();
}
