// Password guessing, per phone and counted from a failures table (shared by every server): after
// 5 failures within the hour each further attempt waits 2^(n-5) s (capped at 30 s) after the last
// failure; at 100 failures within the hour the account refuses for the rest of it. A success
// clears the delay but not the hourly count. Each site's members keep their own table
// (login_failures for the main site, sc_login_failures for the sc site): loginGuard(table).
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { tooOften } from '../http/errors';
import { HOUR, msOf, now, SECOND, stamp } from './time';
import { LOCK, lockKey } from './lock';

export const LOGIN_LIMITS = { freeFailures: 5, maxDelayMs: 30 * SECOND, perHour: 100 } as const;
export const CAP_MSG = '登录失败次数过多，请 1 小时后再试';
export const delayMsg = (seconds: number) => `密码错误次数过多，请 ${seconds} 秒后再试`;

/** The row every failures table has. */
export interface LoginFailureRow {
  phone: string;
  ip: string;
  at: string;
  cleared: number;
}
/** The tables of the Database shaped as login failures. */
export type FailureTable = {
  [K in keyof Database]: Database[K] extends { phone: string; ip: string; at: string; cleared: unknown } ? K : never;
}[keyof Database];

/** The wait after n failures since the last success: 0 up to 5, then 1 s, 2 s, 4 s … 30 s. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_LIMITS.freeFailures) * SECOND, LOGIN_LIMITS.maxDelayMs);
}

export interface LoginGuard {
  /**
   * Refuses while the phone is delayed or capped; otherwise records this attempt as a failure
   * up front (so parallel guesses count at once) and returns its id for `attemptSucceeded`.
   */
  beginAttempt(db: Db, phone: string, ip: string): Promise<number>;
  /** The attempt was right: it was no failure, and the delay starts over. */
  attemptSucceeded(db: Db, phone: string, attemptId: number): Promise<void>;
  clearDelay(db: Db, phone: string): Promise<void>;
}

export function loginGuard(table: FailureTable): LoginGuard {
  // Every failures table has the login_failures columns (FailureTable says so): typed as that one.
  const t = table as 'login_failures';
  const lockSpace = table === 'login_failures' ? LOCK.login : 2000 + hashOf(table);

  async function refuseIfLocked(db: Db, phone: string): Promise<void> {
    const at = now();
    const since = stamp(at - HOUR);
    const total = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(total.n) >= LOGIN_LIMITS.perHour) throw tooOften(HOUR / SECOND, CAP_MSG);
    const pending = await db
      .selectFrom(t)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
      .where('phone', '=', phone)
      .where('at', '>', since)
      .where('cleared', '=', 0)
      .executeTakeFirstOrThrow();
    const wait = delayAfter(Number(pending.n));
    if (wait === 0 || !pending.last) return;
    const left = msOf(pending.last) + wait - at;
    if (left > 0) throw tooOften(left / SECOND, delayMsg(Math.ceil(left / SECOND)));
  }

  const clearDelay = async (db: Db, phone: string): Promise<void> => {
    await db.updateTable(t).set({ cleared: 1 }).where('phone', '=', phone).where('cleared', '=', 0).execute();
  };

  return {
    beginAttempt: (db, phone, ip) =>
      db.transaction().execute(async (tx) => {
        await lockKey(tx, lockSpace, phone);
        await refuseIfLocked(tx, phone);
        const row = await tx
          .insertInto(t)
          .values({ phone, ip, at: stamp(), cleared: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    attemptSucceeded: async (db, phone, attemptId) => {
      await db.deleteFrom(t).where('id', '=', attemptId).execute();
      await clearDelay(db, phone);
    },
    clearDelay,
  };
}

/** A small stable number per table name: each table's phones lock in their own space. */
function hashOf(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) % 1000;
  return 1 + h;
}
