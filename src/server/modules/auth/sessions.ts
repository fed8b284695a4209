// Sessions: a 256-bit random bearer token (base64url) handed out once; the table keeps only
// its sha256. Seven days, revoked on logout and, for every session of a user, on a password change.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { hashToken } from '../../http/session';
import { DAY, now, stamp } from '../../floor/time';

export const SESSION_TTL_MS = 7 * DAY;

export async function createSession(db: Db, userId: number, companyId: number): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  const t = now();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, company_id: companyId, created_at: stamp(t), expires_at: stamp(t + SESSION_TTL_MS), revoked_at: null })
    .execute();
  return { token, expiresIn: SESSION_TTL_MS / 1000 };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: stamp() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: stamp() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
