// The goods page worked out in memory for a name search with up to a few thousand matches:
// the same filters, orders and facet counts as the SQL path, over rows fetched once.
import type { GoodsSort } from '../../../api/product';
import type { GoodsFilter, GoodsRow } from './search';

export interface FacetCount {
  brand_id: number;
  cat_id: number;
  n: number;
}

const CATEGORY_KEYS = ['category1_id', 'category2_id', 'category3_id'] as const;

/** The SQL orders (goods-page.ts ORDERS), as comparators. */
const COMPARE: Record<GoodsSort, (a: GoodsRow, b: GoodsRow) => number> = {
  default: (a, b) => b.recommend - a.recommend || b.sales_count - a.sales_count || b.id - a.id,
  sales: (a, b) => b.sales_count - a.sales_count || b.id - a.id,
  priceAsc: (a, b) => a.price - b.price || a.id - b.id,
  priceDesc: (a, b) => b.price - a.price || b.id - a.id,
};

/** Every filter but the name (already applied) and, when asked, the brand. */
function keep(f: GoodsFilter, withBrand: boolean) {
  return (r: GoodsRow) =>
    (f.categoryPath ?? []).every((id, i) => r[CATEGORY_KEYS[i]] === id) &&
    (!withBrand || f.brandId === undefined || r.brand_id === f.brandId) &&
    (f.selfSupport === undefined || r.self_support === (f.selfSupport ? 1 : 0)) &&
    (f.shopId === undefined || r.shop_id === f.shopId) &&
    (f.minPrice === undefined || r.price >= f.minPrice) &&
    (f.maxPrice === undefined || r.price <= f.maxPrice);
}

export function memoryPage(rows: GoodsRow[], f: GoodsFilter, sort: GoodsSort, offset: number, size: number) {
  const level = Math.min((f.categoryPath?.length ?? 0) + 1, 3);
  const counts = new Map<string, FacetCount>();
  for (const r of rows.filter(keep(f, false))) {
    const key = `${r.brand_id}:${r[CATEGORY_KEYS[level - 1]]}`;
    const c = counts.get(key) ?? { brand_id: r.brand_id, cat_id: r[CATEGORY_KEYS[level - 1]], n: 0 };
    c.n++;
    counts.set(key, c);
  }
  const ids = rows
    .filter(keep(f, true))
    .sort(COMPARE[sort])
    .slice(offset, offset + size)
    .map((r) => r.id);
  return { ids, counts: [...counts.values()] };
}
