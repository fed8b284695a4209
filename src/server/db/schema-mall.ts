// Mall tables beyond the catalogue: the goods change log, price tiers, group-buys,
// cart lines and member addresses. Times are UTC text 'YYYY-MM-DD HH:mm:ss'.
import type { Generated } from 'kysely';

/** A goods write, for every server's search index (goods_id 0: all goods). See modules/product/store.ts. */
export interface GoodsChangeTable {
  id: Generated<number>;
  goods_id: number;
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
  goods_change: GoodsChangeTable;
  goods_price_tier: GoodsPriceTierTable;
  group_buy: GroupBuyTable;
  cart_item: CartItemTable;
  member_address: MemberAddressTable;
}
