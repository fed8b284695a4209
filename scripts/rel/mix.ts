// The traffic of a portal morning (npm run bench:load): the calls /home makes, goods searches
// over many queries, pages, sorts and filters, goods details over the whole id range, shop lists
// and server-rendered pages; and the flood, uncached searches never the same twice in a row.
import { cms } from '../../src/api/cms';
import { pageLinks, pagePaths } from '../../src/api/paths';
import { product, type GoodsQuery } from '../../src/api/product';
import { system } from '../../src/api/system';
import { goodsSearch } from '../../src/shared/sections/mall/views';
import { QUERIES } from '../goods-queries';

export type Kind = 'home' | 'search' | 'detail' | 'shop' | 'page';
export interface Req {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const get = (kind: Kind, path: string, q: Record<string, string | number> = {}): Req => {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return { kind, method: 'GET', path: qs ? `${path}?${qs}` : path };
};
const post = (kind: Kind, path: string, body: object): Req => ({
  kind,
  method: 'POST',
  path,
  body: JSON.stringify(body),
});

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)];
const SORTS = ['default', 'priceAsc', 'priceDesc', 'sales'] as const;

/** One request of the morning mix over `goods` goods (weights per 100: home calls 30, searches 30, details 20, shops 8, pages 12). */
export function mixRequest(goods: number): Req {
  const r = rnd(100);
  if (r < 30) {
    return pick([
      get('home', system.siteConfig.path),
      get('home', product.categoryTree.path),
      get('home', cms.bannerList.path, { position: '01' }),
      get('home', cms.bannerList.path, { position: '03' }),
      get('home', cms.newsList.path, { moduleCode: 'platform', current: 1, size: 5 }),
      get('home', product.recommend.path, { size: 10 }),
      get('home', product.selfProducts.path, { size: 10 }),
    ]);
  }
  if (r < 60) {
    // Half the searches are the popular first pages (the page cache answers many), half the long tail.
    const [, q] = pick(QUERIES);
    const query: GoodsQuery =
      r < 45 ? { ...q } : { ...q, current: 1 + rnd(5), size: pick([20, 40]), sort: pick(SORTS) };
    return post('search', (r % 7 === 0 ? product.selfGoodsPage : product.goodsPage).path, query);
  }
  if (r < 80) return get('detail', product.goodsDetail.path, { id: 1 + rnd(goods) });
  if (r < 88)
    return r < 85
      ? post('shop', product.shopPage.path, { current: 1 + rnd(10), size: 10 })
      : get('shop', product.shopDetail.path, { id: 1 + rnd(Math.max(50, Math.min(1000, Math.floor(goods / 20)))) });
  return pick([
    get('page', pagePaths.home),
    { kind: 'page', method: 'GET', path: goodsSearch.link({ productName: pick(['钢筋', '水泥', '瓷砖', 'PVC']) }) },
    get('page', pageLinks.goodsDetail(1 + rnd(goods))),
    get('page', '/shopList'),
  ]);
}

/** Users of the morning mix: each has one address (sent in X-Forwarded-For). */
export const MIX_USERS = 1000;
/** A random one of the MIX_USERS users' addresses (10.0.0.1 … 10.0.3.250). */
export const mixUser = (): string => {
  const i = Math.floor(Math.random() * MIX_USERS);
  return `10.0.${Math.floor(i / 250)}.${1 + (i % 250)}`;
};

/** The i-th flood request: the query set with varying page size and number, so each one misses the page cache. */
export function floodQuery(i: number): GoodsQuery {
  const round = Math.floor(i / QUERIES.length);
  return { ...QUERIES[i % QUERIES.length][1], size: 1 + (round % 100), current: 1 + (Math.floor(round / 100) % 5) };
}

export function floodRequests(): () => Req {
  let seq = 0;
  return () => post('search', product.goodsPage.path, floodQuery(seq++));
}
