// The review queues' framework and its first queue, a member joining a company (issue 44): pending
// items oldest first with their age, the claim (exact under parallel requests, expiring), the
// decision with a reason (membership 0 → 1 / 2, the member's notice, the audit row), on both
// dialects.
import { expect, it } from 'vitest';
import { ops, type QueueItem } from '../../src/api/ops';
import type { Page } from '../../src/api/define';
import { opsPurge } from '../../src/server/modules/ops/purge';
import { QUEUE_MSG, CLAIM_MINUTES } from '../../src/server/modules/ops/queues';
import { eachDialect, useApp } from './helpers';
import { body, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';

const MINUTE = 60_000;

eachDialect('operations console: review queues', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const list = async (h: Record<string, string>, keyword = '') =>
    body<Page<QueueItem>>(await send(t.app, ops.queue, { kind: 'membership', keyword, size: 100 }, h));
  const status = async (id: number) =>
    (await t.db.selectFrom('memberships').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('lists the join requests oldest first with their ages; unknown kinds are refused', async () => {
    const a = await opsSessionOf(t.db, 'shenhe01');
    const kinds = body<{ kind: string; label: string; pending: number }[]>(await send(t.app, ops.queues, {}, a));
    expect(kinds.find((k) => k.kind === 'membership')).toMatchObject({ label: '成员加入企业', pending: 7 });
    const page = await list(a);
    expect(page.total).toBe(7);
    const ages = page.records.map((r) => r.ageMinutes);
    expect(ages).toEqual([...ages].sort((x, y) => y - x));
    expect(ages[ages.length - 1]).toBeGreaterThanOrEqual(20);
    expect(ages[0]).toBeGreaterThan(29 * 24 * 60);
    expect(page.records[0].title).toContain('苏州远航新型建材有限公司');
    expect((await list(a, '13700000103')).records.map((r) => r.title)).toEqual([expect.stringContaining('郑经理')]);
    expect(refused(await send(t.app, ops.queue, { kind: 'nothing' }, a))).toEqual([400, QUEUE_MSG.unknown]);
  });

  it('lets exactly one reviewer claim an item under parallel requests; a claim expires', async () => {
    const a = await opsSessionOf(t.db, 'shenhe01');
    const b = await opsSessionOf(t.db, 'shenhe02');
    const item = (await list(a)).records[1];
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(t.app, ops.claim, { kind: 'membership', id: item.id }, i % 2 ? a : b)),
    );
    const won = burst.filter((r) => r.statusCode === 200).map((_, i) => i);
    const winners = new Set(burst.flatMap((r, i) => (r.statusCode === 200 ? [i % 2] : [])));
    expect(won.length).toBe(4);
    expect(winners.size).toBe(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect(refused(r)[0]).toBe(409);
    const [holder, other] = winners.has(1) ? [a, b] : [b, a];
    expect((await list(a)).records[1].claimedBy?.name).toMatch(/^审核员/);
    // The other reviewer cannot decide it; past the claim's time it can take it.
    const decision = { kind: 'membership', id: item.id, decision: 'approve', reason: '资料齐全，同意加入' };
    expect(refused(await send(t.app, ops.decide, decision, other))).toEqual([400, QUEUE_MSG.notClaimed]);
    clock.advance((CLAIM_MINUTES + 1) * MINUTE);
    expect((await send(t.app, ops.claim, { kind: 'membership', id: item.id }, other)).statusCode).toBe(200);
    expect(refused(await send(t.app, ops.decide, decision, holder))).toEqual([400, QUEUE_MSG.notClaimed]);
    // The purge loop drops claims past their time, never a live one.
    const claims = () => t.db.selectFrom('ops_claim').select('id').where('item_id', '=', item.id).execute();
    await opsPurge(t.db, clock.now);
    expect(await claims()).toHaveLength(1);
    await opsPurge(t.db, clock.now + (CLAIM_MINUTES + 1) * MINUTE);
    expect(await claims()).toHaveLength(0);
  });

  it('approves and refuses with a reason: the membership, the member’s notice and the audit log', async () => {
    const a = await opsSessionOf(t.db, 'shenhe01');
    const admin = await opsSessionOf(t.db, 'admin');
    const [first, second] = (await list(a)).records.slice(2, 4);
    const m = await t.db.selectFrom('memberships').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    const decide = (id: number, decision: string, reason: string) =>
      send(t.app, ops.decide, { kind: 'membership', id, decision, reason }, a);

    expect(refused(await decide(first.id, 'approve', '好'))).toEqual([400, '参数错误：请填写理由（至少 2 个字）']);
    expect(refused(await decide(first.id, 'approve', '资料齐全'))).toEqual([400, QUEUE_MSG.notClaimed]);
    await send(t.app, ops.claim, { kind: 'membership', id: first.id }, a);
    expect((await decide(first.id, 'approve', '资料齐全，同意加入')).statusCode).toBe(200);
    expect(await status(first.id)).toBe('1');
    expect(refused(await decide(first.id, 'approve', '资料齐全，同意加入'))).toEqual([404, QUEUE_MSG.missing]);
    expect(refused(await send(t.app, ops.claim, { kind: 'membership', id: first.id }, a))).toEqual([
      404,
      QUEUE_MSG.missing,
    ]);
    const notice = await t.db
      .selectFrom('notices')
      .selectAll()
      .where('user_id', '=', m.user_id)
      .where('company_id', '=', m.company_id)
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe('您加入企业的申请已通过');
    expect(notice.content).toContain('资料齐全，同意加入');

    await send(t.app, ops.claim, { kind: 'membership', id: second.id }, a);
    expect((await decide(second.id, 'refuse', '非本企业员工')).statusCode).toBe(200);
    expect(await status(second.id)).toBe('2');

    const log = body<{
      records: { objectId: number; action: string; reason: string; before: string; after: string }[];
    }>(await send(t.app, ops.audit, { objectKind: 'membership' }, admin));
    expect(log.records.map((r) => [r.objectId, r.action, r.reason])).toEqual([
      [second.id, 'refuse', '非本企业员工'],
      [first.id, 'approve', '资料齐全，同意加入'],
    ]);
    expect(JSON.parse(log.records[1].before)).toEqual({ status: '0' });
    expect(JSON.parse(log.records[1].after)).toEqual({ status: '1' });
  });
});
