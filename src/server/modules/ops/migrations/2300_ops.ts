// The operations console: operators, roles, sessions, login failures, review claims and the
// audit log. Operators are not members: no column refers to the main site's users.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'ops_operator')
    .addColumn('account', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('totp_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('institution_id', 'integer')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_operator_account').on('ops_operator').column('account').unique().execute();

  await createTableWithId(db, 'ops_operator_role')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('role', 'varchar(12)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ops_operator_role_unique')
    .on('ops_operator_role')
    .columns(['operator_id', 'role'])
    .unique()
    .execute();

  await createTableWithId(db, 'ops_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('revoked_at', TIME)
    .execute();
  await db.schema.createIndex('ops_session_token').on('ops_session').column('token_hash').unique().execute();

  await createTableWithId(db, 'ops_login_failures')
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ops_login_failures_phone').on('ops_login_failures').columns(['phone', 'at']).execute();

  await createTableWithId(db, 'ops_claim')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id').onDelete('cascade'))
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_claim_item').on('ops_claim').columns(['kind', 'item_id']).unique().execute();

  await createTableWithId(db, 'ops_audit')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('role', 'varchar(12)', (c) => c.notNull())
    .addColumn('object_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ops_audit_at').on('ops_audit').column('at').execute();
  await db.schema.createIndex('ops_audit_operator').on('ops_audit').columns(['operator_id', 'at']).execute();
  await db.schema.createIndex('ops_audit_object').on('ops_audit').columns(['object_kind', 'object_id']).execute();
}
