// The ceramic sub-site's seed part: ceramic shops and tiles through the mall's shop, brand and
// goods tables (after their rows), plus the tile facts and colour batches, from its own source.
import { sql } from 'kysely';
import { marketRng } from '../../../db/seed/market';
import type { SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence, type Tx } from '../../../db/seed/util';
import { buildTaoci, taociShopCount, taociTileCount } from './build';

/** The random source of the ceramic seed (marketRng). */
export const TAOCI_SEED = 12_001_200;

async function nextId(tx: Tx, table: 'shop' | 'goods' | 'brand'): Promise<number> {
  const { rows } = await sql<{ m: number | null }>`select max(id) as m from ${sql.table(table)}`.execute(tx);
  return Number(rows[0]?.m ?? 0) + 1;
}

export const taociSeed: SeedPart = {
  // The mall rows it adds go with the mall's tables (the core's reset deletes them).
  tables: ['taoci_batch', 'taoci_tile', 'taoci_shop'],
  // Its tiles are mall goods; its open shops plus one pending and one suspended are mall shops.
  adds: { goods: taociTileCount, shops: (scale) => taociShopCount(scale) + 2 },
  async run(tx, { now, scale, catalog }) {
    const start = {
      shopId: await nextId(tx, 'shop'),
      goodsId: await nextId(tx, 'goods'),
      brandId: await nextId(tx, 'brand'),
    };
    const built = buildTaoci(marketRng(TAOCI_SEED, now), scale, now, start, catalog);
    await insertBatched(tx, 'brand', built.brands);
    await insertBatched(tx, 'shop', built.shops);
    await insertBatched(tx, 'goods', built.goods);
    await insertBatched(tx, 'taoci_shop', built.ceramic);
    await insertBatched(tx, 'taoci_tile', built.tiles);
    await insertBatched(tx, 'taoci_batch', built.batches);
    for (const t of ['brand', 'shop', 'goods', 'taoci_batch'] as const) await syncIdSequence(tx, t);
  },
};
