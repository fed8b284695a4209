// Per-IP limits counted in the database: logins (20 a minute, whatever the phones) and the
// calls that tell who is registered (tenant list by phone and getCode share 30 a minute).
import { expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import { member } from '../../src/api/member';
import { PHONE_LOOKUP } from '../../src/server/floor/members';
import { RATES } from '../../src/server/modules/auth/rates';
import { call, freshIp, freshPhone, refusal, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

const TOO_OFTEN = '操作过于频繁，请稍后再试';

eachDialect('per-IP limits', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();

  const guess = (ip: string) =>
    call(t.app, auth.token, { grantType: 'password', phone: freshPhone(), password: 'Wrong1234' }, { ip });

  it(`refuses login ${RATES.login.limit + 1} of a minute from one address, not from another`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATES.login.limit; i++) expect(refusal(await guess(ip))).toEqual([400, '手机号或密码错误']);
    const res = await guess(ip);
    expect(refusal(res)).toEqual([429, TOO_OFTEN]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refusal(await guess(freshIp()))[0]).toBe(400);
    clock.advance(60_000);
    expect(refusal(await guess(ip))[0]).toBe(400);
  });

  it('counts a parallel burst exactly', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => guess(ip)));
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - RATES.login.limit);
  });

  it('gives the registered check and the tenant list one budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < PHONE_LOOKUP.limit; i++) {
      const res =
        i % 2
          ? await call(t.app, member.getCode, { phoneNumber: freshPhone() }, { ip })
          : await call(t.app, auth.tenantListByPhone, { phone: freshPhone() }, { ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(refusal(await call(t.app, member.getCode, { phoneNumber: '13800000001' }, { ip }))).toEqual([
      429,
      TOO_OFTEN,
    ]);
    expect(refusal(await call(t.app, auth.tenantListByPhone, { phone: '13800000001' }, { ip }))).toEqual([
      429,
      TOO_OFTEN,
    ]);
    expect((await call(t.app, member.getCode, { phoneNumber: '13800000001' }, { ip: freshIp() })).statusCode).toBe(200);
  });
});
