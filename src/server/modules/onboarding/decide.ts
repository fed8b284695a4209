// A 审核员's decision on a pending application, what the console's queue (queue.ts) applies in its
// transaction: approve (the company is certified until its licence's validity day; a supplier-only
// company's members act as suppliers from now on, and its credit code becomes the company's) or
// refuse with the reason the member reads. One conditional UPDATE decides, so of two parallel
// decisions one wins (undefined for the other). The console writes the audit row and the notice.
import type { Decision } from '../../../api/ops-dicts';
import type { Db } from '../../db';
import { about } from '../../floor/notices';
import type { Decided } from '../../floor/review-queue';
import { now, stamp } from '../../floor/time';
import { certRow, certViewOf } from './certs';

const slim = (v: { status: string; statusName: string; rejectReason: string; decidedAt: string | null }) => ({
  status: v.status,
  statusName: v.statusName,
  rejectReason: v.rejectReason,
  decidedAt: v.decidedAt,
});

export async function decideSupplierApplication(
  db: Db,
  id: number,
  decision: Decision,
  reason: string,
  nowMs: number = now(),
): Promise<Decided | undefined> {
  const found = await certRow(db).where('id', '=', id).executeTakeFirst();
  if (!found) return undefined;
  const why = reason.trim();
  const row = await db
    .updateTable('supplier_cert')
    .set({
      status: decision === 'approve' ? 'certified' : 'refused',
      decided_at: stamp(nowMs),
      reject_reason: decision === 'approve' ? '' : why,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  if (decision === 'approve') {
    await db.updateTable('companies').set({ org_code: row.credit_code }).where('id', '=', row.company_id).execute();
    if (row.scope === 'supplier')
      await db.updateTable('memberships').set({ identity: '2' }).where('company_id', '=', row.company_id).execute();
  }
  const [before, after] = await Promise.all([certViewOf(db, found, nowMs), certViewOf(db, row, nowMs)]);
  return {
    before: slim(before),
    after: slim(after),
    notice: {
      to: [{ companyId: row.company_id }],
      title: decision === 'approve' ? '供应商认证已通过' : '供应商认证未通过',
      content:
        decision === 'approve'
          ? `贵公司的供应商认证已通过，有效期至 ${row.licence_valid_until}（营业执照营业期限），现在即可报价、投标和发布供应信息。`
          : `贵公司的供应商认证未通过，原因：${why}。请在「企业信息 → 供应商认证」修改后重新提交。`,
      about: about('supplierCert', row.id),
    },
  };
}
