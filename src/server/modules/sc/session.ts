// The sc site's sessions: the floor's tokens (src/server/floor/sessions.ts) in sc_session,
// opened at login or registration and revoked at logout or a password reset. They are read from
// the HttpOnly cookie sc_access_token (set and cleared by the login, registration and logout
// answers) or `Sc-Auth: bearer <token>`, by route() for every call of auth mode 'sc'
// (src/server/http/sc-session.ts).
import type { ScRole } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { newSession } from '../../floor/sessions';
import { stamp } from '../../floor/time';

export async function openScSession(
  db: Db,
  accountId: number,
  role: ScRole,
): Promise<{ token: string; expiresIn: number }> {
  const s = newSession();
  await db
    .insertInto('sc_session')
    .values({
      token_hash: s.tokenHash,
      account_id: accountId,
      role,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token: s.token, expiresIn: s.expiresIn };
}

export async function revokeScSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sc_session')
    .set({ revoked_at: stamp() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeScAccountSessions(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('sc_session')
    .set({ revoked_at: stamp() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
