// Subcontract projects (项目对接): packages with their 资质 requirement and computed expiry, the
// member companies' 资质 (one per category), and one application per company and package (a
// unique index, so parallel applications make one row).
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'project_package')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('project_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('subcontract_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('sale_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('transaction_mode', 'varchar(1)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('scope', 'varchar(500)', (c) => c.notNull())
    .addColumn('quantities', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('budget', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('qual_category', 'varchar(2)', (c) => c.notNull())
    .addColumn('qual_grade', 'varchar(1)', (c) => c.notNull())
    .addColumn('experience_required', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('payment_terms', 'varchar(200)', (c) => c.notNull())
    .addColumn('apply_deadline', TIME, (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applicant_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('awarded_company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('awarded_at', TIME)
    .addColumn('publish_time', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_package_publish')
    .on('project_package')
    .columns(['status', 'publish_time'])
    .execute();
  await db.schema
    .createIndex('project_package_city')
    .on('project_package')
    .columns(['city_code', 'publish_time'])
    .execute();
  await db.schema
    .createIndex('project_package_company')
    .on('project_package')
    .columns(['company_id', 'publish_time'])
    .execute();

  await createTableWithId(db, 'project_qualification')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('category_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('grade', 'varchar(1)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('scan_attach_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_qualification_company')
    .on('project_qualification')
    .columns(['company_id', 'category_code'])
    .unique()
    .execute();

  await createTableWithId(db, 'project_application')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('project_package.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('qualification', 'varchar(200)', (c) => c.notNull())
    .addColumn('experience', 'varchar(500)', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)')
    .addColumn('message', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('decided_at', TIME)
    .execute();
  await db.schema
    .createIndex('project_application_once')
    .on('project_application')
    .columns(['package_id', 'company_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('project_application_mine')
    .on('project_application')
    .columns(['company_id', 'created_at'])
    .execute();
}
