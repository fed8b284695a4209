// Complaints (举报/投诉, docs/sections/complaint.md): one row per report; a member holds at most one
// open report per object (a partial unique index, so parallel submissions leave one).
import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'complaint')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('object_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('object_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('owner_company_id', 'integer')
    .addColumn('reason', 'varchar(12)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(9)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('decided_at', TIME)
    .addColumn('decision_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('complaint_one_open')
    .on('complaint')
    .columns(['user_id', 'object_kind', 'object_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // The console's queue: open complaints, oldest first.
  await db.schema.createIndex('complaint_queue').on('complaint').columns(['status', 'created_at']).execute();
}
