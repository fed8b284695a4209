// Dialect differences the migrations need, in one place.
import { SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** CREATE TABLE with an auto-incrementing integer primary key `id` on either dialect. */
export function createTableWithId(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const t = db.schema.createTable(name);
  return isSqlite(db)
    ? t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}
