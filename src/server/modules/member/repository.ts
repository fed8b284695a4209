// The member's view of their companies and notices.
import type { Business, UserInfo } from '../../../api/member';
import type { Db } from '../../db';
import { maskPhone } from '../../floor/mask';

function businessQuery(db: Db, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id', 'c.tenant_id', 'c.name', 'c.org_code', 'm.identity', 'm.status'])
    .where('m.user_id', '=', userId)
    .where('m.status', 'in', ['0', '1']);
}

type Row = Awaited<ReturnType<ReturnType<typeof businessQuery>['executeTakeFirstOrThrow']>>;

const toBusiness = (r: Row): Business => ({
  companyId: r.id,
  deptId: String(r.id),
  tenantId: r.tenant_id,
  companyName: r.name,
  identity: r.identity,
  status: r.status,
  companyOrgCode: r.org_code,
});

/** The companies the member may act for, the default one first. */
export async function businesses(db: Db, userId: number): Promise<Business[]> {
  const rows = await businessQuery(db, userId).orderBy('m.is_default', 'desc').orderBy('c.id').execute();
  return rows.map(toBusiness);
}

export async function business(db: Db, userId: number, companyId: number): Promise<Business | undefined> {
  const row = await businessQuery(db, userId).where('c.id', '=', companyId).executeTakeFirst();
  return row && toBusiness(row);
}

export async function userInfo(db: Db, userId: number, companyId: number): Promise<UserInfo> {
  const user = await db
    .selectFrom('users')
    .select(['nick_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const b = await business(db, userId, companyId);
  if (!b) throw new Error('membership vanished after the session check');
  return { userId, ...b, nickName: user.nick_name, phone: maskPhone(user.phone) };
}

/** Unread notices for the company: company-wide ones and those addressed to the member. */
export async function unreadCount(
  db: Db,
  userId: number,
  companyId: number,
): Promise<{ order: number; system: number }> {
  const rows = await db
    .selectFrom('notices')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('is_read', '=', 0)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .groupBy('kind')
    .execute();
  const count = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { order: count('order'), system: count('system') };
}
