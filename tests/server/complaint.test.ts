// Complaints (举报) on both dialects: a member reports a public listing or a company with a reason
// from the dictionary; one open complaint per member and object (exact under a parallel burst);
// visitors are 401, unknown or hidden objects 404, one's own 400; a 审核员 decides in the
// console's `complaint` queue: 属实 takes the listing down and tells its owner, 不属实 leaves it;
// the complainant is told either way.
import { expect, it } from 'vitest';
import { complaint, type ComplaintForm } from '../../src/api/complaint';
import type { Page } from '../../src/api/define';
import { devices, type SavedListing } from '../../src/api/devices';
import { member, type NoticeCard } from '../../src/api/member';
import { ops, type QueueItem } from '../../src/api/ops';
import { complaintQueue } from '../../src/server/modules/complaint/queue';
import { COMPLAINT_MSG } from '../../src/server/modules/complaint/submit';
import { eachDialect, useApp } from './helpers';
import { supplyOf } from './devices-forms';
import { body, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';

eachDialect('complaints', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  const report = (who: TestCompany | Record<string, string>, over: Partial<ComplaintForm> = {}) =>
    send(
      t.app,
      complaint.submit,
      { objectKind: 'device', objectId: 1, reason: 'fake', description: '设备图片与实物不符', ...over },
      'headers' in who ? (who.headers as Record<string, string>) : who,
    );
  const noticesOf = async (c: TestCompany) =>
    body<Page<NoticeCard>>(await send(t.app, member.notices, { kind: 'system', size: 10 }, c.headers)).records;
  async function listing(owner: TestCompany): Promise<number> {
    return body<SavedListing>(await send(t.app, devices.publish, supplyOf(clock.now), owner.headers)).id;
  }
  async function decide(id: number, decision: 'approve' | 'refuse', reason: string) {
    const reviewer = await opsSessionOf(t.db, 'shenhe02');
    body(await send(t.app, ops.claim, { kind: 'complaint', id }, reviewer));
    body(await send(t.app, ops.decide, { kind: 'complaint', id, decision, reason }, reviewer));
  }

  it('keeps one open complaint per member and object under parallel submissions', async () => {
    const owner = await makeCompany(t.db, '2');
    const id = await listing(owner);
    const me = await makeCompany(t.db, '1');
    const answers = await Promise.all(Array.from({ length: 8 }, () => report(me, { objectId: id })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(refused(r)).toEqual([400, COMPLAINT_MSG.open]);
    const rows = await t.db.selectFrom('complaint').select('id').where('object_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // Another member may report the same listing.
    expect(body<{ status: string }>(await report(await makeCompany(t.db, '1'), { objectId: id })).status).toBe('open');
  });

  it('refuses visitors, unknown objects, bad reasons and one’s own listing', async () => {
    const owner = await makeCompany(t.db, '2');
    const id = await listing(owner);
    expect(refused(await report({}, { objectId: id }))[0]).toBe(401);
    const me = await makeCompany(t.db, '1');
    expect(refused(await report(me, { objectId: 2_000_000_000 }))).toEqual([404, COMPLAINT_MSG.missing]);
    expect(refused(await report(me, { objectId: id, reason: 'spam' as never }))[0]).toBe(400);
    expect(refused(await report(me, { objectId: id, description: '短' }))[0]).toBe(400);
    expect(refused(await report(owner, { objectId: id }))).toEqual([400, COMPLAINT_MSG.own]);
    expect(refused(await report(owner, { objectKind: 'company', objectId: owner.companyId }))).toEqual([
      400,
      COMPLAINT_MSG.own,
    ]);
  });

  it('属实 takes the listing down and tells both sides; 不属实 tells the complainant', async () => {
    const owner = await makeCompany(t.db, '2');
    const id = await listing(owner);
    const me = await makeCompany(t.db, '1');
    const upheld = body<{ id: number }>(await report(me, { objectId: id, reason: 'contact' }));
    const queue = body<Page<QueueItem>>(
      await send(
        t.app,
        ops.queue,
        { kind: 'complaint', keyword: me.name, current: 1, size: 10 },
        await opsSessionOf(t.db, 'shenhe01'),
      ),
    );
    expect(queue.records.map((r) => r.id)).toEqual([upheld.id]);
    expect(queue.records[0].summary).toContain('泄露联系方式');
    await decide(upheld.id, 'approve', '核实属实，信息中留有私人联系方式');
    expect(refused(await send(t.app, devices.detail, { id }))[0]).toBe(404);
    expect((await noticesOf(me))[0]).toMatchObject({ title: '您的举报经核实属实', objectKind: 'device', objectId: id });
    expect((await noticesOf(owner))[0].title).toBe('您发布的信息经举报核实已被下架');
    // Decided, the member may report the company anew; 不属实 leaves the company as it is.
    const other = body<{ id: number }>(await report(me, { objectKind: 'company', objectId: owner.companyId }));
    await decide(other.id, 'refuse', '经核实不属实');
    expect((await noticesOf(me))[0].title).toBe('您的举报经核实不属实');
    expect(await complaintQueue.isPending(t.db, other.id)).toBe(false);
  });

  it('seeds open complaints of varied ages', async () => {
    const items = await complaintQueue.pending(t.db, { keyword: '', offset: 0, limit: 20 });
    expect(items.length).toBeGreaterThanOrEqual(3);
  });
});
