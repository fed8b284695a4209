// Password guessing, per phone and counted from login_failures rows (shared by every server):
// after 5 failures within the hour each further attempt waits 2^(n-5) s (capped at 30 s) after
// the last failure; at 100 failures within the hour the account refuses for the rest of it.
// A success clears the delay but not the hourly count.
import type { Db } from '../../db';
import { AppError } from '../../http/errors';
import { HOUR, msOf, now, SECOND, stamp } from '../../floor/time';
import { LOCK, lockKey } from '../../floor/lock';

export const LOGIN_LIMITS = { freeFailures: 5, maxDelayMs: 30 * SECOND, perHour: 100 } as const;
export const CAP_MSG = '登录失败次数过多，请 1 小时后再试';
export const delayMsg = (seconds: number) => `密码错误次数过多，请 ${seconds} 秒后再试`;

/** The wait after n failures since the last success: 0 up to 5, then 1 s, 2 s, 4 s … 30 s. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_LIMITS.freeFailures) * SECOND, LOGIN_LIMITS.maxDelayMs);
}

async function refuseIfLocked(db: Db, phone: string): Promise<void> {
  const t = now();
  const since = stamp(t - HOUR);
  const total = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(total.n) >= LOGIN_LIMITS.perHour) throw new AppError(429, CAP_MSG);
  const pending = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
    .where('phone', '=', phone)
    .where('at', '>', since)
    .where('cleared', '=', 0)
    .executeTakeFirstOrThrow();
  const wait = delayAfter(Number(pending.n));
  if (wait === 0 || !pending.last) return;
  const left = msOf(pending.last) + wait - t;
  if (left > 0) throw new AppError(429, delayMsg(Math.ceil(left / SECOND)));
}

/**
 * Refuses while the phone is delayed or capped; otherwise records this attempt as a failure
 * up front (so parallel guesses count at once) and returns its id for `loginSucceeded`.
 */
export async function beginAttempt(db: Db, phone: string, ip: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockKey(tx, LOCK.login, phone);
    await refuseIfLocked(tx, phone);
    const row = await tx.insertInto('login_failures').values({ phone, ip, at: stamp(), cleared: 0 }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The attempt was right: it was no failure, and the delay starts over. */
export async function attemptSucceeded(db: Db, phone: string, attemptId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attemptId).execute();
  await clearDelay(db, phone);
}

export async function clearDelay(db: Db, phone: string): Promise<void> {
  await db.updateTable('login_failures').set({ cleared: 1 }).where('phone', '=', phone).where('cleared', '=', 0).execute();
}
