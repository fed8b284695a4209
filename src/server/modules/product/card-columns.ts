// What a goods card shows beyond the columns the search reads, kept beside the search index so
// the goods page is answered from memory (one index probe, no card query): spec, unit, stock
// and picture per goods, shop names, and the group-buys not ended when the index was built
// (whether one is running is decided per request, from the clock it is given). Kept in step
// like the index: every write to goods, shop names or group-buys logs its goods ids through
// floor/goods-change.ts reindexGoods.
import type { GroupBuy, MallGoodsCard } from '../../../api/product';
import type { Tier } from '../../db/goods-prices';
import { firstNot } from './columns';
import type { GoodsIndex } from './goods-index';
import { isoOf } from '../../floor/time';

export interface GroupBuyRow {
  goods_id: number;
  price: number | string;
  min_quantity: number;
  starts_at: string;
  ends_at: string;
}

interface Window {
  starts: number;
  ends: number;
  offer: GroupBuy;
}

/** The group-buy of each goods (at most one: goods_id is group_buy's key), shown while it runs. */
export class GroupBuys {
  private readonly byGoods = new Map<number, Window>();
  add(rows: GroupBuyRow[]): this {
    for (const r of rows) {
      this.byGoods.set(r.goods_id, {
        starts: Date.parse(isoOf(r.starts_at)),
        ends: Date.parse(isoOf(r.ends_at)),
        offer: { price: Number(r.price), endsAt: isoOf(r.ends_at), minQuantity: r.min_quantity ?? 1 },
      });
    }
    return this;
  }
  /** The group-buy of the goods running at nowMs (starts ≤ now < ends), or null. */
  at(goodsId: number, nowMs: number): GroupBuy | null {
    const w = this.byGoods.get(goodsId);
    return w && w.starts <= nowMs && nowMs < w.ends ? w.offer : null;
  }
}

export interface TierRow {
  goods_id: number;
  min_quantity: number;
  price: number | string;
}

/**
 * The quantity price tiers of every goods (the goods detail's), packed in (goods, minimum)
 * order: at 100,000 goods, 40,000 with three tiers each, about 2 MB. Read whole with a full
 * build; a build for some changed goods keeps the others' tiers and reads theirs again.
 */
export class PriceTiers {
  private constructor(
    private readonly goods: Int32Array,
    private readonly min: Int32Array,
    private readonly price: Float64Array,
  ) {}

  /** Rows in (goods_id, min_quantity) order. */
  static from(rows: TierRow[]): PriceTiers {
    return new PriceTiers(
      Int32Array.from(rows, (r) => r.goods_id),
      Int32Array.from(rows, (r) => r.min_quantity),
      Float64Array.from(rows, (r) => Number(r.price)),
    );
  }

  /** These tiers with those of the `changed` goods replaced by `fresh` (rows of changed goods only, in (goods_id, min_quantity) order). */
  with(changed: Set<number>, fresh: TierRow[]): PriceTiers {
    const rows: TierRow[] = [];
    let next = 0;
    for (let i = 0; i < this.goods.length; i++) {
      const goodsId = this.goods[i];
      if (changed.has(goodsId)) continue;
      while (next < fresh.length && fresh[next].goods_id < goodsId) rows.push(fresh[next++]);
      rows.push({ goods_id: goodsId, min_quantity: this.min[i], price: this.price[i] });
    }
    rows.push(...fresh.slice(next));
    return PriceTiers.from(rows);
  }

  /** The goods' tiers, smallest minimum first. */
  of(goodsId: number): Tier[] {
    const out: Tier[] = [];
    for (
      let i = firstNot(0, this.goods.length, (j) => this.goods[j] < goodsId);
      i < this.goods.length && this.goods[i] === goodsId;
      i++
    )
      out.push({ minQuantity: this.min[i], price: this.price[i] });
    return out;
  }
}

/** The goods card of an index slot, with the group-buy running at nowMs. */
export function cardOf(ix: GoodsIndex, slot: number, nowMs: number): MallGoodsCard {
  const g = ix.group[slot];
  const id = ix.id[slot];
  const brandId = ix.groupBrand[g];
  const shopId = ix.shop[slot];
  return {
    id,
    productName: ix.names[ix.groupName[g]],
    brandId,
    brand: ix.brands.get(brandId)?.name ?? '',
    spec: ix.spec.get(slot),
    categoryId: ix.groupCat[2][g],
    price: ix.price[slot],
    unit: ix.unit.get(slot),
    stock: ix.stock[slot],
    imageUrl: ix.image.get(slot),
    shopId,
    shopName: ix.shopNames.get(shopId) ?? '',
    salesCount: ix.sales[slot],
    selfSupport: ix.groupSelf[g] === 1,
    groupBuy: ix.groupBuys.at(id, nowMs),
  };
}
