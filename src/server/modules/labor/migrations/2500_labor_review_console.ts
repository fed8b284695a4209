// Labour posts and worker certificates are judged by 审核员 in the operations console (issue 44:
// the queues labor-post and labor-cert; the operator is in the console's audit log), so the
// module's own table of member reviewers goes, and with it the member who decided (reviewed_by,
// checked_by); when it was decided stays (reviewed_at, checked_at).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('labor_reviewer').execute();
  await db.schema.alterTable('labor_job').dropColumn('reviewed_by').execute();
  await db.schema.alterTable('labor_certificate').dropColumn('checked_by').execute();
}
