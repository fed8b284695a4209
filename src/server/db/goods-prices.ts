// The stored price facts of goods that the goods detail (product module) and the cart (cart
// module) both read: quantity tiers, and the running group-buy as a card's joined columns.
import type { GroupBuy } from '../../api/product';
import { isoOf } from '../floor/time';
import type { Db } from './index';

export interface Tier {
  minQuantity: number;
  price: number;
}

/** The quantity tiers of each goods, smallest minimum first. */
export async function priceTiers(db: Db, goodsIds: number[]): Promise<Map<number, Tier[]>> {
  const out = new Map<number, Tier[]>();
  if (goodsIds.length === 0) return out;
  const rows = await db
    .selectFrom('goods_price_tier')
    .selectAll()
    .where('goods_id', 'in', goodsIds)
    .orderBy('goods_id')
    .orderBy('min_quantity')
    .execute();
  for (const r of rows)
    out.set(r.goods_id, [...(out.get(r.goods_id) ?? []), { minQuantity: r.min_quantity, price: Number(r.price) }]);
  return out;
}

/** The group-buy of a row that left-joined group_buy (gb_*), or null. */
export function groupBuyOf(r: {
  gb_price: number | null;
  gb_ends_at: string | null;
  gb_min_quantity: number | null;
}): GroupBuy | null {
  if (r.gb_price === null || r.gb_ends_at === null) return null;
  return { price: Number(r.gb_price), endsAt: isoOf(r.gb_ends_at), minQuantity: r.gb_min_quantity ?? 1 };
}
