// Serialises check-then-insert on one key (a phone, an IP) across app servers: a PostgreSQL
// transaction-scoped advisory lock. SQLite transactions are already serialised by the driver.
import { sql } from 'kysely';
import type { Db } from '../db';
import { isPostgres } from '../db/seed/util';

export const LOCK = { smsPhone: 1001, smsIp: 1002, login: 1003 } as const;

export async function lockKey(tx: Db, space: number, key: string): Promise<void> {
  if (isPostgres(tx)) await sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`.execute(tx);
}
