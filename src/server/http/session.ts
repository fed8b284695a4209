// Who is calling: `Blade-Auth: bearer <token>` → a live session (looked up by the token's
// sha256, not revoked, not expired); `Switch-To-Company-Id` → the company the member acts for,
// which must be one they belong to (under review or approved), else 403 拒绝访问.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { stamp } from '../floor/time';
import { MAX_INT } from '../../api/define';
import { badRequest, forbidden, unauthorized } from './errors';

export interface Member {
  userId: number;
  companyId: number;
  /** The memberships row: it owns the member's cart and addresses for that company. */
  membershipId: number;
  sessionId: number;
}

/** What a member owns rows by (cart lines, addresses): the user for one company, locked by its membership row. */
export type Owner = Pick<Member, 'userId' | 'companyId' | 'membershipId'>;

export const NOT_LOGGED_IN = '请先登录';
export const SESSION_GONE = '登录已失效，请重新登录';
export const SWITCH_HEADER = 'switch-to-company-id';

/** The only form a session token is ever stored in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type Resolved = { kind: 'none' } | { kind: 'dead' } | { kind: 'live'; member: Member };
const cache = new WeakMap<FastifyRequest, Promise<Resolved>>();

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers['blade-auth'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  const m = /^bearer\s+(\S+)$/i.exec(value);
  return m ? m[1] : '';
}

/** The company id in the header: a row id like any other (400 naming the header otherwise). */
function switchTarget(req: FastifyRequest): number | undefined {
  const header = req.headers[SWITCH_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  const n = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (n < 1 || n > MAX_INT) throw badRequest(`参数错误：Switch-To-Company-Id 应为 1 到 ${MAX_INT} 之间的企业编号`);
  return n;
}

/** The membership through which the user may act for the company (under review or approved). */
async function activeMembership(req: FastifyRequest, userId: number, companyId: number): Promise<number | undefined> {
  const row = await req.server.db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('status', 'in', ['0', '1'])
    .executeTakeFirst();
  return row?.id;
}

async function resolve(req: FastifyRequest): Promise<Resolved> {
  const token = bearerToken(req);
  if (token === undefined) return { kind: 'none' };
  if (token === '' || token.length > 200) return { kind: 'dead' };
  const session = await req.server.db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'company_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', stamp())
    .executeTakeFirst();
  if (!session) return { kind: 'dead' };
  const target = switchTarget(req);
  const companyId = target ?? session.company_id;
  const membershipId = await activeMembership(req, session.user_id, companyId);
  if (membershipId === undefined) throw forbidden();
  return { kind: 'live', member: { userId: session.user_id, companyId, membershipId, sessionId: session.id } };
}

function resolved(req: FastifyRequest): Promise<Resolved> {
  let p = cache.get(req);
  if (!p) {
    p = resolve(req);
    cache.set(req, p);
  }
  return p;
}

/** The logged-in member, or 401 (请先登录 without a token, 登录已失效，请重新登录 for a dead one). */
export async function requireMember(req: FastifyRequest): Promise<Member> {
  const r = await resolved(req);
  if (r.kind === 'live') return r.member;
  throw unauthorized(r.kind === 'none' ? NOT_LOGGED_IN : SESSION_GONE);
}

/** The logged-in member, or null when there is no live session (a foreign company is still 403). */
export async function optionalMember(req: FastifyRequest): Promise<Member | null> {
  const r = await resolved(req);
  return r.kind === 'live' ? r.member : null;
}
