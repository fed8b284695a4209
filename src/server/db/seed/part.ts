// What a section's seed part gets and declares. The core parts (dictionaries, members, regions,
// catalogue, shops, goods, mall, cms, help, news, the market's companies) run first; then each
// module's part, in the order of src/server/modules/index.ts, in the same transaction.
import type { Database } from '../schema';
import type { Catalog } from './catalog';
import type { Market } from './market';
import type { RegionRow } from './regions';
import type { Tx } from './util';

export interface SeedContext {
  /** The seed's clock (ms): every date is relative to it (src/server/floor/time.ts). */
  now: number;
  /** The number of goods asked for; a section may scale its own rows with it. */
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
