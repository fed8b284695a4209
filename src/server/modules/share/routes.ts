// rs-share-service: home inquiry and tender lists, tender dictionaries, rankings.
import type { FastifyInstance } from 'fastify';
import { share } from '../../../api/share';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import * as repo from './repository';

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  route(app, share.inquiryHomeList, ({ size }) => repo.inquiries(app.db, size));
  route(app, share.tenderHomeList, async ({ size, tenderType }) => {
    // An empty tenderType is the 全部 tab; any other value must be a tender_type code.
    const type = tenderType?.trim() || undefined;
    if (type !== undefined) {
      const codes = (await repo.options(app.db, 'tender_type')).map((o) => o.code);
      if (!codes.includes(type)) throw badRequest(`参数错误：tenderType 取值不正确，可选值：${codes.join('、')}`);
    }
    return repo.tenders(app.db, size, type);
  });
  route(app, share.tenderTypes, () => repo.options(app.db, 'tender_type'));
  route(app, share.tenderMethods, () => repo.options(app.db, 'tender_method'));
  route(app, share.tenderStatuses, () => repo.options(app.db, 'tender_status'));
  route(app, share.sellerRanking, ({ size }) => repo.ranking(app.db, 'seller', size));
  route(app, share.buyerRanking, ({ size }) => repo.ranking(app.db, 'buyer', size));
}
