// 我的报价 keeps every revision of a quote (issue 23): each submission's prices and time, one row
// per (quote, revision) and its priced lines. Quotes made before this migration keep their latest
// revision only (the earlier prices were overwritten in place).
import { sql, type Kysely } from 'kysely';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inquiry_quote_revision')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('inquiry_quote.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('valid_until', TIME, (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addPrimaryKeyConstraint('inquiry_quote_revision_pk', ['quote_id', 'revision'])
    .execute();
  await db.schema
    .createTable('inquiry_quote_revision_line')
    .addColumn('quote_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('inquiry_line.id').onDelete('cascade'))
    .addColumn('unit_price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('tax_included', 'integer', (c) => c.notNull())
    .addColumn('delivery_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inquiry_quote_revision_line_pk', ['quote_id', 'revision', 'line_id'])
    .addForeignKeyConstraint(
      'inquiry_quote_revision_line_revision',
      ['quote_id', 'revision'],
      'inquiry_quote_revision',
      ['quote_id', 'revision'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await sql`insert into inquiry_quote_revision (quote_id, revision, valid_until, remark, created_at) select id, revision, valid_until, remark, updated_at from inquiry_quote`.execute(
    db,
  );
  await sql`insert into inquiry_quote_revision_line (quote_id, revision, line_id, unit_price, tax_included, delivery_days)
    select ql.quote_id, q.revision, ql.line_id, ql.unit_price, ql.tax_included, ql.delivery_days from inquiry_quote_line ql inner join inquiry_quote q on q.id = ql.quote_id`.execute(
    db,
  );
}
