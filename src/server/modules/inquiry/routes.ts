// rs-share-service inquiries, deals, rankings and saved searches, and the home page's inquiry
// list and rankings (share.*), all from the inquiry tables. "Now" is the server's clock
// (floor/time.ts); who may call each is the catalogue entry's `who`; each write spends its rate.
import type { FastifyInstance } from 'fastify';
import { inquiry } from '../../../api/inquiry';
import { deals } from '../../../api/inquiry-deals';
import { inquiryDesk } from '../../../api/inquiry-desk';
import { share } from '../../../api/share';
import { now, wallClock } from '../../floor/time';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import { award, comparison } from './award';
import { dealPage } from './deals';
import { inquiryDetail } from './detail';
import { mine, supplierRequirements } from './lists-member';
import { inquiryPage, latest } from './lists';
import { saveDraft, submit, withdraw } from './publish';
import { myQuote, submitQuote } from './quotes';
import { rankingDetail, rankingPage } from './rankings';
import { RATES } from './rates';
import { pickSuppliers, profileOf, saveProfile } from './profiles';
import { quoteHistory } from './history';
import { quoteRevisions } from './revisions';

/** The home blocks' zone-less times are Beijing wall-clock text, as the original backend sent them. */
const homeStamp = (iso: string | null) => (iso ? wallClock(Date.parse(iso)) : '');

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const buyerWrite = { rate: RATES.inquiryWrite };
  route(app, inquiry.page, (q) => inquiryPage(db, q, now()));
  route(app, inquiry.detail, ({ id }, { me }) => detail(id, (id) => inquiryDetail(db, id, me, now())));
  route(app, inquiry.mine, (q, { me }) => mine(db, me, q, now()));
  route(app, inquiry.supplierRequirements, (q, { me }) => supplierRequirements(db, me, q, now()));
  route(app, inquiry.saveDraft, (form, { me }) => saveDraft(db, me, form, now()), buyerWrite);
  route(app, inquiry.submit, (form, { me }) => submit(db, me, form, now()), buyerWrite);
  route(app, inquiry.withdraw, ({ id }, { me }) => withdraw(db, me, id, now()), buyerWrite);
  route(app, inquiry.myQuote, ({ inquiryId }, { me }) => myQuote(db, me.companyId, inquiryId));
  route(app, inquiry.quote, (form, { me }) => submitQuote(db, me, form, now()), { rate: RATES.quote });
  route(app, inquiry.comparison, ({ inquiryId }, { me }) => comparison(db, me, inquiryId, now()));
  route(app, inquiry.award, (form, { me }) => award(db, me, form, now()), buyerWrite);
  route(app, inquiryDesk.profile, (_q, { me }) => profileOf(db, me));
  route(app, inquiryDesk.saveProfile, (form, { me }) => saveProfile(db, me, form, now()), { rate: RATES.profile });
  route(app, inquiryDesk.suppliers, (q, { me }) => pickSuppliers(db, me, q));
  route(app, inquiryDesk.myQuotes, (q, { me }) => quoteHistory(db, me, q, now()));
  route(app, inquiryDesk.quoteRevisions, ({ quoteId }, { me }) => quoteRevisions(db, me, quoteId, now()));

  route(app, deals.dealPage, (q) => dealPage(db, q));
  route(app, deals.rankingPage, (q) => rankingPage(db, q, now()));
  route(app, deals.rankingDetail, ({ companyId, side }) =>
    detail(companyId, (id) => rankingDetail(db, id, side, now())),
  );

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
      return page.records.map((r) => ({
        rank: r.rank,
        companyName: r.name,
        amount: r.amount,
        orderCount: r.dealCount,
      }));
    });
  }
}
