// rs-share-service tenders: page, detail, calendar, registration and margin, publishing, and
// the home page's tender block and dictionaries (share.*), all from the tender tables.
import type { FastifyInstance } from 'fastify';
import { share } from '../../../api/share';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES, tender } from '../../../api/tender';
import { now, wallClock } from '../../floor/time';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import { tenderDetail } from './detail';
import { myTenders } from './mine';
import { latestTenders, tenderCalendar, tenderPage } from './lists';
import { marginStatus, payMargin, refundMargin } from './participation';
import { register } from './registration';
import { answerInvitation, supplierSearch } from './invitations';
import { objectSingleSource } from './single-source';
import { tenderDeskRoutes } from './desk-routes';
import { publishTender } from './publish';
import { RATES } from './rates';

export async function tenderRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const write = { rate: RATES.tenderWrite };
  route(app, tender.page, (q) => tenderPage(db, q, now()));
  route(app, tender.detail, ({ id }, { me }) => detail(id, (id) => tenderDetail(db, id, me, now())));
  route(app, tender.calendar, (q) => tenderCalendar(db, q, now()));
  route(app, tender.marginStatus, ({ tenderId }, { me }) => marginStatus(db, me, tenderId, now()));
  route(
    app,
    tender.register,
    async ({ tenderId, note }, { me }) => {
      await register(db, me, tenderId, note, now());
      return marginStatus(db, me, tenderId, now());
    },
    write,
  );
  route(
    app,
    tender.answerInvitation,
    async ({ tenderId, accept, note }, { me }) => {
      await answerInvitation(db, me, tenderId, accept, note, now());
      return marginStatus(db, me, tenderId, now());
    },
    write,
  );
  route(
    app,
    tender.singleSourceObject,
    ({ tenderId, content }, { me }) => objectSingleSource(db, me, tenderId, content, now()),
    write,
  );
  route(app, tender.suppliers, (q) => supplierSearch(db, q, now()));
  route(
    app,
    tender.marginPay,
    ({ tenderId, form, proofNo, attachId }, { me }) => payMargin(db, me, tenderId, form, proofNo, attachId, now()),
    write,
  );
  route(app, tender.marginRefund, ({ tenderId }, { me }) => refundMargin(db, me, tenderId, now()), write);
  route(app, tender.publish, (form, { me }) => publishTender(db, me, form, now()), write);
  route(app, tender.mine, (q, { me }) => myTenders(db, me, q, now()));
  tenderDeskRoutes(app);

  // The home page's tender block and the three dictionaries keep their original shapes.
  route(app, share.tenderHomeList, async ({ size, tenderType }) => {
    // An empty tenderType is the 全部 tab; any other value must be a tender type code.
    const type = tenderType?.trim() || undefined;
    if (type !== undefined && !TENDER_TYPES.some((o) => o.code === type)) {
      throw badRequest(`参数错误：tenderType 取值不正确，可选值：${TENDER_TYPES.map((o) => o.code).join('、')}`);
    }
    return (await latestTenders(db, size, type, now())).map((c) => ({
      id: c.id,
      title: c.title,
      companyName: c.purchaser.name,
      tenderType: c.typeCode,
      tenderMethod: c.methodCode,
      tenderStatus: c.statusCode,
      tenderTypeName: c.typeName,
      tenderMethodName: c.methodName,
      tenderStatusName: c.statusName,
      province: c.provinceName,
      city: c.cityName,
      budget: c.budget,
      publishTime: wallClock(Date.parse(c.publishTime)),
      deadline: wallClock(Date.parse(c.bidDeadline)),
    }));
  });
  route(app, share.tenderTypes, () => TENDER_TYPES);
  route(app, share.tenderMethods, () => TENDER_METHODS);
  route(app, share.tenderStatuses, () => TENDER_STATUSES);
}
