// The unit price the detail page shows for a quantity (an estimate: the cart shows the server's
// price): the best of the base price, the price tier the quantity reaches and, while it runs,
// the group-buy price from its least quantity on.
import type { GoodsDetail } from '../../../api/product';

export type PriceKind = 'base' | 'tier' | 'groupBuy';

export function unitPriceFor(
  goods: GoodsDetail,
  quantity: number,
  groupBuyRunning: boolean,
): { price: number; kind: PriceKind } {
  let best = { price: goods.price, kind: 'base' as PriceKind };
  for (const t of goods.priceTiers)
    if (quantity >= t.minQuantity && t.price < best.price) best = { price: t.price, kind: 'tier' };
  const gb = goods.groupBuy;
  if (groupBuyRunning && gb && quantity >= gb.minQuantity && gb.price < best.price)
    best = { price: gb.price, kind: 'groupBuy' };
  return best;
}

/** Tier rows as ranges, the base price first when the tiers start above 1: 1–49, 50–199, ≥200. */
export function tierRows(goods: GoodsDetail): { from: number; to: number | null; price: number }[] {
  const sorted = [...goods.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length === 0) return [];
  const tiers = sorted[0].minQuantity > 1 ? [{ minQuantity: 1, price: goods.price }, ...sorted] : sorted;
  return tiers.map((t, i) => ({
    from: t.minQuantity,
    to: i + 1 < tiers.length ? tiers[i + 1].minQuantity - 1 : null,
    price: t.price,
  }));
}
