// The goods page's result over the in-memory index: the text's tier per goods group, the
// filters, the facet counts, and one page of ids in order. Counts are sums over groups: a
// price range counts each group's goods by binary search (a group's goods are kept in price
// order), a shop's goods are counted one by one (a shop holds few). A ranked search (a text in
// the default order) lists its tiers one after the other, each in the default order; the other
// sorts order all matches. Passes over single goods are what costs at a million goods (each is
// a cache miss), so they are kept to the goods of one shop or one page.
import type { GoodsSort } from '../../../api/product';
import type { GoodsIndex } from './goods-index';
import { groupTiers, NONE } from './match';

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

export interface FacetCount {
  brand_id: number;
  cat_id: number;
  n: number;
}

export interface SearchResult {
  /** The page's goods, as index slots. */
  slots: number[];
  total: number;
  /** Goods per (brand, category one level below the filter), ignoring the brand filter. */
  counts: FacetCount[];
}

/** The first position from … to − 1 of groupSlots.list whose price is >= p (> p when after). */
function priceBound(ix: GoodsIndex, from: number, to: number, p: number, after: boolean): number {
  const list = ix.groupSlots.list;
  let [lo, hi] = [from, to];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = ix.price[list[mid]];
    if (v < p || (after && v === p)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The goods of group g within the price range: positions from … to of groupSlots.list. */
function priceSlice(ix: GoodsIndex, g: number, min: number, max: number): [number, number] {
  const [from, to] = [ix.groupSlots.start[g], ix.groupSlots.start[g + 1]];
  return [min === -Infinity ? from : priceBound(ix, from, to, min, false), max === Infinity ? to : priceBound(ix, from, to, max, true)];
}

/** The price range and shop, as the goods-level filters. */
interface Goods {
  min: number;
  max: number;
  shopId: number;
}
const passes = (ix: GoodsIndex, q: Goods, slot: number) => ix.price[slot] >= q.min && ix.price[slot] <= q.max && (q.shopId < 0 || ix.shop[slot] === q.shopId);

/** The goods of the groups whose tier passes, within the goods-level filters. */
function gather(ix: GoodsIndex, tiers: Uint8Array, q: Goods, keep: (tier: number) => boolean): Int32Array {
  const { list } = ix.groupSlots;
  const out: number[] = [];
  for (let g = 0; g < tiers.length; g++) {
    if (!keep(tiers[g])) continue;
    const [from, to] = priceSlice(ix, g, q.min, q.max);
    for (let i = from; i < to; i++) if (q.shopId < 0 || ix.shop[list[i]] === q.shopId) out.push(list[i]);
  }
  return Int32Array.from(out);
}

export function search(ix: GoodsIndex, f: GoodsFilter, sort: GoodsSort, offset: number, size: number): SearchResult {
  const tiers = f.text === undefined ? new Uint8Array(ix.groups) : groupTiers(ix, f.text);
  const path = f.categoryPath ?? [];
  const self = f.selfSupport === undefined ? -1 : f.selfSupport ? 1 : 0;
  // Plain loops: no function is made per group (tsx names every function it makes).
  for (let g = 0; g < tiers.length; g++) {
    let out = self >= 0 && ix.groupSelf[g] !== self;
    for (let i = 0; i < path.length && !out; i++) out = ix.groupCat[i][g] !== path[i];
    if (out) tiers[g] = NONE;
  }
  const q: Goods = { min: f.minPrice ?? -Infinity, max: f.maxPrice ?? Infinity, shopId: f.shopId ?? -1 };
  const hits = new Int32Array(tiers.length);
  if (q.shopId >= 0) {
    const s = ix.shopIds.indexOf(q.shopId);
    const { start, list } = ix.shopSlots;
    if (s >= 0) for (let i = start[s]; i < start[s + 1]; i++) if (tiers[ix.group[list[i]]] !== NONE && passes(ix, q, list[i])) hits[ix.group[list[i]]]++;
  } else {
    for (let g = 0; g < tiers.length; g++) {
      if (tiers[g] === NONE) continue;
      const [from, to] = priceSlice(ix, g, q.min, q.max);
      hits[g] = to - from;
    }
  }

  const level = Math.min(path.length + 1, 3);
  const counts = new Map<number, FacetCount>();
  // The page's own tiers: the brand filter applies; unranked orders put every match in tier 0.
  const ranked = f.text !== undefined && sort === 'default';
  const pageTiers = new Uint8Array(tiers.length).fill(NONE);
  const perTier = new Map<number, number>();
  for (let g = 0; g < tiers.length; g++) {
    if (tiers[g] === NONE || hits[g] === 0) continue;
    const brand = ix.groupBrand[g];
    const cat = ix.groupCat[level - 1][g];
    const key = brand * 1_000_003 + cat;
    const c = counts.get(key) ?? { brand_id: brand, cat_id: cat, n: 0 };
    c.n += hits[g];
    counts.set(key, c);
    if (f.brandId !== undefined && brand !== f.brandId) continue;
    const t = ranked ? tiers[g] : 0;
    pageTiers[g] = t;
    perTier.set(t, (perTier.get(t) ?? 0) + hits[g]);
  }

  const slots: number[] = [];
  let before = 0;
  let total = 0;
  for (const [t, n] of [...perTier].sort((a, b) => a[0] - b[0])) {
    const skip = Math.max(0, offset - before);
    const take = Math.min(n - skip, offset + size - before - skip);
    if (take > 0) for (const slot of pageOf(ix, sort, pageTiers, q, t, n, skip, take)) slots.push(slot);
    before += n;
    total += n;
  }
  return { slots, total, counts: [...counts.values()] };
}

/** The part of the sort's order a price range can be in: all of it, or a slice of a price order. */
function walkRange(ix: GoodsIndex, sort: GoodsSort, q: Goods): [number, number] {
  if ((sort !== 'priceAsc' && sort !== 'priceDesc') || (q.min === -Infinity && q.max === Infinity)) return [0, ix.n];
  const order = ix.order[sort];
  const asc = sort === 'priceAsc';
  // The first position whose price is past p in the order's direction (or at p, unless strict).
  const bound = (p: number, strict: boolean) => {
    let [lo, hi] = [0, ix.n];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = ix.price[order[mid]];
      if (asc ? v < p || (strict && v === p) : v > p || (strict && v === p)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return asc ? [bound(q.min, false), bound(q.max, true)] : [bound(q.max, false), bound(q.min, true)];
}

/** Goods skip … skip + take − 1 of tier t (n goods) in the sort's order. */
function pageOf(ix: GoodsIndex, sort: GoodsSort, tiers: Uint8Array, q: Goods, t: number, n: number, skip: number, take: number): Int32Array {
  const order = ix.order[sort];
  const [lo, hi] = walkRange(ix, sort, q);
  // Walking the order finds the page after about (skip + take) · span / n steps, or from the
  // end after (n − skip) · span / n for a page past the middle; sorting the tier's goods costs
  // about n · log n. Take the cheapest.
  const fromEnd = skip + take > n / 2;
  const walk = Math.min(hi - lo, ((fromEnd ? n - skip : skip + take) * (hi - lo)) / n);
  if (walk < 12 * n) {
    const group = ix.group;
    const filtered = q.min > -Infinity || q.max < Infinity || q.shopId >= 0;
    const out = new Int32Array(take);
    // From the end, the page starts after the last n − skip − take goods of the tier.
    const [first, step, pass] = fromEnd ? [hi - 1, -1, n - skip - take] : [lo, 1, skip];
    let found = 0;
    for (let i = first, seen = 0; i >= lo && i < hi && found < take; i += step) {
      const slot = order[i];
      if (tiers[group[slot]] !== t || (filtered && !passes(ix, q, slot))) continue;
      if (seen++ >= pass) out[found++] = slot;
    }
    const page = out.subarray(0, found);
    return fromEnd ? page.reverse() : page;
  }
  const rank = ix.rank[sort];
  const ranks = gather(ix, tiers, q, (x) => x === t).map((slot) => rank[slot]).sort();
  return ranks.subarray(skip, skip + take).map((r) => order[r]);
}
