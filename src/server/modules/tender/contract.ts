// The contract (招标投标法 第四十六条): the purchaser and the winner sign a written contract within
// 30 days of the 中标通知书, on the terms of the tender and the winning bid (the amount is the
// winning amount), and the purchaser records it here (date, amount, attachment). Recording it
// starts the margin refunds (margins.ts: within 5 days, 实施条例 第五十七条). One per tender
// (unique), so parallel records write one.
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { DAY, msOf, shownTime, stampOf } from '../../floor/time';
import { grantUploadRead } from '../../storage/uploads';
import { purchaserTender } from './access';
import { CONTRACT_DAYS, formatYuan, parties } from './award';
import { attachFiles } from './files';
import { refundBy } from './margins';

export const CONTRACT_MSG = {
  noResult: '中标结果公告并发出中标通知书后方可签订合同',
  twice: '合同已登记',
  early: '合同签订日期不能早于中标通知书发出之日',
  future: '合同签订日期不能晚于今天',
  late: `合同应自中标通知书发出之日起 ${CONTRACT_DAYS} 日内订立（招标投标法 第四十六条）`,
  amount: (v: number) => `合同金额应与中标金额 ${formatYuan(v)} 一致（招标投标法 第四十六条）`,
} as const;

export interface ContractInput {
  tenderId: number;
  signedOn: number;
  amount: number;
  attachId?: string;
}

export async function recordContract(db: Db, me: Member, f: ContractInput, nowMs: number) {
  const t = await purchaserTender(db, me, f.tenderId);
  if (!t.result_at || t.terminated === 1) throw badRequest(CONTRACT_MSG.noResult);
  if (f.signedOn < msOf(t.result_at)) throw badRequest(CONTRACT_MSG.early);
  if (f.signedOn > nowMs) throw badRequest(CONTRACT_MSG.future);
  if (f.signedOn > msOf(t.result_at) + CONTRACT_DAYS * DAY) throw badRequest(CONTRACT_MSG.late);
  const winning = Number(t.winning_amount ?? 0);
  if (Math.abs(f.amount - winning) > 0.005) throw badRequest(CONTRACT_MSG.amount(winning));
  const winner = await db
    .selectFrom('tender_participation')
    .select('company_id')
    .where('tender_id', '=', t.id)
    .where('result', '=', '1')
    .executeTakeFirstOrThrow();
  const signed = stampOf(f.signedOn);
  await db.transaction().execute(async (tx) => {
    if (f.attachId) await attachFiles(tx, [f.attachId], me.companyId, nowMs);
    const row = await tx
      .insertInto('tender_contract')
      .values({
        tender_id: t.id,
        company_id: winner.company_id,
        signed_on: signed,
        amount: f.amount,
        attach_id: f.attachId ?? '',
        recorded_at: stampOf(nowMs),
      })
      .onConflict((oc) => oc.column('tender_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw badRequest(CONTRACT_MSG.twice);
    if (f.attachId) await grantUploadRead(tx, f.attachId, winner.company_id, nowMs);
  });
  await notify(
    db,
    await parties(db, t.id),
    `合同已签订：${t.title}`,
    `「${t.title}」的书面合同已于 ${shownTime(signed)} 签订。已缴纳的投标保证金将于 ${shownTime(refundBy(signed))} 前退还（实施条例 第五十七条）。`,
    about('tender', t.id),
  );
  return { ok: true };
}
