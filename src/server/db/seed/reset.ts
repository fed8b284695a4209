// Counts and deletes the seeded rows (for `npm run seed -- --reset` and the tests).
import type { Db } from '../index';
import type { Database } from '../schema';
import { SEEDED_TABLES } from './index';

export type Counts = { [T in keyof Database]?: number };

export async function countRows(db: Db): Promise<Counts> {
  const counts: Counts = {};
  for (const table of SEEDED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export async function clearSeededData(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const table of SEEDED_TABLES) await tx.deleteFrom(table).execute();
  });
}
