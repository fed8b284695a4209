// The in-process half of `npm run bench`: our index against one search library (MiniSearch,
// pinned in devDependencies) on the same goods and the same text queries. Each is timed per
// query in process (no HTTP), its memory measured after a forced GC, and its recall taken
// against the substring truth (goods whose name contains the query, ASCII folded) — the recall
// `name LIKE '%…%'` gives, which ours keeps by construction and the library may not.
import MiniSearch from 'minisearch';
import type { GoodsQuery } from '../src/api/product';
import type { GoodsIndex } from '../src/server/modules/product/goods-index';
import { search } from '../src/server/modules/product/search';
import { gramsOf, normalize } from '../src/server/modules/product/text';

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Heap and typed-array bytes in use after a full GC (node --expose-gc; else as is). */
export function memoryInUse(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

export interface EngineFigures {
  name: string;
  buildSeconds: number;
  memoryMb: number;
  p50: number;
  p95: number;
  /** Share of the substring truth found, over every text query. */
  recall: number;
}

/** Per query, the ids of goods whose name contains it (scanning the distinct names). */
function truthOf(ix: GoodsIndex, q: string): Set<number> {
  const word = normalize(q);
  const out = new Set<number>();
  for (let slot = 0; slot < ix.n; slot++)
    if (ix.normalized[ix.groupName[ix.group[slot]]].includes(word)) out.add(ix.id[slot]);
  return out;
}

function timeQueries(
  texts: string[],
  rounds: number,
  run: (q: string) => Set<number>,
  truth: Map<string, Set<number>>,
) {
  const times: number[] = [];
  let found = 0;
  let expected = 0;
  for (const q of texts) {
    let ids = new Set<number>();
    for (let i = 0; i < rounds + 2; i++) {
      const t0 = performance.now();
      ids = run(q);
      if (i >= 2) times.push(performance.now() - t0);
    }
    for (const id of truth.get(q)!) if (ids.has(id)) found++;
    expected += truth.get(q)!.size;
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), recall: expected === 0 ? 1 : found / expected };
}

export function compareWithLibrary(
  ix: GoodsIndex,
  ours: { buildSeconds: number; memoryMb: number },
  queries: [string, GoodsQuery][],
  rounds: number,
): EngineFigures[] {
  const texts = [...new Set(queries.map(([, q]) => q.productName).filter((t): t is string => !!t))];
  const truth = new Map(texts.map((q) => [q, truthOf(ix, q)]));

  // Ours: the whole goods page result (every match counted into facets, one page of ids).
  const allIds = (q: string) => {
    const r = search(ix, { text: q }, 'default', 0, ix.n);
    return new Set(r.slots.map((slot) => ix.id[slot]));
  };
  const first = timeQueries(texts, 1, allIds, truth);
  const timed = timeQueries(
    texts,
    rounds,
    (q) => new Set(search(ix, { text: q }, 'default', 0, 40).slots.map((slot) => ix.id[slot])),
    truth,
  );
  const figures: EngineFigures[] = [
    { name: 'ours (in-memory index)', ...ours, p50: timed.p50, p95: timed.p95, recall: first.recall },
  ];

  // MiniSearch over the same goods, tokenized into the same 1- and 2-grams (its default word
  // tokenizer finds no word inside a Chinese run), every gram of the query required.
  const before = memoryInUse();
  const t0 = performance.now();
  const mini = new MiniSearch<{ id: number; name: string }>({
    fields: ['name'],
    tokenize: (s) => [...gramsOf(normalize(s))],
    processTerm: (t) => t,
  });
  const batch: { id: number; name: string }[] = [];
  for (let slot = 0; slot < ix.n; slot++) {
    batch.push({ id: ix.id[slot], name: ix.names[ix.groupName[ix.group[slot]]] });
    if (batch.length === 10_000 || slot === ix.n - 1) mini.addAll(batch.splice(0));
  }
  const buildSeconds = (performance.now() - t0) / 1000;
  const memoryMb = (memoryInUse() - before) / 1e6;
  const queryGrams = (q: string) => {
    const grams = [...gramsOf(normalize(q))].filter((g) => Array.from(g).length === 2);
    return grams.length > 0 ? grams : [...gramsOf(normalize(q))];
  };
  const lib = timeQueries(
    texts,
    rounds,
    (q) =>
      new Set(
        mini
          .search(q, { tokenize: queryGrams, combineWith: 'AND', prefix: false, fuzzy: false })
          .map((r) => r.id as number),
      ),
    truth,
  );
  figures.push({ name: 'MiniSearch 7.2.0 (1+2-grams, AND)', buildSeconds, memoryMb, ...lib });
  return figures;
}
