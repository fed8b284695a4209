// Seeds an empty database with deterministic data (fixed random seed). A database that
// already has data is never touched.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../index';
import { seedDictionaries } from './dictionaries';

export interface SeedOptions {
  /** Number of goods; shops and other lists scale with it. */
  scale: number;
}

export async function seed(db: Db, _opts: SeedOptions = { scale: 2000 }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await seedDictionaries(tx);
  });
}

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const row = await db.selectFrom('dict_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return;
  log.info('empty database: seeding');
  await seed(db);
}
