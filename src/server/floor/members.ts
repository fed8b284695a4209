// Members as every section meets them: one spelling per phone, who is registered (and the
// per-IP budget of asking it), and the messages of the acting policies (./policy.ts checks them).
import { MINUTE } from '../../api/time';
import type { Db } from '../db';
import { contains } from '../db/query';
import type { RateRule } from '../http/rate-limit';

/** What a company does on the portal: memberships.identity '1' and '2'. */
export type Identity = 'buyer' | 'supplier';
export const IDENTITY_CODE = { buyer: '1', supplier: '2' } as const;

export const ROLE_MSG: Record<Identity, string> = {
  buyer: '仅采购商企业可以进行此操作，请切换到采购商企业',
  supplier: '仅供应商企业可以进行此操作，请切换到供应商企业',
};
export const PENDING_MSG = '您在该企业的成员身份正在审核，审核通过后才能进行此操作';
/** A supplier company whose certification is not valid (none yet, 待审核, 已驳回 or past its licence's validity). */
export const CERT_MSG =
  '贵公司尚未通过供应商认证，请在「企业信息 → 供应商认证」提交营业执照，审核通过后即可报价、投标和发布供应信息';

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

// ---- join requests (a membership under review, status '0'): read and decided by the console ----

/** A member's request to join a company, as the review queue shows it. */
export interface JoinRequest {
  id: number;
  userId: number;
  companyId: number;
  companyName: string;
  nickName: string;
  phone: string;
  identity: string;
  createdAt: string;
}

const joinRequests = (db: Db, keyword: string) => {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .where('m.status', '=', '0');
  if (keyword) q = q.where((w) => w.or([contains(w.ref('c.name'), keyword), contains(w.ref('u.phone'), keyword)]));
  return q;
};

/** Join requests under review, oldest first, whose company name or phone holds `keyword`. */
export function pendingJoinRequests(db: Db, keyword: string, offset: number, limit: number): Promise<JoinRequest[]> {
  return joinRequests(db, keyword)
    .select([
      'm.id',
      'm.user_id as userId',
      'm.company_id as companyId',
      'c.name as companyName',
      'u.nick_name as nickName',
      'u.phone',
      'm.identity',
      'm.created_at as createdAt',
    ])
    .orderBy('m.created_at')
    .orderBy('m.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countJoinRequests(db: Db, keyword: string): Promise<number> {
  const r = await joinRequests(db, keyword)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The join request if it is still under review. */
export const pendingJoinRequest = (db: Db, id: number) =>
  db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'company_id'])
    .where('id', '=', id)
    .where('status', '=', '0')
    .executeTakeFirst();

/**
 * Approves ('1') or refuses ('2') a join request in one conditional update; the membership, or
 * undefined when it was no longer under review.
 */
export async function decideJoinRequest(db: Db, id: number, approve: boolean) {
  return db
    .updateTable('memberships')
    .set({ status: approve ? '1' : '2' })
    .where('id', '=', id)
    .where('status', '=', '0')
    .returning(['id', 'user_id', 'company_id', 'status'])
    .executeTakeFirst();
}

/** A new user asking to join a company (a membership under review); the seed's join requests. */
export async function addJoinRequest(
  db: Db,
  user: { phone: string; nickName: string; passwordHash: string },
  companyId: number,
  identity: Identity,
  at: string,
): Promise<number> {
  const u = await db
    .insertInto('users')
    .values({ phone: user.phone, nick_name: user.nickName, password_hash: user.passwordHash, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const m = await db
    .insertInto('memberships')
    .values({
      user_id: u.id,
      company_id: companyId,
      identity: IDENTITY_CODE[identity],
      status: '0',
      is_default: 1,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return m.id;
}
