// Who may quote on an inquiry now: one rule for the detail's button and the quote call.
import { DEADLINE_PASSED } from '../../../api/inquiry-rules';
import { VAT, VAT_MSG } from '../../../api/inquiry-rfq';
import type { Db } from '../../db';
import type { InquiryTable } from './schema';
import type { Member } from '../../http/session';
import { actingBlock, sameSide } from '../../floor/policy';
import { shownTime } from '../../floor/time';

export const QUOTE_MSG = {
  login: '请先登录后再报价',
  own: '不能对本企业发布的询价报价',
  closed: '该询价已成交，报价已结束',
  withdrawn: '该询价已撤回，不能报价',
  notOpen: '该询价尚未发布，不能报价',
  invited: '该询价为定向邀请，仅受邀供应商可以报价',
  deadline: (deadline: string) => `${DEADLINE_PASSED}（截止时间 ${shownTime(deadline)}），不能再提交或修改报价`,
} as const;

type Inq = Pick<InquiryTable, 'buyer_company_id' | 'status' | 'deadline' | 'tax_rate'> & {
  id: number;
  invited_only: number;
};

/** '' when the member may quote (or revise) now, else the reason in Chinese. */
export async function quoteBlock(db: Db, me: Member | null, inq: Inq, nowStamp: string): Promise<string> {
  if (inq.status === 'closed') return QUOTE_MSG.closed;
  if (inq.status === 'withdrawn') return QUOTE_MSG.withdrawn;
  if (inq.status !== 'published') return QUOTE_MSG.notOpen;
  if (inq.deadline <= nowStamp) return QUOTE_MSG.deadline(inq.deadline);
  if (!me) return QUOTE_MSG.login;
  // The buyer's company, or a member of it quoting through another company, is refused alike.
  if (await sameSide(db, me, { companyId: inq.buyer_company_id })) return QUOTE_MSG.own;
  const role = await actingBlock(db, me, 'supplier');
  if (role) return role;
  if (inq.invited_only === 1 && !(await isInvited(db, inq.id, me.companyId))) return QUOTE_MSG.invited;
  if (inq.tax_rate === VAT.simple) {
    const p = await db
      .selectFrom('inquiry_supplier_profile')
      .select('simple_tax')
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    if (p?.simple_tax !== 1) return VAT_MSG.simpleSupplier;
  }
  return '';
}

export async function isInvited(db: Db, inquiryId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inquiry_invite')
    .select('company_id')
    .where('inquiry_id', '=', inquiryId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
