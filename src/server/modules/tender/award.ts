// After the evaluation report (report.ts) named one to three candidates with a publicity of at
// least 3 days (实施条例 第五十四条): during it a bidder may file an objection (异议), which the
// purchaser must answer before the result; the result (中标结果公告) names the first candidate and
// sends the 中标通知书 to the winner and the result to every other bidder (招标投标法 第四十五条).
// Margins are not refunded here but after the contract (margins.ts, 实施条例 第五十七条).
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify, type NoticeTo } from '../../floor/notices';
import { stampOf } from '../../floor/time';
import { isPurchaserSide, loadTender, purchaserTender } from './access';
import { companyName } from '../../floor/members';
import { resultBlock } from './steps';

/** Days from the 中标通知书 within which the contract is signed (招标投标法 第四十六条). */
export const CONTRACT_DAYS = 30;

export const AWARD_MSG = {
  objectionWindow: '只能在中标候选人公示期内提出异议',
  notParty: '只有通过报名审核的投标人可以提出异议',
  own: '招标人不能对本项目提出异议',
  answered: '该异议已答复',
  noObjection: '异议不存在',
} as const;

export const formatYuan = (v: number): string =>
  `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

/** Every approved registrant (the bidders), one notice each. */
export async function parties(db: Db, tenderId: number): Promise<NoticeTo[]> {
  const rows = await db
    .selectFrom('tender_participation')
    .select('company_id')
    .where('tender_id', '=', tenderId)
    .where('registration_status', '=', '1')
    .execute();
  return rows.map((r) => ({ companyId: r.company_id }));
}

export async function fileObjection(db: Db, me: Member, tenderId: number, content: string, nowMs: number) {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  if (await isPurchaserSide(db, me, t)) throw badRequest(AWARD_MSG.own);
  const p = await db
    .selectFrom('tender_participation')
    .select('registration_status')
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  if (p?.registration_status !== '1') throw badRequest(AWARD_MSG.notParty);
  if (!t.publicity_start || !t.publicity_end || now < t.publicity_start || now >= t.publicity_end || t.result_at)
    throw badRequest(AWARD_MSG.objectionWindow);
  await db
    .insertInto('tender_objection')
    .values({ tender_id: tenderId, company_id: me.companyId, content, created_at: now, answered_at: null })
    .execute();
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: t.company_id }],
    `收到异议：${t.title}`,
    `${name}对「${t.title}」的中标候选人公示提出异议：${content}。请及时答复，答复前不能公告中标结果。`,
    about('tender', tenderId),
  );
  return { ok: true };
}

export async function answerObjection(db: Db, me: Member, objectionId: number, answer: string, nowMs: number) {
  const now = stampOf(nowMs);
  const o = await db.selectFrom('tender_objection').selectAll().where('id', '=', objectionId).executeTakeFirst();
  if (!o) throw badRequest(AWARD_MSG.noObjection);
  const t = await purchaserTender(db, me, o.tender_id);
  const res = await db
    .updateTable('tender_objection')
    .set({ answer, answered_at: now })
    .where('id', '=', objectionId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(AWARD_MSG.answered);
  await notify(
    db,
    [{ companyId: o.company_id }],
    `异议已答复：${t.title}`,
    `招标人答复了您对「${t.title}」提出的异议：${answer}`,
    about('tender', t.id),
  );
  return { ok: true };
}

export async function publishResult(db: Db, me: Member, tenderId: number, nowMs: number) {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  const reason = await resultBlock(db, t, now);
  if (reason) throw badRequest(reason);
  const first = await db
    .selectFrom('tender_candidate')
    .select(['company_id', 'price'])
    .where('tender_id', '=', tenderId)
    .orderBy('rank')
    .executeTakeFirstOrThrow();
  const winner = await companyName(db, first.company_id);
  const bidders = await parties(db, tenderId);
  await db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('tender')
      .set({ result_at: now, winner_name: winner, winning_amount: Number(first.price) })
      .where('id', '=', tenderId)
      .where('result_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badRequest('中标结果已公告');
    await tx
      .updateTable('tender_participation')
      .set({ result: '1' })
      .where('tender_id', '=', tenderId)
      .where('company_id', '=', first.company_id)
      .execute();
    await tx
      .updateTable('tender_participation')
      .set({ result: '2' })
      .where('tender_id', '=', tenderId)
      .where('company_id', '!=', first.company_id)
      .where('registration_status', '=', '1')
      .execute();
    const content = `中标人：${winner}\n中标金额：${formatYuan(Number(first.price))}`;
    await tx.insertInto('tender_notice').values({ tender_id: tenderId, kind: '4', content, created_at: now }).execute();
  });
  for (const b of bidders) {
    const won = b.companyId === first.company_id;
    await notify(
      db,
      [b],
      `${won ? '中标通知书' : '中标结果通知书'}：${t.title}`,
      won
        ? `贵公司在「${t.title}」中被确定为中标人，中标金额 ${formatYuan(Number(first.price))}。请自本通知书发出之日起 ${CONTRACT_DAYS} 日内与招标人订立书面合同（招标投标法 第四十五条、第四十六条）。投标保证金在合同签订后 5 日内退还。`
        : `「${t.title}」中标结果已公告，中标人为${winner}。贵公司未中标；已缴纳的投标保证金将在招标人与中标人签订合同后 5 日内退还（实施条例 第五十七条）。`,
      about('tender', tenderId),
    );
  }
  return { ok: true };
}
