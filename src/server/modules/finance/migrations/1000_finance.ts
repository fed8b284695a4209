// Financial services: institutions, products, notices and rules, apply captchas, applications.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'finance_institution')
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(2)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'finance_product')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('finance_institution.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('service_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('scene_codes', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount_min_wan', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('amount_max_wan', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('term_min_months', 'integer', (c) => c.notNull())
    .addColumn('term_max_months', 'integer', (c) => c.notNull())
    .addColumn('rate_from', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('rate_to', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('rate_kind', 'varchar(4)', (c) => c.notNull())
    .addColumn('guarantee_kind', 'varchar(2)', (c) => c.notNull())
    .addColumn('audiences', 'varchar(20)', (c) => c.notNull())
    .addColumn('funding_days', 'integer', (c) => c.notNull())
    .addColumn('conditions', 'varchar(1000)', (c) => c.notNull())
    .addColumn('materials', 'varchar(1000)', (c) => c.notNull())
    .addColumn('steps', 'varchar(500)', (c) => c.notNull())
    .addColumn('features', 'varchar(500)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('apply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('finance_product_service')
    .on('finance_product')
    .columns(['service_type', 'rank'])
    .execute();
  await db.schema.createIndex('finance_product_rank').on('finance_product').column('rank').execute();

  await createTableWithId(db, 'finance_notice')
    .addColumn('kind', 'varchar(6)', (c) => c.notNull())
    .addColumn('category', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('version', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('publish_time', TIME, (c) => c.notNull())
    .addColumn('effective_time', TIME)
    .execute();
  await db.schema.createIndex('finance_notice_kind').on('finance_notice').columns(['kind', 'publish_time']).execute();

  await createTableWithId(db, 'finance_captcha')
    .addColumn('captcha_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('answer', 'varchar(8)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('used_at', TIME)
    .execute();
  await db.schema.createIndex('finance_captcha_ip').on('finance_captcha').columns(['ip', 'created_at']).execute();

  await createTableWithId(db, 'finance_application')
    .addColumn('apply_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_id', 'integer', (c) => c.references('finance_product.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('company_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('service_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('scene_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('money_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('time_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('materials', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('beneficiary', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('tender_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('margin_amount', 'numeric(14, 2)')
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('agreement_version', 'varchar(16)', (c) => c.notNull())
    .addColumn('consented_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('finance_application_user')
    .on('finance_application')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('finance_application_phone')
    .on('finance_application')
    .columns(['phone', 'created_at'])
    .execute();
}
