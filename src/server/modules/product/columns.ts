// Column helpers of the goods index: lists of items per key, ids numbered densely for counting
// in arrays, two string columns: few distinct values (a number per item into a table), or
// mostly distinct ones (packed into one buffer), and the binary search the index's lookups share.
import { noPause, type Pace } from './pace';

/** The first position of from … to − 1 where `before(position)` is false (`before` holds on a prefix): a binary search. */
export function firstNot(from: number, to: number, before: (position: number) => boolean): number {
  let [lo, hi] = [from, to];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Items listed per key: the items of key k are list[start[k] .. start[k + 1]), in the order they were listed in. */
export interface Lists {
  start: Int32Array;
  list: Int32Array;
}

/**
 * Lists of the items per key, where keyOf[c][item] is the item's key in column c (an item is
 * listed under each); each list follows `order` (a permutation of the items; ascending by default).
 */
export async function listsOf(
  keyOf: Int32Array[],
  keys: number,
  order?: Int32Array,
  pace: Pace = noPause,
): Promise<Lists> {
  const start = new Int32Array(keys + 1);
  for (const column of keyOf) {
    for (let i = 0; i < column.length; i++) {
      if ((i & 0xffff) === 0) await pace();
      start[column[i] + 1]++;
    }
  }
  for (let k = 0; k < keys; k++) start[k + 1] += start[k];
  const fill = start.slice(0, keys);
  const list = new Int32Array(start[keys]);
  const items = keyOf[0]?.length ?? 0;
  for (let i = 0; i < items; i++) {
    if ((i & 0xffff) === 0) await pace();
    const item = order ? order[i] : i;
    for (const column of keyOf) list[fill[column[item]]++] = item;
  }
  return { start, list };
}

/** The numbers sorted ascending (in place or in a second array): runs sorted by the engine, then merged, pausing between slices. */
export async function sorted(a: Float64Array, pace: Pace = noPause): Promise<Float64Array> {
  const RUN = 1 << 16;
  const n = a.length;
  for (let i = 0; i < n; i += RUN) {
    a.subarray(i, i + RUN).sort();
    await pace();
  }
  let [from, to]: Float64Array[] = [a, new Float64Array(n < RUN ? 0 : n)];
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const [mid, hi] = [Math.min(lo + width, n), Math.min(lo + 2 * width, n)];
      let [i, j, k] = [lo, mid, lo];
      while (i < mid && j < hi) {
        to[k++] = from[i] <= from[j] ? from[i++] : from[j++];
        if ((k & 0xffff) === 0) await pace();
      }
      while (i < mid) to[k++] = from[i++];
      while (j < hi) to[k++] = from[j++];
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * The items 0 … n − 1 ordered by key[item] (ascending, or descending), ties by item number (ascending,
 * or descending). Keys are ranked among their distinct values, and rank and item packed into one
 * exact float, so the sort is a numeric sort with no comparator call (sorted(): the engine's, in
 * runs merged in slices), a fraction of a comparator sort's time at a million items. Keys must
 * be numbers compared exactly (integers up to 2^53, or the same float values).
 */
export async function orderBy(
  key: Float64Array,
  descending: boolean,
  tieDescending: boolean,
  pace: Pace = noPause,
): Promise<Int32Array> {
  const n = key.length;
  const distinct = await sorted(Float64Array.from(key), pace);
  let d = 0;
  for (let i = 0; i < n; i++) if (i === 0 || distinct[i] !== distinct[d - 1]) distinct[d++] = distinct[i];
  await pace();
  const span = 2 ** Math.ceil(Math.log2(n + 1)); // rank · span + tie < 2^53 up to 2^26 items
  const packed = new Float64Array(n);
  for (let item = 0; item < n; item++) {
    if ((item & 0xffff) === 0) await pace();
    // The key's rank among the distinct values.
    const v = key[item];
    const lo = firstNot(0, d - 1, (i) => distinct[i] < v);
    packed[item] = (descending ? d - 1 - lo : lo) * span + (tieDescending ? n - 1 - item : item);
  }
  const inOrder = await sorted(packed, pace);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const tie = inOrder[i] % span;
    order[i] = tieDescending ? n - 1 - tie : tie;
  }
  return order;
}

/** Ids numbered 0 … k − 1 (the known ones first), to count per id in an array: the ids, and each column's numbers. */
export function numbered(
  known: Iterable<number>,
  columns: Int32Array[],
): { ids: Int32Array; no: Map<number, number>; columns: Int32Array[] } {
  const no = new Map<number, number>();
  for (const id of known) no.set(id, no.size);
  const numberOf = (id: number) => {
    let k = no.get(id);
    if (k === undefined) no.set(id, (k = no.size));
    return k;
  };
  const out = columns.map((column) => Int32Array.from(column, numberOf));
  return { ids: Int32Array.from(no.keys()), no, columns: out };
}

/**
 * A column of strings packed into one UTF-8 buffer: a million short strings cost their bytes,
 * not a million heap objects for the collector to walk.
 */
export class PackedStrings {
  private constructor(
    private readonly bytes: Buffer,
    private readonly offsets: Int32Array,
  ) {}
  static async of(strings: string[], pace: Pace = noPause): Promise<PackedStrings> {
    const n = strings.length;
    const offsets = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      if ((i & 0xffff) === 0) await pace();
      offsets[i + 1] = offsets[i] + Buffer.byteLength(strings[i]);
    }
    const bytes = Buffer.allocUnsafe(offsets[n]);
    for (let i = 0; i < n; i++) {
      if ((i & 0xffff) === 0) await pace();
      bytes.write(strings[i], offsets[i]);
    }
    return new PackedStrings(bytes, offsets);
  }
  get(i: number): string {
    return this.bytes.toString('utf8', this.offsets[i], this.offsets[i + 1]);
  }
}

/** A column of strings with few distinct values (units, specs): a table of them and a number per item. */
export class InternedStrings {
  private readonly values: string[] = [];
  private readonly seen = new Map<string, number>();
  private readonly at: Int32Array;
  constructor(n: number) {
    this.at = new Int32Array(n);
  }
  set(i: number, v: string): void {
    let k = this.seen.get(v);
    if (k === undefined) {
      this.seen.set(v, (k = this.values.length));
      this.values.push(v);
    }
    this.at[i] = k;
  }
  get(i: number): string {
    return this.values[this.at[i]];
  }
}
