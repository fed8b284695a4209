// Who calls an 'sc' call (the sc public-tender site's members, src/api/sc.ts): `Sc-Auth: bearer
// <token>` → a live row of sc_session (the sc module's table, opened and revoked by
// modules/sc/session.ts), looked up by the token's sha256. A main-site token (Blade-Auth, or sent
// here) finds no row in sc_session, so it is 401 on every sc member call; an sc token is no
// main-site session either. route() runs this first for every call of auth mode 'sc'.
import type { FastifyRequest } from 'fastify';
import type { ScRole } from '../../api/sc-dicts';
import { bearerIn } from '../floor/sessions';
import { stamp } from '../floor/time';
import { unauthorized } from './errors';
import { hashToken, NOT_LOGGED_IN, SESSION_GONE } from './session';

export const SC_HEADER = 'sc-auth';

export interface ScMember {
  accountId: number;
  role: ScRole;
  sessionId: number;
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
