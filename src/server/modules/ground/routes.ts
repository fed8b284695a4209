// ground-service: every entry of the ground and research-report catalogues wired with route(),
// and the optional tile proxy (tiles.ts); the shipped outlines are static files (public/ground/).
import type { FastifyInstance } from 'fastify';
import { ground } from '../../../api/ground';
import { groundReports } from '../../../api/ground-reports';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { clusters } from './clusters';
import { siteDetail, updatePrice } from './detail';
import { priceIndex, priceMap } from './prices';
import { RATES } from './rates';
import { reportDetail, reportPage } from './reports';
import { sitePage } from './lists';
import { publicTiles, tileProxy, tileSource } from './tiles';

export async function groundRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const tiles = tileSource();
  await tileProxy(app, tiles);
  route(app, ground.mapConfig, () => ({ tiles: publicTiles(tiles) }));
  route(app, ground.page, (q) => sitePage(db, q, now()));
  route(app, ground.clusters, (q) => clusters(db, q, now()));
  route(app, ground.detail, ({ id, siteLat, siteLng }, { me }) =>
    detail(id, (id) => siteDetail(db, id, me, siteLat != null && siteLng != null ? [siteLng, siteLat] : null, now())),
  );
  route(app, ground.updatePrice, ({ offerId, price }, { me }) => updatePrice(db, me, offerId, price, now()), {
    rate: RATES.groundPrice,
  });
  route(app, groundReports.priceMap, ({ material }) => priceMap(db, material));
  route(app, groundReports.priceIndex, ({ material, provinceCode }) => priceIndex(db, material, provinceCode));
  route(app, groundReports.reportPage, (q) => reportPage(db, q));
  route(app, groundReports.reportDetail, ({ id }, { me }) => detail(id, (id) => reportDetail(db, id, me)));
}
