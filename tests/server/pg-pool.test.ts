// A PostgreSQL server ending an idle connection must not crash the app: the pool reports it and
// the next query gets a new connection.
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
});
