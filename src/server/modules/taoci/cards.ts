// Tile cards and ceramic shop cards from their rows (open shops, tiles on sale).
import { sql } from 'kysely';
import type { CeramicShopCard, TileCard } from '../../../api/taoci';
import type { Db } from '../../db';

/** Tiles on sale of open ceramic shops, with their goods and their batch count. */
export function tileRows(db: Db) {
  return db
    .selectFrom('taoci_tile as t')
    .innerJoin('goods as g', 'g.id', 't.goods_id')
    .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
    .where('t.status', '=', 'on_sale')
    .where('cs.status', '=', 'open');
}

export const TILE_COLUMNS = [
  't.goods_id',
  'g.name',
  'g.image_url',
  't.category',
  't.size_mm',
  't.finish',
  't.absorption',
  't.usage',
  't.colour',
  't.slip',
  't.price_per_m2',
  'g.price',
  't.m2_per_box',
  'g.sales_count',
  'g.stock',
] as const;

export const batchCount = sql<number>`(select count(*) from taoci_batch b where b.goods_id = t.goods_id)`;

type TileRow = {
  goods_id: number;
  name: string;
  image_url: string;
  category: string;
  size_mm: string;
  finish: string;
  absorption: string;
  usage: string;
  colour: string;
  slip: string | null;
  price_per_m2: number;
  price: number;
  m2_per_box: number;
  sales_count: number;
  stock: number;
  batches: number;
};

export const toTileCard = (r: TileRow): TileCard => ({
  goodsId: r.goods_id,
  name: r.name,
  imageUrl: r.image_url,
  category: r.category,
  sizeMm: r.size_mm,
  finish: r.finish,
  absorption: r.absorption,
  usage: r.usage,
  colour: r.colour,
  slip: r.slip,
  pricePerM2: Number(r.price_per_m2),
  boxPrice: Number(r.price),
  m2PerBox: Number(r.m2_per_box),
  salesCount: Number(r.sales_count),
  stock: Number(r.stock),
  batchCount: Number(r.batches),
});

/** Open ceramic shops with their shop row and their tiles on sale. */
export function shopRows(db: Db) {
  return db
    .selectFrom('taoci_shop as cs')
    .innerJoin('shop as s', 's.id', 'cs.shop_id')
    .select([
      's.id',
      's.name',
      's.logo_url',
      's.main_categories',
      's.address',
      's.rating',
      's.province_code',
      's.city_code',
      's.district_code',
    ])
    .select(['cs.brand', 'cs.region', 'cs.certifications', 'cs.intro', 'cs.since', 'cs.status', 'cs.featured'])
    .select(
      sql<number>`(select count(*) from taoci_tile t where t.shop_id = cs.shop_id and t.status = 'on_sale')`.as(
        'tiles',
      ),
    );
}

export const toShopCard = (r: {
  id: number;
  name: string;
  logo_url: string;
  main_categories: string;
  brand: string;
  region: string;
  certifications: string;
  tiles: number;
}): CeramicShopCard => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  region: r.region,
  logoUrl: r.logo_url,
  certifications: r.certifications ? r.certifications.split('、') : [],
  mainCategories: r.main_categories,
  tileCount: Number(r.tiles),
});

/** The mall's 瓷砖 category (level 1). */
export async function tileCategoryId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('category')
    .select('id')
    .where('name', '=', '瓷砖')
    .where('level', '=', 1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** A count per dictionary name from `{ k, n }` group rows (0 where no row). */
export const countsBy = <K extends string>(names: readonly K[], rows: { k: string; n: number | string }[]) =>
  names.map((name) => ({ name, count: Number(rows.find((r) => r.k === name)?.n ?? 0) }));
