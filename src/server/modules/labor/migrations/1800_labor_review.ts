// Labour review and upkeep: the platform's labour reviewers (who may decide held job posts and
// check certificates), who decided a post or checked a certificate and when, and the refresh
// time of a worker card its owner was last told it left the lists for (one notice per lapse).
import type { Kysely } from 'kysely';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('labor_reviewer')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();

  await db.schema.alterTable('labor_job').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('labor_job').addColumn('reviewed_at', TIME).execute();
  await db.schema.alterTable('labor_certificate').addColumn('checked_by', 'integer').execute();
  await db.schema.alterTable('labor_certificate').addColumn('checked_at', TIME).execute();
  await db.schema
    .createIndex('labor_certificate_check')
    .on('labor_certificate')
    .columns(['verified', 'expires_at'])
    .execute();
  await db.schema.alterTable('labor_worker').addColumn('stale_notice_for', TIME).execute();
}
