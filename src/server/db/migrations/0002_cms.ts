// Content managed by the operators: banners, partners, success cases, news and help items.
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'banner')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('banner_position').on('banner').columns(['position', 'sort']).execute();

  await createTableWithId(db, 'partner')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('partner_type').on('partner').columns(['type', 'sort']).execute();

  await createTableWithId(db, 'success_case')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('success_case_order').on('success_case').columns(['sort', 'publish_time']).execute();

  await createTableWithId(db, 'news')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('source', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('publish_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_module_time').on('news').columns(['module_code', 'publish_time']).execute();
  await db.schema.createIndex('news_time').on('news').column('publish_time').execute();

  await createTableWithId(db, 'help_item')
    .addColumn('category_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('problem_content', 'varchar(200)', (c) => c.notNull())
    .addColumn('answer_content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('help_item_category').on('help_item').columns(['category_code', 'sort']).execute();
}
