// Members as every section meets them: one spelling per phone, who is registered (and the
// per-IP budget of asking it), and acting for an approved company of a kind — the check
// route() runs for a call's `as` rule.
import { MINUTE } from '../../api/time';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import type { RateRule } from '../http/rate-limit';
import type { Member } from '../http/session';

/** What a company does on the portal: memberships.identity '1' and '2'. */
export type Identity = 'buyer' | 'supplier';
const IDENTITY_CODE = { buyer: '1', supplier: '2' } as const;

export const ROLE_MSG: Record<Identity, string> = {
  buyer: '仅采购商企业可以进行此操作，请切换到采购商企业',
  supplier: '仅供应商企业可以进行此操作，请切换到供应商企业',
};
export const PENDING_MSG = '您在该企业的成员身份正在审核，审核通过后才能进行此操作';

/** The spec's pattern allows a leading 0, which must not make a second account or a second set of counters. */
export const normalizePhone = (phone: string): string => phone.replace(/^0(?=1)/, '');

export function userByPhone(db: Db, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** A company's name ('' for an unknown id). */
export const companyName = async (db: Db, id: number): Promise<string> =>
  (await db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '';

/** Every call that tells who is registered (the tenant chooser's list, the registered check) shares this budget. */
export const PHONE_LOOKUP: RateRule = { scope: 'phone-lookup', limit: 30, windowMs: MINUTE, per: 'ip' };

/** Whether a membership (identity and status codes) acts for an approved company of the kind: '' or the reason. */
export function roleBlock(m: { identity: string; status: string }, identity: Identity): string {
  if (m.status !== '1') return PENDING_MSG;
  return m.identity === IDENTITY_CODE[identity] ? '' : ROLE_MSG[identity];
}

/** '' when the member may act for their company as `identity` (an approved membership of that kind), else why not. */
export async function actingBlock(db: Db, me: Member, identity: Identity): Promise<string> {
  const m = await db
    .selectFrom('memberships')
    .select(['identity', 'status'])
    .where('id', '=', me.membershipId)
    .executeTakeFirstOrThrow();
  return roleBlock(m, identity);
}

/** As actingBlock, a 400 saying why. */
export async function checkActingAs(db: Db, me: Member, identity: Identity): Promise<void> {
  const why = await actingBlock(db, me, identity);
  if (why) throw badRequest(why);
}
