// The institutions' desk (issue 45): an application's tender, what the institution asked for,
// its approved terms and refusal reason, and the history of its steps.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (build: (t: ReturnType<typeof db.schema.alterTable>) => { execute(): Promise<void> }) =>
    build(db.schema.alterTable('finance_application')).execute();
  await add((t) => t.addColumn('tender_id', 'integer'));
  await add((t) => t.addColumn('desk_request', 'varchar(300)', (c) => c.notNull().defaultTo('')));
  await add((t) => t.addColumn('approved_amount_wan', 'numeric(12, 2)'));
  await add((t) => t.addColumn('approved_rate', 'numeric(6, 2)'));
  await add((t) => t.addColumn('approved_term_months', 'integer'));
  await add((t) => t.addColumn('refuse_reason', 'varchar(300)', (c) => c.notNull().defaultTo('')));
  await db.schema.createIndex('finance_application_tender').on('finance_application').column('tender_id').execute();
  await db.schema
    .createIndex('finance_application_product')
    .on('finance_application')
    .columns(['product_id', 'created_at'])
    .execute();

  await createTableWithId(db, 'finance_application_event')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('finance_application.id').onDelete('cascade'))
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('materials', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('by_kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('finance_application_event_app')
    .on('finance_application_event')
    .columns(['application_id', 'at'])
    .execute();
}
