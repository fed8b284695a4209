// The ceramic sub-site's URL views: a shop's tile list (its id, the tile filters, sort and page).
// Fields come from the catalogue's request shape (src/api/taoci.ts).
import { id } from '../../../api/define';
import { shopsQuery, shopTilesQuery, taoci, type ShopTilesQuery } from '../../../api/taoci';
import { listView, orNull, type ViewOf } from '../../list-view';
import { callQuery, findQuery } from '../../query';

const s = shopTilesQuery.shape;

const shopFields = {
  id: orNull(id),
  category: orNull(s.category),
  tileSize: orNull(s.tileSize),
  finish: orNull(s.finish),
  absorption: orNull(s.absorption),
  usage: orNull(s.usage),
  colour: orNull(s.colour),
  slip: orNull(s.slip),
  priceMin: orNull(s.priceMin),
  priceMax: orNull(s.priceMax),
  sort: s.sort,
  current: s.current,
  /** Without a shop id the page lists the shops: by this producing region. */
  region: orNull(shopsQuery.shape.region),
};
export type ShopView = ViewOf<typeof shopFields>;

export const shopTiles = listView({
  path: '/taoci-index/shop',
  fields: shopFields,
  refine: (v) =>
    v.priceMin !== null && v.priceMax !== null && v.priceMin > v.priceMax
      ? { ...v, priceMin: null, priceMax: null }
      : null,
});

export const SHOP_PAGE_SIZE = 20;

/** The shop call of a view (null fields left out); null without an id. */
export function shopQueryOf(v: ShopView): ShopTilesQuery | null {
  if (v.id === null) return null;
  const q: Record<string, unknown> = { size: SHOP_PAGE_SIZE };
  for (const [k, x] of Object.entries(v)) if (x !== null && k !== 'region') q[k] = x;
  return q as ShopTilesQuery;
}

export const shopPageQuery = (q: ShopTilesQuery) => findQuery(taoci.shop, q);
export const taociHomeQuery = () => callQuery(taoci.home, {});
export const tileFactsQuery = (goodsId: number) => callQuery(taoci.tile, { goodsId });

/** The shop directory (the page without a shop id). */
export const shopListQuery = (v: ShopView) =>
  callQuery(taoci.shops, { current: v.current, size: SHOP_PAGE_SIZE, ...(v.region ? { region: v.region } : {}) });
