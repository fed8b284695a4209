// rs-cms-service: banners, marketing image, partners, success cases, news and help centre.
import type { FastifyInstance } from 'fastify';
import { cms } from '../../../api/cms';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import * as repo from './repository';

export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  route(app, cms.bannerList, ({ position }) => repo.banners(app.db, position));
  route(app, cms.marketingImage, () => repo.marketingImage(app.db));
  route(app, cms.partnerList, ({ type }) => repo.partners(app.db, type));
  route(app, cms.caseList, ({ size }) => repo.cases(app.db, size));
  route(app, cms.caseDetail, ({ id }) => detail(id, (i) => repo.caseDetail(app.db, i)));
  route(app, cms.newsList, (q) => repo.news(app.db, q));
  route(app, cms.newsDetail, ({ id }) => detail(id, (i) => repo.newsDetail(app.db, i)));
  route(app, cms.helpCenterList, (q) => repo.helpItems(app.db, q));
  route(app, cms.helpCenterDetail, ({ id }) => detail(id, (i) => repo.helpDetail(app.db, i)));
}
