// The supplier desk: the profile (saved and checked), 待我报价 with the matching inquiries first
// and why they match (invited inquiries only for the invited), 我的报价 with every outcome
// (quoted, revised, won, lost, expired) and its totals.
import { expect, it } from 'vitest';
import { inquiry, type InquiryCard } from '../../src/api/inquiry';
import { inquiryDesk, type QuoteHistoryRow, type QuoteTotals, type SupplierProfile } from '../../src/api/inquiry-desk';
import { VAT_MSG } from '../../src/api/inquiry-rfq';
import type { Page } from '../../src/api/define';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, inquiryForm, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

type Req = InquiryCard & { matchReasons: string[]; myQuote: unknown };

eachDialect('inquiry supplier desk', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const publish = async (over: Parameters<typeof inquiryForm>[1] = {}, days = 5) => {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock, over, days), buyer);
    const lines = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, buyer)).lines.map(
      (l) => l.id,
    );
    return { id, lines, buyer };
  };
  const quote = (s: TestCompany, inquiryId: number, lines: number[], price: number, validDays = 30) =>
    send(
      t.app,
      inquiry.quote,
      {
        inquiryId,
        validDays,
        lines: lines.map((lineId) => ({ lineId, unitPrice: price, taxIncluded: true, deliveryDays: 7 })),
      },
      s.headers,
    );

  it('saves the profile and checks it', async () => {
    const s = await makeCompany(t.db, '2');
    expect(body<SupplierProfile>(await send(t.app, inquiryDesk.profile, {}, s.headers))).toMatchObject({
      categories: [],
      regions: [],
      updatedAt: null,
    });
    expect(
      refused(
        await send(
          t.app,
          inquiryDesk.saveProfile,
          { categories: ['2'], regions: ['320000'], simpleTax: true },
          s.headers,
        ),
      ),
    ).toEqual([400, VAT_MSG.simple]);
    expect(
      refused(await send(t.app, inquiryDesk.saveProfile, { categories: ['2'], regions: ['320100'] }, s.headers))[0],
    ).toBe(400);
    expect(
      refused(await send(t.app, inquiryDesk.saveProfile, { categories: [], regions: ['320000'] }, s.headers))[0],
    ).toBe(400);
    const saved = body<SupplierProfile>(
      await send(
        t.app,
        inquiryDesk.saveProfile,
        { categories: ['2', '7'], regions: ['320000', '310000'], simpleTax: true },
        s.headers,
      ),
    );
    expect(saved).toMatchObject({ categories: ['2', '7'], regions: ['320000', '310000'], simpleTax: true });
    const buyer = await makeCompany(t.db, '1');
    expect(refused(await send(t.app, inquiryDesk.profile, {}, buyer.headers))[0]).toBe(400);
    // Parallel saves leave one row, the last one written.
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(t.app, inquiryDesk.saveProfile, { categories: [String(i + 1)], regions: ['320000'] }, s.headers),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    const rows = await t.db
      .selectFrom('inquiry_supplier_profile')
      .select('categories')
      .where('company_id', '=', s.companyId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lists matching inquiries first with their reasons, invited ones only to the invited', async () => {
    const s = await makeCompany(t.db, '2');
    body(await send(t.app, inquiryDesk.saveProfile, { categories: ['2'], regions: ['320000'] }, s.headers));
    // Closing soonest, so without matching it would come first.
    const other = await publish(
      {
        categoryCode: '1',
        provinceCode: '330000',
        cityCode: '330100',
        districtCode: '330106',
        title: '杭州某项目水泥采购询价',
      },
      2,
    );
    const match = await publish({}, 6);
    const hidden = await publish({ invitedSupplierIds: [(await makeCompany(t.db, '2')).companyId] }, 3);
    const invited = await publish({ invitedSupplierIds: [s.companyId], categoryCode: '1' }, 4);
    const page = body<Page<Req>>(await send(t.app, inquiry.supplierRequirements, { current: 1, size: 100 }, s.headers));
    const ids = page.records.map((r) => r.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(match.id)).toBeLessThan(ids.indexOf(other.id));
    expect(ids.indexOf(invited.id)).toBeLessThan(ids.indexOf(other.id));
    expect(page.records.find((r) => r.id === match.id)!.matchReasons).toEqual(['主营品类：钢材', '服务地区：江苏省']);
    expect(page.records.find((r) => r.id === invited.id)!.matchReasons).toEqual(['受邀报价', '服务地区：江苏省']);
    expect(page.records.find((r) => r.id === other.id)!.matchReasons).toEqual([]);
  });

  it('keeps every quote with its outcome and totals', async () => {
    const s = await makeCompany(t.db, '2');
    const rival = await makeCompany(t.db, '2');
    const won = await publish();
    const lost = await publish();
    const revised = await publish({}, 9);
    const lapsed = await publish({}, 9);
    const withdrawn = await publish({}, 9);
    body(await quote(s, won.id, won.lines, 3000));
    body(await quote(s, lost.id, lost.lines, 3200));
    body(await quote(rival, lost.id, lost.lines, 3100));
    body(await quote(s, revised.id, revised.lines, 3000));
    body(await quote(s, revised.id, revised.lines, 2950));
    body(await quote(s, lapsed.id, lapsed.lines, 3000, 1));
    body(await quote(s, withdrawn.id, withdrawn.lines, 3000));
    body(await send(t.app, inquiry.withdraw, { id: withdrawn.id }, withdrawn.buyer));
    clock.advance(6 * DAY);
    for (const x of [won, lost]) {
      const c = body<{ suppliers: { quoteId: number; companyId: number; totalWithTax: number }[] }>(
        await send(t.app, inquiry.comparison, { inquiryId: x.id }, x.buyer),
      );
      const best = [...c.suppliers].sort((a, b) => a.totalWithTax - b.totalWithTax)[0];
      body(
        await send(
          t.app,
          inquiry.award,
          { inquiryId: x.id, lines: x.lines.map((lineId) => ({ lineId, quoteId: best.quoteId })) },
          x.buyer,
        ),
      );
    }
    const all = body<{ page: Page<QuoteHistoryRow>; totals: QuoteTotals }>(
      await send(t.app, inquiryDesk.myQuotes, { current: 1, size: 10 }, s.headers),
    );
    const outcome = (id: number) => all.page.records.find((r) => r.inquiryId === id)?.outcome;
    expect([won, lost, revised, lapsed, withdrawn].map((x) => outcome(x.id))).toEqual([
      'won',
      'lost',
      'revised',
      'expired',
      'expired',
    ]);
    const total = (3000 * 120 + 3000 * 35.5) * 3 + (3200 + 2950 + 3000 * 0) * 155.5;
    expect(all.totals).toMatchObject({ quotes: 5, won: 1, lost: 1, open: 1, expired: 2, wonAmount: 3000 * 155.5 });
    expect(all.totals.quotedAmount).toBeCloseTo(total, 2);
    const onlyWon = body<{ page: Page<QuoteHistoryRow> }>(
      await send(t.app, inquiryDesk.myQuotes, { outcome: 'won', current: 1, size: 10 }, s.headers),
    );
    expect(onlyWon.page.records.map((r) => r.inquiryId)).toEqual([won.id]);
  });
});
