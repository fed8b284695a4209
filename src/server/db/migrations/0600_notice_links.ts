// The message centre (issue 21 part 3): a notice links to its object — the portal page
// (`link`, from pageLinks) and what it is about (`object_kind`, `object_id`); notices written
// before carry none. The list reads a company's notices of one kind, unread first then newest;
// the purge walks them by age.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('link', 'varchar(300)').execute();
  await db.schema.alterTable('notices').addColumn('object_kind', 'varchar(16)').execute();
  await db.schema.alterTable('notices').addColumn('object_id', 'integer').execute();
  await db.schema
    .createIndex('notices_list')
    .on('notices')
    .columns(['company_id', 'kind', 'is_read', 'created_at', 'user_id'])
    .execute();
  await db.schema.createIndex('notices_created').on('notices').column('created_at').execute();
}
