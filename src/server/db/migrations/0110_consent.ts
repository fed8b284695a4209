// Consents: which agreement (user agreement now; finance and sc later), which version, and when a
// member ticked it, one row per consent, kept with the account.
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'consents')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agreement', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'varchar(16)', (c) => c.notNull())
    .addColumn('consented_at', 'varchar(23)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consents_user').on('consents').columns(['user_id', 'agreement']).execute();
}
