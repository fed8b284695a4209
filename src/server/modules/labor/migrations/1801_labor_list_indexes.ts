// The public lists' covering indexes (issue 26): the job board and the worker cards read their
// states, every filter, the keyword's own columns and the order from an index alone, so a count,
// a keyword scan and the newest-first page never touch the wide rows (a post's description, a
// card's certificates); only the page's 20 rows are read. They replace the (status, time) indexes
// they begin with. The newest-first walk over all posts serves PostgreSQL, whose plans do not merge
// the two public states' runs in order. And the certificate by its photo, for the reviewers' read
// of photos on the desk.
import type { Kysely } from 'kysely';

const JOB_FILTERS = [
  'expires_at',
  'title',
  'company_id',
  'labor_company_id',
  'province_code',
  'city_code',
  'wage_unit',
  'wage_min',
  'wage_max',
  'settlement',
  'project_type',
  'start_date',
];
const WORKER_FILTERS = ['province_code', 'city_code', 'years', 'expected_wage', 'surname', 'intro'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('labor_job_status_publish').execute();
  await db.schema
    .createIndex('labor_job_list')
    .on('labor_job')
    .columns(['status', 'publish_time', 'id', ...JOB_FILTERS])
    .execute();
  await db.schema
    .createIndex('labor_job_list_newest')
    .on('labor_job')
    .columns(['publish_time', 'id', 'status', ...JOB_FILTERS])
    .execute();
  await db.schema.dropIndex('labor_worker_status_active').execute();
  await db.schema
    .createIndex('labor_worker_list')
    .on('labor_worker')
    .columns(['status', 'active_at', 'id', ...WORKER_FILTERS])
    .execute();
  await db.schema.createIndex('labor_certificate_photo').on('labor_certificate').column('photo_id').execute();
}
