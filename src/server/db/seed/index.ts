// Seeds an empty database with deterministic data (fixed random seed per section, fixed
// clock) in one transaction. A database that already has data is never touched.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../index';
import { SEEDED_TABLES } from '../schema';
import { seedCatalog } from './catalog';
import { seedCms } from './cms';
import { seedDictionaries } from './dictionaries';
import { seedGoods } from './goods';
import { seedHelp } from './help';
import { seedInquiryMarket } from './inquiry';
import { seedMall } from './mall';
import { seedMembers } from './members';
import { seedNews } from './news';
import { seedRegions } from './regions';
import { seedShops, shopCount } from './shops';
import { SEED_NOW } from './util';

export interface SeedOptions {
  /** Number of goods; shops scale with it (scale / 20, between 50 and 1000). */
  scale: number;
}

export const DEFAULT_SCALE = 2000;

export async function seed(db: Db, opts: SeedOptions = { scale: DEFAULT_SCALE }): Promise<void> {
  const scale = Math.max(1, Math.floor(opts.scale));
  await db.transaction().execute(async (tx) => {
    await seedDictionaries(tx);
    await seedMembers(tx);
    const regions = await seedRegions(tx);
    const catalog = await seedCatalog(tx);
    const shopsByTop = await seedShops(tx, shopCount(scale), regions, catalog.topNames);
    await seedGoods(tx, scale, catalog, shopsByTop);
    await seedMall(tx);
    await seedCms(tx);
    await seedHelp(tx);
    await seedNews(tx);
    await seedInquiryMarket(tx, { now: SEED_NOW, regions, catalog });
  });
}

/** True when no seeded table holds a row. */
export async function isEmpty(db: Db): Promise<boolean> {
  for (const table of SEEDED_TABLES) {
    if (await db.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()) return false;
  }
  return true;
}

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (!(await isEmpty(db))) return;
  log.info('empty database: seeding');
  await seed(db);
}
