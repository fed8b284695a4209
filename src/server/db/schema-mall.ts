// Mall tables beyond the catalogue: the goods-name n-gram index, price tiers, group-buys,
// cart lines and member addresses. Times are UTC text 'YYYY-MM-DD HH:mm:ss'.
import type { Generated } from 'kysely';

/**
 * One row per distinct 1-gram and 2-gram of a goods name, ASCII letters lower-cased, grams
 * containing a space left out, with the goods' brand, categories and self-support so the
 * facets of a name search read this table alone. Kept in step with goods by
 * modules/product/grams.ts (reindexGoods).
 */
export interface GoodsGramTable {
  gram: string;
  goods_id: number;
  /** Copied from the goods (stable attributes only, never price or sales). */
  brand_id: number;
  category1_id: number;
  category2_id: number;
  category3_id: number;
  self_support: number;
}

/**
 * Goods counted by leaf category, brand and self-support: the goods page's facets and total
 * when it filters by nothing else (the landing view, category and brand browsing, the
 * self-operated mall). Rebuilt with the gram index (modules/product/grams.ts).
 */
export interface GoodsFacetCountTable {
  category1_id: number;
  category2_id: number;
  category3_id: number;
  brand_id: number;
  self_support: number;
  n: number;
}

/** A line of at least min_quantity units of the goods costs price each. */
export interface GoodsPriceTierTable {
  goods_id: number;
  min_quantity: number;
  price: number;
}

/** At most one group-buy per goods; it is active while starts_at <= now < ends_at. */
export interface GroupBuyTable {
  goods_id: number;
  price: number;
  min_quantity: number;
  starts_at: string;
  ends_at: string;
}

/** A cart belongs to a member acting for a company: (user_id, company_id). */
export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  goods_id: number;
  quantity: number;
  selected: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MemberAddressTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  consignee: string;
  phone: string;
  province_code: string;
  city_code: string;
  district_code: string;
  detail: string;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MallTables {
  goods_gram: GoodsGramTable;
  goods_facet_count: GoodsFacetCountTable;
  goods_price_tier: GoodsPriceTierTable;
  group_buy: GroupBuyTable;
  cart_item: CartItemTable;
  member_address: MemberAddressTable;
}
