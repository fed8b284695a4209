// The goods page: the in-memory index picks the page's ids and counts the result by brand and
// next category level (the total and the filter bar's facets), and holds the cards too (see
// card-columns.ts): the page is answered from memory. See search.ts for the order and match.ts
// for what a text matches.
import type { z } from '../../../api/define';
import type { BrandFacet, CategoryFacet, GoodsPage, goodsQuery } from '../../../api/product';
import { offsetOf } from '../../db/query';
import { cardOf } from './card-columns';
import type { GoodsIndex } from './goods-index';
import { search, type GoodsFilter } from './search';

export type GoodsPageInput = z.output<typeof goodsQuery>;

/** The category and its ancestors' ids, level 1 first; undefined for an unknown id. */
function categoryPath(ix: GoodsIndex, id: number): number[] | undefined {
  const path: number[] = [];
  for (let c = ix.categories.get(id); c; c = ix.categories.get(c.parentId)) {
    path.unshift(c.id);
    if (c.level === 1) return path.length === ix.categories.get(id)!.level ? path : undefined;
  }
  return undefined;
}

const empty = (current: number, size: number): GoodsPage => ({
  records: [],
  total: 0,
  size,
  current,
  pages: 0,
  facets: { brands: [], categories: [] },
});

/** The page from an index that is up to date (store.goodsIndex). */
export function goodsPage(ix: GoodsIndex, input: GoodsPageInput, nowMs: number): GoodsPage {
  const { current, size } = input;
  const filter: GoodsFilter = {
    text: input.productName || undefined,
    brandId: input.brandId ?? undefined,
    selfSupport: input.selfSupport ?? undefined,
    shopId: input.shopId ?? undefined,
    minPrice: input.minPrice ?? undefined,
    maxPrice: input.maxPrice ?? undefined,
  };
  if (input.categoryId != null) {
    filter.categoryPath = categoryPath(ix, input.categoryId);
    if (!filter.categoryPath) return empty(current, size);
  }
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice)
    return empty(current, size);
  const { slots, total, brandCounts, categoryCounts } = search(ix, filter, input.sort, offsetOf(current, size), size);

  const brands: BrandFacet[] = [];
  brandCounts.forEach((count, no) => {
    const b = count > 0 && ix.brands.get(ix.brandIds[no]);
    if (b) brands.push({ id: b.id, name: b.name, count });
  });
  const categories: (CategoryFacet & { sort: number })[] = [];
  categoryCounts.forEach((count, no) => {
    const c = count > 0 && ix.categories.get(ix.categoryIds[no]);
    if (c) categories.push({ id: c.id, name: c.name, parentId: c.parentId, level: c.level, count, sort: c.sort });
  });
  return {
    records: slots.map((slot) => cardOf(ix, slot, nowMs)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
    facets: {
      brands: brands.sort((a, b) => b.count - a.count || a.id - b.id),
      categories: categories.sort((a, b) => a.sort - b.sort || a.id - b.id).map(({ sort: _, ...c }) => c),
    },
  };
}
