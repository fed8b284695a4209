// Migrations are found by file name and numbered by area, so a database that ran 0200… still
// gets a later 0101….
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
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

describe('migration files', () => {
  it('are found in the floor folder and in module folders, sorted, one per number, each with up()', () => {
    const names = Object.keys(migrations);
    expect(names).toContain('0001_dictionary');
    expect(names).toContain('0400_inquiry');
    expect(names).toEqual([...names].sort());
    const numbers = names.map((n) => n.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of names) expect(typeof migrations[name].up, name).toBe('function');
  });
});
