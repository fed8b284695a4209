// The mall lists' queries, shared by each page and its route loader (the loader starts what the
// first screen shows; the page reads the same keys, so nothing is asked twice).
import { product, type GoodsQuery } from '../../../api/product';
import { callQuery, findQuery } from '../../../shared/query';
import type { MallListView } from '../../../shared/sections/mall/views';

export const LIST_SIZE = 20;

export const goodsPageQuery = (q: GoodsQuery) => callQuery(product.goodsPage, q);
export const selfPageQuery = (q: GoodsQuery) => callQuery(product.selfGoodsPage, q);
export const goodsDetailQuery = (id: number) => findQuery(product.goodsDetail, { id });
export const shopDetailQuery = (id: number) => findQuery(product.shopDetail, { id });

/** A category / self-operated list: the view's filters, sort and page, 20 a page. */
export const listQuery = (v: MallListView): GoodsQuery => ({
  categoryId: v.categoryId,
  brandId: v.brandId,
  sort: v.sort,
  current: v.current,
  size: LIST_SIZE,
});
