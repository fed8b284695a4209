// A quote's revision history on the server: every submission keeps its prices and time (exact
// under parallel revisions: one revision per acknowledged submission, numbered 1..n with the
// prices each carried); the supplier reads its own always, the buyer an open quote's at once and
// a sealed one's only after the deadline, anybody else nothing.
import { expect, it } from 'vitest';
import { inquiry, type MyQuote } from '../../src/api/inquiry';
import { inquiryDesk, QUOTE_REVISIONS_MSG, type QuoteRevision } from '../../src/api/inquiry-desk';
import { SEALED_MSG } from '../../src/api/inquiry-rfq';
import { eachDialect, useApp } from './helpers';
import {
  body,
  DAY,
  demo,
  HOUR,
  inquiryForm,
  makeCompany,
  refused,
  useClock,
  type TestCompany,
} from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

type Revisions = { quoteId: number; companyName: string; revisions: QuoteRevision[] };

eachDialect('inquiry quote revisions', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function publish(over: Parameters<typeof inquiryForm>[1] = {}) {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock, over), buyer);
    const lines = (
      await t.db.selectFrom('inquiry_line').select('id').where('inquiry_id', '=', id).orderBy('seq').execute()
    ).map((l) => l.id);
    return { id, lines, buyer };
  }
  const quote = (s: TestCompany, inquiryId: number, price: number, lines: number[]) =>
    send(
      t.app,
      inquiry.quote,
      {
        inquiryId,
        validDays: 30,
        lines: lines.map((lineId, i) => ({ lineId, unitPrice: price + i, taxIncluded: true, deliveryDays: 7 })),
      },
      s.headers,
    );
  const revisions = (quoteId: number, headers: Record<string, string>) =>
    send(t.app, inquiryDesk.quoteRevisions, { quoteId }, headers);

  it('keeps each revision’s prices and time for the supplier, newest first', async () => {
    const { id, lines, buyer } = await publish();
    const s = await makeCompany(t.db, '2');
    const first = body<MyQuote>(await quote(s, id, 3200, lines));
    clock.advance(2 * HOUR);
    body(await quote(s, id, 3150, lines));
    clock.advance(HOUR);
    const last = body<MyQuote>(await quote(s, id, 3080, [lines[0]]));
    expect(last.revision).toBe(3);
    const h = body<Revisions>(await revisions(first.quoteId, s.headers));
    expect(h.companyName).toBe(s.name);
    expect(h.revisions.map((r) => [r.revision, r.lines.map((l) => l.unitPriceWithTax)])).toEqual([
      [3, [3080]],
      [2, [3150, 3151]],
      [1, [3200, 3201]],
    ]);
    expect(Date.parse(h.revisions[0].submittedAt) - Date.parse(h.revisions[2].submittedAt)).toBe(3 * HOUR);
    expect(h.revisions[0].totalWithTax).toBe(last.totalWithTax);
    // An open quote: the buyer reads the history at once; another supplier does not.
    expect(body<Revisions>(await revisions(first.quoteId, buyer)).revisions).toHaveLength(3);
    const other = await makeCompany(t.db, '2');
    expect(refused(await revisions(first.quoteId, other.headers))).toEqual([404, QUOTE_REVISIONS_MSG.missing]);
    expect((await revisions(first.quoteId, {})).statusCode).toBe(401);
  });

  it('keeps sealed revisions from the buyer until the deadline', async () => {
    const { id, lines, buyer } = await publish({ quoteMode: 'sealed' });
    const s = await makeCompany(t.db, '2');
    const q = body<MyQuote>(await quote(s, id, 4321.17, lines));
    body(await quote(s, id, 4299.83, lines));
    const early = await revisions(q.quoteId, buyer);
    expect(refused(early)).toEqual([400, SEALED_MSG.comparison]);
    expect(early.body).not.toMatch(/4321|4299/);
    expect(
      body<Revisions>(await revisions(q.quoteId, s.headers)).revisions.map((r) => r.lines[0].unitPriceWithTax),
    ).toEqual([4299.83, 4321.17]);
    clock.advance(6 * DAY);
    expect(
      body<Revisions>(await revisions(q.quoteId, buyer)).revisions.map((r) => r.lines[0].unitPriceWithTax),
    ).toEqual([4299.83, 4321.17]);
  });

  it('records one revision per parallel submission, each with its own prices', async () => {
    const { id, lines } = await publish();
    const s = await makeCompany(t.db, '2');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => quote(s, id, 5000 + i, [lines[0]])));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const quoteId = body<MyQuote>(results[0]).quoteId;
    const h = body<Revisions>(await revisions(quoteId, s.headers));
    expect(h.revisions.map((r) => r.revision)).toEqual(Array.from({ length: 12 }, (_, i) => 12 - i));
    // Every submitted price appears once, and the newest revision is the quote as it stands.
    expect(h.revisions.map((r) => r.lines[0].unitPriceWithTax).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => 5000 + i),
    );
    const now = body<MyQuote>(await send(t.app, inquiry.myQuote, { inquiryId: id }, s.headers));
    expect(h.revisions[0].lines[0].unitPriceWithTax).toBe(now.lines[0].unitPriceWithTax);
  });

  it('refuses a bad quote id with a Chinese message', async () => {
    const s = await makeCompany(t.db, '2');
    expect(
      (await send(t.app, inquiryDesk.quoteRevisions, { quoteId: 'abc' as unknown as number }, s.headers)).statusCode,
    ).toBe(400);
    expect(refused(await revisions(99_999_999, s.headers))).toEqual([404, QUOTE_REVISIONS_MSG.missing]);
  });
});
