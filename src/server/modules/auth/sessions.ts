// Main-site sessions: the floor's tokens (src/server/floor/sessions.ts) in the sessions table.
// Revoked on logout and, for every session of a user, on a password change.
import type { Db } from '../../db';
import { newSession, SESSION_TTL_MS } from '../../floor/sessions';
import { stamp } from '../../floor/time';

export { SESSION_TTL_MS };

export async function createSession(
  db: Db,
  userId: number,
  companyId: number,
): Promise<{ token: string; expiresIn: number }> {
  const s = newSession();
  await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: userId,
      company_id: companyId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token: s.token, expiresIn: s.expiresIn };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: stamp() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: stamp() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
