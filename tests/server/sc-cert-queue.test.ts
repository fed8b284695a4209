// The sc supplier certification queue (`sc-cert`) on both dialects: a new sc supplier stays
// pending however long it waits; a 审核员 finds it in the console, claims it and certifies it (the
// supplier may act, told in its sc notices, audited) or rejects it with the reason (the supplier
// reads the reason, resubmits, and is back in the queue). The seed keeps pending suppliers of
// varied ages.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { ops, type QueueItem } from '../../src/api/ops';
import { sc, type ScMemberInfo, type ScTokenResult } from '../../src/api/sc';
import { DAY } from '../../src/server/floor/time';
import { scCertQueue } from '../../src/server/modules/sc/queue';
import { call, data, freshIp, freshPhone, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { body, refused } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { CREDIT, registerForm, scCall, scCode } from './sc-helpers';

eachDialect('sc certification queue', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();

  async function newSupplier(company: string): Promise<ScTokenResult> {
    const phone = freshPhone();
    data(await call(t.app, sc.sendPhoneCode, { phone, purpose: 'register' }, { ip: freshIp() }));
    const code = await scCode(t.db, phone, 'register');
    const form = registerForm('supplier', phone, code, { companyName: company });
    return data<ScTokenResult>(await call(t.app, sc.register, form, { ip: freshIp() }));
  }
  const infoOf = async (token: string) => data<ScMemberInfo>(await scCall(t.app, sc.memberInfo, {}, token));
  const noticesOf = (accountId: number) =>
    t.db
      .selectFrom('sc_notice')
      .select(['title', 'content'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();

  async function decide(company: string, decision: 'approve' | 'refuse', reason: string): Promise<number> {
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const page = body<Page<QueueItem>>(
      await send(t.app, ops.queue, { kind: 'sc-cert', keyword: company, current: 1, size: 20 }, reviewer),
    );
    expect(page.records).toHaveLength(1);
    const { id } = page.records[0];
    body(await send(t.app, ops.claim, { kind: 'sc-cert', id }, reviewer));
    body(await send(t.app, ops.decide, { kind: 'sc-cert', id, decision, reason }, reviewer));
    return id;
  }

  it('stays pending for six days, until a 审核员 certifies it: then it may act, is told and the decision audited', async () => {
    const company = '福州闽江认证测试建材有限公司';
    const s = await newSupplier(company);
    clock.advance(6 * DAY);
    expect((await infoOf(s.accessToken)).roles[0]).toMatchObject({ certStatus: 'cert_pending', canAct: false });
    const reason = '营业执照与统一社会信用代码一致';
    const id = await decide(company, 'approve', reason);
    expect((await infoOf(s.accessToken)).roles[0]).toMatchObject({ certStatus: 'certified', canAct: true });
    expect((await noticesOf(s.member.accountId)).at(-1)?.title).toBe('供应商认证已通过');
    const audit = await t.db
      .selectFrom('ops_audit')
      .selectAll()
      .where('object_kind', '=', 'sc-cert')
      .where('object_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'approve', reason });
    expect(JSON.parse(audit.after)).toMatchObject({ certStatus: 'certified' });
    // Decided: it left the queue, and a second decision is refused.
    expect(await scCertQueue.isPending(t.db, id)).toBe(false);
    const reviewer = await opsSessionOf(t.db, 'shenhe02');
    expect(refused(await send(t.app, ops.claim, { kind: 'sc-cert', id }, reviewer))[0]).toBe(404);
  });

  it('rejects with the reason the supplier reads; its resubmission is pending again in the queue', async () => {
    const company = '厦门鹭江驳回测试贸易有限公司';
    const s = await newSupplier(company);
    const reason = '营业执照登记名称与填写的企业名称不一致';
    await decide(company, 'refuse', reason);
    const role = (await infoOf(s.accessToken)).roles[0];
    expect(role).toMatchObject({ certStatus: 'rejected', rejectReason: reason, canResubmit: true, canAct: false });
    expect((await noticesOf(s.member.accountId)).at(-1)?.content).toContain(reason);
    const fixed = { companyName: '厦门鹭江驳回测试贸易有限公司二部', creditCode: CREDIT, contactName: '郑海燕' };
    data(await scCall(t.app, sc.resubmitCert, fixed, s.accessToken, { ip: freshIp() }));
    expect((await infoOf(s.accessToken)).roles[0]).toMatchObject({ certStatus: 'cert_pending', rejectReason: '' });
    await decide(fixed.companyName, 'approve', '更正后资料一致');
    expect((await infoOf(s.accessToken)).roles[0].certStatus).toBe('certified');
  });

  it('is refused to operators without the reviewer role', async () => {
    const editor = await opsSessionOf(t.db, 'bianji01');
    expect(refused(await send(t.app, ops.queue, { kind: 'sc-cert', current: 1, size: 20 }, editor))[0]).toBe(403);
  });

  it('seeds pending sc suppliers of varied ages, oldest first', async () => {
    const items = await scCertQueue.pending(t.db, { keyword: '', offset: 0, limit: 100 });
    expect(items.length).toBeGreaterThanOrEqual(3);
    const times = items.map((i) => i.submittedAt);
    expect([...times].sort()).toEqual(times);
    expect(Date.parse(`${times[0].replace(' ', 'T')}Z`)).toBeLessThan(
      Date.parse(`${times.at(-1)!.replace(' ', 'T')}Z`) - DAY,
    );
  });
});
