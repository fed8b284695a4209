// Tenders run end to end (issue 23): registration waits for the purchaser's review, the margin for
// the confirmation of an uploaded voucher or guarantee ('3' 待确认), one sealed bid per company
// and tender, change notices (变更公告), winning candidates, objections (异议) and the result.
import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const part = db.schema.alterTable('tender_participation');
  // '0' 待审核, '1' 已通过, '2' 已驳回; the rows before this migration were approved at once.
  await part.addColumn('registration_status', 'varchar(1)', (c) => c.notNull().defaultTo('0')).execute();
  await sql`update tender_participation set registration_status = '1'`.execute(db);
  await db.schema
    .alterTable('tender_participation')
    .addColumn('review_note', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('tender_participation').addColumn('reviewed_at', TIME).execute();
  await db.schema
    .alterTable('tender_participation')
    .addColumn('margin_attach_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tender_participation')
    .addColumn('margin_note', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('tender_participation').addColumn('confirmed_at', TIME).execute();
  // '' until the result; '1' 中标, '2' 未中标.
  await db.schema
    .alterTable('tender_participation')
    .addColumn('result', 'varchar(1)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .alterTable('tender')
    .addColumn('documents', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('tender').addColumn('opened_at', TIME).execute();
  await db.schema.alterTable('tender').addColumn('result_at', TIME).execute();

  // One bid per company and tender (unique): a revision rewrites it, a withdrawal marks it.
  await createTableWithId(db, 'tender_bid')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('documents', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_bid_company')
    .on('tender_bid')
    .columns(['tender_id', 'company_id'])
    .unique()
    .execute();

  // Notices after the tender notice: '1' 变更公告 (amendment), '2' 开标记录, '3' 中标候选人公示, '4' 中标结果公告.
  await createTableWithId(db, 'tender_notice')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(1)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_notice_tender')
    .on('tender_notice')
    .columns(['tender_id', 'created_at'])
    .execute();

  await createTableWithId(db, 'tender_candidate')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_candidate_rank')
    .on('tender_candidate')
    .columns(['tender_id', 'rank'])
    .unique()
    .execute();

  await createTableWithId(db, 'tender_objection')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('answer', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('answered_at', TIME)
    .execute();
  await db.schema.createIndex('tender_objection_tender').on('tender_objection').column('tender_id').execute();
}
