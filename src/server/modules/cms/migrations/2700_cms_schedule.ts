// The content desk (issue 45): each content table gets its schedule (publish at, withdraw at),
// the editor's withdrawal and the last edit. Rows already there stay served (a past publish-at).
import type { Kysely } from 'kysely';

const TIME = 'varchar(23)';
const TABLES = ['banner', 'partner', 'success_case', 'news', 'help_item'] as const;
/** Before every seeded and real row: what was there before the desk is published. */
const LONG_AGO = '2000-01-01 00:00:00.000';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('publish_at', TIME, (c) => c.defaultTo(LONG_AGO))
      .execute();
    await db.schema.alterTable(table).addColumn('withdraw_at', TIME).execute();
    await db.schema.alterTable(table).addColumn('withdrawn_at', TIME).execute();
    await db.schema.alterTable(table).addColumn('updated_at', TIME).execute();
  }
}
