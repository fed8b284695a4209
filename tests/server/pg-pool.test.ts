// A PostgreSQL server ending an idle connection must not crash the app: the pool reports it and
// the next query gets a new connection. Data statements run as named prepared statements, once
// parsed per connection (DB_PREPARED_STATEMENTS), and as plain ones when that is off.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '../../src/server/db';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection', async () => {
    const db = createDb(url!);
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 100)); // let the termination notice arrive (real I/O, not a timer under test)
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0].one).toBe(1);
    await db.destroy();
  });

  it('prepares each data statement once per connection, and none when told not to', async () => {
    const prepared = async (prepare: boolean) => {
      const db = createDb(url!, { poolMax: 1, prepare });
      try {
        for (const id of [1, 2, 3])
          expect((await sql<{ n: number }>`select ${id}::int + 1 as n`.execute(db)).rows[0].n).toBe(id + 1);
        // the same connection (a pool of one) lists what it has prepared
        const rows = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements where statement like ${'%::int + 1 as n'}`.execute(db);
        return rows.rows.length;
      } finally {
        await db.destroy();
      }
    };
    expect(await prepared(true)).toBe(1);
    expect(await prepared(false)).toBe(0);
  });
});
