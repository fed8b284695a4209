// The search pages take their state as URL-encoded JSON in a `page` query (spec section 2):
// /moreGoods {current, size, productName, supportType, frombtn, t} and
// /shopList {current, size, selfSupport, shopCityCode, shopDistrictCode, shopName, t}.
export const GOODS_PAGE_SIZE = 40;
export const SHOP_PAGE_SIZE = 10;

export interface GoodsPageQuery {
  current: number;
  size: number;
  productName: string;
  supportType: string;
  frombtn: number;
  t: number;
}

export interface ShopPageQuery {
  current: number;
  size: number;
  selfSupport: string;
  shopCityCode: string;
  shopDistrictCode: string;
  shopName: string;
  t: number;
}

const withPage = (path: string, page: object) => `${path}?page=${encodeURIComponent(JSON.stringify(page))}`;

/** `t` makes every search a new URL, so searching the same word again reloads the list. */
export function goodsSearchUrl(productName: string, t: number = Date.now()): string {
  const page: GoodsPageQuery = { current: 1, size: GOODS_PAGE_SIZE, productName: productName.trim(), supportType: '', frombtn: 1, t };
  return withPage('/moreGoods', page);
}

export function shopSearchUrl(shopName: string, t: number = Date.now()): string {
  const page: ShopPageQuery = {
    current: 1,
    size: SHOP_PAGE_SIZE,
    selfSupport: '',
    shopCityCode: '',
    shopDistrictCode: '',
    shopName: shopName.trim(),
    t,
  };
  return withPage('/shopList', page);
}
