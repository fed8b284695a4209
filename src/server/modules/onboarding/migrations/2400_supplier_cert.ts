// Supplier certification applications (docs/sections/onboarding.md): one row per company.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'supplier_cert')
    .addColumn('company_id', 'integer', (c) => c.notNull().unique().references('companies.id'))
    .addColumn('scope', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(9)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(20)', (c) => c.notNull())
    .addColumn('licence_attach_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('licence_valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_ids', 'varchar(200)', (c) => c.notNull())
    .addColumn('province_codes', 'varchar(300)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('submitted_at', TIME, (c) => c.notNull())
    .addColumn('decided_at', TIME)
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  // The console's queue: pending applications, oldest first.
  await db.schema.createIndex('supplier_cert_queue').on('supplier_cert').columns(['status', 'submitted_at']).execute();
}
