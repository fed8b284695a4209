// The tender page, detail and calendar on the seeded market: statuses computed from the dates
// at the clock, every filter (dictionaries, region, budget in 万元, days, closing within 7 days)
// and sort, the legal-clock timeline, masking, the month calendar, the home block.
import { beijingDay } from '../../src/api/time';
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { share, type Tender } from '../../src/api/share';
import { tender, TENDER_STATUSES, type TenderCalendar, type TenderCard, type TenderDetail } from '../../src/api/tender';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

// The API's instants carry no milliseconds: compare as the API writes them.
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

eachDialect('tender lists', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const page = async (q: object = {}) => body<Page<TenderCard>>(await send(t.app, tender.page, { size: 100, ...q }));
  const all = async (q: object = {}) => {
    const out: TenderCard[] = [];
    for (let current = 1; ; current++) {
      const p = await page({ ...q, current });
      out.push(...p.records);
      if (current >= p.pages) return out;
    }
  };

  it('pages every tender, newest first; each status filter holds exactly its bucket', async () => {
    const first = await page({ size: 20 });
    expect(first.total).toBeGreaterThanOrEqual(1000);
    const totals = [];
    for (const s of TENDER_STATUSES) {
      const bucket = await all({ status: s.code });
      expect(bucket.length, s.name).toBeGreaterThan(0);
      expect(bucket.every((c) => c.statusCode === s.code && c.statusName === s.name)).toBe(true);
      totals.push(bucket.length);
    }
    expect(totals.reduce((a, b) => a + b)).toBe(first.total);
    const now = iso(clock.now);
    for (const c of await all({ status: '1' })) expect(c.registrationDeadline > now).toBe(true);
    for (const c of await all({ status: '2' })) expect(c.registrationDeadline <= now && c.bidDeadline > now).toBe(true);
    const times = (await all()).map((c) => c.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by type, method, region, budget in 万元, days, keyword and closing within 7 days', async () => {
    const open = await all({ typeCode: '1', methodCode: '1' });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((c) => c.typeName === '工程施工' && c.methodName === '公开招标')).toBe(true);
    const anhui = await all({ provinceCode: '340000' });
    expect(anhui.length).toBeGreaterThan(0);
    expect(anhui.every((c) => c.provinceName === '安徽省')).toBe(true);
    const band = await all({ budgetMinWan: 100, budgetMaxWan: 500 });
    expect(band.length).toBeGreaterThan(0);
    expect(
      band.every((c) => c.budgetWan >= 100 && c.budgetWan <= 500 && Math.abs(c.budget - c.budgetWan * 10_000) < 0.01),
    ).toBe(true);
    const soon = await all({ closingSoon: true });
    expect(soon.length).toBeGreaterThan(0);
    for (const c of soon) {
      expect(c.closingSoon).toBe(true);
      expect(c.bidDeadline > iso(clock.now) && c.bidDeadline <= iso(clock.now + 7 * DAY)).toBe(true);
    }
    expect(
      (await all())
        .filter((c) => c.closingSoon)
        .map((c) => c.id)
        .sort(),
    ).toEqual(soon.map((c) => c.id).sort());
    // Days are Beijing days.
    const day = beijingDay(clock.now + 3 * DAY);
    const due = await all({ deadlineFrom: day, deadlineTo: day });
    expect(due.every((c) => beijingDay(Date.parse(c.bidDeadline)) === day)).toBe(true);
    const word = await all({ keyword: '施工总承包' });
    expect(word.length).toBeGreaterThan(0);
    expect(word.every((c) => c.title.includes('施工总承包') || c.purchaser.name.includes('施工总承包'))).toBe(true);
  });

  it('sorts by budget and by deadline (open ones soonest first)', async () => {
    const budgets = (await all({ sort: 'budget', provinceCode: '320000' })).map((c) => c.budget);
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
    const byDeadline = await all({ sort: 'deadline', provinceCode: '320000' });
    const open = byDeadline.filter((c) => c.bidDeadline > iso(clock.now) && c.statusCode !== '6');
    expect(byDeadline.slice(0, open.length)).toEqual(open);
    expect(open.map((c) => c.bidDeadline)).toEqual(open.map((c) => c.bidDeadline).sort());
  });

  it('refuses malformed queries with the field named', async () => {
    const bad: [object, RegExp][] = [
      [{ status: '9' }, /状态/],
      [{ typeCode: 'x' }, /类型/],
      [{ budgetMinWan: -1 }, /最低预算/],
      [{ budgetMinWan: 500, budgetMaxWan: 100 }, /budgetMinWan 不能大于 budgetMaxWan/],
      [{ closingSoon: 'yes' }, /即将截止/],
      [{ deadlineFrom: '2026/11/01' }, /截止日期起/],
    ];
    for (const [q, msg] of bad)
      expect(refused(await send(t.app, tender.page, q))).toEqual([400, expect.stringMatching(msg)]);
    expect(refused(await send(t.app, tender.calendar, { month: '2026-13' }))).toEqual([
      400,
      expect.stringMatching(/月份/),
    ]);
  });

  it('shows a tender with its legal-clock timeline; contact masked for visitors; winners from the publicity on', async () => {
    const [decided] = (await page({ status: '5', methodCode: '1', size: 1 })).records;
    const d = body<TenderDetail>(await send(t.app, tender.detail, { id: decided.id }));
    expect(d.timeline.map((s) => [s.key, s.done])).toEqual([
      ['publish', true],
      ['registration', true],
      ['opening', true],
      ['publicityStart', true],
      ['publicityEnd', true],
    ]);
    expect(Date.parse(d.bidDeadline) - Date.parse(d.publishTime)).toBeGreaterThanOrEqual(20 * DAY);
    expect(Date.parse(d.publicityEnd!) - Date.parse(d.publicityStart!)).toBeGreaterThanOrEqual(3 * DAY);
    expect(d.clockChecks.length).toBeGreaterThanOrEqual(4);
    expect(d.clockChecks.every((c) => c.ok)).toBe(true);
    expect(d.timeline.find((s) => s.key === 'opening')!.rule).toContain('20 日');
    expect(d.winnerName).not.toBe('');
    expect(d.marginAmount).toBeLessThanOrEqual(d.budget * 0.02);
    expect(d.contact.masked).toBe(true);
    expect(
      body<TenderDetail>(await send(t.app, tender.detail, { id: decided.id }, await demo.supplier(t.db))).contact
        .masked,
    ).toBe(false);
    const [evaluating] = (await page({ status: '3', size: 1 })).records;
    const e = body<TenderDetail>(await send(t.app, tender.detail, { id: evaluating.id }));
    expect([e.winnerName, e.winningAmount, e.publicityStart]).toEqual(['', null, null]);
    expect(refused(await send(t.app, tender.detail, { id: 987_654 }))[0]).toBe(404);
  });

  it('lays out a month of bid openings under the same filters', async () => {
    const month = beijingDay(clock.now).slice(0, 7);
    const cal = body<TenderCalendar>(await send(t.app, tender.calendar, { month }));
    expect(cal.days.length).toBeGreaterThan(5);
    expect(cal.days.map((d) => d.date)).toEqual(cal.days.map((d) => d.date).sort());
    expect(cal.days.every((d) => d.date.startsWith(month) && d.items.length === Math.min(3, d.count))).toBe(true);
    expect(cal.days.every((d) => d.items.every((i) => beijingDay(Date.parse(i.openTime)) === d.date))).toBe(true);
    const [y, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const listed = await page({ deadlineFrom: `${month}-01`, deadlineTo: last, size: 1 });
    expect(cal.days.reduce((n, d) => n + d.count, 0)).toBe(listed.total);
    const typed = body<TenderCalendar>(await send(t.app, tender.calendar, { month, typeCode: '2' }));
    expect(typed.days.flatMap((d) => d.items).every((i) => i.typeName === '物资采购')).toBe(true);
    expect(typed.days.reduce((n, d) => n + d.count, 0)).toBeLessThan(listed.total);
  });

  it('serves the home block and the three dictionaries', async () => {
    const home = body<Tender[]>(await send(t.app, share.tenderHomeList, { size: 8, tenderType: '3' }));
    const cards = (await page({ typeCode: '3', size: 8 })).records;
    expect(home.map((h) => [h.id, h.tenderStatus, h.tenderStatusName, h.budget])).toEqual(
      cards.map((c) => [c.id, c.statusCode, c.statusName, c.budget]),
    );
    expect(body(await send(t.app, share.tenderStatuses, {}))).toEqual(TENDER_STATUSES);
  });
});
