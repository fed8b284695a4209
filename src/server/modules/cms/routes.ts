// rs-cms-service: banners, marketing image, partners, success cases, news and help centre.
import type { FastifyInstance } from 'fastify';
import { BANNER_POSITIONS, cms } from '../../../api/cms';
import { anonymousRoute } from '../../http/answer-cache';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import * as repo from './repository';

/** Visitors' answers kept (http/answer-cache.ts): one per banner position; news pages; the footer's help columns and help searches. */
const KEPT = { banners: BANNER_POSITIONS.length, news: 50, help: 200 };

export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  // /home's banners and news and every page's footer help columns: rows no request writes.
  anonymousRoute(app, cms.bannerList, KEPT.banners, ({ position }) => repo.banners(app.db, position));
  route(app, cms.marketingImage, () => repo.marketingImage(app.db));
  route(app, cms.partnerList, ({ type }) => repo.partners(app.db, type));
  route(app, cms.caseList, ({ size }) => repo.cases(app.db, size));
  route(app, cms.caseDetail, ({ id }) => detail(id, (i) => repo.caseDetail(app.db, i)));
  anonymousRoute(app, cms.newsList, KEPT.news, (q) => repo.news(app.db, q));
  route(app, cms.newsDetail, ({ id }) => detail(id, (i) => repo.newsDetail(app.db, i)));
  anonymousRoute(app, cms.helpCenterList, KEPT.help, (q) => repo.helpItems(app.db, q));
  route(app, cms.helpCenterDetail, ({ id }) => detail(id, (i) => repo.helpDetail(app.db, i)));
}
