// Margin refunds (投标保证金退还, 实施条例 第五十七条): the purchaser returns every bidder's margin —
// the winner's included — at the latest 5 days after the written contract is signed, never at the
// result. A refund is made by the purchaser's desk or by the platform at the bidder's request; it
// is refused before the contract is recorded (a terminated tender refunds at once). Each refund is
// one conditional write ('1' 已缴 → '2' 已退还) and tells the bidder.
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { DAY, msOf, shownTime, stampOf } from '../../floor/time';
import { formatYuan } from './award';
import { purchaserTender, type TenderRow } from './access';

/** Days after the contract's signing by which every margin is back (实施条例 第五十七条). */
export const REFUND_DAYS = 5;

export const MARGIN_MSG = {
  beforeContract: '书面合同签订后方可退还投标保证金（实施条例 第五十七条：合同签订后 5 日内退还）',
  notPaid: '该投标人没有待退还的投标保证金',
} as const;

export const contractOf = (db: Db, tenderId: number) =>
  db.selectFrom('tender_contract').selectAll().where('tender_id', '=', tenderId).executeTakeFirst();

/** The day margins are due back: the signing plus REFUND_DAYS. */
export const refundBy = (signedOn: string): string => stampOf(msOf(signedOn) + REFUND_DAYS * DAY);

/** Why a margin cannot be refunded yet ('' when it can): a recorded contract, or a terminated tender. */
export async function refundBlock(db: Db, t: Pick<TenderRow, 'id' | 'terminated'>, now: string): Promise<string> {
  if (t.terminated === 1) return '';
  const c = await contractOf(db, t.id);
  return c && c.signed_on <= now ? '' : MARGIN_MSG.beforeContract;
}

/** Refunds one bidder's confirmed margin; false when there was none to refund (already refunded, never paid). */
export async function refundOne(
  db: Db,
  t: Pick<TenderRow, 'id' | 'title' | 'margin_amount'>,
  companyId: number,
  nowMs: number,
): Promise<boolean> {
  const now = stampOf(nowMs);
  const res = await db
    .updateTable('tender_participation')
    .set({ margin_status: '2', refunded_at: now })
    .where('tender_id', '=', t.id)
    .where('company_id', '=', companyId)
    .where('margin_status', '=', '1')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await notify(
    db,
    [{ companyId }],
    `投标保证金已退还：${t.title}`,
    `「${t.title}」的投标保证金 ${formatYuan(Number(t.margin_amount))} 已于 ${shownTime(now)} 退还。`,
    about('tender', t.id),
  );
  return true;
}

/** The purchaser returns a bidder's margin from the desk. */
export async function returnMargin(db: Db, me: Member, tenderId: number, companyId: number, nowMs: number) {
  const t = await purchaserTender(db, me, tenderId);
  const reason = await refundBlock(db, t, stampOf(nowMs));
  if (reason) throw badRequest(reason);
  if (!(await refundOne(db, t, companyId, nowMs))) throw badRequest(MARGIN_MSG.notPaid);
  return { ok: true };
}
