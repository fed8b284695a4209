// Indexes for the package page and the site search at ten times the seeded volume. The newest
// order covers the page's keyword columns, so a count or a keyword walk reads the index alone
// (the wide rows cost 10–20 ms at 15,000 packages); the budget order walks its own; the site
// search walks the published packages newest id first with the columns it filters on.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('project_package_newest')
    .on('project_package')
    .columns(['publish_time', 'id', 'status', 'company_id', 'project_name', 'scope'])
    .execute();
  await db.schema.createIndex('project_package_budget').on('project_package').columns(['budget', 'id']).execute();
  await db.schema
    .createIndex('project_package_open')
    .on('project_package')
    .columns(['status', 'id', 'apply_deadline', 'project_name'])
    .execute();
}
