// The browser test's path on the server, with the demo accounts as a user logs in: 13800000001
// (南京华建, buyer) publishes; 13800000002 for 上海恒信 (supplier) finds it and quotes; the buyer
// compares and awards; the deal shows in orderMore and the rankings, and both sides were told.
import { expect, it } from 'vitest';
import { auth, type TokenResult } from '../../src/api/auth';
import type { Page } from '../../src/api/define';
import { inquiry, type Comparison, type InquiryDetail, type MyQuote } from '../../src/api/inquiry';
import { deals, type Deal, type RankingRow } from '../../src/api/inquiry-deals';
import { member } from '../../src/api/member';
import { DEMO_PASSWORD } from '../../src/server/db/seed/members';
import { eachDialect, useApp } from './helpers';
import { body, inquiryForm, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

eachDialect('demo path: publish → quote → compare → award → orderMore', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function login(phone: string, tenantId?: string) {
    const token = body<TokenResult>(
      await send(t.app, auth.token, {
        grantType: 'password',
        phone,
        password: DEMO_PASSWORD,
        ...(tenantId ? { tenantId } : {}),
      }),
    );
    return { 'blade-auth': `bearer ${token.accessToken}` };
  }
  const system = async (headers: Record<string, string>) =>
    body<{ system: number }>(await send(t.app, member.unreadCount, {}, headers)).system;

  it('runs the whole path with the demo accounts', async () => {
    const buyer = await login('13800000001');
    const supplier = await login('13800000002', '100002');
    const [buyerNotices, supplierNotices] = [await system(buyer), await system(supplier)];

    // It waits for a 审核员 (询价审核 in the console), who approves it: then it is published.
    const published = await publishedInquiry(t, inquiryForm(clock, { title: '演示：江宁安置房钢筋采购询价' }), buyer);
    // 上海恒信's saved search 钢材询价 (seeded) matches the new steel inquiry.
    expect(await system(supplier)).toBe(supplierNotices + 1);

    const found = body<Page<{ id: number }>>(
      await send(t.app, inquiry.supplierRequirements, { keyword: '演示：江宁', quoted: 'unquoted' }, supplier),
    );
    expect(found.records.map((r) => r.id)).toEqual([published.id]);
    const seen = body<InquiryDetail>(await send(t.app, inquiry.detail, { id: published.id }, supplier));
    expect(seen.viewer).toEqual({
      isOwner: false,
      canQuote: true,
      quoteBlockedReason: '',
      hasQuoted: false,
      invited: false,
    });
    const quote = body<MyQuote>(
      await send(
        t.app,
        inquiry.quote,
        {
          inquiryId: published.id,
          validDays: 15,
          remark: '现货，含运费',
          lines: [
            { lineId: seen.lines[0].id, unitPrice: 3380, taxIncluded: true, deliveryDays: 5 },
            { lineId: seen.lines[1].id, unitPrice: 3200, taxIncluded: false, deliveryDays: 5 },
          ],
        },
        supplier,
      ),
    );
    expect(quote.totalWithTax).toBe(3380 * 120 + 3616 * 35.5);
    // The buyer heard of the approval (询价已通过审核) and of the quote.
    expect(await system(buyer)).toBe(buyerNotices + 2);

    const cmp = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: published.id }, buyer));
    expect(cmp.suppliers.map((s) => [s.name, s.verified, s.lowestTotal])).toEqual([
      ['上海恒信建材贸易有限公司', true, true],
    ]);
    expect(cmp.rows.map((r) => r.cells[0]?.lowest)).toEqual([true, true]);
    const awarded = body<{ state: string }>(
      await send(
        t.app,
        inquiry.award,
        { inquiryId: published.id, lines: cmp.rows.map((r) => ({ lineId: r.id, quoteId: cmp.suppliers[0].quoteId })) },
        buyer,
      ),
    );
    expect(awarded.state).toBe('closed');
    expect(await system(supplier)).toBe(supplierNotices + 2);

    const orderMore = body<Page<Deal>>(await send(t.app, deals.dealPage, { size: 2 }));
    expect(
      orderMore.records.map((d) => [
        d.inquiryId,
        d.buyerName,
        d.supplierName,
        d.materialName,
        d.quantity,
        d.unit,
        d.unitPrice,
        d.amount,
      ]),
    ).toEqual([
      [published.id, '南京**建设工程有限公司', '上海**建材贸易有限公司', '螺纹钢', 120, '吨', 3380, 405_600],
      [published.id, '南京**建设工程有限公司', '上海**建材贸易有限公司', '盘螺', 35.5, '吨', 3616, 128_368],
    ]);
    const sellers = body<Page<RankingRow>>(
      await send(t.app, deals.rankingPage, { side: 'seller', period: 'month', size: 100 }),
    );
    expect(sellers.records.find((r) => r.companyId === 2)?.amount).toBeGreaterThanOrEqual(405_600 + 128_368);
    const buyers = body<Page<RankingRow>>(
      await send(t.app, deals.rankingPage, { side: 'buyer', period: 'month', size: 100 }),
    );
    expect(buyers.records.find((r) => r.companyId === 1)?.dealCount).toBeGreaterThanOrEqual(2);
    expect(body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: published.id }, supplier)).result).toBe('won');
  });
});
