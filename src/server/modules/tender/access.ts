// Who a member is to a tender: its purchaser (the publishing company, any company of the member
// who published it, or a member of the purchaser acting through another company — the
// sister-company rule), a registered bidder, or nobody.
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { mustOwn, sameSide } from '../../floor/policy';

export const ACCESS_MSG = {
  purchaserOnly: '只有该项目的招标人可以办理此操作',
} as const;

export async function loadTender(db: Db, tenderId: number) {
  const t = await db.selectFrom('tender').selectAll().where('id', '=', tenderId).executeTakeFirst();
  if (!t) throw notFound('招标项目不存在');
  return t;
}
export type TenderRow = Awaited<ReturnType<typeof loadTender>>;

/** The member acts for the purchaser, or belongs to it, or published the tender himself (the sister-company rule). */
export const isPurchaserSide = (db: Db, me: Member, t: Pick<TenderRow, 'company_id' | 'user_id'>): Promise<boolean> =>
  sameSide(db, me, { companyId: t.company_id, userId: t.user_id });

/** The tender of one of the purchaser's own desk calls: only a member acting for the purchaser company. */
export async function purchaserTender(db: Db, me: Member, tenderId: number): Promise<TenderRow> {
  const t = await loadTender(db, tenderId);
  mustOwn(t, (t) => t.company_id, me, badRequest(ACCESS_MSG.purchaserOnly));
  return t;
}
