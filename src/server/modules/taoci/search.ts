// The ceramic sub-site (陶瓷馆) in the portal-wide search: open ceramic shops by their name or
// brand, and tiles on sale by their name, colour or pattern (a tile's page is its goods detail,
// so the goods' sitemap lists it).
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { hitOf, listingSearch } from '../../floor/site-search';
import { tileRows } from './cards';

const open = (db: Db) =>
  db.selectFrom('taoci_shop as cs').innerJoin('shop as s', 's.id', 'cs.shop_id').where('cs.status', '=', 'open');

const shops = listingSearch(
  'taociShop',
  '陶瓷店铺',
  (db) => ({
    rows: open(db),
    words: ['s.name', 'cs.brand'],
    ordered: (q) =>
      q
        .select(['cs.shop_id', 's.name', 'cs.brand', 'cs.region'])
        .orderBy('cs.featured', 'desc')
        .orderBy('s.rating', 'desc')
        .orderBy('s.id'),
    hit: (r) => hitOf(r.shop_id, r.name, pageLinks.taociShop(r.shop_id), r.brand, `${r.region}产区`),
  }),
  (db) => ({
    rows: open(db).select(['cs.shop_id as id', 's.created_at as lastmod']),
    href: pageLinks.taociShop,
  }),
);

const tiles = listingSearch('taociTile', '瓷砖', (db) => ({
  rows: tileRows(db),
  words: ['g.name', 't.colour', 't.pattern'],
  ordered: (q) =>
    q
      .select(['t.goods_id', 'g.name', 't.size_mm', 't.price_per_m2'])
      .orderBy('g.sales_count', 'desc')
      .orderBy('t.goods_id', 'desc'),
  hit: (r) => hitOf(r.goods_id, r.name, pageLinks.goodsDetail(r.goods_id), `${r.size_mm} mm`, `¥${r.price_per_m2}/㎡`),
}));

/** The sub-site's parts: ceramic shops and tiles. */
export const taociSearch = [shops, tiles];
