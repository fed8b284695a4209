// The sealed bid (投标): one row per company and tender (unique index), submitted, revised or
// withdrawn until the bid deadline by an approved registrant whose margin is confirmed. Its price
// is read by nobody but its own company before the opening: every other reader goes through
// sealedPrice, which answers null until the opening time has come and the purchaser opened. A
// bid carries each document the tender requires (bid-docs.ts).
import type { z } from '../../../api/define';
import type { tenderDesk } from '../../../api/tender-desk';
import { BID_STATUSES, type OwnBid } from '../../../api/tender';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { isSealed } from '../../floor/policy';
import { isoOf, shownTime, stampOf } from '../../floor/time';
import { loadTender, type TenderRow } from './access';
import { attachBidDocs } from './bid-docs';
import { filesOf } from './files';
import type { Participation } from './participation';

export const BID_MSG = {
  first: '请先报名并通过招标人审核',
  pending: '报名待招标人审核，审核通过后方可投标',
  declined: '报名未通过招标人审核，不能投标',
  margin: '投标保证金经招标人确认后方可投标',
  terminated: '该项目已终止',
  closed: (deadline: string) => `投标已截止（截止时间 ${shownTime(deadline)}），不能再提交、修改或撤回投标`,
  none: '尚未提交投标文件',
} as const;

/** '' when the company may bid (or revise, withdraw) now, else why not. */
export function bidBlock(
  t: Pick<TenderRow, 'terminated' | 'bid_deadline' | 'margin_amount'>,
  p: Pick<Participation, 'registration_status' | 'margin_status'> | undefined,
  now: string,
): string {
  if (t.terminated === 1) return BID_MSG.terminated;
  if (now >= t.bid_deadline) return BID_MSG.closed(t.bid_deadline);
  if (!p) return BID_MSG.first;
  if (p.registration_status === '0') return BID_MSG.pending;
  if (p.registration_status === '2') return BID_MSG.declined;
  return Number(t.margin_amount) > 0 && p.margin_status !== '1' ? BID_MSG.margin : '';
}

/** The bid prices are readable by others only once the opening time has come and the bids were opened. */
export const isOpened = (t: Pick<TenderRow, 'bid_deadline' | 'opened_at'>, now: string): boolean =>
  !isSealed(t.opened_at === null ? null : t.bid_deadline, now);

/** A bid's price as a reader other than its own company may see it: null while sealed. */
export const sealedPrice = (
  t: Pick<TenderRow, 'bid_deadline' | 'opened_at'>,
  price: number,
  now: string,
): number | null => (isOpened(t, now) ? Number(price) : null);

/** The company's own bid (its own price, never anyone else's). */
export async function ownBid(db: Db, tenderId: number, companyId: number): Promise<OwnBid | null> {
  const b = await db
    .selectFrom('tender_bid')
    .selectAll()
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!b) return null;
  return {
    price: Number(b.price),
    durationDays: Number(b.duration_days),
    documents: filesOf(b.documents),
    status: b.status,
    statusName: BID_STATUSES.find((s) => s.code === b.status)!.name,
    revision: Number(b.revision),
    submittedAt: isoOf(b.submitted_at),
    updatedAt: isoOf(b.updated_at),
  };
}

const partOf = (db: Db, tenderId: number, companyId: number) =>
  db
    .selectFrom('tender_participation')
    .select(['registration_status', 'margin_status'])
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** Submits or revises: one upsert, so parallel submissions leave one active bid. */
export async function submitBid(
  db: Db,
  me: Member,
  f: z.output<typeof tenderDesk.bid.input>,
  nowMs: number,
): Promise<{ ok: boolean }> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, f.tenderId);
  const reason = bidBlock(t, await partOf(db, f.tenderId, me.companyId), now);
  if (reason) throw badRequest(reason);
  await db.transaction().execute(async (tx) => {
    // Every required document present (the message names a missing one), each the bidder's own upload.
    const documents = JSON.stringify(await attachBidDocs(tx, t, f.documents, me.companyId, nowMs));
    await tx
      .insertInto('tender_bid')
      .values({
        tender_id: f.tenderId,
        company_id: me.companyId,
        user_id: me.userId,
        price: f.price,
        duration_days: f.durationDays,
        documents,
        status: '1',
        submitted_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['tender_id', 'company_id']).doUpdateSet((eb) => ({
          price: f.price,
          duration_days: f.durationDays,
          documents,
          status: '1',
          user_id: me.userId,
          updated_at: now,
          revision: eb(eb.ref('tender_bid.revision'), '+', 1),
        })),
      )
      .execute();
  });
  return { ok: true };
}

export async function withdrawBid(db: Db, me: Member, tenderId: number, nowMs: number): Promise<{ ok: boolean }> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const reason = bidBlock(t, await partOf(db, tenderId, me.companyId), now);
  if (reason) throw badRequest(reason);
  const res = await db
    .updateTable('tender_bid')
    .set({ status: '0', updated_at: now })
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', me.companyId)
    .where('status', '=', '1')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(BID_MSG.none);
  return { ok: true };
}
