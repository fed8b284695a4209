// Member writes of the inquiry and tender modules: who may act (an approved membership of the
// right identity), and per-user write limits in the shared rate counters (every app server
// counts in the same rows, like the per-IP limits).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { hit, type RateRule } from '../../http/rate-limit';
import { requireMember, type Member } from '../../http/session';
import { HOUR } from '../auth/clock';

export type Identity = '1' | '2';
export const ROLE_MSG: Record<Identity, string> = {
  '1': '仅采购商企业可以进行此操作，请切换到采购商企业',
  '2': '仅供应商企业可以进行此操作，请切换到供应商企业',
};
export const PENDING_MSG = '您在该企业的成员身份正在审核，审核通过后才能进行此操作';

/** The logged-in member acting for an approved company of the given identity, else 400 saying why. */
export async function actingAs(req: FastifyRequest, identity: Identity): Promise<Member> {
  const me = await requireMember(req);
  const m = await req.server.db
    .selectFrom('memberships')
    .select(['identity', 'status'])
    .where('user_id', '=', me.userId)
    .where('company_id', '=', me.companyId)
    .executeTakeFirstOrThrow();
  if (m.status !== '1') throw badRequest(PENDING_MSG);
  if (m.identity !== identity) throw badRequest(ROLE_MSG[identity]);
  return me;
}

/** Member writes per user and hour. */
export const LIMITS = {
  inquiryWrite: { scope: 'inquiry-write', limit: 30, windowMs: HOUR },
  quote: { scope: 'quote', limit: 60, windowMs: HOUR },
  savedSearch: { scope: 'saved-search', limit: 30, windowMs: HOUR },
  tenderWrite: { scope: 'tender-write', limit: 60, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;
export type Scope = keyof typeof LIMITS;

/** Counts one write of the user in the scope, or 429 with Retry-After when the hour is full. */
export const spend = (db: Db, scope: Scope, userId: number): Promise<void> => hit(db, LIMITS[scope], `user:${userId}`);
