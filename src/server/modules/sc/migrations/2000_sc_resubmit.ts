// The review's refusal reason on a role (SECTIONS H.3: rejected → resubmit → cert_pending), so a
// rejected supplier sees why and what to fix.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sc_role')
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}
