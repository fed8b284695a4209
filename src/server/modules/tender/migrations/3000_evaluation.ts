// After the opening (issue 46): the expert pool's specialities and ties (评标专家), the evaluation
// committee (招标投标法 第三十七条) and its members, each expert's scores per bid, the evaluation
// report (实施条例 第五十三条), the contract (招标投标法 第四十六条) and the margin refund it starts
// (实施条例 第五十七条).
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An expert's specialities: tender type codes (TENDER_TYPES), one row each.
  await createTableWithId(db, 'tender_expert_speciality')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('type_code', 'varchar(2)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_expert_speciality_uq')
    .on('tender_expert_speciality')
    .columns(['operator_id', 'type_code'])
    .unique()
    .execute();
  // The companies an expert is tied to (employer, former employer, relative, interest): never drawn for their bids.
  await createTableWithId(db, 'tender_expert_tie')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('relation', 'varchar(1)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_expert_tie_uq')
    .on('tender_expert_tie')
    .columns(['operator_id', 'company_id'])
    .unique()
    .execute();

  // One committee per tender (unique): requested and drawn in one transaction; report_at once all experts submitted.
  await createTableWithId(db, 'tender_committee')
    .addColumn('tender_id', 'integer', (c) => c.notNull().unique().references('tender.id').onDelete('cascade'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('requested_at', TIME, (c) => c.notNull())
    .addColumn('report_at', TIME)
    .addColumn('report', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // kind '1' 评标专家 (an operator), '2' 招标人代表 (by name only).
  await createTableWithId(db, 'tender_committee_member')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.references('ops_operator.id').onDelete('set null'))
    .addColumn('kind', 'varchar(1)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('submitted_at', TIME)
    .execute();
  await db.schema
    .createIndex('tender_committee_member_uq')
    .on('tender_committee_member')
    .columns(['tender_id', 'operator_id'])
    .unique()
    .execute();

  // One sheet per expert and bid: scores per item (JSON numbers, composite) or the evaluated price (lowest), or invalid.
  await createTableWithId(db, 'tender_evaluation')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('scores', 'varchar(2000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('evaluated_price', 'numeric(14, 2)')
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_evaluation_uq')
    .on('tender_evaluation')
    .columns(['tender_id', 'operator_id', 'company_id'])
    .unique()
    .execute();

  // The contract with the winner (one per tender).
  await createTableWithId(db, 'tender_contract')
    .addColumn('tender_id', 'integer', (c) => c.notNull().unique().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('signed_on', TIME, (c) => c.notNull())
    .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('attach_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_at', TIME, (c) => c.notNull())
    .execute();
}
