// Column helpers of the goods index: lists of items per key, ids numbered densely for counting
// in arrays, and two string columns: few distinct values (a number per item into a table), or
// mostly distinct ones (packed into one buffer).

/** Items listed per key: the items of key k are list[start[k] .. start[k + 1]), ascending. */
export interface Lists {
  start: Int32Array;
  list: Int32Array;
}

/** Lists of the items per key, where keyOf[c][item] is the item's key in column c (an item is listed under each). */
export function listsOf(keyOf: Int32Array[], keys: number): Lists {
  const start = new Int32Array(keys + 1);
  for (const column of keyOf) for (const k of column) start[k + 1]++;
  for (let k = 0; k < keys; k++) start[k + 1] += start[k];
  const fill = start.slice(0, keys);
  const list = new Int32Array(start[keys]);
  const items = keyOf[0]?.length ?? 0;
  for (let item = 0; item < items; item++) for (const column of keyOf) list[fill[column[item]]++] = item;
  return { start, list };
}

/** Ids numbered 0 … k − 1 (the known ones first), to count per id in an array: the ids, and each column's numbers. */
export function numbered(known: Iterable<number>, columns: Int32Array[]): { ids: Int32Array; no: Map<number, number>; columns: Int32Array[] } {
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
  private readonly bytes: Buffer;
  private readonly offsets: Int32Array;
  constructor(n: number, at: (i: number) => string) {
    this.offsets = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.offsets[i + 1] = this.offsets[i] + Buffer.byteLength(at(i));
    this.bytes = Buffer.allocUnsafe(this.offsets[n]);
    for (let i = 0; i < n; i++) this.bytes.write(at(i), this.offsets[i]);
  }
  get(i: number): string {
    return this.bytes.toString('utf8', this.offsets[i], this.offsets[i + 1]);
  }
}

/** A column of strings with few distinct values (units, specs): a table of them and a number per item. */
export class InternedStrings {
  private readonly values: string[] = [];
  private readonly at: Int32Array;
  constructor(n: number, at: (i: number) => string) {
    const seen = new Map<string, number>();
    this.at = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const v = at(i);
      let k = seen.get(v);
      if (k === undefined) {
        seen.set(v, (k = this.values.length));
        this.values.push(v);
      }
      this.at[i] = k;
    }
  }
  get(i: number): string {
    return this.values[this.at[i]];
  }
}
