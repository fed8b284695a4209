// The purchaser's desk of one tender: the registrants with their review, margin and whether a
// bid is in (its price sealed until the opening), the next step and why it waits; approving or
// declining a registration (with a reason) and confirming or returning a margin voucher. Each
// decision is one conditional write and leaves the bidder a notice.
import { MARGIN_FORMS, MARGIN_STATUSES, REGISTRATION_STATUSES } from '../../../api/tender';
import type { TenderDesk } from '../../../api/tender-desk';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { isoOf, msOf, stampOf } from '../../floor/time';
import { purchaserTender } from './access';
import { isOpened, sealedPrice } from './bids';
import { filesOf, grantFiles } from './files';
import { nextStep } from './steps';
import { committeeOf } from './committee';
import { contractOf, refundBlock, refundBy } from './margins';
import { statusOf } from '../../floor/tender-status';

export const DESK_MSG = {
  noRegistrant: '该企业未报名本项目',
  reviewed: '该报名已审核',
  reason: '驳回时请填写原因',
  closed: '投标已截止，不能再审核报名',
  noVoucher: '该企业尚未上传保证金凭证，或已处理',
} as const;

const nameOf = (list: { code: string; name: string }[], code: string) => list.find((s) => s.code === code)?.name ?? '';

export async function tenderDeskView(db: Db, me: Member, tenderId: number, nowMs: number): Promise<TenderDesk> {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  const rows = await db
    .selectFrom('tender_participation as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('tender_bid as b', (j) =>
      j.onRef('b.tender_id', '=', 'p.tender_id').onRef('b.company_id', '=', 'p.company_id'),
    )
    .select([
      'p.company_id',
      'c.name',
      'p.registered_at',
      'p.registration_status',
      'p.review_note',
      'p.margin_status',
      'p.margin_form',
      'p.margin_proof',
      'p.margin_attach_id',
      'p.result',
    ])
    .select(['b.price', 'b.duration_days', 'b.documents', 'b.status as bid_status'])
    .where('p.tender_id', '=', tenderId)
    .orderBy('p.registered_at')
    .orderBy('p.id')
    .execute();
  const opened = isOpened(t, now);
  const step = await nextStep(db, t, nowMs);
  const committee = await committeeOf(db, tenderId);
  const contract = await contractOf(db, tenderId);
  const refundable = !(await refundBlock(db, t, now));
  return {
    tenderId,
    statusCode: statusOf(t, now),
    opened,
    ...step,
    committee: committee && { ...committee, reportAt: committee.reportAt && isoOf(committee.reportAt) },
    contract: contract
      ? {
          signedOn: isoOf(contract.signed_on),
          amount: Number(contract.amount),
          attachId: contract.attach_id,
          refundBy: isoOf(refundBy(contract.signed_on)),
        }
      : null,
    registrants: rows.map((r) => {
      const bidIn = r.bid_status === '1';
      return {
        companyId: r.company_id,
        companyName: r.name,
        registeredAt: isoOf(r.registered_at),
        registrationStatus: r.registration_status,
        registrationStatusName: nameOf(REGISTRATION_STATUSES, r.registration_status),
        reviewNote: r.review_note,
        marginStatus: r.margin_status,
        marginStatusName: nameOf(MARGIN_STATUSES, r.margin_status),
        marginFormName: nameOf(MARGIN_FORMS, r.margin_form),
        marginProof: r.margin_proof,
        marginAttachId: r.margin_attach_id,
        bidIn,
        bidPrice: bidIn && r.price !== null ? sealedPrice(t, r.price, now) : null,
        bidDurationDays: bidIn && opened ? Number(r.duration_days) : null,
        bidDocuments: bidIn && opened ? filesOf(r.documents ?? '[]') : [],
        result: r.result === '1' ? '中标' : r.result === '2' ? '未中标' : '',
        canRefund: refundable && r.margin_status === '1',
      };
    }),
  };
}

export async function reviewRegistration(
  db: Db,
  me: Member,
  tenderId: number,
  companyId: number,
  approve: boolean,
  reason: string,
  nowMs: number,
) {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  if (!approve && !reason) throw badRequest(DESK_MSG.reason);
  if (now >= t.bid_deadline) throw badRequest(DESK_MSG.closed);
  const p = await db
    .selectFrom('tender_participation')
    .select(['id', 'registration_status'])
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!p) throw badRequest(DESK_MSG.noRegistrant);
  const res = await db
    .updateTable('tender_participation')
    .set({ registration_status: approve ? '1' : '2', review_note: approve ? '' : reason, reviewed_at: now })
    .where('id', '=', p.id)
    .where('registration_status', '=', '0')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(DESK_MSG.reviewed);
  // Approved bidders may read the tender documents.
  if (approve) await grantFiles(db, filesOf(t.documents), companyId, nowMs);
  const margin =
    Number(t.margin_amount) > 0
      ? '请在投标截止前上传投标保证金凭证或保函，经确认后即可投标。'
      : '本项目不收取投标保证金，可直接投标。';
  await notify(
    db,
    [{ companyId }],
    approve ? `报名已通过：${t.title}` : `报名未通过：${t.title}`,
    approve
      ? `您在「${t.title}」的报名已通过招标人审核。${margin}`
      : `您在「${t.title}」的报名未通过招标人审核，原因：${reason}`,
    about('tender', tenderId),
  );
  return { ok: true };
}

export async function confirmMargin(
  db: Db,
  me: Member,
  tenderId: number,
  companyId: number,
  accept: boolean,
  reason: string,
  nowMs: number,
) {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  if (!accept && !reason) throw badRequest(DESK_MSG.reason);
  const res = await db
    .updateTable('tender_participation')
    .set(
      accept
        ? { margin_status: '1', confirmed_at: now, margin_note: '' }
        : { margin_status: '0', margin_note: reason, paid_at: null },
    )
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .where('margin_status', '=', '3')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(DESK_MSG.noVoucher);
  const late = msOf(t.bid_deadline) <= nowMs ? '' : '现在即可提交投标文件。';
  await notify(
    db,
    [{ companyId }],
    accept ? `保证金已确认：${t.title}` : `保证金凭证被退回：${t.title}`,
    accept
      ? `招标人已确认您在「${t.title}」的投标保证金。${late}`
      : `招标人退回了您在「${t.title}」的保证金凭证，原因：${reason}。请重新上传。`,
    about('tender', tenderId),
  );
  return { ok: true };
}
