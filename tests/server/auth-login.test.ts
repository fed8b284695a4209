// Login (oauth token): password and SMS grants, the tenant chooser, and password guessing —
// a growing delay after 5 failures and at most 100 failures per account per hour.
import { expect, it } from 'vitest';
import { auth, type TokenResult } from '../../src/api/auth';
import { CAP_MSG, delayAfter, delayMsg } from '../../src/server/modules/auth/login-guard';
import { stamp } from '../../src/server/floor/time';
import {
  call,
  data,
  freshCode,
  freshPhone,
  loginPassword,
  makeMember,
  refusal,
  tokenOf,
  useFakeClock,
} from './auth-helpers';
import { eachDialect, useApp } from './helpers';

const SECOND = 1000;
const WRONG = '手机号或密码错误';

eachDialect('login', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();

  it('logs a member of one company into it with the password', async () => {
    const r = await tokenOf(t.app, '13800000001', 'Test1234');
    expect(r).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 604800,
      tenantId: '100001',
      companyId: 1,
      deptId: '1',
      username: '张经理',
    });
    expect(r.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
  });

  it('asks a member of several companies to choose, and logs into the chosen one', async () => {
    expect(refusal(await loginPassword(t.app, '13800000002', 'Test1234'))).toEqual([400, '请选择要登录的企业']);
    const tenants = data(await call(t.app, auth.tenantListByPhone, { phone: '13800000002' }));
    // The disabled membership in 100001 is not offered.
    expect(tenants).toEqual([
      { tenantId: '100002', companyId: 2, companyName: '上海恒信建材贸易有限公司' },
      { tenantId: '100003', companyId: 3, companyName: '杭州鼎盛建筑工程有限公司' },
    ]);
    expect(await tokenOf(t.app, '13800000002', 'Test1234', '100003')).toMatchObject({
      companyId: 3,
      tenantId: '100003',
    });
    expect(refusal(await loginPassword(t.app, '13800000002', 'Test1234', '100001'))[0]).toBe(403);
    expect(refusal(await loginPassword(t.app, '13800000002', 'Test1234', '100004'))[0]).toBe(400);
    expect(data(await call(t.app, auth.tenantListByPhone, { phone: freshPhone() }))).toEqual([]);
  });

  it('gives the same answer for an unknown phone and a wrong password', async () => {
    expect(refusal(await loginPassword(t.app, '13800000001', 'Wrong1234'))).toEqual([400, WRONG]);
    expect(refusal(await loginPassword(t.app, freshPhone(), 'Wrong1234'))).toEqual([400, WRONG]);
    expect(refusal(await call(t.app, auth.token, { grantType: 'password', phone: '13800000001' }))).toEqual([
      400,
      '请输入密码',
    ]);
  });

  it('logs in with a login-purpose SMS code, once', async () => {
    const phone = freshPhone();
    const { companyId } = await makeMember(t.db, phone);
    const code = await freshCode(t.app, t.db, phone, 'login');
    const body = { grantType: 'sms_code', phone, code };
    expect(data<TokenResult>(await call(t.app, auth.token, body)).companyId).toBe(companyId);
    expect(refusal(await call(t.app, auth.token, body))).toEqual([400, '验证码已使用，请重新获取']);
  });

  it('keeps the SMS code when the member still has to choose a company', async () => {
    const code = await freshCode(t.app, t.db, '13800000002', 'login');
    const body = { grantType: 'sms_code', phone: '13800000002', code };
    expect(refusal(await call(t.app, auth.token, body))).toEqual([400, '请选择要登录的企业']);
    expect(data<TokenResult>(await call(t.app, auth.token, { ...body, tenantId: '100002' })).companyId).toBe(2);
  });

  it('delays each attempt after 5 failures by 1 s, 2 s, 4 s … and a success clears the delay', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Right1234');
    for (let i = 0; i < 5; i++) expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]);
    // Even the right password waits.
    expect(refusal(await loginPassword(t.app, phone, 'Right1234'))).toEqual([429, delayMsg(1)]);
    clock.advance(SECOND - 1);
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([429, delayMsg(1)]);
    clock.advance(1);
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]); // 6th failure
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([429, delayMsg(2)]);
    clock.advance(2 * SECOND);
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]); // 7th
    expect(refusal(await loginPassword(t.app, phone, 'Right1234'))).toEqual([429, delayMsg(4)]);
    clock.advance(4 * SECOND);
    data(await loginPassword(t.app, phone, 'Right1234'));
    // Cleared: the next failure is answered at once, not delayed.
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]);
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]);
  });

  it('grows the delay up to 30 s, and delays unknown phones the same way', async () => {
    expect([4, 5, 6, 7, 9, 10, 20].map(delayAfter)).toEqual([0, 1000, 2000, 4000, 16000, 30000, 30000]);
    const stranger = freshPhone();
    for (let i = 0; i < 5; i++)
      expect(refusal(await loginPassword(t.app, stranger, 'Wrong1234'))).toEqual([400, WRONG]);
    expect(refusal(await loginPassword(t.app, stranger, 'Wrong1234'))).toEqual([429, delayMsg(1)]);
  });

  it('forgets failures older than an hour', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Right1234');
    for (let i = 0; i < 5; i++) refusal(await loginPassword(t.app, phone, 'Wrong1234'));
    clock.advance(3600 * SECOND);
    data(await loginPassword(t.app, phone, 'Right1234'));
  });

  it('refuses for the rest of the hour after 100 failures; a success does not reset that count', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Right1234');
    // 97 earlier failures in the last half hour, their delay already cleared by a success.
    const start = clock.now - 1800 * SECOND;
    const rows = Array.from({ length: 97 }, (_, i) => ({
      phone,
      ip: '10.9.9.9',
      at: stamp(start + i * 10 * SECOND),
      cleared: 1,
    }));
    await t.db.insertInto('login_failures').values(rows).execute();
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]); // 98
    data(await loginPassword(t.app, phone, 'Right1234'));
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]); // 99
    expect(refusal(await loginPassword(t.app, phone, 'Wrong1234'))).toEqual([400, WRONG]); // 100
    expect(refusal(await loginPassword(t.app, phone, 'Right1234'))).toEqual([429, CAP_MSG]);
    const count = await t.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100); // refused attempts are not failures
    // Once the oldest failure is more than an hour old, the phone may try again.
    clock.now = start + 3600 * SECOND;
    data(await loginPassword(t.app, phone, 'Right1234'));
  });

  it('counts parallel wrong guesses before answering any of them', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Right1234');
    const results = await Promise.all(Array.from({ length: 8 }, () => loginPassword(t.app, phone, 'Wrong1234')));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
