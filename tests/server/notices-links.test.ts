// Notices written by the sections link to their object: an award tells each bidder with a link
// to the inquiry, a quote tells the buyer with a link to the comparison, a withdrawal tells the
// suppliers who quoted, a tender registration tells the tender's company.
import { expect, it } from 'vitest';
import { inquiry, type MyQuote } from '../../src/api/inquiry';
import { tender } from '../../src/api/tender';
import { member, type NoticeCard } from '../../src/api/member';
import { pageLinks } from '../../src/api/paths';
import { savedSearch } from '../../src/api/saved-search';
import type { Page } from '../../src/api/define';
import { eachDialect, useApp } from './helpers';
import { body, demo, inquiryForm, makeCompany, tenderForm, useClock, type TestCompany } from './inquiry-helpers';
import { call, send } from './mall-helpers';
import { publishedInquiry } from './review-helpers';

eachDialect('notices link to their objects', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  const newest = async (headers: Record<string, string>) =>
    ((await call(t.app, member.notices, { kind: 'system', size: 1 }, headers)) as Page<NoticeCard>).records[0];

  async function publishWithQuote(supplier: TestCompany) {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const lines = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, buyer)).lines.map(
      (l) => l.id,
    );
    const input = {
      inquiryId: id,
      validDays: 30,
      lines: lines.map((lineId) => ({ lineId, unitPrice: 3500, taxIncluded: true, deliveryDays: 7 })),
    };
    const q = body<MyQuote>(await send(t.app, inquiry.quote, input, supplier.headers));
    return { id, lines, buyer, quoteId: q.quoteId };
  }

  it('an award tells the winner with a link to the inquiry; the quote told the buyer with a link to the comparison', async () => {
    const s = await makeCompany(t.db, '2');
    const { id, lines, buyer, quoteId } = await publishWithQuote(s);
    expect(await newest(buyer)).toMatchObject({
      objectKind: 'quote',
      objectId: quoteId,
      link: pageLinks.inquiryComparison(id),
      isRead: false,
    });
    body(
      await send(t.app, inquiry.award, { inquiryId: id, lines: lines.map((lineId) => ({ lineId, quoteId })) }, buyer),
    );
    const won = await newest(s.headers);
    expect(won).toMatchObject({
      kind: 'system',
      objectKind: 'inquiry',
      objectId: id,
      link: `/preferentialInquiry/inquiryDetail?id=${id}`,
      isRead: false,
    });
    expect(won.title).toMatch(/^恭喜中标：/);
    // The content reads as a sentence: the link is the notice's, not pasted into its text.
    const d = await call(t.app, member.notice, { id: won.id }, s.headers);
    expect(d.content).not.toContain('/preferentialInquiry');
  });

  it('a saved search that a new inquiry matches tells its owner, linking to the inquiry', async () => {
    const s = await makeCompany(t.db, '2');
    body(await send(t.app, savedSearch.save, { kind: 'inquiry', name: '全部询价', filters: {} }, s.headers));
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const n = await newest(s.headers);
    expect(n).toMatchObject({ objectKind: 'inquiry', objectId: id, link: pageLinks.inquiryDetail(id) });
    expect(n.title).toMatch(/^您订阅的「全部询价」有新询价/);
  });

  it('a withdrawal tells the suppliers who quoted, linking to the inquiry', async () => {
    const s = await makeCompany(t.db, '2');
    const { id, buyer } = await publishWithQuote(s);
    body(await send(t.app, inquiry.withdraw, { id }, buyer));
    expect(await newest(s.headers)).toMatchObject({
      objectKind: 'inquiry',
      objectId: id,
      link: pageLinks.inquiryDetail(id),
    });
  });

  it('a tender registration tells the tender’s company, linking to the tender', async () => {
    const form = tenderForm(clock.now);
    const buyer = await demo.buyer(t.db);
    const { id } = body<{ id: number }>(await send(t.app, tender.publish, form, buyer));
    body(await send(t.app, tender.register, { tenderId: id }, (await makeCompany(t.db, '2')).headers));
    expect(await newest(buyer)).toMatchObject({ objectKind: 'tender', objectId: id, link: pageLinks.tenderDetail(id) });
  });
});
