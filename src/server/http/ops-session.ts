// Who calls an operator's call (`who` 'operator' or `operator:<role>`, auth mode 'ops'): the ops
// token → a live row of ops_session (the ops module's table, opened at login and revoked at
// logout, modules/ops/login.ts) of an operator not disabled, looked up by the token's sha256.
// The browser holds the token in an HttpOnly cookie (ops_access_token) the login answer sets and
// the logout answer clears; an API client may send `Ops-Auth: bearer <token>`. A member's token
// (Blade-Auth, or sent here) finds no row, so it is 401 on every operator call; an operator's
// token is no member's session either. route() runs this first for every call of auth mode 'ops'.
import type { FastifyRequest } from 'fastify';
import type { OpsRole } from '../../api/ops-dicts';
import { bearerIn } from '../floor/sessions';
import { stamp } from '../floor/time';
import { AppError, unauthorized } from './errors';
import { hashToken, NOT_LOGGED_IN, SESSION_GONE } from './session';
import { tokenCookie } from './token-cookie';

export const OPS_HEADER = 'ops-auth';

export interface Operator {
  operatorId: number;
  name: string;
  roles: OpsRole[];
  institutionId: number | null;
  sessionId: number;
}

const cookie = tokenCookie('ops_access_token');
/** The answer to this request (ops login) sets the token cookie. */
export const keepOpsSession = cookie.keep;
/** The answer to this request (ops logout) clears the token cookie. */
export const endOpsSession = cookie.end;
/** Sends the cookie a handler asked for; registered once by the ops module before its routes. */
export const opsSessionCookies = cookie.register;

/** The operator of the request, or 401 (请先登录 without a token, 登录已失效，请重新登录 for a dead one). */
export async function requireOperator(req: FastifyRequest): Promise<Operator> {
  const header = bearerIn(req, OPS_HEADER);
  const token = header ?? cookie.read(req);
  if (token === undefined) throw unauthorized(NOT_LOGGED_IN);
  if (token === '' || token.length > 200) throw unauthorized(SESSION_GONE);
  const row = await req.server.db
    .selectFrom('ops_session as s')
    .innerJoin('ops_operator as o', 'o.id', 's.operator_id')
    .select(['s.id', 'o.id as operatorId', 'o.name', 'o.institution_id'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', stamp())
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
  if (!row)
    throw header === undefined
      ? new AppError(401, SESSION_GONE, { 'set-cookie': cookie.cleared(req) })
      : unauthorized(SESSION_GONE);
  const roles = await req.server.db
    .selectFrom('ops_operator_role')
    .select('role')
    .where('operator_id', '=', row.operatorId)
    .execute();
  return {
    operatorId: row.operatorId,
    name: row.name,
    roles: roles.map((r) => r.role),
    institutionId: row.institution_id,
    sessionId: row.id,
  };
}
