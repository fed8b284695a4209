// Members: users, companies (tenants), memberships, sessions, SMS codes and outbox, login
// failures, notices and invitations. Rate limits and lockouts are counted from these rows so
// several app servers share them; the indexes serve exactly those windows.
import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'users')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').unique().execute();

  await createTableWithId(db, 'companies')
    .addColumn('tenant_id', 'varchar(6)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('org_code', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('invite_code', 'varchar(32)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_tenant').on('companies').column('tenant_id').unique().execute();
  await db.schema.createIndex('companies_name').on('companies').column('name').unique().execute();

  await createTableWithId(db, 'memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('identity', 'varchar(1)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('memberships_user_company')
    .on('memberships')
    .columns(['user_id', 'company_id'])
    .unique()
    .execute();
  await db.schema.createIndex('memberships_company').on('memberships').column('company_id').execute();

  await createTableWithId(db, 'sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('revoked_at', TIME)
    .execute();
  await db.schema.createIndex('sessions_token').on('sessions').column('token_hash').unique().execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'revoked_at']).execute();

  await createTableWithId(db, 'sms_codes')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', TIME)
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

  await createTableWithId(db, 'sms_outbox')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'created_at']).execute();

  await createTableWithId(db, 'login_failures')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('login_failures_phone').on('login_failures').columns(['phone', 'at']).execute();

  await createTableWithId(db, 'notices')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_company').on('notices').columns(['company_id', 'is_read', 'kind']).execute();

  await createTableWithId(db, 'invites')
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('inviter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invites_code').on('invites').column('code').unique().execute();
}
