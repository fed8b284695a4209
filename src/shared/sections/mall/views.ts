// The URL views of the mall's lists (see list-view.ts), built on the catalogue's request fields:
// goods search, shop search, the category, shop, self-operated and bulk lists. The mall's routes
// link to them, its pages read them, its loaders query with them.
import { z } from '../../../api/define';
import { goodsQuery, shopQuery, type GoodsQuery, type ShopQuery } from '../../../api/product';
import { listView, orNull, withDefault } from '../../list-view';
import { provinceOf } from '../../region';

const g = goodsQuery.shape;
/** '' all, '1' self-operated only, '0' third-party only (numbers and booleans as older links wrote them). */
const flagText = withDefault(
  z.pipe(
    z.union([z.enum(['', '0', '1']), z.literal(0), z.literal(1), z.boolean()]),
    z.transform((v) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v))),
  ),
  '',
);
/** `t` makes every header search a new URL, so searching the same word again reloads the list. */
const timestamp = withDefault(z.number().check(z.minimum(0)), 0);
const words = withDefault(g.productName, '');
const regionCode = withDefault(z.union([z.literal(''), z.string().check(z.regex(/^\d{6}$/))]), '');

// ---- /moreGoods: the spec's `page` JSON, plus filters as plain keys --------------------------

export const goodsSearch = listView({
  path: '/moreGoods',
  fields: {
    current: g.current,
    size: g.size,
    productName: words,
    supportType: flagText,
    frombtn: withDefault(z.union([z.literal(0), z.literal(1)]), 0),
    t: timestamp,
    categoryId: orNull(g.categoryId),
    brandId: orNull(g.brandId),
    sort: g.sort,
    minPrice: orNull(g.minPrice),
    maxPrice: orNull(g.maxPrice),
  },
  json: { param: 'page', keys: ['current', 'size', 'productName', 'supportType', 'frombtn', 't'] },
  refine: (v) =>
    v.minPrice !== null && v.maxPrice !== null && v.minPrice > v.maxPrice
      ? { ...v, minPrice: null, maxPrice: null }
      : null,
});
export type GoodsSearchView = typeof goodsSearch.defaults;

export function goodsSearchQuery(v: GoodsSearchView): GoodsQuery {
  return {
    current: v.current,
    size: v.size,
    productName: v.productName || undefined,
    categoryId: v.categoryId,
    brandId: v.brandId,
    selfSupport: v.supportType === '' ? null : v.supportType === '1',
    minPrice: v.minPrice,
    maxPrice: v.maxPrice,
    sort: v.sort,
  };
}

// ---- /shopList: the spec's `page` JSON, plus provinceCode when no city is chosen ---------------

const s = shopQuery.shape;
export const shopSearch = listView({
  path: '/shopList',
  fields: {
    current: s.current,
    size: s.size,
    selfSupport: flagText,
    shopCityCode: regionCode,
    shopDistrictCode: regionCode,
    shopName: withDefault(s.shopName, ''),
    t: timestamp,
    provinceCode: withDefault(z.union([z.literal(''), z.string().check(z.regex(/^\d{2}0000$/))]), ''),
  },
  json: {
    param: 'page',
    keys: ['current', 'size', 'selfSupport', 'shopCityCode', 'shopDistrictCode', 'shopName', 't'],
  },
  // A district outside its city is dropped; a province other than the city's gives way to the city.
  refine: (v) => {
    const badDistrict = v.shopDistrictCode !== '' && v.shopDistrictCode.slice(0, 4) !== v.shopCityCode.slice(0, 4);
    const badProvince = v.shopCityCode !== '' && v.provinceCode !== '' && v.provinceCode !== provinceOf(v.shopCityCode);
    if (!badDistrict && !badProvince) return null;
    return {
      ...v,
      shopDistrictCode: badDistrict ? '' : v.shopDistrictCode,
      provinceCode: badProvince ? '' : v.provinceCode,
    };
  },
});
export type ShopSearchView = typeof shopSearch.defaults;

/** The chosen province: the city's, else the one chosen alone. */
export const shopProvince = (v: ShopSearchView) => (v.shopCityCode ? provinceOf(v.shopCityCode) : v.provinceCode);

export function shopSearchQuery(v: ShopSearchView): ShopQuery {
  return {
    current: v.current,
    size: v.size,
    shopName: v.shopName || undefined,
    selfSupport: v.selfSupport === '' ? null : v.selfSupport === '1',
    shopProvinceCode: shopProvince(v) || null,
    shopCityCode: v.shopCityCode || null,
    shopDistrictCode: v.shopDistrictCode || null,
  };
}

// ---- category, shop, self-operated and bulk lists: plain keys ---------------------------------

const mallFields = {
  id: orNull(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  categoryId: orNull(g.categoryId),
  brandId: orNull(g.brandId),
  keyword: words,
  sort: g.sort,
  current: g.current,
};
/** A mall list at `path` (typeGoods also keeps `name`, the label home links carry). */
export const mallList = (path: string) => listView({ path, fields: mallFields });
export const typeGoodsList = listView({
  path: '/typeGoods',
  fields: { ...mallFields, name: withDefault(g.productName, '') },
});
export const shopGoodsList = mallList('/shopDetail');
export const selfGoodsList = mallList('/mallSelfIn');
export const bulkList = mallList('/moreBuild');
export type MallListView = typeof selfGoodsList.defaults;
