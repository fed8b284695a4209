// What a section's seed part gets and declares. The core parts (dictionaries, members, regions,
// catalogue, shops, goods, mall, cms, help, news, the market's companies) run first; then each
// module's part, in the order of src/server/modules/index.ts, in the same transaction.
import type { Database } from '../schema';
import type { Catalog } from './catalog';
import type { Market } from './market';
import type { RegionRow } from './regions';
import type { Tx } from './util';

/** The default seed's number of goods: a section writes its row counts for this volume. */
export const DEFAULT_SCALE = 2000;

/**
 * A section's count at the seed's scale: as written at the default scale or below (tests seed
 * small malls and keep every section's rows), `scale / DEFAULT_SCALE` times it above (the
 * benchmarks' ten times the seeded volume at --scale 20000).
 */
export const atScale = (count: number, scale: number): number => Math.round(count * Math.max(1, scale / DEFAULT_SCALE));

export interface SeedContext {
  /** The seed's clock (ms): every date is relative to it (src/server/floor/time.ts). */
  now: number;
  /** The number of goods asked for; a section scales its own rows with `atScale`. */
  scale: number;
  regions: RegionRow[];
  catalog: Catalog;
  /** The companies that buy and supply, the demo ones first. */
  market: Market;
}

export interface SeedPart {
  /** The tables it fills, children before parents (a reset deletes in this order). */
  tables: readonly (keyof Database & string)[];
  /** Deterministic for a given context: a random source of its own (`marketRng(n, now)`). */
  run(tx: Tx, ctx: SeedContext): Promise<void>;
  /** Rows it adds to the mall's own tables at a scale (a sub-site selling through the mall). */
  adds?: { goods?: (scale: number) => number; shops?: (scale: number) => number };
}
