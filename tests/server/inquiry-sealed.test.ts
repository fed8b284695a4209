// 密封报价 and 定向邀请 on the server: before the deadline no caller reads a sealed price (the
// buyer's comparison has no column, other suppliers no quote, visitors and the deals nothing)
// and nobody awards; after it the comparison opens. Invited inquiries take quotes from the
// invited only; 整单定标 takes whole quotes and one supplier.
import { expect, it } from 'vitest';
import { inquiry, type Comparison, type InquiryDetail, type MyQuote } from '../../src/api/inquiry';
import { deals } from '../../src/api/inquiry-deals';
import { SEALED_MSG } from '../../src/api/inquiry-rfq';
import { member } from '../../src/api/member';
import { AWARD_MSG } from '../../src/server/modules/inquiry/award';
import { LINE_MSG } from '../../src/server/modules/inquiry/quotes';
import { QUOTE_MSG } from '../../src/server/modules/inquiry/rules';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, inquiryForm, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

eachDialect('inquiry sealed quotes and invitations', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function publish(over: Parameters<typeof inquiryForm>[1] = {}) {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock, over), buyer);
    const lines = body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, buyer)).lines.map((l) => l.id);
    return { id, lines, buyer };
  }
  const quote = (s: TestCompany, inquiryId: number, prices: Array<[number, number]>) =>
    send(
      t.app,
      inquiry.quote,
      {
        inquiryId,
        validDays: 30,
        lines: prices.map(([lineId, unitPrice]) => ({ lineId, unitPrice, taxIncluded: true, deliveryDays: 7 })),
      },
      s.headers,
    );

  it('hides sealed prices from every caller until the deadline, and refuses the award before it', async () => {
    const { id, lines, buyer } = await publish({ quoteMode: 'sealed' });
    const [a, b] = [await makeCompany(t.db, '2'), await makeCompany(t.db, '2')];
    // Prices no other number in the answers can equal by chance.
    body(
      await quote(a, id, [
        [lines[0], 3123.47],
        [lines[1], 3377.19],
      ]),
    );
    body(
      await quote(b, id, [
        [lines[0], 3211.83],
        [lines[1], 3488.61],
      ]),
    );
    const secret = /3123\.47|3377\.19|3211\.83|3488\.61/;
    const visitor = {};
    const answers = [
      await send(t.app, inquiry.comparison, { inquiryId: id }, buyer),
      await send(t.app, inquiry.detail, { id }, buyer),
      await send(t.app, inquiry.detail, { id }, visitor),
      await send(t.app, inquiry.detail, { id }, b.headers),
      await send(t.app, inquiry.myQuote, { inquiryId: id }, buyer),
      await send(t.app, inquiry.mine, { current: 1, size: 50 }, buyer),
      await send(t.app, deals.dealPage, { current: 1, size: 50 }, visitor),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(secret);
    }
    const c = body<Comparison>(answers[0]);
    expect(c).toMatchObject({ sealed: true, quoteCount: 2, suppliers: [], splitTotal: 0 });
    expect(c.rows.every((r) => r.cells.length === 0)).toBe(true);
    // A supplier reads its own quote, never another's.
    expect(body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, a.headers)).lines[0].unitPrice).toBe(
      3123.47,
    );
    expect(body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, b.headers)).lines[0].unitPrice).toBe(
      3211.83,
    );
    expect(
      refused(await send(t.app, inquiry.award, { inquiryId: id, lines: [{ lineId: lines[0], quoteId: 1 }] }, buyer)),
    ).toEqual([400, SEALED_MSG.award]);

    clock.advance(5 * DAY);
    const opened = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: id }, buyer));
    expect(opened.sealed).toBe(false);
    expect(opened.rows[0].cells.map((cell) => cell?.unitPrice)).toEqual([3123.47, 3211.83]);
    expect(opened.suppliers[0].totalWithTax).toBe(374_816.4 + 119_890.25);
    const quoteA = opened.suppliers[0].quoteId;
    body(
      await send(
        t.app,
        inquiry.award,
        { inquiryId: id, lines: lines.map((lineId) => ({ lineId, quoteId: quoteA })) },
        buyer,
      ),
    );
  });

  it('shows open quotes at once and lets the buyer award before the deadline', async () => {
    const { id, lines, buyer } = await publish({ quoteMode: 'open' });
    const a = await makeCompany(t.db, '2');
    body(
      await quote(a, id, [
        [lines[0], 3000],
        [lines[1], 3100],
      ]),
    );
    const c = body<Comparison>(await send(t.app, inquiry.comparison, { inquiryId: id }, buyer));
    expect(c).toMatchObject({ sealed: false, quoteCount: 1 });
    body(
      await send(
        t.app,
        inquiry.award,
        { inquiryId: id, lines: [{ lineId: lines[0], quoteId: c.suppliers[0].quoteId }] },
        buyer,
      ),
    );
  });

  it('takes quotes from invited suppliers only (定向邀请) and tells them', async () => {
    const [invited, other] = [await makeCompany(t.db, '2'), await makeCompany(t.db, '2')];
    const { id, lines } = await publish({ invitedSupplierIds: [invited.companyId] });
    const notices = body<{ records: { title: string }[] }>(
      await send(t.app, member.notices, { kind: 'system', current: 1, size: 10 }, invited.headers),
    );
    expect(notices.records.some((n) => n.title.startsWith('询价邀请'))).toBe(true);
    expect(
      refused(
        await quote(other, id, [
          [lines[0], 3000],
          [lines[1], 3000],
        ]),
      ),
    ).toEqual([400, QUOTE_MSG.invited]);
    const seenByOther = body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, other.headers));
    expect(seenByOther).toMatchObject({
      invitedOnly: true,
      invited: [],
      viewer: { canQuote: false, quoteBlockedReason: QUOTE_MSG.invited, invited: false },
    });
    expect(body<InquiryDetail>(await send(t.app, inquiry.detail, { id }, invited.headers)).viewer).toMatchObject({
      canQuote: true,
      invited: true,
    });
    body(
      await quote(invited, id, [
        [lines[0], 3000],
        [lines[1], 3000],
      ]),
    );
  });

  it('takes only whole quotes and awards to one supplier when the award is 整单', async () => {
    const { id, lines, buyer } = await publish({ awardMode: 'whole' });
    const [a, b] = [await makeCompany(t.db, '2'), await makeCompany(t.db, '2')];
    expect(refused(await quote(a, id, [[lines[0], 3000]]))).toEqual([400, LINE_MSG.whole]);
    const qa = body<MyQuote>(
      await quote(a, id, [
        [lines[0], 3000],
        [lines[1], 3300],
      ]),
    ).quoteId;
    const qb = body<MyQuote>(
      await quote(b, id, [
        [lines[0], 3100],
        [lines[1], 3200],
      ]),
    ).quoteId;
    const split = [
      { lineId: lines[0], quoteId: qa },
      { lineId: lines[1], quoteId: qb },
    ];
    expect(refused(await send(t.app, inquiry.award, { inquiryId: id, lines: split }, buyer))).toEqual([
      400,
      AWARD_MSG.whole,
    ]);
    expect(refused(await send(t.app, inquiry.award, { inquiryId: id, lines: [split[0]] }, buyer))).toEqual([
      400,
      AWARD_MSG.whole,
    ]);
    body(
      await send(
        t.app,
        inquiry.award,
        { inquiryId: id, lines: lines.map((lineId) => ({ lineId, quoteId: qb })) },
        buyer,
      ),
    );
  });
});
