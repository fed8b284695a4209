// Who calls an 'sc' call (the sc public-tender site's members, src/api/sc.ts): the sc token → a
// live sc session (the sc module's, read through floor/sc-sessions.ts), looked up by the token's
// sha256. The browser holds the token in an HttpOnly cookie the server
// sets at sc login or registration and clears at sc logout (no script can read it: nothing on the
// sc site needs it in the browser); an API client may send `Sc-Auth: bearer <token>` instead. A
// main-site token (Blade-Auth, or sent here) finds no row in sc_session, so it is 401 on every sc
// member call; an sc token is no main-site session either. route() runs this first for every call
// of auth mode 'sc'.
import type { FastifyRequest } from 'fastify';
import type { ScRole } from '../../api/sc-dicts';
import { liveScSession } from '../floor/sc-sessions';
import { bearerIn } from '../floor/sessions';
import { AppError, unauthorized } from './errors';
import { hashToken, NOT_LOGGED_IN, SESSION_GONE } from './session';
import { tokenCookie } from './token-cookie';

export const SC_HEADER = 'sc-auth';

export interface ScMember {
  accountId: number;
  role: ScRole;
  sessionId: number;
}

const cookie = tokenCookie('sc_access_token');
/** The answer to this request (sc login or registration) sets the token cookie. */
export const keepScSession = cookie.keep;
/** The answer to this request (sc logout) clears the token cookie. */
export const endScSession = cookie.end;
/** Sends the cookie a handler asked for; registered once by the sc module before its routes. */
export const scSessionCookies = cookie.register;

/**
 * The sc member of the request, or 401 (请先登录 without a token, 登录已失效，请重新登录 for a
 * dead one; a dead cookie is cleared with the refusal).
 */
export async function requireScMember(req: FastifyRequest): Promise<ScMember> {
  const header = bearerIn(req, SC_HEADER);
  const token = header ?? cookie.read(req);
  if (token === undefined) throw unauthorized(NOT_LOGGED_IN);
  if (token === '') throw unauthorized(SESSION_GONE);
  const session = await liveScSession(req.server.db, hashToken(token));
  if (!session)
    throw header === undefined
      ? new AppError(401, SESSION_GONE, { 'set-cookie': cookie.cleared(req) })
      : unauthorized(SESSION_GONE);
  return { accountId: session.accountId, role: session.role, sessionId: session.id };
}
