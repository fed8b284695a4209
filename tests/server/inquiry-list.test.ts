// The public inquiry lists on the seeded market: the page's filters, sorts and paging agree with
// the clock-derived status; details (404s, owner-only states, masking); the home block; deal
// records; rankings and one party's record; the member lists (mine, supplier requirements).
import { beijingDay } from '../../src/api/time';
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { inquiry, type InquiryCard, type InquiryDetail } from '../../src/api/inquiry';
import { deals, type Deal, type RankingDetail, type RankingRow } from '../../src/api/inquiry-deals';
import { share, type Inquiry, type Ranking } from '../../src/api/share';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

// The API's instants carry no milliseconds: compare as the API writes them.
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

eachDialect('inquiry lists', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const page = async (q: object = {}) => body<Page<InquiryCard>>(await send(t.app, inquiry.page, { size: 100, ...q }));
  const all = async (q: object = {}) => {
    const out: InquiryCard[] = [];
    for (let current = 1; ; current++) {
      const p = await page({ ...q, current });
      out.push(...p.records);
      if (current >= p.pages) return out;
    }
  };

  it('pages the public inquiries, newest first, statuses from the deadline and the clock', async () => {
    const first = await page({ size: 20 });
    expect(first.size).toBe(20);
    expect(first.total).toBeGreaterThanOrEqual(480);
    const every = await all();
    expect(every).toHaveLength(first.total);
    expect(new Set(every.map((c) => c.id)).size).toBe(every.length);
    const times = every.map((c) => c.publishTime!);
    expect(times).toEqual([...times].sort().reverse());
    for (const c of every) {
      expect(['published', 'expired', 'closed']).toContain(c.state);
      if (c.state !== 'closed') expect(c.state === 'published').toBe(c.deadline > iso(clock.now));
      expect(c.statusCode).toBe({ published: '1', expired: '2', closed: '3' }[c.state as string]);
      expect(c.inquiryNo).toMatch(/^XJ\d{14}$/);
      expect(c.lineCount).toBeGreaterThan(0);
    }
    const counts = await Promise.all(['1', '2', '3'].map(async (status) => (await page({ status, size: 1 })).total));
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b)).toBe(first.total);
    expect((await page({ current: first.pages + 1 })).records).toEqual([]);
  });

  it('filters by keyword (title, buyer, material), category, region and days', async () => {
    for (const c of await all({ keyword: '螺纹钢' })) {
      const d = body<InquiryDetail>(await send(t.app, inquiry.detail, { id: c.id }));
      expect(
        c.title.includes('螺纹钢') || c.buyer.name.includes('螺纹钢') || d.lines.some((l) => l.name.includes('螺纹钢')),
      ).toBe(true);
    }
    expect((await all({ keyword: '南京华建' })).every((c) => c.buyer.name === '南京华建建设工程有限公司')).toBe(true);
    const steel = await all({ categoryCode: '2', status: '1' });
    expect(steel.length).toBeGreaterThan(0);
    expect(steel.every((c) => c.categoryCode === '2' && c.categoryName === '钢材' && c.state === 'published')).toBe(
      true,
    );
    const jiangsu = await all({ provinceCode: '320000' });
    expect(jiangsu.length).toBeGreaterThan(0);
    expect(jiangsu.every((c) => c.provinceCode === '320000' && c.provinceName === '江苏省')).toBe(true);
    const nanjing = await all({ provinceCode: '320000', cityCode: '320100' });
    expect(nanjing.every((c) => c.cityName === '南京市')).toBe(true);
    // Days are Beijing days.
    const day = beijingDay(clock.now - 10 * 86_400_000);
    const since = await all({ publishFrom: day });
    expect(since.every((c) => beijingDay(Date.parse(c.publishTime!)) >= day)).toBe(true);
    const until = await all({ deadlineTo: day });
    expect(until.every((c) => beijingDay(Date.parse(c.deadline)) <= day && c.state !== 'published')).toBe(true);
    expect((await page()).total).toBe(
      since.length + (await page({ publishTo: beijingDay(clock.now - 11 * 86_400_000) })).total,
    );
  });

  it('sorts by deadline (open ones soonest first, then the rest) and by quote count', async () => {
    const byDeadline = await all({ sort: 'deadline' });
    const open = byDeadline.filter((c) => c.state === 'published');
    expect(byDeadline.slice(0, open.length)).toEqual(open);
    expect(open.map((c) => c.deadline)).toEqual(open.map((c) => c.deadline).sort());
    const rest = byDeadline.slice(open.length).map((c) => c.deadline);
    expect(rest).toEqual([...rest].sort().reverse());
    const counts = (await all({ sort: 'quoteCount' })).map((c) => c.quoteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('refuses malformed queries with the field named', async () => {
    // A field the query schema refuses is named by its label and carried at its path (data.fields).
    const bad: [object, string, string][] = [
      [{ size: 101 }, 'size', '每页条数不能大于 100'],
      [{ status: '4' }, 'status', '请选择状态'],
      [{ provinceCode: '32' }, 'provinceCode', '请选择省份'],
      [{ publishFrom: '2026-02-30' }, 'publishFrom', '请选择正确的发布日期起'],
      [{ sort: 'price' }, 'sort', '请选择排序'],
    ];
    for (const [q, path, message] of bad) {
      const res = await send(t.app, inquiry.page, q);
      expect(refused(res), JSON.stringify(q)).toEqual([400, `参数错误：${message}`]);
      expect(res.json<{ data: unknown }>().data).toEqual({ fields: [{ path, message }] });
    }
    // The list's own checks after the schema (against each other, against the dictionary) name the field.
    const checked: [object, RegExp][] = [
      [{ publishFrom: '2026-11-20', publishTo: '2026-11-01' }, /publishFrom 不能晚于 publishTo/],
      [{ categoryCode: '77' }, /categoryCode/],
    ];
    for (const [q, msg] of checked) {
      const [status, text] = refused(await send(t.app, inquiry.page, q));
      expect([status, text]).toEqual([400, expect.stringMatching(msg)]);
    }
  });

  it('shows details: 404 for unknown ids and other companies’ drafts, masked contact for visitors', async () => {
    expect(refused(await send(t.app, inquiry.detail, { id: 999_999 }))[0]).toBe(404);
    expect(refused(await send(t.app, inquiry.detail, { id: 99_999_999_999 }))[0]).toBe(400); // beyond the id column's range
    expect(refused(await send(t.app, inquiry.detail, { id: 'x' }))[0]).toBe(400);
    const drafts = await t.db
      .selectFrom('inquiry')
      .select(['id', 'status'])
      .where('status', 'in', ['draft', 'rejected'])
      .where('buyer_company_id', '=', 1)
      .execute();
    expect(drafts.map((d) => d.status).sort()).toEqual(['draft', 'rejected']);
    const buyer = await demo.buyer(t.db);
    for (const d of drafts) {
      expect(refused(await send(t.app, inquiry.detail, { id: d.id }))[0]).toBe(404);
      expect(refused(await send(t.app, inquiry.detail, { id: d.id }, await demo.supplier(t.db)))[0]).toBe(404);
      expect(body<InquiryDetail>(await send(t.app, inquiry.detail, { id: d.id }, buyer)).state).toBe(d.status);
    }
    const [c] = (await page({ status: '3', size: 1 })).records;
    const visitor = body<InquiryDetail>(await send(t.app, inquiry.detail, { id: c.id }));
    expect(visitor.contact).toMatchObject({
      masked: true,
      name: expect.stringMatching(/^.\*\*$/),
      phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
    });
    expect(visitor.viewer).toMatchObject({ canQuote: false, quoteBlockedReason: '该询价已成交，报价已结束' });
    expect(visitor.deals.length).toBeGreaterThan(0);
    expect(visitor.deals.every((d) => d.supplierName.includes('**'))).toBe(true);
    const seen = body<InquiryDetail>(await send(t.app, inquiry.detail, { id: c.id }, await demo.supplier(t.db)));
    expect(seen.contact).toMatchObject({ masked: false, phone: expect.stringMatching(/^1\d{10}$/) });
  });

  it('serves the home block from the same inquiries', async () => {
    for (const size of [6, 8, 9]) {
      const home = body<Inquiry[]>(await send(t.app, share.inquiryHomeList, { size }));
      const cards = (await page({ size })).records;
      expect(home.map((h) => [h.id, h.title, h.status, h.statusCode, h.quantity, h.unit])).toEqual(
        cards.map((c) => [c.id, c.title, c.stateName, c.statusCode, c.quantity, c.unit]),
      );
      expect(home[0].publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('lists deals newest first with both parties masked, by material and by party', async () => {
    const p = body<Page<Deal>>(await send(t.app, deals.dealPage, { size: 100 }));
    expect(p.total).toBeGreaterThan(300);
    const times = p.records.map((d) => d.dealTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const d of p.records) {
      expect(d.buyerName).toMatch(/^..\*\*/);
      expect(d.supplierName).toMatch(/^..\*\*/);
      expect(Math.abs(d.amount - d.unitPrice * d.quantity)).toBeLessThan(0.01);
    }
    const rebar = body<Page<Deal>>(await send(t.app, deals.dealPage, { keyword: '螺纹钢', size: 100 }));
    expect(rebar.records.every((d) => d.materialName.includes('螺纹钢'))).toBe(true);
    const companyId = (
      await t.db.selectFrom('inquiry_deal').select('supplier_company_id').limit(1).executeTakeFirstOrThrow()
    ).supplier_company_id;
    const own = body<Page<Deal>>(await send(t.app, deals.dealPage, { companyId, size: 100 }));
    const n = await t.db
      .selectFrom('inquiry_deal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('supplier_company_id', '=', companyId), eb('buyer_company_id', '=', companyId)]))
      .executeTakeFirstOrThrow();
    expect(own.total).toBe(Number(n.n));
  });

  it('ranks sellers and buyers from the deals, per period and metric; the home boards agree', async () => {
    for (const side of ['seller', 'buyer'] as const) {
      const whole = body<Page<RankingRow>>(await send(t.app, deals.rankingPage, { side, period: 'all', size: 100 }));
      const amounts = whole.records.map((r) => r.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(whole.records.map((r) => r.rank)).toEqual(whole.records.map((_, i) => i + 1));
      const year = body<Page<RankingRow>>(await send(t.app, deals.rankingPage, { side, period: 'year', size: 100 }));
      for (const r of year.records)
        expect(r.amount).toBeLessThanOrEqual(whole.records.find((w) => w.companyId === r.companyId)!.amount);
      const byCount = body<Page<RankingRow>>(
        await send(t.app, deals.rankingPage, { side, metric: 'count', period: 'all', size: 50 }),
      );
      const counts = byCount.records.map((r) => r.activityCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const home = body<Ranking[]>(
        await send(t.app, side === 'seller' ? share.sellerRanking : share.buyerRanking, { size: 9 }),
      );
      expect(home).toEqual(
        whole.records
          .slice(0, 9)
          .map((r) => ({ rank: r.rank, companyName: r.name, amount: r.amount, orderCount: r.dealCount })),
      );
      const top = whole.records[0];
      const record = body<RankingDetail>(await send(t.app, deals.rankingDetail, { companyId: top.companyId, side }));
      expect(record.periods.find((p) => p.period === 'all')).toMatchObject({
        amount: top.amount,
        dealCount: top.dealCount,
        rank: 1,
      });
      expect(record.recentDeals.length).toBeGreaterThan(0);
      expect(record.recentInquiries.length > 0).toBe(side === 'buyer');
    }
    expect(refused(await send(t.app, deals.rankingDetail, { companyId: 999_999, side: 'seller' }))[0]).toBe(404);
    expect(refused(await send(t.app, deals.rankingPage, { side: 'both' }))[0]).toBe(400);
  });

  it('lists the buyer’s own inquiries in every state and the supplier’s open requirements', async () => {
    const mine = body<Page<InquiryCard & { reviewNote: string }>>(
      await send(t.app, inquiry.mine, { size: 100 }, await demo.buyer(t.db)),
    );
    expect(mine.records.every((c) => c.buyer.companyId === 1)).toBe(true);
    const states = new Set(mine.records.map((c) => c.state));
    for (const s of ['draft', 'rejected', 'closed']) expect(states).toContain(s);
    expect(mine.records.find((c) => c.state === 'rejected')?.reviewNote).toBeTruthy();
    expect(refused(await send(t.app, inquiry.mine, {}))[0]).toBe(401);
    const supplier = await demo.supplier(t.db);
    const open = body<Page<InquiryCard & { myQuote: unknown }>>(
      await send(t.app, inquiry.supplierRequirements, { size: 100 }, supplier),
    );
    expect(open.total).toBeGreaterThan(0);
    expect(open.records.every((c) => c.state === 'published' && c.buyer.companyId !== 2)).toBe(true);
    const quoted = body<Page<InquiryCard & { myQuote: unknown }>>(
      await send(t.app, inquiry.supplierRequirements, { quoted: 'quoted', size: 100 }, supplier),
    );
    const unquoted = body<Page<InquiryCard & { myQuote: unknown }>>(
      await send(t.app, inquiry.supplierRequirements, { quoted: 'unquoted', size: 1 }, supplier),
    );
    expect(quoted.records.every((c) => c.myQuote !== null)).toBe(true);
    expect(quoted.total + unquoted.total).toBe(open.total);
    expect(refused(await send(t.app, inquiry.supplierRequirements, {}, await demo.buyer(t.db)))[0]).toBe(400);
  });
});
