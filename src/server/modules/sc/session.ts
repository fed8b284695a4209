// The sc site's sessions: the floor's tokens (src/server/floor/sessions.ts) in sc_session, read
// from `Sc-Auth: bearer <token>` only. A main-site token (Blade-Auth, or sent here) finds no row
// in sc_session, so it is 401 on every sc member call; an sc token is no main-site session either.
import type { FastifyRequest } from 'fastify';
import type { ScRole } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { NOT_LOGGED_IN, SESSION_GONE, hashToken } from '../../http/session';
import { unauthorized } from '../../http/errors';
import { bearerIn, newSession } from '../../floor/sessions';
import { stamp } from '../../floor/time';

export const SC_HEADER = 'sc-auth';

export interface ScMember {
  accountId: number;
  role: ScRole;
  sessionId: number;
}

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

/** The sc member of the request, or 401 (请先登录 without a token, 登录已失效，请重新登录 for a dead one). */
export async function requireScMember(req: FastifyRequest): Promise<ScMember> {
  const token = bearerIn(req, SC_HEADER);
  if (token === undefined) throw unauthorized(NOT_LOGGED_IN);
  if (token === '') throw unauthorized(SESSION_GONE);
  const row = await req.server.db
    .selectFrom('sc_session')
    .select(['id', 'account_id', 'role'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', stamp())
    .executeTakeFirst();
  if (!row) throw unauthorized(SESSION_GONE);
  return { accountId: row.account_id, role: row.role, sessionId: row.id };
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
