// The sc public-tender site: accounts, roles, consents, sessions, login failures, notices, banners
// and the fast_city dictionary. Its members are its own: no column refers to the main site's users.
import type { Kysely } from 'kysely';
import { createTableWithId } from '../../../db/migrations/util';

const TIME = 'varchar(23)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'sc_account')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_account_phone').on('sc_account').column('phone').unique().execute();

  await createTableWithId(db, 'sc_role')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('sc_account.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('cert_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('submitted_at', TIME, (c) => c.notNull())
    .addColumn('reviewed_at', TIME)
    .execute();
  await db.schema.createIndex('sc_role_account').on('sc_role').columns(['account_id', 'role']).unique().execute();
  await db.schema.createIndex('sc_role_pending').on('sc_role').columns(['cert_status', 'submitted_at']).execute();

  await createTableWithId(db, 'sc_consent')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('sc_account.id').onDelete('cascade'))
    .addColumn('agreement', 'varchar(24)', (c) => c.notNull())
    .addColumn('version', 'varchar(16)', (c) => c.notNull())
    .addColumn('accepted_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_consent_account').on('sc_consent').columns(['account_id', 'agreement']).execute();

  await createTableWithId(db, 'sc_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('sc_account.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('expires_at', TIME, (c) => c.notNull())
    .addColumn('revoked_at', TIME)
    .execute();
  await db.schema.createIndex('sc_session_token').on('sc_session').column('token_hash').unique().execute();
  await db.schema.createIndex('sc_session_account').on('sc_session').columns(['account_id', 'revoked_at']).execute();

  await createTableWithId(db, 'sc_login_failures')
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('cleared', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sc_login_failures_phone').on('sc_login_failures').columns(['phone', 'at']).execute();

  await createTableWithId(db, 'sc_notice')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('sc_account.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sc_notice_account').on('sc_notice').columns(['account_id', 'is_read']).execute();

  await createTableWithId(db, 'sc_banner')
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(120)', (c) => c.notNull())
    .addColumn('link', 'varchar(200)', (c) => c.notNull())
    .addColumn('tone', 'varchar(10)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'fast_city')
    .addColumn('code', 'varchar(6)', (c) => c.notNull())
    .addColumn('dict_key', 'varchar(50)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(6)', (c) => c.notNull())
    .addColumn('province_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('pinyin', 'varchar(100)', (c) => c.notNull())
    .addColumn('initials', 'varchar(50)', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fast_city_code').on('fast_city').column('code').unique().execute();
}
