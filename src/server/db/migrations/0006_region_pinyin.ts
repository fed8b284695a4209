// Pinyin of each region (issue 21 part 1): `pinyin` (杭州 → hangzhou) and `initials` (hz) for
// pickers that search by letters. A fresh database gets its regions from the seed; one seeded
// from the earlier hand-written subset gets the whole GB/T 2260 list here (names and parents of
// the codes it had are refreshed, the rest added), so its filters and forms reach every city.
import type { Kysely } from 'kysely';
import { regionList } from '../seed/region-data';

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('region')
    .addColumn('pinyin', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('region')
    .addColumn('initials', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .execute();
  // The table is typed by schema.ts at run time; the migration only knows its columns.
  const regions = db as unknown as Kysely<{
    region: { code: string; name: string; parent_code: string; level: number; pinyin: string; initials: string };
  }>;
  if (!(await regions.selectFrom('region').select('code').limit(1).executeTakeFirst())) return;
  const rows = await regionList();
  for (let i = 0; i < rows.length; i += BATCH) {
    await regions
      .insertInto('region')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          parent_code: eb.ref('excluded.parent_code'),
          level: eb.ref('excluded.level'),
          pinyin: eb.ref('excluded.pinyin'),
          initials: eb.ref('excluded.initials'),
        })),
      )
      .execute();
  }
}
