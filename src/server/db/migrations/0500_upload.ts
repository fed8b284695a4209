// Uploaded files (issue 21 part 2): uploads, read grants, per-member daily counters, and the
// blob table of the database store (bytea on PostgreSQL, blob on SQLite).
import type { Kysely } from 'kysely';
import { isSqlite } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_company_id', 'integer', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('visibility', 'varchar(8)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('ext', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('thumb_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(23)', (c) => c.notNull())
    .addColumn('attached_at', 'varchar(23)')
    .addColumn('expires_at', 'varchar(23)', (c) => c.notNull())
    .execute();
  // Public files are found by content hash; the purge walks unattached rows by expiry.
  await db.schema.createIndex('upload_hash').on('upload').column('hash').execute();
  await db.schema.createIndex('upload_thumb_hash').on('upload').column('thumb_hash').execute();
  await db.schema.createIndex('upload_orphan_expires').on('upload').columns(['attached_at', 'expires_at']).execute();

  await db.schema
    .createTable('upload_grant')
    .addColumn('upload_id', 'varchar(32)', (c) => c.notNull().references('upload.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(23)', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_grant_pk', ['upload_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('upload_quota')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_quota_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('upload_quota_day').on('upload_quota').column('day').execute();

  await db.schema
    .createTable('upload_blob')
    .addColumn('upload_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('variant', 'varchar(8)', (c) => c.notNull())
    .addColumn('bytes', isSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'varchar(23)', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_blob_pk', ['upload_id', 'variant'])
    .execute();
  await db.schema.createIndex('upload_blob_created').on('upload_blob').column('created_at').execute();
}
