// The goods page's result over the in-memory index: the groups the text (or category) holds
// and their tiers, the filters, the facet counts, and one page of slots in order. Work is per
// candidate group, not per goods or per group of the catalogue. Counts are sums over groups: a
// price range counts each group's goods by binary search (a group's goods are kept in price
// order), a shop's goods are counted one by one (a shop holds few). A ranked search (a text in
// the default order) lists its tiers one after the other, each in the default order; the other
// sorts order all matches. Passes over single goods are what costs at a million goods (each is
// a cache miss), so they are kept to the goods of one shop or one page.
import type { GoodsSort } from '../../../api/product';
import { firstNot } from './columns';
import type { GoodsIndex } from './goods-index';
import { NONE, textMatch } from './match';

export interface GoodsFilter {
  /** Trimmed, non-empty. */
  text?: string;
  /** Category ids from level 1 down to the chosen category. */
  categoryPath?: number[];
  brandId?: number;
  selfSupport?: boolean;
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
}

export interface SearchResult {
  /** The page's goods, as index slots. */
  slots: number[];
  total: number;
  /** Goods per brand number (ignoring the brand filter) and per number of a category one level below the filter. */
  brandCounts: Int32Array;
  categoryCounts: Int32Array;
}

/** The first position from … to − 1 of groupSlots.list whose price is >= p (> p when after). */
function priceBound(ix: GoodsIndex, from: number, to: number, p: number, after: boolean): number {
  const prices = ix.groupPrices;
  return firstNot(from, to, (i) => prices[i] < p || (after && prices[i] === p));
}

/** The price range and shop, as the goods-level filters. */
interface Goods {
  min: number;
  max: number;
  shopId: number;
}
const passes = (ix: GoodsIndex, q: Goods, slot: number) =>
  ix.price[slot] >= q.min && ix.price[slot] <= q.max && (q.shopId < 0 || ix.shop[slot] === q.shopId);

/** The goods of the groups of tier t, within the goods-level filters. */
function gather(ix: GoodsIndex, groups: ArrayLike<number>, tiers: Uint8Array, q: Goods, t: number): Int32Array {
  const { start, list } = ix.groupSlots;
  const out: number[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    if (tiers[g] !== t) continue;
    const [from, to] = [
      priceBound(ix, start[g], start[g + 1], q.min, false),
      priceBound(ix, start[g], start[g + 1], q.max, true),
    ];
    for (let j = from; j < to; j++) if (q.shopId < 0 || ix.shop[list[j]] === q.shopId) out.push(list[j]);
  }
  return Int32Array.from(out);
}

/** The groups to look at and every group's tier (NONE: out): the text's matches, or a category's or all groups. */
function candidates(ix: GoodsIndex, f: GoodsFilter): { tiers: Uint8Array; groups: ArrayLike<number> } {
  if (f.text !== undefined) return textMatch(ix, f.text);
  const tiers = new Uint8Array(ix.groups);
  const last = f.categoryPath?.at(-1);
  if (last === undefined) return { tiers, groups: ix.allGroups };
  const no = ix.categoryNo.get(last);
  const { start, list } = ix.categoryGroups;
  tiers.fill(NONE);
  const groups = no === undefined ? new Int32Array(0) : list.subarray(start[no], start[no + 1]);
  for (const g of groups) tiers[g] = 0;
  return { tiers, groups };
}

export function search(ix: GoodsIndex, f: GoodsFilter, sort: GoodsSort, offset: number, size: number): SearchResult {
  const { tiers, groups } = candidates(ix, f);
  const path = f.categoryPath ?? [];
  const self = f.selfSupport === undefined ? -1 : f.selfSupport ? 1 : 0;
  const q: Goods = { min: f.minPrice ?? -Infinity, max: f.maxPrice ?? Infinity, shopId: f.shopId ?? -1 };
  const priced = q.min > -Infinity || q.max < Infinity;
  const hits = q.shopId >= 0 ? new Int32Array(ix.groups) : undefined;
  if (hits) {
    // A shop's goods are counted one by one (a shop holds few).
    const s = ix.shopIds.indexOf(q.shopId);
    const { start, list } = ix.shopSlots;
    if (s >= 0) for (let i = start[s]; i < start[s + 1]; i++) if (passes(ix, q, list[i])) hits[ix.group[list[i]]]++;
  }

  const level = Math.min(path.length + 1, 3);
  const brandCounts = new Int32Array(ix.brandIds.length);
  const categoryCounts = new Int32Array(ix.categoryIds.length);
  const { groupSelf, groupCat, groupBrandNo } = ix;
  const { start } = ix.groupSlots;
  const groupCatNo = ix.groupCatNo[level - 1];
  const brandNo = f.brandId === undefined ? -1 : (ix.brandNo.get(f.brandId) ?? -2);
  // From here tiers are the page's: the brand filter applies; unranked orders put every match in tier 0.
  const ranked = f.text !== undefined && sort === 'default';
  const perTier = new Float64Array(NONE + 1);
  // One plain loop over the candidate groups (no function is made per group: tsx names every function it makes).
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    let out = tiers[g] === NONE || (self >= 0 && groupSelf[g] !== self);
    for (let l = 0; l < path.length && !out; l++) out = groupCat[l][g] !== path[l];
    const n = out
      ? 0
      : hits
        ? hits[g]
        : priced
          ? priceBound(ix, start[g], start[g + 1], q.max, true) - priceBound(ix, start[g], start[g + 1], q.min, false)
          : start[g + 1] - start[g];
    if (n === 0) {
      tiers[g] = NONE;
      continue;
    }
    brandCounts[groupBrandNo[g]] += n;
    if (brandNo !== -1 && groupBrandNo[g] !== brandNo) {
      tiers[g] = NONE;
      continue;
    }
    categoryCounts[groupCatNo[g]] += n;
    if (!ranked) tiers[g] = 0;
    perTier[tiers[g]] += n;
  }

  const slots: number[] = [];
  let total = 0;
  for (let t = 0; t < NONE; t++) {
    const n = perTier[t];
    if (n === 0) continue;
    const skip = Math.max(0, offset - total);
    const take = Math.min(n - skip, offset + size - total - skip);
    if (take > 0) for (const slot of pageOf(ix, sort, groups, tiers, q, t, n, skip, take)) slots.push(slot);
    total += n;
  }
  return { slots, total, brandCounts, categoryCounts };
}

/** The part of the sort's order a price range can be in: all of it, or a slice of a price order. */
function walkRange(ix: GoodsIndex, sort: GoodsSort, q: Goods): [number, number] {
  if ((sort !== 'priceAsc' && sort !== 'priceDesc') || (q.min === -Infinity && q.max === Infinity)) return [0, ix.n];
  const order = ix.order[sort];
  const asc = sort === 'priceAsc';
  // The first position whose price is past p in the order's direction (or at p, unless strict).
  const bound = (p: number, strict: boolean) =>
    firstNot(0, ix.n, (i) => {
      const v = ix.price[order[i]];
      return asc ? v < p || (strict && v === p) : v > p || (strict && v === p);
    });
  return asc ? [bound(q.min, false), bound(q.max, true)] : [bound(q.max, false), bound(q.min, true)];
}

/** Goods skip … skip + take − 1 of tier t (n goods) in the sort's order. */
function pageOf(
  ix: GoodsIndex,
  sort: GoodsSort,
  groups: ArrayLike<number>,
  tiers: Uint8Array,
  q: Goods,
  t: number,
  n: number,
  skip: number,
  take: number,
): Int32Array {
  const order = ix.order[sort];
  const [lo, hi] = walkRange(ix, sort, q);
  // Walking the order finds the page after about (skip + take) · span / n steps, or from the
  // end after (n − skip) · span / n for a page past the middle; sorting the tier's goods costs
  // about n · log n. Take the cheapest.
  const fromEnd = skip + take > n / 2;
  const walk = Math.min(hi - lo, ((fromEnd ? n - skip : skip + take) * (hi - lo)) / n);
  if (walk < 12 * n) {
    const group = ix.orderGroup[sort];
    const filtered = q.min > -Infinity || q.max < Infinity || q.shopId >= 0;
    const out = new Int32Array(take);
    // From the end, the page starts after the last n − skip − take goods of the tier.
    const [first, step, pass] = fromEnd ? [hi - 1, -1, n - skip - take] : [lo, 1, skip];
    let found = 0;
    for (let i = first, seen = 0; i >= lo && i < hi && found < take; i += step) {
      if (tiers[group[i]] !== t || (filtered && !passes(ix, q, order[i]))) continue;
      if (seen++ >= pass) out[found++] = order[i];
    }
    const page = out.subarray(0, found);
    return fromEnd ? page.reverse() : page;
  }
  const rank = ix.rank[sort];
  const ranks = gather(ix, groups, tiers, q, t)
    .map((slot) => rank[slot])
    .sort();
  return ranks.subarray(skip, skip + take).map((r) => order[r]);
}
