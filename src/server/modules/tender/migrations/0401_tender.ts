// Tenders (招标) replace 0005's flat tender table: a notice with its legal clocks as dates
// (publish, registration deadline, bid deadline = opening, candidate publicity), its status
// computed from them, and one participation (registration + margin) per member company.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tender').ifExists().execute();

  await createTableWithId(db, 'tender')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('project_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('agency_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('type_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('method_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('budget', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('margin_amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('qualification', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('open_place', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('publish_time', TIME, (c) => c.notNull())
    .addColumn('registration_deadline', TIME, (c) => c.notNull())
    .addColumn('bid_deadline', TIME, (c) => c.notNull())
    .addColumn('publicity_start', TIME)
    .addColumn('publicity_end', TIME)
    .addColumn('winner_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('winning_amount', 'numeric(14, 2)')
    .addColumn('terminated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('termination_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tender_publish').on('tender').column('publish_time').execute();
  await db.schema.createIndex('tender_bid_deadline').on('tender').column('bid_deadline').execute();
  await db.schema.createIndex('tender_type_publish').on('tender').columns(['type_code', 'publish_time']).execute();

  await createTableWithId(db, 'tender_participation')
    .addColumn('tender_id', 'integer', (c) => c.notNull().references('tender.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('registered_at', TIME, (c) => c.notNull())
    .addColumn('margin_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('margin_form', 'varchar(1)', (c) => c.notNull().defaultTo(''))
    .addColumn('margin_proof', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_at', TIME)
    .addColumn('refunded_at', TIME)
    .execute();
  await db.schema
    .createIndex('tender_participation_company')
    .on('tender_participation')
    .columns(['tender_id', 'company_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tender_participation_mine')
    .on('tender_participation')
    .columns(['company_id', 'registered_at'])
    .execute();
}
