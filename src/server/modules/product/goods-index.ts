// The goods search index, held in memory per process and built from the goods table: the
// columns the goods page filters, sorts and counts by, as typed arrays (one slot per goods);
// goods grouped by everything the facets and the text match depend on (name, brand,
// categories, self-support), so counts are sums over groups; the four orders as permutations
// with each slot's rank and each position's group; groups listed per name, category and brand;
// the distinct names with substring and pinyin indexes; and the card fields (see
// card-columns.ts). It is rebuilt whole from records (see store.ts for loading and keeping it
// in step with the database).
import { GOODS_SORTS, type GoodsSort } from '../../../api/product';
import type { GroupBuys } from './card-columns';
import { InternedStrings, listsOf, numbered, PackedStrings, type Lists } from './columns';
import { normalize, spell, SubstringIndex, type Spelling } from './text';

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

export class GoodsIndex {
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
  readonly names: string[] = [];
  readonly normalized: string[] = [];
  readonly nameSpelling: Spelling[] = [];
  readonly nameIndex: SubstringIndex;
  readonly pinyinIndex: SubstringIndex;
  readonly initialsIndex: SubstringIndex;
  /** Goods per name (for suggestions: a popular name first). */
  readonly nameSales: Float64Array;
  readonly shopSlots: Lists;
  readonly shopIds: number[];
  readonly order = {} as Record<GoodsSort, Int32Array>;
  readonly rank = {} as Record<GoodsSort, Int32Array>;
  /** The group at each position of each order (a walk down an order reads adjacent memory). */
  readonly orderGroup = {} as Record<GoodsSort, Int32Array>;
  /** Card fields per slot. */
  readonly stock: Int32Array;
  readonly spec: InternedStrings;
  readonly unit: InternedStrings;
  readonly image: PackedStrings;

  constructor(
    records: GoodsRecord[],
    readonly categories: Map<number, CategoryInfo>,
    readonly brands: Map<number, Named>,
    readonly shopNames: Map<number, string>,
    readonly groupBuys: GroupBuys,
  ) {
    const n = (this.n = records.length);
    this.id = new Int32Array(n);
    this.price = new Float64Array(n);
    this.sales = new Int32Array(n);
    this.recommend = new Uint8Array(n);
    this.shop = new Int32Array(n);
    this.group = new Int32Array(n);
    this.stock = Int32Array.from(records, (r) => r.stock);
    this.spec = new InternedStrings(n, (slot) => records[slot].spec);
    this.unit = new InternedStrings(n, (slot) => records[slot].unit);
    this.image = new PackedStrings(n, (slot) => records[slot].image_url);
    const nameIds = new Map<string, number>();
    const groupIds = new Map<string, number>();
    const groups: number[][] = [];
    const shopIndex = new Map<number, number>();
    const shopOf = new Int32Array(n);
    records.forEach((r, slot) => {
      this.id[slot] = r.id;
      this.price[slot] = r.price;
      this.sales[slot] = r.sales_count;
      this.recommend[slot] = r.recommend;
      this.shop[slot] = r.shop_id;
      let name = nameIds.get(r.name);
      if (name === undefined) {
        name = this.names.length;
        nameIds.set(r.name, name);
        this.names.push(r.name);
      }
      const attributes = [name, r.brand_id, r.category1_id, r.category2_id, r.category3_id, r.self_support];
      const key = attributes.join(',');
      let group = groupIds.get(key);
      if (group === undefined) {
        group = groups.length;
        groupIds.set(key, group);
        groups.push(attributes);
      }
      this.group[slot] = group;
      let shop = shopIndex.get(r.shop_id);
      if (shop === undefined) shopIndex.set(r.shop_id, (shop = shopIndex.size));
      shopOf[slot] = shop;
    });
    const column = (i: number) => Int32Array.from(groups, (g) => g[i]);
    this.groupName = column(0);
    this.groupBrand = column(1);
    this.groupCat = [column(2), column(3), column(4)];
    this.groupSelf = Uint8Array.from(groups, (g) => g[5]);
    const byBrand = numbered(this.brands.keys(), [this.groupBrand]);
    [this.brandIds, this.brandNo, this.groupBrandNo] = [byBrand.ids, byBrand.no, byBrand.columns[0]];
    const cats = numbered(this.categories.keys(), this.groupCat);
    [this.categoryIds, this.categoryNo] = [cats.ids, cats.no];
    this.groupCatNo = [cats.columns[0], cats.columns[1], cats.columns[2]];
    this.groupSlots = listsOf([this.group], groups.length);
    // Each group's goods in price order: a price range is a slice of it.
    const { start, list } = this.groupSlots;
    for (let g = 0; g < groups.length; g++) list.subarray(start[g], start[g + 1]).sort((a, b) => this.price[a] - this.price[b] || a - b);
    this.groupPrices = new Float64Array(n);
    for (let i = 0; i < n; i++) this.groupPrices[i] = this.price[list[i]];
    this.nameGroups = listsOf([this.groupName], this.names.length);
    this.categoryGroups = listsOf(this.groupCatNo, this.categoryIds.length);
    this.brandGroups = listsOf([this.groupBrandNo], this.brandIds.length);
    this.allGroups = Int32Array.from(groups, (_, g) => g);
    this.shopIds = [...shopIndex.keys()];
    this.shopSlots = listsOf([shopOf], this.shopIds.length);

    for (const name of this.names) {
      this.normalized.push(normalize(name));
      this.nameSpelling.push(spelled(name));
    }
    this.nameIndex = new SubstringIndex(this.normalized);
    this.pinyinIndex = new SubstringIndex(this.nameSpelling.map((s) => s.full));
    this.initialsIndex = new SubstringIndex(this.nameSpelling.map((s) => s.initials));
    this.nameSales = new Float64Array(this.names.length);
    for (let slot = 0; slot < n; slot++) this.nameSales[this.groupName[this.group[slot]]] += this.sales[slot] + 1;

    // Ids break ties in the direction of the main key (the SQL orders the page had before).
    const { id, price, sales, recommend } = this;
    const compare: Record<GoodsSort, (a: number, b: number) => number> = {
      default: (a, b) => recommend[b] - recommend[a] || sales[b] - sales[a] || id[b] - id[a],
      sales: (a, b) => sales[b] - sales[a] || id[b] - id[a],
      priceAsc: (a, b) => price[a] - price[b] || id[a] - id[b],
      priceDesc: (a, b) => price[b] - price[a] || id[b] - id[a],
    };
    for (const sort of GOODS_SORTS) {
      const order = new Int32Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
      order.sort(compare[sort]);
      const rank = new Int32Array(n);
      order.forEach((slot, i) => (rank[slot] = i));
      this.order[sort] = order;
      this.rank[sort] = rank;
      const groupAt = (this.orderGroup[sort] = new Int32Array(n));
      for (let i = 0; i < n; i++) groupAt[i] = this.group[order[i]];
    }
  }

  get groups(): number {
    return this.groupName.length;
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
