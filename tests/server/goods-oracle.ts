// The goods as the database holds them, to check what the search index answers against: a
// goods card with its shop, brand and active group-buy (the goods page and the goods detail read
// theirs from the index, src/server/modules/product/card-columns.ts).
import type { MallGoodsCard } from '../../src/api/product';
import type { Db } from '../../src/server/db';
import { groupBuyOf } from '../../src/server/db/goods-prices';

/** Goods cards with the group-buy running at `now` (a stamp, floor/time.ts stampOf). */
export function cardQuery(db: Db, now: string) {
  return db
    .selectFrom('goods as g')
    .innerJoin('shop as s', 's.id', 'g.shop_id')
    .innerJoin('brand as b', 'b.id', 'g.brand_id')
    .leftJoin('group_buy as gb', (j) =>
      j.onRef('gb.goods_id', '=', 'g.id').on('gb.starts_at', '<=', now).on('gb.ends_at', '>', now),
    )
    .select([
      'g.id',
      'g.name',
      'g.brand_id',
      'b.name as brand_name',
      'g.spec',
      'g.category1_id',
      'g.category2_id',
      'g.category3_id',
      'g.price',
      'g.unit',
      'g.stock',
      'g.image_url',
      'g.shop_id',
      's.name as shop_name',
      'g.sales_count',
      'g.self_support',
      'gb.price as gb_price',
      'gb.ends_at as gb_ends_at',
      'gb.min_quantity as gb_min_quantity',
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export const toCard = (r: CardRow): MallGoodsCard => ({
  id: r.id,
  productName: r.name,
  brandId: r.brand_id,
  brand: r.brand_name,
  spec: r.spec,
  categoryId: r.category3_id,
  price: Number(r.price),
  unit: r.unit,
  stock: r.stock,
  imageUrl: r.image_url,
  shopId: r.shop_id,
  shopName: r.shop_name,
  salesCount: r.sales_count,
  selfSupport: r.self_support === 1,
  groupBuy: groupBuyOf(r),
});
