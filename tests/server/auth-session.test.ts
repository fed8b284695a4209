// Sessions and passwords at rest: argon2id hashes, tokens stored only as sha256, 7-day life,
// revoked on logout and on every password change, and the company-switch header.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import { member, type UserInfo } from '../../src/api/member';
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

const DAY = 86_400_000;
const GONE = '登录已失效，请重新登录';

eachDialect('sessions', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();
  const info = (token: string, headers?: Record<string, string>) =>
    call(t.app, member.userInfo, {}, { token, headers });

  it('stores passwords as argon2id hashes', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Secret123');
    const demo = await t.db
      .selectFrom('users')
      .select(['phone', 'password_hash'])
      .where('phone', 'in', [phone, '13800000001'])
      .execute();
    expect(demo).toHaveLength(2);
    for (const u of demo) {
      expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(u.password_hash).not.toMatch(/Secret123|Test1234/);
    }
  });

  it('stores only the sha256 of a token, never the token', async () => {
    const { accessToken } = await tokenOf(t.app, '13800000001', 'Test1234');
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(accessToken);
    const hash = createHash('sha256').update(accessToken).digest('hex');
    expect(rows.filter((r) => r.token_hash === hash)).toHaveLength(1);
    // Tokens are random: two logins, two unrelated tokens.
    const again = await tokenOf(t.app, '13800000001', 'Test1234');
    expect(again.accessToken).not.toBe(accessToken);
  });

  it('answers 401 without a token and for a made-up one', async () => {
    expect(refusal(await call(t.app, member.userInfo))).toEqual([401, '请先登录']);
    expect(refusal(await info('x'.repeat(43)))).toEqual([401, GONE]);
    expect(refusal(await call(t.app, member.userInfo, {}, { headers: { 'blade-auth': 'basic abc' } }))).toEqual([
      401,
      GONE,
    ]);
  });

  it('lives 7 days', async () => {
    const { accessToken } = await tokenOf(t.app, '13800000001', 'Test1234');
    clock.advance(7 * DAY - 1);
    data(await info(accessToken));
    clock.advance(1);
    expect(refusal(await info(accessToken))).toEqual([401, GONE]);
  });

  it('logout revokes that session only', async () => {
    const a = await tokenOf(t.app, '13800000001', 'Test1234');
    const b = await tokenOf(t.app, '13800000001', 'Test1234');
    data(await call(t.app, auth.logout, {}, { token: a.accessToken }));
    expect(refusal(await info(a.accessToken))).toEqual([401, GONE]);
    expect(refusal(await call(t.app, auth.logout, {}, { token: a.accessToken }))).toEqual([401, GONE]);
    data(await info(b.accessToken));
  });

  it('changing the password revokes every session of the user', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Old12345');
    const a = await tokenOf(t.app, phone, 'Old12345');
    const b = await tokenOf(t.app, phone, 'Old12345');
    const other = await tokenOf(t.app, '13800000001', 'Test1234');
    const change = (oldPassword: string, newPassword: string) =>
      call(t.app, auth.updateSelfPassword, { oldPassword, newPassword }, { token: a.accessToken });
    expect(refusal(await change('Nope12345', 'New12345'))).toEqual([400, '原密码错误']);
    expect(refusal(await change('Old12345', 'short'))[0]).toBe(400);
    data(await info(a.accessToken));
    data(await change('Old12345', 'New12345'));
    for (const s of [a, b]) expect(refusal(await info(s.accessToken))).toEqual([401, GONE]);
    data(await info(other.accessToken));
    expect(refusal(await loginPassword(t.app, phone, 'Old12345'))).toEqual([400, '手机号或密码错误']);
    data(await loginPassword(t.app, phone, 'New12345'));
  });

  it('a forgotten password reset by SMS revokes every session too', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Old12345');
    const a = await tokenOf(t.app, phone, 'Old12345');
    const code = await freshCode(t.app, t.db, phone, 'forget');
    data(await call(t.app, auth.updatePassword, { phone, code, newPassword: 'Reset1234' }));
    expect(refusal(await info(a.accessToken))).toEqual([401, GONE]);
    data(await loginPassword(t.app, phone, 'Reset1234'));
    expect(
      refusal(await call(t.app, auth.updatePassword, { phone: freshPhone(), code, newPassword: 'Reset1234' })),
    ).toEqual([400, '该手机号尚未注册，请先注册']);
  });

  it('acts for another company only when the member belongs to it', async () => {
    const { accessToken } = await tokenOf(t.app, '13800000002', 'Test1234', '100002');
    const as = (company: string) => info(accessToken, { 'switch-to-company-id': company });
    expect(data<UserInfo>(await as('3'))).toMatchObject({
      companyId: 3,
      companyName: '杭州鼎盛建筑工程有限公司',
      identity: '1',
    });
    expect(data<UserInfo>(await info(accessToken))).toMatchObject({ companyId: 2, identity: '2' });
    // 1: a disabled membership; 4 and 999999: someone else's company.
    for (const company of ['1', '4', '999999', '2147483647'])
      expect(refusal(await as(company)), company).toEqual([403, '拒绝访问']);
    // Not a company id at all (PostgreSQL once answered 500 to ids beyond its integer column).
    for (const company of ['abc', '-1', '0', '2147483648', '99999999999', '1\u0000']) {
      expect(refusal(await as(company)), company).toEqual([
        400,
        '参数错误：Switch-To-Company-Id 应为 1 到 2147483647 之间的企业编号',
      ]);
    }
    expect(
      refusal(
        await call(t.app, member.unreadCount, {}, { token: accessToken, headers: { 'switch-to-company-id': '4' } }),
      ),
    ).toEqual([403, '拒绝访问']);
  });

  it('a membership disabled after login ends access to that company', async () => {
    const phone = freshPhone();
    const { userId, companyId } = await makeMember(t.db, phone, 'Pass1234');
    const { accessToken } = await tokenOf(t.app, phone, 'Pass1234');
    data(await info(accessToken));
    await t.db
      .updateTable('memberships')
      .set({ status: '2' })
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .execute();
    expect(refusal(await info(accessToken))).toEqual([403, '拒绝访问']);
  });
});
