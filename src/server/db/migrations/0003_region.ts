// Administrative regions by their real 6-digit codes: province (1) > city (2) > district (3).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('region')
    .addColumn('code', 'varchar(6)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // Provinces hang under 000000, so children('000000') lists them too.
    .addColumn('parent_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_parent').on('region').columns(['parent_code', 'code']).execute();
}
