// Listings the fee-scam and contact-leak rule flags (src/api/listing-rules.ts) wait 待审核 in the
// console's `flagged-device-*` queues on both dialects: not public (however long they wait) until
// a 审核员 approves them; the reviewer sees the words that triggered; 驳回 takes the listing down
// with the reason the owner reads; a clean listing publishes at once. Subcontract packages the
// same (`flagged-project`).
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { devices, type SavedListing } from '../../src/api/devices';
import { flagWords, listingFlags } from '../../src/api/listing-rules';
import { member, type NoticeCard } from '../../src/api/member';
import { ops, type QueueItem } from '../../src/api/ops';
import { project } from '../../src/api/project';
import { eachDialect, useApp } from './helpers';
import { needOf, supplyOf } from './devices-forms';
import { body, DAY, demo, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { packageForm } from './project-forms';

it('finds the contact and fee words of a text', () => {
  const flags = listingFlags(['挖机出租，详询 13912345678 或加微信', '进场前须缴纳保证金 2 万元']);
  expect(flags.contact).toEqual(['13912345678', '微信']);
  expect(flags.fee).toEqual(['缴纳保证金']);
  expect(flagWords(flags)).toBe('联系方式「13912345678」「微信」；收费「缴纳保证金」');
  expect(listingFlags(['三一SY215C 挖掘机，带操作手'])).toEqual({ contact: [], fee: [] });
});

eachDialect('flagged listings queue', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function decide(kind: string, title: string, decision: 'approve' | 'refuse', reason: string) {
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const page = body<Page<QueueItem>>(
      await send(t.app, ops.queue, { kind, keyword: title, current: 1, size: 20 }, reviewer),
    );
    expect(page.records).toHaveLength(1);
    const item = page.records[0];
    body(await send(t.app, ops.claim, { kind, id: item.id }, reviewer));
    body(await send(t.app, ops.decide, { kind, id: item.id, decision, reason }, reviewer));
    return item;
  }

  it('holds a listing with a phone number until a 审核员 approves it; the reviewer sees the words', async () => {
    const owner = await makeCompany(t.db, '2');
    const title = `三一挖掘机出租${owner.companyId}`;
    const held = body<SavedListing>(
      await send(
        t.app,
        devices.publish,
        supplyOf(clock.now, { title, description: '详询 13912345678' }),
        owner.headers,
      ),
    );
    expect(held.state).toBe('pending_review');
    expect(held.reviewNote).toContain('13912345678');
    clock.advance(6 * DAY);
    expect(refused(await send(t.app, devices.detail, { id: held.id }))[0]).toBe(404);
    const item = await decide('flagged-device-supply', title, 'approve', '号码为公司座机转接，核实无误');
    expect(item.summary).toContain('触发词：联系方式「13912345678」');
    expect(body<{ id: number }>(await send(t.app, devices.detail, { id: held.id })).id).toBe(held.id);
    const told = body<Page<NoticeCard>>(await send(t.app, member.notices, { kind: 'system', size: 5 }, owner.headers));
    expect(told.records[0]).toMatchObject({ title: '设备出租信息审核通过', objectKind: 'device', objectId: held.id });
  });

  it('takes a refused demand down with the reason; a clean one publishes at once', async () => {
    const owner = await makeCompany(t.db, '1');
    const title = `求租汽车吊${owner.companyId}`;
    const clean = body<SavedListing>(await send(t.app, devices.publishNeed, needOf(clock.now), owner.headers));
    expect(clean.state).toBe('published');
    const held = body<SavedListing>(
      await send(
        t.app,
        devices.publishNeed,
        needOf(clock.now, { title, description: '报名须先交信息费 200 元' }),
        owner.headers,
      ),
    );
    expect(held.state).toBe('pending_review');
    await decide('flagged-device-need', title, 'refuse', '要求对方预先缴费，违反平台规则');
    // A reason up to the console's 500 characters fits the listing's note (clipped to its column).
    const long = body<SavedListing>(
      await send(
        t.app,
        devices.publishNeed,
        needOf(clock.now, { title: `${title}B`, description: '加微信详谈' }),
        owner.headers,
      ),
    );
    await decide('flagged-device-need', `${title}B`, 'refuse', '违规'.repeat(240));
    const note = await t.db
      .selectFrom('device_need')
      .select('review_note')
      .where('id', '=', long.id)
      .executeTakeFirstOrThrow();
    expect(note.review_note).toHaveLength(200);
    const row = await t.db
      .selectFrom('device_need')
      .select(['state', 'review_note'])
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'closed', review_note: '审核未通过：要求对方预先缴费，违反平台规则' });
    const audit = await t.db
      .selectFrom('ops_audit')
      .select(['action', 'reason'])
      .where('object_kind', '=', 'flagged-device-need')
      .where('object_id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'refuse', reason: '要求对方预先缴费，违反平台规则' });
  });

  it('holds a package with a WeChat id in its scope until approved; a clean one publishes at once', async () => {
    const buyer = await demo.buyer(t.db);
    const clean = body<{ id: number; statusCode: string }>(
      await send(t.app, project.publish, packageForm(clock.now), buyer),
    );
    expect(clean.statusCode).toBe('2');
    const name = '南京江北新区人才公寓钢结构工程专业分包二标段';
    const held = body<{ id: number; statusCode: string }>(
      await send(
        t.app,
        project.publish,
        packageForm(clock.now, { projectName: name, scope: '详询微信 abc123' }),
        buyer,
      ),
    );
    expect(held.statusCode).toBe('1');
    expect(refused(await send(t.app, project.detail, { id: held.id }))[0]).toBe(404);
    const item = await decide('flagged-project', name, 'approve', '已核实为项目部公众号，不涉及私下交易');
    expect(item.summary).toContain('微信');
    expect(body<{ id: number }>(await send(t.app, project.detail, { id: held.id })).id).toBe(held.id);
  });
});
