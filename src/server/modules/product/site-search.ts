// The mall in the portal-wide search: its goods by the goods page's ranked text search over the
// in-memory index (trade words, pinyin), and its shops by their name or main categories, self-operated
// and best rated first.
import { pageLinks } from '../../../api/paths';
import { hitOf, listingSearch, type SiteSearchPart } from '../../floor/site-search';
import { goodsPage } from './goods-page';
import { goodsIndex } from './store';

const goods: SiteSearchPart = {
  kind: 'goods',
  label: '商品',
  sitemap: (db) => ({
    rows: db.selectFrom('goods as g').select(['g.id', 'g.created_at as lastmod']),
    href: pageLinks.goodsDetail,
  }),
  async find(db, words, page, nowMs) {
    const size = Math.max(1, page.limit);
    const current = Math.floor(page.offset / size) + 1;
    const found = goodsPage(
      await goodsIndex(db),
      { productName: words.join(' '), current, size, sort: 'default' },
      nowMs,
    );
    return {
      total: found.total,
      hits: found.records.map((g) => ({
        id: g.id,
        title: g.productName,
        href: pageLinks.goodsDetail(g.id),
        meta: `${g.shopName} · ¥${g.price}/${g.unit}`,
      })),
    };
  },
};

const shops = listingSearch(
  'shop',
  '店铺',
  (db) => ({
    rows: db.selectFrom('shop as s'),
    words: ['s.name', 's.main_categories'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 's.city_code')
        .select(['s.id', 's.name', 's.self_support', 's.main_categories', 'c.name as city'])
        .orderBy('s.self_support', 'desc')
        .orderBy('s.rating', 'desc')
        .orderBy('s.id'),
    hit: (r) =>
      hitOf(r.id, r.name, pageLinks.shopDetail(r.id), r.self_support ? '平台自营' : null, r.city, r.main_categories),
  }),
  (db) => ({
    rows: db.selectFrom('shop as s').select(['s.id', 's.created_at as lastmod']),
    href: pageLinks.shopDetail,
  }),
);

/** The mall's parts: goods and shops. */
export const mallSearch = [goods, shops];
