// Per-client counters for rate limits (login attempts, phone lookups, …): one row per scope,
// key (the client IP) and fixed window, incremented by an atomic upsert so every app server
// on the database shares them. Plus the indexes the purge of expired rows walks.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('scope', 'varchar(32)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    /** The end of the window (UTC 'YYYY-MM-DD HH:mm:ss.SSS'); the row is useless after it. */
    .addColumn('until', 'varchar(23)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_counters_pk', ['scope', 'key', 'until'])
    .execute();
  await db.schema.createIndex('rate_counters_until').on('rate_counters').column('until').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
  await db.schema.createIndex('sms_codes_created').on('sms_codes').column('created_at').execute();
  await db.schema.createIndex('sms_outbox_created').on('sms_outbox').column('created_at').execute();
}
