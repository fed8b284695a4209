// Issue 46 (publish side): the evaluation method fixed at publishing (综合评估法 with its scoring
// sheet, or 经评审的最低投标价法), the required bid documents, the invitees of an invited tender
// (招标投标法 第十七条: at least three) with their answers, and the single-source publicity (the
// intended supplier and the reason; procurement practice, not a tendering method under the law).
import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Column names read by the evaluation side too: do not rename.
  await db.schema
    .alterTable('tender')
    .addColumn('evaluation_method', 'text', (c) => c.notNull().defaultTo('composite'))
    .execute();
  await db.schema.alterTable('tender').addColumn('score_items', 'text').execute();
  await db.schema.alterTable('tender').addColumn('required_docs', 'text').execute();
  // 单一来源: the intended supplier and the reason, published for at least 5 working days.
  await db.schema
    .alterTable('tender')
    .addColumn('single_source_company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('tender')
    .addColumn('single_source_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  // Rows before this migration: a plain price sheet and the quotation required.
  await sql`update tender set score_items = '[{"name":"投标报价","category":"price","weight":60},{"name":"技术方案","category":"technical","weight":30},{"name":"商务条款","category":"commercial","weight":10}]', required_docs = '["quote"]'`.execute(
    db,
  );

  // What a supplier corrected when it resubmitted a declined registration.
  await db.schema
    .alterTable('tender_participation')
    .addColumn('registration_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  // status '0' 待回复, '1' 已接受, '2' 已谢绝; one per tender and company.
  await createTableWithId(db, 'tender_invitation')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('answered_at', TIME)
    .execute();
  await db.schema
    .createIndex('tender_invitation_company')
    .on('tender_invitation')
    .columns(['tender_id', 'company_id'])
    .unique()
    .execute();
  await db.schema.createIndex('tender_invitation_invitee').on('tender_invitation').column('company_id').execute();
}
