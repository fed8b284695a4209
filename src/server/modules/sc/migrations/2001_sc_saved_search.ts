// 保存搜索 of the sc site's members (its accounts are not the main site's users, so not the
// floor's saved_search): the tender search's filters under a name, and the last publish time the
// account was told about (checked_at), from which new matching tenders raise an sc notice.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'sc_saved_search')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('sc_account.id').onDelete('cascade'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('filters', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('checked_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sc_saved_search_account')
    .on('sc_saved_search')
    .columns(['account_id', 'checked_at'])
    .execute();
}
