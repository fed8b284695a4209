// Migrations are numbered by area, so a database that ran 0200… still gets a later 0101….
import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrate } from '../../src/server/db';
import { migrations } from '../../src/server/db/migrations';
import { createTestDb, eachDialect } from './helpers';

eachDialect('migrations', (dialect) => {
  it('applies a migration that sorts before ones already run', async () => {
    const t = await createTestDb(dialect);
    try {
      const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0101_rate_counters'));
      const first = await new Migrator({ db: t.db, provider: { getMigrations: async () => older } }).migrateToLatest();
      expect(first.error).toBeUndefined();
      await migrate(t.db);
      const ran = await new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } }).getMigrations();
      expect(ran.filter((m) => !m.executedAt).map((m) => m.name)).toEqual([]);
      await t.db.selectFrom('rate_counters').selectAll().execute();
    } finally {
      await t.drop();
    }
  });
});
