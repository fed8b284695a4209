// rs-cms-service: banners, marketing image, partners, success cases, news; huizhuyun-support: the help centre
// (also answered at its old rs-cms-service paths).
import type { FastifyInstance } from 'fastify';
import { BANNER_POSITIONS, cms, HELP_MOVED_FROM } from '../../../api/cms';
import type { Call } from '../../../api/define';
import { anonymousRoute } from '../../http/answer-cache';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import * as repo from './repository';

/** Visitors' answers kept (http/answer-cache.ts): one per banner position; news pages; the footer's help columns and help searches. */
const KEPT = { banners: BANNER_POSITIONS.length, news: 50, help: 200 };

/** A help call at the path it had before it moved to huizhuyun-support. */
const movedFrom = <C extends Call>(c: C): C => ({ ...c, path: c.path.replace(/^\/api\/[a-z-]+\//, HELP_MOVED_FROM) });

export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  // /home's banners and news and every page's footer help columns: rows no request writes.
  anonymousRoute(app, cms.bannerList, KEPT.banners, ({ position }) => repo.banners(app.db, position));
  route(app, cms.marketingImage, () => repo.marketingImage(app.db));
  route(app, cms.partnerList, ({ type }) => repo.partners(app.db, type));
  route(app, cms.caseList, ({ size }) => repo.cases(app.db, size));
  route(app, cms.caseDetail, ({ id }) => detail(id, (i) => repo.caseDetail(app.db, i)));
  anonymousRoute(app, cms.newsList, KEPT.news, (q) => repo.news(app.db, q));
  route(app, cms.newsDetail, ({ id }) => detail(id, (i) => repo.newsDetail(app.db, i)));
  for (const list of [cms.helpCenterList, movedFrom(cms.helpCenterList)])
    anonymousRoute(app, list, KEPT.help, (q) => repo.helpItems(app.db, q));
  for (const one of [cms.helpCenterDetail, movedFrom(cms.helpCenterDetail)])
    route(app, one, ({ id }) => detail(id, (i) => repo.helpDetail(app.db, i)));
}
