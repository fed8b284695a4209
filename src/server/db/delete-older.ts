// Deletes a table's rows whose time column is before a moment, a batch at a time (short
// transactions, so servers sharing a database may purge at once without harm).
import type { Db } from './index';
import type { Database } from './schema';

const BATCH = 1000;

/** Tables with an id and a time column of their own. */
type Timed = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

export async function deleteOlder(db: Db, table: Timed, column: string, before: string): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await db
      .deleteFrom(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one column name per table, checked by the callers' literals
      .where('id' as any, 'in', (eb: any) => eb.selectFrom(table).select('id').where(column, '<', before).limit(BATCH))
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    total += n;
    if (n < BATCH) return total;
  }
}
