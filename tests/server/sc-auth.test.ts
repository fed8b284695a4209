// The sc site's members on both dialects: separate accounts and sessions (a main-site token is no
// sc session and the reverse), the floor's password guard, SMS limits and code expiry, per-IP
// login limits, registration with the role's two agreements (versions stored), purchasers active
// at once and suppliers pending until a 审核员 decides (no timer), role switching, forgotten passwords.
import { expect, it } from 'vitest';
import { member } from '../../src/api/member';
import { sc, type ScMemberInfo, type ScTokenResult } from '../../src/api/sc';
import { SC_AGREEMENTS } from '../../src/api/sc-dicts';
import { CAP_MSG, delayMsg } from '../../src/server/floor/login-guard';
import { CODE_TTL_MS, MSG } from '../../src/server/floor/sms-codes';
import { HOUR, MINUTE } from '../../src/server/floor/time';
import { call, data, freshIp, freshPhone, refusal, tokenOf, useFakeClock, wrongCode } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { registerForm, scCall, scCode, scLogin } from './sc-helpers';

eachDialect('sc members', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();

  const sendScCode = (phone: string, purpose: 'register' | 'forget', ip = freshIp()) =>
    call(t.app, sc.sendPhoneCode, { phone, purpose }, { ip });
  async function registered(role: 'purchaser' | 'supplier', phone = freshPhone()): Promise<ScTokenResult> {
    data(await sendScCode(phone, 'register'));
    const code = await scCode(t.db, phone, 'register');
    return data<ScTokenResult>(await call(t.app, sc.register, registerForm(role, phone, code), { ip: freshIp() }));
  }

  it('keeps the two sites apart: neither token works on the other site, both ways', async () => {
    const scToken = (await scLogin(t.app, '13900000001')).accessToken;
    const mainToken = (await tokenOf(t.app, '13800000001', 'Test1234')).accessToken;
    expect(data<ScMemberInfo>(await scCall(t.app, sc.memberInfo, {}, scToken)).companyName).not.toBe('');
    // A main-site token: in the sc header, or as the main site sends it, is no sc session.
    expect(refusal(await scCall(t.app, sc.memberInfo, {}, mainToken))).toEqual([401, '登录已失效，请重新登录']);
    expect(refusal(await call(t.app, sc.memberInfo, {}, { token: mainToken }))).toEqual([401, '请先登录']);
    expect(refusal(await call(t.app, sc.logout, {}, { token: mainToken }))).toEqual([401, '请先登录']);
    // An sc token is no main-site session either.
    expect(refusal(await call(t.app, member.userInfo, {}, { token: scToken }))[0]).toBe(401);
    expect(data(await call(t.app, member.userInfo, {}, { token: mainToken }))).toBeTruthy();
    // The main site's accounts are not the sc site's: 13800000001 has no sc account.
    expect(
      refusal(await call(t.app, sc.login, { phone: '13800000001', password: 'Test1234' }, { ip: freshIp() })),
    ).toEqual([400, '手机号或密码错误']);
  });

  it('logs out: the sc session ends, the main one stays', async () => {
    const scToken = (await scLogin(t.app, '13900000002')).accessToken;
    const mainToken = (await tokenOf(t.app, '13800000001', 'Test1234')).accessToken;
    expect(data(await scCall(t.app, sc.logout, {}, scToken))).toBeNull();
    expect(refusal(await scCall(t.app, sc.unreadCount, {}, scToken))).toEqual([401, '登录已失效，请重新登录']);
    expect(data(await call(t.app, member.userInfo, {}, { token: mainToken }))).toBeTruthy();
  });

  it('answers one message for an unknown phone and a wrong password, then delays and caps guesses', async () => {
    const phone = (await registered('purchaser')).member.phone;
    expect(phone).toMatch(/\*{4}/);
    const own = freshPhone();
    await registered('purchaser', own);
    const guess = () => call(t.app, sc.login, { phone: own, password: 'Wrong1234' }, { ip: freshIp() });
    expect(
      refusal(await call(t.app, sc.login, { phone: freshPhone(), password: 'Wrong1234' }, { ip: freshIp() })),
    ).toEqual([400, '手机号或密码错误']);
    for (let i = 0; i < 5; i++) expect(refusal(await guess())).toEqual([400, '手机号或密码错误']);
    expect(refusal(await guess())).toEqual([429, delayMsg(1)]);
    clock.advance(1_000);
    expect(refusal(await guess())[0]).toBe(400);
    expect(refusal(await guess())).toEqual([429, delayMsg(2)]);
    // The main site's guard counts its own table: the same phone there is not delayed.
    expect(await t.db.selectFrom('login_failures').select('id').where('phone', '=', own).execute()).toEqual([]);
    // The hourly cap.
    const rows = Array.from({ length: 100 }, (_, i) => ({
      phone: own,
      ip: '10.9.9.9',
      at: new Date(clock.now - i * 1000).toISOString().slice(0, 23).replace('T', ' '),
      cleared: 1,
    }));
    await t.db.insertInto('sc_login_failures').values(rows).execute();
    clock.advance(31_000);
    expect(refusal(await call(t.app, sc.login, { phone: own, password: 'Pass1234' }, { ip: freshIp() }))).toEqual([
      429,
      CAP_MSG,
    ]);
  });

  it('limits logins per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await call(t.app, sc.login, { phone: freshPhone(), password: 'Wrong1234' }, { ip });
    expect(refusal(await call(t.app, sc.login, { phone: '13900000001', password: 'Test1234' }, { ip }))[0]).toBe(429);
  });

  it('registers a purchaser (acts at once) and a supplier (pending however long it waits), storing both agreements', async () => {
    const p = await registered('purchaser');
    expect(p.member.roles).toEqual([
      expect.objectContaining({ role: 'purchaser', certStatus: 'active', canAct: true }),
    ]);
    const s = await registered('supplier');
    expect(s.member.roles).toEqual([
      expect.objectContaining({
        role: 'supplier',
        certStatus: 'cert_pending',
        certStatusName: '认证审核中',
        canAct: false,
      }),
    ]);
    const consents = await t.db
      .selectFrom('sc_consent')
      .select(['agreement', 'version'])
      .where('account_id', '=', s.member.accountId)
      .orderBy('agreement')
      .execute();
    expect(consents).toEqual([
      { agreement: 'sc-privacy', version: SC_AGREEMENTS['sc-privacy'].version },
      { agreement: 'sc-user', version: SC_AGREEMENTS['sc-user'].version },
    ]);
    expect(data<{ count: number }>(await scCall(t.app, sc.unreadCount, {}, s.accessToken)).count).toBe(1);
    // No timer decides: only a 审核员 of the console does (tests/server/sc-cert-queue.test.ts).
    clock.advance(6 * 24 * HOUR);
    expect(data<ScMemberInfo>(await scCall(t.app, sc.memberInfo, {}, s.accessToken)).roles[0].certStatus).toBe(
      'cert_pending',
    );
    expect(data<{ count: number }>(await scCall(t.app, sc.unreadCount, {}, s.accessToken)).count).toBe(1);
  });

  it('refuses registrations without the role’s agreements, with an old version, a bad credit code or a taken phone', async () => {
    const phone = freshPhone();
    data(await sendScCode(phone, 'register'));
    const code = await scCode(t.db, phone, 'register');
    const reg = (over: Record<string, unknown>) =>
      call(t.app, sc.register, registerForm('supplier', phone, code, over), { ip: freshIp() });
    expect(refusal(await reg({ agreements: [] }))).toEqual([400, `请阅读并同意《${SC_AGREEMENTS['sc-user'].title}》`]);
    expect(
      refusal(
        await reg({
          agreements: [
            { key: 'sc-user', version: '2025-01' },
            { key: 'sc-privacy', version: '2026-02' },
          ],
        }),
      )[1],
    ).toContain('已更新');
    expect(
      refusal(
        await reg({
          agreements: [
            ...registerForm('supplier', phone, code).agreements,
            { key: 'sc-purchaser', version: '2026-03' },
          ],
        }),
      )[0],
    ).toBe(400);
    expect(refusal(await reg({ creditCode: '91350100M000100Y44' }))).toEqual([
      400,
      expect.stringContaining('统一社会信用代码'),
    ]);
    expect(refusal(await reg({ role: 'buyer' }))[0]).toBe(400);
    expect(data<ScTokenResult>(await reg({})).member.role).toBe('supplier');
    expect(refusal(await sendScCode(phone, 'register'))).toEqual([400, '该手机号已注册，请直接登录']);
    // A code is single use.
    expect(refusal(await reg({}))).toEqual([400, '该手机号已注册，请直接登录']);
  });

  it('keeps the SMS rules: codes expire, die after 5 wrong tries, 1 per 60 s per phone; main-site codes do not count here', async () => {
    const phone = freshPhone();
    data(await sendScCode(phone, 'register'));
    expect(refusal(await sendScCode(phone, 'register'))).toEqual([429, MSG.tooOften(60)]);
    const code = await scCode(t.db, phone, 'register');
    const verify = (c: string) =>
      call(t.app, sc.phoneCodeVerify, { phone, purpose: 'register', code: c }, { ip: freshIp() });
    expect(data(await verify(code))).toEqual({ valid: true });
    // A main-site register code of the same phone is no sc code.
    expect(
      refusal(await call(t.app, sc.phoneCodeVerify, { phone, purpose: 'forget', code }, { ip: freshIp() })),
    ).toEqual([400, MSG.none]);
    clock.advance(CODE_TTL_MS);
    expect(refusal(await verify(code))).toEqual([400, MSG.expired]);
    clock.advance(MINUTE);
    data(await sendScCode(phone, 'register'));
    const next = await scCode(t.db, phone, 'register');
    for (let i = 4; i > 0; i--) expect(refusal(await verify(wrongCode(next)))).toEqual([400, MSG.wrong(i)]);
    expect(refusal(await verify(wrongCode(next)))).toEqual([400, MSG.dead]);
    expect(refusal(await verify(next))).toEqual([400, MSG.dead]);
  });

  it('resets a password by SMS without telling whether the phone is registered; old sessions end', async () => {
    const unknown = freshPhone();
    expect(data(await sendScCode(unknown, 'forget'))).toBeNull();
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', unknown).execute()).toEqual([]);
    const phone = freshPhone();
    const first = await registered('purchaser', phone);
    clock.advance(MINUTE);
    data(await sendScCode(phone, 'forget'));
    const code = await scCode(t.db, phone, 'forget');
    expect(
      refusal(await call(t.app, sc.forgetPassword, { phone, code, newPassword: 'short' }, { ip: freshIp() }))[0],
    ).toBe(400);
    expect(
      data(await call(t.app, sc.forgetPassword, { phone, code, newPassword: 'NewPass99' }, { ip: freshIp() })),
    ).toBeNull();
    expect(refusal(await scCall(t.app, sc.memberInfo, {}, first.accessToken))[0]).toBe(401);
    expect((await scLogin(t.app, phone, 'NewPass99')).member.role).toBe('purchaser');
  });

  it('switches roles of an account holding both, and refuses a role the account does not hold', async () => {
    const both = await scLogin(t.app, '13900000004');
    expect(both.member.role).toBe('purchaser');
    expect(both.member.roles.map((r) => r.role)).toEqual(['purchaser', 'supplier']);
    expect(data<ScMemberInfo>(await scCall(t.app, sc.switchRole, { role: 'supplier' }, both.accessToken)).role).toBe(
      'supplier',
    );
    expect(data<ScMemberInfo>(await scCall(t.app, sc.memberInfo, {}, both.accessToken)).role).toBe('supplier');
    const list = data<{ role: string; current: boolean }[]>(await scCall(t.app, sc.businesses, {}, both.accessToken));
    expect(list.filter((r) => r.current).map((r) => r.role)).toEqual(['supplier']);
    const one = await scLogin(t.app, '13900000001');
    expect(refusal(await scCall(t.app, sc.switchRole, { role: 'supplier' }, one.accessToken))).toEqual([
      400,
      '该账号未开通供应商身份',
    ]);
    expect(
      refusal(
        await call(
          t.app,
          sc.login,
          { phone: '13900000001', password: 'Test1234', role: 'supplier' },
          { ip: freshIp() },
        ),
      ),
    ).toEqual([400, '该账号未开通供应商身份']);
  });

  it('registers one account per phone under parallel requests', async () => {
    const phone = freshPhone();
    data(await sendScCode(phone, 'register'));
    const code = await scCode(t.db, phone, 'register');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, sc.register, registerForm('purchaser', phone, code), { ip: freshIp() }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(await t.db.selectFrom('sc_account').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });
});
