// /moreGoods keeps its whole view in the URL (reload, back and forward restore it exactly):
//   page=<JSON>  {current, size, productName, supportType, frombtn, t}: the spec's search query,
//                exactly as the header search builds it. supportType is the 经营方式 filter:
//                '' all goods, '1' platform self-operated only, '0' third-party shops only.
//   categoryId, brandId, sort (priceAsc | priceDesc | sales), minPrice, maxPrice: extra plain
//                query keys, left out when unset, so the page JSON stays the spec's shape and a
//                new header search (a fresh page JSON without extra keys) starts unfiltered.
// Changing a filter or sort goes back to page 1 and pushes a new history entry.
import { GOODS_SORTS, type GoodsQuery, type GoodsSort } from '../../api/mall';
import { field, idText, intIn, oneOf, readJsonQuery, readParams, textUpTo, buildQueryUrl, type Parse } from '../../ui/page-query';
import { GOODS_PAGE_SIZE, type GoodsPageQuery } from '../../ui/search-url';

export const GOODS_PATH = '/moreGoods';

const supportType: Parse<string> = (v) => (v === '' || v === '0' || v === '1' ? v : v === 0 || v === 1 ? String(v) : undefined);
const timestamp: Parse<number> = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
/** A price as typed into the URL: up to two decimals, at most 100 000 000. */
const priceText: Parse<number> = (v) => {
  if (typeof v !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(v)) return undefined;
  const n = Number(v);
  return n <= 100_000_000 ? n : undefined;
};

export const pageFields = {
  current: field(1, intIn(1, 100_000)),
  size: field(GOODS_PAGE_SIZE, intIn(1, 100)),
  productName: field('', textUpTo(50)),
  supportType: field('', supportType),
  frombtn: field(0, oneOf([0, 1] as const) as Parse<number>),
  t: field(0, timestamp),
};

const extraFields = {
  categoryId: field<number | null>(null, idText),
  brandId: field<number | null>(null, idText),
  sort: field<GoodsSort>('default', oneOf(GOODS_SORTS)),
  minPrice: field<number | null>(null, priceText),
  maxPrice: field<number | null>(null, priceText),
};

export const SORT_OPTIONS: readonly { value: GoodsSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
];

export interface GoodsView {
  page: GoodsPageQuery;
  categoryId: number | null;
  brandId: number | null;
  sort: GoodsSort;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface ReadView<V> {
  view: V;
  /** Part of the URL was unusable and replaced by its default: show the notice. */
  malformed: boolean;
}

export function readGoodsView(params: URLSearchParams): ReadView<GoodsView> {
  const page = readJsonQuery(params.get('page'), pageFields);
  const extra = readParams(params, extraFields);
  let { minPrice, maxPrice } = extra.value;
  let malformed = page.malformed || extra.malformed;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice, malformed] = [null, null, true];
  }
  return { view: { page: page.value, ...extra.value, minPrice, maxPrice }, malformed };
}

/** The URL of a view: the page JSON in the spec's key order, then the extra keys that are set. */
export function goodsViewUrl(v: GoodsView): string {
  const { current, size, productName, supportType, frombtn, t } = v.page;
  return buildQueryUrl(
    GOODS_PATH,
    { current, size, productName, supportType, frombtn, t },
    {
      categoryId: v.categoryId,
      brandId: v.brandId,
      sort: v.sort === 'default' ? null : v.sort,
      minPrice: v.minPrice,
      maxPrice: v.maxPrice,
    },
  );
}

/** A changed view: any change but the page number goes back to page 1. */
export function nextView(v: GoodsView, patch: Partial<Omit<GoodsView, 'page'>> & { current?: number; supportType?: string }): GoodsView {
  const { current, supportType: st, ...rest } = patch;
  return {
    ...v,
    ...rest,
    page: { ...v.page, supportType: st ?? v.page.supportType, current: current ?? 1 },
  };
}

/** What the goods page call gets for a view. */
export function goodsQueryOf(v: GoodsView): GoodsQuery {
  return {
    current: v.page.current,
    size: v.page.size,
    productName: v.page.productName || undefined,
    categoryId: v.categoryId,
    brandId: v.brandId,
    selfSupport: v.page.supportType === '' ? null : v.page.supportType === '1',
    minPrice: v.minPrice,
    maxPrice: v.maxPrice,
    sort: v.sort,
  };
}
