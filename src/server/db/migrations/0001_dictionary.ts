import type { Kysely } from 'kysely';
import { createTableWithId } from './util';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'dict_entry')
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dict_entry_code').on('dict_entry').columns(['code', 'sort']).execute();
}
