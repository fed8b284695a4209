// The goods page's result over the in-memory index: the text's tier per goods group, the
// filters, the facet counts (sums over groups, or over the goods the price and shop filters
// keep), and one page of ids in order. A ranked search (a text in the default order) lists
// its tiers one after the other, each in the default order; the other sorts order all matches.
import type { GoodsSort } from '../../../api/mall';
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
  ids: number[];
  total: number;
  /** Goods per (brand, category one level below the filter), ignoring the brand filter. */
  counts: FacetCount[];
}

/** The first index in the ascending price order whose price is >= p (or > p when after). */
function priceBound(ix: GoodsIndex, p: number, after: boolean): number {
  const order = ix.order.priceAsc;
  let [lo, hi] = [0, ix.n];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = ix.price[order[mid]];
    if (v < p || (after && v === p)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The goods the price and shop filters keep among those of matching groups. */
function filterGoods(ix: GoodsIndex, f: GoodsFilter, tiers: Uint8Array): Int32Array {
  let source: ArrayLike<number> = [];
  let size = Infinity;
  const consider = (list: ArrayLike<number>) => {
    if (list.length < size) [source, size] = [list, list.length];
  };
  if (f.shopId !== undefined) {
    const s = ix.shopIds.indexOf(f.shopId);
    consider(s < 0 ? [] : ix.shopSlots.list.subarray(ix.shopSlots.start[s], ix.shopSlots.start[s + 1]));
  }
  if (f.minPrice !== undefined || f.maxPrice !== undefined) {
    const from = f.minPrice === undefined ? 0 : priceBound(ix, f.minPrice, false);
    const to = f.maxPrice === undefined ? ix.n : priceBound(ix, f.maxPrice, true);
    consider(ix.order.priceAsc.subarray(from, Math.max(from, to)));
  }
  let matching = 0;
  for (let g = 0; g < tiers.length; g++) if (tiers[g] !== NONE) matching += ix.groupSlots.start[g + 1] - ix.groupSlots.start[g];
  if (matching < size) source = gather(ix, tiers);
  const out = new Int32Array(source.length);
  let k = 0;
  for (let i = 0; i < source.length; i++) {
    const slot = source[i];
    if (tiers[ix.group[slot]] === NONE) continue;
    if (f.shopId !== undefined && ix.shop[slot] !== f.shopId) continue;
    const price = ix.price[slot];
    if ((f.minPrice !== undefined && price < f.minPrice) || (f.maxPrice !== undefined && price > f.maxPrice)) continue;
    out[k++] = slot;
  }
  return out.subarray(0, k);
}

/** The slots of the groups whose tier passes. */
function gather(ix: GoodsIndex, tiers: Uint8Array, keep: (tier: number) => boolean = (t) => t !== NONE): Int32Array {
  const { start, list } = ix.groupSlots;
  let n = 0;
  for (let g = 0; g < tiers.length; g++) if (keep(tiers[g])) n += start[g + 1] - start[g];
  const out = new Int32Array(n);
  let k = 0;
  for (let g = 0; g < tiers.length; g++) {
    if (!keep(tiers[g])) continue;
    out.set(list.subarray(start[g], start[g + 1]), k);
    k += start[g + 1] - start[g];
  }
  return out;
}

export function search(ix: GoodsIndex, f: GoodsFilter, sort: GoodsSort, offset: number, size: number): SearchResult {
  const tiers = f.text === undefined ? new Uint8Array(ix.groups) : groupTiers(ix, f.text);
  const path = f.categoryPath ?? [];
  const self = f.selfSupport === undefined ? -1 : f.selfSupport ? 1 : 0;
  for (let g = 0; g < tiers.length; g++) {
    if (path.some((id, i) => ix.groupCat[i][g] !== id) || (self >= 0 && ix.groupSelf[g] !== self)) tiers[g] = NONE;
  }
  const perGoods = f.shopId !== undefined || f.minPrice !== undefined || f.maxPrice !== undefined;
  const kept = perGoods ? filterGoods(ix, f, tiers) : undefined;
  const hits = new Int32Array(tiers.length);
  if (kept) for (const slot of kept) hits[ix.group[slot]]++;
  else for (let g = 0; g < tiers.length; g++) if (tiers[g] !== NONE) hits[g] = ix.groupSlots.start[g + 1] - ix.groupSlots.start[g];

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

  const ids: number[] = [];
  let before = 0;
  let total = 0;
  for (const [t, n] of [...perTier].sort((a, b) => a[0] - b[0])) {
    const skip = Math.max(0, offset - before);
    const take = Math.min(n - skip, offset + size - before - skip);
    if (take > 0) for (const slot of pageOf(ix, sort, pageTiers, t, kept, n, skip, take)) ids.push(ix.id[slot]);
    before += n;
    total += n;
  }
  return { ids, total, counts: [...counts.values()] };
}

/** Slots skip … skip + take − 1 of tier t (n goods) in the sort's order. */
function pageOf(ix: GoodsIndex, sort: GoodsSort, tiers: Uint8Array, t: number, kept: Int32Array | undefined, n: number, skip: number, take: number): Int32Array {
  const order = ix.order[sort];
  // Walking the order finds the page after about (skip + take) · all / n steps, or from the
  // end after (n − skip) · all / n for a page past the middle; sorting the tier's goods costs
  // about n · log n. Take the cheapest.
  const fromEnd = skip + take > n / 2;
  const walk = Math.min(ix.n, ((fromEnd ? n - skip : skip + take) * ix.n) / n);
  if (walk < 12 * n) {
    const inKept = kept && new Uint8Array(ix.n);
    if (inKept) for (const slot of kept) inKept[slot] = 1;
    const out = new Int32Array(take);
    // From the end, the page starts after the last n − skip − take goods of the tier.
    const [first, step, pass] = fromEnd ? [ix.n - 1, -1, n - skip - take] : [0, 1, skip];
    let found = 0;
    for (let i = first, seen = 0; i >= 0 && i < ix.n && found < take; i += step) {
      const slot = order[i];
      if (tiers[ix.group[slot]] !== t || (inKept && !inKept[slot])) continue;
      if (seen++ >= pass) out[found++] = slot;
    }
    const page = out.subarray(0, found);
    return fromEnd ? page.reverse() : page;
  }
  const slots = kept ? kept.filter((slot) => tiers[ix.group[slot]] === t) : gather(ix, tiers, (x) => x === t);
  const rank = ix.rank[sort];
  const ranks = slots.map((slot) => rank[slot]).sort();
  return ranks.subarray(skip, skip + take).map((r) => order[r]);
}
