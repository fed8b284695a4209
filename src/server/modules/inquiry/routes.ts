// rs-share-service inquiries, deals, rankings and saved searches, and the home page's inquiry
// list and rankings (share.*), all from the inquiry tables. "Now" is the injectable clock.
import type { FastifyInstance } from 'fastify';
import { inquiry } from '../../../api/inquiry';
import { deals } from '../../../api/inquiry-deals';
import { share } from '../../../api/share';
import { route } from '../../http/route';
import { optionalMember, requireMember } from '../../http/session';
import { now } from '../auth/clock';
import { detail } from '../detail';
import { award, comparison } from './award';
import { dealPage } from './deals';
import { inquiryDetail } from './detail';
import { actingAs, spend } from './guard';
import { mine, supplierRequirements } from './lists';
import { inquiryPage, latest } from './page';
import { saveDraft, submit, withdraw } from './publish';
import { myQuote, submitQuote } from './quotes';
import { rankingDetail, rankingPage } from './rankings';
import { deleteSearch, listSearches, saveSearch } from './saved-searches';

const homeStamp = (iso: string | null) => (iso ?? '').slice(0, 19).replace('T', ' ');

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, inquiry.page, (q) => inquiryPage(db, q, now()));
  route(app, inquiry.detail, async ({ id }, req) => {
    const me = await optionalMember(req);
    return detail(id, (id) => inquiryDetail(db, id, me, now()));
  });
  route(app, inquiry.mine, async (q, req) => mine(db, await requireMember(req), q, now()));
  route(app, inquiry.supplierRequirements, async (q, req) => supplierRequirements(db, await actingAs(req, '2'), q, now()));
  route(app, inquiry.saveDraft, async (form, req) => {
    const me = await actingAs(req, '1');
    await spend(db, 'inquiryWrite', me.userId);
    return saveDraft(db, me, form, now());
  });
  route(app, inquiry.submit, async (form, req) => {
    const me = await actingAs(req, '1');
    await spend(db, 'inquiryWrite', me.userId);
    return submit(db, me, form, now());
  });
  route(app, inquiry.withdraw, async ({ id }, req) => {
    const me = await actingAs(req, '1');
    await spend(db, 'inquiryWrite', me.userId);
    return withdraw(db, me, id, now());
  });
  route(app, inquiry.myQuote, async ({ inquiryId }, req) => myQuote(db, (await requireMember(req)).companyId, inquiryId));
  route(app, inquiry.quote, async (form, req) => {
    const me = await requireMember(req);
    await spend(db, 'quote', me.userId);
    return submitQuote(db, me, form, now());
  });
  route(app, inquiry.comparison, async ({ inquiryId }, req) => comparison(db, await requireMember(req), inquiryId, now()));
  route(app, inquiry.award, async (form, req) => {
    const me = await actingAs(req, '1');
    await spend(db, 'inquiryWrite', me.userId);
    return award(db, me, form, now());
  });

  route(app, deals.dealPage, (q) => dealPage(db, q));
  route(app, deals.rankingPage, (q) => rankingPage(db, q, now()));
  route(app, deals.rankingDetail, ({ companyId, side }) => detail(companyId, (id) => rankingDetail(db, id, side, now())));
  route(app, deals.savedSearchList, async ({ kind }, req) => listSearches(db, await requireMember(req), kind));
  route(app, deals.saveInquirySearch, async ({ name, filters }, req) => {
    const me = await requireMember(req);
    await spend(db, 'savedSearch', me.userId);
    return saveSearch(db, me, 'inquiry', name, filters, now());
  });
  route(app, deals.saveTenderSearch, async ({ name, filters }, req) => {
    const me = await requireMember(req);
    await spend(db, 'savedSearch', me.userId);
    return saveSearch(db, me, 'tender', name, filters, now());
  });
  route(app, deals.savedSearchDelete, async ({ id }, req) => {
    await deleteSearch(db, await requireMember(req), id);
    return { id };
  });

  // The home page's blocks keep their original shapes.
  route(app, share.inquiryHomeList, async ({ size }) =>
    (await latest(db, size, now())).map((c) => ({
      id: c.id,
      title: c.title,
      buyerName: c.buyer.name,
      categoryName: c.categoryName,
      province: c.provinceName,
      city: c.cityName,
      quantity: c.quantity,
      unit: c.unit,
      status: c.stateName,
      statusCode: c.statusCode,
      publishTime: homeStamp(c.publishTime),
      deadline: homeStamp(c.deadline),
    })),
  );
  for (const [call, side] of [
    [share.sellerRanking, 'seller'],
    [share.buyerRanking, 'buyer'],
  ] as const) {
    route(app, call, async ({ size }) => {
      const page = await rankingPage(db, { side, metric: 'amount', period: 'all', current: 1, size }, now());
      return page.records.map((r) => ({ rank: r.rank, companyName: r.name, amount: r.amount, orderCount: r.dealCount }));
    });
  }
}
