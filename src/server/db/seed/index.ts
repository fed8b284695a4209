// Seeds an empty database with deterministic data (fixed random seed per part) in one
// transaction, every date relative to the seed's clock: by default the moment of seeding, so
// a fresh demo never looks stale; tests and the bench pass a fixed one. The core parts run
// first, then every module's seed part (src/server/modules/index.ts, in list order) with the
// core's context. A database that already has data is never touched.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { serverModules } from '../../modules';
import type { Db } from '../index';
import type { Database } from '../schema';
import { seedCatalog } from './catalog';
import { seedCms } from './cms';
import { seedDictionaries } from './dictionaries';
import { seedGoods } from './goods';
import { seedHelp } from './help';
import { seedMall } from './mall';
import { seedMarket } from './market';
import { seedMembers } from './members';
import { seedNews } from './news';
import { seedRegions } from './regions';
import { seedShops, shopCount } from './shops';

export interface SeedOptions {
  /** Number of goods; shops scale with it (scale / 20, between 50 and 1000). */
  scale: number;
  /** The seed's "now" (ms since the epoch); default: the moment of seeding. */
  now?: number;
}

import { DEFAULT_SCALE } from './part';

export { DEFAULT_SCALE };

/** The tables the core parts fill, children before parents. */
const CORE_TABLES = [
  'saved_search',
  'notices',
  'invites',
  'memberships',
  'users',
  'companies',
  'goods',
  'shop',
  'brand',
  'category',
  'region',
  'banner',
  'partner',
  'success_case',
  'news',
  'help_item',
  'dict_entry',
] as const satisfies readonly (keyof Database)[];

/**
 * Every table the seed fills, children before parents (the order --reset deletes in): the
 * modules' (the last first), then the core's.
 */
export const SEEDED_TABLES: readonly (keyof Database & string)[] = [
  ...[...serverModules].reverse().flatMap((m) => m.seed?.tables ?? []),
  ...CORE_TABLES,
];

/** The mall's goods and shops a seed at `scale` holds: the core's plus what the sections add. */
export function seededCounts(scale: number): { goods: number; shops: number } {
  const adds = serverModules.map((m) => m.seed?.adds);
  const sum = (of: (a: NonNullable<(typeof adds)[number]>) => ((s: number) => number) | undefined) =>
    adds.reduce((n, a) => n + (a && of(a) ? of(a)!(scale) : 0), 0);
  return { goods: scale + sum((a) => a.goods), shops: shopCount(scale) + sum((a) => a.shops) };
}

export async function seed(db: Db, opts: SeedOptions = { scale: DEFAULT_SCALE }): Promise<void> {
  const scale = Math.max(1, Math.floor(opts.scale));
  const now = opts.now ?? Date.now();
  await db.transaction().execute(async (tx) => {
    await seedDictionaries(tx);
    await seedMembers(tx, now);
    const regions = await seedRegions(tx);
    const catalog = await seedCatalog(tx);
    const shopsByTop = await seedShops(tx, shopCount(scale), regions, catalog.topNames, now);
    await seedGoods(tx, scale, catalog, shopsByTop, now);
    await seedMall(tx, now);
    await seedCms(tx, now);
    await seedHelp(tx);
    await seedNews(tx, now);
    const market = await seedMarket(tx, regions, now);
    for (const m of serverModules) await m.seed?.run(tx, { now, scale, regions, catalog, market });
  });
}

/** True when no seeded table holds a row. */
export async function isEmpty(db: Db): Promise<boolean> {
  for (const table of SEEDED_TABLES) {
    if (
      await db
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst()
    )
      return false;
  }
  return true;
}

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (!(await isEmpty(db))) return;
  log.info('empty database: seeding');
  await seed(db);
}
