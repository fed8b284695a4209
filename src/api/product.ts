// rs-product-service, the product module: the category tree, recommended and self-operated goods,
// the goods search and detail (with price tiers and group-buys) and shops. Prices in every
// response come from the server; the client never sends one.
import { get, id, int, numeric, page, paging, place, post, text, yesNo, z } from './define';
import { regionCode } from './validation';

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number;
  level: number;
  children: CategoryNode[];
}
const categoryNode: z.ZodMiniType<CategoryNode> = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number(),
  level: z.number(),
  get children() {
    return z.array(categoryNode);
  },
});

const goodsCard = z.object({
  id: z.number(),
  productName: z.string(),
  brand: z.string(),
  spec: z.string(),
  price: z.number(),
  unit: z.string(),
  imageUrl: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  salesCount: z.number(),
  selfSupport: z.boolean(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

/** Optional filter: absent or null means "no filter". */
const opt = <T extends z.ZodMiniType>(t: T) => z.optional(z.nullable(t));
const money = numeric.check(z.minimum(0), z.maximum(100_000_000));

export const GOODS_SORTS = ['default', 'priceAsc', 'priceDesc', 'sales'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const groupBuy = z.object({
  price: z.number(),
  /** ISO 8601 instant (UTC, with Z). */
  endsAt: z.string(),
  /** The least quantity a cart line needs to get the group-buy price. */
  minQuantity: z.number(),
});
export type GroupBuy = z.infer<typeof groupBuy>;

const mallGoodsCard = z.object({
  id: z.number(),
  productName: z.string(),
  brandId: z.number(),
  brand: z.string(),
  spec: z.string(),
  /** Leaf (level 3) category. */
  categoryId: z.number(),
  /** Base price for one unit (tiers and group-buys lower it, see detail). */
  price: z.number(),
  unit: z.string(),
  stock: z.number(),
  imageUrl: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  salesCount: z.number(),
  selfSupport: z.boolean(),
  /** An active group-buy, else null. */
  groupBuy: z.nullable(groupBuy),
});
export type MallGoodsCard = z.infer<typeof mallGoodsCard>;

const brandFacet = z.object({ id: z.number(), name: z.string(), count: z.number() });
const categoryFacet = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number(),
  level: z.number(),
  count: z.number(),
});
export type BrandFacet = z.infer<typeof brandFacet>;
export type CategoryFacet = z.infer<typeof categoryFacet>;

export const goodsQuery = z.object({
  ...paging(40),
  /** Substring of the goods name (case-insensitive for Latin letters). */
  productName: text(50),
  /** A category of any level. */
  categoryId: opt(id),
  brandId: opt(id),
  selfSupport: opt(yesNo),
  shopId: opt(id),
  minPrice: opt(money),
  maxPrice: opt(money),
  sort: z._default(z.enum(GOODS_SORTS), 'default'),
});
export type GoodsQuery = z.input<typeof goodsQuery>;

const goodsPage = z.object({
  records: z.array(mallGoodsCard),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
  /**
   * For the filter bar. brands: every brand in the result ignoring the brandId filter (so
   * the bar keeps all choices), most goods first. categories: one level below categoryId
   * (level 1 without it; a leaf lists itself), counts with every filter applied.
   */
  facets: z.object({ brands: z.array(brandFacet), categories: z.array(categoryFacet) }),
});
export type GoodsPage = z.infer<typeof goodsPage>;

const shopCard = z.object({
  id: z.number(),
  shopName: z.string(),
  logoUrl: z.string(),
  selfSupport: z.boolean(),
  rating: z.number(),
  /** Main categories joined by 、 */
  mainCategories: z.string(),
  ...place,
  address: z.string(),
  goodsCount: z.number(),
  /** Up to 4 best sellers, for the shop list. */
  previewGoods: z.array(
    z.object({ id: z.number(), productName: z.string(), price: z.number(), unit: z.string(), imageUrl: z.string() }),
  ),
  createdAt: z.string(),
});
export type ShopCard = z.infer<typeof shopCard>;

const goodsDetail = z.object({
  ...mallGoodsCard.shape,
  /** Level 1..3 category ids and names, for the breadcrumb. */
  categoryPath: z.array(z.object({ id: z.number(), name: z.string() })),
  images: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Price by quantity: a line of at least minQuantity units costs price each. Ascending. */
  priceTiers: z.array(z.object({ minQuantity: z.number(), price: z.number() })),
  shop: shopCard,
  /** The server clock (ISO) so a countdown can correct for the client's clock. */
  serverTime: z.string(),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const shopQuery = z.object({
  ...paging(10),
  selfSupport: opt(yesNo),
  shopProvinceCode: opt(regionCode),
  shopCityCode: opt(regionCode),
  shopDistrictCode: opt(regionCode),
  shopName: text(50),
});
export type ShopQuery = z.input<typeof shopQuery>;

export const product = {
  categoryTree: get('/api/rs-product-service/category/tree', z.object({}), z.array(categoryNode), 'none'),
  recommend: get(
    '/api/rs-product-service/product/recommend',
    z.object({ size: z._default(int(1, 100), 10) }),
    z.array(goodsCard),
    'none',
  ),
  selfProducts: get(
    '/api/rs-product-service/product/self',
    z.object({ size: z._default(int(1, 100), 10) }),
    z.array(goodsCard),
    'none',
  ),
  // goods
  goodsPage: post('/api/rs-product-service/product/page', goodsQuery, goodsPage, 'none'),
  /** The self-operated mall (/mallSelfIn): the goods page restricted to self-operated shops. */
  selfGoodsPage: post('/api/rs-product-service/product/self-page', goodsQuery, goodsPage, 'none'),
  goodsDetail: get('/api/rs-product-service/product/detail', z.object({ id }), goodsDetail, 'none'),
  // shops (a shop's goods: goodsPage with shopId)
  shopPage: post('/api/rs-product-service/shop/page', shopQuery, page(shopCard), 'none'),
  shopDetail: get('/api/rs-product-service/shop/detail', z.object({ id }), shopCard, 'none'),
};
