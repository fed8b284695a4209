// rs-product-service/taoci, the ceramic sub-site (陶瓷馆): its landing (categories, producing
// regions, featured shops and tiles), one ceramic shop with its tiles under the tile filters, and
// a goods' tile facts (size, finish, absorption class, box, batches) for the mall's goods detail.
// Tiles are mall goods sold by the box (元/箱); the price per ㎡ is the box price / ㎡ per box.
import { get, id, int, page, paging, yesNo, z } from './define';
import {
  ABSORPTION_CODES,
  TILE_CATEGORIES,
  TILE_COLOURS,
  TILE_FINISHES,
  TILE_REGION_NAMES,
  TILE_SIZES,
  TILE_SORTS,
  TILE_USES,
} from './taoci-dicts';
import { opt } from './fields';

export const tileFilters = {
  category: opt(z.enum(TILE_CATEGORIES)),
  tileSize: opt(z.enum(TILE_SIZES)),
  finish: opt(z.enum(TILE_FINISHES)),
  absorption: opt(z.enum(ABSORPTION_CODES)),
  usage: opt(z.enum(TILE_USES)),
  colour: opt(z.enum(TILE_COLOURS)),
  /** Anti-slip tiles only (R10 and up). */
  slip: opt(yesNo),
  /** Price per ㎡, yuan. */
  priceMin: opt(int(0, 100_000)),
  priceMax: opt(int(0, 100_000)),
};
/** 保存搜索 of a shop's tiles: the shop and the tile filters. */
export const taociFilterSchema = z.object({ id, ...tileFilters });
export type TaociFilters = z.input<typeof taociFilterSchema>;
export const shopTilesQuery = z.object({
  id,
  ...paging(20),
  ...tileFilters,
  sort: z._default(z.enum(TILE_SORTS), 'sales'),
});
export type ShopTilesQuery = z.input<typeof shopTilesQuery>;

const tileCard = z.object({
  goodsId: z.number(),
  name: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  sizeMm: z.string(),
  finish: z.string(),
  absorption: z.string(),
  usage: z.string(),
  colour: z.string(),
  slip: z.nullable(z.string()),
  pricePerM2: z.number(),
  boxPrice: z.number(),
  m2PerBox: z.number(),
  salesCount: z.number(),
  /** Boxes over every batch. */
  stock: z.number(),
  batchCount: z.number(),
});
export type TileCard = z.infer<typeof tileCard>;

const shopCard = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  region: z.string(),
  logoUrl: z.string(),
  certifications: z.array(z.string()),
  mainCategories: z.string(),
  tileCount: z.number(),
});
export type CeramicShopCard = z.infer<typeof shopCard>;

const count = z.object({ name: z.string(), count: z.number() });

const shopInfo = z.object({
  ...shopCard.shape,
  place: z.string(),
  address: z.string(),
  rating: z.number(),
  intro: z.string(),
  since: z.number(),
  status: z.string(),
});
export type CeramicShop = z.infer<typeof shopInfo>;

const shopPage = z.object({
  shop: shopInfo,
  /** The mall's 瓷砖 category (the header's search stays inside it). */
  tileCategoryId: z.number(),
  /** The shop's tiles by use (every tile of the shop, whatever the filters). */
  uses: z.array(count),
  tiles: page(tileCard),
});
export type CeramicShopPage = z.infer<typeof shopPage>;

const homeData = z.object({
  tileCategoryId: z.number(),
  categories: z.array(count),
  regions: z.array(z.object({ name: z.string(), place: z.string(), shopCount: z.number(), tileCount: z.number() })),
  shops: z.array(shopCard),
  hot: z.array(tileCard),
  newest: z.array(tileCard),
  tileCount: z.number(),
});
export type TaociHome = z.infer<typeof homeData>;

const batch = z.object({
  id: z.number(),
  batchNo: z.string(),
  stock: z.number(),
  status: z.enum(['in_stock', 'low', 'out']),
  /** Beijing day it was fired. */
  producedOn: z.string(),
});
export type TileBatch = z.infer<typeof batch>;

const tileFacts = z.object({
  goodsId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  region: z.string(),
  category: z.string(),
  sizeMm: z.string(),
  thicknessMm: z.number(),
  finish: z.string(),
  absorption: z.string(),
  usage: z.string(),
  colour: z.string(),
  pattern: z.string(),
  slip: z.nullable(z.string()),
  grade: z.string(),
  piecesPerBox: z.number(),
  m2PerBox: z.number(),
  pricePerM2: z.number(),
  boxPrice: z.number(),
  /** Off sale (or its shop is not open): shown, not sold. */
  onSale: z.boolean(),
  batches: z.array(batch),
});
export type TileFacts = z.infer<typeof tileFacts>;

export const shopsQuery = z.object({ ...paging(20), region: opt(z.enum(TILE_REGION_NAMES)) });

export const taoci = {
  home: get('/api/rs-product-service/taoci/home', z.object({}), homeData, 'none'),
  /** Open ceramic shops, featured and best rated first; by producing region. */
  shops: get('/api/rs-product-service/taoci/shops', shopsQuery, page(shopCard), 'none'),
  shop: get('/api/rs-product-service/taoci/shop', shopTilesQuery, shopPage, 'none'),
  /** The tile facts of a goods; null when the goods is no tile. */
  tile: get('/api/rs-product-service/taoci/tile', z.object({ goodsId: id }), z.nullable(tileFacts), 'none'),
};
