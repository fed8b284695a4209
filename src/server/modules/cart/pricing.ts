// What one unit costs at a quantity: the best of the base price, the quantity tier reached
// and an active group-buy whose minimum quantity is met. Money is summed in cents.
import type { CartLine } from '../../../api/cart';
import type { GroupBuy } from '../../../api/product';
import type { Tier } from '../../db/goods-prices';

export interface UnitPrice {
  unitPrice: number;
  priceKind: CartLine['priceKind'];
}

export function unitPriceAt(base: number, tiers: Tier[], groupBuy: GroupBuy | null, quantity: number): UnitPrice {
  let best: UnitPrice = { unitPrice: base, priceKind: 'base' };
  for (const t of tiers)
    if (quantity >= t.minQuantity && t.price < best.unitPrice) best = { unitPrice: t.price, priceKind: 'tier' };
  if (groupBuy && quantity >= groupBuy.minQuantity && groupBuy.price < best.unitPrice)
    best = { unitPrice: groupBuy.price, priceKind: 'groupBuy' };
  return best;
}

export const cents = (yuan: number): number => Math.round(yuan * 100);

/** unit × quantity in cents (exact for prices with two decimals). */
export const amountCents = (unitPrice: number, quantity: number): number => cents(unitPrice) * quantity;
