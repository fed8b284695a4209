// Member writes of the inquiry and tender modules: who may act (an approved membership of the
// right identity), per-user rate limits counted in write_rate rows (shared by every app server,
// like the auth module's SMS and login counters), and a transaction holding an owner row's lock.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { isPostgres } from '../../db/seed/util';
import { AppError, badRequest } from '../../http/errors';
import { requireMember, type Member } from '../../http/session';
import { HOUR, MINUTE, now, stamp } from '../auth/clock';
import { lockKey } from '../auth/lock';

export type Identity = '1' | '2';
export const ROLE_MSG: Record<Identity, string> = {
  '1': '仅采购商企业可以进行此操作，请切换到采购商企业',
  '2': '仅供应商企业可以进行此操作，请切换到供应商企业',
};
export const PENDING_MSG = '您在该企业的成员身份正在审核，审核通过后才能进行此操作';

/** The logged-in member acting for an approved company of the given identity, else 400 saying why. */
export async function actingAs(req: FastifyRequest, identity: Identity): Promise<Member> {
  const me = await requireMember(req);
  const m = await req.server.db
    .selectFrom('memberships')
    .select(['identity', 'status'])
    .where('user_id', '=', me.userId)
    .where('company_id', '=', me.companyId)
    .executeTakeFirstOrThrow();
  if (m.status !== '1') throw badRequest(PENDING_MSG);
  if (m.identity !== identity) throw badRequest(ROLE_MSG[identity]);
  return me;
}

export interface Limit {
  max: number;
  windowMs: number;
}
export const LIMITS = {
  inquiryWrite: { max: 30, windowMs: HOUR },
  quote: { max: 60, windowMs: HOUR },
  savedSearch: { max: 30, windowMs: HOUR },
  tenderWrite: { max: 60, windowMs: HOUR },
} as const satisfies Record<string, Limit>;
export type Scope = keyof typeof LIMITS;
export const rateMsg = (minutes: number) => `操作过于频繁，请 ${minutes} 分钟后再试`;

const RATE_LOCK = 1301;

/** Counts one write of `key` (a user id) in the scope, or 429 when the window is full. */
export async function spend(db: Db, scope: Scope, key: string | number): Promise<void> {
  const limit: Limit = LIMITS[scope];
  const k = String(key);
  await db.transaction().execute(async (tx) => {
    await lockKey(tx, RATE_LOCK, `${scope}:${k}`);
    const t = now();
    const since = stamp(t - limit.windowMs);
    await tx.deleteFrom('write_rate').where('scope', '=', scope).where('key', '=', k).where('at', '<=', since).execute();
    const row = await tx
      .selectFrom('write_rate')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('first')])
      .where('scope', '=', scope)
      .where('key', '=', k)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= limit.max && row.first) {
      const wait = Date.parse(`${row.first.replace(' ', 'T')}Z`) + limit.windowMs - t;
      throw new AppError(429, rateMsg(Math.max(1, Math.ceil(wait / MINUTE))));
    }
    await tx.insertInto('write_rate').values({ scope, key: k, at: stamp(t) }).execute();
  });
}

/**
 * Runs `fn` in a transaction that holds the lock of one owner row: SELECT … FOR UPDATE on
 * PostgreSQL, BEGIN IMMEDIATE (the database's write lock) on SQLite. Checks made inside see
 * every write committed before and none can slip in until it ends.
 */
export async function withRowLock<T>(db: Db, table: 'inquiry' | 'users' | 'tender', id: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (tx) => {
      await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(tx);
      return fn(tx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const out = await fn(conn);
      await sql`commit`.execute(conn);
      return out;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
