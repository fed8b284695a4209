// Labour services (找人): labour companies, job posts, worker cards and their certificates, teams
// and their projects, listing trades (the tree filter), contact reveals and reports.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(19)';
const DAY = 'varchar(10)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'labor_company')
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('qualification', 'varchar(60)', (c) => c.notNull())
    .addColumn('safety_licence', 'varchar(40)', (c) => c.notNull())
    .addColumn('workers', 'integer', (c) => c.notNull())
    .addColumn('project_count', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('wage_account', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull())
    .addColumn('intro', 'varchar(500)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('joined_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('labor_company_place')
    .on('labor_company')
    .columns(['province_code', 'city_code'])
    .execute();

  await createTableWithId(db, 'labor_job')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('labor_company_id', 'integer', (c) => c.references('labor_company.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('wage_min', 'integer', (c) => c.notNull())
    .addColumn('wage_max', 'integer', (c) => c.notNull())
    .addColumn('wage_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('settlement', 'varchar(8)', (c) => c.notNull())
    .addColumn('project_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('start_date', DAY, (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('benefits', 'varchar(100)', (c) => c.notNull())
    .addColumn('requirements', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('wage_account', 'integer', (c) => c.notNull())
    .addColumn('fee_flag', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull())
    .addColumn('publish_time', TIME)
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('labor_job_status_publish').on('labor_job').columns(['status', 'publish_time']).execute();
  await db.schema.createIndex('labor_job_place').on('labor_job').columns(['province_code', 'city_code']).execute();
  await db.schema.createIndex('labor_job_company').on('labor_job').columns(['company_id', 'status']).execute();
  await db.schema
    .createIndex('labor_job_labor_company')
    .on('labor_job')
    .columns(['labor_company_id', 'status'])
    .execute();
  await db.schema.createIndex('labor_job_user').on('labor_job').column('user_id').execute();

  await createTableWithId(db, 'labor_worker')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('surname', 'varchar(2)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('hometown_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('expected_wage', 'integer', (c) => c.notNull())
    .addColumn('wage_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('is_leader', 'integer', (c) => c.notNull())
    .addColumn('real_name_verified', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('intro', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('active_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('labor_worker_status_active')
    .on('labor_worker')
    .columns(['status', 'active_at'])
    .execute();
  await db.schema
    .createIndex('labor_worker_place')
    .on('labor_worker')
    .columns(['province_code', 'city_code'])
    .execute();
  await db.schema.createIndex('labor_worker_user').on('labor_worker').column('user_id').execute();

  await createTableWithId(db, 'labor_certificate')
    .addColumn('worker_id', 'integer', (c) => c.notNull().references('labor_worker.id').onDelete('cascade'))
    .addColumn('type_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('number', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('issued_at', DAY, (c) => c.notNull())
    .addColumn('expires_at', DAY, (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('photo_id', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('labor_certificate_worker')
    .on('labor_certificate')
    .columns(['worker_id', 'type_code'])
    .execute();
  await db.schema
    .createIndex('labor_certificate_type')
    .on('labor_certificate')
    .columns(['type_code', 'expires_at'])
    .execute();

  await createTableWithId(db, 'labor_team')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('labor_company_id', 'integer', (c) => c.references('labor_company.id').onDelete('set null'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('leader_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('intro', 'varchar(500)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('active_at', TIME, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('labor_team_status_active').on('labor_team').columns(['status', 'active_at']).execute();
  await db.schema.createIndex('labor_team_company').on('labor_team').column('labor_company_id').execute();
  await db.schema.createIndex('labor_team_user').on('labor_team').column('user_id').execute();

  await createTableWithId(db, 'labor_team_project')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('labor_team.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('scale', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('labor_team_project_team').on('labor_team_project').column('team_id').execute();

  await db.schema
    .createTable('labor_trade')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('trade_code', 'varchar(4)', (c) => c.notNull())
    .addPrimaryKeyConstraint('labor_trade_pk', ['kind', 'owner_id', 'trade_code'])
    .execute();
  await db.schema
    .createIndex('labor_trade_code')
    .on('labor_trade')
    .columns(['kind', 'trade_code', 'owner_id'])
    .execute();

  await createTableWithId(db, 'labor_contact')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('labor_contact_target')
    .on('labor_contact')
    .columns(['kind', 'target_id', 'user_id'])
    .unique()
    .execute();

  // One report per member and post (the unique index makes parallel reports count once).
  await createTableWithId(db, 'labor_report')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('labor_job.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('labor_report_job_user')
    .on('labor_report')
    .columns(['job_id', 'user_id'])
    .unique()
    .execute();
}
