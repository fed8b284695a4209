// The content desk (issue 45): 内容编辑 creates, schedules and withdraws content; the public
// calls of the spec serve an item only while publish-at ≤ now < withdraw-at and not withdrawn
// (the fake clock moves time); other operators and visitors cannot call the desk; every write
// leaves its audit row; the seed shows each state. On both dialects.
import { expect, it } from 'vitest';
import { cms, cmsEditor, type Banner, type ContentItem, type ContentRow, type NewsItem } from '../../src/api/cms';
import type { Page } from '../../src/api/define';
import { EDITOR_MSG } from '../../src/server/modules/cms/editor';
import { eachDialect, getOk, TEST_NOW, useApp } from './helpers';
import { body, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

eachDialect('content desk', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const banners = (position: string) => getOk<Banner[]>(t.app, cms.bannerList.path, { position });
  const news = (moduleCode: string) =>
    getOk<Page<NewsItem>>(t.app, cms.newsList.path, { moduleCode, size: 100 }).then((p) => p.records);
  const auditRows = (kind: string, id: number) =>
    t.db
      .selectFrom('ops_audit')
      .select(['action', 'role', 'reason', 'before', 'after', 'operator_name'])
      .where('object_kind', '=', kind)
      .where('object_id', '=', id)
      .orderBy('id')
      .execute();

  it('serves a banner the editor publishes, and stops when it is withdrawn; each write is audited', async () => {
    const ed = await opsSessionOf(t.db, 'bianji01');
    const draft = {
      kind: 'banner',
      title: '冬季防冻剂专场 限时直降',
      group: '06',
      imageUrl: '/media/banner/06-winter.webp?w=1200&s=building',
      linkUrl: '/mallSelfIn/index',
      sort: 1,
    };
    const { id } = body<{ id: number }>(await send(t.app, cmsEditor.save, draft, ed));
    // A draft is not served.
    expect((await banners('06')).map((b) => b.id)).not.toContain(id);
    const row = body<ContentRow>(await send(t.app, cmsEditor.publish, { kind: 'banner', id }, ed));
    expect(row.status).toBe('published');
    expect((await banners('06')).find((b) => b.id === id)).toMatchObject({
      title: draft.title,
      linkUrl: draft.linkUrl,
    });
    // Edited while published: the public answer follows.
    body(await send(t.app, cmsEditor.save, { ...draft, id, title: '冬季防冻剂专场 满额包邮' }, ed));
    expect((await banners('06')).find((b) => b.id === id)?.title).toBe('冬季防冻剂专场 满额包邮');

    const gone = body<ContentRow>(
      await send(t.app, cmsEditor.withdraw, { kind: 'banner', id, reason: '活动提前结束' }, ed),
    );
    expect(gone.status).toBe('withdrawn');
    expect((await banners('06')).map((b) => b.id)).not.toContain(id);
    // Withdrawn once: a second withdrawal is refused, and writes no audit row.
    expect(refused(await send(t.app, cmsEditor.withdraw, { kind: 'banner', id }, ed))).toEqual([
      400,
      EDITOR_MSG.notLive,
    ]);
    const log = await auditRows('content-banner', id);
    expect(log.map((r) => r.action)).toEqual(['content-create', 'content-publish', 'content-edit', 'content-withdraw']);
    expect(log.every((r) => r.role === 'content' && r.operator_name === '内容编辑陈晨')).toBe(true);
    expect(log[3].reason).toBe('活动提前结束');
    expect(JSON.parse(log[2].before)).toMatchObject({ title: draft.title });
    expect(JSON.parse(log[2].after)).toMatchObject({ title: '冬季防冻剂专场 满额包邮' });
    // Published again: served again.
    body(await send(t.app, cmsEditor.publish, { kind: 'banner', id }, ed));
    expect((await banners('06')).map((b) => b.id)).toContain(id);
  });

  it('serves a news item scheduled for later from its time on, until its withdraw-at', async () => {
    const ed = await opsSessionOf(t.db, 'bianji01');
    const draft = {
      kind: 'news',
      title: '平台春节期间服务安排的公告',
      group: 'platform',
      summary: '春节期间平台客服与配送安排。',
      body: '春节期间平台正常运营，客服时间调整为 9:00–17:00。',
      source: '汇筑云平台',
    };
    const { id } = body<{ id: number }>(await send(t.app, cmsEditor.save, draft, ed));
    const from = clock.now + 2 * HOUR;
    const until = clock.now + 26 * HOUR;
    const row = body<ContentRow>(
      await send(t.app, cmsEditor.publish, { kind: 'news', id, publishAt: iso(from), withdrawAt: iso(until) }, ed),
    );
    expect(row).toMatchObject({ status: 'scheduled', publishAt: iso(from), withdrawAt: iso(until) });
    expect((await news('platform')).map((n) => n.id)).not.toContain(id);
    expect(refused(await send(t.app, cms.newsDetail, { id }))[0]).toBe(404);

    clock.advance(2 * HOUR);
    expect((await news('platform')).map((n) => n.id)).toContain(id);
    expect(body<NewsItem>(await send(t.app, cms.newsDetail, { id })).title).toBe(draft.title);
    const listed = body<Page<ContentRow>>(
      await send(t.app, cmsEditor.list, { kind: 'news', status: 'published', keyword: '春节期间服务安排' }, ed),
    );
    expect(listed.records.map((r) => r.id)).toEqual([id]);

    clock.advance(24 * HOUR);
    expect((await news('platform')).map((n) => n.id)).not.toContain(id);
    expect(body<ContentItem>(await send(t.app, cmsEditor.detail, { kind: 'news', id }, ed)).status).toBe('withdrawn');
    expect((await auditRows('content-news', id)).map((r) => r.action)).toEqual(['content-create', 'content-schedule']);
  });

  it('refuses what a kind lacks and a withdraw-at before the publish-at', async () => {
    const ed = await opsSessionOf(t.db, 'bianji01');
    expect(refused(await send(t.app, cmsEditor.save, { kind: 'banner', title: '无图横幅', group: '01' }, ed))).toEqual([
      400,
      '请上传或填写图片',
    ]);
    const outside = { kind: 'banner', title: '外链图', group: '01', imageUrl: 'https://evil.example/x.png' };
    expect(refused(await send(t.app, cmsEditor.save, outside, ed))[0]).toBe(400);
    expect(
      refused(await send(t.app, cmsEditor.save, { kind: 'help', title: '怎么开票？', group: 'nowhere' }, ed)),
    ).toEqual([400, '请选择分类或位置']);
    const help = { kind: 'help', title: '怎么开具增值税专用发票？', group: 'pay_way', body: '在订单详情申请开票。' };
    const { id } = body<{ id: number }>(await send(t.app, cmsEditor.save, help, ed));
    const late = { kind: 'help', id, publishAt: iso(clock.now + 5 * HOUR), withdrawAt: iso(clock.now + HOUR) };
    expect(refused(await send(t.app, cmsEditor.publish, late, ed))).toEqual([400, EDITOR_MSG.withdrawAfter]);
    // A group the kind does not have, even one an object inherits, is refused, never a 500.
    const inherited = { kind: 'partner', title: '某公司', group: 'constructor', imageUrl: '/media/partner/1-1.webp' };
    expect(refused(await send(t.app, cmsEditor.save, inherited, ed))).toEqual([400, '请选择分类或位置']);
    expect(refused(await send(t.app, cmsEditor.list, { kind: 'partner', group: 'abc' }, ed))).toEqual([
      400,
      EDITOR_MSG.group,
    ]);
    expect(refused(await send(t.app, cmsEditor.detail, { kind: 'case', id: 999_999 }, ed))).toEqual([
      404,
      EDITOR_MSG.missing,
    ]);
  });

  it('admits only 内容编辑: a visitor hears 401, a reviewer and a member 403/401', async () => {
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const input = { kind: 'banner', title: 'x', group: '01', imageUrl: '/media/banner/x.webp' };
    for (const [c, i] of [
      [cmsEditor.list, { kind: 'banner' }],
      [cmsEditor.save, input],
      [cmsEditor.withdraw, { kind: 'banner', id: 1 }],
    ] as const) {
      expect(refused(await send(t.app, c, i))[0]).toBe(401);
      expect(refused(await send(t.app, c, i, reviewer))).toEqual([403, '仅内容编辑可以进行此操作']);
    }
  });

  it('seeds every state: scheduled, published until a withdraw-at, withdrawn and draft', async () => {
    clock.set(TEST_NOW + 9 * HOUR);
    const ed = await opsSessionOf(t.db, 'bianji01');
    const states = async (kind: string) =>
      body<Page<ContentRow>>(await send(t.app, cmsEditor.list, { kind, size: 100 }, ed)).records;
    const bs = await states('banner');
    for (const s of ['scheduled', 'published', 'withdrawn'])
      expect(
        bs.some((b) => b.status === s),
        s,
      ).toBe(true);
    expect(bs.some((b) => b.status === 'published' && b.withdrawAt !== null)).toBe(true);
    const ns = await states('news');
    expect(ns.some((n) => n.status === 'scheduled')).toBe(true);
    expect(ns.some((n) => n.status === 'withdrawn')).toBe(true);
    expect((await states('case')).some((c) => c.status === 'draft')).toBe(true);
    const scheduled = bs.find((b) => b.status === 'scheduled')!;
    expect((await banners('01')).map((b) => b.id)).not.toContain(scheduled.id);
    const counts = body<Page<ContentRow>>(
      await send(t.app, cmsEditor.list, { kind: 'banner', status: 'scheduled' }, ed),
    );
    expect(counts.records.every((r) => r.status === 'scheduled')).toBe(true);
  });
});
