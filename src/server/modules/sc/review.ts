// The supplier review's resubmission (SECTIONS H.3, SC_CERT_NEXT): a rejected supplier fixes its
// company details and submits them again; the role is pending review once more, back in the
// console's `sc-cert` queue (queue.ts) from the new submission. One conditional UPDATE decides: of parallel
// resubmissions exactly one moves the role, the others are told it is already under review.
import type { ScResubmitInput } from '../../../api/sc';
import { canResubmit, SC_CERT_NAMES, SC_CERT_STATUSES, SC_REVIEW_WAIT } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { stamp } from '../../floor/time';
import { ROLE_MISSING } from './accounts';

export const UNDER_REVIEW_MSG = '认证资料已提交，正在审核中，请耐心等待';
export const notResubmittable = (statusName: string) => `当前认证状态为「${statusName}」，无需重新提交`;

const RESUBMITTABLE = SC_CERT_STATUSES.filter(canResubmit);

export async function resubmitCert(db: Db, accountId: number, form: ScResubmitInput, at: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('sc_role')
      .set({ cert_status: 'cert_pending', submitted_at: stamp(at), reviewed_at: null, reject_reason: '' })
      .where('account_id', '=', accountId)
      .where('role', '=', 'supplier')
      .where('cert_status', 'in', RESUBMITTABLE)
      .returning('id')
      .execute();
    if (moved.length === 0) {
      const role = await tx
        .selectFrom('sc_role')
        .select('cert_status')
        .where('account_id', '=', accountId)
        .where('role', '=', 'supplier')
        .executeTakeFirst();
      if (!role) throw badRequest(ROLE_MISSING('supplier'));
      throw badRequest(
        role.cert_status === 'cert_pending' ? UNDER_REVIEW_MSG : notResubmittable(SC_CERT_NAMES[role.cert_status]),
      );
    }
    await tx
      .updateTable('sc_account')
      .set({
        company_name: form.companyName.trim(),
        credit_code: form.creditCode,
        contact_name: form.contactName.trim(),
      })
      .where('id', '=', accountId)
      .execute();
    await tx
      .insertInto('sc_notice')
      .values({
        account_id: accountId,
        title: '供应商认证资料已重新提交',
        content: `您修改后的供应商认证资料已提交，${SC_REVIEW_WAIT}，审核通过后即可报名参与招标项目。`,
        created_at: stamp(at),
      })
      .execute();
  });
}
