// The goods search index, held in memory per process and built from the goods table: the
// columns the goods page filters, sorts and counts by, as typed arrays (one slot per goods);
// goods grouped by everything the facets and the text match depend on (name, brand,
// categories, self-support), so counts are sums over groups; the four orders as permutations
// with each slot's rank and each position's group; groups listed per name, category and brand;
// the distinct names with substring and pinyin indexes; and the card fields (see
// card-columns.ts). It is rebuilt whole from records, in slices (index-build.ts; see store.ts
// for loading and keeping it in step with the database).
import type { GoodsSort } from '../../../api/product';
import type { GroupBuys, PriceTiers } from './card-columns';
import { firstNot, type InternedStrings, type Lists, type PackedStrings } from './columns';
import { spell, type SubstringIndex, type Spelling } from './text';

export interface GoodsRecord {
  id: number;
  name: string;
  price: number;
  sales_count: number;
  recommend: number;
  brand_id: number;
  category1_id: number;
  category2_id: number;
  category3_id: number;
  self_support: number;
  shop_id: number;
  /** Card fields only (see card-columns.ts). */
  spec: string;
  unit: string;
  stock: number;
  image_url: string;
}

export interface Named {
  id: number;
  name: string;
  /** The name normalized (what queries are matched in). */
  key: string;
  spelling: Spelling;
}
export interface CategoryInfo extends Named {
  parentId: number;
  level: number;
  sort: number;
}

/** Pinyin per distinct text, kept across rebuilds (pinyin-pro is the costly part of a build). */
export const spellings = new Map<string, Spelling>();
export function spelled(text: string): Spelling {
  let s = spellings.get(text);
  if (!s) {
    s = spell(text);
    spellings.set(text, s);
  }
  return s;
}

/** What the index keeps beside the goods: category, brand and shop names, the group-buys not ended when it was built, the price tiers (see card-columns.ts). */
export interface Beside {
  categories: Map<number, CategoryInfo>;
  brands: Map<number, Named>;
  shopNames: Map<number, string>;
  groupBuys: GroupBuys;
  tiers: PriceTiers;
}

/** Everything the index holds, made by buildIndex (index-build.ts). */
export type IndexParts = Omit<GoodsIndex, 'groups' | 'record' | 'slotOf'>;

export class GoodsIndex {
  /** Category, brand and shop names; the group-buys not ended when it was built; the price tiers (see card-columns.ts). */
  readonly categories: Map<number, CategoryInfo>;
  readonly brands: Map<number, Named>;
  readonly shopNames: Map<number, string>;
  readonly groupBuys: GroupBuys;
  readonly tiers: PriceTiers;
  readonly n: number;
  readonly id: Int32Array;
  readonly price: Float64Array;
  readonly sales: Int32Array;
  readonly recommend: Uint8Array;
  readonly shop: Int32Array;
  readonly group: Int32Array;
  /** Per group: its name, brand, categories (levels 1–3), self-support, slots (by price). */
  readonly groupName: Int32Array;
  readonly groupBrand: Int32Array;
  readonly groupCat: [Int32Array, Int32Array, Int32Array];
  readonly groupSelf: Uint8Array;
  readonly groupSlots: Lists;
  /** Brands and categories numbered 0 … k − 1: ids by number, numbers by id, each group's numbers. */
  readonly brandIds: Int32Array;
  readonly brandNo: Map<number, number>;
  readonly groupBrandNo: Int32Array;
  readonly categoryIds: Int32Array;
  readonly categoryNo: Map<number, number>;
  readonly groupCatNo: [Int32Array, Int32Array, Int32Array];
  /** Groups per name, per category number (any level) and per brand number; every group. */
  readonly nameGroups: Lists;
  readonly categoryGroups: Lists;
  readonly brandGroups: Lists;
  readonly allGroups: Int32Array;
  /** Prices along groupSlots.list (a group's price range is searched in adjacent memory). */
  readonly groupPrices: Float64Array;
  /** Distinct names as written, normalized, spelled, and indexed. */
  readonly names: string[];
  readonly normalized: string[];
  readonly nameSpelling: Spelling[];
  readonly nameIndex: SubstringIndex;
  readonly pinyinIndex: SubstringIndex;
  readonly initialsIndex: SubstringIndex;
  /** Goods per name (for suggestions: a popular name first). */
  readonly nameSales: Float64Array;
  readonly shopSlots: Lists;
  readonly shopIds: number[];
  readonly order: Record<GoodsSort, Int32Array>;
  readonly rank: Record<GoodsSort, Int32Array>;
  /** The group at each position of each order (a walk down an order reads adjacent memory). */
  readonly orderGroup: Record<GoodsSort, Int32Array>;
  /** Card fields per slot. */
  readonly stock: Int32Array;
  readonly spec: InternedStrings;
  readonly unit: InternedStrings;
  readonly image: PackedStrings;

  // Named stores, one per field, in a fixed order: the index keeps fast properties (assigned
  // in a loop or by Object.assign, ~50 fields turn it into a dictionary, measured ~15 % slower).
  constructor(p: IndexParts) {
    this.categories = p.categories;
    this.brands = p.brands;
    this.shopNames = p.shopNames;
    this.groupBuys = p.groupBuys;
    this.tiers = p.tiers;
    this.n = p.n;
    this.id = p.id;
    this.price = p.price;
    this.sales = p.sales;
    this.recommend = p.recommend;
    this.shop = p.shop;
    this.group = p.group;
    this.groupName = p.groupName;
    this.groupBrand = p.groupBrand;
    this.groupCat = p.groupCat;
    this.groupSelf = p.groupSelf;
    this.groupSlots = p.groupSlots;
    this.brandIds = p.brandIds;
    this.brandNo = p.brandNo;
    this.groupBrandNo = p.groupBrandNo;
    this.categoryIds = p.categoryIds;
    this.categoryNo = p.categoryNo;
    this.groupCatNo = p.groupCatNo;
    this.nameGroups = p.nameGroups;
    this.categoryGroups = p.categoryGroups;
    this.brandGroups = p.brandGroups;
    this.allGroups = p.allGroups;
    this.groupPrices = p.groupPrices;
    this.names = p.names;
    this.normalized = p.normalized;
    this.nameSpelling = p.nameSpelling;
    this.nameIndex = p.nameIndex;
    this.pinyinIndex = p.pinyinIndex;
    this.initialsIndex = p.initialsIndex;
    this.nameSales = p.nameSales;
    this.shopSlots = p.shopSlots;
    this.shopIds = p.shopIds;
    this.order = p.order;
    this.rank = p.rank;
    this.orderGroup = p.orderGroup;
    this.stock = p.stock;
    this.spec = p.spec;
    this.unit = p.unit;
    this.image = p.image;
  }

  get groups(): number {
    return this.groupName.length;
  }

  /** The slot of goods `id` (slots are in id order), or -1. */
  slotOf(id: number): number {
    const lo = firstNot(0, this.n, (i) => this.id[i] < id);
    return lo < this.n && this.id[lo] === id ? lo : -1;
  }

  /** The slot's data as a record (to rebuild the index with some goods changed). */
  record(slot: number): GoodsRecord {
    const g = this.group[slot];
    return {
      id: this.id[slot],
      name: this.names[this.groupName[g]],
      price: this.price[slot],
      sales_count: this.sales[slot],
      recommend: this.recommend[slot],
      brand_id: this.groupBrand[g],
      category1_id: this.groupCat[0][g],
      category2_id: this.groupCat[1][g],
      category3_id: this.groupCat[2][g],
      self_support: this.groupSelf[g],
      shop_id: this.shop[slot],
      spec: this.spec.get(slot),
      unit: this.unit.get(slot),
      stock: this.stock[slot],
      image_url: this.image.get(slot),
    };
  }
}
