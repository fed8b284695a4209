// The message centre's calls: a kind's notices unread first then newest, paged; the detail marks
// read and is 404 for another company's notice, another member's, or an unknown id; mark one and
// mark all (exact while new notices arrive in parallel: none lost, counts right); retention.
import { expect, it } from 'vitest';
import { member, type NoticeCard, type NoticeDetail, type UnreadCount } from '../../src/api/member';
import type { Page } from '../../src/api/define';
import { notify, NOTICE_KEEP, purgeOldNotices } from '../../src/server/floor/notices';
import { stamp } from '../../src/server/floor/time';
import { eachDialect, useApp } from './helpers';
import { DAY, demo, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { call, send } from './mall-helpers';

eachDialect('message centre notices', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  const list = (c: TestCompany, input: object) =>
    call(t.app, member.notices, input, c.headers) as Promise<Page<NoticeCard>>;
  const unread = (c: TestCompany) => call(t.app, member.unreadCount, {}, c.headers) as Promise<UnreadCount>;
  /** Notices for the company, one a minute, titles as given. */
  async function write(c: TestCompany, titles: string[], kind: 'order' | 'system' = 'system') {
    for (const title of titles) {
      clock.advance(60_000);
      await notify(t.db, [{ companyId: c.companyId }], title, `${title}的内容`, {
        link: `/preferentialInquiry/inquiryDetail?id=${title.length}`,
        objectKind: 'inquiry',
        objectId: title.length,
        kind,
      });
    }
  }

  it('lists a kind unread first, then newest, in pages of the standard shape', async () => {
    const c = await makeCompany(t.db, '2');
    await write(c, ['一', '二', '三', '四', '五']);
    await write(c, ['订单甲'], 'order');
    const ids = (await list(c, { kind: 'system', size: 10 })).records.map((r) => r.title);
    expect(ids).toEqual(['五', '四', '三', '二', '一']);
    // Reading 四 and 一 moves them after every unread one, newest first among the read.
    const byTitle = new Map((await list(c, { kind: 'system' })).records.map((r) => [r.title, r.id]));
    await call(t.app, member.readNotice, { id: byTitle.get('四')! }, c.headers);
    await call(t.app, member.readNotice, { id: byTitle.get('一')! }, c.headers);
    const p1 = await list(c, { kind: 'system', size: 2, current: 1 });
    const p2 = await list(c, { kind: 'system', size: 2, current: 2 });
    const p3 = await list(c, { kind: 'system', size: 2, current: 3 });
    expect({ ...p1, records: undefined }).toEqual({ records: undefined, total: 5, size: 2, current: 1, pages: 3 });
    expect([...p1.records, ...p2.records, ...p3.records].map((r) => [r.title, r.isRead])).toEqual([
      ['五', false],
      ['三', false],
      ['二', false],
      ['四', true],
      ['一', true],
    ]);
    expect(p1.records[0]).toMatchObject({
      kind: 'system',
      summary: '五的内容',
      link: '/preferentialInquiry/inquiryDetail?id=1',
      objectKind: 'inquiry',
      objectId: 1,
    });
    expect(p1.records[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(p1.records[0]).not.toHaveProperty('content');
    expect((await list(c, { kind: 'system', size: 2, current: 9 })).records).toEqual([]);
    const orders = await list(c, { kind: 'order' });
    expect(orders.records.map((r) => r.title)).toEqual(['订单甲']);
    expect(await unread(c)).toEqual({ order: 1, system: 3 });
  });

  it('shows company-wide notices and the member’s own, never another member’s', async () => {
    const c = await makeCompany(t.db, '1');
    const other = await makeCompany(t.db, '1');
    await notify(
      t.db,
      [
        { companyId: c.companyId },
        { companyId: c.companyId, userId: c.userId },
        { companyId: c.companyId, userId: other.userId },
      ],
      '通知',
      '',
    );
    expect((await list(c, { kind: 'system' })).total).toBe(2);
    const foreign = await t.db
      .selectFrom('notices')
      .select('id')
      .where('company_id', '=', c.companyId)
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(refused(await send(t.app, member.notice, { id: foreign.id }, c.headers))[0]).toBe(404);
  });

  it('opens a notice: the whole content, read from then on; 404 for another company’s notice or an unknown id', async () => {
    const c = await makeCompany(t.db, '2');
    await write(c, ['长通知']);
    const [card] = (await list(c, { kind: 'system' })).records;
    expect(await unread(c)).toEqual({ order: 0, system: 1 });
    const d = (await call(t.app, member.notice, { id: card.id }, c.headers)) as NoticeDetail;
    expect(d).toMatchObject({ id: card.id, title: '长通知', content: '长通知的内容', isRead: true, link: card.link });
    expect(await unread(c)).toEqual({ order: 0, system: 0 });
    // The demo supplier (上海恒信) may not open it, read it or see it; an unknown id is 404 too.
    const supplier = { headers: await demo.supplier(t.db) } as TestCompany;
    expect(refused(await send(t.app, member.notice, { id: card.id }, supplier.headers))).toEqual([
      404,
      '很抱歉，资源未找到!',
    ]);
    expect(refused(await send(t.app, member.readNotice, { id: card.id }, supplier.headers))[0]).toBe(404);
    expect(refused(await send(t.app, member.notice, { id: 2_000_000_000 }, c.headers))[0]).toBe(404);
    expect(refused(await send(t.app, member.notice, { id: card.id }))[0]).toBe(401);
    expect((await list(supplier, { kind: 'system', size: 100 })).records.some((r) => r.id === card.id)).toBe(false);
  });

  it('marks all of a kind read in one statement: new notices arriving meanwhile are neither lost nor miscounted', async () => {
    const c = await makeCompany(t.db, '2');
    await write(
      c,
      Array.from({ length: 20 }, (_, i) => `旧${i}`),
    );
    await write(c, ['订单'], 'order');
    const arrivals = Array.from({ length: 30 }, (_, i) => notify(t.db, [{ companyId: c.companyId }], `新${i}`, ''));
    const [marks] = await Promise.all([
      Promise.all([1, 2, 3].map(() => call(t.app, member.readAllNotices, { kind: 'system' }, c.headers))),
      ...arrivals,
    ]);
    const marked = marks.reduce((n, m) => n + m.marked, 0);
    const after = await unread(c);
    // Each notice was marked by exactly one of the three calls, or is still unread.
    expect(marked + after.system).toBe(50);
    expect(marked).toBeGreaterThanOrEqual(20);
    expect(after.order).toBe(1);
    const stillUnread = (await list(c, { kind: 'system', size: 100 })).records.filter((r) => !r.isRead);
    expect(stillUnread).toHaveLength(after.system);
  });

  it('marks all only up to the newest notice the member has seen', async () => {
    const c = await makeCompany(t.db, '2');
    await write(c, ['甲', '乙']);
    const seen = (await list(c, { kind: 'system' })).records[0].id;
    await write(c, ['丙']);
    const r = await call(t.app, member.readAllNotices, { kind: 'system', upToId: seen }, c.headers);
    expect(r).toEqual({ marked: 2, unread: { order: 0, system: 1 } });
    expect((await list(c, { kind: 'system' })).records.map((x) => [x.title, x.isRead])).toEqual([
      ['丙', false],
      ['乙', true],
      ['甲', true],
    ]);
  });

  it('purges read notices after 90 days and unread ones after 180', async () => {
    const c = await makeCompany(t.db, '2');
    const at = (days: number) => stamp(clock.now - days * DAY);
    const rows = [
      ['读过89天', 1, 89],
      ['读过91天', 1, 91],
      ['未读179天', 0, 179],
      ['未读181天', 0, 181],
    ] as const;
    await t.db
      .insertInto('notices')
      .values(
        rows.map(([title, isRead, days]) => ({
          company_id: c.companyId,
          user_id: null,
          kind: 'system' as const,
          title,
          content: '',
          is_read: isRead,
          created_at: at(days),
        })),
      )
      .execute();
    expect(NOTICE_KEEP).toEqual({ readDays: 90, unreadDays: 180 });
    expect(await purgeOldNotices(t.db, clock.now)).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .selectFrom('notices')
      .select('title')
      .where('company_id', '=', c.companyId)
      .orderBy('title')
      .execute();
    expect(left.map((r) => r.title).sort()).toEqual(['未读179天', '读过89天'].sort());
    expect(await purgeOldNotices(t.db, clock.now)).toBe(0);
  });
});
