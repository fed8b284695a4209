// rs-share-service tenders: page, detail, calendar, registration and margin, publishing, and
// the home page's tender block and dictionaries (share.*), all from the tender tables.
import type { FastifyInstance } from 'fastify';
import { share } from '../../../api/share';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES, tender } from '../../../api/tender';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { optionalMember, requireMember } from '../../http/session';
import { now } from '../auth/clock';
import { detail } from '../detail';
import { actingAs, spend } from '../inquiry/guard';
import { tenderDetail } from './detail';
import { myTenders } from './mine';
import { latestTenders, tenderCalendar, tenderPage } from './page';
import { marginStatus, payMargin, refundMargin, register } from './participation';
import { publishTender } from './publish';

export async function tenderRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, tender.page, (q) => tenderPage(db, q, now()));
  route(app, tender.detail, async ({ id }, req) => {
    const me = await optionalMember(req);
    return detail(id, (id) => tenderDetail(db, id, me, now()));
  });
  route(app, tender.calendar, (q) => tenderCalendar(db, q, now()));
  route(app, tender.marginStatus, async ({ tenderId }, req) => marginStatus(db, await requireMember(req), tenderId, now()));
  route(app, tender.register, async ({ tenderId }, req) => {
    const me = await requireMember(req);
    await spend(db, 'tenderWrite', me.userId);
    return register(db, me, tenderId, now());
  });
  route(app, tender.marginPay, async ({ tenderId, form, proofNo }, req) => {
    const me = await requireMember(req);
    await spend(db, 'tenderWrite', me.userId);
    return payMargin(db, me, tenderId, form, proofNo, now());
  });
  route(app, tender.marginRefund, async ({ tenderId }, req) => {
    const me = await requireMember(req);
    await spend(db, 'tenderWrite', me.userId);
    return refundMargin(db, me, tenderId, now());
  });
  route(app, tender.publish, async (form, req) => {
    const me = await actingAs(req, '1');
    await spend(db, 'tenderWrite', me.userId);
    return publishTender(db, me, form, now());
  });
  route(app, tender.mine, async (q, req) => myTenders(db, await requireMember(req), q, now()));

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
      publishTime: c.publishTime.slice(0, 19).replace('T', ' '),
      deadline: c.bidDeadline.slice(0, 19).replace('T', ' '),
    }));
  });
  route(app, share.tenderTypes, () => TENDER_TYPES);
  route(app, share.tenderMethods, () => TENDER_METHODS);
  route(app, share.tenderStatuses, () => TENDER_STATUSES);
}
