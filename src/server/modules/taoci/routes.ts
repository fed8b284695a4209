// rs-product-service/taoci: the ceramic sub-site's calls wired with route().
import type { FastifyInstance } from 'fastify';
import { taoci } from '../../../api/taoci';
import { detail } from '../../floor/detail';
import { Kept } from '../../http/answer-cache';
import { route } from '../../http/route';
import { tileFacts, tileGoodsIds } from './detail';
import { home, shopPage, shops } from './lists';

/** How long the set of tile goods is kept (tiles are rows no request writes; a goods change drops it). */
const TILE_IDS_MS = 10 * 60_000;

export async function taociRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, taoci.home, () => home(db));
  route(app, taoci.shops, (q) => shops(db, q));
  route(app, taoci.shop, (q) => detail(q.id, () => shopPage(db, q)));
  // Every goods detail page asks; most goods are no tile, and the kept set of tile goods (30,000
  // ids at 100,000 goods) answers those without a statement. Off where the page cache is.
  const tiles = app.config.pageCacheMs > 0 ? new Kept<Set<number>>(TILE_IDS_MS, 1) : null;
  route(app, taoci.tile, async ({ goodsId }) =>
    !tiles || (await tiles.get('', () => tileGoodsIds(db))).has(goodsId) ? tileFacts(db, goodsId) : null,
  );
}
