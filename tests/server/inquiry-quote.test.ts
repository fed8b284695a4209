// Quotes and awards: per-line quotes revised in place until the deadline, one per supplier
// company (30 parallel quotes lose and double nothing), who may not quote, the comparison
// normalised to 含税 with the lowest marked, awards to several suppliers once (also under a
// burst), and what they feed: deals, rankings, notices.
import { expect, it } from 'vitest';
import { inquiry, type Comparison, type MyQuote } from '../../src/api/inquiry';
import { deals, type Deal, type RankingRow } from '../../src/api/inquiry-deals';
import type { Page } from '../../src/api/define';
import { member } from '../../src/api/member';
import { ROLE_MSG } from '../../src/server/floor/members';
import { AWARD_MSG } from '../../src/server/modules/inquiry/award';
import { LINE_MSG } from '../../src/server/modules/inquiry/quotes';
import { QUOTE_MSG } from '../../src/server/modules/inquiry/rules';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, inquiryForm, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

eachDialect('inquiry quotes and awards', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function publish(headers?: Record<string, string>) {
    const buyer = headers ?? (await demo.buyer(t.db));
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const lines = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, buyer)).lines.map(
      (l) => l.id,
    );
    return { id, lines, buyer };
  }
  const quote = (
    s: TestCompany | Record<string, string>,
    inquiryId: number,
    lines: [number, number, boolean][],
    validDays = 30,
  ) =>
    send(
      t.app,
      inquiry.quote,
      {
        inquiryId,
        validDays,
        remark: '含运费',
        lines: lines.map(([lineId, unitPrice, taxIncluded]) => ({ lineId, unitPrice, taxIncluded, deliveryDays: 7 })),
      },
      'headers' in s ? (s.headers as Record<string, string>) : s,
    );
  const unread = async (headers: Record<string, string>) =>
    body<{ system: number }>(await send(t.app, member.unreadCount, {}, headers)).system;

  it('quotes per line and revises the one quote of the company until the deadline', async () => {
    const { id, lines, buyer } = await publish();
    const s = await makeCompany(t.db, '2');
    const before = await unread(buyer);
    const first = body<MyQuote>(await quote(s, id, [[lines[0], 3100, false]]));
    expect(first).toMatchObject({
      revision: 1,
      result: 'pending',
      totalWithTax: 420_360,
      lines: [{ unitPrice: 3100, unitPriceWithTax: 3503, amountWithTax: 420_360 }],
    });
    expect(first.quoteNo).toMatch(/^BJ\d{14}$/);
    clock.advance(DAY);
    const again = body<MyQuote>(
      await quote(s, id, [
        [lines[0], 3050, true],
        [lines[1], 3600, true],
      ]),
    );
    expect(again).toMatchObject({ quoteId: first.quoteId, revision: 2, totalWithTax: 3050 * 120 + 3600 * 35.5 });
    expect(body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, s.headers))).toEqual(again);
    const d = body<{ quoteCount: number; viewer: { hasQuoted: boolean; canQuote: boolean } }>(
      await send(t.app, inquiry.detail, { id }, s.headers),
    );
    expect(d).toMatchObject({ quoteCount: 1, viewer: { hasQuoted: true, canQuote: true } });
    expect(await unread(buyer)).toBe(before + 2);
  });

  it('refuses its own company, buyers, foreign lines, and any quote after the deadline', async () => {
    const { id, lines, buyer } = await publish();
    // The buyer's own company is a buyer: the call's policy (suppliers only) refuses it first.
    expect(refused(await quote(buyer, id, [[lines[0], 1, true]]))).toEqual([400, ROLE_MSG.supplier]);
    const hangzhou = await publish(await demo.hangzhou(t.db));
    // 13800000002 also belongs to 杭州鼎盛: quoting on its inquiry through 上海恒信 is refused too.
    expect(refused(await quote(await demo.supplier(t.db), hangzhou.id, [[hangzhou.lines[0], 1, true]]))).toEqual([
      400,
      QUOTE_MSG.own,
    ]);
    expect(refused(await quote(await makeCompany(t.db, '1'), id, [[lines[0], 1, true]]))).toEqual([
      400,
      ROLE_MSG.supplier,
    ]);
    const s = await makeCompany(t.db, '2');
    expect(refused(await quote(s, id, [[hangzhou.lines[0], 1, true]]))).toEqual([400, LINE_MSG.foreign]);
    expect(
      refused(
        await quote(s, id, [
          [lines[0], 1, true],
          [lines[0], 2, true],
        ]),
      ),
    ).toEqual([400, LINE_MSG.twice]);
    expect(refused(await quote(s, 2_000_000_000, [[lines[0], 1, true]]))[0]).toBe(404);
    body(await quote(s, id, [[lines[0], 3000, true]]));
    clock.advance(5 * DAY);
    const [status, msg] = refused(await quote(s, id, [[lines[0], 2900, true]]));
    expect(status).toBe(400);
    // The clock stands exactly at the deadline (published 5 days before it).
    expect(msg).toBe(QUOTE_MSG.deadline(new Date(clock.now).toISOString().slice(0, 19).replace('T', ' ')));
    expect(msg).toMatch(/^报价已截止（截止时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}），不能再提交或修改报价$/);
    const d = body<{ state: string; viewer: { canQuote: boolean; quoteBlockedReason: string } }>(
      await send(t.app, inquiry.detail, { id }, s.headers),
    );
    expect(d).toMatchObject({ state: 'expired', viewer: { canQuote: false, quoteBlockedReason: msg } });
    expect(body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, s.headers)).lines[0].unitPrice).toBe(
      3000,
    );
  });

  it('keeps 30 parallel quotes from 30 companies: none lost, none doubled', async () => {
    const { id, lines, buyer } = await publish();
    const suppliers = await Promise.all(Array.from({ length: 30 }, () => makeCompany(t.db, '2')));
    const results = await Promise.all(suppliers.map((s, i) => quote(s, id, [[lines[0], 3000 + i, true]])));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const rows = await t.db
      .selectFrom('inquiry_quote')
      .select('supplier_company_id')
      .where('inquiry_id', '=', id)
      .execute();
    expect(new Set(rows.map((r) => r.supplier_company_id))).toEqual(new Set(suppliers.map((s) => s.companyId)));
    expect(body<{ quoteCount: number }>(await send(t.app, inquiry.detail, { id })).quoteCount).toBe(30);
    const cmp = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: id }, buyer));
    expect(cmp.suppliers).toHaveLength(30);
    expect(cmp.rows[0].lowestQuoteIds).toEqual([
      cmp.suppliers.find((s) => s.companyId === suppliers[0].companyId)!.quoteId,
    ]);
  });

  it('keeps one quote when one company revises in parallel', async () => {
    const { id, lines } = await publish();
    const s = await makeCompany(t.db, '2');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => quote(s, id, [[lines[0], 3000 + i, true]])));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.selectFrom('inquiry_quote').select(['revision']).where('inquiry_id', '=', id).execute();
    expect(rows).toEqual([{ revision: 10 }]);
    expect(body<{ quoteCount: number }>(await send(t.app, inquiry.detail, { id })).quoteCount).toBe(1);
  });

  it('compares in 含税: lowest per line, totals, the lowest complete quote and the split total', async () => {
    const { id, lines, buyer } = await publish();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeCompany(t.db, '2')));
    body(
      await quote(a, id, [
        [lines[0], 3500, true],
        [lines[1], 3600, false],
      ]),
    );
    body(
      await quote(b, id, [
        [lines[0], 3100, false],
        [lines[1], 3700, true],
      ]),
    );
    body(await quote(c, id, [[lines[0], 3400, true]]));
    expect(refused(await send(t.app, inquiry.comparison, { inquiryId: id }, a.headers))[0]).toBe(404);
    const cmp = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: id }, buyer));
    expect(cmp.suppliers.map((s) => [s.companyId, s.totalWithTax, s.complete, s.lowestTotal])).toEqual([
      [a.companyId, 420_000 + 4068 * 35.5, true, false],
      [b.companyId, 3503 * 120 + 3700 * 35.5, true, true],
      [c.companyId, 408_000, false, false],
    ]);
    expect(cmp.rows.map((r) => r.cells.map((x) => x && [x.unitPriceWithTax, x.lowest]))).toEqual([
      [
        [3500, false],
        [3503, false],
        [3400, true],
      ],
      [[4068, false], [3700, true], null],
    ]);
    expect(cmp.splitTotal).toBe(408_000 + 3700 * 35.5);
  });

  it('awards several suppliers once: deals, rankings, results and notices follow', async () => {
    const { id, lines, buyer } = await publish();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeCompany(t.db, '2')));
    const q = {
      a: body<MyQuote>(
        await quote(a, id, [
          [lines[0], 3500, true],
          [lines[1], 3600, true],
        ]),
      ),
      b: body<MyQuote>(await quote(b, id, [[lines[1], 3550, true]])),
      c: body<MyQuote>(await quote(c, id, [[lines[0], 3400, true]])),
    };
    const before = await Promise.all([a, b, c].map((s) => unread(s.headers)));
    const award = {
      inquiryId: id,
      lines: [
        { lineId: lines[0], quoteId: q.c.quoteId },
        { lineId: lines[1], quoteId: q.b.quoteId },
      ],
    };
    expect(
      refused(
        await send(t.app, inquiry.award, { inquiryId: id, lines: [{ lineId: lines[1], quoteId: q.c.quoteId }] }, buyer),
      ),
    ).toEqual([400, AWARD_MSG.unpriced]);
    expect(body(await send(t.app, inquiry.award, award, buyer))).toMatchObject({
      id,
      state: 'closed',
      stateName: '已成交',
    });
    expect(refused(await send(t.app, inquiry.award, award, buyer))).toEqual([400, AWARD_MSG.done]);
    expect(refused(await quote(a, id, [[lines[0], 1, true]]))).toEqual([400, QUOTE_MSG.closed]);
    expect(await Promise.all([a, b, c].map((s) => unread(s.headers)))).toEqual(before.map((n) => n + 1));
    const results = await Promise.all(
      [a, b, c].map(
        async (s) => body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, s.headers)).result,
      ),
    );
    expect(results).toEqual(['lost', 'won', 'won']);

    const page = body<Page<Deal>>(await send(t.app, deals.dealPage, { size: 2 }));
    expect(page.records.map((d) => [d.inquiryId, d.materialName, d.amount]).sort()).toEqual(
      [
        [id, '盘螺', 3550 * 35.5],
        [id, '螺纹钢', 3400 * 120],
      ].sort(),
    );
    expect(page.records[0].supplierName).toMatch(/^测试\*\*/);
    expect(page.records[0].buyerName).toBe('南京**建设工程有限公司');
    const ranking = body<Page<RankingRow>>(
      await send(t.app, deals.rankingPage, { side: 'seller', period: 'month', size: 100 }),
    );
    expect(ranking.records.find((r) => r.companyId === c.companyId)).toMatchObject({
      amount: 408_000,
      dealCount: 1,
      activityCount: 1,
    });
    const detail = body<{ state: string; deals: { lineId: number; supplierName: string }[] }>(
      await send(t.app, inquiry.detail, { id }),
    );
    expect(detail.state).toBe('closed');
    expect(detail.deals.map((d) => d.lineId)).toEqual(lines);
  });

  it('awards once under a burst of awards', async () => {
    const { id, lines, buyer } = await publish();
    const [a, b] = await Promise.all([1, 2].map(() => makeCompany(t.db, '2')));
    const qa = body<MyQuote>(
      await quote(a, id, [
        [lines[0], 3500, true],
        [lines[1], 3600, true],
      ]),
    );
    const qb = body<MyQuote>(
      await quote(b, id, [
        [lines[0], 3400, true],
        [lines[1], 3700, true],
      ]),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          t.app,
          inquiry.award,
          { inquiryId: id, lines: lines.map((lineId) => ({ lineId, quoteId: i % 2 ? qa.quoteId : qb.quoteId })) },
          buyer,
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, AWARD_MSG.done]);
    const rows = await t.db
      .selectFrom('inquiry_deal')
      .select(['line_id', 'quote_id'])
      .where('inquiry_id', '=', id)
      .execute();
    expect(rows.map((r) => r.line_id).sort()).toEqual([...lines].sort());
    expect(new Set(rows.map((r) => r.quote_id)).size).toBe(1);
  });

  it('awards only its own inquiry, its lines and quotes, and quotes still valid', async () => {
    const { id, lines, buyer } = await publish();
    const other = await publish();
    const s = await makeCompany(t.db, '2');
    const q = body<MyQuote>(await quote(s, id, [[lines[0], 3500, true]], 1));
    const qOther = body<MyQuote>(await quote(s, other.id, [[other.lines[0], 3500, true]]));
    const stranger = await makeCompany(t.db, '1');
    expect(
      refused(
        await send(
          t.app,
          inquiry.award,
          { inquiryId: id, lines: [{ lineId: lines[0], quoteId: q.quoteId }] },
          stranger.headers,
        ),
      )[0],
    ).toBe(404);
    expect(
      refused(
        await send(
          t.app,
          inquiry.award,
          {
            inquiryId: id,
            lines: [
              { lineId: lines[0], quoteId: q.quoteId },
              { lineId: lines[0], quoteId: q.quoteId },
            ],
          },
          buyer,
        ),
      ),
    ).toEqual([400, AWARD_MSG.twice]);
    expect(
      refused(
        await send(
          t.app,
          inquiry.award,
          { inquiryId: id, lines: [{ lineId: other.lines[0], quoteId: q.quoteId }] },
          buyer,
        ),
      ),
    ).toEqual([400, AWARD_MSG.line]);
    expect(
      refused(
        await send(
          t.app,
          inquiry.award,
          { inquiryId: id, lines: [{ lineId: lines[0], quoteId: qOther.quoteId }] },
          buyer,
        ),
      ),
    ).toEqual([400, AWARD_MSG.quote]);
    expect(refused(await send(t.app, inquiry.award, { inquiryId: id, lines: [] }, buyer))).toEqual([
      400,
      '参数错误：请至少选择一项物料的中标供应商',
    ]);
    clock.advance(2 * DAY);
    const [status, msg] = refused(
      await send(t.app, inquiry.award, { inquiryId: id, lines: [{ lineId: lines[0], quoteId: q.quoteId }] }, buyer),
    );
    expect([status, msg]).toEqual([400, expect.stringMatching(/^所选报价已于 .+ 过期，不能定标$/)]);
    const cmp = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: id }, buyer));
    expect(cmp.suppliers[0].lapsed).toBe(true);
  });
});
