// The mall lists' queries, shared by each page and its route loader (the loader starts what the
// first screen shows; the page reads the same keys, so nothing is asked twice).
import { mall, type GoodsQuery } from '../../api/mall';
import { callQuery, findQuery } from '../../shared/query';
import type { MallListView } from '../../shared/views';

export const LIST_SIZE = 20;

export const goodsPageQuery = (q: GoodsQuery) => callQuery(mall.goodsPage, q);
export const selfPageQuery = (q: GoodsQuery) => callQuery(mall.selfGoodsPage, q);
export const goodsDetailQuery = (id: number) => findQuery(mall.goodsDetail, { id });
export const shopDetailQuery = (id: number) => findQuery(mall.shopDetail, { id });

/** A category / self-operated list: the view's filters, sort and page, 20 a page. */
export const listQuery = (v: MallListView): GoodsQuery => ({
  categoryId: v.categoryId,
  brandId: v.brandId,
  sort: v.sort,
  current: v.current,
  size: LIST_SIZE,
});

