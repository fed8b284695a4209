// rs-product-service: category tree, recommended and self-operated goods, the goods page and
// detail, shops, search-box suggestions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { product, type ShopCard } from '../../../api/product';
import { search } from '../../../api/search';
import { anonymous, anonymousRoute, Kept } from '../../http/answer-cache';
import { clientOf } from '../../http/gate';
import { route } from '../../http/route';
import { detail } from '../../floor/detail';
import { goodsDetail } from './goods-detail';
import { goodsPage, type GoodsPageInput } from './goods-page';
import * as repo from './repository';
import { cachedRoute } from './page-cache';
import { shopById, shopPage } from './shops';
import { goodsIndex } from './store';
import { suggest } from './suggest';

/** Visitors' answers kept (http/answer-cache.ts): the one tree; one list per size (1–100); shop list pages and shops. */
const KEPT = { tree: 1, cards: 100, shopPages: 200, shops: 1000 };
/** Goods details' shop cards kept (about 1 KB each), and how long: see shopCards below. */
const SHOP_CARDS = { max: 5000, ttlMs: 10 * 60_000 };

export async function productRoutes(app: FastifyInstance): Promise<void> {
  // /home's calls, answered to visitors from a short cache (goods changes drop it).
  anonymousRoute(app, product.categoryTree, KEPT.tree, () => repo.categoryTree(app.db));
  anonymousRoute(app, product.recommend, KEPT.cards, ({ size }) => repo.recommended(app.db, size));
  anonymousRoute(app, product.selfProducts, KEPT.cards, ({ size }) => repo.selfOperated(app.db, size));

  // A cache miss is a search: the index is brought up to date first (a freshness probe, one
  // database round trip shared by the calls waiting for it), then the search itself passes the
  // expensive-work gate. The gate charges a call's wall time from its turn on, so only the
  // search's synchronous work may run inside it: with the probe inside, every search on
  // PostgreSQL was charged the round trip and the event loop's queue behind it, the budgets
  // ran dry and fair clients' searches were refused 503 (npm run bench:load, 100 connections).
  // A visitor's search (where visitors' answers are kept) takes the index as of the last read of
  // the log within CACHE_SYNC_MS unless goods changed since: as fresh as the visitors' answers
  // kept beside it. A member's reads the log first, so an edit shows in the editor's own search.
  const visitorsStaleMs = app.config.pageCacheMs > 0 ? app.config.CACHE_SYNC_MS : 0;
  const page = async (input: GoodsPageInput, req: FastifyRequest) => {
    const ix = await goodsIndex(app.db, anonymous(req) ? visitorsStaleMs : 0);
    return app.expensive.run(async () => goodsPage(ix, input, Date.now()), clientOf(req));
  };
  cachedRoute(app, product.goodsPage, page);
  cachedRoute(app, product.selfGoodsPage, (input, req) => page({ ...input, selfSupport: true }, req));
  // A goods detail's shop card (its statements) from a cache shared by all callers:
  // shops are rows no request writes, and a goods change (the card's counts and best sellers)
  // drops it (here at once, elsewhere within CACHE_SYNC_MS), so it is kept ten minutes, not a
  // visitor's PAGE_CACHE_MS: most goods details need no statement at all (at 100,000 goods,
  // 1,402 shops: a card kept 5 s was found in about a third of the details, kept a minute in
  // six in seven).
  // Members see the goods themselves live. Off where the page cache is (development, tests).
  const shopCards = new Kept<ShopCard | undefined>(app.config.pageCacheMs > 0 ? SHOP_CARDS.ttlMs : 0, SHOP_CARDS.max);
  const shopOf = (id: number) => shopCards.get(String(id), () => shopById(app.db, id));
  // The goods itself from the index, as fresh as a search's (a visitor's within CACHE_SYNC_MS).
  route(app, product.goodsDetail, ({ id }, { req }) =>
    detail(id, async (id) =>
      goodsDetail(await goodsIndex(app.db, anonymous(req) ? visitorsStaleMs : 0), id, Date.now(), shopOf),
    ),
  );
  // Shops: rows no request writes, with goods counts and best sellers (a goods change drops them).
  anonymousRoute(app, product.shopPage, KEPT.shopPages, (input) => shopPage(app.db, input));
  anonymousRoute(app, product.shopDetail, KEPT.shops, ({ id }) => detail(id, (id) => shopById(app.db, id)));
  route(app, search.suggest, ({ q, type }) => suggest(app.db, q, type));
}
