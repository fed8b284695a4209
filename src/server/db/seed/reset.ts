// Counts and deletes the seeded rows (for `npm run seed -- --reset` and the tests).
import { SEEDED_TABLES } from '../schema';
import type { Db } from '../index';

export type Counts = Record<(typeof SEEDED_TABLES)[number], number>;

export async function countRows(db: Db): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of SEEDED_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export async function clearSeededData(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const table of SEEDED_TABLES) await tx.deleteFrom(table).execute();
  });
}
