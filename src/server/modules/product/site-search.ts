// The mall's goods in the portal-wide search's results page (the header suggests goods by its own
// call): the goods page's ranked text search over the in-memory index.
import { pageLinks } from '../../../api/paths';
import type { SiteSearchPart } from '../../floor/site-search';
import { goodsPage } from './goods-page';
import { goodsIndex } from './store';

export const goodsSearch: SiteSearchPart = {
  kind: 'goods',
  label: '商品',
  suggest: false,
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
