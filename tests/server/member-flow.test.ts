// The member calls end to end: register with a code read from the outbox → log in → user info
// → log out; tenants, invitations, unread counts, businesses and company switching.
import { expect, it } from 'vitest';
import { auth, USER_AGREEMENT, type Tenant, type TokenResult } from '../../src/api/auth';
import { member, type Business, type UserInfo } from '../../src/api/member';
import { call, data, freshCode, freshPhone, refusal, sendCode, tokenOf, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

eachDialect('members', (dialect) => {
  const t = useApp(dialect);
  useFakeClock();
  const as = (token: string) => ({ token });

  it('register → login → user info → logout', async () => {
    const phone = freshPhone();
    expect(data(await call(t.app, member.getCode, { phoneNumber: phone }))).toEqual({ code: 0, registered: false });
    expect(data(await call(t.app, auth.tenantExist, { companyName: '成都新城建设工程有限公司' }))).toEqual({
      exists: false,
    });
    const code = await freshCode(t.app, t.db, phone, 'register');
    const registered = data<TokenResult>(
      await call(t.app, auth.tenantRegister, {
        phone,
        code,
        password: 'Build2026',
        companyName: '成都新城建设工程有限公司',
        nickName: '王工',
        inviteCode: 'JCT2026',
        agreementVersion: USER_AGREEMENT.version,
      }),
    );
    expect(registered).toMatchObject({ tokenType: 'bearer', username: '王工', deptId: String(registered.companyId) });
    expect(registered.tenantId).toMatch(/^\d{6}$/);
    expect(data(await call(t.app, member.getCode, { phoneNumber: phone }))).toEqual({ code: 1, registered: true });
    expect(data(await call(t.app, auth.tenantExist, { companyName: '成都新城建设工程有限公司' }))).toEqual({
      exists: true,
    });
    expect(data<Tenant>(await call(t.app, auth.tenantInfo, { tenantId: registered.tenantId }))).toEqual({
      tenantId: registered.tenantId,
      companyId: registered.companyId,
      companyName: '成都新城建设工程有限公司',
    });

    const login = data<TokenResult>(
      await call(t.app, auth.token, { grantType: 'password', phone, password: 'Build2026' }),
    );
    expect(login).toMatchObject({
      userId: registered.userId,
      companyId: registered.companyId,
      tenantId: registered.tenantId,
    });
    const me = data<UserInfo>(await call(t.app, member.userInfo, {}, as(login.accessToken)));
    expect(me).toEqual({
      userId: registered.userId,
      companyId: registered.companyId,
      deptId: String(registered.companyId),
      tenantId: registered.tenantId,
      companyName: '成都新城建设工程有限公司',
      nickName: '王工',
      identity: '1',
      status: '1',
      companyOrgCode: '',
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    expect(data(await call(t.app, member.unreadCount, {}, as(login.accessToken)))).toEqual({ order: 0, system: 0 });
    data(await call(t.app, auth.logout, {}, as(login.accessToken)));
    expect(refusal(await call(t.app, member.userInfo, {}, as(login.accessToken)))).toEqual([
      401,
      '登录已失效，请重新登录',
    ]);
    // The registration's own session is still live until it logs out too.
    data(await call(t.app, member.userInfo, {}, as(registered.accessToken)));
  });

  it('refuses to register a taken phone, a taken company name, a bad invite or a missing code', async () => {
    const base = {
      code: '123456',
      password: 'Build2026',
      companyName: '武汉长城路桥工程有限公司',
      agreementVersion: USER_AGREEMENT.version,
    };
    expect(refusal(await call(t.app, auth.tenantRegister, { ...base, phone: '13800000001' }))).toEqual([
      400,
      '该手机号已注册，请直接登录',
    ]);
    expect(
      refusal(
        await call(t.app, auth.tenantRegister, {
          ...base,
          phone: freshPhone(),
          companyName: '南京华建建设工程有限公司',
        }),
      ),
    ).toEqual([400, '该企业名称已注册']);
    expect(
      refusal(await call(t.app, auth.tenantRegister, { ...base, phone: freshPhone(), inviteCode: 'NOPE99' })),
    ).toEqual([400, '邀请码无效']);
    const phone = freshPhone();
    expect(refusal(await call(t.app, auth.tenantRegister, { ...base, phone }))).toEqual([400, '请先获取短信验证码']);
    const code = await freshCode(t.app, t.db, phone, 'register');
    data(await call(t.app, auth.tenantRegister, { ...base, phone, code }));
    expect(
      refusal(await call(t.app, auth.tenantRegister, { ...base, phone, code, companyName: '另一家公司' })),
    ).toEqual([400, '该手机号已注册，请直接登录']);
    expect(refusal(await sendCode(t.app, phone, 'register'))).toEqual([400, '该手机号已注册，请直接登录']);
  });

  it('looks up tenants and invitations', async () => {
    expect(data(await call(t.app, auth.tenantInfo, { tenantId: '100002' }))).toEqual({
      tenantId: '100002',
      companyId: 2,
      companyName: '上海恒信建材贸易有限公司',
    });
    expect(refusal(await call(t.app, auth.tenantInfo, { tenantId: '999998' }))[0]).toBe(400);
    expect(refusal(await call(t.app, auth.tenantInfo, { tenantId: '12' }))[1]).toContain('租户编号应为 6 位数字');
    // Invite info is a POST, as the spec's auth catalogue has it.
    expect(auth.inviteInfo.method).toBe('POST');
    expect(data(await call(t.app, auth.inviteInfo, { inviteCode: 'JCT2026' }))).toEqual({
      companyName: '南京华建建设工程有限公司',
      inviterName: '张经理',
    });
    expect(refusal(await call(t.app, auth.inviteInfo, { inviteCode: 'ZZZZ' }))).toEqual([400, '邀请码无效']);
  });

  it('shows the demo members their companies and unread notices', async () => {
    const one = await tokenOf(t.app, '13800000001', 'Test1234');
    expect(data<UserInfo>(await call(t.app, member.userInfo, {}, as(one.accessToken)))).toMatchObject({
      companyName: '南京华建建设工程有限公司',
      nickName: '张经理',
      identity: '1',
      status: '1',
      companyOrgCode: '91320102MA1N2B3C4D',
      phone: '138****0001',
    });
    expect(data(await call(t.app, member.unreadCount, {}, as(one.accessToken)))).toEqual({ order: 3, system: 2 });

    const two = await tokenOf(t.app, '13800000002', 'Test1234', '100002');
    expect(data(await call(t.app, member.unreadCount, {}, as(two.accessToken)))).toEqual({ order: 1, system: 4 });
    const list = data<Business[]>(await call(t.app, member.businesses, {}, as(two.accessToken)));
    expect(list.map((b) => [b.companyId, b.tenantId, b.identity, b.status])).toEqual([
      [2, '100002', '2', '1'],
      [3, '100003', '1', '1'],
    ]);

    const review = await tokenOf(t.app, '13800000003', 'Test1234');
    expect(data<UserInfo>(await call(t.app, member.userInfo, {}, as(review.accessToken)))).toMatchObject({
      status: '0',
      identity: '2',
      nickName: '',
    });
    expect(refusal(await call(t.app, member.unreadCount))).toEqual([401, '请先登录']);
  });

  it('switches company only to one the member belongs to, and the session follows', async () => {
    const { accessToken } = await tokenOf(t.app, '13800000002', 'Test1234', '100002');
    const sw = (companyId: number) => call(t.app, member.switchCompany, { companyId }, as(accessToken));
    expect(data<Business>(await sw(3))).toEqual({
      companyId: 3,
      deptId: '3',
      tenantId: '100003',
      companyName: '杭州鼎盛建筑工程有限公司',
      identity: '1',
      status: '1',
      companyOrgCode: '91330106MA2H7J8K9L',
    });
    expect(data<UserInfo>(await call(t.app, member.userInfo, {}, as(accessToken))).companyId).toBe(3);
    expect(data(await call(t.app, member.unreadCount, {}, as(accessToken)))).toEqual({ order: 0, system: 1 });
    for (const id of [1, 4, 424242]) expect(refusal(await sw(id)), String(id)).toEqual([403, '拒绝访问']);
    expect(data<UserInfo>(await call(t.app, member.userInfo, {}, as(accessToken))).companyId).toBe(3);
  });
});
