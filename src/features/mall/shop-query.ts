// /shopList keeps its whole view in the URL, like /moreGoods:
//   page=<JSON>  {current, size, selfSupport, shopCityCode, shopDistrictCode, shopName, t}: the
//                spec's shape, as the header search builds it (selfSupport '' all, '1', '0').
//   provinceCode: an extra plain key, only when a province is chosen without a city (with a
//                city, the province is the city code's first two digits, GB/T 2260).
// A district outside its city, or a district without a city, is malformed: it falls back.
import type { ShopQuery } from '../../api/mall';
import { field, intIn, readJsonQuery, readParams, textUpTo, buildQueryUrl, type Parse } from '../../ui/page-query';
import { provinceOf } from '../../ui/RegionSelects';
import { SHOP_PAGE_SIZE, type ShopPageQuery } from '../../ui/search-url';
import type { ReadView } from './goods-query';

export const SHOP_PATH = '/shopList';

const code: Parse<string> = (v) => (v === '' || (typeof v === 'string' && /^\d{6}$/.test(v)) ? v : undefined);
const provinceCode: Parse<string> = (v) => (typeof v === 'string' && /^\d{2}0000$/.test(v) ? v : undefined);
const flagText: Parse<string> = (v) =>
  v === '' || v === '0' || v === '1' ? v : v === 0 || v === 1 ? String(v) : typeof v === 'boolean' ? (v ? '1' : '0') : undefined;
const timestamp: Parse<number> = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

const pageFields = {
  current: field(1, intIn(1, 100_000)),
  size: field(SHOP_PAGE_SIZE, intIn(1, 100)),
  selfSupport: field('', flagText),
  shopCityCode: field('', code),
  shopDistrictCode: field('', code),
  shopName: field('', textUpTo(50)),
  t: field(0, timestamp),
};

export interface ShopView {
  page: ShopPageQuery;
  /** Chosen province ('' none): from provinceCode, or from the city. */
  provinceCode: string;
}

export function readShopView(params: URLSearchParams): ReadView<ShopView> {
  const read = readJsonQuery(params.get('page'), pageFields);
  const extra = readParams(params, { provinceCode: field('', provinceCode) });
  const page = { ...read.value };
  let malformed = read.malformed || extra.malformed;
  if (page.shopDistrictCode && page.shopDistrictCode.slice(0, 4) !== page.shopCityCode.slice(0, 4)) {
    page.shopDistrictCode = '';
    malformed = true;
  }
  let province = extra.value.provinceCode;
  if (page.shopCityCode) {
    if (province && province !== provinceOf(page.shopCityCode)) malformed = true;
    province = provinceOf(page.shopCityCode);
  }
  return { view: { page, provinceCode: province }, malformed };
}

export function shopViewUrl(v: ShopView): string {
  const { current, size, selfSupport, shopCityCode, shopDistrictCode, shopName, t } = v.page;
  return buildQueryUrl(
    SHOP_PATH,
    { current, size, selfSupport, shopCityCode, shopDistrictCode, shopName, t },
    { provinceCode: shopCityCode ? '' : v.provinceCode },
  );
}

type ShopPatch = Partial<Pick<ShopPageQuery, 'current' | 'selfSupport' | 'shopCityCode' | 'shopDistrictCode' | 'shopName'>> & {
  provinceCode?: string;
};

/** A changed view: any change but the page number goes back to page 1. */
export function nextShopView(v: ShopView, patch: ShopPatch): ShopView {
  const { provinceCode, current, ...page } = patch;
  return { provinceCode: provinceCode ?? v.provinceCode, page: { ...v.page, ...page, current: current ?? 1 } };
}

export function shopQueryOf(v: ShopView): ShopQuery {
  const p = v.page;
  return {
    current: p.current,
    size: p.size,
    shopName: p.shopName || undefined,
    selfSupport: p.selfSupport === '' ? null : p.selfSupport === '1',
    shopProvinceCode: v.provinceCode || null,
    shopCityCode: p.shopCityCode || null,
    shopDistrictCode: p.shopDistrictCode || null,
  };
}
