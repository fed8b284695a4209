// Issue 23, inquiries as a real RFQ: sealed or open quoting, budget, delivery date, district,
// award mode, invited suppliers (定向邀请), attachments (shared uploads), and the supplier's
// profile (main categories, service regions, the 3 % simplified VAT election).
import type { Kysely } from 'kysely';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (
    name: string,
    type: 'integer' | 'varchar(6)' | 'varchar(8)' | 'varchar(10)' | 'numeric(18, 2)',
    dflt?: string | number,
  ) =>
    db.schema
      .alterTable('inquiry')
      .addColumn(name, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt)))
      .execute();
  // 'open' 公开比价 or 'sealed' 密封报价 (prices unreadable until the deadline).
  await add('quote_mode', 'varchar(6)', 'open');
  // 'line' 可分项定标 or 'whole' 整单定标 (one supplier takes every line).
  await add('award_mode', 'varchar(6)', 'line');
  // 1: only the invited suppliers (inquiry_invite) may quote.
  await add('invited_only', 'integer', 0);
  await add('district_code', 'varchar(6)', '');
  // 'goods' 货物 (13 %, or the 3 % simplified rate for 砂石/商砼) or 'install' 供货并安装 (建筑服务 9 %).
  await add('supply_kind', 'varchar(8)', 'goods');
  await add('budget', 'numeric(18, 2)');
  await add('delivery_date', 'varchar(10)');

  await db.schema
    .createTable('inquiry_invite')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('inquiry_invite_pk', ['inquiry_id', 'company_id'])
    .execute();
  await db.schema.createIndex('inquiry_invite_company').on('inquiry_invite').column('company_id').execute();

  await db.schema
    .createTable('inquiry_attachment')
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('attach_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('inquiry_attachment_pk', ['inquiry_id', 'seq'])
    .execute();

  await db.schema
    .createTable('inquiry_supplier_profile')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    // category_code keys and province codes, comma-separated.
    .addColumn('categories', 'varchar(60)', (c) => c.notNull())
    .addColumn('regions', 'varchar(300)', (c) => c.notNull())
    .addColumn('simple_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('intro', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
}
