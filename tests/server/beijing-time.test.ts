// Beijing time on the server: instants are stored in UTC, and every date-keyed number, day filter,
// calendar cell and ranking period is a Beijing day. The clock stands at 23:30 UTC, 07:30 the
// next day in Beijing, where a UTC day would give the wrong date; the seed's numbers agree with
// their shown publish dates.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { deals, type Deal } from '../../src/api/inquiry-deals';
import { inquiry, type InquiryCard, type MyQuote } from '../../src/api/inquiry';
import { tender, type TenderCard } from '../../src/api/tender';
import { beijingDay, beijingDayKey, beijingInstant } from '../../src/api/time';
import { eachDialect, TEST_NOW, useApp } from './helpers';
import { body, demo, HOUR, inquiryForm, makeCompany, tenderForm, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

/** 23:30 UTC of the seed's day: 07:30 of the next day in Beijing. */
const LATE_UTC = TEST_NOW + 23.5 * HOUR;

eachDialect('Beijing time', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(LATE_UTC);

  it('numbers an inquiry published at 07:30 Beijing (23:30 UTC) with the Beijing date, and its quote too', async () => {
    clock.set(LATE_UTC);
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const d = body<InquiryCard & { lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, buyer));
    const day = beijingDayKey(LATE_UTC);
    expect(day).not.toBe(new Date(LATE_UTC).toISOString().slice(0, 10).replaceAll('-', ''));
    expect(d.inquiryNo).toBe(`XJ${day}${String(id).padStart(6, '0')}`);
    const s = await makeCompany(t.db, '2');
    const q = body<MyQuote>(
      await send(
        t.app,
        inquiry.quote,
        {
          inquiryId: id,
          validDays: 30,
          lines: [{ lineId: d.lines[0].id, unitPrice: 3100, taxIncluded: true, deliveryDays: 7 }],
        },
        s.headers,
      ),
    );
    expect(q.quoteNo.slice(2, 10)).toBe(day);

    // Awarded at 00:16 Beijing two days on (16:16 UTC the day before): the deal is of that Beijing day.
    const awardAt = LATE_UTC + 16 * HOUR + 46 * 60_000;
    expect(new Date(awardAt + 8 * HOUR).toISOString().slice(11, 16)).toBe('00:16');
    clock.set(awardAt);
    body(
      await send(
        t.app,
        inquiry.award,
        { inquiryId: id, lines: [{ lineId: d.lines[0].id, quoteId: q.quoteId }] },
        buyer,
      ),
    );
    const deal = body<Page<Deal>>(await send(t.app, deals.dealPage, { size: 5 })).records.find(
      (x) => x.inquiryId === id,
    )!;
    expect(beijingDay(Date.parse(deal.dealTime))).toBe(beijingDay(awardAt));
    expect(beijingDay(Date.parse(deal.dealTime))).not.toBe(new Date(awardAt).toISOString().slice(0, 10));
    // This month's ranking is Beijing's month: the deal counts in it.
    const board = body<Page<{ companyId: number }>>(
      await send(t.app, deals.rankingPage, { side: 'seller', period: 'month', size: 100 }),
    );
    expect(board.records.some((r) => r.companyId === s.companyId)).toBe(true);
    // The day filter is a Beijing day.
    const mine = body<Page<InquiryCard>>(
      await send(t.app, inquiry.page, {
        publishFrom: beijingDay(LATE_UTC),
        publishTo: beijingDay(LATE_UTC),
        size: 100,
      }),
    );
    expect(mine.records.map((r) => r.id)).toContain(id);
  });

  it('numbers a tender with its Beijing publish day and lays its opening on the Beijing calendar day', async () => {
    clock.set(LATE_UTC);
    const day = beijingDay(LATE_UTC);
    const [y, m, dd] = day.split('-').map(Number);
    // Opening at 00:30 Beijing on the first working day 30 days on: 16:30 UTC the day before.
    let ahead = 30;
    while ([0, 6].includes(new Date(beijingInstant(y, m, dd + ahead, 12)).getUTCDay())) ahead++;
    const open = beijingInstant(y, m, dd + ahead, 0, 30);
    const form = tenderForm(0, {
      registrationDeadline: new Date(beijingInstant(y, m, dd + 8, 17)).toISOString(),
      bidDeadline: new Date(open).toISOString(),
    });
    const { id } = body<{ id: number }>(await send(t.app, tender.publish, form, await demo.buyer(t.db)));
    const card = body<Page<TenderCard>>(await send(t.app, tender.page, { keyword: '人才公寓', size: 50 })).records.find(
      (c) => c.id === id,
    )!;
    expect(card.tenderNo).toBe(`ZB${beijingDayKey(LATE_UTC)}${String(id).padStart(6, '0')}`);
    const openDay = beijingDay(open);
    const cal = body<{ days: { date: string; items: { id: number }[] }[] }>(
      await send(t.app, tender.calendar, { month: openDay.slice(0, 7), keyword: '人才公寓' }),
    );
    expect(cal.days.find((x) => x.items.some((i) => i.id === id))?.date).toBe(openDay);
  });
});

describe('seeded numbers', () => {
  const t = useApp('sqlite');

  it('carry the Beijing day of their shown publish time, for every inquiry and tender', async () => {
    const wrong: string[] = [];
    for (let current = 1; ; current++) {
      const p = body<Page<InquiryCard>>(await send(t.app, inquiry.page, { current, size: 100 }));
      for (const c of p.records)
        if (c.inquiryNo.slice(2, 10) !== beijingDayKey(Date.parse(c.publishTime!)))
          wrong.push(`${c.inquiryNo} ${c.publishTime}`);
      if (current >= p.pages) break;
    }
    for (let current = 1; ; current++) {
      const p = body<Page<TenderCard>>(await send(t.app, tender.page, { current, size: 100 }));
      for (const c of p.records)
        if (c.tenderNo.slice(2, 10) !== beijingDayKey(Date.parse(c.publishTime)))
          wrong.push(`${c.tenderNo} ${c.publishTime}`);
      if (current >= p.pages) break;
    }
    expect(wrong).toEqual([]);
  });
});
