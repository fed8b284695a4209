// Building the goods index (goods-index.ts) without holding the event loop. A build at a
// million goods is seconds of work, and every server rebuilds after a goods write: done in one
// go, the server would answer nothing meanwhile. Passes over the goods run in slices (pace.ts),
// so other pages are answered during a rebuild; searches wait for the new index as before (they
// answer with every acknowledged write). What is left in one piece is work per group or per
// distinct name (the name indexes, about 0.1 s when made anew) and the collector's pauses.
import { GOODS_SORTS, type GoodsSort } from '../../../api/product';
import { InternedStrings, listsOf, numbered, orderBy, PackedStrings } from './columns';
import { GoodsIndex, spelled, type Beside, type CategoryInfo, type GoodsRecord, type Named } from './goods-index';
import { pacer, type Pace } from './pace';
import { normalize, SubstringIndex, type Spelling } from './text';

/** The per-goods columns, one slot per goods in id order (ties in every order are broken by id). */
async function slotColumns(records: GoodsRecord[], pace: Pace) {
  const n = records.length;
  const [id, price, sales, recommend, shop, group, shopOf, stock] = [
    new Int32Array(n),
    new Float64Array(n),
    new Int32Array(n),
    new Uint8Array(n),
    new Int32Array(n),
    new Int32Array(n),
    new Int32Array(n),
    new Int32Array(n),
  ];
  const [spec, unit, images] = [new InternedStrings(n), new InternedStrings(n), new Array<string>(n)];
  const names: string[] = [];
  const nameSales: number[] = [];
  const groups: number[][] = [];
  const [nameIds, groupIds, shopIndex] = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<number, number>(),
  ];
  for (let slot = 0; slot < n; slot++) {
    if ((slot & 0x3fff) === 0) await pace();
    const r = records[slot];
    [id[slot], price[slot], sales[slot], recommend[slot], shop[slot], stock[slot]] = [
      r.id,
      r.price,
      r.sales_count,
      r.recommend,
      r.shop_id,
      r.stock,
    ];
    spec.set(slot, r.spec);
    unit.set(slot, r.unit);
    images[slot] = r.image_url;
    let name = nameIds.get(r.name);
    if (name === undefined) {
      nameIds.set(r.name, (name = names.length));
      names.push(r.name);
      nameSales.push(0);
    }
    nameSales[name] += r.sales_count + 1;
    const attributes = [name, r.brand_id, r.category1_id, r.category2_id, r.category3_id, r.self_support];
    const key = attributes.join(',');
    let g = groupIds.get(key);
    if (g === undefined) {
      groupIds.set(key, (g = groups.length));
      groups.push(attributes);
    }
    group[slot] = g;
    let s = shopIndex.get(r.shop_id);
    if (s === undefined) shopIndex.set(r.shop_id, (s = shopIndex.size));
    shopOf[slot] = s;
  }
  const image = await PackedStrings.of(images, pace);
  return {
    n,
    id,
    price,
    sales,
    recommend,
    shop,
    group,
    groups,
    names,
    nameSales: Float64Array.from(nameSales),
    shopOf,
    shopIds: [...shopIndex.keys()],
    stock,
    spec,
    unit,
    image,
  };
}

/**
 * The four orders (ties by id in the direction of the main key: the SQL orders the page had before), each slot's rank
 * and each position's group.
 */
async function orders(price: Float64Array, recommend: Uint8Array, sales: Int32Array, group: Int32Array, pace: Pace) {
  const priceAsc = await orderBy(price, false, false, pace);
  const defaultKey = new Float64Array(price.length);
  for (let slot = 0; slot < defaultKey.length; slot++)
    defaultKey[slot] = recommend[slot] * 2 ** 32 + sales[slot] + 2 ** 31;
  const order: Record<GoodsSort, Int32Array> = {
    default: await orderBy(defaultKey, true, true, pace),
    sales: await orderBy(Float64Array.from(sales), true, true, pace),
    priceAsc,
    // Price, then id, both descending: the ascending order backwards.
    priceDesc: priceAsc.slice().reverse(),
  };
  const rank = {} as Record<GoodsSort, Int32Array>;
  const orderGroup = {} as Record<GoodsSort, Int32Array>;
  for (const sort of GOODS_SORTS) {
    await pace();
    const o = order[sort];
    const [r, g] = [(rank[sort] = new Int32Array(o.length)), (orderGroup[sort] = new Int32Array(o.length))];
    for (let i = 0; i < o.length; i++) {
      r[o[i]] = i;
      g[i] = group[o[i]];
    }
  }
  return { order, rank, orderGroup };
}

/** Per group: its attributes as columns, brand and category numbers, and the groups listed per name, category and brand. */
async function groupColumns(
  groups: number[][],
  nameCount: number,
  categories: Map<number, CategoryInfo>,
  brands: Map<number, Named>,
) {
  const column = (i: number) => Int32Array.from(groups, (g) => g[i]);
  const [groupName, groupBrand, groupCat] = [
    column(0),
    column(1),
    [column(2), column(3), column(4)] as [Int32Array, Int32Array, Int32Array],
  ];
  const byBrand = numbered(brands.keys(), [groupBrand]);
  const cats = numbered(categories.keys(), groupCat);
  const groupCatNo = cats.columns as [Int32Array, Int32Array, Int32Array];
  return {
    groupName,
    groupBrand,
    groupCat,
    groupSelf: Uint8Array.from(groups, (g) => g[5]),
    brandIds: byBrand.ids,
    brandNo: byBrand.no,
    groupBrandNo: byBrand.columns[0],
    categoryIds: cats.ids,
    categoryNo: cats.no,
    groupCatNo,
    nameGroups: await listsOf([groupName], nameCount),
    categoryGroups: await listsOf(groupCatNo, cats.ids.length),
    brandGroups: await listsOf([byBrand.columns[0]], byBrand.ids.length),
    allGroups: Int32Array.from(groups, (_, g) => g),
  };
}

/**
 * The distinct names normalized, spelled and indexed (substrings of each); the previous index's when the names are the
 * same (a write that renames nothing).
 */
async function nameIndexes(names: string[], previous: GoodsIndex | undefined, pace: Pace) {
  if (previous && previous.names.length === names.length && previous.names.every((name, i) => name === names[i])) {
    const { normalized, nameSpelling, nameIndex, pinyinIndex, initialsIndex } = previous;
    return { normalized, nameSpelling, nameIndex, pinyinIndex, initialsIndex };
  }
  const [normalized, nameSpelling] = [new Array<string>(names.length), new Array<Spelling>(names.length)];
  for (let i = 0; i < names.length; i++) {
    // pinyin-pro is slow on a name it has not seen (spelled() keeps what it made).
    if ((i & 0xff) === 0) await pace();
    [normalized[i], nameSpelling[i]] = [normalize(names[i]), spelled(names[i])];
  }
  const nameIndex = new SubstringIndex(normalized);
  await pace();
  const pinyinIndex = new SubstringIndex(nameSpelling.map((s) => s.full));
  await pace();
  return {
    normalized,
    nameSpelling,
    nameIndex,
    pinyinIndex,
    initialsIndex: new SubstringIndex(nameSpelling.map((s) => s.initials)),
  };
}

/**
 * The index of these goods (any order) and what it keeps beside them; `previous`, the index it replaces, lends the
 * parts that did not change.
 */
export async function buildIndex(
  records: GoodsRecord[],
  beside: Beside,
  pace: Pace = pacer(),
  previous?: GoodsIndex,
): Promise<GoodsIndex> {
  const { categories, brands } = beside;
  if (records.some((r, i) => i > 0 && r.id <= records[i - 1].id)) records = [...records].sort((a, b) => a.id - b.id);
  const slots = await slotColumns(records, pace);
  const { groups, shopOf, ...kept } = slots;
  const { price, group } = slots;
  const ordered = await orders(price, slots.recommend, slots.sales, group, pace);
  // Each group's goods in price order: a price range is a slice of it, its prices in adjacent memory.
  const groupSlots = await listsOf([group], groups.length, ordered.order.priceAsc, pace);
  const groupPrices = new Float64Array(slots.n);
  for (let i = 0; i < slots.n; i++) groupPrices[i] = price[groupSlots.list[i]];
  const shopSlots = await listsOf([shopOf], slots.shopIds.length, undefined, pace);
  await pace();
  const perGroup = await groupColumns(groups, slots.names.length, categories, brands);
  await pace();
  return new GoodsIndex({
    ...kept,
    ...ordered,
    ...perGroup,
    ...(await nameIndexes(slots.names, previous, pace)),
    groupSlots,
    groupPrices,
    shopSlots,
    ...beside,
  });
}
