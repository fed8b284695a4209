// The sc supplier review's resubmission on both dialects (SECTIONS H.3): a rejected supplier sees
// why, fixes its company details and resubmits (pending again, back in the console's queue,
// which tests/server/sc-cert-queue.test.ts decides); only a rejected supplier may; bad details are a Chinese 400; of 20 parallel
// resubmissions exactly one passes.
import { expect, it } from 'vitest';
import { sc, type ScMemberInfo } from '../../src/api/sc';
import { notResubmittable, UNDER_REVIEW_MSG } from '../../src/server/modules/sc/review';
import { HOUR } from '../../src/server/floor/time';
import { call, data, freshIp, freshPhone, refusal, tokenOf, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { CREDIT, registerForm, scCall, scCode, scLogin } from './sc-helpers';

eachDialect('sc supplier review', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();
  const fixed = { companyName: '福州闽江建材贸易有限公司', creditCode: CREDIT, contactName: '郑海燕' };
  const resubmit = (token: string, form: Record<string, unknown> = fixed) =>
    scCall(t.app, sc.resubmitCert, form, token, { ip: freshIp() });
  const notices = (accountId: number) =>
    t.db.selectFrom('sc_notice').select('title').where('account_id', '=', accountId).orderBy('id').execute();

  /** A new supplier whose review refused it (as a review desk would). */
  async function rejectedSupplier(): Promise<{ token: string; accountId: number }> {
    const phone = freshPhone();
    data(await call(t.app, sc.sendPhoneCode, { phone, purpose: 'register' }, { ip: freshIp() }));
    const code = await scCode(t.db, phone, 'register');
    const reg = data<{ accessToken: string; member: ScMemberInfo }>(
      await call(t.app, sc.register, registerForm('supplier', phone, code), { ip: freshIp() }),
    );
    await t.db
      .updateTable('sc_role')
      .set({ cert_status: 'rejected', reject_reason: '统一社会信用代码与企业名称不匹配' })
      .where('account_id', '=', reg.member.accountId)
      .execute();
    return { token: reg.accessToken, accountId: reg.member.accountId };
  }

  it('lets the rejected demo supplier see why, fix its details and resubmit; no timer certifies it', async () => {
    const { accessToken, member } = await scLogin(t.app, '13900000005');
    expect(member.roles).toEqual([
      expect.objectContaining({
        role: 'supplier',
        certStatus: 'rejected',
        certStatusName: '认证未通过',
        canAct: false,
        canResubmit: true,
      }),
    ]);
    expect(member.roles[0].rejectReason).toMatch(/请.+后重新提交。$/);
    const before = (await notices(member.accountId)).length;
    const after = data<ScMemberInfo>(await resubmit(accessToken));
    expect(after).toMatchObject({ companyName: fixed.companyName, creditCode: CREDIT, contactName: fixed.contactName });
    expect(after.roles[0]).toMatchObject({
      certStatus: 'cert_pending',
      certStatusName: '认证审核中',
      rejectReason: '',
      canResubmit: false,
      submittedAt: new Date(clock.now).toISOString(),
    });
    expect((await notices(member.accountId)).slice(before).map((n) => n.title)).toEqual(['供应商认证资料已重新提交']);
    clock.advance(5 * 24 * HOUR);
    expect(data<ScMemberInfo>(await scCall(t.app, sc.memberInfo, {}, accessToken)).roles[0]).toMatchObject({
      certStatus: 'cert_pending',
      canAct: false,
    });
  });

  it('refuses a resubmission from anyone but a rejected supplier, bad details, and visitors', async () => {
    const { token } = await rejectedSupplier();
    expect(refusal(await resubmit(token, { ...fixed, creditCode: '91350100M000100Y44' }))).toEqual([
      400,
      expect.stringContaining('统一社会信用代码'),
    ]);
    expect(refusal(await resubmit(token, { ...fixed, companyName: '厂' }))[0]).toBe(400);
    expect(refusal(await resubmit(token, { ...fixed, contactName: '王\u0000五' }))[0]).toBe(400);
    data(await resubmit(token));
    expect(refusal(await resubmit(token))).toEqual([400, UNDER_REVIEW_MSG]);
    expect(refusal(await resubmit((await scLogin(t.app, '13900000002')).accessToken))).toEqual([
      400,
      notResubmittable('已认证'),
    ]);
    expect(refusal(await resubmit((await scLogin(t.app, '13900000001')).accessToken))).toEqual([
      400,
      '该账号未开通供应商身份',
    ]);
    expect(refusal(await call(t.app, sc.resubmitCert, fixed, { ip: freshIp() }))).toEqual([401, '请先登录']);
    const mainToken = (await tokenOf(t.app, '13800000001', 'Test1234')).accessToken;
    expect(refusal(await call(t.app, sc.resubmitCert, fixed, { ip: freshIp(), token: mainToken }))).toEqual([
      401,
      '请先登录',
    ]);
  });

  it('lets exactly one of 20 parallel resubmissions through', async () => {
    const { token, accountId } = await rejectedSupplier();
    const before = (await notices(accountId)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => resubmit(token, { ...fixed, contactName: `联系人${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map(refusal)).toEqual(
      Array.from({ length: 19 }, () => [400, UNDER_REVIEW_MSG]),
    );
    const winner = data<ScMemberInfo>(answers.find((r) => r.statusCode === 200)!);
    const stored = await t.db
      .selectFrom('sc_account')
      .select('contact_name')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(stored.contact_name).toBe(winner.contactName);
    expect((await notices(accountId)).length - before).toBe(1);
  });
});
