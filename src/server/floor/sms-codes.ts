// SMS codes: 6 digits from the CSPRNG, stored as an HMAC bound to phone and purpose, valid 5
// minutes, single use, dead after 5 wrong tries; only the latest code of a phone and purpose
// counts. Sending limits (per phone 1/60 s, 5/hour, 10/day; per IP 10/minute) are counted
// from the sms_codes rows, so every app server on the database shares them.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '../../api/validation';
import type { Db } from '../db';
import { badRequest, tooOften } from '../http/errors';
import { DAY, HOUR, MINUTE, msOf, now, SECOND, stamp } from './time';
import { LOCK, lockKey } from './lock';

export const CODE_TTL_MS = 5 * MINUTE;
export const MAX_WRONG_TRIES = 5;
export const SEND_LIMITS = { gapMs: 60 * SECOND, perHour: 5, perDay: 10, perIpPerMinute: 10 } as const;

export const MSG = {
  none: '请先获取短信验证码',
  used: '验证码已使用，请重新获取',
  expired: '验证码已过期，请重新获取',
  dead: '验证码错误次数过多，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试 ${left} 次`,
  tooOften: (seconds: number) => `发送过于频繁，请 ${seconds} 秒后再试`,
  hour: '该手机号发送次数过多，请 1 小时后再试',
  day: '该手机号今日发送次数已达上限，请 24 小时后再试',
  ip: '当前网络发送过于频繁，请稍后再试',
} as const;

/** What a code is for: the main site's purposes, or a sub-site's in its own namespace ('sc:register'). */
export type CodePurpose = SmsPurpose | `${string}:${SmsPurpose}`;

export function codeHash(pepper: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}:${phone}:${code}`).digest('hex');
}

async function countSince(db: Db, column: 'phone' | 'ip', value: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', stamp(sinceMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function checkSendLimits(db: Db, phone: string, ip: string): Promise<void> {
  const t = now();
  if ((await countSince(db, 'ip', ip, t - MINUTE)) >= SEND_LIMITS.perIpPerMinute)
    throw tooOften(MINUTE / SECOND, MSG.ip);
  const last = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const wait = msOf(last.created_at) + SEND_LIMITS.gapMs - t;
    if (wait > 0) throw tooOften(wait / SECOND, MSG.tooOften(Math.ceil(wait / SECOND)));
  }
  if ((await countSince(db, 'phone', phone, t - HOUR)) >= SEND_LIMITS.perHour) throw tooOften(HOUR / SECOND, MSG.hour);
  if ((await countSince(db, 'phone', phone, t - DAY)) >= SEND_LIMITS.perDay) throw tooOften(DAY / SECOND, MSG.day);
}

/** Checks the sending limits and stores a new code; returns the plain code for the SMS. */
export async function issueCode(
  db: Db,
  pepper: string,
  phone: string,
  purpose: CodePurpose,
  ip: string,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (tx) => {
    await lockKey(tx, LOCK.smsPhone, phone);
    await lockKey(tx, LOCK.smsIp, ip);
    await checkSendLimits(tx, phone, ip);
    const created = now();
    await tx
      .insertInto('sms_codes')
      .values({
        phone,
        purpose,
        code_hash: codeHash(pepper, phone, purpose, code),
        created_at: stamp(created),
        expires_at: stamp(created + CODE_TTL_MS),
        attempts: 0,
        used_at: null,
        ip,
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code against the latest one sent to the phone for the purpose. A wrong code uses up
 * one of the 5 tries; with `consume` a right code is marked used (single use). Throws a 400
 * with the reason otherwise.
 */
export async function checkCode(
  db: Db,
  pepper: string,
  phone: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): Promise<void> {
  const latest = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'used_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw badRequest(MSG.none);
  if (latest.used_at !== null) throw badRequest(MSG.used);
  if (latest.attempts >= MAX_WRONG_TRIES) throw badRequest(MSG.dead);
  const at = stamp();
  if (latest.expires_at <= at) throw badRequest(MSG.expired);

  const given = Buffer.from(codeHash(pepper, phone, purpose, code), 'hex');
  const stored = Buffer.from(latest.code_hash, 'hex');
  // Conditional updates: racing requests cannot get more than 5 tries or use a code twice.
  const live = db
    .updateTable('sms_codes')
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_WRONG_TRIES);

  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const r = await live
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .returning('attempts')
      .executeTakeFirst();
    const left = r ? MAX_WRONG_TRIES - r.attempts : 0;
    throw badRequest(left > 0 ? MSG.wrong(left) : MSG.dead);
  }
  if (!consume) return;
  const r = await live.set({ used_at: at }).where('expires_at', '>', at).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw badRequest(MSG.used);
}
