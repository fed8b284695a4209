// Consent to the user agreement: registering needs the current version, and the version and the
// time of consent are stored with the new account.
import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { auth, USER_AGREEMENT, type TokenResult } from '../../src/api/auth';
import { stamp } from '../../src/server/floor/time';
import { AGREEMENT_OUTDATED } from '../../src/server/modules/auth/register';
import { call, data, freshCode, freshPhone, refusal, useFakeClock } from './auth-helpers';
import { migrate } from '../../src/server/db';
import { migrations } from '../../src/server/db/migrations';
import { createTestDb, eachDialect, useApp } from './helpers';

eachDialect('consent', (dialect) => {
  const t = useApp(dialect);
  useFakeClock();
  const form = (phone: string, code: string, n: number) => ({
    phone,
    code,
    password: 'Build2026',
    companyName: `同意测试${n}建材有限公司`,
  });

  it('stores the agreement, its version and the time of consent with the new account', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    const at = stamp();
    const r = data<TokenResult>(
      await call(t.app, auth.tenantRegister, { ...form(phone, code, 1), agreementVersion: USER_AGREEMENT.version }),
    );
    const rows = await t.db.selectFrom('consents').selectAll().where('user_id', '=', r.userId).execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        user_id: r.userId,
        agreement: 'user',
        version: USER_AGREEMENT.version,
        consented_at: at,
      },
    ]);
  });

  it('refuses a registration without consent (naming the field) or with an outdated version, and stores nothing', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    const [status, msg] = refusal(await call(t.app, auth.tenantRegister, form(phone, code, 2)));
    expect(status).toBe(400);
    expect(msg).toContain('协议');
    expect(
      refusal(await call(t.app, auth.tenantRegister, { ...form(phone, code, 2), agreementVersion: '2019-01' })),
    ).toEqual([400, AGREEMENT_OUTDATED]);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    // The code was not spent on the refused tries: the consent is checked first.
    data(await call(t.app, auth.tenantRegister, { ...form(phone, code, 2), agreementVersion: USER_AGREEMENT.version }));
  });

  it('a database migrated before 0110_consent existed gets it on the next start', async () => {
    const old = await createTestDb(dialect);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0110_consent'));
      await new Migrator({ db: old.db, provider: { getMigrations: async () => before } }).migrateToLatest();
      await migrate(old.db);
      expect(await old.db.selectFrom('consents').select('id').execute()).toEqual([]);
    } finally {
      await old.drop();
    }
  });
});
