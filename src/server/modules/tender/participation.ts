// A member company's part in a tender: registration (报名, once per company: unique index) that
// waits for the purchaser's review (待审核 → 已通过 | 已驳回), then the margin (保证金) 未缴 →
// 待确认 (a voucher or guarantee uploaded) → 已缴 (the purchaser confirms) → 已退还. Each step is
// one conditional write, so parallel clicks make one change and the others get the reason.
import { MARGIN_FORMS, MARGIN_STATUSES, REGISTRATION_STATUSES, type ParticipationStatus } from '../../../api/tender';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { companyName } from '../../floor/members';
import { about, notify } from '../../floor/notices';
import { isoOf, stampOf } from '../../floor/time';
import { grantUploadRead } from '../../storage/uploads';
import { isPurchaserSide, loadTender, type TenderRow } from './access';
import { requiredDocsOf } from './bid-docs';
import { bidBlock, ownBid } from './bids';
import { attachFiles } from './files';
import { invitationView } from './invitations';
import { REG_MSG, registerBlock } from './registration';
import { refundBlock } from './margins';

export const PART_MSG = {
  ...REG_MSG,
  first: '请先报名',
  pending: '报名待招标人审核，审核通过后方可缴纳保证金和投标',
  declined: '报名未通过招标人审核',
  none: '该项目不收取投标保证金',
  bidClosed: '投标已截止，不能再缴纳保证金',
  waiting: '保证金凭证已上传，待招标人确认',
  paid: '保证金已缴纳',
  unpaid: '尚未缴纳保证金，无需退还',
  refunded: '保证金已退还',
} as const;

const participationOf = (db: Db, tenderId: number, companyId: number) =>
  db
    .selectFrom('tender_participation')
    .selectAll()
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
export type Participation = NonNullable<Awaited<ReturnType<typeof participationOf>>>;

function reviewBlock(p: Participation): string {
  if (p.registration_status === '0') return PART_MSG.pending;
  return p.registration_status === '2' ? `${PART_MSG.declined}${p.review_note ? `：${p.review_note}` : ''}` : '';
}

function payBlock(t: TenderRow, p: Participation, now: string): string {
  if (Number(t.margin_amount) === 0) return PART_MSG.none;
  if (t.terminated === 1) return PART_MSG.terminated;
  const review = reviewBlock(p);
  if (review) return review;
  if (p.margin_status === '3') return PART_MSG.waiting;
  return now >= t.bid_deadline ? PART_MSG.bidClosed : '';
}

// A margin comes back after the written contract (实施条例 第五十七条): margins.ts.
const nameOf = (list: { code: string; name: string }[], code: string) => list.find((s) => s.code === code)?.name ?? '';

export async function marginStatus(db: Db, me: Member, tenderId: number, nowMs: number): Promise<ParticipationStatus> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  const purchaser = await isPurchaserSide(db, me, t);
  const base = {
    tenderId,
    purchaser,
    marginAmount: Number(t.margin_amount),
    canRegister: false,
    canPay: false,
    canRefund: false,
    canBid: false,
    canWithdraw: false,
    invitation: await invitationView(db, t, me.companyId, now),
    canResubmit: false,
    requiredDocs: requiredDocsOf(t),
  };
  if (!p) {
    const reason = await registerBlock(db, me, t, now);
    const none = {
      registrationStatus: null,
      registrationStatusName: '未报名',
      reviewNote: '',
      marginNote: '',
      marginAttachId: '',
      bid: null,
      bidReason: '',
      result: '',
    };
    return {
      ...base,
      ...none,
      registered: false,
      registeredAt: null,
      marginStatus: null,
      marginStatusName: '未报名',
      marginForm: '',
      marginFormName: '',
      paidAt: null,
      refundedAt: null,
      canRegister: !reason,
      reason,
    };
  }
  const reason =
    p.margin_status === '0' || p.margin_status === '3'
      ? payBlock(t, p, now)
      : p.margin_status === '1'
        ? await refundBlock(db, t, now)
        : '';
  const bid = await ownBid(db, tenderId, me.companyId);
  // A declined registration may be corrected and resubmitted while registration is open.
  const canResubmit = p.registration_status === '2' && !(await registerBlock(db, me, t, now));
  const bidReason = bidBlock(t, p, now);
  return {
    ...base,
    registered: true,
    registeredAt: isoOf(p.registered_at),
    registrationStatus: p.registration_status,
    registrationStatusName: nameOf(REGISTRATION_STATUSES, p.registration_status),
    reviewNote: p.review_note,
    marginStatus: p.margin_status,
    marginStatusName: nameOf(MARGIN_STATUSES, p.margin_status),
    marginForm: p.margin_form,
    marginFormName: nameOf(MARGIN_FORMS, p.margin_form),
    marginNote: p.margin_note,
    marginAttachId: p.margin_attach_id,
    paidAt: p.paid_at && isoOf(p.paid_at),
    refundedAt: p.refunded_at && isoOf(p.refunded_at),
    canPay: p.margin_status === '0' && !reason,
    canRefund: p.margin_status === '1' && !reason,
    reason,
    bid,
    canBid: !bidReason,
    canWithdraw: !bidReason && bid?.status === '1',
    bidReason,
    result: p.result === '1' ? '中标' : p.result === '2' ? '未中标' : '',
    canResubmit,
  };
}

/** The voucher or guarantee is uploaded: 未缴 → 待确认, and the purchaser may read the file. */
export async function payMargin(
  db: Db,
  me: Member,
  tenderId: number,
  form: string,
  proofNo: string,
  attachId: string,
  nowMs: number,
): Promise<ParticipationStatus> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  if (!p) throw badRequest(PART_MSG.first);
  if (p.margin_status === '1' || p.margin_status === '2')
    throw badRequest(p.margin_status === '2' ? PART_MSG.refunded : PART_MSG.paid);
  const reason = payBlock(t, p, now);
  if (reason) throw badRequest(reason);
  await db.transaction().execute(async (tx) => {
    await attachFiles(tx, [attachId], me.companyId, nowMs);
    const res = await tx
      .updateTable('tender_participation')
      .set({
        margin_status: '3',
        margin_form: form,
        margin_proof: proofNo,
        margin_attach_id: attachId,
        margin_note: '',
        paid_at: now,
      })
      .where('id', '=', p.id)
      .where('margin_status', '=', '0')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badRequest(PART_MSG.waiting);
    await grantUploadRead(tx, attachId, t.company_id, nowMs);
  });
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: t.company_id }],
    `保证金凭证待确认：${t.title}`,
    `${name}上传了「${t.title}」的投标保证金凭证（${nameOf(MARGIN_FORMS, form)}，${proofNo}），请核对后确认。`,
    about('tender', tenderId),
  );
  return marginStatus(db, me, tenderId, nowMs);
}

/** A refund request once the tender is decided or terminated, granted at once (no finance desk in the demo). */
export async function refundMargin(db: Db, me: Member, tenderId: number, nowMs: number): Promise<ParticipationStatus> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  if (!p) throw badRequest(PART_MSG.first);
  if (p.margin_status === '0' || p.margin_status === '3') throw badRequest(PART_MSG.unpaid);
  const reason = await refundBlock(db, t, now);
  if (reason) throw badRequest(reason);
  const res = await db
    .updateTable('tender_participation')
    .set({ margin_status: '2', refunded_at: now })
    .where('id', '=', p.id)
    .where('margin_status', '=', '1')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(PART_MSG.refunded);
  return marginStatus(db, me, tenderId, nowMs);
}
